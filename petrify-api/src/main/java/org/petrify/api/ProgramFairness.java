package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;

/**
 * Turns a {@link Fairness} choice into the engine's transition groups for one program net:
 * {@link Fairness#THREADS} gives one weak group per thread (all its transitions), one strong
 * group per thread and lock it acquires ({@link #lockAcquisitions}), one strong group per
 * bounded loop ({@link BoundedLoopFairness}) and one response per atomic variable
 * whose compare-and-set retry loops fail only when the value changed ({@link CasRetryFairness});
 * {@link Fairness#THREADS_AND_CHOICES} adds one strong group per branch transition of a
 * {@code jump} and per return transition of a shared subnet whose exit returns to more than one
 * call site (the encoder's stand-in for the call stack, see {@link Fairness}).
 */
final class ProgramFairness {
  private ProgramFairness() {}

  static org.petrify.checker.Fairness of(Fairness choice, EncodedProgram encoded) {
    org.petrify.checker.Fairness f = org.petrify.checker.Fairness.none();
    if (choice == Fairness.NONE) {
      return f;
    }
    PetriNet net = encoded.net();
    NetOrigins origins = encoded.origins();
    Map<String, List<Integer>> byThread = new TreeMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      if (info != null && info.thread() != null) {
        byThread.computeIfAbsent(info.thread(), k -> new ArrayList<>()).add(t);
      }
    }
    for (Map.Entry<String, List<Integer>> e : byThread.entrySet()) {
      f = f.weak("thread " + e.getKey(), e.getValue());
    }
    f = lockAcquisitions(f, net, origins);
    f = BoundedLoopFairness.add(f, encoded);
    f = CasRetryFairness.add(f, encoded);
    if (choice == Fairness.THREADS_AND_CHOICES) {
      Map<Object, Integer> returnsPerSubnet = new java.util.HashMap<>();
      for (int t = 0; t < net.transitionCount(); t++) {
        NodeInfo info = origins.transition(t);
        if (info != null && info.kind() == NodeKind.RETURN) {
          returnsPerSubnet.merge(info.subnet(), 1, Integer::sum);
        }
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        NodeInfo info = origins.transition(t);
        if (info != null && info.kind() == NodeKind.COMMAND
            && info.command() instanceof Command.Jump) {
          f = f.strong("branch " + net.transitionName(t), List.of(t));
        } else if (info != null && info.kind() == NodeKind.RETURN
            && returnsPerSubnet.get(info.subnet()) > 1) {
          f = f.strong("return " + net.transitionName(t), List.of(t));
        }
      }
    }
    return f;
  }

  /**
   * One strong group per thread and lock: the thread's {@code acquire} transitions of that
   * monitor or {@code Lock}. A thread that could take a lock again and again (it is free each
   * time its holder waits with a timeout, or leaves a {@code synchronized} block in a loop)
   * takes it eventually: without this a poll loop {@code while (!done) m.wait(50)} kept the
   * setter of {@code done} out of {@code m} for ever, a run weak fairness allows because the
   * setter's acquire is enabled only while the poller waits. Java's monitors promise no such
   * order, but no JVM starves a thread for ever on a monitor that is free again and again; it
   * is part of the {@code threads} assumption, like the threads' own weak fairness.
   */
  private static org.petrify.checker.Fairness lockAcquisitions(
      org.petrify.checker.Fairness f, PetriNet net, NetOrigins origins) {
    Map<String, List<Integer>> byThreadAndLock = new TreeMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      if (info != null && info.thread() != null && info.kind() == NodeKind.COMMAND
          && info.command() instanceof Command.Acquire a) {
        byThreadAndLock.computeIfAbsent("lock " + a.lock() + " by thread " + info.thread(),
            k -> new ArrayList<>()).add(t);
      }
    }
    for (Map.Entry<String, List<Integer>> e : byThreadAndLock.entrySet()) {
      f = f.strong(e.getKey(), e.getValue());
    }
    return f;
  }
}

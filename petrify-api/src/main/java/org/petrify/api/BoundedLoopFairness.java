package org.petrify.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.encode.Subnet;
import org.petrify.ir.frontend.LoopExitMark;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;

/**
 * Strongly fair groups for the bounded loops of a program ({@link LoopExitMark}): per subnet
 * and per marked loop, the jump transitions that leave the loop through its mark, together with
 * every transition by which the subnet's procedure leaves by an exception (its {@code raise}
 * commands, and the releases, waits and notifications of an unheld lock, which throw). A fair
 * run that enables one of these infinitely often fires one infinitely often.
 *
 * <p>Sound for every Java run the model represents: such a run that reaches the loop's test in
 * one subnet infinitely often (the group's exit transitions are enabled exactly at the test, in
 * each copy of it) enters the loop infinitely often, because each entry makes a bounded number
 * of trips; it therefore leaves it infinitely often, and the loop is left only through its
 * test's exit or by an exception out of the method (the conditions of {@code BoundedLoops}),
 * that is, by a transition of the group. A run that never reaches the test again after some
 * point does not enable the group from then on. Threads created without bound (infinitely many
 * instances of one rb thread, each entering the loop once and blocking inside it) would break
 * the counting; a JVM cannot keep infinitely many threads alive, and the model bounds instances.
 */
final class BoundedLoopFairness {
  private BoundedLoopFairness() {}

  /** Adds one strong group per marked loop and subnet to {@code f}. */
  static org.petrify.checker.Fairness add(org.petrify.checker.Fairness f,
      EncodedProgram encoded) {
    PetriNet net = encoded.net();
    NetOrigins origins = encoded.origins();
    Map<Subnet, Map<String, List<Integer>>> exits = new LinkedHashMap<>();
    Map<Subnet, List<Integer>> raises = new LinkedHashMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      if (info == null || info.subnet() == null) {
        continue;
      }
      if (info.command() instanceof Command.Raise || info.kind() == NodeKind.UNHELD) {
        raises.computeIfAbsent(info.subnet(), k -> new ArrayList<>()).add(t);
      } else if (info.kind() == NodeKind.COMMAND && info.command() instanceof Command.Jump) {
        String loop = markedTarget(net, origins, t, info.subnet());
        if (loop != null) {
          exits.computeIfAbsent(info.subnet(), k -> new LinkedHashMap<>())
              .computeIfAbsent(loop, k -> new ArrayList<>()).add(t);
        }
      }
    }
    for (Map.Entry<Subnet, Map<String, List<Integer>>> bySubnet : exits.entrySet()) {
      for (Map.Entry<String, List<Integer>> loop : bySubnet.getValue().entrySet()) {
        List<Integer> group = new ArrayList<>(loop.getValue());
        group.addAll(raises.getOrDefault(bySubnet.getKey(), List.of()));
        f = f.strong("bounded loop " + loop.getKey() + " of "
            + net.transitionName(loop.getValue().get(0)), group);
      }
    }
    return f;
  }

  /** The loop of the mark a jump transition leads to in its own subnet, or null. */
  private static String markedTarget(PetriNet net, NetOrigins origins, int t, Subnet subnet) {
    for (int k = net.postStart(t); k < net.postStart(t + 1); k++) {
      NodeInfo p = origins.place(net.postPlace(k));
      if (p != null && p.kind() == NodeKind.LOCATION && subnet.equals(p.subnet())) {
        String loop = LoopExitMark.loopOf(p.label());
        if (loop != null) {
          return loop;
        }
      }
    }
    return null;
  }
}

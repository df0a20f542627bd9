package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * The program as the static race check of tracked values ({@link
 * org.petrify.ir.encode.ValueRaces}) sees it: that check inlines every chain of calls of every
 * thread, but looks only at {@code assign} and {@code switch} commands, the lock depths at
 * them, forks and joins. Three steps shrink the program without changing its answer:
 * <ol>
 *   <li>every {@code read} and {@code write} becomes a {@code skip} (same label and origin):
 *       the check never looks at them;</li>
 *   <li>a call of an <em>inert</em> procedure becomes a {@code skip}, or a {@code goto} or
 *       {@code jump} to where the call may continue: the next command if the callee's exit is
 *       reachable from its entry, the call's handler (the next command without one) if a
 *       {@code raise} is. A procedure is inert if it is on no cycle of calls and has only
 *       {@code skip}, {@code goto}, {@code jump}, {@code raise} and calls of inert procedures
 *       (no lock, counter, thread or variable command), and its exit or a raise is reachable.
 *       Its run touches no variable, keeps every lock depth and passes no fork or join, and
 *       (every jump target being a possible path) it ends normally, or by a raise, exactly
 *       when one is reachable: the check sees the same accesses, reached by the same paths of
 *       the caller with the same depths and the same order relative to forks and joins;</li>
 *   <li>identical procedures share one ({@link IdenticalProcedures}): now that contexts no
 *       longer differ in the objects they read and write, most of them are identical.</li>
 * </ol>
 * Non-inert procedures never call inert ones through an inert one, so their chains of calls,
 * hence the check's subnets of them, are unchanged by step 2.
 */
final class RaceView {
  private RaceView() {}

  /** The program as the race check needs it. */
  static Program of(Program program) {
    List<Procedure> heapless = new ArrayList<>();
    for (Procedure p : program.procedures()) {
      List<Command> body = new ArrayList<>(p.body().size());
      for (Command c : p.body()) {
        body.add(c instanceof Command.Read || c instanceof Command.Write
            ? new Command.Skip(c.label(), c.origin()) : c);
      }
      heapless.add(new Procedure(p.name(), body));
    }
    Map<String, Integer> inert = inert(heapless);
    List<Procedure> out = new ArrayList<>();
    for (Procedure p : heapless) {
      List<Command> body = new ArrayList<>(p.body().size());
      for (int i = 0; i < p.body().size(); i++) {
        Command c = p.body().get(i);
        body.add(c instanceof Command.Call call && inert.containsKey(call.procedure())
            ? ended(p, i, call, inert.get(call.procedure())) : c);
      }
      out.add(new Procedure(p.name(), body));
    }
    return IdenticalProcedures.merge(
        new Program(out, program.main(), program.variables(), program.counters()));
  }

  /** The run of an inert call: a skip, a goto or a jump to where it may end. */
  private static Command ended(Procedure p, int i, Command.Call call, int outcomes) {
    String next = i + 1 < p.body().size() ? p.body().get(i + 1).label() : Procedure.EXIT;
    List<String> targets = new ArrayList<>();
    if ((outcomes & NORMAL) != 0) {
      targets.add(next);
    }
    String handler = call.handler() == null ? next : call.handler();
    if ((outcomes & RAISES) != 0 && !targets.contains(handler)) {
      targets.add(handler);
    }
    if (targets.size() == 1 && targets.get(0).equals(next)) {
      return new Command.Skip(call.label(), call.origin());
    }
    return targets.size() == 1 ? new Command.Goto(call.label(), targets.get(0), call.origin())
        : new Command.Jump(call.label(), targets, call.origin());
  }

  /** Outcome bit: the exit is reachable from the entry. */
  static final int NORMAL = 1;
  /** Outcome bit: a {@code raise} is reachable from the entry. */
  static final int RAISES = 2;

  /**
   * The inert procedures (see the class comment), computed bottom-up, each with its outcomes
   * ({@link #NORMAL}, {@link #RAISES}; never none).
   */
  static Map<String, Integer> inert(List<Procedure> procedures) {
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < procedures.size(); i++) {
      index.put(procedures.get(i).name(), i);
    }
    int[][] callees = new int[procedures.size()][];
    for (int i = 0; i < procedures.size(); i++) {
      List<Integer> out = new ArrayList<>();
      for (Command c : procedures.get(i).body()) {
        if (c instanceof Command.Call call) {
          out.add(index.getOrDefault(call.procedure(), -1));
        } else if (c instanceof Command.Fork f) {
          out.add(index.getOrDefault(f.procedure(), -1));
        }
      }
      callees[i] = out.stream().mapToInt(Integer::intValue).toArray();
    }
    boolean[] cyclic = IdenticalProcedures.onCycles(callees);
    Map<String, Integer> inert = new HashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < procedures.size(); i++) {
        Procedure p = procedures.get(i);
        if (!cyclic[i] && !inert.containsKey(p.name()) && onlyInert(p, inert)) {
          int outcomes = outcomes(p, inert);
          if (outcomes != 0) {
            inert.put(p.name(), outcomes);
            changed = true;
          }
        }
      }
    }
    return inert;
  }

  private static boolean onlyInert(Procedure p, Map<String, Integer> inert) {
    for (Command c : p.body()) {
      boolean ok = c instanceof Command.Skip || c instanceof Command.Goto
          || c instanceof Command.Jump || c instanceof Command.Raise
          || c instanceof Command.Call call && inert.containsKey(call.procedure());
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /**
   * How a procedure of inert commands may end: {@link #NORMAL} if its exit, {@link #RAISES} if
   * a {@code raise} is reachable from its entry through next commands, gotos, jump targets and
   * calls (continuing after the call if the callee may end normally, and at its handler, or
   * after the call without one, if the callee may raise).
   */
  private static int outcomes(Procedure p, Map<String, Integer> inert) {
    List<Command> body = p.body();
    int n = body.size();
    Map<String, Integer> labels = new HashMap<>();
    for (int i = 0; i < n; i++) {
      labels.put(body.get(i).label(), i);
    }
    labels.put(Procedure.EXIT, n);
    BitSet seen = new BitSet(n + 1);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    seen.set(0);
    work.add(0);
    int outcomes = 0;
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == n) {
        outcomes |= NORMAL;
        continue;
      }
      Command c = body.get(i);
      List<Integer> next = new ArrayList<>();
      if (c instanceof Command.Goto g) {
        next.add(labels.getOrDefault(g.target(), -1));
      } else if (c instanceof Command.Jump j) {
        j.targets().forEach(t -> next.add(labels.getOrDefault(t, -1)));
      } else if (c instanceof Command.Raise) {
        outcomes |= RAISES;
      } else if (c instanceof Command.Call call) {
        int callee = inert.get(call.procedure());
        if ((callee & NORMAL) != 0) {
          next.add(i + 1);
        }
        if ((callee & RAISES) != 0) {
          next.add(call.handler() == null ? i + 1 : labels.getOrDefault(call.handler(), -1));
        }
      } else {
        next.add(i + 1);
      }
      for (int s : next) {
        if (s >= 0 && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return outcomes;
  }
}

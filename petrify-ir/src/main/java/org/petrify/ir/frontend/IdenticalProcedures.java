package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Procedures of one method that the translation made for several points-to contexts (receiver
 * objects, call strings, known arguments, result variants) and whose bodies came out the same
 * share one procedure: the one whose name sorts first, so a witness names one of the contexts
 * it stands for, with the same lines.
 *
 * <p><b>Which procedures are the same.</b> The coarsest partition of the procedures in which two
 * procedures of one class have the same name up to the context (the text before the first
 * {@code [}) and equal bodies once every {@code call} and {@code fork} names the class of its
 * procedure instead of the procedure; computed by partition refinement, starting from equal
 * bodies with the called names blanked and splitting a class while two of its members call
 * procedures of different classes at some command. A procedure on a cycle of calls
 * (recursion, through calls or forks) is a class of its own.
 *
 * <p><b>Soundness.</b> Members of a class run the same commands on the same locks, counters,
 * variables and threads, and call procedures that are again members of one class each; the
 * relation "same class" between (procedure, point) pairs is therefore a bisimulation of the
 * rb semantics, which has no state named after the procedure that runs. Replacing every member
 * by the class's representative changes no reachable behaviour of any thread: deadlocks,
 * termination, races of the reads and writes (they are in the bodies) and witnesses (the same
 * commands with the same origins) are those of the program before. The net encoder keeps one
 * subnet per chain of call sites and shares a subnet on recursion; since every cycle of calls
 * keeps its own procedures, a chain of call sites that repeats no procedure before the merge
 * repeats none after it (a cycle of the merged call graph would lift to an infinite chain of
 * calls through procedures off every cycle), so no call that was inlined becomes shared.
 * Each subnet of the merged program stands for the subnets of the original whose chains of
 * call sites map to its chain, with the same commands and the same lock depths at each point,
 * so the static race check ({@link org.petrify.ir.encode.ValueRaces}) finds the same racing
 * variables on either.
 */
final class IdenticalProcedures {
  private IdenticalProcedures() {}

  /**
   * The program with each class of identical procedures replaced by its representative (the
   * same program if no two procedures are identical).
   */
  static Program merge(Program program) {
    List<Procedure> procs = program.procedures();
    int n = procs.size();
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      index.put(procs.get(i).name(), i);
    }
    int[][] callees = new int[n][];
    for (int i = 0; i < n; i++) {
      callees[i] = callees(procs.get(i), index);
    }
    boolean[] cyclic = onCycles(callees);
    int[] cls = new int[n];
    Map<Object, Integer> keys = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Object key = cyclic[i] ? List.of("cycle", i)
          : List.of(method(procs.get(i).name()), blanked(procs.get(i).body()));
      cls[i] = keys.computeIfAbsent(key, k -> keys.size());
    }
    int classes = keys.size();
    while (true) {
      Map<Object, Integer> refined = new HashMap<>();
      int[] next = new int[n];
      for (int i = 0; i < n; i++) {
        int[] sig = new int[callees[i].length + 1];
        sig[0] = cls[i];
        for (int k = 0; k < callees[i].length; k++) {
          sig[k + 1] = callees[i][k] < 0 ? -1 : cls[callees[i][k]];
        }
        next[i] = refined.computeIfAbsent(new Signature(sig), k -> refined.size());
      }
      cls = next;
      if (refined.size() == classes) {
        break;
      }
      classes = refined.size();
    }
    if (classes == n) {
      return program;
    }
    String[] representative = new String[classes];
    for (int i = 0; i < n; i++) {
      if (representative[cls[i]] == null) {
        representative[cls[i]] = procs.get(i).name();
      }
    }
    Map<String, String> renamed = new HashMap<>();
    for (int i = 0; i < n; i++) {
      renamed.put(procs.get(i).name(), representative[cls[i]]);
    }
    List<Procedure> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Procedure p = procs.get(i);
      if (representative[cls[i]].equals(p.name())) {
        out.add(new Procedure(p.name(), renamedCalls(p.body(), renamed)));
      }
    }
    return new Program(out, renamed.getOrDefault(program.main(), program.main()),
        program.variables(), program.counters());
  }

  /**
   * The name up to the context ({@link TranslationContext#procedureName}): the method (or
   * synthetic procedure) a procedure is of. The context starts at the first {@code [} outside
   * the parameter list that does not open an array type {@code []}.
   */
  static String method(String name) {
    int depth = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == '[' && depth == 0 && (i + 1 == name.length() || name.charAt(i + 1) != ']')) {
        return name.substring(0, i);
      }
    }
    return name;
  }

  /** The indexes of the procedures the body calls or forks, in command order (-1: unknown). */
  private static int[] callees(Procedure p, Map<String, Integer> index) {
    List<Integer> out = new ArrayList<>();
    for (Command c : p.body()) {
      String callee = callee(c);
      if (callee != null) {
        out.add(index.getOrDefault(callee, -1));
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  private static String callee(Command c) {
    if (c instanceof Command.Call call) {
      return call.procedure();
    } else if (c instanceof Command.Fork f) {
      return f.procedure();
    }
    return null;
  }

  /** The body with the procedure of every call and fork blanked. */
  private static List<Command> blanked(List<Command> body) {
    List<Command> out = new ArrayList<>(body.size());
    for (Command c : body) {
      if (c instanceof Command.Call call) {
        out.add(new Command.Call(call.label(), "", call.handler(), call.origin()));
      } else if (c instanceof Command.Fork f) {
        out.add(new Command.Fork(f.label(), "", f.thread(), f.origin()));
      } else {
        out.add(c);
      }
    }
    return out;
  }

  private static List<Command> renamedCalls(List<Command> body, Map<String, String> renamed) {
    List<Command> out = new ArrayList<>(body.size());
    boolean changed = false;
    for (Command c : body) {
      Command d = c;
      if (c instanceof Command.Call call && !renamed.get(call.procedure()).equals(call.procedure())) {
        d = new Command.Call(call.label(), renamed.get(call.procedure()), call.handler(),
            call.origin());
      } else if (c instanceof Command.Fork f && !renamed.get(f.procedure()).equals(f.procedure())) {
        d = new Command.Fork(f.label(), renamed.get(f.procedure()), f.thread(), f.origin());
      }
      changed |= d != c;
      out.add(d);
    }
    return changed ? out : body;
  }

  /**
   * The procedures on a cycle of the call graph ({@code callees}, edges to -1 ignored): those in
   * a strongly connected component of more than one procedure or that call themselves
   * (Tarjan's algorithm, iterative).
   */
  static boolean[] onCycles(int[][] callees) {
    int n = callees.length;
    int[] component = org.petrify.ir.graph.StrongComponents.of(callees);
    int[] size = new int[n];
    for (int c : component) {
      size[c]++;
    }
    boolean[] cyclic = new boolean[n];
    for (int v = 0; v < n; v++) {
      cyclic[v] = size[component[v]] > 1;
      for (int w : callees[v]) {
        cyclic[v] |= w == v;
      }
    }
    return cyclic;
  }

  /** The class of a procedure and of its callees in order: equal when the classes are. */
  private record Signature(int[] classes) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Signature s && Arrays.equals(classes, s.classes);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(classes);
    }
  }
}

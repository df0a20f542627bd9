package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.encode.NameTrie.Name;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Variable;
import org.petrify.ir.stage.StageBudget;

/**
 * Dead value reset: where a transition of a thread leads to a point from which a variable can no
 * longer be read before it is next written, the transition puts the variable back to its
 * initial value ({@link #reset}), so that markings that differ only in a value nobody will read merge.
 *
 * <p>Applies to a shared (not per-thread) variable X with an <em>owner</em>: one thread id T,
 * not multi-instance ({@link ProgramFacts#multiInstance}), that contains every reached
 * {@code switch} on X and every reached {@code assign} to X. (The argument below would allow
 * other threads' unconditional assignments too, but a write after the owner's reset splits a
 * marking of the plain net into two, before and after the reset: more markings, not fewer.)
 * Reads are switches and assignments whose transitions depend on the value before
 * ({@link GuardedValues}). X is <em>live</em> at a node of T if some
 * thread-local path ({@link ControlGraph#successors}, calls, returns and raises included) reaches
 * such a read before an unconditional assignment by T: a backward worklist from the reads.
 *
 * <p>Soundness (bisimulation): relate each marking M of the reset net to the marking M' of the
 * plain net that differs at most in X's value, where X is dead at T's single control position
 * (or T finished). Transitions not reading X are enabled alike and keep the relation (another
 * thread's assignment writes the same value in both; T never reaches a read of X without first
 * assigning it, and a dead node's successors are dead unless the node assigns X). A reading
 * transition of T runs at a node where X is live, where M and M' agree, and its reset version
 * leads to a dead node. So both nets have the same firing sequences up to X's value, the same
 * deadlocks, cycles and finished threads, and every transition keeps its name and origin, so
 * witnesses and their Java lines are unchanged. Only used for the concurrency skeleton's
 * properties (deadlock, termination, livelock), never for user formulas that may name value
 * places.
 */
final class DeadValues {
  private final ControlGraph g;
  /** Per owned variable, the live flag of every node (false outside the owner's subnets). */
  private final Map<String, boolean[]> live = new HashMap<>();

  private DeadValues(ControlGraph g) {
    this.g = g;
  }

  static DeadValues of(ControlGraph g, LockDepths depths, ProgramFacts facts) {
    DeadValues dv = new DeadValues(g);
    GuardedValues guarded = GuardedValues.of(g, depths);
    Map<String, String> owner = new HashMap<>();
    Set<String> shared = new HashSet<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (!depths.reached[n]) {
        continue;
      }
      Command c = g.command(n);
      String v = c instanceof Command.Switch s ? s.variable()
          : c instanceof Command.Assign a ? a.variable() : null;
      if (v == null || g.program.variable(v).perThread()) {
        continue;
      }
      String t = g.subnet(n).thread();
      String before = owner.putIfAbsent(v, t);
      if (before != null && !before.equals(t)) {
        shared.add(v);
      }
    }
    int[][] preds = owner.isEmpty() ? null : dv.predecessors();
    for (Map.Entry<String, String> e : owner.entrySet()) {
      if (!shared.contains(e.getKey()) && !facts.multiInstance().contains(e.getValue())) {
        dv.live.put(e.getKey(), dv.liveness(e.getKey(), e.getValue(), guarded, depths, preds));
      }
    }
    return dv;
  }

  /** The variable a node's command reads: a switch's, or a guarded assignment's; else null. */
  private static String readVariable(Command c, GuardedValues guarded, int n) {
    if (c instanceof Command.Switch s) {
      return s.variable();
    }
    if (c instanceof Command.Assign a && guarded.valuesBefore(n) != null) {
      return a.variable();
    }
    return null;
  }

  private boolean[] liveness(String v, String thread, GuardedValues guarded, LockDepths depths,
      int[][] preds) {
    boolean[] l = new boolean[g.nodeCount];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.subnet(n).thread().equals(thread)
          && v.equals(readVariable(g.command(n), guarded, n))) {
        l[n] = true;
        work.add(n);
      }
    }
    while (!work.isEmpty()) {
      int m = work.poll();
      for (int n : preds[m]) {
        if (!l[n] && depths.reached[n] && g.subnet(n).thread().equals(thread)
            && !(g.command(n) instanceof Command.Assign a && a.variable().equals(v))) {
          l[n] = true;
          work.add(n);
        }
      }
    }
    return l;
  }

  /**
   * The thread-local predecessors of every node: the inverse of {@link ControlGraph#successors}
   * plus the interrupted exits ({@link ControlGraph#interruptHandler}), which leave a wait's
   * place for its handler, so a value the handler reads is live at the wait.
   */
  private int[][] predecessors() {
    int[] count = new int[g.nodeCount];
    for (int n = 0; n < g.nodeCount; n++) {
      for (int e = g.successorStart[n]; e < g.successorStart[n + 1]; e++) {
        int m = g.successorNodes[e];
        count[m]++;
      }
      int h = g.interruptHandler(n);
      if (h >= 0) {
        count[h]++;
      }
    }
    int[][] preds = new int[g.nodeCount][];
    for (int m = 0; m < g.nodeCount; m++) {
      preds[m] = new int[count[m]];
      count[m] = 0;
    }
    for (int n = 0; n < g.nodeCount; n++) {
      for (int e = g.successorStart[n]; e < g.successorStart[n + 1]; e++) {
        int m = g.successorNodes[e];
        preds[m][count[m]++] = n;
      }
      int h = g.interruptHandler(n);
      if (h >= 0) {
        preds[h][count[h]++] = n;
      }
    }
    return preds;
  }

  /** At most this many copies of one transition are made for the variables dying on it. */
  static final int MAX_COPIES = 16;

  /**
   * Rewrites the draft's transitions: a transition that moves the owner of a variable X from a
   * node where X is live to one where it is dead leaves X at its initial value. A transition
   * that tests X's value (a switch) gets its test turned into a move to the initial value; any
   * other gets one copy per value of X before (the original keeps its name and needs the initial
   * value; the copy for value v is named {@code <name>~<X's place for v>}), for as many dying
   * variables as keep the copies within {@link #MAX_COPIES}; the others are left alone, which
   * is always sound. Transitions named by a return's or a stack push's origin are left alone.
   */
  void reset(NetDraft draft, PlaceNames names, StageBudget budget) {
    if (live.isEmpty()) {
      return;
    }
    Map<Name, Integer> nodeOfPlace = new HashMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (names.resolve(n) == n) {
        nodeOfPlace.put(draft.name(names.at(n)), n);
      }
    }
    Set<Name> referenced = new HashSet<>();
    List<Map.Entry<Name, NetDraft.TransitionSpec>> inOrder = draft.transitionsInOrder();
    for (Map.Entry<Name, NetDraft.TransitionSpec> e : inOrder) {
      NetDraft.TransitionSpec t = e.getValue();
      if (t.returnsTo() != null) {
        referenced.add(t.returnsTo());
      }
      if (t.variantOf() != null) {
        referenced.add(t.variantOf());
      }
    }
    Map<String, NetDraft.TransitionSpec> added = new java.util.TreeMap<>();
    for (Map.Entry<Name, NetDraft.TransitionSpec> e : inOrder) {
      budget.check();
      NetDraft.TransitionSpec t = e.getValue();
      if (referenced.contains(e.getKey()) || t.returnsTo() != null || t.variantOf() != null) {
        continue;
      }
      List<String> dying = dying(t, nodeOfPlace);
      List<String> split = new ArrayList<>();
      int copies = 1;
      for (String v : dying) {
        Variable var = g.program.variable(v);
        String key = var.name();
        String tested = testedValue(t, names, var);
        if (tested != null) {
          Name from = draft.name(names.value(key, tested));
          String to = names.value(key, var.initial());
          if (!from.equals(draft.name(to))) {
            t.post.merge(from, -1, Integer::sum);
            t.post.remove(from, 0);
            t.out(to);
          }
        } else if (!touches(t, names, var) && copies * var.values().size() <= MAX_COPIES) {
          copies *= var.values().size();
          split.add(v);
        }
      }
      if (!split.isEmpty()) {
        NetDraft.TransitionSpec plain = new NetDraft.TransitionSpec(t);
        t.pre.forEach(plain::in);
        t.post.forEach(plain::out);
        copy(e.getKey().toString(), t, plain, split, 0, new ArrayList<>(), names, added);
      }
    }
    added.forEach(draft::putTransition);
  }

  /** The variables owned by the transition's thread that are live before it and dead after. */
  private List<String> dying(NetDraft.TransitionSpec t, Map<Name, Integer> nodeOfPlace) {
    List<Integer> from = new ArrayList<>();
    List<Integer> to = new ArrayList<>();
    for (Name p : t.pre.keySet()) {
      Integer n = nodeOfPlace.get(p);
      if (n != null && !t.post.containsKey(p)) {
        from.add(n);
      }
    }
    for (Name p : t.post.keySet()) {
      Integer n = nodeOfPlace.get(p);
      if (n != null && !t.pre.containsKey(p)) {
        to.add(n);
      }
    }
    List<String> out = new ArrayList<>();
    if (from.size() != 1 || to.isEmpty()) {
      return out;
    }
    int n = from.get(0);
    String thread = g.subnet(n).thread();
    for (Map.Entry<String, boolean[]> e : live.entrySet()) {
      boolean[] l = e.getValue();
      if (!l[n]) {
        continue;
      }
      boolean dies = false;
      for (int m : to) {
        if (g.subnet(m).thread().equals(thread)) {
          if (l[m]) {
            dies = false;
            break;
          }
          dies = true;
        }
      }
      if (dies) {
        out.add(e.getKey());
      }
    }
    return out;
  }

  /** The value whose place the transition reads (consumes and puts back), or null. */
  private static String testedValue(NetDraft.TransitionSpec t, PlaceNames names, Variable v) {
    for (String value : v.values()) {
      Name p = t.known(names.value(v.name(), value));
      if (p != null && t.pre.containsKey(p) && t.post.containsKey(p)) {
        return value;
      }
    }
    return null;
  }

  private static boolean touches(NetDraft.TransitionSpec t, PlaceNames names, Variable v) {
    for (String value : v.values()) {
      Name p = t.known(names.value(v.name(), value));
      if (p != null && (t.pre.containsKey(p) || t.post.containsKey(p))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Adds the copies of {@code t} for every combination of values of {@code split} from
   * {@code i}; {@code plain} holds {@code t}'s arcs before any was added here.
   */
  private void copy(String name, NetDraft.TransitionSpec t, NetDraft.TransitionSpec plain,
      List<String> split, int i, List<String> chosen, PlaceNames names,
      Map<String, NetDraft.TransitionSpec> added) {
    if (i == split.size()) {
      boolean original = true;
      StringBuilder suffix = new StringBuilder();
      for (int k = 0; k < split.size(); k++) {
        Variable v = g.program.variable(split.get(k));
        if (!chosen.get(k).equals(v.initial())) {
          original = false;
          suffix.append('~').append(names.value(v.name(), chosen.get(k)));
        }
      }
      NetDraft.TransitionSpec c = original ? t : new NetDraft.TransitionSpec(t);
      if (!original) {
        plain.pre.forEach(c::in);
        plain.post.forEach(c::out);
        added.put(name + suffix, c);
      }
      for (int k = 0; k < split.size(); k++) {
        Variable v = g.program.variable(split.get(k));
        c.in(names.value(v.name(), chosen.get(k))).out(names.value(v.name(), v.initial()));
      }
      return;
    }
    for (String value : g.program.variable(split.get(i)).values()) {
      chosen.add(value);
      copy(name, t, plain, split, i + 1, chosen, names, added);
      chosen.remove(chosen.size() - 1);
    }
  }
}

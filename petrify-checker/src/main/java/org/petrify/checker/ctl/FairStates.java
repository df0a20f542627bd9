package org.petrify.checker.ctl;

import org.petrify.checker.Budget;
import org.petrify.checker.Fairness;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.petrify.net.PetriNet;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.RoaringBitmapWriter;

/**
 * {@code EG φ} under a {@link Fairness} assumption, by Emerson–Lei style SCC refinement on the
 * φ-subgraph of an explored {@link StateGraph}.
 *
 * <p>A nontrivial strongly connected component C of the φ-subgraph carries a fair infinite path
 * (one that visits every state and every internal edge of C infinitely often) iff for every
 * weak group some state of C disables it or some internal edge of C fires it, and for every
 * strong group no state of C enables it or some internal edge fires it. A weak violation
 * discards C (every sub-component has the same problem); a strong violation removes the states
 * enabling the ignored group and refines the rest into components again. {@code EG φ} then
 * holds in the φ-states that reach, through φ-states, a fair component or a φ-deadlock (a finite
 * maximal path is fair).
 *
 * <p>A {@link Fairness.Response} (Streett pair) is served by C iff some internal edge fires its
 * response or no internal edge fires its trigger. A component that fires the trigger and never
 * the response is refined without the trigger's edges: a fair path inside C fires no response,
 * so it fires the trigger only finitely often, and its infinite suffix lies in a component of
 * C minus those edges. Each work item carries the transitions banned so far ({@code null}:
 * none); bans only grow, so the refinement terminates.
 *
 * <p>Cost: one Tarjan pass per refinement round, each over the whole id range.
 */
final class FairStates {
  private final StateGraph graph;
  private final PetriNet net;
  private final List<Fairness.Group> groups;
  private final List<Fairness.Response> responses;
  /** Per response, whether a transition is one of its triggers, or of its responses. */
  private final boolean[][] trigger;
  private final boolean[][] answer;
  private final int n;
  private final long[][] enabled;
  private final boolean[][] member;
  /** The fair components found by the last call, as sorted member lists. */
  private final List<int[]> fairComponents = new java.util.ArrayList<>();
  /** Per fair component, the transitions banned inside it (null: none). */
  private final List<boolean[]> fairBans = new java.util.ArrayList<>();

  /**
   * The deadline, polled per refinement round and per fairness group tested on a component;
   * null for none.
   */
  private final Budget budget;

  FairStates(StateGraph graph, PetriNet net, Fairness fairness) {
    this(graph, net, fairness, null);
  }

  /**
   * Fair states under {@code budget}'s deadline (null for none): the refinement rounds, each a
   * pass over the whole graph, poll it, so that {@code --timeout} bounds fair checks too.
   */
  FairStates(StateGraph graph, PetriNet net, Fairness fairness, Budget budget) {
    this.budget = budget;
    this.graph = graph;
    this.net = net;
    this.groups = fairness.groups();
    this.n = graph.stateCount();
    this.enabled = new long[groups.size()][];
    this.member = new boolean[groups.size()][net.transitionCount()];
    for (int g = 0; g < groups.size(); g++) {
      for (int t : groups.get(g).transitions()) {
        member[g][t] = true;
      }
    }
    this.responses = fairness.responses();
    this.trigger = new boolean[responses.size()][net.transitionCount()];
    this.answer = new boolean[responses.size()][net.transitionCount()];
    for (int r = 0; r < responses.size(); r++) {
      for (int t : responses.get(r).trigger()) {
        trigger[r][t] = true;
      }
      for (int t : responses.get(r).response()) {
        answer[r][t] = true;
      }
    }
  }

  /** A set of states still to refine, with the transitions banned in it (null: none). */
  private record Work(long[] mask, boolean[] banned) {}

  /** The fair components of the last {@link #existsFairlyGlobally} call. */
  List<int[]> fairComponents() {
    return fairComponents;
  }

  /**
   * A fair lasso inside {@code operand} from the initial state, or a path to an operand
   * deadlock, if {@code EG operand} holds there under the fairness assumption; else null.
   * The cycle runs through the whole obligations of one fair component: for every group one
   * internal edge firing it if there is one, else (weak groups) one state disabling it.
   * If {@code anyStem}, the stem may leave {@code operand} ({@code EF EG operand}): it is a
   * path through any states to the start of such a lasso or deadlock path.
   */
  PathSearch.Path witness(RoaringBitmap operand, boolean anyStem) {
    fairComponents.clear();
    fairBans.clear();
    RoaringBitmap holds = existsFairlyGlobally(operand);
    int init = graph.initialState();
    if (!anyStem && !holds.contains(init)) {
      return null;
    }
    long[] within = GlobalLabelling.bits(holds, n);
    long[] stemWithin = within;
    if (anyStem) {
      stemWithin = new long[within.length];
      java.util.Arrays.fill(stemWithin, -1L);
    }
    long[] entry = new long[within.length];
    int[] componentOf = new int[n];
    java.util.Arrays.fill(componentOf, -1);
    for (int c = 0; c < fairComponents.size(); c++) {
      for (int s : fairComponents.get(c)) {
        entry[s >>> 6] |= 1L << s;
        componentOf[s] = c;
      }
    }
    for (int s = 0; s < n; s++) {
      if (StronglyConnectedComponents.has(within, s) && graph.outDegree(s) == 0) {
        entry[s >>> 6] |= 1L << s;
      }
    }
    org.eclipse.collections.impl.list.mutable.primitive.IntArrayList stem =
        new org.eclipse.collections.impl.list.mutable.primitive.IntArrayList();
    int at = route(init, entry, stemWithin, null, stem);
    if (at < 0) {
      return null;
    }
    if (componentOf[at] < 0) {
      return new PathSearch.Path(new int[] {init}, stem.toArray(), -1, PathSearch.End.DEADLOCK);
    }
    int[] members = fairComponents.get(componentOf[at]);
    boolean[] banned = fairBans.get(componentOf[at]);
    long[] inside = new long[within.length];
    for (int s : members) {
      inside[s >>> 6] |= 1L << s;
    }
    org.eclipse.collections.impl.list.mutable.primitive.IntArrayList cycle =
        new org.eclipse.collections.impl.list.mutable.primitive.IntArrayList();
    int current = at;
    boolean firedInside = false;
    for (int g = 0; g < groups.size(); g++) {
      int edge = internalEdge(members, inside, banned, member[g]);
      if (edge >= 0) {
        current = walkTo(current, source(edge), inside, banned, cycle);
        cycle.add(graph.transition(edge));
        current = graph.target(edge);
        firedInside = true;
      } else if (groups.get(g).kind() == Fairness.Kind.WEAK) {
        for (int s : members) {
          if (!isEnabled(g, s)) {
            current = walkTo(current, s, inside, banned, cycle);
            break;
          }
        }
      }
    }
    for (int r = 0; r < responses.size(); r++) {
      // served: a response edge inside, or (refine) no trigger edge left inside
      int edge = internalEdge(members, inside, banned, answer[r]);
      if (edge >= 0) {
        current = walkTo(current, source(edge), inside, banned, cycle);
        cycle.add(graph.transition(edge));
        current = graph.target(edge);
        firedInside = true;
      }
    }
    if (!firedInside) {
      int edge = internalEdge(members, inside, banned, null);
      if (edge < 0) {
        throw new IllegalStateException("a fair component without an internal edge");
      }
      current = walkTo(current, source(edge), inside, banned, cycle);
      cycle.add(graph.transition(edge));
      current = graph.target(edge);
    }
    walkTo(current, at, inside, banned, cycle);
    int loopStart = stem.size();
    stem.addAll(cycle);
    return new PathSearch.Path(new int[] {init}, stem.toArray(), loopStart, PathSearch.End.CYCLE);
  }

  /**
   * An edge between members, of a transition {@code of} marks (null: any) and not
   * {@code banned}; -1 if none.
   */
  private int internalEdge(int[] members, long[] inside, boolean[] banned, boolean[] of) {
    for (int s : members) {
      for (int e = graph.outStart(s), end = graph.outEnd(s); e < end; e++) {
        int t = graph.transition(e);
        if ((of == null || of[t]) && (banned == null || !banned[t])
            && StronglyConnectedComponents.has(inside, graph.target(e))) {
          return e;
        }
      }
    }
    return -1;
  }

  private int walkTo(int from, int to, long[] inside, boolean[] banned,
      org.eclipse.collections.impl.list.mutable.primitive.IntArrayList out) {
    long[] target = new long[inside.length];
    target[to >>> 6] |= 1L << to;
    int reached = route(from, target, inside, banned, out);
    if (reached != to) {
      throw new IllegalStateException("component not strongly connected");
    }
    return to;
  }

  /**
   * Breadth-first search from {@code from} through {@code within}, by edges of transitions not
   * {@code banned} (null: any), to a state of {@code targets}; appends the transitions to
   * {@code out} and returns the state, or -1.
   */
  private int route(int from, long[] targets, long[] within, boolean[] banned,
      org.eclipse.collections.impl.list.mutable.primitive.IntArrayList out) {
    if (StronglyConnectedComponents.has(targets, from)) {
      return from;
    }
    java.util.Map<Integer, Integer> parentEdge = new java.util.HashMap<>();
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
    parentEdge.put(from, -1);
    queue.add(from);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int e = graph.outStart(v), end = graph.outEnd(v); e < end; e++) {
        int w = graph.target(e);
        if (parentEdge.containsKey(w) || !StronglyConnectedComponents.has(within, w)
            || banned != null && banned[graph.transition(e)]) {
          continue;
        }
        parentEdge.put(w, e);
        if (StronglyConnectedComponents.has(targets, w)) {
          org.eclipse.collections.impl.list.mutable.primitive.IntArrayList back =
              new org.eclipse.collections.impl.list.mutable.primitive.IntArrayList();
          int x = w;
          while (x != from) {
            int pe = parentEdge.get(x);
            back.add(graph.transition(pe));
            x = source(pe);
          }
          for (int k = back.size() - 1; k >= 0; k--) {
            out.add(back.get(k));
          }
          return w;
        }
        queue.add(w);
      }
    }
    return -1;
  }

  /** The source state of an edge, by binary search over the CSR offsets. */
  private int source(int edge) {
    int lo = 0;
    int hi = n - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (graph.outStart(mid) <= edge) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** The states with a fair maximal path inside {@code operand}. */
  RoaringBitmap existsFairlyGlobally(RoaringBitmap operand) {
    long[] phi = GlobalLabelling.bits(operand, n);
    long[] targets = new long[phi.length];
    Deque<Work> work = new ArrayDeque<>();
    work.push(new Work(phi.clone(), null));
    while (!work.isEmpty()) {
      if (budget != null) {
        budget.checkTime();
      }
      Work item = work.pop();
      StronglyConnectedComponents sccs =
          StronglyConnectedComponents.of(graph, item.mask(), item.banned());
      int[][] members = bucket(sccs);
      for (int c = 0; c < sccs.count; c++) {
        if (!sccs.nontrivial[c]) {
          continue;
        }
        refine(members[c], sccs.component, c, item.banned(), targets, work);
      }
    }
    for (int s = 0; s < n; s++) {
      if (StronglyConnectedComponents.has(phi, s) && graph.outDegree(s) == 0) {
        targets[s >>> 6] |= 1L << s;
      }
    }
    return backwardWithin(phi, targets);
  }

  private void refine(int[] states, int[] component, int c, boolean[] banned, long[] targets,
      Deque<Work> work) {
    long[] remove = null;
    for (int g = 0; g < groups.size(); g++) {
      if (budget != null) {
        budget.checkTime(); // a component is tested against every group: poll per group
      }
      if (firesInside(states, component, c, banned, member[g])) {
        continue;
      }
      boolean enabledSomewhere = false;
      boolean enabledEverywhere = true;
      for (int s : states) {
        if (isEnabled(g, s)) {
          enabledSomewhere = true;
        } else {
          enabledEverywhere = false;
        }
      }
      if (groups.get(g).kind() == Fairness.Kind.WEAK) {
        if (enabledEverywhere) {
          return;
        }
      } else if (enabledSomewhere) {
        if (remove == null) {
          remove = new long[(n + 63) >>> 6];
        }
        for (int s : states) {
          if (isEnabled(g, s)) {
            remove[s >>> 6] |= 1L << s;
          }
        }
      }
    }
    if (remove == null) {
      boolean[] more = unanswered(states, component, c, banned);
      if (more != null) {
        long[] all = new long[(n + 63) >>> 6];
        for (int s : states) {
          all[s >>> 6] |= 1L << s;
        }
        work.push(new Work(all, more));
        return;
      }
      for (int s : states) {
        targets[s >>> 6] |= 1L << s;
      }
      fairComponents.add(states.clone());
      fairBans.add(banned);
      return;
    }
    long[] rest = new long[(n + 63) >>> 6];
    boolean any = false;
    for (int s : states) {
      if (!StronglyConnectedComponents.has(remove, s)) {
        rest[s >>> 6] |= 1L << s;
        any = true;
      }
    }
    if (any) {
      work.push(new Work(rest, banned));
    }
  }

  /**
   * The bans of component c extended by the triggers of every response it fires but never
   * answers inside, or null when it serves every response.
   */
  private boolean[] unanswered(int[] states, int[] component, int c, boolean[] banned) {
    boolean[] more = null;
    for (int r = 0; r < responses.size(); r++) {
      if (!firesInside(states, component, c, banned, answer[r])
          && firesInside(states, component, c, banned, trigger[r])) {
        if (more == null) {
          more = banned == null ? new boolean[net.transitionCount()] : banned.clone();
        }
        for (int t : responses.get(r).trigger()) {
          more[t] = true;
        }
      }
    }
    return more;
  }

  /** True if an edge inside component c, not banned, fires a transition {@code of} marks. */
  private boolean firesInside(int[] states, int[] component, int c, boolean[] banned,
      boolean[] of) {
    for (int s : states) {
      for (int e = graph.outStart(s), end = graph.outEnd(s); e < end; e++) {
        int t = graph.transition(e);
        if (component[graph.target(e)] == c && of[t] && (banned == null || !banned[t])) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean isEnabled(int g, int s) {
    if (enabled[g] == null) {
      long[] bits = new long[(n + 63) >>> 6];
      int[] marking = new int[net.placeCount()];
      List<Integer> ts = groups.get(g).transitions();
      for (int state = 0; state < n; state++) {
        graph.marking(state, marking);
        for (int t : ts) {
          if (net.isEnabled(t, marking)) {
            bits[state >>> 6] |= 1L << state;
            break;
          }
        }
      }
      enabled[g] = bits;
    }
    return StronglyConnectedComponents.has(enabled[g], s);
  }

  private int[][] bucket(StronglyConnectedComponents sccs) {
    int[] sizes = new int[sccs.count];
    for (int s = 0; s < n; s++) {
      if (sccs.component[s] >= 0) {
        sizes[sccs.component[s]]++;
      }
    }
    int[][] members = new int[sccs.count][];
    for (int c = 0; c < sccs.count; c++) {
      members[c] = new int[sizes[c]];
      sizes[c] = 0;
    }
    for (int s = 0; s < n; s++) {
      int c = sccs.component[s];
      if (c >= 0) {
        members[c][sizes[c]++] = s;
      }
    }
    return members;
  }

  private RoaringBitmap backwardWithin(long[] within, long[] targets) {
    long[] result = targets.clone();
    int[] queue = new int[n];
    int tail = 0;
    for (int s = 0; s < n; s++) {
      if (StronglyConnectedComponents.has(result, s)) {
        queue[tail++] = s;
      }
    }
    for (int head = 0; head < tail; head++) {
      int v = queue[head];
      for (int i = graph.predStart(v), end = graph.predEnd(v); i < end; i++) {
        int p = graph.predecessor(i);
        if (!StronglyConnectedComponents.has(result, p)
            && StronglyConnectedComponents.has(within, p)) {
          result[p >>> 6] |= 1L << p;
          queue[tail++] = p;
        }
      }
    }
    RoaringBitmapWriter<RoaringBitmap> writer = RoaringBitmapWriter.writer().get();
    for (int s = 0; s < n; s++) {
      if (StronglyConnectedComponents.has(result, s)) {
        writer.add(s);
      }
    }
    return writer.get();
  }
}

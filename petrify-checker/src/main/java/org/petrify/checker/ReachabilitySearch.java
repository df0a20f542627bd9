package org.petrify.checker;

import org.petrify.net.PetriNet;

/**
 * One on-the-fly search of the state space for a goal marking: a deadlock, a marking satisfying
 * a {@link StatePredicate}, or none (full exploration). A deliberately tight hot loop.
 *
 * <p>DFS keeps the current marking as an {@code int[]} plus its packed words and fires and
 * unfires transitions on both, with incremental {@link Enabledness}; a successor that is already
 * stored costs a fire, a hash probe and an unfire. The search stack holds per depth {@code d}
 * the transition that led there ({@code stackIn[d]}, -1 at the root) and the iteration position
 * ({@code stackNext[d]}: next transition id to try without reduction, next index into the
 * frame's fire list with reduction, whose lists are stacked in {@code fireLists} from
 * {@code stackList[d]}). The witness of DFS is the stack itself, so DFS stores no parent links.
 *
 * <p>BFS visits ids in insertion order (the store is its queue), decodes each state, and stores
 * parent links ({@code parent[id]}, {@code parentTransition[id]}) for the witness, so its
 * witnesses are shortest in the explored (possibly reduced) graph.
 *
 * <p>Throws {@link BudgetExceededException} when a budget runs out and
 * {@link EncodingOverflowException} when a place without a proven bound overflows its field.
 */
final class ReachabilitySearch {
  /**
   * NONE: explore everything; DEADLOCK: a dead marking that also satisfies the predicate if one
   * is given (with deadlock-preserving stubborn sets); PREDICATE: a marking satisfying the
   * predicate (with up-set stubborn sets).
   */
  enum Goal { NONE, DEADLOCK, PREDICATE }

  private static final int PROGRESS_INTERVAL = 1 << 18;

  private final PetriNet net;
  private final FiringRules rules;
  private final MarkingCodec codec;
  private final CheckOptions options;
  private final Budget budget;
  private final Goal goal;
  private final StatePredicate predicate;
  private final boolean reduce;
  private final Reduction reductionName;
  private int restarts;
  private final long startNanos = System.nanoTime();

  private StateStore store;
  private MarkingSet set;
  private Enabledness enabled;
  private StubbornSet stubborn;
  private long edges;
  private int[] witness;

  ReachabilitySearch(PetriNet net, MarkingCodec codec, CheckOptions options, Budget budget,
      Goal goal, StatePredicate predicate, boolean reduce, Reduction reductionName, int restarts) {
    this.net = net;
    this.codec = codec;
    this.options = options;
    this.budget = budget;
    this.goal = goal;
    this.predicate = predicate;
    this.reduce = reduce && goal != Goal.NONE;
    this.reductionName = reductionName;
    this.restarts = restarts;
    this.rules = new FiringRules(net, codec);
  }

  /** Runs the search; true if a goal marking was found (then {@link #witness()} is set). */
  boolean run() {
    budget.allocate(rules.bytes());
    if (options.search() == SearchOrder.BFS) {
      store = new StateStore(codec.words(), budget);
    } else {
      set = new MarkingSet(codec.words(), budget);
    }
    enabled = new Enabledness(rules);
    budget.allocate(enabled.bytes());
    if (reduce) {
      stubborn = new StubbornSet(rules);
      budget.allocate(stubborn.bytes());
    }
    return options.search() == SearchOrder.BFS ? bfs() : dfs();
  }

  /** The transitions from the initial marking to the goal marking found. */
  int[] witness() {
    return witness;
  }

  Statistics statistics() {
    long states = store != null ? store.size() : set != null ? set.size() : 0;
    long bytes = store != null ? store.bytes() : set != null ? set.bytes() : 0;
    double perState = states == 0 ? 0 : (double) bytes / states;
    return new Statistics(states, edges, (System.nanoTime() - startNanos) / 1_000_000,
        budget.peak(), perState, reductionName, options.search(), restarts);
  }

  private boolean isGoal(int[] marking) {
    return switch (goal) {
      case NONE -> false;
      case DEADLOCK -> enabled.count == 0 && (predicate == null || predicate.test(marking, rules));
      case PREDICATE -> predicate.test(marking, rules);
    };
  }

  private void computeStubborn(int[] marking) {
    computeStubborn(marking, -1);
  }

  private void computeStubborn(int[] marking, int lastFired) {
    if (goal == Goal.DEADLOCK) {
      stubborn.deadlock(marking, enabled, lastFired);
    } else {
      stubborn.reachability(marking, enabled, predicate);
    }
  }

  private void newState(int states) {
    budget.checkStates(states);
    if ((states & (PROGRESS_INTERVAL - 1)) == 0) {
      budget.checkTime();
      options.listener().onProgress(statistics());
    }
  }

  private boolean dfs() {
    int[] marking = net.initialMarking();
    if (!codec.fits(marking)) {
      throw new EncodingOverflowException(firstMisfit(marking), marking[firstMisfit(marking)]);
    }
    long[] cur = new long[codec.words()];
    codec.encode(marking, cur, 0);
    set.add(cur, 0);
    enabled.reset(marking);
    if (isGoal(marking)) {
      witness = new int[0];
      return true;
    }
    return reduce ? reducedDfs(marking, cur) : plainDfs(marking, cur);
  }

  /**
   * DFS over all enabled transitions. A successor is first computed on the packed words only;
   * the int marking and the enabledness are updated only when the successor is new.
   */
  private boolean plainDfs(int[] marking, long[] cur) {
    int[] stackIn = new int[1024];
    int[] stackNext = new int[1024];
    budget.allocate(8L * 1024);
    stackIn[0] = -1;
    stackNext[0] = 0;
    int depth = 1;
    final FiringRules r = rules;
    final MarkingSet s = set;
    final Enabledness en = enabled;
    final boolean deadlockGoal = goal == Goal.DEADLOCK;
    final boolean predicateGoal = goal == Goal.PREDICATE;
    long edgeCount = 0;
    try {
      while (depth > 0) {
        int d = depth - 1;
        int t = en.next(stackNext[d]);
        if (t < 0) {
          depth = d;
          int in = stackIn[d];
          if (in >= 0) {
            r.unfireWords(in, cur);
            r.unfireTokens(in, marking);
            en.afterUnfire(in, marking);
          }
          continue;
        }
        stackNext[d] = t + 1;
        if ((++edgeCount & 0xFFF) == 0) {
          budget.checkTime();
        }
        r.fireWords(t, cur);
        boolean tokensFired = false;
        if (r.needsOverflowCheck(t)) {
          r.fireTokens(t, marking);
          tokensFired = true;
          int overflowed = r.overflow(t, marking);
          if (overflowed >= 0) {
            throw new EncodingOverflowException(overflowed, marking[overflowed]);
          }
        }
        if (!s.add(cur, 0)) {
          r.unfireWords(t, cur);
          if (tokensFired) {
            r.unfireTokens(t, marking);
          }
          continue;
        }
        if (!tokensFired) {
          r.fireTokens(t, marking);
        }
        newState(s.size());
        en.afterFire(t, marking);
        if (depth == stackIn.length) {
          stackIn = GrowableArrays.grow(stackIn, depth + 1, budget);
          stackNext = GrowableArrays.grow(stackNext, depth + 1, budget);
        }
        stackIn[depth] = t;
        stackNext[depth] = 0;
        if (deadlockGoal ? en.count == 0 && (predicate == null || predicate.test(marking, r))
            : predicateGoal && predicate.test(marking, r)) {
          witness = new int[depth];
          System.arraycopy(stackIn, 1, witness, 0, depth);
          return true;
        }
        depth++;
      }
      return false;
    } finally {
      edges = edgeCount;
    }
  }

  /** DFS over the enabled members of a stubborn set per state, stacked in {@code fireLists}. */
  private boolean reducedDfs(int[] marking, long[] cur) {
    int[] stackIn = new int[1024];
    int[] stackNext = new int[1024];
    int[] stackList = new int[1024];
    budget.allocate(12L * 1024);
    GrowableInts fireLists = new GrowableInts(1024);
    long fireListBytes = fireLists.bytes();
    budget.allocate(fireListBytes);
    stackIn[0] = -1;
    stackNext[0] = 0;
    stackList[0] = 0;
    computeStubborn(marking);
    appendFireList(fireLists);
    int depth = 1;
    final FiringRules r = rules;
    final MarkingSet s = set;
    final Enabledness en = enabled;
    while (depth > 0) {
      int d = depth - 1;
      int index = stackNext[d];
      if (index == fireLists.size()) {
        depth = d;
        fireLists.truncate(stackList[d]);
        int in = stackIn[d];
        if (in >= 0) {
          r.unfire(in, marking, cur, 0);
          en.afterUnfire(in, marking);
        }
        continue;
      }
      int t = fireLists.get(index);
      stackNext[d] = index + 1;
      if ((++edges & 0xFFF) == 0) {
        budget.checkTime();
      }
      r.fire(t, marking, cur, 0);
      int overflowed = r.overflow(t, marking);
      if (overflowed >= 0) {
        throw new EncodingOverflowException(overflowed, marking[overflowed]);
      }
      if (!s.add(cur, 0)) {
        r.unfire(t, marking, cur, 0);
        continue;
      }
      newState(s.size());
      en.afterFire(t, marking);
      if (depth == stackIn.length) {
        stackIn = GrowableArrays.grow(stackIn, depth + 1, budget);
        stackNext = GrowableArrays.grow(stackNext, depth + 1, budget);
        stackList = GrowableArrays.grow(stackList, depth + 1, budget);
      }
      stackIn[depth] = t;
      if (isGoal(marking)) {
        witness = new int[depth];
        System.arraycopy(stackIn, 1, witness, 0, depth);
        return true;
      }
      stackList[depth] = fireLists.size();
      stackNext[depth] = fireLists.size();
      computeStubborn(marking, t);
      appendFireList(fireLists);
      long bytes = fireLists.bytes();
      if (bytes != fireListBytes) {
        budget.allocate(bytes);
        budget.release(fireListBytes);
        fireListBytes = bytes;
      }
      depth++;
    }
    return false;
  }

  private void appendFireList(GrowableInts fireLists) {
    int[] members = stubborn.enabledMembers();
    for (int i = 0, n = stubborn.enabledCount(); i < n; i++) {
      fireLists.add(members[i]);
    }
  }

  private boolean bfs() {
    int[] marking = net.initialMarking();
    if (!codec.fits(marking)) {
      throw new EncodingOverflowException(firstMisfit(marking), marking[firstMisfit(marking)]);
    }
    int words = codec.words();
    long[] cur = new long[words];
    codec.encode(marking, cur, 0);
    store.add(cur, 0);
    int[] parent = new int[1024];
    int[] parentTransition = new int[1024];
    budget.allocate(8L * 1024);
    parent[0] = -1;
    parentTransition[0] = -1;
    final FiringRules r = rules;
    final StateStore s = store;
    final Enabledness en = enabled;
    for (int id = 0; id < s.size(); id++) {
      s.copy(id, cur, 0);
      codec.decode(cur, 0, marking);
      en.reset(marking);
      if (isGoal(marking)) {
        witness = path(parent, parentTransition, id);
        return true;
      }
      int[] list = null;
      int listSize = 0;
      if (reduce) {
        computeStubborn(marking, parentTransition[id]);
        list = stubborn.enabledMembers();
        listSize = stubborn.enabledCount();
      }
      int i = 0;
      int t = reduce ? -1 : en.next(0);
      while (true) {
        if (reduce) {
          if (i == listSize) {
            break;
          }
          t = list[i++];
        } else if (t < 0) {
          break;
        }
        if ((++edges & 0xFFF) == 0) {
          budget.checkTime();
        }
        r.fire(t, marking, cur, 0);
        int overflowed = r.overflow(t, marking);
        if (overflowed >= 0) {
          throw new EncodingOverflowException(overflowed, marking[overflowed]);
        }
        int added = s.add(cur, 0);
        if (added >= 0) {
          newState(s.size());
          if (added >= parent.length) {
            parent = GrowableArrays.grow(parent, added + 1, budget);
            parentTransition = GrowableArrays.grow(parentTransition, added + 1, budget);
          }
          parent[added] = id;
          parentTransition[added] = t;
        }
        r.unfire(t, marking, cur, 0);
        if (!reduce) {
          t = en.next(t + 1);
        }
      }
    }
    return false;
  }

  private static int[] path(int[] parent, int[] parentTransition, int id) {
    int length = 0;
    for (int v = id; parent[v] >= 0; v = parent[v]) {
      length++;
    }
    int[] result = new int[length];
    for (int v = id; parent[v] >= 0; v = parent[v]) {
      result[--length] = parentTransition[v];
    }
    return result;
  }

  private int firstMisfit(int[] marking) {
    for (int p = 0; p < marking.length; p++) {
      if (!codec.implied(p) && marking[p] > codec.mask(p)) {
        return p;
      }
    }
    return 0;
  }
}

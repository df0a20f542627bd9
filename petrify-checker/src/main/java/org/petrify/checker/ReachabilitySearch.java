package org.petrify.checker;

import org.petrify.net.PetriNet;

/**
 * One on-the-fly search of the state space for a goal marking: a deadlock, a marking satisfying
 * a {@link StatePredicate}, or none (full exploration). Both orders drive the one successor
 * generator {@link Successors}; what a state fires (all enabled transitions, or the enabled
 * members of a stubborn set) is chosen in {@link #expand}, the same for both.
 *
 * <p>DFS moves the generator along the search path; {@code path[k]} is the transition of step
 * {@code k}, so the marking of frame {@code d} is the initial one after {@code path[0 .. d-1]},
 * and the witness of DFS is the path itself (no parent links). The visited set is a
 * {@link MarkingSet} without ids.
 *
 * <p>BFS visits ids in insertion order (the {@link StateStore} is its queue), loads each state
 * into the generator, and stores parent links ({@code parent[id]}, {@code parentTransition[id]})
 * for the witness, so its witnesses are shortest in the explored (possibly reduced) graph.
 * The goal is tested when a state is taken from the queue.
 *
 * <p>Throws {@link BudgetExceededException} when a budget runs out,
 * {@link EncodingOverflowException} when a place without a proven bound overflows its field
 * (the caller restarts with a wider codec), and {@link BudgetExceededException} of kind
 * {@link Unknown#UNBOUNDED} when, at such an overflow of a field of at least
 * {@value #COVERAGE_CHECK_WIDTH} bits, the marking strictly covers an earlier one on its search
 * path ({@link Coverage}): the net is then unbounded and the search could run down that path
 * until a budget is exhausted.
 */
final class ReachabilitySearch {
  /**
   * NONE: explore everything; DEADLOCK: a dead marking that also satisfies the predicate if one
   * is given (with deadlock-preserving stubborn sets); PREDICATE: a marking satisfying the
   * predicate (with up-set stubborn sets).
   */
  enum Goal { NONE, DEADLOCK, PREDICATE }

  private static final int PROGRESS_INTERVAL = 1 << 18;
  /**
   * Overflows of fields at least this wide (counts above 255) are checked for a strictly
   * covered marking on the path. Narrower fields overflow on every net whose places hold a few
   * tokens, and a goal that needs a few more tokens is still found after the restart; 256
   * tokens on one place of a program net mean a runaway counter.
   */
  static final int COVERAGE_CHECK_WIDTH = 8;

  private final PetriNet net;
  private final FiringRules rules;
  private final MarkingCodec codec;
  private final CheckOptions options;
  private final SearchOrder order;
  private final Budget budget;
  private final Goal goal;
  private final StatePredicate predicate;
  private final boolean reduce;
  private final Reduction reductionName;
  private final int restarts;
  private final long startNanos = System.nanoTime();

  private Successors successors;
  private StateStore store;
  private MarkingSet set;
  private long edges;
  private int[] witness;

  /**
   * A search of {@code order} (DFS or BFS) with {@code rules} compiled for the codec to use;
   * {@code predicate} compiled against the same net.
   */
  ReachabilitySearch(FiringRules rules, CheckOptions options, SearchOrder order, Budget budget,
      Goal goal, StatePredicate predicate, boolean reduce, Reduction reductionName,
      int restarts) {
    this.net = rules.net;
    this.rules = rules;
    this.codec = rules.codec;
    this.options = options;
    this.order = order;
    this.budget = budget;
    this.goal = goal;
    this.predicate = predicate;
    this.reduce = reduce && goal != Goal.NONE;
    this.reductionName = reductionName;
    this.restarts = restarts;
  }

  /** Runs the search; true if a goal marking was found (then {@link #witness()} is set). */
  boolean run() {
    budget.allocate(rules.bytes());
    if (order == SearchOrder.BFS) {
      store = new StateStore(codec.words(), budget);
    } else {
      set = new MarkingSet(codec.words(), budget);
    }
    successors = new Successors(rules, budget);
    return order == SearchOrder.BFS ? bfs() : dfs();
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
        budget.peak(), perState, reductionName, order, restarts);
  }

  /** True if the generator's current marking is a goal marking. */
  private boolean isGoal() {
    Successors g = successors;
    return switch (goal) {
      case NONE -> false;
      case DEADLOCK -> g.enabled.count == 0
          && (predicate == null || predicate.test(g.marking, rules));
      case PREDICATE -> predicate.test(g.marking, rules);
    };
  }

  /**
   * Pushes the frame of the current (non-goal) marking: every enabled transition without
   * reduction, else the enabled members of a deadlock-preserving stubborn set seeded after
   * {@code lastFired}, or of one containing an up-set of the predicate.
   */
  private void expand(int lastFired) {
    if (!reduce) {
      successors.pushAll();
    } else if (goal == Goal.DEADLOCK) {
      successors.pushDeadlock(lastFired);
    } else {
      successors.pushUpset(predicate);
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
    Successors g = successors;
    int misfit = g.start(net.initialMarking());
    if (misfit >= 0) {
      throw new EncodingOverflowException(misfit, g.marking[misfit]);
    }
    MarkingSet s = set;
    s.add(g.words, 0);
    if (isGoal()) {
      witness = new int[0];
      return true;
    }
    int[] path = new int[1024];
    budget.allocate(4L * path.length);
    expand(-1);
    long edgeCount = 0;
    try {
      while (g.depth() > 0) {
        int t = g.next();
        if (t < 0) {
          g.pop();
          int d = g.depth();
          if (d > 0) {
            g.leave(path[d - 1]);
          }
          continue;
        }
        if ((++edgeCount & 0xFFF) == 0) {
          budget.checkTime();
        }
        int length = g.depth();
        if (length == path.length) {
          path = GrowableArrays.grow(path, length + 1, budget);
        }
        path[length - 1] = t;
        int overflowed = g.fire(t);
        if (overflowed >= 0) {
          throw overflow(overflowed, path, length);
        }
        if (!s.add(g.words, 0)) {
          g.undo(t);
          continue;
        }
        g.enter(t);
        newState(s.size());
        if (isGoal()) {
          witness = java.util.Arrays.copyOf(path, length);
          return true;
        }
        expand(t);
      }
      return false;
    } finally {
      edges = edgeCount;
    }
  }

  private boolean bfs() {
    Successors g = successors;
    int misfit = g.start(net.initialMarking());
    if (misfit >= 0) {
      throw new EncodingOverflowException(misfit, g.marking[misfit]);
    }
    int words = codec.words();
    StateStore s = store;
    s.add(g.words, 0);
    int[] parent = new int[1024];
    int[] parentTransition = new int[1024];
    budget.allocate(8L * 1024);
    parent[0] = -1;
    parentTransition[0] = -1;
    for (int id = 0; id < s.size(); id++) {
      g.load(s.arena(), id * words);
      if (isGoal()) {
        witness = path(parent, parentTransition, id, -1);
        return true;
      }
      expand(parentTransition[id]);
      for (int t = g.next(); t >= 0; t = g.next()) {
        if ((++edges & 0xFFF) == 0) {
          budget.checkTime();
        }
        int overflowed = g.fire(t);
        if (overflowed >= 0) {
          int[] p = path(parent, parentTransition, id, t);
          throw overflow(overflowed, p, p.length);
        }
        int added = s.add(g.words, 0);
        if (added >= 0) {
          newState(s.size());
          if (added >= parent.length) {
            parent = GrowableArrays.grow(parent, added + 1, budget);
            parentTransition = GrowableArrays.grow(parentTransition, added + 1, budget);
          }
          parent[added] = id;
          parentTransition[added] = t;
        }
        g.undo(t);
      }
      g.pop();
    }
    return false;
  }

  /**
   * The exception for {@code place} overflowing its field after the path
   * {@code path[0 .. length-1]}, whose end marking is the generator's: UNBOUNDED when the field
   * is wide and the end strictly covers an earlier marking of the path, else an
   * {@link EncodingOverflowException} (restart wider).
   */
  private RuntimeException overflow(int place, int[] path, int length) {
    if (codec.width(place) >= COVERAGE_CHECK_WIDTH) {
      Coverage.Pumping pumping = Coverage.find(rules, successors.marking, path, length);
      if (pumping != null) {
        int named = pumping.places()[0];
        for (int p : pumping.places()) {
          named = p == place ? place : named;
        }
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < pumping.places().length && i < 3; i++) {
          names.append(i == 0 ? "" : ", ").append(net.placeName(pumping.places()[i]));
        }
        if (pumping.places().length > 3) {
          names.append(" and ").append(pumping.places().length - 3).append(" more");
        }
        return new BudgetExceededException(Unknown.UNBOUNDED, "place "
            + net.placeName(named) + " grows without bound: the marking after "
            + pumping.to() + " steps of the search path strictly covers the one after "
            + pumping.from() + ", so repeating steps " + (pumping.from() + 1) + ".."
            + pumping.to() + " pumps " + names + " (at " + successors.marking[place]
            + " tokens on " + net.placeName(place) + ")");
      }
    }
    return new EncodingOverflowException(place, successors.marking[place]);
  }

  /** The transitions from the root to {@code id}, then {@code last} if it is not -1. */
  private static int[] path(int[] parent, int[] parentTransition, int id, int last) {
    int length = last < 0 ? 0 : 1;
    for (int v = id; parent[v] >= 0; v = parent[v]) {
      length++;
    }
    int[] result = new int[length];
    if (last >= 0) {
      result[--length] = last;
    }
    for (int v = id; parent[v] >= 0; v = parent[v]) {
      result[--length] = parentTransition[v];
    }
    return result;
  }
}

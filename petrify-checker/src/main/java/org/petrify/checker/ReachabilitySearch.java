package org.petrify.checker;

import org.petrify.net.PetriNet;

/**
 * One on-the-fly search of the state space for a goal marking: a deadlock, a marking satisfying
 * a {@link StatePredicate}, or none (full exploration). Every order drives the one successor
 * generator {@link Successors} (one generator per search side); what a state fires (all enabled
 * transitions, or the enabled members of a stubborn set) is chosen in {@link #expand}, the same
 * for every order.
 *
 * <p><b>Depth-first</b> ({@link DepthFirst}) moves its generator along the search path;
 * {@code path[k]} is the transition of step {@code k} after the side's root, so the marking of
 * frame {@code d} is the root's after {@code path[0 .. d-1]}, and the witness is the root's
 * prefix followed by the path (no parent links). Alone (DFS) it runs in
 * {@link ParallelDepthFirst}, the same loop with one or more workers over a
 * {@link SharedMarkingSet} without ids ({@link CheckOptions#workers}).
 *
 * <p><b>Breadth-first</b> ({@link BreadthFirst}) visits ids of the {@link StateStore} in
 * insertion order (the store is its queue), loads each state into its generator, and stores
 * parent links ({@code parent[id]}, {@code parentTransition[id]}) for the witness, so its
 * witnesses are shortest in the explored (possibly reduced) graph. The goal is tested when a
 * state is taken from the queue.
 *
 * <p><b>Interleaved</b> runs both sides in turns of {@value #SLICE} fired edges (by default) over one
 * {@link StateStore}, so a shallow goal is found at most about twice as late as breadth-first
 * search alone would find it, and a goal that depth-first search finds early is not held up
 * by the width of the shallow levels. Every stored state has one <em>owner</em> that tests and
 * expands it: breadth-first owns what it stores, depth-first what it stores and what it
 * <em>steals</em> (a state breadth-first has stored but not yet taken from its queue, met on
 * the depth-first path; its parent becomes {@link #OWNED_BY_DEPTH_FIRST} and breadth-first
 * skips it). States breadth-first has expanded are never entered again, so every state is
 * expanded exactly once (a full exploration fires every edge once). The depth-first side
 * starts, and whenever it runs out restarts, from the newest state breadth-first stored and
 * has not expanded yet (its prefix is the parent chain), so it keeps going deep.
 * The search ends when both sides are done. Parent links exist for breadth-first-owned states
 * only, and every parent is a state breadth-first expanded, so each chain leads to the root.
 *
 * <p>Stubborn sets stay correct under every order: both reductions used here (deadlock
 * preserving, and the up-set of a reachability goal) preserve the goal by an induction on the
 * distance to it in the full graph, which holds whichever set each state gets and in whichever
 * order states are expanded, as long as every stored state is expanded once with some stubborn
 * set (or more than once, the union of stubborn sets fired); so no cycle proviso is needed
 * ({@link StubbornSet}).
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

  /** States between two progress reports (the sequential searches; see ParallelDepthFirst). */
  static final int PROGRESS_INTERVAL = 1 << 18;
  /** Edges one side of the interleaved search fires before it is the other side's turn. */
  static final int SLICE = 1 << 10;
  /** {@code parent[id]} of a state that the depth-first side owns. */
  private static final int OWNED_BY_DEPTH_FIRST = -2;
  /** What one turn of a side ends with. */
  private static final int FOUND = 1;
  private static final int PAUSED = 0;
  private static final int DONE = -1;
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

  /** The shared visited states with ids (BFS, interleaved), or null. */
  private StateStore store;
  /** The search of DFS alone (any number of workers), or null. */
  private ParallelDepthFirst alone;
  /**
   * Per store id: the breadth-first parent (-1 for the root) or {@link #OWNED_BY_DEPTH_FIRST},
   * and the transition from the parent; grown with the store.
   */
  private int[] parent;
  private int[] parentTransition;
  private BreadthFirst wide;
  /** The depth-first side of the interleaved search, or null. */
  private DepthFirst deep;
  private long edges;
  private int[] witness;
  private int slice = SLICE;
  /** The proof that the net is unbounded from an earlier search of this check, or null. */
  private BudgetExceededException pumped;

  /**
   * A search of {@code order} with {@code rules} compiled for the codec to use;
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

  /**
   * Sets the edges per turn of the interleaved search (default {@value #SLICE}); tests use
   * small turns to make the sides meet on small nets.
   */
  ReachabilitySearch slice(int edgesPerTurn) {
    if (edgesPerTurn <= 0) {
      throw new IllegalArgumentException("edges per turn must be positive, got " + edgesPerTurn);
    }
    slice = edgesPerTurn;
    return this;
  }

  /**
   * Makes this (breadth-first) search go on after an earlier one proved the net unbounded
   * ({@code proof}, of kind {@link Unknown#UNBOUNDED}): a successor that overflows a field of
   * at least {@value #COVERAGE_CHECK_WIDTH} bits is skipped instead of ending the search, so
   * every goal within those fields is still found; when none is, the search ends with
   * {@code proof}, since the skipped part of the state space keeps the answer open.
   */
  ReachabilitySearch afterPumping(BudgetExceededException proof) {
    pumped = proof;
    return this;
  }

  /** Runs the search; true if a goal marking was found (then {@link #witness()} is set). */
  boolean run() {
    budget.allocate(rules.bytes());
    if (order == SearchOrder.DFS) {
      alone = new ParallelDepthFirst(this, rules, budget, options.workers(), goal != Goal.NONE);
      boolean found = alone.run();
      witness = alone.witness();
      return found;
    }
    store = new StateStore(codec.words(), budget);
    parent = new int[1024];
    parentTransition = new int[1024];
    budget.allocate(8L * parent.length);
    wide = new BreadthFirst();
    wide.start();
    if (order == SearchOrder.BFS) {
      if (wide.advance(Long.MAX_VALUE) == FOUND) {
        return true;
      }
      if (pumped != null) {
        throw pumped;
      }
      return false;
    }
    return interleaved();
  }

  /** Both sides in turns until one finds a goal or both are done (see the class comment). */
  private boolean interleaved() {
    // One edge takes the root from the queue and stores its first successor, where the
    // depth-first side starts (by stealing it) on its first turn.
    int w = wide.advance(1);
    if (w == FOUND) {
      return true;
    }
    deep = new DepthFirst();
    int d = PAUSED;
    while (w != DONE || d != DONE) {
      if (d != DONE) {
        d = deepTurn(deep);
        if (d == FOUND) {
          return true;
        }
      }
      if (w != DONE) {
        w = wide.advance(slice);
        if (w == FOUND) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * One turn of the depth-first side; when it runs out (or has not started), it restarts from
   * the newest state breadth-first has queued, if any. FOUND, DONE (nothing left to restart from) or PAUSED.
   */
  private int deepTurn(DepthFirst deep) {
    int d = deep.advance(slice);
    if (d != DONE) {
      return d;
    }
    int root = wide.newestUnexpanded();
    if (root < 0) {
      return DONE;
    }
    return deep.startAtStored(root) ? FOUND : PAUSED;
  }

  /** The transitions from the initial marking to the goal marking found. */
  int[] witness() {
    return witness;
  }

  Statistics statistics() {
    long states = store != null ? store.size() : alone != null ? alone.states() : 0;
    long bytes = store != null ? store.bytes() : alone != null ? alone.bytes() : 0;
    double perState = states == 0 ? 0 : (double) bytes / states;
    return new Statistics(states, alone != null ? alone.edges() : edges, (System.nanoTime() - startNanos) / 1_000_000,
        budget.peak(), perState, stubbornGivenUp() ? reductionName.givenUp() : reductionName,
        order, restarts);
  }

  /** True if a generator of this search gave its deadlock-preserving stubborn sets up. */
  private boolean stubbornGivenUp() {
    if (alone != null) {
      return alone.stubbornGivenUp();
    }
    return (wide != null && wide.g.stubbornGivenUp()) || (deep != null && deep.g.stubbornGivenUp());
  }

  /** True if {@code g}'s current marking is a goal marking; thread-safe. */
  boolean isGoal(Successors g) {
    return switch (goal) {
      case NONE -> false;
      case DEADLOCK -> g.enabled.count == 0
          && (predicate == null || predicate.test(g.marking, rules));
      case PREDICATE -> predicate.test(g.marking, rules);
    };
  }

  /**
   * Pushes the frame of {@code g}'s current (non-goal) marking: every enabled transition
   * without reduction, else the enabled members of a deadlock-preserving stubborn set seeded
   * after {@code lastFired}, or of one containing an up-set of the predicate.
   */
  private void expand(Successors g, int lastFired) {
    expand(g, lastFired, predicate);
  }

  /**
   * As {@link #expand(Successors, int)} with the up-set taken from {@code own}, a copy of the
   * predicate for the calling thread ({@link #predicateForWorker}).
   */
  void expand(Successors g, int lastFired, StatePredicate own) {
    if (!reduce) {
      g.pushAll();
    } else if (goal == Goal.DEADLOCK) {
      g.pushDeadlock(lastFired);
    } else {
      g.pushUpset(own);
    }
  }

  /** The predicate for worker {@code id} of a parallel search: its own copy past worker 0. */
  StatePredicate predicateForWorker(int id) {
    return predicate == null || id == 0 ? predicate : predicate.forAnotherThread();
  }

  /** Reports progress now (worker 0 of a parallel search, the calling thread). */
  void reportProgress() {
    options.listener().onProgress(statistics());
  }

  private void newState(int states) {
    budget.checkStates(states);
    if ((states & (PROGRESS_INTERVAL - 1)) == 0) {
      budget.checkTime();
      options.listener().onProgress(statistics());
    }
  }

  /** Counts one fired edge, checking the clock every few thousand. */
  private void countEdge() {
    if ((++edges & 0xFFF) == 0) {
      budget.checkTime();
    }
  }

  /** Records store id {@code id}'s parent link (or owner mark), growing the arrays as needed. */
  private void link(int id, int from, int transition) {
    if (id >= parent.length) {
      parent = GrowableArrays.grow(parent, id + 1, budget);
      parentTransition = GrowableArrays.grow(parentTransition, id + 1, budget);
    }
    parent[id] = from;
    parentTransition[id] = transition;
  }

  /**
   * The depth-first side of the interleaved search: its own generator along a path from its
   * root (a stored state breadth-first had not expanded, reached by {@code prefix}).
   */
  private final class DepthFirst {
    private final Successors g = new Successors(rules, budget);
    private int[] path = new int[1024];
    private int[] prefix = new int[0];

    DepthFirst() {
      budget.allocate(4L * path.length);
    }

    /**
     * Steals the stored, not yet expanded state {@code id} from breadth-first and starts
     * there; true if it is a goal.
     */
    boolean startAtStored(int id) {
      prefix = pathTo(id, -1);
      int lastFired = parentTransition[id];
      link(id, OWNED_BY_DEPTH_FIRST, -1);
      g.startAt(store.arena(), id * codec.words());
      return enterRoot(lastFired);
    }

    private boolean enterRoot(int lastFired) {
      if (isGoal(g)) {
        witness = prefix.clone();
        return true;
      }
      expand(g, lastFired);
      return false;
    }

    /**
     * Fires up to {@code limit} edges along the path: FOUND (the witness is set), DONE (the
     * root's frame is exhausted) or PAUSED.
     */
    int advance(long limit) {
      Successors s = g;
      for (long fired = 0; fired < limit; ) {
        if (s.depth() == 0) {
          return DONE;
        }
        int t = s.next();
        if (t < 0) {
          s.pop();
          int d = s.depth();
          if (d > 0) {
            s.leave(path[d - 1]);
          }
          continue;
        }
        fired++;
        countEdge();
        int length = s.depth();
        if (length == path.length) {
          path = GrowableArrays.grow(path, length + 1, budget);
        }
        path[length - 1] = t;
        int overflowed = s.fire(t);
        if (overflowed >= 0) {
          int[] full = concat(prefix, path, length);
          throw overflow(s, overflowed, full, full.length);
        }
        if (!visit()) {
          s.undo(t);
          continue;
        }
        s.enter(t);
        if (isGoal(s)) {
          witness = concat(prefix, path, length);
          return FOUND;
        }
        expand(s, t);
      }
      return g.depth() == 0 ? DONE : PAUSED;
    }

    /**
     * True if the successor in the generator's words is this side's to enter: new (then
     * stored), or stolen from breadth-first's queue.
     */
    private boolean visit() {
      int added = store.add(g.words, 0);
      if (added >= 0) {
        link(added, OWNED_BY_DEPTH_FIRST, -1);
        newState(store.size());
        return true;
      }
      int id = -added - 1;
      if (!wide.isQueued(id)) {
        return false;
      }
      link(id, OWNED_BY_DEPTH_FIRST, -1);
      return true;
    }
  }

  /**
   * The breadth-first side: its own generator loads each state it takes from the queue (the
   * store's ids in order, skipping states depth-first owns); a turn may pause inside a frame.
   */
  private final class BreadthFirst {
    private final Successors g = new Successors(rules, budget);
    /** The next id to take from the queue; ids below it are expanded or owned by depth-first. */
    private int next;
    /** The id whose frame is being fired, or -1. */
    private int current = -1;
    /** The id breadth-first stored last. */
    private int newest;

    /** Stores the initial marking as id 0, the queue's first entry. */
    void start() {
      int misfit = g.start(net.initialMarking());
      if (misfit >= 0) {
        throw new EncodingOverflowException(misfit, g.marking[misfit]);
      }
      store.add(g.words, 0);
      link(0, -1, -1);
    }

    /** True if {@code id} is stored, owned by breadth-first and not yet taken from the queue. */
    boolean isQueued(int id) {
      return id >= next && parent[id] != OWNED_BY_DEPTH_FIRST;
    }

    /** The newest queued state (a deep one), or -1 if the queue is empty. */
    int newestUnexpanded() {
      if (newest >= next && isQueued(newest)) {
        return newest;
      }
      skipOwned();
      return next < store.size() ? next : -1;
    }

    private void skipOwned() {
      int size = store.size();
      while (next < size && parent[next] == OWNED_BY_DEPTH_FIRST) {
        next++;
      }
    }

    /** Fires up to {@code limit} edges: FOUND (the witness is set), DONE (queue empty) or PAUSED. */
    int advance(long limit) {
      Successors s = g;
      StateStore st = store;
      int words = codec.words();
      for (long fired = 0; fired < limit; ) {
        if (current < 0) {
          skipOwned();
          if (next == st.size()) {
            return DONE;
          }
          current = next++;
          s.load(st.arena(), current * words);
          if (isGoal(s)) {
            witness = pathTo(current, -1);
            return FOUND;
          }
          expand(s, parentTransition[current]);
        }
        for (int t = s.next(); t >= 0; t = s.next()) {
          countEdge();
          int overflowed = s.fire(t);
          if (overflowed >= 0) {
            if (pumped == null || codec.width(overflowed) < COVERAGE_CHECK_WIDTH) {
              int[] p = pathTo(current, t);
              throw overflow(s, overflowed, p, p.length);
            }
            s.undo(t);
            continue;
          }
          int added = st.add(s.words, 0);
          if (added >= 0) {
            newState(st.size());
            link(added, current, t);
            newest = added;
          }
          s.undo(t);
          if (++fired >= limit) {
            return PAUSED;
          }
        }
        s.pop();
        current = -1;
      }
      return PAUSED;
    }
  }

  /** {@code head} followed by {@code tail[0 .. length-1]}. */
  private static int[] concat(int[] head, int[] tail, int length) {
    int[] result = java.util.Arrays.copyOf(head, head.length + length);
    System.arraycopy(tail, 0, result, head.length, length);
    return result;
  }

  /**
   * The exception for {@code place} overflowing its field after the path
   * {@code path[0 .. length-1]}, whose end marking is that of {@code successors}: UNBOUNDED when the field
   * is wide and the end strictly covers an earlier marking of the path, else an
   * {@link EncodingOverflowException} (restart wider).
   */
  RuntimeException overflow(Successors successors, int place, int[] path, int length) {
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

  /**
   * The transitions from the initial marking to breadth-first state {@code id} (along the
   * parent links), then {@code last} if it is not -1.
   */
  private int[] pathTo(int id, int last) {
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

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
  private final String reductionName;
  private final int restarts;
  private final long startNanos = System.nanoTime();

  private StateStore store;
  private Enabledness enabled;
  private StubbornSet stubborn;
  private long edges;
  private int[] witness;

  ReachabilitySearch(PetriNet net, MarkingCodec codec, CheckOptions options, Budget budget,
      Goal goal, StatePredicate predicate, boolean reduce, String reductionName, int restarts) {
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
    store = new StateStore(codec.words(), budget);
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
    long states = store == null ? 0 : store.size();
    double perState = states == 0 ? 0 : (double) store.bytes() / states;
    return new Statistics(states, edges, (System.nanoTime() - startNanos) / 1_000_000,
        budget.peak(), perState, reductionName, options.search(), restarts);
  }

  private boolean isGoal(int[] marking) {
    return switch (goal) {
      case NONE -> false;
      case DEADLOCK -> enabled.count == 0;
      case PREDICATE -> predicate.test(marking, rules);
    };
  }

  private void computeStubborn(int[] marking) {
    if (goal == Goal.DEADLOCK) {
      stubborn.deadlock(marking, enabled);
    } else {
      stubborn.reachability(marking, enabled, predicate);
    }
  }

  private void newState() {
    int states = store.size();
    budget.checkStates(states);
    if ((states & (PROGRESS_INTERVAL - 1)) == 0) {
      budget.checkTime();
      options.listener().onProgress(statistics());
    }
  }

  private boolean dfs() {
    int[] marking = net.initialMarking();
    if (!codec.fits(marking)) {
      throw new EncodingOverflowException(firstMisfit(marking));
    }
    long[] cur = new long[codec.words()];
    codec.encode(marking, cur, 0);
    store.add(cur, 0);
    enabled.reset(marking);
    if (isGoal(marking)) {
      witness = new int[0];
      return true;
    }
    int[] stackIn = new int[1024];
    int[] stackNext = new int[1024];
    int[] stackList = reduce ? new int[1024] : null;
    budget.allocate(4L * 1024 * (reduce ? 3 : 2));
    GrowableInts fireLists = reduce ? new GrowableInts(1024) : null;
    long fireListBytes = reduce ? fireLists.bytes() : 0;
    budget.allocate(fireListBytes);

    stackIn[0] = -1;
    stackNext[0] = 0;
    if (reduce) {
      stackList[0] = 0;
      computeStubborn(marking);
      appendFireList(fireLists);
    }
    int depth = 1;
    final FiringRules r = rules;
    final StateStore s = store;
    final Enabledness en = enabled;
    while (depth > 0) {
      int d = depth - 1;
      int t;
      if (reduce) {
        int index = stackNext[d];
        if (index < fireLists.size()) {
          t = fireLists.get(index);
          stackNext[d] = index + 1;
        } else {
          t = -1;
        }
      } else {
        t = en.next(stackNext[d]);
        stackNext[d] = t + 1;
      }
      if (t < 0) {
        depth = d;
        if (reduce) {
          fireLists.truncate(stackList[d]);
        }
        int in = stackIn[d];
        if (in >= 0) {
          r.unfire(in, marking, cur, 0);
          en.afterUnfire(in, marking);
        }
        continue;
      }
      if ((++edges & 0xFFF) == 0) {
        budget.checkTime();
      }
      r.fire(t, marking, cur, 0);
      int overflowed = r.overflow(t, marking);
      if (overflowed >= 0) {
        throw new EncodingOverflowException(overflowed);
      }
      if (s.add(cur, 0) < 0) {
        r.unfire(t, marking, cur, 0);
        continue;
      }
      newState();
      en.afterFire(t, marking);
      if (depth == stackIn.length) {
        stackIn = GrowableArrays.grow(stackIn, depth + 1, budget);
        stackNext = GrowableArrays.grow(stackNext, depth + 1, budget);
        if (reduce) {
          stackList = GrowableArrays.grow(stackList, depth + 1, budget);
        }
      }
      stackIn[depth] = t;
      if (isGoal(marking)) {
        witness = new int[depth];
        System.arraycopy(stackIn, 1, witness, 0, depth);
        return true;
      }
      if (reduce) {
        stackList[depth] = fireLists.size();
        stackNext[depth] = fireLists.size();
        computeStubborn(marking);
        appendFireList(fireLists);
        long bytes = fireLists.bytes();
        if (bytes != fireListBytes) {
          budget.allocate(bytes);
          budget.release(fireListBytes);
          fireListBytes = bytes;
        }
      } else {
        stackNext[depth] = 0;
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
      throw new EncodingOverflowException(firstMisfit(marking));
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
        computeStubborn(marking);
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
          throw new EncodingOverflowException(overflowed);
        }
        int added = s.add(cur, 0);
        if (added >= 0) {
          newState();
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
      if (marking[p] > codec.mask(p)) {
        return p;
      }
    }
    return 0;
  }
}

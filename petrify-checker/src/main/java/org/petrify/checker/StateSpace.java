package org.petrify.checker;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.structure.StructuralBounds;

/**
 * An explicit state space explored on demand, for algorithms built on top of the engine (the
 * CTL evaluator): states are dense int ids (0 is the initial marking) of markings kept in the
 * engine's packed {@link StateStore}; successors are generated and stored when asked for.
 *
 * <pre>{@code
 * StateSpace space = StateSpace.create(net, options);
 * int s0 = space.initial();
 * space.successors(s0, (transition, target) -> ...);      // every enabled transition
 * space.stubbornSuccessors(s, goal, (t, target) -> ...);   // reduced, see below
 * boolean atom = space.holds(s, stateFormula);             // temporal-free formulas
 * int tokens = space.tokens(s, place);
 * }</pre>
 *
 * <p>Ids are assigned in discovery order and never change, so per-state data can live in
 * primitive arrays or RoaringBitmaps indexed by id. A place without a proven bound that
 * overflows its field makes the store re-encode itself with a wider field, keeping all ids.
 *
 * <p>Reduced successors: {@link #stubbornSuccessors} with a null goal is deadlock-preserving;
 * with a state-formula goal it preserves the reachability of markings satisfying the goal (for
 * {@code EF goal}); see {@link StubbornSet} for the conditions. Neither includes a proviso for
 * properties beyond reachability (EG, AF, nested CTL): callers that need one (cycle proviso,
 * stutter invariance) must fall back to {@link #successors} where it is not satisfied.
 *
 * <p>Budgets: every method that stores states throws {@link BudgetExceededException} when the
 * options' state, memory or time budget runs out (or the thread is interrupted); the space stays
 * consistent. The consumer may call back into this space (nested successor generation is
 * supported). Not thread-safe.
 */
public final class StateSpace {
  /** Receives one edge {@code state --transition--> target}. */
  @FunctionalInterface
  public interface EdgeConsumer {
    void accept(int transition, int target);
  }

  private final PetriNet net;
  private final CheckOptions options;
  private final Budget budget;
  private final long startNanos = System.nanoTime();
  private MarkingCodec codec;
  private FiringRules rules;
  private StateStore store;
  /** The successor generator, for the current codec. */
  private Successors successors;
  /** Scratch marking for the queries ({@link #holds}, {@link #isEnabled}, ...). */
  private final int[] marking;
  /** Pending edges of the active (possibly nested) calls: pairs (transition, target). */
  private int[] pending = new int[256];
  private int pendingTop;
  private long edges;
  private int restarts;
  private final Map<Formula, StatePredicate> predicates = new HashMap<>();
  private Formula lastGoal;
  private StatePredicate lastPredicate;
  /** Set while {@link #homeSuccessors} runs: a goal state gets a deadlock-preserving set. */
  private boolean home;
  private boolean[] homeVisible;
  /** Whether the last generation fired every enabled transition. */
  private boolean lastFull;
  /**
   * Per state id: the transition whose firing stored it first (-1 for the initial state), the
   * seed of its deadlock-preserving stubborn set (see {@link StubbornSet#deadlock}).
   */
  private int[] discoveredBy = new int[] {-1};

  private StateSpace(PetriNet net, CheckOptions options, int[] placeBounds,
      List<StructuralBounds.Semiflow> semiflows, Budget setup) {
    this.net = net;
    this.options = options;
    this.codec = MarkingCodec.forNet(net, placeBounds, semiflows, setup.structural());
    this.budget = Budget.of(options);
    this.rules = new FiringRules(net, codec);
    this.successors = new Successors(rules, budget);
    this.marking = net.initialMarking();
    int misfit = successors.start(marking);
    while (misfit >= 0) {
      widen(misfit, marking[misfit]);
      misfit = successors.start(marking);
    }
    this.store = new StateStore(codec.words(), budget);
    store.add(successors.words, 0);
  }

  /**
   * A state space of {@code net} holding only the initial state so far; its structural facts
   * (place invariants, bounds, the marking codec) are computed under the options' timeout and
   * memory budget.
   *
   * @throws BudgetExceededException when they run out; the reason names the stage
   */
  public static StateSpace create(PetriNet net, CheckOptions options) {
    return create(net, options, Budget.of(0, options.timeout(), options.maxMemoryBytes()));
  }

  /**
   * As {@link #create(PetriNet, CheckOptions)}, with the structural facts computed under
   * {@code setup} instead (the options' budgets still bound the states stored later).
   */
  public static StateSpace create(PetriNet net, CheckOptions options, Budget setup) {
    StructuralBounds.Analysis facts = StructuralBounds.analyse(net, setup.structural());
    return new StateSpace(net, options, PlaceBounds.of(facts), facts.semiflows(), setup);
  }

  /** As {@link #create(PetriNet, CheckOptions)}, trusting proven place bounds (negative: unknown). */
  public static StateSpace create(PetriNet net, CheckOptions options, int[] placeBounds) {
    return new StateSpace(net, options, placeBounds == null ? null : placeBounds.clone(),
        List.of(), Budget.of(0, null, 0));
  }

  public PetriNet net() {
    return net;
  }

  /** The id of the initial marking: always 0. */
  public int initial() {
    return 0;
  }

  /** The number of states stored so far; valid ids are 0 .. size()-1. */
  public int size() {
    return store.size();
  }

  /** Writes the marking of {@code state} into {@code into} (length = place count). */
  public void marking(int state, int[] into) {
    load(state, into);
  }

  /** The marking of {@code state} as a fresh array. */
  public int[] marking(int state) {
    int[] m = new int[net.placeCount()];
    load(state, m);
    return m;
  }

  /** The token count of {@code place} in {@code state}. */
  public int tokens(int state, int place) {
    return codec.tokens(store.arena(), state * codec.words(), place);
  }

  public boolean isEnabled(int state, int transition) {
    load(state, marking);
    return rules.isEnabled(transition, marking);
  }

  public boolean isDeadlock(int state) {
    load(state, marking);
    for (int t = 0; t < rules.transitions; t++) {
      if (rules.isEnabled(t, marking)) {
        return false;
      }
    }
    return true;
  }

  /** Evaluates a temporal-free formula at {@code state} (compiled once per formula). */
  public boolean holds(int state, Formula stateFormula) {
    load(state, marking);
    return predicate(stateFormula).test(marking, rules);
  }

  /** The id of a marking if it is stored, else -1. */
  public int find(int[] someMarking) {
    if (!codec.fits(someMarking)) {
      return -1;
    }
    long[] w = new long[codec.words()];
    codec.encode(someMarking, w, 0);
    return store.find(w, 0);
  }

  /**
   * Generates all successors of {@code state}, storing new ones, and passes each edge to
   * {@code consumer} in increasing transition order; returns the number of edges.
   */
  public int successors(int state, EdgeConsumer consumer) {
    return expand(state, null, false, consumer);
  }

  /**
   * Generates the successors through the enabled members of a stubborn set of {@code state}:
   * deadlock-preserving if {@code goal} is null, otherwise preserving the reachability of
   * markings satisfying the temporal-free {@code goal} (if {@code goal} holds at {@code state},
   * all successors are generated). Returns the number of edges.
   */
  public int stubbornSuccessors(int state, Formula goal, EdgeConsumer consumer) {
    return expand(state, goal, true, consumer);
  }

  /**
   * Successors for deciding {@code AG EF goal} on a reduced graph: where the temporal-free
   * {@code goal} is false, through a stubborn set seeded with an up-set of {@code goal} (as
   * {@link #stubbornSuccessors}), or, if {@code visible} is not null and one is smaller,
   * through a deadlock-preserving set with no enabled transition marked in {@code visible}
   * (indexed by transition; it must hold every transition that can change {@code goal});
   * where {@code goal} holds, through a deadlock-preserving stubborn set. Every enabled member
   * of these sets is a key transition (no sequence of outside transitions disables it) and
   * commutes with every such sequence. Returns the number of edges, or {@code -(n+1)} when the
   * edges are those of every enabled transition of {@code state}.
   */
  public int homeSuccessors(int state, Formula goal, boolean[] visible, EdgeConsumer consumer) {
    home = true;
    homeVisible = visible;
    try {
      int n = expand(state, goal, true, consumer);
      return lastFull ? -n - 1 : n;
    } finally {
      home = false;
      homeVisible = null;
    }
  }

  /** Figures so far (states, edges generated, memory, time). */
  public Statistics statistics() {
    long states = store.size();
    return new Statistics(states, edges, (System.nanoTime() - startNanos) / 1_000_000,
        budget.peak(), states == 0 ? 0 : (double) store.bytes() / states,
        Reduction.of(Reduction.PartialOrder.DISABLED, Reduction.Algorithm.CTL_ON_THE_FLY),
        options.search(), restarts);
  }

  /** Bytes held by the state store now. */
  public long memoryBytes() {
    return budget.allocated();
  }

  private StatePredicate predicate(Formula f) {
    // Hashing a formula walks its whole tree: remember the last one by identity.
    if (f == lastGoal) {
      return lastPredicate;
    }
    StatePredicate p = predicates.get(f);
    if (p == null) {
      p = StatePredicate.compile(f, rules);
      predicates.put(f, p);
    }
    lastGoal = f;
    lastPredicate = p;
    return p;
  }

  private void load(int state, int[] into) {
    if (state < 0 || state >= store.size()) {
      throw new IllegalArgumentException("no state " + state);
    }
    codec.decode(store.arena(), state * codec.words(), into);
  }

  private int expand(int state, Formula goal, boolean reduced, EdgeConsumer consumer) {
    budget.checkTime();
    int base = pendingTop;
    while (true) {
      try {
        pendingTop = base;
        generate(state, goal, reduced);
        break;
      } catch (EncodingOverflowException e) {
        reencode(e.place, e.tokens);
      }
    }
    int end = pendingTop;
    try {
      for (int i = base; i < end; i += 2) {
        consumer.accept(pending[i], pending[i + 1]);
      }
    } finally {
      pendingTop = base;
    }
    return (end - base) / 2;
  }

  private void generate(int state, Formula goal, boolean reduced) {
    if (state < 0 || state >= store.size()) {
      throw new IllegalArgumentException("no state " + state);
    }
    Successors g = successors;
    g.load(store.arena(), state * codec.words());
    if (!reduced) {
      g.pushAll();
    } else if (goal == null) {
      g.pushDeadlock(discoveredBy[state]);
    } else {
      StatePredicate p = predicate(goal);
      if (!p.test(g.marking, rules)) {
        if (homeVisible != null) {
          g.pushUpsetWithoutVisible(p, homeVisible);
        } else {
          g.pushUpset(p);
        }
      } else if (home) {
        g.pushDeadlock(discoveredBy[state]);
      } else {
        g.pushAll();
      }
    }
    lastFull = g.frameSize() == g.enabled.count;
    try {
      for (int t = g.next(); t >= 0; t = g.next()) {
        int overflowed = g.fire(t);
        if (overflowed >= 0) {
          throw new EncodingOverflowException(overflowed, g.marking[overflowed]);
        }
        int id = store.add(g.words, 0);
        if (id >= 0) {
          budget.checkStates(store.size());
          if (id >= discoveredBy.length) {
            discoveredBy = GrowableArrays.grow(discoveredBy, id + 1, budget);
          }
          discoveredBy[id] = t;
        } else {
          id = -id - 1;
        }
        g.undo(t);
        edges++;
        if (pendingTop + 2 > pending.length) {
          pending = GrowableArrays.grow(pending, pendingTop + 2, budget);
        }
        pending[pendingTop++] = t;
        pending[pendingTop++] = id;
      }
    } finally {
      g.pop();
    }
  }

  /**
   * Re-encodes every stored state with a field for {@code place} that holds at least
   * {@code tokens}, keeping the ids.
   */
  private void reencode(int place, int tokens) {
    MarkingCodec wider = wider(place, tokens);
    store = store.reencode(codec, wider);
    useCodec(wider);
    restarts++;
  }

  /** Widens the field of {@code place} before any state is stored (an initial misfit). */
  private void widen(int place, int tokens) {
    useCodec(wider(place, tokens));
  }

  private MarkingCodec wider(int place, int tokens) {
    MarkingCodec wider = codec.widen(place, tokens);
    if (wider == null) {
      throw new BudgetExceededException(Unknown.UNBOUNDED, "place " + net.placeName(place)
          + " exceeds " + codec.mask(place) + " tokens (unbounded?)");
    }
    return wider;
  }

  /**
   * Switches to {@code wider}: rules derived from the current ones (the net's structure is
   * shared, so the compiled predicates stay valid) and a new generator.
   */
  private void useCodec(MarkingCodec wider) {
    codec = wider;
    rules = rules.withCodec(wider);
    successors = new Successors(rules, budget);
  }
}

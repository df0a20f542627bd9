package org.petrify.checker.ctl;

import java.util.List;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reduction;
import org.petrify.checker.Reduction.Algorithm;
import org.petrify.checker.Reduction.PartialOrder;
import org.petrify.checker.StateSpace;
import org.petrify.checker.Statistics;
import org.petrify.checker.Unknown;
import org.petrify.checker.Witness;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Several CTL checks on one net with the same options, sharing the work: one engine
 * {@link StateSpace} (states found by one check are not generated again), and once some check
 * needed the whole state graph, that graph and its subformula labels for all later checks
 * (which then use global labelling: it is linear once the graph exists); on-the-fly checks that
 * keep regenerating the same successors also switch the session to the graph. This is what an
 * MCC property file with 16 formulas wants. Not thread-safe.
 *
 * <p>Budgets: the state and memory limits of the options hold for the session as a whole; the
 * timeout for each check separately, except that the structural facts of the state space
 * (place invariants, the marking codec), computed when the session is made, count against the
 * first check's timeout; {@link #of} throws {@link BudgetExceededException}, naming the stage,
 * when they exhaust it (or the memory budget).
 */
public final class CtlSession {
  /**
   * Once the on-the-fly checks of a session have generated this many edges per stored state
   * (they regenerate successors), later checks build the graph once and label it instead.
   */
  private static final long REGENERATION_LIMIT = 8;

  private final PetriNet net;
  private final CheckOptions options;
  private final StateSpace space;
  private final EngineStates states;
  private StateGraph graph;
  private GlobalLabelling labelling;
  /** The budget the session was made under, until the first check takes the time it left. */
  private Budget setup;

  private CtlSession(PetriNet net, CheckOptions options) {
    this.net = net;
    this.options = options;
    this.setup = Budget.of(0, options.timeout(), options.maxMemoryBytes());
    this.space = StateSpace.create(net, options.withTimeout(null), setup);
    this.states = new EngineStates(space);
  }

  public static CtlSession of(PetriNet net, CheckOptions options) {
    return new CtlSession(net, options);
  }

  /** True once some check built the whole state graph (later checks label it). */
  public boolean hasGraph() {
    return graph != null;
  }

  /** The bytes held by the session: the state store and, once built, the state graph. */
  public long memoryBytes() {
    return space.memoryBytes() + (graph == null ? 0 : graph.bytes());
  }

  /** Decides {@code formula} at the initial marking, choosing the method per formula. */
  public CheckResult check(Formula formula) {
    return check(formula, Strategy.AUTO);
  }

  /** Decides {@code formula} at the initial marking with the given method. */
  public CheckResult check(Formula formula, Strategy strategy) {
    CtlOutcome o = outcome(formula, strategy);
    Statistics stats = new Statistics(o.states(), o.edges(), o.millis(), o.peakMemoryBytes(),
        o.bytesPerState(), o.reduction(), options.search(), o.restarts());
    if (o.verdict() == null) {
      return CheckResult.unknown(o.unknown(), o.reason(), stats);
    }
    Witness witness = o.witness() == null ? null : new Witness(o.witness(), o.loopStart());
    return CheckResult.decided(o.verdict(), witness, stats);
  }

  /** See {@link CtlEvaluator#upperBound}. */
  public UpperBound upperBound(List<Integer> places) {
    long start = System.nanoTime();
    long edgesBefore = space.statistics().edges();
    Budget budget = budget();
    int[] ids = places.stream().mapToInt(Integer::intValue).toArray();
    int[] marking = new int[net.placeCount()];
    long max = 0;
    String reason = null;
    Unknown unknown = null;
    try {
      TransitionSystem system = graph != null ? graph : states;
      org.eclipse.collections.impl.list.mutable.primitive.IntArrayList ignore =
          new org.eclipse.collections.impl.list.mutable.primitive.IntArrayList();
      for (int s = 0; s < system.stateCount(); s++) {
        system.marking(s, marking);
        long sum = 0;
        for (int p : ids) {
          sum += marking[p];
        }
        max = Math.max(max, sum);
        if (graph == null) {
          ignore.clear();
          states.successors(s, ignore);
        }
      }
    } catch (BudgetExceededException e) {
      reason = e.reason();
      unknown = e.kind();
    } finally {
      states.budget(null);
    }
    Statistics st = space.statistics();
    Statistics stats = new Statistics(st.states(), st.edges() - edgesBefore,
        (System.nanoTime() - start) / 1_000_000, st.peakMemoryBytes(), st.bytesPerState(),
        Reduction.of(PartialOrder.BOUNDS, Algorithm.EXHAUSTIVE), options.search(), st.restarts());
    return reason == null ? new UpperBound(max, null, null, stats)
        : new UpperBound(-1, unknown, reason, stats);
  }

  /**
   * The budget of one check: its timeout and the memory the state space leaves. No state limit
   * here: the state space's own budget counts the stored states against the options' limit for
   * the whole session.
   */
  private Budget budget() {
    java.time.Duration timeout = setup == null ? options.timeout() : setup.remaining();
    setup = null;
    Budget budget = Budget.of(0, timeout,
        Math.max(1, options.maxMemoryBytes() - space.memoryBytes()));
    states.budget(budget);
    return budget;
  }

  CtlOutcome outcome(Formula formula, Strategy wanted) {
    long start = System.nanoTime();
    long edgesBefore = space.statistics().edges();
    Budget budget = budget();
    Strategy strategy = CtlEvaluator.choose(formula, options.fairness(), wanted);
    if (wanted == Strategy.AUTO && options.fairness().isEmpty()
        && (graph != null || space.statistics().edges() > REGENERATION_LIMIT * space.size())) {
      strategy = Strategy.GLOBAL;
    }
    Reduction reduction = Reduction.of(options.partialOrderReduction() ? PartialOrder.NOT_PRESERVED
        : PartialOrder.DISABLED, strategy == Strategy.GLOBAL ? Algorithm.CTL_GLOBAL
        : Algorithm.CTL_ON_THE_FLY);
    try {
      boolean verdict;
      PathSearch.Path path;
      Formula home = graph == null && options.fairness().isEmpty() && wanted == Strategy.AUTO
          ? homeGoal(formula) : null;
      if (home != null) {
        boolean negated = !(formula instanceof Formula.AG);
        LocalEvaluator local = new LocalEvaluator(states, net);
        LocalEvaluator.StateFormula goal = local.compile(home);
        if (options.partialOrderReduction()) {
          Formula target = home;
          boolean[] visible = Visibility.of(net, List.of(home)).mask();
          BottomComponentSearch search = new BottomComponentSearch(states, goal::holds,
              (state, out) -> states.homeSuccessors(state, target, visible, out));
          path = search.counterexample();
          reduction = Reduction.of(search.reducedExpansions() > 0 ? PartialOrder.HOME
              : PartialOrder.NOT_SMALLER, Algorithm.HOME_BOTTOM_COMPONENTS);
        } else {
          path = new HomeSearch(states, goal::holds).counterexample();
          reduction = Reduction.of(PartialOrder.DISABLED, Algorithm.HOME_TARJAN);
        }
        verdict = (path == null) != negated;
      } else if (strategy == Strategy.LOCAL) {
        LocalEvaluator local = new LocalEvaluator(states, net);
        if (options.partialOrderReduction()) {
          local.reduceTopLevelWith(states);
        }
        LocalEvaluator.StateFormula compiled = local.compile(formula);
        verdict = compiled.holds(states.initialState());
        path = LocalEvaluator.topLevelPath(compiled);
        reduction = Reduction.of(local.reduced() ? PartialOrder.STUTTER
            : options.partialOrderReduction() ? PartialOrder.NOT_PRESERVED
            : PartialOrder.DISABLED, Algorithm.CTL_ON_THE_FLY);
      } else {
        if (graph == null) {
          graph = StateGraph.explore(states, budget);
          labelling = new GlobalLabelling(graph, net, options.fairness(), budget);
        }
        labelling.budget(budget);
        verdict = labelling.holdsInitially(formula);
        path = options.fairness().isEmpty() ? CtlEvaluator.globalWitness(labelling, formula)
            : fairWitness(formula);
        reduction = Reduction.of(!options.fairness().isEmpty() ? PartialOrder.FAIRNESS
            : PartialOrder.GRAPH, Algorithm.CTL_GLOBAL);
      }
      int[] witness = null;
      int loopStart = -1;
      if (path != null) {
        witness = path.transitions();
        loopStart = path.loopStart();
        try {
          WitnessReplay.check(net, witness, loopStart, path.end() == PathSearch.End.DEADLOCK);
        } catch (IllegalStateException e) {
          return outcome(null, Unknown.INTERNAL_ERROR,
              "internal error, witness rejected: " + e.getMessage(), null, -1, edgesBefore, start,
              reduction);
        }
      }
      return outcome(verdict, null, null, witness, loopStart, edgesBefore, start, reduction);
    } catch (BudgetExceededException e) {
      return outcome(null, e.kind(), e.reason(), null, -1, edgesBefore, start, reduction);
    } finally {
      states.budget(null);
    }
  }

  /**
   * Under fairness: the fair lasso of a top-level {@code EG}/{@code AF} or {@code EF EG}, or of
   * the first disjunct of a top-level disjunction that holds; else null.
   */
  private PathSearch.Path fairWitness(Formula formula) {
    Formula top = formula;
    while (top instanceof Formula.Not not) {
      top = not.operand();
    }
    if (top == formula && top instanceof Formula.Or or) {
      for (Formula part : or.operands()) {
        if (labelling.label(part).contains(graph.initialState())) {
          return fairWitness(part);
        }
      }
      return null;
    }
    Formula operand;
    if (top instanceof Formula.EF ef && ef.operand() instanceof Formula.EG eg) {
      return new FairStates(graph, net, options.fairness(), labelling.budget())
          .witness(labelling.label(eg.operand()), true);
    }
    if (top instanceof Formula.EG eg) {
      operand = eg.operand();
    } else if (top instanceof Formula.AF af) {
      operand = new Formula.Not(af.operand());
    } else {
      return null;
    }
    return new FairStates(graph, net, options.fairness(), labelling.budget())
        .witness(labelling.label(operand), false);
  }

  /**
   * For {@code AG EF φ} the goal φ, for {@code EF AG ψ} (= ¬AG EF ¬ψ) the goal ¬ψ, when the
   * inner formula is propositional; else null.
   */
  static Formula homeGoal(Formula f) {
    if (f instanceof Formula.AG ag && ag.operand() instanceof Formula.EF ef
        && MarkingPredicate.isPropositional(ef.operand())) {
      return ef.operand();
    }
    if (f instanceof Formula.EF ef && ef.operand() instanceof Formula.AG ag
        && MarkingPredicate.isPropositional(ag.operand())) {
      return new Formula.Not(ag.operand());
    }
    return null;
  }

  private CtlOutcome outcome(Boolean verdict, Unknown unknown, String reason, int[] witness,
      int loopStart, long edgesBefore, long start, Reduction reduction) {
    Statistics st = space.statistics();
    long graphBytes = graph == null ? 0 : graph.bytes();
    return new CtlOutcome(verdict, unknown, reason, witness, loopStart, st.states(),
        graph != null && st.edges() == edgesBefore ? graph.edgeCount() : st.edges() - edgesBefore,
        (System.nanoTime() - start) / 1_000_000, st.peakMemoryBytes() + graphBytes,
        st.bytesPerState(), reduction, st.restarts());
  }
}

package org.petrify.api;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.ProgressListener;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.unfolding.Unfolder;
import org.petrify.checker.unfolding.Unfolding;
import org.petrify.checker.unfolding.UnfoldingOptions;
import org.petrify.checker.unfolding.UnsafeNetException;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.frontend.HeapLocation;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.structure.StructuralBounds;

/**
 * The static race check ({@code check --property races}) on a program's net.
 *
 * <p><b>Accesses.</b> Every transition that runs an rb {@code read} or {@code write} (and an
 * {@code assign} or {@code switch} of a finite-domain variable, a write and a read) accesses the
 * abstract location its variable names: allocation site + field, a static field, or the
 * elements of the arrays of one allocation site. Volatile and final fields are left out (their
 * accesses never race). An access whose base object the points-to analysis does not know
 * stands for every object: it may alias every location of that field (every array). Two accesses <em>conflict</em> when they name one location, at least
 * one writes, and they belong to different threads, or to one thread that may run as several
 * instances at once (then the same transition may conflict with itself).
 *
 * <p><b>Races.</b> A conflicting pair is a race when some reachable marking enables both
 * transitions; for two accesses of one multi-instance thread, enables them at once
 * ({@code M ≥ •t + •u}, two instances). Decided either by the unfolding (a safe net, no
 * multi-instance pair; {@code Unfolding.enabledTogetherWitness} per pair), or by reachability searches
 * {@code EF (pair₁ ∨ pair₂ ∨ ...)} over the open pairs: each found marking settles every pair
 * it enables, and the search repeats over the pairs left until none is reachable. The engine's
 * stubborn sets for {@code EF} keep the transitions the formula observes visible.
 *
 * <p>Every reported race has an interleaving (replayed on the net) after which both accesses
 * are enabled. Races with the same two source sites and threads are reported once.
 */
final class StaticRaces {
  /** One access transition. */
  private record AccessTransition(int transition, String variable, boolean write,
      String thread, Origin origin) {}

  /** A conflicting pair of access transitions, {@code first <= second}. */
  private record Pair(AccessTransition first, AccessTransition second, boolean sameThread) {}

  private final Translation translation;
  private final PetriNet net;
  private final NetOrigins origins;
  private final long maxStates;
  private final Duration timeout;
  private final boolean partialOrderReduction;
  private final ProgressListener listener;
  private final long started = System.nanoTime();
  private long states;
  private long edges;
  private String engine = "";

  private StaticRaces(Translation translation, long maxStates, Duration timeout,
      boolean partialOrderReduction, ProgressListener listener) {
    this.translation = translation;
    this.net = translation.encoded().net();
    this.origins = translation.encoded().origins();
    this.maxStates = maxStates;
    this.timeout = timeout;
    this.partialOrderReduction = partialOrderReduction;
    this.listener = listener;
  }

  static Report check(Translation translation, RaceSearch search, long maxStates,
      Duration timeout, boolean partialOrderReduction, ProgressListener listener) {
    return new StaticRaces(translation, maxStates, timeout, partialOrderReduction, listener)
        .run(search);
  }

  /**
   * The racing transition pairs ({@code [first, second]}, {@code first <= second}) as the chosen
   * search finds them, for cross-checks in tests; empty when the search was inconclusive.
   */
  static java.util.Set<List<Integer>> racingPairs(Translation translation, RaceSearch search,
      boolean partialOrderReduction) {
    StaticRaces r = new StaticRaces(translation, 2_000_000, null, partialOrderReduction,
        ProgressListener.NONE);
    Map<Pair, int[]> found = new LinkedHashMap<>();
    if (r.decide(search, found).isPresent()) {
      return java.util.Set.of();
    }
    java.util.Set<List<Integer>> pairs = new java.util.TreeSet<>(
        Comparator.comparing((List<Integer> l) -> l.get(0)).thenComparing(l -> l.get(1)));
    for (Pair p : found.keySet()) {
      pairs.add(List.of(p.first().transition(), p.second().transition()));
    }
    return pairs;
  }

  /** Fills {@code found}; returns the inconclusive reason, if any. */
  private Optional<String> decide(RaceSearch search, Map<Pair, int[]> found) {
    List<AccessTransition> accesses = accesses();
    List<Pair> pairs = conflictingPairs(accesses);
    if (pairs.isEmpty()) {
      engine = "none (no conflicting accesses)";
      return Optional.empty();
    }
    boolean multiInstancePair = pairs.stream().anyMatch(Pair::sameThread);
    boolean unfold;
    try {
      unfold = search != RaceSearch.STATE_SPACE && !multiInstancePair && provenSafe();
    } catch (BudgetExceededException e) {
      engine = "none (" + e.reason() + ")";
      return Optional.of(e.reason());
    }
    if (search == RaceSearch.UNFOLDING && !unfold) {
      engine = "state space (the net is not proven safe, no unfolding)";
    }
    Optional<Optional<String>> byUnfolding = unfold
        ? byUnfolding(pairs, found) : Optional.empty();
    return byUnfolding.isPresent() ? byUnfolding.get() : byStateSpace(pairs, found);
  }

  private Report run(RaceSearch search) {
    Map<Pair, int[]> found = new LinkedHashMap<>();
    Optional<String> inconclusive = decide(search, found);
    List<Race> races = races(found);
    long checkMillis = (System.nanoTime() - started) / 1_000_000L;
    Statistics statistics = translation.statistics(checkMillis, net.placeCount(),
        net.transitionCount(), states, edges, engine, null);
    List<Caveat> caveats = new ArrayList<>(translation.caveats());
    caveats.removeIf(c -> Caveat.LIVENESS_ONLY.contains(c.kind()));
    Optional<Origin> branch = firstBranch();
    if (!races.isEmpty() && branch.isPresent()) {
      caveats.add(new Caveat("race-path-insensitive", branch.get(), "branch conditions are not"
          + " tracked: a reported race may need a path that the program's data rules out (e.g."
          + " a read after waiting for a flag another thread sets, or a check of a field that"
          + " is set once)", Caveat.Effect.IMPRECISE));
    }
    return Report.ofRaces(races, inconclusive, ApiTypes.caveats(caveats), statistics);
  }

  /** The origin of the program's first nondeterministic branch, if it has one. */
  private Optional<Origin> firstBranch() {
    for (org.petrify.ir.rb.Procedure p : translation.program().procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.Jump) {
          return Optional.of(c.origin());
        }
      }
    }
    return Optional.empty();
  }

  /** The access transitions of racy locations, in transition order. */
  private List<AccessTransition> accesses() {
    List<AccessTransition> result = new ArrayList<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      if (info.kind() != NodeKind.COMMAND || info.thread() == null) {
        continue;
      }
      Command command = info.command();
      String variable;
      boolean write;
      if (command instanceof Command.Read r) {
        variable = r.variable();
        write = false;
      } else if (command instanceof Command.Write w) {
        variable = w.variable();
        write = true;
      } else if (command instanceof Command.Assign a) {
        variable = a.variable();
        write = true;
      } else if (command instanceof Command.Switch s) {
        variable = s.variable();
        write = false;
      } else {
        continue;
      }
      if (translation.location(variable).racy()) {
        result.add(new AccessTransition(t, variable, write, info.thread(), info.origin()));
      }
    }
    return result;
  }

  /**
   * The conflicting pairs: accesses whose locations may alias ({@link HeapLocation#mayAlias}),
   * at least one a write, of different threads or of one multi-instance thread.
   */
  private List<Pair> conflictingPairs(List<AccessTransition> accesses) {
    List<Pair> pairs = new ArrayList<>();
    HeapLocation[] locations = new HeapLocation[accesses.size()];
    for (int i = 0; i < locations.length; i++) {
      locations[i] = translation.location(accesses.get(i).variable());
    }
    for (int i = 0; i < accesses.size(); i++) {
      for (int j = i; j < accesses.size(); j++) {
        AccessTransition a = accesses.get(i);
        AccessTransition b = accesses.get(j);
        boolean sameThread = a.thread().equals(b.thread());
        if ((a.write() || b.write()) && locations[i].mayAlias(locations[j])
            && (!sameThread || origins.isMultiInstance(a.thread()))) {
          pairs.add(new Pair(a, b, sameThread));
        }
      }
    }
    return pairs;
  }

  /**
   * True if the place invariants bound every place by 1; computed within the time left and the
   * engine's default memory budget.
   *
   * @throws BudgetExceededException when they run out, naming the stage
   */
  private boolean provenSafe() {
    Duration left = remaining();
    if (left != null && left.isZero()) {
      throw new BudgetExceededException(org.petrify.checker.Unknown.TIMEOUT, "timeout of "
          + timeout.toMillis() + " ms reached before the place invariants");
    }
    Budget budget = Budget.of(0, left, CheckOptions.defaultMemoryBudget());
    for (long bound : StructuralBounds.analyse(net, budget.structural()).bounds()) {
      if (bound < 0 || bound > 1) {
        return false;
      }
    }
    return true;
  }

  /**
   * Decides the pairs on the unfolding; empty if the net turned out not to be safe (the state
   * space then decides), else the inconclusive reason, if any.
   */
  private Optional<Optional<String>> byUnfolding(List<Pair> pairs, Map<Pair, int[]> found) {
    Unfolding unfolding;
    try {
      unfolding = Unfolder.unfold(net, UnfoldingOptions.defaults().withMaxEvents(maxStates)
          .withTimeout(timeout));
    } catch (UnsafeNetException e) {
      engine = "state space (the net is not safe: " + e.getMessage() + ")";
      return Optional.empty();
    }
    states = unfolding.eventCount();
    engine = "unfolding (" + unfolding.statistics() + ")";
    for (Pair p : pairs) {
      unfolding.enabledTogetherWitness(p.first().transition(), p.second().transition())
          .ifPresent(w -> found.put(p,
              w.firingSequence().stream().mapToInt(Integer::intValue).toArray()));
    }
    return Optional.of(unfolding.incompleteReason());
  }

  /** Decides the pairs by repeated reachability searches; the inconclusive reason, if any. */
  private Optional<String> byStateSpace(List<Pair> pairs, Map<Pair, int[]> found) {
    if (engine.isEmpty()) {
      engine = "state space";
    }
    List<Pair> open = new ArrayList<>(pairs);
    int searches = 0;
    ModelChecker checker = ModelChecker.of(net);
    while (!open.isEmpty()) {
      List<Formula> goals = new ArrayList<>();
      for (Pair p : open) {
        goals.add(enabled(p));
      }
      Formula goal = goals.size() == 1 ? goals.get(0) : new Formula.Or(goals);
      Duration left = remaining();
      if (left != null && left.isZero()) {
        return Optional.of("timeout of " + timeout.toMillis() + " ms reached");
      }
      CheckOptions options = Analysis.programCheckOptions()
          .withPartialOrderReduction(partialOrderReduction)
          .withMaxStates(maxStates)
          .withTimeout(left)
          .withListener(listener);
      CheckResult r = checker.options(options).check(new Formula.EF(goal));
      searches++;
      states += r.statistics().states();
      edges += r.statistics().edges();
      engine = "state space, " + searches + (searches == 1 ? " search" : " searches") + ", "
          + r.statistics().reduction();
      if (r.verdict() == org.petrify.checker.Verdict.UNKNOWN) {
        return Optional.of(r.reason().orElse("the search was not decided"));
      }
      if (r.verdict() == org.petrify.checker.Verdict.FALSE) {
        return Optional.empty();
      }
      int[] witness = r.witness().orElseThrow(() -> new IllegalStateException(
          "a reachability search found a race without a witness")).transitions();
      int[] marking = replay(witness);
      boolean progress = false;
      for (int i = open.size() - 1; i >= 0; i--) {
        if (holds(open.get(i), marking)) {
          found.put(open.remove(i), witness);
          progress = true;
        }
      }
      if (!progress) {
        throw new IllegalStateException("the witness of a race search enables no open pair");
      }
    }
    return Optional.empty();
  }

  private Duration remaining() {
    if (timeout == null) {
      return null;
    }
    long left = timeout.toNanos() - (System.nanoTime() - started);
    return left <= 0 ? Duration.ZERO : Duration.ofNanos(left);
  }

  /** The state formula "both accesses of the pair can happen next" (see the class comment). */
  private Formula enabled(Pair p) {
    if (!p.sameThread()) {
      return new Formula.And(List.of(new Formula.Fireable(List.of(p.first().transition())),
          new Formula.Fireable(List.of(p.second().transition()))));
    }
    Map<Integer, Integer> need = need(p);
    List<Formula> atoms = new ArrayList<>();
    for (Map.Entry<Integer, Integer> e : need.entrySet()) {
      atoms.add(new Formula.Compare(new IntExpr.Tokens(List.of(e.getKey())),
          Formula.CompareOp.GE, new IntExpr.Constant(e.getValue())));
    }
    return atoms.size() == 1 ? atoms.get(0) : new Formula.And(atoms);
  }

  /** {@code •t + •u} as place → tokens. */
  private Map<Integer, Integer> need(Pair p) {
    Map<Integer, Integer> need = new LinkedHashMap<>();
    for (int t : new int[] {p.first().transition(), p.second().transition()}) {
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        need.merge(net.prePlace(i), net.preWeight(i), Integer::sum);
      }
    }
    return need;
  }

  private boolean holds(Pair p, int[] marking) {
    if (!p.sameThread()) {
      return net.isEnabled(p.first().transition(), marking)
          && net.isEnabled(p.second().transition(), marking);
    }
    for (Map.Entry<Integer, Integer> e : need(p).entrySet()) {
      if (marking[e.getKey()] < e.getValue()) {
        return false;
      }
    }
    return true;
  }

  /** Fires the sequence from the initial marking; throws if it does not replay. */
  private int[] replay(int[] sequence) {
    int[] m = net.initialMarking();
    for (int t : sequence) {
      if (!net.isEnabled(t, m)) {
        throw new IllegalStateException("race witness does not replay at "
            + net.transitionName(t));
      }
      net.fire(t, m);
    }
    return m;
  }

  /** The races in Java terms, one per (sites, threads), sorted by key then threads. */
  private List<Race> races(Map<Pair, int[]> found) {
    Explainer explainer = new Explainer(translation.encoded(), translation.threads(),
        translation.locks());
    Map<String, Race> unique = new LinkedHashMap<>();
    for (Map.Entry<Pair, int[]> e : found.entrySet()) {
      Pair p = e.getKey();
      int[] witness = e.getValue();
      if (!holds(p, replay(witness))) {
        throw new IllegalStateException("race witness does not enable both accesses");
      }
      HeapLocation location = translation.location(p.first().variable());
      Race race = Race.of(location.display(), access(p.first()), access(p.second()),
          explainer.steps(witness));
      String id = race.key() + " " + race.first().thread() + " " + race.second().thread();
      Race known = unique.get(id);
      if (known == null || race.interleaving().size() < known.interleaving().size()) {
        unique.put(id, race);
      }
    }
    List<Race> races = new ArrayList<>(unique.values());
    races.sort(Comparator.comparing(Race::key).thenComparing(r -> r.first().thread())
        .thenComparing(r -> r.second().thread()));
    return races;
  }

  private Access access(AccessTransition a) {
    return new Access(translation.threads().label(a.thread()), a.write() ? AccessKind.WRITE : AccessKind.READ,
        ApiTypes.location(a.origin()));
  }
}

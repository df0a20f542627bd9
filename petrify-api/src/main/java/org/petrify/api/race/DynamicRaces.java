package org.petrify.api.race;

import org.petrify.api.SourceLocation;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceReader;
import org.petrify.api.Access;
import org.petrify.api.AccessKind;
import org.petrify.api.BadInputException;
import org.petrify.api.Race;
import org.petrify.api.RaceSearch;
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.api.Step;
import org.petrify.api.replay.ReplayInputException;
import org.petrify.checker.unfolding.UnfoldingOptions;
import org.petrify.api.Caveat;
import org.petrify.api.CaveatKind;
import org.petrify.race.HappensBeforeRaces;
import org.petrify.race.Operation;
import org.petrify.race.RaceCandidate;
import org.petrify.race.RaceFinder;
import org.petrify.race.TraceMiner;
import org.petrify.race.TraceNet;
import org.petrify.race.UnfoldingRaceFinder;

/**
 * The dynamic race route over one recorded run ({@code petrify race --trace FILE}): the trace is
 * mined into a 1-safe net, its race candidates are found (two conflicting accesses of different
 * threads enabled together in a reachable marking) and reported as {@link Race}s, one per pair
 * of source sites and pair of threads, with the shortest interleaving found that enables both.
 *
 * <p>The candidates come from the net's unfolding ({@link UnfoldingRaceFinder}, the default,
 * {@link RaceSearch#AUTO} or {@link RaceSearch#UNFOLDING}: the interleaving is the causal past of
 * the two accesses) or from a breadth-first search of its markings ({@link RaceFinder},
 * {@link RaceSearch#STATE_SPACE}: the interleaving is a shortest one). Both are exact for the
 * mined net and give the same races; the tests hold one against the other.
 */
public final class DynamicRaces {
  /** The default bound on the markings explored. */
  public static final long DEFAULT_MAX_STATES = 2_000_000;

  private DynamicRaces() {}

  /** Reads a trace; a missing or malformed file is a {@link BadInputException}. */
  static Trace read(Path trace) {
    try {
      return TraceReader.read(trace);
    } catch (NoSuchFileException e) {
      throw new BadInputException(trace + ": no such file");
    } catch (IOException e) {
      String m = e.getMessage() == null ? e.toString() : e.getMessage();
      throw new BadInputException(m.startsWith(trace.toString()) ? m : trace + ": " + m);
    }
  }

  /** The net mined from a trace file. */
  static TraceNet mine(Path trace) {
    return TraceMiner.mine(read(trace));
  }

  /** The Petri net mined from a trace file (what {@code petrify race --net} writes). */
  public static org.petrify.net.PetriNet minedNet(Path trace) {
    return mine(trace).net();
  }

  /** A trace file in text, one event a line (what {@code petrify trace} prints). */
  public static String dump(Path trace) {
    return org.petrify.agent.trace.TraceReader.dump(read(trace));
  }

  /**
   * What a recorded run holds: its {@code events} in all, its {@code threads}, and whether the
   * trace is {@code complete} (not cut off).
   */
  public record Recording(int events, int threads, boolean complete) {}

  /**
   * The size of the run recorded in a trace file.
   *
   * @throws BadInputException if the file is missing or not a trace
   */
  public static Recording recording(Path trace) {
    Trace t = read(trace);
    int events = t.events().values().stream().mapToInt(List::size).sum();
    return new Recording(events, t.threads().size(), t.complete());
  }

  /**
   * The caveat every dynamic report carries: paths the run did not take are not analysed. Its
   * verdict is a verdict on the recorded run, so the kind is accepted by definition ("no race"
   * is HOLDS for that run); a trace cut off ({@link TraceNet#TRACE_INCOMPLETE}) is not.
   */
  public static final String ONE_RUN = "one-run";

  /** The race report of a recorded run, without replay, found on the unfolding. */
  public static Report analyze(Path trace, long maxStates) {
    return analyze(trace, maxStates, Optional.empty());
  }

  /** {@link #analyze(Path, RaceSearch, long, Optional)} on the unfolding. */
  public static Report analyze(Path trace, long maxStates, Optional<List<String>> replayCommand) {
    return analyze(trace, RaceSearch.AUTO, maxStates, replayCommand);
  }

  /**
   * The race report of a recorded run; with {@code replayCommand} (the Java command of the run,
   * empty for the one {@code petrify record} saved next to the trace) each race is replayed
   * and labelled CONFIRMED or NOT_CONFIRMED.
   *
   * @param search how the candidates are found (AUTO is the unfolding)
   * @param budget the most events of the prefix (unfolding) or markings (state space); when it
   *     runs out the report is INCONCLUSIVE with the races found so far
   */
  public static Report analyze(Path trace, RaceSearch search, long budget,
      Optional<List<String>> replayCommand) {
    long start = System.nanoTime();
    TraceNet net = mine(trace);
    long mined = System.nanoTime();
    Candidates result = candidates(net, search, budget);
    long checked = System.nanoTime();
    List<Race> races = races(net, result.candidates());
    if (replayCommand.isPresent()) {
      try {
        races = ReplayScheduler.confirm(trace, net, result.candidates(), races, replayCommand.get());
      } catch (ReplayInputException e) {
        throw new BadInputException(e.getMessage(), e);
      }
    }
    List<Caveat> caveats = new ArrayList<>();
    for (TraceNet.MiningCaveat c : net.caveats()) {
      caveats.add(new Caveat(CaveatKind.named(c.kind()), SourceLocation.NONE, c.message(),
          c.unsound() ? Caveat.Effect.UNSOUND : Caveat.Effect.IMPRECISE));
    }
    caveats.add(new Caveat(CaveatKind.named(ONE_RUN), SourceLocation.NONE,
        "only the accesses executed in the recorded "
        + "run are analysed; races on paths the run did not take are not found",
        Caveat.Effect.UNSOUND));
    caveats.add(new Caveat(CaveatKind.named("mined-net"), SourceLocation.NONE,
        "the mined net ignores data: an "
        + "interleaving in which a read sees another value may follow another path in the "
        + "program; replay with --confirm to check a race", Caveat.Effect.IMPRECISE));
    Statistics stats = new Statistics((mined - start) / 1_000_000, 0, 0,
        (checked - mined) / 1_000_000, net.net().placeCount(), net.net().transitionCount(),
        result.size(), 0, result.engine());
    Optional<String> inconclusive = result.incompleteReason()
        .map(r -> r + "; the races listed were found before");
    return Report.ofRaces(races, inconclusive, caveats, stats, Set.of(ONE_RUN));
  }

  /**
   * The candidates of a mined net and how they were found: {@code size} the prefix's events or
   * the markings explored, {@code engine} a description for the statistics, and why the search
   * stopped early (empty if it finished).
   */
  record Candidates(List<RaceCandidate> candidates, long size, String engine,
      Optional<String> incompleteReason) {}

  /** The race candidates of a mined net, by the chosen search. */
  static Candidates candidates(TraceNet net, RaceSearch search, long budget) {
    if (search == RaceSearch.STATE_SPACE) {
      RaceFinder.Result r = RaceFinder.find(net, budget);
      return new Candidates(r.candidates(), r.states(), "state space (" + r.states()
          + " markings)", r.complete() ? Optional.empty()
              : Optional.of("state budget of " + budget + " markings exhausted"));
    }
    UnfoldingRaceFinder.Result r = UnfoldingRaceFinder.find(net,
        UnfoldingOptions.defaults().withMaxEvents(budget));
    return new Candidates(r.candidates(), r.statistics().events(),
        "unfolding (" + r.statistics() + ")", r.incompleteReason());
  }

  /**
   * The races a happens-before detector (vector clocks, {@link HappensBeforeRaces}) reports on
   * the recorded run, one per (site pair, thread pair), without interleaving: the baseline the
   * mined net is compared with (the seed's Program 1 has a race it misses).
   */
  public static List<Race> happensBefore(Path trace) {
    Trace t = read(trace);
    TraceNet net = TraceMiner.mine(t);
    Map<String, Race> byKey = new LinkedHashMap<>();
    for (HappensBeforeRaces.Pair p : HappensBeforeRaces.find(t, net)) {
      Operation a = net.operations().get(p.first());
      Operation b = net.operations().get(p.second());
      Race race = Race.of(a.access().display(), access(net, a), access(net, b), List.of());
      byKey.putIfAbsent(identity(race), race);
    }
    return new ArrayList<>(byKey.values());
  }

  /** One race per (site pair, thread pair), in the order the candidates were found. */
  static List<Race> races(TraceNet net, List<RaceCandidate> candidates) {
    Map<String, Race> byKey = new LinkedHashMap<>();
    for (RaceCandidate c : candidates) {
      Race race = race(net, c);
      byKey.putIfAbsent(identity(race), race);
    }
    return new ArrayList<>(byKey.values());
  }

  static Race race(TraceNet net, RaceCandidate c) {
    Operation a = net.operations().get(c.first());
    Operation b = net.operations().get(c.second());
    return Race.of(a.access().display(), access(net, a), access(net, b), steps(net, c.prefix()));
  }

  /** Races with one identity are reported once: same sites, same threads. */
  static String identity(Race race) {
    return race.key() + " " + race.first().thread() + " " + race.second().thread();
  }

  static Access access(TraceNet net, Operation op) {
    return new Access(net.threadName(op.thread()),
        op.access().write() ? AccessKind.WRITE : AccessKind.READ, origin(op.at()));
  }

  static List<Step> steps(TraceNet net, List<Integer> prefix) {
    List<Step> steps = new ArrayList<>();
    for (int t : prefix) {
      Operation op = net.operations().get(t);
      steps.add(new Step(steps.size() + 1, net.threadName(op.thread()),
          new org.petrify.api.Action(org.petrify.api.Action.Verb.RECORDED, op.action()),
          origin(op.at()), net.net().transitionName(t)));
    }
    return steps;
  }

  static SourceLocation origin(Operation.Position p) {
    return new SourceLocation(p.className(), p.method(), p.file(), p.line(), -1);
  }
}

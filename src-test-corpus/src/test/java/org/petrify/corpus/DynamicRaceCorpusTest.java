package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.api.RaceSearch;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.race.Confirmation;
import org.petrify.api.race.DynamicRaces;
import org.petrify.api.race.Race;
import org.petrify.api.race.Recorder;
import org.petrify.checker.unfolding.UnfoldingOptions;
import org.petrify.race.RaceCandidate;
import org.petrify.race.RaceFinder;
import org.petrify.race.TraceNet;
import org.petrify.race.UnfoldingRaceFinder;

/**
 * The dynamic race route end to end on the race corpus: every declared run of a program is
 * recorded with the agent ({@code petrify record}), its trace mined and searched for races, and
 * every race replayed ({@code petrify race --confirm}). Over the runs of a program:
 * <ul>
 *   <li>every race the runs can show ({@link ExpectedRaces#visibleInRuns()}) is reported;</li>
 *   <li>every race a replay can show ({@link ExpectedRaces#confirmable()}) is CONFIRMED;</li>
 *   <li>nothing outside the declared races is CONFIRMED (a race-free twin has none), and a
 *       reported race that is not declared must be NOT CONFIRMED — those are listed in the
 *       figures file as the mined net's false alarms;</li>
 *   <li>the two searches of the mined net, the unfolding (the default) and the state space,
 *       give the same candidate transition pairs and so the same races.</li>
 * </ul>
 */
class DynamicRaceCorpusTest {
  static final java.util.Map<String, String> FIGURES = new TreeMap<>();

  static List<CorpusProgram> programs() {
    java.util.regex.Pattern only = java.util.regex.Pattern.compile(
        System.getProperty("petrify.corpus.only", ".*"));
    return CorpusProgram.withRaces().stream().filter(p -> only.matcher(p.name()).matches()).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void dynamicRouteFindsAndConfirmsTheDeclaredRaces(CorpusProgram program, @TempDir Path dir)
      throws Exception {
    ExpectedRaces expected = ExpectedRaces.of(program.races());
    Set<String> reported = new TreeSet<>();
    Set<String> confirmed = new TreeSet<>();
    List<String> texts = new ArrayList<>();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    int run = 0;
    for (String args : expected.runs()) {
      Path trace = dir.resolve("run" + (++run) + ".trace");
      List<String> cmd = new ArrayList<>(List.of(java, "-Xmx64m", "-cp",
          CorpusProgram.classFolder().toString(), program.mainClass()));
      cmd.addAll(List.of(ExpectedRaces.arguments(args)));
      int status = Recorder.record(cmd, trace, List.of("corpus."));
      assertThat(status).as("exit status of the recorded run").isZero();
      assertThat(Files.size(trace)).isPositive();
      Report r = DynamicRaces.analyze(trace, DynamicRaces.DEFAULT_MAX_STATES, Optional.of(cmd));
      assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.INCONCLUSIVE);
      assertThat(r.statistics().reduction()).startsWith("unfolding");
      Report states = DynamicRaces.analyze(trace, RaceSearch.STATE_SPACE,
          DynamicRaces.DEFAULT_MAX_STATES, Optional.empty());
      assertThat(identities(states)).as("state space vs unfolding\n" + states.text())
          .isEqualTo(identities(r));
      TraceNet mined = DynamicRaces.mine(trace);
      assertThat(pairs(UnfoldingRaceFinder.find(mined, UnfoldingOptions.defaults()).candidates()))
          .isEqualTo(pairs(RaceFinder.find(mined, DynamicRaces.DEFAULT_MAX_STATES).candidates()));
      texts.add(r.text());
      for (Race race : r.races()) {
        reported.add(race.key());
        if (race.confirmed() == Confirmation.CONFIRMED) {
          confirmed.add(race.key());
        }
      }
    }
    Set<String> falseAlarms = new TreeSet<>(reported);
    falseAlarms.removeAll(expected.all());
    synchronized (FIGURES) {
      FIGURES.put(program.name(), "reported " + reported.size() + ", confirmed " + confirmed.size()
          + ", expected " + expected.all().size() + ", unconfirmed false alarms " + falseAlarms);
    }
    String all = String.join("\n", texts);
    assertThat(reported).as("races found\n" + all).containsAll(expected.visibleInRuns());
    assertThat(confirmed).as("races confirmed\n" + all).containsAll(expected.confirmable());
    assertThat(confirmed).as("confirmed races must be declared\n" + all)
        .isSubsetOf(expected.all());
  }

  private static Set<String> identities(Report r) {
    Set<String> out = new TreeSet<>();
    for (Race race : r.races()) {
      out.add(race.key() + " [" + race.first().thread() + ", " + race.second().thread() + "]");
    }
    return out;
  }

  private static Set<List<Integer>> pairs(List<RaceCandidate> candidates) {
    Set<List<Integer>> out = new java.util.HashSet<>();
    for (RaceCandidate c : candidates) {
      out.add(List.of(c.first(), c.second()));
    }
    return out;
  }

  @org.junit.jupiter.api.AfterAll
  static void writeFigures() throws java.io.IOException {
    List<String> lines = new ArrayList<>();
    FIGURES.forEach((k, v) -> lines.add(k + "\t" + v));
    Files.write(CorpusProgram.classFolder().resolveSibling("dynamic-race-figures.tsv"), lines);
  }
}

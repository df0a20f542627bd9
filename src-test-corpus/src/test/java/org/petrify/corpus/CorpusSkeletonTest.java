package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.api.Analysis;
import org.petrify.api.Report;
import org.petrify.api.Verdict;

/**
 * The differential test of the concurrency skeleton ({@code org.petrify.ir.frontend.Skeleton}
 * with thread escape): every corpus program is checked for deadlock and for termination on the
 * skeleton (the default) and on the whole program ({@link Analysis#skeleton(boolean)} off), and
 * the two reports must have the same verdict for the model (before unsound caveats are judged:
 * the skeleton does not remove caveats, so the judged verdicts follow). A pair in which either
 * side ran out of its budget is not compared (reported as skipped); the summary printed at the
 * end counts programs, pairs compared and net sizes.
 */
@Execution(ExecutionMode.CONCURRENT)
class CorpusSkeletonTest {
  /** A smaller state budget than the verdict suite's: pairs over it are skipped, not failed. */
  static final long MAX_STATES = 500_000;
  static final Duration TIMEOUT = Duration.ofSeconds(60);

  private static final Map<String, String> FIGURES = new TreeMap<>();

  record Pair(CorpusProgram program, String property, Function<Analysis, Report> query) {
    @Override
    public String toString() {
      return program.name() + " " + property;
    }
  }

  static Stream<Pair> pairs() {
    return CorpusTest.programs().stream().flatMap(p -> Stream.of(
        new Pair(p, "deadlock", Analysis::deadlock),
        new Pair(p, "termination", Analysis::termination)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pairs")
  void skeletonGivesTheVerdictsOfTheWholeProgram(Pair pair) {
    Analysis base = pair.program().analysis()
        .mainClass(pair.program().mainClass()).maxStates(MAX_STATES).timeout(TIMEOUT);
    Report sliced = pair.query().apply(base);
    Report whole = pair.query().apply(base.skeleton(false));
    String row = String.format(java.util.Locale.ROOT, "%s\t%s\t%s\t%d\t%d\t%d\t%d",
        sliced.modelVerdict(), whole.modelVerdict(), sliced.verdict(),
        sliced.statistics().places(), whole.statistics().places(),
        sliced.statistics().skeletonProcedures(), whole.statistics().procedures());
    synchronized (FIGURES) {
      FIGURES.put(pair.toString(), row);
    }
    if (sliced.modelVerdict() == Verdict.INCONCLUSIVE
        || whole.modelVerdict() == Verdict.INCONCLUSIVE) {
      Assumptions.abort("not decided within the budget: skeleton " + sliced + ", whole "
          + whole);
    }
    assertThat(sliced.modelVerdict()).as(pair + ": skeleton " + sliced.text() + "\nwhole "
        + whole.text()).isEqualTo(whole.modelVerdict());
    assertThat(sliced.statistics().places()).as(pair + " places")
        .isLessThanOrEqualTo(whole.statistics().places());
  }

  @AfterAll
  static void summary() {
    if (FIGURES.isEmpty()) {
      return;
    }
    int compared = 0;
    int equal = 0;
    long slicedPlaces = 0;
    long wholePlaces = 0;
    java.util.Set<String> programs = new java.util.TreeSet<>();
    for (Map.Entry<String, String> e : FIGURES.entrySet()) {
      String[] f = e.getValue().split("\t");
      programs.add(e.getKey().substring(0, e.getKey().lastIndexOf(' ')));
      if (f[0].equals("INCONCLUSIVE") || f[1].equals("INCONCLUSIVE")) {
        continue;
      }
      compared++;
      equal += f[0].equals(f[1]) ? 1 : 0;
      slicedPlaces += Long.parseLong(f[3]);
      wholePlaces += Long.parseLong(f[4]);
    }
    System.out.printf(java.util.Locale.ROOT, "skeleton differential: %d programs, %d pairs, %d"
        + " compared, %d equal; places %d (skeleton) vs %d (whole) on the compared pairs%n",
        programs.size(), FIGURES.size(), compared, equal, slicedPlaces, wholePlaces);
    List<String> lines = new java.util.ArrayList<>();
    lines.add("case\tskeleton\twhole\tjudged\tplaces_skeleton\tplaces_whole\tprocs_skeleton"
        + "\tprocs_whole");
    FIGURES.forEach((k, v) -> lines.add(k + "\t" + v));
    try {
      java.nio.file.Files.write(CorpusProgram.classFolder()
          .resolveSibling("corpus-skeleton-figures.tsv"), lines);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}

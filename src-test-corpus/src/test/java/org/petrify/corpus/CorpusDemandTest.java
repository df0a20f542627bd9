package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
import org.petrify.api.Caveat;

/**
 * The differential test of demand-driven translation ({@code
 * org.petrify.ir.frontend.DemandSet}): every corpus program is checked for deadlock and for
 * termination on the skeleton cut from the demand-driven translation (the default) and from
 * the translation of every reachable method ({@link Analysis#demandDriven(boolean)} off). The
 * two reports must have the same verdict for the model and the same UNSOUND caveats (by kind,
 * place and text); the demand-driven IMPRECISE caveats are among the full translation's (an
 * inert method's own, e.g. {@code value-bound}, are not reported: they never change a verdict,
 * and its stub is at least as coarse). A pair in which either side ran out
 * of its budget is not compared (skipped); the summary printed at the end counts programs,
 * pairs compared and the methods translated.
 */
@Execution(ExecutionMode.CONCURRENT)
class CorpusDemandTest {
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
  void demandDrivenGivesTheVerdictsAndCaveatsOfTheFullTranslation(Pair pair) {
    Analysis base = pair.program().analysis()
        .mainClass(pair.program().mainClass()).maxStates(MAX_STATES).timeout(TIMEOUT);
    Report demand = pair.query().apply(base.demandDriven(true));
    Report full = pair.query().apply(base.demandDriven(false));
    String row = String.format(java.util.Locale.ROOT, "%s\t%s\t%d\t%d\t%d\t%d",
        demand.modelVerdict(), full.modelVerdict(), demand.statistics().methodsTranslated(),
        full.statistics().methodsTranslated(), demand.statistics().places(),
        full.statistics().places());
    synchronized (FIGURES) {
      FIGURES.put(pair.toString(), row);
    }
    assertThat(caveats(demand.caveats(), Caveat.Effect.UNSOUND)).as(pair + " caveats")
        .isEqualTo(caveats(full.caveats(), Caveat.Effect.UNSOUND));
    assertThat(caveats(full.caveats(), Caveat.Effect.IMPRECISE)).as(pair + " caveats")
        .containsAll(caveats(demand.caveats(), Caveat.Effect.IMPRECISE));
    if (demand.modelVerdict() == Verdict.INCONCLUSIVE
        || full.modelVerdict() == Verdict.INCONCLUSIVE) {
      Assumptions.abort("not decided within the budget: demand " + demand + ", full " + full);
    }
    assertThat(demand.modelVerdict()).as(pair + ": demand " + demand.text() + "\nfull "
        + full.text()).isEqualTo(full.modelVerdict());
  }

  /** The caveats of one effect, as comparable text (kind, effect, place, message). */
  static Set<String> caveats(List<Caveat> caveats, Caveat.Effect effect) {
    Set<String> out = new TreeSet<>();
    for (Caveat c : caveats) {
      if (c.effect() == effect) {
        out.add(c.kind() + " " + c.effect() + " " + c.where() + " " + c.message());
      }
    }
    return out;
  }

  @AfterAll
  static void summary() {
    if (FIGURES.isEmpty()) {
      return;
    }
    int compared = 0;
    int equal = 0;
    long demandMethods = 0;
    long fullMethods = 0;
    Set<String> programs = new TreeSet<>();
    for (Map.Entry<String, String> e : FIGURES.entrySet()) {
      String[] f = e.getValue().split("\t");
      programs.add(e.getKey().substring(0, e.getKey().lastIndexOf(' ')));
      demandMethods += Long.parseLong(f[2]);
      fullMethods += Long.parseLong(f[3]);
      if (f[0].equals("INCONCLUSIVE") || f[1].equals("INCONCLUSIVE")) {
        continue;
      }
      compared++;
      equal += f[0].equals(f[1]) ? 1 : 0;
    }
    System.out.printf(java.util.Locale.ROOT, "demand differential: %d programs, %d pairs, %d"
        + " compared, %d equal; methods translated %d (demand) vs %d (full)%n", programs.size(),
        FIGURES.size(), compared, equal, demandMethods, fullMethods);
  }
}

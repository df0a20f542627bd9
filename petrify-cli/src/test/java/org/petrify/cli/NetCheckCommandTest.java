package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.api.report.JsonReader;

/** {@code petrify net-check} in-process on the bundled example nets. */
class NetCheckCommandTest {
  static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();
  static final String SYM = EXAMPLES.resolve("philosophers-5.pnml").toString();
  static final String ASYM = EXAMPLES.resolve("philosophers-asym-5.pnml").toString();
  static final String SYM_LOLA = EXAMPLES.resolve("philosophers-5.net").toString();
  static final String ASYM_LOLA = EXAMPLES.resolve("philosophers-asym-5.net").toString();

  @TempDir Path dir;

  @Test
  void deadlockOfTheSymmetricPhilosophers() {
    Cli r = Cli.run("net-check", SYM, "--formula", "EF DEADLOCK");
    assertThat(r.status()).isZero();
    assertThat(r.out()).isEqualTo(
        "FORMULA formula-1 TRUE TECHNIQUES EXPLICIT STRUCTURAL_REDUCTION STUBBORN_SETS\n");
    assertThat(r.err()).contains("formula-1: TRUE", "states", "witness: take1_",
        "structural reduction places 20 -> 10, transitions 15 -> 10");
    Cli plain = Cli.run("net-check", SYM, "--formula", "EF DEADLOCK", "--no-reduce");
    assertThat(plain.out()).isEqualTo("FORMULA formula-1 TRUE TECHNIQUES EXPLICIT STUBBORN_SETS\n");
    assertThat(plain.err()).doesNotContain("structural reduction");
  }

  @Test
  void aStructuralProofIsReportedAsTheTechnique() {
    // Reduced, the asymmetric philosophers keep one transition without pre-places: never dead.
    Cli r = Cli.run("net-check", ASYM, "--formula", "EF DEADLOCK");
    assertThat(r.status()).isZero();
    assertThat(r.out()).isEqualTo(
        "FORMULA formula-1 FALSE TECHNIQUES STRUCTURAL_REDUCTION TOPOLOGICAL\n");
    assertThat(r.err()).contains("formula-1: FALSE, decided by: siphon-trap, 0 states");
    Cli json = Cli.run("net-check", ASYM, "--formula", "AG NOT DEADLOCK", "--format", "json");
    assertThat(json.out().replaceAll("\\s", "")).contains("\"verdict\":\"TRUE\"",
        "\"decidedBy\":\"siphon-trap\"");
    Cli plain = Cli.run("net-check", ASYM, "--formula", "EF DEADLOCK", "--no-reduce");
    assertThat(plain.out()).isEqualTo("FORMULA formula-1 FALSE TECHNIQUES EXPLICIT STUBBORN_SETS\n");
    assertThat(plain.err()).doesNotContain("decided by");
  }

  @Test
  void jsonReportsTheStructuralReduction() {
    Cli r = Cli.run("net-check", ASYM, "--formula", "EF DEADLOCK", "--format", "json");
    assertThat(r.status()).isZero();
    String compact = r.out().replaceAll("\\s", "");
    assertThat(compact).contains("\"structuralReduction\":{\"placesBefore\":20,\"placesAfter\":0,"
        + "\"transitionsBefore\":15,\"transitionsAfter\":1,\"rules\":[");
    Cli plain = Cli.run("net-check", ASYM, "--formula", "EF DEADLOCK", "--format", "json",
        "--no-reduce");
    assertThat(plain.out().replaceAll("\\s", "")).contains("\"structuralReduction\":null");
  }

  @Test
  void everySearchAndReductionAgrees() {
    for (String net : List.of(SYM, ASYM, SYM_LOLA, ASYM_LOLA)) {
      String expected = net.equals(SYM) || net.equals(SYM_LOLA) ? "TRUE" : "FALSE";
      for (String search : List.of("dfs", "bfs", "interleaved")) {
        for (boolean por : List.of(true, false)) {
          for (boolean reduce : List.of(true, false)) {
            List<String> args = new java.util.ArrayList<>(List.of("net-check", net, "--formula",
                "EF DEADLOCK", "--search", search));
            if (!por) {
              args.add("--no-por");
            }
            if (!reduce) {
              args.add("--no-reduce");
            }
            Cli r = Cli.run(args.toArray(new String[0]));
            assertThat(r.status()).isZero();
            assertThat(r.out()).as(net + " " + search + " " + por + " " + reduce)
                .startsWith("FORMULA formula-1 " + expected + " ");
          }
        }
      }
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasTheDocumentedMembersAndAWitnessThatReachesTheDeadlock() {
    Cli r = Cli.run("net-check", SYM, "--formula", "EF DEADLOCK", "--formula",
        "AG (eat_0 + eat_1 <= 1)", "--format", "json", "--search", "bfs");
    assertThat(r.status()).isZero();
    Map<String, Object> doc = JsonReader.object(r.out());
    assertThat(doc).containsKeys("net", "formulas");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> formulas = (List<Map<String, Object>>) doc.get("formulas");
    assertThat(formulas).hasSize(2);
    Map<String, Object> f = formulas.get(0);
    assertThat(f).containsKeys("id", "verdict", "states", "edges", "millis", "witness");
    assertThat(f.get("verdict")).isEqualTo("TRUE");
    assertThat((Long) f.get("states")).isPositive();
    // BFS gives a shortest witness: every philosopher takes the left fork once.
    assertThat((List<Object>) f.get("witness")).containsExactlyInAnyOrder(
        "take1_0", "take1_1", "take1_2", "take1_3", "take1_4");
    assertThat(formulas.get(1).get("verdict")).isEqualTo("TRUE");
    assertThat(formulas.get(1).get("witness")).isNull();
  }

  @Test
  void mccXmlGivesOneLinePerProperty() {
    Cli r = Cli.run("net-check", SYM, "--mcc-xml",
        EXAMPLES.resolve("philosophers-5.queries.xml").toString());
    List<String> lines = r.out().lines().toList();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(0)).startsWith("FORMULA Philosym5-Deadlock TRUE ");
    assertThat(lines.get(1)).startsWith("FORMULA Philosym5-Neighbours TRUE ");
    assertThat(lines.get(2)).startsWith("FORMULA Philosym5-TwoEat TRUE ");
    // AG EF FIREABLE(rel_0) is FALSE: the deadlock.
    assertThat(lines.get(3)).startsWith("FORMULA Philosym5-ReleaseFireable FALSE ");
    assertThat(lines.get(4)).startsWith("FORMULA Philosym5-EatersBound 2 ");
    assertThat(r.status()).isZero();
  }

  @Test
  void aStateBudgetGivesCannotComputeAndStatus3() {
    Cli r = Cli.run("net-check", ASYM, "--formula", "EF DEADLOCK", "--max-states", "3", "--no-por",
        "--no-reduce"); // reduced, the asymmetric philosophers need a single state
    assertThat(r.status()).isEqualTo(3);
    assertThat(r.out()).startsWith("FORMULA formula-1 CANNOT_COMPUTE");
    assertThat(r.err()).contains("formula-1: CANNOT_COMPUTE (");
  }

  @Test
  void aStateBudgetOverflowDoesNotSpoilTheNextFormula() {
    // The first formula needs all 70 states and fills the session's store up to the budget;
    // the second needs 9 states (a stubborn lasso) and must get a fresh session.
    Cli r = Cli.run("net-check", ASYM_LOLA, "--formula", "AG EF (eat_0 > 0)", "--formula",
        "EG (eat_0 = 0)", "--max-states", "10");
    assertThat(r.status()).isEqualTo(3);
    assertThat(r.out()).startsWith("FORMULA formula-1 CANNOT_COMPUTE ")
        .contains("FORMULA formula-2 TRUE ");
    assertThat(r.err()).contains("formula-1: CANNOT_COMPUTE (state budget of 10 states");
  }

  @Test
  void formulasOfOneRunShareTheStateGraph() {
    // After the global check of formula-1 the reachability formula-2 is labelled on the
    // graph: no new exploration, no stubborn search.
    Cli r = Cli.run("net-check", SYM_LOLA, "--formula", "EX EX (eat_0 > 0)", "--formula",
        "AG (eat_0 + eat_1 <= 1)");
    assertThat(r.status()).isZero();
    assertThat(r.out()).isEqualTo("FORMULA formula-1 TRUE TECHNIQUES EXPLICIT\n"
        + "FORMULA formula-2 TRUE TECHNIQUES EXPLICIT\n");
    assertThat(r.err()).contains("formula-2: TRUE, ", "CTL global labelling");
  }

  @Test
  void anUnknownPlaceInAFormulaIsBadInput() {
    Cli r = Cli.run("net-check", SYM, "--formula", "EF (eat_9 > 0)");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("petrify: formula:1:5: unknown place 'eat_9'");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void aFormulaSyntaxErrorIsBadInput() {
    Cli r = Cli.run("net-check", SYM, "--formula", "EF (eat_0 > ");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).startsWith("petrify: formula:1:");
    assertThat(r.oneErrorLine()).isTrue();
  }

  @Test
  void aGarbageNetFileIsNamedWithLineAndColumn() throws IOException {
    Path garbage = Files.writeString(dir.resolve("garbage.pnml"), "<pnml><net id='x'>\n<place id=");
    Cli r = Cli.run("net-check", garbage.toString(), "--formula", "EF DEADLOCK");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).matches("petrify: \\Q" + garbage + "\\E:\\d+:\\d+: .*\\n");
    assertThat(r.oneErrorLine()).isTrue();
  }

  @Test
  void aGarbageMccFileIsBadInput() throws IOException {
    Path garbage = Files.writeString(dir.resolve("q.xml"), "<property-set><property><id>x</id>");
    Cli r = Cli.run("net-check", SYM, "--mcc-xml", garbage.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).startsWith("petrify: " + garbage);
    assertThat(r.oneErrorLine()).isTrue();
  }

  @Test
  void ctlFormulasAreDecided() {
    Cli r = Cli.run("net-check", ASYM_LOLA, "--formula", "AG EF (eat_0 > 0)", "--formula",
        "EG (eat_0 = 0)", "--no-por");
    assertThat(r.status()).isZero();
    assertThat(r.out()).isEqualTo("FORMULA formula-1 TRUE TECHNIQUES EXPLICIT\n"
        + "FORMULA formula-2 TRUE TECHNIQUES EXPLICIT\n");
  }

  @Test
  void aGarbageLolaFileIsNamedWithLineAndColumn() throws IOException {
    Path garbage = Files.writeString(dir.resolve("garbage.net"), "PLACE p, q;\nMARKING p: x;\n");
    Cli r = Cli.run("net-check", garbage.toString(), "--formula", "EF DEADLOCK");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).matches("petrify: \\Q" + garbage + "\\E:2:\\d+: .*\\n");
  }

  @Test
  void debugShowsTheStackTrace() {
    Cli r = Cli.run("net-check", SYM, "--formula", "EF (eat_9 > 0)", "--debug");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("\tat org.petrify.");
  }
}

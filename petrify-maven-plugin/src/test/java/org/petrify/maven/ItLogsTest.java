package org.petrify.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Reads what the two invoked builds of {@code src/it} left in {@code target/it} (runs in the
 * verify phase, after maven-invoker-plugin checked each build's result): in the deadlocking
 * bank the {@code @PetrifyCheck} tests fail (surefire reports them and goes on) and
 * petrify:check fails the build for the deadlock; in its fixed twin both pass.
 */
class ItLogsTest {
  static final Path IT = Path.of(System.getProperty("petrify.it", "target/it"));

  static String log(String project) throws IOException {
    return Files.readString(IT.resolve(project).resolve("build.log"));
  }

  @Test
  void thePluginFailsTheDeadlockingBuildWithTheReportAndSarif() throws IOException {
    String log = log("plugin-deadlock");
    assertThat(log).contains("Petrify: app.Bank: deadlock: VIOLATED", "Found one Java-level deadlock",
        "Bank.java:11", "Petrify found violations: app.Bank: deadlock", "BUILD FAILURE");
    Path reports = IT.resolve("plugin-deadlock/target/petrify");
    assertThat(reports.resolve("app.Bank-deadlock.txt")).exists();
    assertThat(reports.resolve("petrify.html")).exists();
    String sarif = Files.readString(reports.resolve("petrify.sarif"));
    assertThat(sarif).contains("\"ruleId\": \"deadlock\"", "\"codeFlows\"", "\"SRCROOT\"",
        "\"originalUriBaseIds\"");
    // Relative to the repository root (the sample lies inside this repository), as code
    // scanning resolves them: .../plugin-deadlock/src/main/java/app/Bank.java, never absolute.
    assertThat(sarif).containsPattern("\"uri\": \"[^/\"][^\"]*plugin-deadlock/src/main/java/app/Bank\\.java\"");
  }

  @Test
  void thePluginPassesTheFixedTwin() throws IOException {
    String log = log("plugin-fixed");
    assertThat(log).contains("Petrify: app.Bank: deadlock: HOLDS",
        "Petrify: app.Bank: termination: HOLDS", "BUILD SUCCESS");
    String sarif = Files.readString(IT.resolve("plugin-fixed/target/petrify/petrify.sarif"));
    assertThat(sarif).contains("\"results\": []");
  }

  @Test
  void theJUnitExtensionFailsTheDeadlockingTestsAndPassesTheTwin() throws IOException {
    String failing = log("plugin-deadlock");
    assertThat(failing).contains("Tests run: 2, Failures: 2", "deadlock is violated",
        "BankConcurrencyTest.transfersNeverDeadlock");
    String passing = log("plugin-fixed");
    assertThat(passing).contains("Tests run: 2, Failures: 0, Errors: 0, Skipped: 0");
  }

  @Test
  void aMultiModuleBuildSkipsTheParentAndTheLibraryAndChecksTheJarsMainClass() throws IOException {
    String log = log("multi-module");
    assertThat(log).contains("Petrify: nothing to analyse in a module with pom packaging",
        "Petrify: nothing to analyse in core",
        "Petrify: checking the jar's Main-Class app.Main",
        "Petrify: app.Main: deadlock: VIOLATED",
        // the cycle spans both modules: frames of lib.Account (core) under threads of app.Main
        "lib.Account.transferTo(Account.java:", "app.Main.lambda$main$",
        "BUILD FAILURE");
    assertThat(log).doesNotContain("configure at least one");
    // one SARIF log and one page for the whole build, in the top-level project
    Path aggregate = IT.resolve("multi-module/target/petrify");
    String sarif = Files.readString(aggregate.resolve("petrify-build.sarif"));
    assertThat(sarif).contains("\"entryPoint\": \"app: app.Main\"",
        "\"uri\": \"petrify-maven-plugin/target/it/multi-module/core/src/main/java/lib/Account.java\"")
        .containsOnlyOnce("\"runs\"");
    assertThat(aggregate.resolve("petrify-build.html")).isRegularFile();
  }

  @Test
  void aLibraryWhoseOnlyEntryPointsAreTestsHasEachMatchingTestMethodChecked() throws IOException {
    String log = log("tests-only");
    assertThat(log).contains("Petrify: 3 test method(s) match **/*ConcurrencyTest",
        "Petrify: app.AuditConcurrencyTest#auditBesideATransfer: deadlock: HOLDS",
        "Petrify: app.LedgerConcurrencyTest#oppositeTransfers: deadlock: VIOLATED",
        "Petrify: app.LedgerConcurrencyTest#transfersInOneDirection: deadlock: HOLDS",
        "app.Ledger.transfer(Ledger.java:",
        "Petrify found violations: app.LedgerConcurrencyTest#oppositeTransfers: deadlock",
        "BUILD FAILURE");
    assertThat(log).doesNotContain("nothing to analyse");
    assertThat(IT.resolve("tests-only/target/petrify/petrify.sarif")).isRegularFile();
  }

  @Test
  void aBaselineKeepsTheKnownFindingAndANewOneFailsTheBuild() throws IOException {
    Path project = IT.resolve("plugin-baseline");
    String baseline = Files.readString(project.resolve("baseline.sarif"));
    assertThat(baseline).contains("\"petrify/v1\"", "app.Bank");
    // the last invocation: app.Bank known, app.Ledger new
    String sarif = Files.readString(project.resolve("target/petrify/petrify.sarif"));
    assertThat(sarif).contains("\"baselineState\": \"unchanged\"", "\"baselineState\": \"new\"");
    String log = log("plugin-baseline");
    assertThat(log).contains("known finding, in the baseline baseline.sarif",
        "Petrify found violations: app.Ledger: deadlock", "BUILD FAILURE");
    assertThat(log).doesNotContain("Petrify found violations: app.Bank");
  }
}

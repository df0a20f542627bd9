package org.petrify.api.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.api.JavaProgramTest;
import org.petrify.api.Petrify;
import org.petrify.api.Report;

class KnownFindingsTest {
  static Report deadlock(String main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass("org.petrify.api.fixtures." + main)
        .deadlock();
  }

  @Test
  void aBaselineRoundTrip(@TempDir Path tmp) throws IOException {
    Report known = deadlock("TransferDeadlock");
    Report other = deadlock("LockCycle");
    assertThat(known.violated()).isTrue();
    assertThat(other.violated()).isTrue();
    Path file = tmp.resolve("baseline.sarif");
    KnownFindings.writeBaseline(file, Map.of("app", known));
    assertThat(SarifSchema.violations(Files.readString(file))).isEmpty();

    KnownFindings baseline = KnownFindings.baseline(file);
    assertThat(baseline.baselineSize()).isEqualTo(1);
    assertThat(baseline.triage(known).status()).isEqualTo(KnownFindings.Status.IN_BASELINE);
    assertThat(baseline.triage(known).why()).contains("baseline.sarif");
    assertThat(baseline.triage(other).status()).isEqualTo(KnownFindings.Status.NEW);
    assertThat(KnownFindings.none().triage(known).isNew()).isTrue();
    Report holds = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.TransferOrdered").deadlock();
    assertThat(baseline.triage(holds).status()).isEqualTo(KnownFindings.Status.NO_FINDING);

    // The SARIF of a later run marks each finding against the baseline.
    String sarif = ReportSarif.write(Map.of("a", known, "b", other), SourceLocations.none(),
        baseline);
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    assertThat(sarif).contains("\"baselineState\": \"unchanged\"", "\"baselineState\": \"new\"");
  }

  @Test
  void fingerprintsIgnoreWhatTheRunDoesNotChange() {
    assertThat(ReportSarif.fingerprints(deadlock("TransferDeadlock")))
        .hasSize(1).isEqualTo(ReportSarif.fingerprints(deadlock("TransferDeadlock")));
    assertThat(ReportSarif.fingerprints(deadlock("TransferDeadlock")))
        .isNotEqualTo(ReportSarif.fingerprints(deadlock("LockCycle")));
  }

  @Test
  void aSuppressAnnotationOnAWitnessMethodSuppressesThatPropertyOnly() {
    KnownFindings known = KnownFindings.none().withSuppressionsFrom(
        List.of(JavaProgramTest.classes()));
    KnownFindings.Triage t = known.triage(deadlock("SuppressedCycle"));
    assertThat(t.status()).isEqualTo(KnownFindings.Status.SUPPRESSED);
    assertThat(t.why()).contains("@Suppress(\"deadlock\")", "SuppressedCycle.both");
    // annotated for termination only: the deadlock is new
    assertThat(known.triage(deadlock("SuppressedClass")).status())
        .isEqualTo(KnownFindings.Status.NEW);
    // without the class path no annotation is read
    assertThat(KnownFindings.none().triage(deadlock("SuppressedCycle")).isNew()).isTrue();
    String sarif = ReportSarif.write(Map.of("", deadlock("SuppressedCycle")),
        SourceLocations.none(), known);
    assertThat(sarif).contains("\"suppressions\"", "\"inSource\"");
    assertThat(SarifSchema.violations(sarif)).isEmpty();
  }

  @Test
  void aBadBaselineIsOneClearLine(@TempDir Path tmp) throws IOException {
    Path junk = tmp.resolve("junk.sarif");
    Files.writeString(junk, "{ not json");
    assertThatThrownBy(() -> KnownFindings.baseline(junk))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("junk.sarif")
        .hasMessageNotContaining("\n");
    assertThatThrownBy(() -> KnownFindings.baseline(tmp.resolve("missing.sarif")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("missing.sarif");
    Path notSarif = tmp.resolve("x.sarif");
    Files.writeString(notSarif, "{\"a\": 1}");
    assertThatThrownBy(() -> KnownFindings.baseline(notSarif))
        .hasMessageContaining("not a SARIF log");
  }

  @Test
  void lambdasCountAsTheMethodTheyAreWrittenIn() {
    assertThat(KnownFindings.sourceMethod("lambda$main$0")).isEqualTo("main");
    assertThat(KnownFindings.sourceMethod("lambda$static$1")).isEqualTo("<clinit>");
    assertThat(KnownFindings.sourceMethod("transfer")).isEqualTo("transfer");
  }
}

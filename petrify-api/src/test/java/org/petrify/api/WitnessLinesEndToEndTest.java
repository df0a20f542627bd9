package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A deadlock after a long prefix: the report's interleaving fits on a screen. */
class WitnessLinesEndToEndTest {
  /**
   * On the whole program: the concurrency skeleton slices the fixture's long prefix away
   * already, and the summary is what is tested here.
   */
  static final Analysis LONG = Petrify.analyze(JavaProgramTest.classes())
      .mainClass("org.petrify.api.fixtures.LongPrefixDeadlock").skeleton(false);

  /** The lines of the text report's interleaving. */
  static List<String> interleaving(String text) {
    String section = text.substring(text.indexOf("Interleaving that leads there:\n"));
    section = section.substring(section.indexOf('\n') + 1);
    return Arrays.stream(section.split("\n")).takeWhile(l -> l.startsWith("  ")).toList();
  }

  @Test
  void theInterleavingShowsEveryLockAndSummarisesThePrefix() {
    Report r = LONG.deadlock();
    assertThat(r.violated()).isTrue();
    List<String> lines = interleaving(r.text());
    System.out.println("LongPrefixDeadlock: " + r.witness().size() + " steps, "
        + lines.size() + " lines\n" + String.join("\n", lines));
    assertThat(r.witness().size()).isGreaterThan(60);
    assertThat(lines.size()).isLessThanOrEqualTo(30).isEqualTo(r.witnessLines().size());
    for (Step s : r.witness()) {
      if (s.kind().isSkeleton()) {
        assertThat(lines).contains("  " + s);
      }
    }
    assertThat(r.witness()).filteredOn(s -> s.kind() == StepKind.LOCK).hasSizeGreaterThanOrEqualTo(2);
    assertThat(lines).anyMatch(l -> l.matches("  … \\d+ steps by main in .*"));
  }

  @Test
  void theFullWitnessShowsEveryStepAndOnlyThePresentationChanges() {
    Report summarised = LONG.deadlock();
    Report full = LONG.fullWitness(true).deadlock();
    assertThat(full.fullWitness()).isTrue();
    assertThat(summarised.fullWitness()).isFalse();
    // The steps (which the JVM replay follows) and the final state are the same.
    assertThat(full.witness()).isEqualTo(summarised.witness());
    assertThat(full.explanation()).isEqualTo(summarised.explanation());
    List<String> lines = interleaving(full.text());
    assertThat(lines).hasSize(full.witness().size());
    for (int i = 0; i < lines.size(); i++) {
      assertThat(lines.get(i)).isEqualTo("  " + full.witness().get(i));
    }
    assertThat(interleaving(summarised.withFullWitness(true).text())).isEqualTo(lines);
    assertThat(interleaving(full.withFullWitness(false).text()))
        .isEqualTo(interleaving(summarised.text()));
  }
}

package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.api.JavaProgramTest;
import org.petrify.api.report.JsonReader;

/**
 * {@code check} summarises the steps outside the concurrency skeleton in every format, and
 * {@code --full-witness} shows them all.
 */
class FullWitnessTest {
  static final String CP = JavaProgramTest.classes().toString();
  static final String MAIN = "org.petrify.api.fixtures.LongPrefixDeadlock";

  @Test
  @SuppressWarnings("unchecked")
  void everyFormatFollowsTheSummaryAndFullWitnessDisablesIt(@TempDir Path dir) throws Exception {
    Cli json = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton", "--format", "json",
        "--witness-svg", dir.resolve("w.svg").toString());
    assertThat(json.status()).isEqualTo(1);
    Map<String, Object> doc = JsonReader.object(json.out());
    List<Map<String, Object>> witness = (List<Map<String, Object>>) doc.get("witness");
    long steps = (Long) doc.get("witnessSteps");
    long counted = 0;
    int summaries = 0;
    for (Map<String, Object> line : witness) {
      if (line.containsKey("skipped")) {
        summaries++;
        counted += (Long) line.get("skipped");
        assertThat(line).containsKeys("first", "last", "thread", "where", "text");
        assertThat((String) line.get("text")).startsWith("… ");
      } else {
        counted++;
        assertThat(line).containsKeys("step", "thread", "kind", "action", "at", "transition");
        assertThat(line.get("kind")).isNotEqualTo("OTHER");
      }
    }
    assertThat(summaries).isPositive();
    assertThat(counted).isEqualTo(steps);
    assertThat(witness.size()).isLessThan((int) steps / 5);
    String svg = Files.readString(dir.resolve("w.svg"));
    assertThat(svg).contains("data-kind=\"summary\"");

    Cli full = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton", "--format", "json",
        "--full-witness");
    Map<String, Object> fullDoc = JsonReader.object(full.out());
    List<Map<String, Object>> all = (List<Map<String, Object>>) fullDoc.get("witness");
    assertThat(all).hasSize((int) steps).noneMatch(l -> l.containsKey("skipped"));
    assertThat(fullDoc.get("witnessSteps")).isEqualTo(steps);

    Cli text = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton");
    Cli fullText = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton",
        "--full-witness");
    assertThat(text.out()).contains("  … ").contains(" steps by main in ");
    assertThat(fullText.out()).doesNotContain("  … ");
    assertThat(fullText.out().lines().count() - text.out().lines().count())
        .isEqualTo(steps - witness.size());

    Cli sarif = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton", "--format",
        "sarif");
    assertThat(sarif.out()).contains("steps by main in ").contains("\"unimportant\"");
    assertThat(org.petrify.api.report.SarifSchema.violations(sarif.out())).isEmpty();
    Cli html = Cli.run("check", CP, "--main", MAIN, "--property", "deadlock", "--no-skeleton", "--format",
        "html");
    assertThat(html.out()).contains("data-kind=\"summary\"");
  }
}

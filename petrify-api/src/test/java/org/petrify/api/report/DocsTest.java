package org.petrify.api.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The pictures and logs committed under docs/ are what the code writes: valid and complete. */
class DocsTest {
  static final Path DOCS = Path.of("..", "docs");

  @Test
  void everyCommittedSarifLogIsSchemaValidWithACodeFlow() throws IOException {
    List<Path> logs;
    try (Stream<Path> files = Files.list(DOCS)) {
      logs = files.filter(f -> f.toString().endsWith(".sarif")).toList();
    }
    assertThat(logs).hasSizeGreaterThanOrEqualTo(2);
    for (Path log : logs) {
      String sarif = Files.readString(log);
      assertThat(SarifSchema.violations(sarif)).as(log.toString()).isEmpty();
      assertThat(sarif).as(log.toString()).contains("\"codeFlows\"", "\"threadFlows\"");
    }
  }

  @Test
  void theReadmeExampleIsDrawn() throws IOException {
    var svg = Xml.parse(Files.readString(DOCS.resolve("classic-deadlock.svg")));
    assertThat(Xml.byClass(svg, "g", "cycle")).isNotEmpty();
    var html = Xml.parse(Files.readString(DOCS.resolve("classic-deadlock.html")));
    assertThat(Xml.byClass(html, "section", "report")).hasSize(1);
    assertThat(Files.readString(Path.of("..", "README.md"))).contains("docs/classic-deadlock.svg",
        "docs/classic-deadlock.html");
  }
}

package org.petrify.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What {@link RealJarFigures} reads from a child's progress lines and errors, and that every
 * harness it lists can be set up: its entry class is compiled in this module, its class
 * prefixes select it, and its jars are in the local repository the build resolved them into.
 * The analyses themselves are run by hand (they take minutes).
 */
class RealJarFiguresTest {
  @Test
  void theLargestCountsOfTheProgressLinesAreTaken() {
    String progress = """
        petrify: deadlock: load: 12 classes read, 3.0 s
        petrify: deadlock: translate: 1,345 classes read, 4,902 methods reached, 17 procedures translated, 1.2 s
        petrify: deadlock: encode: 1,340 classes read, 4,900 methods reached, 312 methods in the skeleton, 5,862 subnets, 9.9 s
        """;
    Map<String, Long> counts = RealJarFigures.counts(progress);
    assertThat(counts).containsEntry("classes", 1345L).containsEntry("methods", 4902L)
        .containsEntry("skeleton", 312L);
    assertThat(RealJarFigures.counts("petrify: deadlock: load: 3 classes read, 0.1 s"))
        .doesNotContainKey("skeleton");
  }

  @Test
  void anErrorIsShortenedForTheTable() {
    assertThat(RealJarFigures.shortNote("exit 70: petrify: internal error:"
        + " java.lang.IllegalArgumentException: duplicate procedure"
        + " com.google.common.collect.ImmutableList.iterator()[com.google.common.collect.Re"))
        .isEqualTo("exit 70: IllegalArgumentException: duplicate procedure"
            + " ImmutableList.iterator()");
  }

  @Test
  void everyHarnessCanBeSetUp() throws Exception {
    Set<String> names = RealJarFigures.HARNESSES.stream().map(RealJarFigures.Harness::name)
        .collect(Collectors.toSet());
    assertThat(names).hasSize(RealJarFigures.HARNESSES.size()).hasSizeGreaterThanOrEqualTo(10);
    Path repo = RealJarFigures.repository();
    for (RealJarFigures.Harness h : RealJarFigures.HARNESSES) {
      Path classes = RealJarFigures.harnessClasses(h);
      assertThat(classes.resolve(h.entry().replace('.', '/') + ".class")).as(h.name())
          .isRegularFile();
      for (String coordinate : h.jars()) {
        assertThat(RealJarFigures.jar(repo, coordinate)).as(h.name() + " " + coordinate)
            .isRegularFile();
      }
      assertThat(h.expected()).isIn("HOLDS", "VIOLATED");
      try (var files = Files.walk(classes)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}

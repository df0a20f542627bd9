package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The Gradle sample in docs/gradle names only what exists: every {@code "--option"} is an
 * option of {@code petrify check}, its main class is the command line's, and the artifacts it
 * depends on are modules of this build.
 */
class GradleSampleTest {
  static final Path SAMPLE = DocsCommandsTest.ROOT.resolve("docs/gradle/build.gradle.kts");

  @Test
  void theSampleNamesExistingOptionsClassesAndArtifacts() throws IOException {
    String sample = Files.readString(SAMPLE);
    Set<String> check = DocsCommandsTest.names(new CommandLine(Main.class).getSubcommands()
        .get("check").getCommandSpec());
    List<String> options = new ArrayList<>();
    Matcher m = Pattern.compile("\"(--[a-z][a-z0-9-]*)\"").matcher(sample);
    while (m.find()) {
      options.add(m.group(1));
    }
    assertThat(options).isNotEmpty().allSatisfy(o -> assertThat(check).contains(o));
    assertThat(sample).contains("mainClass.set(\"" + Main.class.getName() + "\")");
    Matcher artifact = Pattern.compile("\"org\\.petrify:([a-z-]+):").matcher(sample);
    int artifacts = 0;
    while (artifact.find()) {
      assertThat(DocsCommandsTest.ROOT.resolve(artifact.group(1)).resolve("pom.xml"))
          .as(artifact.group(1)).isRegularFile();
      artifacts++;
    }
    assertThat(artifacts).isGreaterThanOrEqualTo(3);
  }
}

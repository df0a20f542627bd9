package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input gives a one-line FrontendException naming the problem. */
class BadInputTest {
  @TempDir Path dir;

  private static void fails(List<Path> cp, String main, String message) {
    assertThatThrownBy(() -> Frontend.translate(cp, EntryPoint.mainClass(main)))
        .isInstanceOf(FrontendException.class).hasMessageContaining(message)
        .satisfies(e -> org.assertj.core.api.Assertions.assertThat(e.getMessage())
            .doesNotContain("\n"));
  }

  @Test
  void missingPath() {
    fails(List.of(dir.resolve("nothing")), "a.B", "classpath entry not found");
  }

  @Test
  void noClassFiles() {
    fails(List.of(dir), "a.B", "no class files");
  }

  @Test
  void mainClassNotFound() {
    fails(List.of(RbDump.testClasses()), "no.such.Main", "main class not found: no.such.Main");
  }

  @Test
  void noMainMethod() {
    fails(List.of(RbDump.testClasses()), BadInputTest.class.getName(), "no main method");
  }

  @Test
  void entryMethodNotFound() {
    assertThatThrownBy(() -> Frontend.translate(List.of(RbDump.testClasses()),
        EntryPoint.method(BadInputTest.class.getName(), "nope")))
        .isInstanceOf(FrontendException.class).hasMessageContaining("entry method not found");
  }

  @Test
  void corruptClassFile() throws IOException {
    Files.write(dir.resolve("Broken.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, 1, 2, 3});
    fails(List.of(dir), "Broken", "bad class file");
  }

  @Test
  void unreadableJar() throws IOException {
    Path jar = dir.resolve("app.jar");
    Files.writeString(jar, "this is not a zip file");
    fails(List.of(jar), "a.B", "unreadable jar");
  }
}

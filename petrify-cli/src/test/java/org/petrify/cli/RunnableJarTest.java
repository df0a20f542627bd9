package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The shaded jar as users run it, {@code java -jar petrify-cli-VERSION.jar}, in a JVM of its
 * own with nothing else on the class path (runs in the integration-test phase, after package).
 */
class RunnableJarTest {
  static final Path JAR = Path.of(System.getProperty("petrify.cli.jar", "missing"));
  static final Path EXAMPLES = Path.of(System.getProperty("petrify.examples", "../examples"));

  record Run(int status, String out, String err) {}

  static Run java(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
        JAR.toString()));
    command.addAll(List.of(args));
    Path out = Files.createTempFile("petrify-cli", ".out");
    Path err = Files.createTempFile("petrify-cli", ".err");
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished in time").isTrue();
    Run r = new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
    Files.delete(out);
    Files.delete(err);
    return r;
  }

  @Test
  void theJarIsNamedByVersionAndRunnable() throws Exception {
    assertThat(JAR.getFileName().toString())
        .isEqualTo("petrify-cli-" + System.getProperty("petrify.version") + ".jar");
    try (JarFile jar = new JarFile(JAR.toFile())) {
      assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
          .isEqualTo("org.petrify.cli.Main");
    }
    Run v = java("--version");
    assertThat(v.status()).as(v.err()).isZero();
    assertThat(v.out().strip()).isEqualTo("petrify " + System.getProperty("petrify.version"));
  }

  @Test
  void itChecksAnRbProgramAndANet() throws Exception {
    Run r = java("check", EXAMPLES.resolve("rb/two-locks.rb").toString(), "--property",
        "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).startsWith("deadlock: VIOLATED");
    Run n = java("net-check", EXAMPLES.resolve("philosophers-5.net").toString(), "--formula",
        "EF DEADLOCK");
    assertThat(n.status()).as(n.err()).isZero();
    assertThat(n.out()).startsWith("FORMULA formula-1 TRUE");
  }

  @Test
  void itFindsTheDeadlockOfTheReadmeExampleInBytecode() throws Exception {
    Path classes = Files.createTempDirectory("petrify-cli-classes");
    Path source = EXAMPLES.resolve("java/demo/ClassicDeadlock.java");
    int javac = javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-g",
        "--release", "17", "-d", classes.toString(), source.toString());
    assertThat(javac).isZero();
    Run r = java("check", classes.toString(), "--main", "demo.ClassicDeadlock", "--property",
        "deadlock");
    assertThat(r.status()).as(r.out() + r.err()).isEqualTo(1);
    assertThat(r.out()).startsWith("deadlock: VIOLATED").contains("ClassicDeadlock.java:14");
    assertThat(r.err()).as("nothing above the report, e.g. no SLF4J warning").isEmpty();
    Run bad = java("check", "/no/such/dir", "--main", "x.Y", "--property", "deadlock");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err().strip().lines().count()).isEqualTo(1);
  }
}

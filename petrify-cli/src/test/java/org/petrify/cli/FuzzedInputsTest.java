package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damaged inputs, saved and generated: every one ends with a status of the contract and no
 * stack trace. Class files: 0, 1, 2, 3 or 70, one line on stderr for 2 and 70, and 1 (VIOLATED)
 * only for a class the JVM itself loads and links (a class the JVM would refuse is bad input,
 * never analysed). Nets: 0, 2, 3 or 70 (net-check has no 1). The saved inputs are in {@code
 * src/test/fuzz} (class files of the example {@code demo.ClassicDeadlock} with one
 * defect each, jars, nets); the generated ones are new each run, from a seed printed on stdout
 * ({@code -Dpetrify.fuzz.seed=N} repeats a run).
 */
class FuzzedInputsTest {
  static final Path FUZZ = resources();
  static final String MAIN = "demo.ClassicDeadlock";
  static final int GENERATED = Integer.getInteger("petrify.fuzz.count", 12);

  @TempDir Path dir;

  /**
   * The saved inputs: outside the test resources on purpose, since other tests analyse the
   * test classes folder and must not find damaged class files in it.
   */
  static Path resources() {
    return Path.of("src", "test", "fuzz").toAbsolutePath();
  }

  static long seed() {
    Long fixed = Long.getLong("petrify.fuzz.seed");
    long seed = fixed != null ? fixed : System.nanoTime();
    System.out.println("FuzzedInputsTest seed: " + seed + " (-Dpetrify.fuzz.seed=" + seed
        + " repeats it)");
    return seed;
  }

  /** The statuses a check may end with, and what each allows. */
  static void assertContract(Cli r, String what, byte[] classBytes) {
    assertThat(r.status()).as(what + ": " + r.err()).isIn(0, 1, 2, 3, 70);
    assertThat(r.err()).as(what).doesNotContain("\tat ", "Exception in thread", "[Fatal Error]");
    if (r.status() == 2 || r.status() == 70) {
      assertThat(r.oneErrorLine()).as(what + ": " + r.err()).isTrue();
    }
    if (r.status() == 1 && classBytes != null) {
      assertThat(JvmOracle.accepts(MAIN, classBytes)).as(what
          + ": reported VIOLATED but the JVM refuses the class: " + JvmOracle.why(MAIN,
              classBytes)).isTrue();
    }
  }

  Cli checkClass(byte[] bytes) throws IOException {
    Path root = Files.createTempDirectory(dir, "m");
    Path file = root.resolve("demo/ClassicDeadlock.class");
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
    return check(root.toString());
  }

  static Cli check(String classpath) {
    return Cli.run("check", classpath, "--main", MAIN, "--property", "deadlock", "--timeout",
        "20", "--max-states", "200000");
  }

  static Cli netCheck(Path net) {
    return Cli.run("net-check", net.toString(), "--formula", "EF DEADLOCK", "--timeout", "10");
  }

  static List<Path> saved(String kind) throws IOException {
    try (Stream<Path> s = Files.list(FUZZ.resolve(kind))) {
      return s.sorted().toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> savedClassFiles() throws IOException {
    return saved("classes").stream().map(f -> DynamicTest.dynamicTest(
        f.getFileName().toString(), () -> {
          byte[] bytes = Files.readAllBytes(f);
          assertContract(checkClass(bytes), f.getFileName().toString(), bytes);
        }));
  }

  /** The defects named in the issue that found them are bad input (2), each in words. */
  @Test
  void theRefusedClassesNamedInTheIssueAreBadInputInOneLine() throws IOException {
    Map<String, String> expected = new TreeMap<>(Map.of(
        "major-70.class", "class file version 70.0 is not supported",
        "major-65535.class", "class file version 65535.0 is not supported",
        "duplicate-method.class", "duplicate method",
        "descriptor-colon.class", "malformed method reference <init> ():",
        "superclass-semicolon.class", "illegal class name \"java/lang/Obj;ect\"",
        "magic.class", "wrong magic number"));
    if (Runtime.version().feature() >= 26) {
      expected.remove("major-70.class");
    }
    for (Map.Entry<String, String> e : expected.entrySet()) {
      Cli r = checkClass(Files.readAllBytes(FUZZ.resolve("classes").resolve(e.getKey())));
      assertThat(r.status()).as(e.getKey() + ": " + r.err()).isEqualTo(2);
      assertThat(r.oneErrorLine()).isTrue();
      assertThat(r.err()).as(e.getKey()).contains("ClassicDeadlock.class",
          e.getKey().equals("magic.class") ? "" : "(class demo.ClassicDeadlock)", e.getValue())
          .doesNotContain("Index ", "out of bounds");
    }
  }

  @Test
  void generatedClassFileMutants() throws IOException {
    long seed = seed();
    byte[] original = Files.readAllBytes(FUZZ.resolve("ClassicDeadlock.class"));
    Map<Integer, Integer> statuses = new TreeMap<>();
    for (ClassFileMutants.Mutant m : ClassFileMutants.generate(original, seed, GENERATED)) {
      Cli r = checkClass(m.bytes());
      statuses.merge(r.status(), 1, Integer::sum);
      assertContract(r, "seed " + seed + ", " + m.what(), m.bytes());
    }
    System.out.println("FuzzedInputsTest class mutants by status: " + statuses);
  }

  @TestFactory
  Stream<DynamicTest> savedJars() throws IOException {
    return saved("jars").stream().map(f -> DynamicTest.dynamicTest(
        f.getFileName().toString(), () -> assertContract(check(f.toString()),
            f.getFileName().toString(), null)));
  }

  @Test
  void generatedJarsOfMutants() throws IOException {
    long seed = seed();
    byte[] original = Files.readAllBytes(FUZZ.resolve("ClassicDeadlock.class"));
    Random r = new Random(seed);
    for (ClassFileMutants.Mutant m : ClassFileMutants.generate(original, seed, 4)) {
      boolean versioned = r.nextBoolean();
      byte[] jar = versioned
          ? multiRelease(original, m.bytes())
          : ClassFileMutants.jar("demo/ClassicDeadlock.class", m.bytes(), false);
      int cut = r.nextInt(4) == 0 ? r.nextInt(jar.length) : jar.length;
      Path f = dir.resolve("m" + r.nextInt(1_000_000) + ".jar");
      Files.write(f, java.util.Arrays.copyOf(jar, cut));
      Cli c = check(f.toString());
      assertContract(c, "seed " + seed + ", jar (" + (versioned ? "versioned " : "") + m.what()
          + (cut < jar.length ? ", cut to " + cut : "") + ")", cut == jar.length ? m.bytes()
          : null);
    }
  }

  /** A multi-release jar: the original as base entry, {@code versioned} for Java 9. */
  static byte[] multiRelease(byte[] base, byte[] versioned) throws IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.util.jar.Manifest mf = new java.util.jar.Manifest();
    mf.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
    mf.getMainAttributes().put(new java.util.jar.Attributes.Name("Multi-Release"), "true");
    try (java.util.jar.JarOutputStream j = new java.util.jar.JarOutputStream(out, mf)) {
      j.putNextEntry(new java.util.jar.JarEntry("demo/ClassicDeadlock.class"));
      j.write(base);
      j.closeEntry();
      j.putNextEntry(new java.util.jar.JarEntry("META-INF/versions/9/demo/ClassicDeadlock.class"));
      j.write(versioned);
      j.closeEntry();
    }
    return out.toByteArray();
  }

  @TestFactory
  Stream<DynamicTest> savedNets() throws IOException {
    return saved("nets").stream().map(f -> DynamicTest.dynamicTest(
        f.getFileName().toString(), () -> {
          Cli r = netCheck(f);
          assertThat(r.status()).as(f + ": " + r.err()).isIn(0, 2, 3, 70);
          assertThat(r.err()).doesNotContain("\tat ", "[Fatal Error]");
          if (r.status() == 2) {
            assertThat(r.oneErrorLine()).as(r.err()).isTrue();
          }
        }));
  }

  @Test
  void generatedNetMutants() throws IOException {
    long seed = seed();
    Random r = new Random(seed);
    List<Path> sources = List.of(NetCheckCommandTest.EXAMPLES.resolve("philosophers-5.net"),
        NetCheckCommandTest.EXAMPLES.resolve("philosophers-5.pnml"));
    for (int k = 0; k < GENERATED; k++) {
      Path source = sources.get(r.nextInt(sources.size()));
      String text = Files.readString(source, StandardCharsets.UTF_8);
      StringBuilder s = new StringBuilder(text);
      int edits = 1 + r.nextInt(3);
      String what = source.getFileName() + ":";
      for (int e = 0; e < edits && s.length() > 1; e++) {
        int i = r.nextInt(s.length());
        String[] inserts = {"<", ">", ":", ";", ",", "-1", "999999999999", "{", "}", "\"",
            " ", "&", "PLACE", "TRANSITION"};
        switch (r.nextInt(3)) {
          case 0 -> s.deleteCharAt(i);
          case 1 -> s.insert(i, inserts[r.nextInt(inserts.length)]);
          default -> s.setLength(i);
        }
        what += " edit at " + i;
      }
      String name = source.getFileName().toString();
      Path f = dir.resolve("n" + k + name.substring(name.indexOf('.')));
      Files.writeString(f, s, StandardCharsets.UTF_8);
      Cli c = netCheck(f);
      assertThat(c.status()).as("seed " + seed + ", " + what + ": " + c.err()).isIn(0, 2, 3, 70);
      assertThat(c.err()).as("seed " + seed + ", " + what).doesNotContain("\tat ",
          "[Fatal Error]");
      if (c.status() == 2) {
        assertThat(c.oneErrorLine()).as("seed " + seed + ", " + what + ": " + c.err()).isTrue();
      }
    }
  }
}

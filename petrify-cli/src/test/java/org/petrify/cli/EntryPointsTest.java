package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.petrify.api.JavaProgramTest;
import org.petrify.api.report.JsonReader;
import org.petrify.api.report.SarifSchema;
import org.petrify.api.report.Xml;

/**
 * Entry points on the command line: several --main, the jar's Main-Class, JUnit 4 and 5 tests,
 * and the picture outputs (--witness-svg, --witness-dot, --format html).
 */
class EntryPointsTest {
  static final String CP = JavaProgramTest.classes().toString();
  static final String DEADLOCK = "org.petrify.api.fixtures.TransferDeadlock";
  static final String ORDERED = "org.petrify.api.fixtures.TransferOrdered";

  @TempDir Path dir;

  @Test
  @SuppressWarnings("unchecked")
  void severalMainClassesAreReportedOneByOne() {
    Cli r = Cli.run("check", CP, "--main", ORDERED, "--main", DEADLOCK, "--property", "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).startsWith("== " + ORDERED + " ==\ndeadlock: HOLDS")
        .contains("\n== " + DEADLOCK + " ==\ndeadlock: VIOLATED");
    Cli json = Cli.run("check", CP, "--main", ORDERED, "--main", DEADLOCK, "--property",
        "deadlock", "--format", "json");
    List<Map<String, Object>> reports = (List<Map<String, Object>>) JsonReader.object(json.out())
        .get("reports");
    assertThat(reports).extracting(m -> m.get("entryPoint")).containsExactly(ORDERED, DEADLOCK);
    assertThat(reports).extracting(m -> m.get("verdict")).containsExactly("HOLDS", "VIOLATED");
    Cli sarif = Cli.run("check", CP, "--main", ORDERED, "--main", DEADLOCK, "--property",
        "deadlock", "--format", "sarif");
    assertThat(SarifSchema.violations(sarif.out())).isEmpty();
    Map<String, Object> run = ((List<Map<String, Object>>) JsonReader.object(sarif.out())
        .get("runs")).get(0);
    assertThat((List<Map<String, Object>>) run.get("results"))
        .extracting(x -> ((Map<String, Object>) x.get("properties")).get("entryPoint"))
        .containsExactly(DEADLOCK);
    Cli rooted = Cli.run("check", CP, "--main", DEADLOCK, "--property", "deadlock", "--format",
        "sarif", "--source-root", "src/test/java");
    assertThat(SarifSchema.violations(rooted.out())).isEmpty();
    Map<String, Object> roots = (Map<String, Object>) ((List<Map<String, Object>>) JsonReader
        .object(rooted.out()).get("runs")).get(0).get("originalUriBaseIds");
    // the base is the repository root; paths under it name the source root too
    String root = (String) ((Map<String, Object>) roots.get("SRCROOT")).get("uri");
    assertThat(root).startsWith("file:/").endsWith("/");
    assertThat(java.nio.file.Path.of(java.net.URI.create(root)).resolve(".git")).exists();
    assertThat(rooted.out()).contains("\"uri\": \"petrify-cli/src/test/java/org/petrify/api/"
        + "fixtures/TransferDeadlock.java\"");
    Cli both = Cli.run("check", CP, "--main", ORDERED, "--main", ORDERED + "Nope", "--property",
        "deadlock");
    assertThat(both.status()).isEqualTo(2);
  }

  @Test
  void aJarsMainClassIsTheDefaultEntryPoint() throws IOException {
    Path jar = fixturesJar(DEADLOCK);
    Cli r = Cli.run("check", jar.toString(), "--property", "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).startsWith("deadlock: VIOLATED").contains("TransferDeadlock.java:11");
    Cli explicit = Cli.run("check", jar.toString(), "--main", ORDERED, "--property", "deadlock");
    assertThat(explicit.status()).as(explicit.err()).isZero();
    Cli noManifest = Cli.run("check", fixturesJar(null).toString(), "--property", "deadlock");
    assertThat(noManifest.status()).isEqualTo(2);
    assertThat(noManifest.err()).contains("--main");
  }

  @Test
  void jupiterTestsAreEntryPointsWithTheirLifecycle() {
    String cls = "org.petrify.api.fixtures.TransferJupiterCase";
    Cli all = Cli.run("check", CP, "--test", cls, "--property", "deadlock");
    assertThat(all.status()).as(all.err()).isEqualTo(1);
    // @BeforeEach creates the accounts: without it there would be no locks and no deadlock.
    assertThat(all.out()).contains("== " + cls + "#opposite ==\ndeadlock: VIOLATED")
        .contains("== " + cls + "#ordered ==\ndeadlock: HOLDS");
    assertThat(all.out().split("== " + cls + "#ordered")[0]).contains("TransferBase.java:24");
    Cli one = Cli.run("check", CP, "--test", cls + "#ordered", "--property", "deadlock");
    assertThat(one.status()).as(one.out() + one.err()).isZero();
    Cli missing = Cli.run("check", CP, "--test", cls + "#nope", "--property", "deadlock");
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err()).startsWith("petrify: no JUnit test method nope in " + cls);
    assertThat(missing.oneErrorLine()).isTrue();
    Cli noClass = Cli.run("check", CP, "--test", "no.Such", "--property", "deadlock");
    assertThat(noClass.status()).isEqualTo(2);
    assertThat(noClass.err()).startsWith("petrify: test class not found: no.Such");
  }

  @Test
  void testClassPatternsSelectTheTestClassesOfTheClassPath() {
    // org.petrify.api.fixtures has one Jupiter test class with test methods: TransferJupiterCase
    Cli glob = Cli.run("check", CP, "--test", "org.petrify.api.fixtures.Transfer*Case",
        "--property", "deadlock");
    assertThat(glob.status()).as(glob.err()).isEqualTo(1);
    assertThat(glob.out()).contains("== org.petrify.api.fixtures.TransferJupiterCase#opposite ==")
        .contains("== org.petrify.api.fixtures.TransferJupiterCase#ordered ==");
    Cli deep = Cli.run("check", CP, "--test", "**/*JupiterCase#ordered", "--property",
        "deadlock");
    assertThat(deep.out()).contains("== org.petrify.api.fixtures.TransferJupiterCase#ordered ==")
        .doesNotContain("#opposite");
    Cli none = Cli.run("check", CP, "--test", "app.*Test", "--property", "deadlock");
    assertThat(none.status()).isEqualTo(2);
    assertThat(none.err()).startsWith("petrify: no JUnit test class on the class path matches"
        + " app.*Test");
  }

  @Test
  void junit4TestsRunBeforeTestAfter() throws IOException {
    // A JUnit 4 class (generated: JUnit 4 is not on this class path) extending TransferBase.
    Path classes = dir.resolve("junit4");
    writeJunit4Case(classes, "transferBothWays", "gen/BothWaysTest");
    writeJunit4Case(classes, "transferInOrder", "gen/InOrderTest");
    String cp = classes + java.io.File.pathSeparator + CP;
    Cli bad = Cli.run("check", cp, "--test", "gen.BothWaysTest#run", "--property", "deadlock");
    assertThat(bad.status()).as(bad.out() + bad.err()).isEqualTo(1);
    Cli good = Cli.run("check", cp, "--test", "gen.InOrderTest", "--property", "deadlock");
    assertThat(good.status()).as(good.out() + good.err()).isZero();
    assertThat(good.out()).startsWith("deadlock: HOLDS");
    Cli noSetUp = Cli.run("check", cp, "--entry", "org.petrify.api.fixtures.TransferBase"
        + ".transferBothWays", "--property", "deadlock");
    assertThat(noSetUp.status()).as("without @Before the accounts do not exist")
        .isNotEqualTo(1);
  }

  @Test
  void picturesAreWrittenNextToTheReport() throws IOException {
    Path svg = dir.resolve("w.svg");
    Path dot = dir.resolve("w.dot");
    Cli r = Cli.run("check", CP, "--main", DEADLOCK, "--property", "deadlock", "--format", "html",
        "--witness-svg", svg.toString(), "--witness-dot", dot.toString());
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(Xml.byClass(Xml.parse(r.out()), "section", "report")).hasSize(1);
    assertThat(Xml.byClass(Xml.parse(Files.readString(svg)), "g", "blocked")).hasSize(3);
    assertThat(Files.readString(dot)).startsWith("digraph").contains("subgraph cluster_",
        "penwidth=3");
    Cli two = Cli.run("check", CP, "--main", DEADLOCK, "--main", ORDERED, "--property",
        "deadlock", "--witness-svg", svg.toString());
    assertThat(two.status()).isEqualTo(1);
    assertThat(dir.resolve("w-" + DEADLOCK + ".svg")).exists();
    assertThat(dir.resolve("w-" + ORDERED + ".svg")).exists();
    Cli noDir = Cli.run("check", CP, "--main", DEADLOCK, "--property", "deadlock",
        "--witness-svg", dir.resolve("no/such/w.svg").toString());
    assertThat(noDir.status()).isEqualTo(2);
    assertThat(noDir.oneErrorLine()).isTrue();
  }

  @Test
  void versionIsTheBuildsVersion() {
    Cli r = Cli.run("--version");
    assertThat(r.status()).isZero();
    assertThat(r.out().strip()).matches("petrify \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }

  private Path fixturesJar(String mainClass) throws IOException {
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (mainClass != null) {
      m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
    }
    Path jar = dir.resolve(mainClass == null ? "plain.jar" : "app.jar");
    // petrify-api's test classes: a folder in the reactor's test phase, its test jar later.
    Path classes = JavaProgramTest.classes();
    try (FileSystem zip = Files.isDirectory(classes) ? null : FileSystems.newFileSystem(classes);
        JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
      Path root = zip == null ? classes : zip.getPath("/");
      copyFixtures(root, out);
    }
    return jar;
  }

  private static void copyFixtures(Path root, JarOutputStream out) throws IOException {
    try (Stream<Path> files = Files.walk(root.resolve("org/petrify/api/fixtures"))) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
  }

  /** {@code class <name> extends TransferBase} with @Before, @Test run() and @After (JUnit 4). */
  private static void writeJunit4Case(Path classes, String body, String name) throws IOException {
    String base = "org/petrify/api/fixtures/TransferBase";
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, base, null);
    MethodVisitor init = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(Opcodes.ALOAD, 0);
    init.visitMethodInsn(Opcodes.INVOKESPECIAL, base, "<init>", "()V", false);
    init.visitInsn(Opcodes.RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    method(cw, "setUp", "Lorg/junit/Before;", base, "openAccounts");
    method(cw, "run", "Lorg/junit/Test;", base, body);
    method(cw, "tearDown", "Lorg/junit/After;", base, "closeAccounts");
    cw.visitEnd();
    Path file = classes.resolve(name + ".class");
    Files.createDirectories(file.getParent());
    try (OutputStream out = Files.newOutputStream(file)) {
      out.write(cw.toByteArray());
    }
  }

  private static void method(ClassWriter cw, String name, String annotation, String owner,
      String calls) {
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, name, "()V", null,
        new String[] {"java/lang/Exception"});
    mv.visitAnnotation(annotation, true).visitEnd();
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, calls, "()V", false);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}

package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.petrify.api.JavaProgramTest;

/**
 * {@code check --test} on tests that use Mockito, with the Mockito jars on the analysed class
 * path: a stubbed answer's lock cycle is found (exit 1) and its twin holds (exit 0), with no
 * Mockito class translated; a JUnit 4 test run by PowerMockRunner is analysed with a caveat
 * naming the runner, never a crash.
 */
class MockitoTestsTest {
  @TempDir Path dir;

  static String classPath(Path... extra) {
    List<String> cp = new ArrayList<>();
    for (Path p : extra) {
      cp.add(p.toString());
    }
    cp.add(JavaProgramTest.classes().toString());
    for (Class<?> c : List.of(org.mockito.Mockito.class, net.bytebuddy.ByteBuddy.class,
        org.objenesis.Objenesis.class, org.mockito.junit.jupiter.MockitoExtension.class,
        org.junit.jupiter.api.Test.class)) {
      try {
        cp.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }
    return String.join(File.pathSeparator, cp);
  }

  @Test
  void mockitoExtensionTestsAreAnalysedWithTheirMocks() {
    String cls = "org.petrify.api.fixtures.MockitoJupiterCase";
    Cli bad = Cli.run("check", classPath(), "--test", cls + "#opposite", "--property",
        "deadlock", "--format", "json");
    assertThat(bad.status()).as(bad.out() + bad.err()).isEqualTo(1);
    assertThat(bad.out()).contains("\"verdict\": \"VIOLATED\"")
        .doesNotContain("org.mockito.internal").doesNotContain("net.bytebuddy");
    Cli good = Cli.run("check", classPath(), "--test", cls + "#ordered", "--property",
        "deadlock");
    assertThat(good.status()).as(good.out() + good.err()).isZero();
    assertThat(good.out()).startsWith("deadlock: HOLDS");
  }

  @Test
  void powerMockRunnerIsNamedInACaveat() throws IOException {
    Path classes = dir.resolve("junit4");
    writePowerMockCase(classes, "gen/PowerMockedTest");
    Cli r = Cli.run("check", classPath(classes), "--test", "gen.PowerMockedTest",
        "--property", "deadlock");
    assertThat(r.status()).as(r.out() + r.err()).isEqualTo(3);
    assertThat(r.out()).contains("test-runner")
        .contains("org.powermock.modules.junit4.PowerMockRunner");
    assertThat(r.err()).doesNotContain("Exception");
  }

  /**
   * {@code @RunWith(PowerMockRunner.class) class <name> extends TransferBase} with
   * {@code @Before openAccounts} and {@code @Test transferInOrder} (generated: neither JUnit 4
   * nor PowerMock is on this class path; the annotation names the runner only).
   */
  private static void writePowerMockCase(Path classes, String name) throws IOException {
    String base = "org/petrify/api/fixtures/TransferBase";
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, base, null);
    AnnotationVisitor runWith = cw.visitAnnotation("Lorg/junit/runner/RunWith;", true);
    runWith.visit("value", Type.getType("Lorg/powermock/modules/junit4/PowerMockRunner;"));
    runWith.visitEnd();
    MethodVisitor init = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(Opcodes.ALOAD, 0);
    init.visitMethodInsn(Opcodes.INVOKESPECIAL, base, "<init>", "()V", false);
    init.visitInsn(Opcodes.RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    method(cw, "setUp", "Lorg/junit/Before;", base, "openAccounts");
    method(cw, "run", "Lorg/junit/Test;", base, "transferInOrder");
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

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.petrify.ir.stage.StageBudget;

/**
 * {@link ClassFileCheck} on classes written with ASM, each valid but for one defect the JVM
 * refuses, and the multi-release jars of {@link ClassPathInput}.
 */
class ClassFileCheckTest {
  @TempDir Path dir;

  /** A class {@code a.B} extending {@code superName} with the given methods (name, desc). */
  static byte[] cls(int version, String superName, String source, String... methods) {
    ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    w.visit(version, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "a/B", null, superName, null);
    w.visitSource(source, null);
    for (int i = 0; i < methods.length; i += 2) {
      MethodVisitor m = w.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, methods[i],
          methods[i + 1], null, null);
      m.visitCode();
      m.visitInsn(Opcodes.RETURN);
      m.visitMaxs(0, 0);
      m.visitEnd();
    }
    w.visitEnd();
    return w.toByteArray();
  }

  static byte[] valid() {
    return cls(Opcodes.V17, "java/lang/Object", "B.java", "run", "()V");
  }

  static void refused(byte[] bytes, String problem) {
    assertThatThrownBy(() -> ClassFileCheck.check(bytes))
        .isInstanceOf(ClassFileCheck.Defect.class).hasMessageContaining(problem);
  }

  @Test
  void aValidClassPassesWithItsNameAndSourceFile() {
    assertThat(ClassFileCheck.check(valid()))
        .isEqualTo(new ClassFileCheck.Header("a.B", "B.java", List.of("java.lang.Object")));
  }

  @Test
  void theVersionMustBeOneTheRunningJdkLoads() {
    byte[] b = valid();
    b[7] = (byte) (ClassFileCheck.MAX_MAJOR + 1);
    refused(b, "not supported by the Java " + Runtime.version().feature());
    b[6] = (byte) 0xff;
    b[7] = (byte) 0xff;
    refused(b, "version 65535.0 is not supported");
    b = valid();
    b[7] = (byte) ClassFileCheck.MAX_MAJOR;
    assertThat(ClassFileCheck.check(b).name()).isEqualTo("a.B");
    b[5] = 3;
    refused(b, "invalid minor version");
  }

  @Test
  void magicDuplicatesDescriptorsAndSuperclassNames() {
    byte[] b = valid();
    b[0] = 0;
    refused(b, "wrong magic number");
    refused(cls(Opcodes.V17, "java/lang/Object", "B.java", "run", "()V", "run", "()V"),
        "duplicate method run()V");
    refused(cls(Opcodes.V17, "java/lang/Object", "B.java", "run", "(I)X"),
        "malformed descriptor \"(I)X\"");
    refused(cls(Opcodes.V17, "java/lang/Obj;ect", "B.java", "run", "()V"),
        "illegal class name \"java/lang/Obj;ect\"");
    refused(cls(Opcodes.V17, "java/lang/Object", "B.java", "r.n", "()V"),
        "illegal method name \"r.n\"");
  }

  @Test
  void theFileMustEndWhereItsStructureEnds() {
    byte[] b = valid();
    refused(java.util.Arrays.copyOf(b, b.length - 1), "truncated");
    refused(java.util.Arrays.copyOf(b, b.length + 1), "extra bytes at the end");
  }

  @Test
  void descriptorGrammar() {
    assertThat(ClassFileCheck.isMethodDescriptor("([[Ljava/lang/String;JD)La/B;")).isTrue();
    assertThat(ClassFileCheck.isMethodDescriptor("()V")).isTrue();
    assertThat(ClassFileCheck.isMethodDescriptor("()")).isFalse();
    assertThat(ClassFileCheck.isMethodDescriptor("(V)V")).isFalse();
    assertThat(ClassFileCheck.isMethodDescriptor("(L;)V")).isFalse();
    assertThat(ClassFileCheck.isMethodDescriptor("()V:")).isFalse();
    assertThat(ClassFileCheck.isFieldDescriptor("[I", 0, true)).isTrue();
    assertThat(ClassFileCheck.isClassName("a//b")).isFalse();
  }

  private Path multiReleaseJar(boolean multiRelease) throws IOException {
    Path jar = dir.resolve("mr" + multiRelease + ".jar");
    Manifest mf = new Manifest();
    mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (multiRelease) {
      mf.getMainAttributes().put(new Attributes.Name("Multi-Release"), "true");
    }
    try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o, mf)) {
      put(j, "a/B.class", cls(Opcodes.V11, "java/lang/Object", "Base.java"));
      put(j, "META-INF/versions/11/a/B.class", cls(Opcodes.V11, "java/lang/Object", "Java11.java"));
      put(j, "META-INF/versions/17/a/B.class", cls(Opcodes.V17, "java/lang/Object", "Java17.java"));
      byte[] future = cls(Opcodes.V17, "java/lang/Object", "Future.java");
      future[7] = 99; // a release no JDK here runs: never chosen, so never checked
      put(j, "META-INF/versions/55/a/B.class", future);
    }
    return jar;
  }

  private static void put(JarOutputStream j, String name, byte[] bytes) throws IOException {
    j.putNextEntry(new JarEntry(name));
    j.write(bytes);
    j.closeEntry();
  }

  private static String chosen(Path jar, int release) {
    ClassPathInput in = ClassPathInput.open(List.of(jar), StageBudget.none(), release);
    return in.codeBase().sourceFile("a.B");
  }

  @Test
  void classesReadFromAJarAreLibraryClassesAndThoseFromAFolderAreNot() throws IOException {
    Path jar = multiReleaseJar(false);
    Path folder = dir.resolve("classes");
    Files.createDirectories(folder.resolve("a"));
    byte[] own = cls(Opcodes.V11, "java/lang/Object", "Own.java");
    Files.write(folder.resolve("a/B.class"), own);
    assertThat(ClassPathInput.open(List.of(jar), StageBudget.none(), 11).codeBase()
        .fromJar("a.B")).isTrue();
    assertThat(ClassPathInput.open(List.of(folder), StageBudget.none(), 11).codeBase()
        .fromJar("a.B")).isFalse();
  }

  @Test
  void aMultiReleaseJarIsReadAtTheRelease() throws IOException {
    Path jar = multiReleaseJar(true);
    assertThat(chosen(jar, 8)).isEqualTo("Base.java");
    assertThat(chosen(jar, 11)).isEqualTo("Java11.java");
    assertThat(chosen(jar, 16)).isEqualTo("Java11.java");
    assertThat(chosen(jar, 25)).isEqualTo("Java17.java");
    assertThat(chosen(multiReleaseJar(false), 25)).isEqualTo("Base.java");
  }

  /** A class {@code name} (internal form) extending {@code superName}, written to {@link #dir}. */
  private void writeClass(String name, String superName) throws java.io.IOException {
    ClassWriter w = new ClassWriter(0);
    w.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, superName, null);
    w.visitEnd();
    Path file = dir.resolve(name + ".class");
    java.nio.file.Files.createDirectories(file.getParent());
    java.nio.file.Files.write(file, w.toByteArray());
  }

  @Test
  void subtypesOfJdkTypesAreFoundThroughTheClassPathsOwnClasses() throws Exception {
    writeClass("a/H", "java/util/logging/ConsoleHandler");
    writeClass("a/I", "a/H");
    writeClass("a/J", "a/I");
    writeClass("a/K", "java/lang/Object");
    ClassPathInput in = ClassPathInput.open(List.of(dir), StageBudget.none());
    assertThat(in.subtypesOf(JdkLogging.EXTENSION_POINTS)).containsExactly("a.H", "a.I", "a.J");
  }

  private Path jarWith(String name, Manifest mf, String... entries) throws IOException {
    Path jar = dir.resolve(name);
    try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o, mf)) {
      put(j, "a/B.class", cls(Opcodes.V11, "java/lang/Object", "Base.java"));
      for (String e : entries) {
        put(j, e, "a.B\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
    }
    return jar;
  }

  private static Manifest manifest() {
    Manifest mf = new Manifest();
    mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    return mf;
  }

  @Test
  void providerFilesOfJarsAndFoldersAreKnownOnAClosedClassPath() throws IOException {
    Path jar = jarWith("svc.jar", manifest(), "META-INF/services/x.InJar",
        "META-INF/versions/11/META-INF/services/x.Versioned",
        "META-INF/services/sub/x.Nested");
    Path folder = dir.resolve("classes");
    Files.createDirectories(folder.resolve("META-INF/services"));
    Files.createDirectories(folder.resolve("c"));
    Files.write(folder.resolve("c/D.class"), cls(Opcodes.V11, "java/lang/Object", "D.java"));
    Files.writeString(folder.resolve("META-INF/services/x.InFolder"), "c.D\n");
    var code = ClassPathInput.open(List.of(jar, folder), StageBudget.none(), 25).codeBase();
    assertThat(code.mayHaveProviderFile("x.InJar")).isTrue();
    assertThat(code.mayHaveProviderFile("x.InFolder")).isTrue();
    assertThat(code.mayHaveProviderFile("x.Versioned")).isTrue();
    assertThat(code.mayHaveProviderFile("x.Nested")).isFalse();
    assertThat(code.mayHaveProviderFile("sub.x.Nested")).isFalse();
    assertThat(code.mayHaveProviderFile("x.Absent")).isFalse();
  }

  @Test
  void aJarWhoseManifestAddsClassPathEntriesMayHaveAnyProvider() throws IOException {
    Manifest mf = manifest();
    mf.getMainAttributes().put(Attributes.Name.CLASS_PATH, "other.jar");
    Path jar = jarWith("open.jar", mf);
    assertThat(ClassPathInput.open(List.of(jar), StageBudget.none(), 25).codeBase()
        .mayHaveProviderFile("x.Absent")).isTrue();
  }
}

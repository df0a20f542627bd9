package org.petrify.ir.frontend;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.stage.StageBudget;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * Checks a classpath and opens it: every entry must exist; directories are searched for class
 * files, other files must be readable jars; every class file must parse (ASM reads its header
 * and constant pool), so that SootUp, which skips unreadable classes with a log line, never
 * silently sees an empty or partial program. The SourceFile attribute of every class is kept
 * for origins.
 */
final class ClassPathInput {
  private final Map<String, String> sourceFiles = new LinkedHashMap<>();
  private final List<Path> entries;
  private final StageBudget budget;

  private ClassPathInput(List<Path> entries, StageBudget budget) {
    this.entries = entries;
    this.budget = budget;
  }

  /**
   * Validates the entries and reads every class file header, counting each and checking
   * {@code budget} between classes; throws on bad input.
   */
  static ClassPathInput open(List<Path> classpath, StageBudget budget) {
    if (classpath.isEmpty()) {
      throw new FrontendException("empty classpath: give at least one folder or jar");
    }
    ClassPathInput in = new ClassPathInput(List.copyOf(classpath), budget);
    for (Path p : classpath) {
      if (!Files.exists(p)) {
        throw new FrontendException("classpath entry not found: " + p);
      }
      if (Files.isDirectory(p)) {
        in.scanDirectory(p);
      } else {
        in.scanJar(p);
      }
    }
    if (in.sourceFiles.isEmpty()) {
      throw new FrontendException("no class files in classpath: " + classpath);
    }
    return in;
  }

  /** Binary names of all classes found. */
  java.util.Set<String> classNames() {
    return sourceFiles.keySet();
  }

  /** The code base: application view over the classpath, JDK view for single-class look-ups. */
  CodeBase codeBase() {
    StringBuilder cp = new StringBuilder();
    for (Path p : entries) {
      if (cp.length() > 0) {
        cp.append(File.pathSeparator);
      }
      cp.append(p.toAbsolutePath());
    }
    JavaView app = new JavaView(List.of(
        new JavaClassPathAnalysisInputLocation(cp.toString(), SourceType.Application)));
    JavaView jdk = jdkView();
    Map<String, String> files = new LinkedHashMap<>();
    sourceFiles.forEach((k, v) -> files.put(k, v == null ? "" : v));
    return new CodeBase(app, jdk, files);
  }

  private static JavaView sharedJdk;

  /**
   * One JDK view per process: the runtime's classes do not change, and opening the jrt file
   * system costs a few hundred milliseconds. JavaView's look-ups are synchronized.
   */
  private static synchronized JavaView jdkView() {
    if (sharedJdk == null) {
      sharedJdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation()));
    }
    return sharedJdk;
  }

  private void scanDirectory(Path dir) {
    List<Path> classes = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.filter(f -> f.toString().endsWith(".class") && Files.isRegularFile(f))
          .sorted().forEach(classes::add);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new FrontendException("cannot read classpath folder " + dir + ": " + e.getMessage(), e);
    }
    for (Path f : classes) {
      if (f.getFileName().toString().equals("module-info.class")) {
        continue;
      }
      byte[] bytes;
      try {
        bytes = Files.readAllBytes(f);
      } catch (IOException e) {
        throw new FrontendException("cannot read class file " + f + ": " + e.getMessage(), e);
      }
      record(bytes, f.toString());
    }
  }

  private void scanJar(Path jar) {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      Enumeration<? extends ZipEntry> all = zip.entries();
      while (all.hasMoreElements()) {
        ZipEntry e = all.nextElement();
        String name = e.getName();
        if (e.isDirectory() || !name.endsWith(".class") || name.endsWith("module-info.class")
            || name.startsWith("META-INF/")) {
          continue;
        }
        try (InputStream s = zip.getInputStream(e)) {
          record(s.readAllBytes(), jar + "!/" + name);
        }
      }
    } catch (IOException e) {
      throw new FrontendException("unreadable jar " + jar + ": " + e.getMessage(), e);
    }
  }

  private void record(byte[] bytes, String where) {
    budget.check();
    budget.classRead();
    String[] found = new String[2];
    try {
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public void visit(int version, int access, String name, String signature,
            String superName, String[] interfaces) {
          found[0] = name.replace('/', '.');
        }

        @Override
        public void visitSource(String source, String debug) {
          found[1] = source;
        }
      }, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
    } catch (RuntimeException e) {
      throw new FrontendException("corrupt class file " + where + ": "
          + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), e);
    }
    if (found[0] == null) {
      throw new FrontendException("corrupt class file " + where + ": no class name");
    }
    sourceFiles.putIfAbsent(found[0], found[1]);
  }
}

package org.petrify.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The compiled corpus of {@code src-test-corpus}, found on disk (bench does not depend on that
 * module): every {@code corpus/**&#47;Main.class} below the class folder is one program.
 *
 * <p>The class folder is {@code -Dpetrify.corpus=<dir>}, by default
 * {@code src-test-corpus/target/classes} below the working directory. Kotlin programs also need
 * the Kotlin standard library: its classpath is read from {@code corpus-libs.classpath} next to
 * the class folder (written by the corpus module's build); without it they are left out.
 */
final class CorpusPrograms {
  /** One program: its short name ({@code jada.classicphil}), main class and classpath. */
  record Program(String name, String mainClass, List<Path> classpath) {}

  private CorpusPrograms() {}

  /** The class folder, or an exception telling how to build or name it. */
  static Path classFolder() {
    Path dir = Path.of(System.getProperty("petrify.corpus", "src-test-corpus/target/classes"));
    if (!Files.isDirectory(dir.resolve("corpus"))) {
      throw new IllegalStateException("no compiled corpus at " + dir.toAbsolutePath()
          + ": build it (mvn -B -q -pl src-test-corpus -am test-compile -DskipTests) or pass"
          + " -Dpetrify.corpus=<path to src-test-corpus/target/classes>");
    }
    return dir;
  }

  /** All programs, sorted by name. */
  static List<Program> all() {
    Path root = classFolder();
    List<Path> libs = kotlinLibs(root);
    List<Program> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root.resolve("corpus"))) {
      for (Path p : files.filter(f -> f.getFileName().toString().equals("Main.class"))
          .sorted().toList()) {
        String rel = root.relativize(p).toString().replace('\\', '/');
        String main = rel.substring(0, rel.length() - ".class".length()).replace('/', '.');
        String name = main.substring("corpus.".length(), main.length() - ".Main".length());
        if (!name.startsWith("kotlin.")) {
          out.add(new Program(name, main, List.of(root)));
        } else if (libs != null) {
          List<Path> cp = new ArrayList<>(List.of(root));
          cp.addAll(libs);
          out.add(new Program(name, main, List.copyOf(cp)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (libs == null) {
      System.err.println("note: " + root.resolveSibling("corpus-libs.classpath")
          + " is missing; the Kotlin programs are left out");
    }
    return out;
  }

  /** One program by name. */
  static Program named(String name) {
    for (Program p : all()) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    throw new IllegalArgumentException("no corpus program " + name + " in " + classFolder());
  }

  private static List<Path> kotlinLibs(Path root) {
    Path file = root.resolveSibling("corpus-libs.classpath");
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      List<Path> libs = new ArrayList<>();
      for (String e : Files.readString(file).trim().split(java.io.File.pathSeparator)) {
        if (!e.isBlank() && Files.exists(Path.of(e))) {
          libs.add(Path.of(e));
        }
      }
      return libs;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package org.petrify.api;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/**
 * The entry point of the library.
 *
 * <pre>{@code
 * Report r = Petrify.analyze(Path.of("build/classes"))
 *     .mainClass("app.Main")
 *     .deadlock();
 * if (r.violated()) {
 *   System.out.println(r.text());   // blocked threads, locks, source lines, interleaving
 * }
 * }</pre>
 */
public final class Petrify {
  private Petrify() {}

  /** Starts an analysis of the program on this class path (folders of class files and jars). */
  public static Analysis analyze(Path... classpath) {
    return analyze(List.of(classpath));
  }

  /** Starts an analysis of the program on this class path (folders of class files and jars). */
  public static Analysis analyze(Collection<Path> classpath) {
    if (classpath.isEmpty()) {
      throw new IllegalArgumentException("the class path is empty");
    }
    return new Analysis(List.copyOf(classpath));
  }
}

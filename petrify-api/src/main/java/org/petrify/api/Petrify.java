package org.petrify.api;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.petrify.ir.rb.Program;

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
    return new Analysis(List.copyOf(classpath), null);
  }

  /**
   * Starts an analysis of a program written in rb (see {@code org.petrify.ir.rb.RbParser} for
   * the text form). The options {@code mainClass}, {@code entryPoint} and {@code aliasPrecision}
   * do not apply and are ignored.
   */
  public static Analysis analyze(Program program) {
    return new Analysis(List.of(), java.util.Objects.requireNonNull(program, "program"));
  }
}

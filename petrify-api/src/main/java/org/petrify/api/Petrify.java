package org.petrify.api;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbSyntaxException;

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
   * Starts an analysis of a program written in rb, the intermediate language of the analysis
   * (its grammar is in {@code docs/engine.md}). The options {@code mainClass}, {@code
   * entryPoint} and {@code aliasPrecision} do not apply and are ignored.
   *
   * @throws BadInputException if the text is not a valid rb program
   */
  public static Analysis analyzeRb(String text) {
    return analyzeRb(text, "rb");
  }

  /**
   * {@link #analyzeRb(String)}, naming the text {@code source} (e.g. its file) in the message
   * of a syntax error: {@code source:line:column: problem}.
   *
   * @throws BadInputException if the text is not a valid rb program
   */
  public static Analysis analyzeRb(String text, String source) {
    java.util.Objects.requireNonNull(text, "text");
    java.util.Objects.requireNonNull(source, "source");
    Program program;
    try {
      program = RbParser.parse(text);
    } catch (RbSyntaxException e) {
      throw new BadInputException(source + e.getMessage().substring("rb".length()), e);
    } catch (IllegalArgumentException e) {
      String m = e.getMessage() == null || e.getMessage().isBlank() ? "unreadable input"
          : e.getMessage().lines().findFirst().orElse("").trim();
      throw new BadInputException(source + ": " + m, e);
    }
    return new Analysis(List.of(), program);
  }
}

package org.petrify.api;

import java.util.List;
import org.petrify.ir.rb.Program;

/**
 * Tests analyse rb programs they build or generate as values; the facade takes rb only as
 * text ({@link Petrify#analyzeRb}), so this opens the same analysis on a parsed program.
 */
public final class RbPrograms {
  private RbPrograms() {}

  /** {@link Petrify#analyzeRb} of a program already parsed. */
  public static Analysis analyze(Program program) {
    return new Analysis(List.of(), java.util.Objects.requireNonNull(program, "program"));
  }
}

package org.petrify.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.petrify.api.BadInputException;

/** Turns the exceptions of readers and parsers into one-line {@link BadInputException}s. */
final class InputErrors {
  private InputErrors() {}

  static String message(Path file, IOException e) {
    if (e instanceof NoSuchFileException) {
      return file + ": no such file";
    }
    if (e instanceof AccessDeniedException) {
      return file + ": permission denied";
    }
    String m = oneLine(e.getMessage());
    return m.contains(file.toString()) ? m : file + ": " + m;
  }

  /**
   * Wraps an exception of an input stage (reading, parsing, resolving names) so its message
   * names the source: readers that already name the file keep their message.
   */
  static BadInputException asBadInput(String source, RuntimeException e) {
    if (e instanceof BadInputException b) {
      return b;
    }
    if (e instanceof org.petrify.net.io.NetFormatException) {
      return new BadInputException(oneLine(e.getMessage()), e); // names source:line:column
    }
    if (e instanceof NullPointerException || e instanceof ClassCastException
        || e instanceof IllegalStateException || e instanceof UnsupportedOperationException) {
      throw e; // a bug, not bad input
    }
    String m = oneLine(e.getMessage());
    return new BadInputException(m.startsWith(source) ? m : source + ": " + m, e);
  }

  /** A formula error as {@code formula:<line>:<column>: <problem>}. */
  static BadInputException formula(org.petrify.net.formula.FormulaException e) {
    return new BadInputException("formula:" + e.line() + ":" + e.column() + ": "
        + oneLine(e.problem()), e);
  }

  static String oneLine(String message) {
    if (message == null || message.isBlank()) {
      return "unreadable input";
    }
    int nl = message.indexOf('\n');
    return (nl >= 0 ? message.substring(0, nl) : message).trim();
  }
}

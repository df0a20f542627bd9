package org.petrify.api;

import java.util.Comparator;
import java.util.Objects;

/**
 * One side of a race: the thread (its name as the report shows it, e.g. {@code Thread-1} or
 * the rb thread name), whether it reads or writes, and the source position of the access.
 */
public record Access(String thread, AccessKind kind, SourceLocation at) {

  /** Orders accesses as race keys do: by file, line, then reads before writes, then thread. */
  static final Comparator<Access> KEY_ORDER = Comparator
      .comparing((Access a) -> Objects.toString(a.at().sourceFile(), ""))
      .thenComparingInt(a -> a.at().line())
      .thenComparing(Access::kind)
      .thenComparing(Access::thread);

  public Access {
    Objects.requireNonNull(thread, "thread");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(at, "at");
  }

  /** {@code File.java:12}, or the frame when the line is unknown. */
  public String site() {
    if (at.sourceFile() != null && at.line() >= 0) {
      return at.sourceFile() + ":" + at.line();
    }
    return at.frame();
  }

  /** {@code write@File.java:12}, the access as a race key writes it. */
  String keyPart() {
    return kind.word() + "@" + site();
  }
}

package org.petrify.race;

/**
 * What one transition of a mined net stands for: event {@code index} of thread {@code thread}
 * (a path, see {@link TraceNet#threadPath}), described by {@code action} (e.g.
 * {@code "write Main.x"}, {@code "lock main#1"}), at a source position, and the memory access it
 * makes, if any ({@code access} null for synchronisation and control).
 */
public record Operation(String thread, int index, String action, Position at, Access access) {

  /** A source position: class (binary name), method, file (null if unknown), line (-1). */
  public record Position(String className, String method, String file, int line) {
    /** {@code pkg.Cls.m(File.java:12)}. */
    public String frame() {
      return className + "." + method + "(" + (file == null ? "Unknown Source" : file)
          + (line >= 0 ? ":" + line : "") + ")";
    }
  }

  /**
   * A memory access: {@code location} identifies the accessed memory across the run (an object
   * by its stable name and a field, or an array element), {@code display} names it as reports
   * do ({@code Account.balance}, {@code int[]@Main.java:14}); {@code occurrence} counts, from 1,
   * the accesses of this thread at this source position so far (how a replay finds it again).
   */
  public record Access(String location, String display, boolean write, int occurrence) {}
}

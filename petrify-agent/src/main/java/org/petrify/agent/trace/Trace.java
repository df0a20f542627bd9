package org.petrify.agent.trace;

import java.util.List;
import java.util.Map;

/**
 * A recorded run, as read from a trace file: the threads, the instrumented sites, and each
 * thread's events in program order. {@code complete} is false when the file ends without the
 * end record (the program was killed before the agent could finish the file).
 */
public record Trace(Map<Integer, ThreadInfo> threads, List<Site> sites,
    Map<Integer, List<Event>> events, boolean complete) {

  /** A thread: its id, its parent's id (-1 none), its start ordinal in the parent, its name. */
  public record ThreadInfo(int id, int parent, int ordinal, String name) {}

  /** An instrumented instruction; see {@link TraceFormat#TAG_SITE}. */
  public record Site(int id, int kind, String className, String method, String file, int line,
      String owner, String name) {

    /** {@code pkg.Cls.m(File.java:12)}. */
    public String frame() {
      return className.replace('/', '.') + "." + method + "(" + (file.isEmpty() ? "Unknown Source"
          : file) + (line > 0 ? ":" + line : "") + ")";
    }
  }

  /**
   * One event: {@code op} (a {@link TraceFormat} opcode), its site, and its operands {@code a}
   * (object, lock, array or thread id), {@code b} (array index or global sequence number, -1 if
   * the opcode has none).
   */
  public record Event(int op, int site, long a, long b) {}

  public Site site(int id) {
    return sites.get(id);
  }
}

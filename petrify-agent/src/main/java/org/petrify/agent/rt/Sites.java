package org.petrify.agent.rt;

import java.util.ArrayList;
import java.util.List;

/**
 * The instrumented instructions ("sites"), numbered from 0 at instrumentation time; events name
 * them by number. The table is written to the trace at shutdown.
 */
public final class Sites {
  /** One site: see {@code TraceFormat#TAG_SITE} for the meaning of the members. */
  public record Site(int kind, String className, String method, String file, int line,
      String owner, String name) {}

  private static final List<Site> SITES = new ArrayList<>();
  /** Positions ({@code class method line}, class dotted) of monitor, lock, wait, notify sites. */
  private static final java.util.Set<String> LOCK_POSITIONS = new java.util.HashSet<>();

  private Sites() {}

  /** Registers a site and returns its number. */
  public static synchronized int add(Site s) {
    SITES.add(s);
    if (s.kind() >= org.petrify.agent.trace.TraceFormat.SITE_MONITOR
        && s.kind() <= org.petrify.agent.trace.TraceFormat.SITE_NOTIFY) {
      LOCK_POSITIONS.add(s.className().replace('/', '.') + " " + s.method() + " " + s.line());
    }
    return SITES.size() - 1;
  }

  /** True if an instrumented lock operation (monitor, lock, wait, notify) is at the position. */
  static synchronized boolean lockSiteAt(String className, String method, int line) {
    return LOCK_POSITIONS.contains(className + " " + method + " " + line);
  }

  static synchronized Site get(int id) {
    return SITES.get(id);
  }

  static synchronized List<Site> all() {
    return new ArrayList<>(SITES);
  }
}

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

  private Sites() {}

  /** Registers a site and returns its number. */
  public static synchronized int add(Site s) {
    SITES.add(s);
    return SITES.size() - 1;
  }

  static synchronized Site get(int id) {
    return SITES.get(id);
  }

  static synchronized List<Site> all() {
    return new ArrayList<>(SITES);
  }
}

package org.petrify.ir.rb;

/**
 * The rb counters that record that the JVM can no longer exit normally. Each has capacity 1,
 * starts at 0 and is never decreased; the frontend sets them with a {@code tryup} that never
 * blocks.
 *
 * <ul>
 *   <li>{@link #COUNTER}: set at the start of every task that certainly runs on a pool whose
 *       non-daemon workers wait for work forever and that is never shut down anywhere in the
 *       program. A run in which it is 1 does not terminate.</li>
 *   <li>{@link #workers(String) workers@pool} and {@link #shutDown(String) shutdown@pool}, for
 *       a pool that is one object at run time and has shutdown calls: the first is set when
 *       one of its workers exists (a task of it starts, or a {@code prestart} call), the second
 *       by every {@code shutdown}, {@code shutdownNow} or {@code close} of it. A run whose
 *       final marking has {@code workers@pool > shutdown@pool} left a worker waiting forever,
 *       so it does not terminate; whether the shutdown call ran is thus a property of the run,
 *       not of the program text.</li>
 * </ul>
 *
 * The termination property reads them ({@code ProgramProperties}). Deadlock does not: idle
 * workers are no deadlock (jstack shows them parked, waiting for tasks).
 */
public final class KeptAlive {
  /** The counter's name; no Java object's counter is named so (those carry an allocation site). */
  public static final String COUNTER = "jvm.keptAlive";
  private static final String WORKERS = COUNTER + "@";
  private static final String SHUT_DOWN = "jvm.shutDown@";

  private KeptAlive() {}

  /** The counter for pools never shut down. */
  public static Counter counter() {
    return counter(COUNTER);
  }

  /** The counter of the given name (one of this class's names). */
  public static Counter counter(String name) {
    return new Counter(name, 1, 0, false);
  }

  /** The counter set once a worker of the pool named {@code pool} exists. */
  public static String workers(String pool) {
    return WORKERS + pool;
  }

  /** The counter set once the pool named {@code pool} is shut down. */
  public static String shutDown(String pool) {
    return SHUT_DOWN + pool;
  }

  /** True if {@code counter} records a worker that may keep the JVM alive. */
  public static boolean isWorkers(String counter) {
    return counter.equals(COUNTER) || counter.startsWith(WORKERS);
  }

  /**
   * The pool of a {@link #workers} counter, the pool of a {@link #shutDown} counter, or null
   * for any other counter (the never-shut-down {@link #COUNTER} included).
   */
  public static String poolOf(String counter) {
    if (counter.startsWith(WORKERS)) {
      return counter.substring(WORKERS.length());
    }
    return counter.startsWith(SHUT_DOWN) ? counter.substring(SHUT_DOWN.length()) : null;
  }

  /** True if {@code counter} is a {@link #shutDown} counter. */
  public static boolean isShutDown(String counter) {
    return counter.startsWith(SHUT_DOWN);
  }
}

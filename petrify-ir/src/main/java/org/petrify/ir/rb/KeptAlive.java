package org.petrify.ir.rb;

/**
 * The rb counter that records that the JVM can no longer exit normally: capacity 1, initially
 * 0, never decreased. The frontend sets it (a {@code tryup} that never blocks) at the start of
 * every task that certainly runs on a pool whose non-daemon workers wait for work forever (a
 * fixed or scheduled pool with the default thread factory that is never shut down: the
 * frontend's {@code IdlePools}). A run in which the counter is 1 has created such a worker,
 * which never ends, so it does not terminate even when every thread of the model has finished;
 * the termination property reads it ({@code ProgramProperties}). Deadlock does not: idle
 * workers are no deadlock (jstack shows them parked, waiting for tasks).
 */
public final class KeptAlive {
  /** The counter's name; no Java object's counter is named so (those carry an allocation site). */
  public static final String COUNTER = "jvm.keptAlive";

  private KeptAlive() {}

  /** The counter. */
  public static Counter counter() {
    return new Counter(COUNTER, 1, 0, false);
  }
}

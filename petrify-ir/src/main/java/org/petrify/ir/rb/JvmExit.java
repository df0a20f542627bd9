package org.petrify.ir.rb;

/**
 * The rb counter that stands for the JVM's exit ({@code System.exit}, {@code Runtime.exit},
 * {@code Runtime.halt}): capacity 1, initially 0, never decreased. The frontend translates an
 * exit as two {@code up}s of it: the first records that the JVM ends, the second blocks the
 * exiting thread for ever (the counter is full), as {@code exit} never returns (a second
 * exiting thread blocks at its first {@code up}, as the JVM's own shutdown lock makes it
 * wait). Once the counter is 1 the program has ended, whatever its other threads do in the
 * model: the program properties read it ({@code ProgramProperties}). With shutdown hooks in the
 * program, {@code exit} first starts the shutdown and waits for the registered hooks (the
 * frontend's {@code ShutdownHooks}); {@code halt} runs none.
 */
public final class JvmExit {
  /** The counter's name; no Java object's counter is named so (those carry an allocation site). */
  public static final String COUNTER = "jvm.exit";

  private JvmExit() {}

  /** The counter. */
  public static Counter counter() {
    return new Counter(COUNTER, 1, 0, false);
  }
}

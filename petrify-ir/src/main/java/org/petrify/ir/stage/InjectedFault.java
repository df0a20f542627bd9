package org.petrify.ir.stage;

/**
 * A failure injected at the start of a named stage, for the tests of the error contract only:
 * when the system property {@value #PROPERTY} is {@code <stage>} or {@code <stage>:<kind>},
 * {@link #at} throws in that stage. Kinds: {@code exception} (default, an {@link
 * IllegalStateException}), {@code stackoverflow}, {@code assertion}, {@code linkage} and
 * {@code outofmemory} (the {@link Error}s a bug or a large input may raise). Stages: {@code
 * load}, {@code translate}, {@code encode} (entered through {@link StageBudget#enter}), {@code
 * check} (the model check of a program), and {@code parse} and {@code check} of {@code
 * net-check}. Not documented for users; without the property nothing happens.
 */
public final class InjectedFault {
  /** The system property naming the stage (and kind) to fail. */
  public static final String PROPERTY = "petrify.test.fault";

  private InjectedFault() {}

  /** Throws the configured failure if it is configured for {@code stage}. */
  public static void at(String stage) {
    String spec = System.getProperty(PROPERTY);
    if (spec == null || spec.isEmpty()) {
      return;
    }
    int colon = spec.indexOf(':');
    String where = colon < 0 ? spec : spec.substring(0, colon);
    if (!where.equals(stage)) {
      return;
    }
    String kind = colon < 0 ? "exception" : spec.substring(colon + 1);
    String message = "injected fault in stage " + stage;
    switch (kind) {
      case "stackoverflow" -> throw new StackOverflowError(message);
      case "assertion" -> throw new AssertionError(message);
      case "linkage" -> throw new LinkageError(message);
      case "outofmemory" -> throw new OutOfMemoryError(message);
      default -> throw new IllegalStateException(message);
    }
  }
}

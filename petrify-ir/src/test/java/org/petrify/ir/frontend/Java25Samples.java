package org.petrify.ir.frontend;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The test samples under {@code src/test/java25} are compiled only on JDK 25 and newer (the
 * {@code java25-samples} profile of this module); tests that analyse them skip elsewhere.
 */
final class Java25Samples {
  private Java25Samples() {}

  /** Skips the calling test, with a one-line reason, when the samples were not compiled. */
  static void assumeCompiled() {
    int feature = Runtime.version().feature();
    assumeTrue(feature >= 25, "Java 25 test samples are compiled only on JDK 25+ (running "
        + feature + ")");
  }
}

package org.petrify.api.assertions;

import org.petrify.api.Analysis;
import org.petrify.api.Report;

/**
 * Entry point of the AssertJ assertions.
 *
 * <pre>{@code
 * import static org.petrify.api.assertions.PetrifyAssertions.assertThat;
 *
 * assertThat(Petrify.analyze(Path.of("target/classes")).mainClass("app.Main"))
 *     .hasNoDeadlock()
 *     .terminates();
 * }</pre>
 */
public final class PetrifyAssertions {
  private PetrifyAssertions() {}

  public static AnalysisAssert assertThat(Analysis actual) {
    return new AnalysisAssert(actual);
  }

  public static ReportAssert assertThat(Report actual) {
    return new ReportAssert(actual);
  }
}

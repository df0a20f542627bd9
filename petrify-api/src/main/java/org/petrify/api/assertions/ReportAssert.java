package org.petrify.api.assertions;

import org.assertj.core.api.AbstractAssert;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.ir.rb.Caveat;

/** Assertions on one {@link Report}; failure messages carry the report's text. */
public final class ReportAssert extends AbstractAssert<ReportAssert, Report> {
  ReportAssert(Report actual) {
    super(actual, ReportAssert.class);
  }

  public ReportAssert holds() {
    return verdict(Verdict.HOLDS);
  }

  public ReportAssert isViolated() {
    return verdict(Verdict.VIOLATED);
  }

  public ReportAssert isInconclusive() {
    return verdict(Verdict.INCONCLUSIVE);
  }

  /** No caveat says that real executions may be missing from the model. */
  public ReportAssert hasNoUnsoundCaveats() {
    isNotNull();
    for (Caveat c : actual.caveats()) {
      if (c.effect() == Caveat.Effect.UNSOUND) {
        failWithMessage("Expected no unsound caveats but found: %s", c);
      }
    }
    return this;
  }

  private ReportAssert verdict(Verdict expected) {
    isNotNull();
    if (actual.verdict() != expected) {
      failWithMessage("Expected %s to be %s but it was %s:%n%s", actual.property(), expected,
          actual.verdict(), actual.text());
    }
    return this;
  }
}

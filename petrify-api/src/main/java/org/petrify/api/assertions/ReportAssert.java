package org.petrify.api.assertions;

import org.assertj.core.api.AbstractAssert;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.Caveat;

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

  /**
   * The model decided the property (HOLDS, or false for a CTL formula without a witness) but
   * unaccepted UNSOUND caveats made the verdict INCONCLUSIVE.
   */
  public ReportAssert isDecidedOnlyForTheModel() {
    isNotNull();
    if (!actual.decidedOnlyForTheModel()) {
      failWithMessage("Expected %s to be decided only for the model (unaccepted unsound"
          + " caveats) but it was %s:%n%s", actual.property(), actual.verdict(), actual.text());
    }
    return this;
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

  /** The report is a race report that found no data race. */
  public ReportAssert hasNoDataRace() {
    isNotNull();
    if (!actual.isRaceReport()) {
      failWithMessage("Expected a race report but got %s", actual.property());
    }
    return verdict(Verdict.HOLDS);
  }

  /** The report names a race with this key ({@code Race#key()}, e.g. {@code "A.f: read@A.java:3 / write@A.java:9"}). */
  public ReportAssert hasDataRace(String key) {
    isNotNull();
    if (actual.races().stream().noneMatch(r -> r.key().equals(key))) {
      failWithMessage("Expected a data race %s but found:%n%s", key, actual.text());
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

package org.petrify.api.assertions;

import org.assertj.core.api.AbstractAssert;
import org.petrify.api.Analysis;
import org.petrify.api.Report;
import org.petrify.api.Verdict;

/**
 * Assertions on the properties of a program. Each runs the check; an INCONCLUSIVE verdict
 * fails every assertion (with the reason), and a failure message carries the whole report:
 * blocked threads, locks, source lines, the interleaving. A property that holds only in a model
 * with UNSOUND caveats is INCONCLUSIVE, so {@link #hasNoDeadlock()} fails there unless the
 * caveats are accepted ({@link #acceptingUnsound}, or {@code Analysis.acceptUnsound}).
 */
public final class AnalysisAssert extends AbstractAssert<AnalysisAssert, Analysis> {
  AnalysisAssert(Analysis actual) {
    super(actual, AnalysisAssert.class);
  }

  /**
   * Continues with the analysis accepting UNSOUND caveats of these kinds ({@code "all"}: every
   * kind), see {@link Analysis#acceptUnsound(String...)}.
   */
  public AnalysisAssert acceptingUnsound(String... kinds) {
    return new AnalysisAssert(analysis().acceptUnsound(kinds));
  }

  /**
   * The property holds in the model, but the model leaves out constructs (unaccepted UNSOUND
   * caveats), so the verdict is INCONCLUSIVE.
   */
  public AnalysisAssert isDeadlockFreeOnlyInTheModel() {
    Report r = analysis().deadlock();
    if (!(r.decidedOnlyForTheModel() && r.modelVerdict() == Verdict.HOLDS)) {
      failWithMessage("Expected deadlock to hold only for the model (unaccepted unsound"
          + " caveats) but it was %s:%n%s", r.verdict(), r.text());
    }
    return this;
  }

  /** The program cannot deadlock. */
  public AnalysisAssert hasNoDeadlock() {
    return expect(analysis().deadlock(), Verdict.HOLDS);
  }

  /** The program can deadlock. */
  public AnalysisAssert hasDeadlock() {
    return expect(analysis().deadlock(), Verdict.VIOLATED);
  }

  /** Every execution of the program terminates. */
  public AnalysisAssert terminates() {
    return expect(analysis().termination(), Verdict.HOLDS);
  }

  /** Some execution of the program does not terminate. */
  public AnalysisAssert mayNotTerminate() {
    return expect(analysis().termination(), Verdict.VIOLATED);
  }

  /** No started thread can stay unfinished forever while the program keeps moving. */
  public AnalysisAssert hasNoLivelock() {
    return expect(analysis().livelock(), Verdict.HOLDS);
  }

  /** No two threads can access one location at once with at least one write ({@link Analysis#races()}). */
  public AnalysisAssert hasNoDataRace() {
    return expect(analysis().races(), Verdict.HOLDS);
  }

  /** Some pair of accesses can race ({@link Analysis#races()}). */
  public AnalysisAssert hasDataRace() {
    return expect(analysis().races(), Verdict.VIOLATED);
  }

  /** The CTL formula holds (see {@link Analysis#check(String)}). */
  public AnalysisAssert satisfies(String ctl) {
    return expect(analysis().check(ctl), Verdict.HOLDS);
  }

  /** The CTL formula does not hold. */
  public AnalysisAssert doesNotSatisfy(String ctl) {
    return expect(analysis().check(ctl), Verdict.VIOLATED);
  }

  private Analysis analysis() {
    isNotNull();
    return actual;
  }

  private AnalysisAssert expect(Report report, Verdict expected) {
    if (report.verdict() != expected) {
      String hint = report.decidedOnlyForTheModel() && report.modelVerdict() == expected
          ? " (the model gives " + expected + ", but it leaves out constructs; accept them with"
              + " acceptingUnsound(...) if that is right for this program)" : "";
      failWithMessage("Expected %s to be %s but it was %s%s:%n%s", report.property(), expected,
          report.verdict(), hint, report.text());
    }
    return this;
  }
}

package org.petrify.api.assertions;

import org.assertj.core.api.AbstractAssert;
import org.petrify.api.Analysis;
import org.petrify.api.Report;
import org.petrify.api.Verdict;

/**
 * Assertions on the properties of a program. Each runs the check; an INCONCLUSIVE verdict
 * fails every assertion (with the reason), and a failure message carries the whole report:
 * blocked threads, locks, source lines, the interleaving.
 */
public final class AnalysisAssert extends AbstractAssert<AnalysisAssert, Analysis> {
  AnalysisAssert(Analysis actual) {
    super(actual, AnalysisAssert.class);
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
      failWithMessage("Expected %s to be %s but it was %s:%n%s", report.property(), expected,
          report.verdict(), report.text());
    }
    return this;
  }
}

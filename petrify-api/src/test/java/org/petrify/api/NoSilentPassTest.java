package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.api.assertions.PetrifyAssertions;

/** A verdict about every execution of a model that leaves constructs out is not a pass. */
class NoSilentPassTest {
  private static final Statistics STATS = new Statistics(0, 0, 0, 0, 1, 1, 1, 0, "none");
  private static final SourceLocation AT = new SourceLocation("app.Main", "run", "Main.java", 12, -1);
  private static final Caveat LATCH = new Caveat(CaveatKind.named("blocking-call"), AT, "await is not modelled",
      Caveat.Effect.UNSOUND);
  private static final Caveat SUMMARY = new Caveat(CaveatKind.named("summary-lock"), AT, "k > 4",
      Caveat.Effect.UNSOUND);
  private static final Caveat CAP = new Caveat(CaveatKind.named("context-cap"), AT, "merged",
      Caveat.Effect.IMPRECISE);

  private static Report engine(String property, Verdict v, Caveat... caveats) {
    return new Report(property, v, Optional.empty(), List.of(), List.of(), -1, List.of(caveats),
        STATS, Optional.empty());
  }

  @Test
  void holdsWithAnUnsoundCaveatIsInconclusiveAndNamesTheConstructs() {
    Report r = engine("deadlock", Verdict.HOLDS, LATCH, CAP, SUMMARY).judged(Set.of());
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.modelVerdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.decidedOnlyForTheModel()).isTrue();
    assertThat(r.reason()).hasValueSatisfying(why -> assertThat(why)
        .startsWith("holds for the model, but 2 constructs are not modelled: blocking-call at"
            + " app.Main.run(Main.java:12), summary-lock at app.Main.run(Main.java:12)")
        .contains("--accept-unsound blocking-call,summary-lock"));
    assertThat(r.unacceptedUnsoundCaveats()).containsExactly(LATCH, SUMMARY);
  }

  @Test
  void acceptingEveryKindGivesHoldsWithTheCaveatsListed() {
    Report r = engine("deadlock", Verdict.HOLDS, LATCH, SUMMARY)
        .judged(Set.of("summary-lock", "blocking-call"));
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.reason()).hasValueSatisfying(why -> assertThat(why).contains("accepted"));
    assertThat(r.caveats()).containsExactly(LATCH, SUMMARY);
    assertThat(r.unacceptedUnsoundCaveats()).isEmpty();
    assertThat(r.text()).contains("[accepted]");
    assertThat(engine("deadlock", Verdict.HOLDS, LATCH, SUMMARY).judged(Set.of("all")).verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void acceptingSomeKindsIsNotEnough() {
    Report r = engine("termination", Verdict.HOLDS, LATCH, SUMMARY)
        .judged(Set.of("summary-lock"));
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason().orElseThrow()).contains("1 construct is not modelled: blocking-call");
  }

  @Test
  void violationsBudgetsAndImpreciseCaveatsAreLeftAlone() {
    assertThat(engine("deadlock", Verdict.VIOLATED, LATCH).judged(Set.of()).verdict())
        .isEqualTo(Verdict.VIOLATED);
    assertThat(engine("deadlock", Verdict.HOLDS, CAP).judged(Set.of()).verdict())
        .isEqualTo(Verdict.HOLDS);
    Report budget = new Report("deadlock", Verdict.INCONCLUSIVE,
        Optional.of("state budget exhausted"), List.of(), List.of(), -1, List.of(LATCH), STATS,
        Optional.empty()).judged(Set.of());
    assertThat(budget.reason()).hasValue("state budget exhausted");
    assertThat(budget.decidedOnlyForTheModel()).isFalse();
  }

  @Test
  void aCtlAnswerWithoutWitnessIsAClaimOnEveryRunToo() {
    Report r = engine("EF (running(t1) > 1)", Verdict.VIOLATED, LATCH).judged(Set.of());
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason().orElseThrow()).startsWith("is false for the model, but 1 construct");
  }

  @Test
  void rejudgingStartsFromTheModelVerdict() {
    Report once = engine("deadlock", Verdict.HOLDS, LATCH).judged(Set.of());
    assertThat(once.judged(Set.of("blocking-call")).verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(once.judged(Set.of("blocking-call")).judged(Set.of()).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void endToEndOnAFairRecursion() throws IOException {
    Analysis a = RbPrograms.analyze(AnalysisTest.rb("fair-recursion.rb"))
        .fairness(Fairness.THREADS_AND_CHOICES);
    Report strict = a.termination();
    assertThat(strict.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(strict.modelVerdict()).isEqualTo(Verdict.HOLDS);
    assertThat(strict.reason().orElseThrow()).contains("fair-returns");
    Report accepted = a.acceptUnsound("fair-returns").termination();
    assertThat(accepted.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(accepted.caveats()).extracting(c -> c.kind().id()).contains("fair-returns");
    assertThat(a.acceptUnsound("all").termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(a.acceptUnsound("summary-lock").termination().verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
    PetrifyAssertions.assertThat(a).acceptingUnsound("fair-returns").terminates();
    assertThatThrownBy(() -> PetrifyAssertions.assertThat(a).terminates())
        .hasMessageContaining("leaves out constructs");
    PetrifyAssertions.assertThat(strict).isDecidedOnlyForTheModel();
    assertThatThrownBy(() -> a.acceptUnsound(" ")).isInstanceOf(IllegalArgumentException.class);
    // A typo is rejected by the library (CLI, plugin and JUnit use this check), listing the kinds.
    assertThatThrownBy(() -> a.acceptUnsound("summary-lock", "sumary-lock"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown caveat kind 'sumary-lock'; the kinds are ")
        .hasMessageContaining("summary-lock, ").hasMessageEndingWith(", or all")
        .hasMessageNotContaining("\n");
    assertThat(UnsoundKinds.check(java.util.List.of(" fair-returns ", "all", "fair-returns")))
        .containsExactly("fair-returns", "all");
  }

  @Test
  void theReentrancyBoundShapesTheNet() throws IOException {
    Analysis a = RbPrograms.analyze(AnalysisTest.rb("two-locks.rb"));
    assertThat(a.reentrancyBound(Analysis.DEFAULT_REENTRANCY_BOUND).net()).isSameAs(a.net());
    assertThat(a.reentrancyBound(5).deadlock().verdict()).isEqualTo(Verdict.VIOLATED);
    assertThatThrownBy(() -> a.reentrancyBound(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1..61");
  }

  /** End to end on Java: the unmodelled callback hides a real deadlock, so HOLDS would be wrong. */
  @Test
  void aJavaProgramWithAnUnmodelledCallbackIsNotPassedSilently() {
    Analysis a = Petrify.analyze(java.nio.file.Path.of("target/test-classes"))
        .mainClass(org.petrify.api.fixtures.UnmodelledCallback.class.getName());
    Report r = a.deadlock();
    assertThat(r.modelVerdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason().orElseThrow()).startsWith("holds for the model, but")
        .contains("library-callback at ", "UnmodelledCallback.java");
    assertThat(r.decidedOnlyForTheModel()).isTrue();
    Report accepted = a.acceptUnsound("library-callback").deadlock();
    assertThat(accepted.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(accepted.unacceptedUnsoundCaveats()).isEmpty();
    assertThat(a.acceptUnsound("fair-returns").deadlock().verdict())
        .as("accepting another kind changes nothing").isEqualTo(Verdict.INCONCLUSIVE);
  }

  /**
   * {@code println(Object)} and string concatenation call the argument's {@code toString}; one
   * that is synchronized is run in the printing thread (it was a call-back the model left out,
   * INCONCLUSIVE; now the lock cycle through it is found), a plain one adds nothing.
   */
  @Test
  void renderingAnObjectWhoseToStringLocksIsACallBack() {
    Report printed = Petrify.analyze(java.nio.file.Path.of("target/test-classes"))
        .mainClass(org.petrify.api.fixtures.RenderedUnderLock.class.getName()).deadlock();
    assertThat(printed.verdict()).as(printed.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(printed.text()).contains("RenderedUnderLock$Item", "RenderedUnderLock.A");
    Report plain = Petrify.analyze(java.nio.file.Path.of("target/test-classes"))
        .mainClass(org.petrify.api.fixtures.RenderedPlain.class.getName()).deadlock();
    assertThat(plain.verdict()).as(plain.text()).isEqualTo(Verdict.HOLDS);
    assertThat(plain.caveats()).noneSatisfy(c -> assertThat(c.kind())
        .isEqualTo("library-callback"));
  }

  /**
   * A JDK container reads an application collection it is given ({@code ArrayList.addAll}
   * calls the argument's {@code toArray}): the model runs that call back in the caller's thread,
   * under its locks, so the cycle through the locking {@code toArray} is found; one that
   * inherits everything from the JDK is no call back at all.
   */
  @Test
  void aContainerReadingAnApplicationCollectionIsACallBack() {
    Report locking = Petrify.analyze(java.nio.file.Path.of("target/test-classes"))
        .mainClass(org.petrify.api.fixtures.CollectionArgumentCallback.class.getName())
        .deadlock();
    assertThat(locking.verdict()).as(locking.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(locking.text()).contains("CollectionArgumentCallback.java:34");
    Report plain = Petrify.analyze(java.nio.file.Path.of("target/test-classes"))
        .mainClass(org.petrify.api.fixtures.CollectionArgumentPlain.class.getName())
        .deadlock();
    assertThat(plain.verdict()).as(plain.text()).isEqualTo(Verdict.HOLDS);
    assertThat(plain.caveats()).noneSatisfy(c -> assertThat(c.kind())
        .isEqualTo("library-callback"));
  }
}

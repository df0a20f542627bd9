package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.JdkIdioms;

/**
 * Library idioms nobody listed: bounded counted loops under thread fairness, method references
 * to modelled JDK methods as run targets, the synchronous queue's offer, and a hand-over
 * through a {@code ConcurrentLinkedQueue}. Each rule is checked on a program where it must
 * decide and on a twin where the verdict must stay a violation.
 */
class JdkIdiomsTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void aBoundedLoopTerminatesUnderThreadFairnessOnly() {
    Analysis a = of(JdkIdioms.HundredTrips.class);
    assertThat(a.termination().verdict()).as("without fairness the loop may spin")
        .isEqualTo(Verdict.VIOLATED);
    assertThat(a.fairness(Fairness.THREADS).termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(a.fairness(Fairness.THREADS_AND_CHOICES).termination().verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void loopsJavaMayNotLeaveStillDoNotTerminate() {
    assertThat(of(JdkIdioms.ContinueSkips.class).fairness(Fairness.THREADS).termination()
        .verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(of(JdkIdioms.WrapsAround.class).fairness(Fairness.THREADS).termination()
        .verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(of(JdkIdioms.WrapsAround.class).termination().verdict())
        .as("not unrolled as two trips").isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void methodReferencesToModelledJdkMethodsRunTheirModel() {
    Report bug = of(JdkIdioms.RefTargetsMiscount.class).deadlock();
    assertThat(bug.verdict()).isEqualTo(Verdict.VIOLATED);
    Report fixed = of(JdkIdioms.RefTargetsCount.class).deadlock();
    assertThat(fixed.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(fixed.caveats()).noneMatch(c -> c.kind().id().equals("empty-thread"));
  }

  @Test
  void aSynchronousOfferSucceedsOnlyWhileATakerWaits() {
    assertThat(of(JdkIdioms.LoneOffer.class).deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(of(JdkIdioms.DroppedOffer.class).deadlock().verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aHandOffThroughAConcurrentLinkedQueueIsOrdered() {
    assertThat(of(JdkIdioms.QueueHandOff.class).races().races()).isEmpty();
    assertThat(of(JdkIdioms.QueueHandOffRace.class).races().races())
        .anyMatch(r -> r.key().contains("payload"));
  }

  @Test
  void aClearedQueueIsNotCounted() {
    assertThat(of(JdkIdioms.ClearedQueue.class).deadlock().verdict())
        .as("clear() empties the queue").isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aQueueFilledByAddAllIsNotCounted() {
    assertThat(of(JdkIdioms.AddAllQueue.class).deadlock().verdict())
        .as("addAll fills the queue").isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aQueueHandedToTheJdkIsNotCounted() {
    assertThat(of(JdkIdioms.HandedQueue.class).deadlock().verdict())
        .as("the JDK fills a queue it is handed").isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void readOnlyCallsKeepAQueueCounted() {
    assertThat(of(JdkIdioms.PeekedQueue.class).deadlock().verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anInsertionMayGoToAQueueThatIsNotCounted() {
    assertThat(of(JdkIdioms.EitherQueue.class).deadlock().verdict()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aStartMadeByAFunctionTheLibraryRunsMayNotHappen() {
    Report none = of(JdkIdioms.ForEachExecuteNone.class).deadlock();
    assertThat(none.verdict()).as(none.text()).isEqualTo(Verdict.VIOLATED);
    Report some = of(JdkIdioms.ForEachExecuteSome.class).deadlock();
    assertThat(some.verdict()).as(some.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void forEachThreadStartStartsEachElementOfAKnownCollectionOnce() {
    for (Class<?> main : java.util.List.of(JdkIdioms.StartEachListed.class,
        JdkIdioms.StartEachAdded.class)) {
      Report r = of(main).deadlock();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.HOLDS);
      Report t = of(main).fairness(Fairness.THREADS).termination();
      assertThat(t.verdict()).as(main.getSimpleName() + "\n" + t.text())
          .isEqualTo(Verdict.HOLDS);
    }
  }

  @Test
  void forEachThreadStartStartsNoMoreThanTheElements() {
    for (Class<?> main : java.util.List.of(JdkIdioms.StartEachAddedTooFew.class,
        JdkIdioms.StartEachStreamedTooFew.class, JdkIdioms.StartEachOfNone.class,
        JdkIdioms.StartEachTwice.class)) {
      Report r = of(main).deadlock();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.VIOLATED);
    }
  }

  @Test
  void neitherTheReferenceNorTheArrayIsStartedAsAThread() {
    for (Class<?> main : java.util.List.of(JdkIdioms.StartEachListed.class,
        JdkIdioms.StartEachOfArray.class)) {
      Report r = of(main).deadlock();
      assertThat(r.text()).as(main.getSimpleName()).doesNotContain("empty-thread");
    }
  }

  @Test
  void referencesToModelledJdkMethodsRunTheirModelOnEachElement() {
    for (Class<?> main : java.util.List.of(JdkIdioms.CountDownEachListed.class,
        JdkIdioms.LockEachInOrder.class, JdkIdioms.JoinEachMapped.class)) {
      Report r = of(main).deadlock();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.HOLDS);
      assertThat(r.caveats()).as(main.getSimpleName())
          .noneMatch(c -> c.kind().id().equals("library-callback"));
      Report t = of(main).fairness(Fairness.THREADS).termination();
      assertThat(t.verdict()).as(main.getSimpleName() + "\n" + t.text())
          .isEqualTo(Verdict.HOLDS);
    }
  }

  @Test
  void referencesToModelledJdkMethodsStillFindTheirBugs() {
    for (Class<?> main : java.util.List.of(JdkIdioms.CountDownEachTooFew.class,
        JdkIdioms.LockEachAgainstOrder.class, JdkIdioms.JoinEachMappedUncompleted.class)) {
      Report r = of(main).deadlock();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.VIOLATED);
    }
  }

  @Test
  void anApplicationActionRunsOncePerElementOfAKnownCollection() {
    Analysis a = of(JdkIdioms.CountDownEachInLambda.class);
    assertThat(a.deadlock().verdict()).as(a.deadlock().text()).isEqualTo(Verdict.HOLDS);
    assertThat(a.fairness(Fairness.THREADS).termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(of(JdkIdioms.CountDownEachInLambdaThrowing.class).deadlock().verdict())
        .as("an action that throws ends forEach early").isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void isInterruptedOnThisInAThreadsOwnRunIsItsFlag() {
    assertThat(of(JdkIdioms.InterruptedSubclassStops.class).fairness(Fairness.THREADS)
        .termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(of(JdkIdioms.InterruptedSubclassWrapped.class).fairness(Fairness.THREADS)
        .termination().verdict()).as("the spinner's own flag is never set")
        .isEqualTo(Verdict.VIOLATED);
  }
}

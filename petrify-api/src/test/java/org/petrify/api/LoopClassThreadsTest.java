package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.EnumRoleThreads;
import org.petrify.api.fixtures.EnumRoles40;
import org.petrify.api.fixtures.EnumRoles40Bad;
import org.petrify.api.fixtures.FirstTripSkipsLatch;
import org.petrify.api.fixtures.FirstTripSkipsLatchOk;
import org.petrify.api.fixtures.IndexToStarter;
import org.petrify.api.fixtures.IndexToStarterTwice;
import org.petrify.api.fixtures.IndexToWorker;
import org.petrify.api.fixtures.IndexToWorkerBad;
import org.petrify.api.fixtures.EnumValuesThreads;
import org.petrify.api.fixtures.ManyLatchWaiters;
import org.petrify.api.fixtures.ManyLatchWaitersBad;
import org.petrify.api.fixtures.SharedLoopLambda;

/**
 * Forty threads started in one counted loop, each given its index by a lambda: the trips fall
 * into classes by the outcomes of the tests on the index (index 0, the rest), each class runs
 * its own variant with a counted number of instances, and the instances, sharing no per-thread
 * state, need no summary-thread caveat. Before, the index was a free choice per thread and the
 * 33rd start passed the bound on unjoined threads: INCONCLUSIVE both ways. Roles held in an
 * enum and chosen per index are known per thread the same way (before: a free choice, a false
 * deadlock).
 */
class LoopClassThreadsTest {
  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName()).deadlock();
  }

  @Test
  void fortyThreadsWithOneCounterHold() {
    Report r = deadlock(ManyLatchWaiters.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void fortyWaitersWithoutACounterDeadlock() {
    Report r = deadlock(ManyLatchWaitersBad.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aLambdaRunByTwoThreadsPerTripIsNotSplitIntoClasses() {
    // Classes would allow one index-0 thread where Java has two: a missed deadlock. Unsplit,
    // eighty starts pass the bound on unjoined threads (INCONCLUSIVE); never HOLDS.
    Report r = deadlock(SharedLoopLambda.class);
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.HOLDS);
  }

  @Test
  void rolesHeldInAnEnumChosenByABranchOnTheIndexAreKnownPerThread() {
    Report r = deadlock(EnumRoleThreads.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void rolesTakenFromEnumValuesAtTheIndexAreKnownPerThread() {
    Report r = deadlock(EnumValuesThreads.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void enumRolesChosenByTheIndexInAFortyTripLoopAreKnownPerThread() {
    // Before: the index test was a free choice and the model ran more than forty trips
    // (INCONCLUSIVE at the bound of unjoined threads).
    Report r = deadlock(EnumRoles40.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void fortyConsumersWithoutAProducerDeadlock() {
    Report r = deadlock(EnumRoles40Bad.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aTripWhoseLoopTestTheEnvironmentDecidesIsCounted() {
    // Before: the decided trip did not move the trip counter, the model ran 21 trips and
    // counted the latch down once more than Java (a wrong HOLDS).
    Report r = deadlock(FirstTripSkipsLatch.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void anIndexTestReadsTheTripCounter() {
    Report r = deadlock(FirstTripSkipsLatchOk.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void testsOnTheIndexInAMethodTheLambdaCallsSplitTheTrips() {
    // Before: the index passed on to work(k) was not split; a free choice per thread gave a
    // false deadlock.
    Report r = deadlock(IndexToWorker.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void noThreadOfTheRoleThatOpensTheLatchDeadlocks() {
    Report r = deadlock(IndexToWorkerBad.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void anIndexPassedToTheMethodThatStartsTheThreadSplitsTheTrips() {
    // Before: INCONCLUSIVE (the lambda is made outside the loop; 40 starts passed the bound).
    Report r = deadlock(IndexToStarter.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aStarterCalledTwicePerTripIsNeverHolds() {
    // An inner loop passes the call (and its index test) twice per trip: no classes, and no
    // trip test may decide the inner loop's own test (it did in a first version: the inner
    // loop never ended in the model, and the deadlock was missed).
    Report r = deadlock(IndexToStarterTwice.class);
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.HOLDS);
  }
}

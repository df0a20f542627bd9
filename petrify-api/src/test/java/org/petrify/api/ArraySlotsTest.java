package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.ArraySlots;

/**
 * Races on array elements are per index where the index is known (a literal, a local holding
 * one, a worker's slot given to its constructor) and on every element otherwise; objects handed
 * over through a queue, an exchanger or a future are the taker's after the hand-off. Every
 * race-free program has a twin whose race stays.
 */
class ArraySlotsTest {

  private static Report races(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).races();
  }

  private static void holds(Class<?> main) {
    Report r = races(main);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  private static Report violated(Class<?> main) {
    Report r = races(main);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    return r;
  }

  @Test
  void constantDifferentSlotsDoNotRace() {
    holds(ArraySlots.ConstantSlots.class);
    assertThat(violated(ArraySlots.SameConstantSlot.class).races())
        .allMatch(r -> r.location().startsWith("int[]@ArraySlots.java:"));
  }

  @Test
  void anIndexNotKnownRacesWithEverySlot() {
    violated(ArraySlots.UnknownSlot.class);
  }

  @Test
  void aWorkersConstructorSlotIsItsOwn() {
    holds(ArraySlots.WorkerSlots.class);
    Report early = violated(ArraySlots.WorkerSlotsEarlyRead.class);
    assertThat(early.races()).hasSize(1);
    violated(ArraySlots.WorkerSlotsTwice.class);
  }

  @Test
  void anObjectHandedOverIsTheTakersAfterTheHandOff() {
    holds(ArraySlots.QueueHandOff.class);
    holds(ArraySlots.ExchangeHandOff.class);
    holds(ArraySlots.FutureHandOff.class);
    for (Class<?> late : new Class<?>[] {ArraySlots.QueueHandOffLate.class,
        ArraySlots.ExchangeHandOffLate.class, ArraySlots.FutureHandOffLate.class}) {
      assertThat(violated(late).races()).anyMatch(r -> r.location().equals("ArraySlots.Box.value"));
    }
  }
}

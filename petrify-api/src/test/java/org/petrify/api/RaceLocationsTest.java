package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.RaceLocations;

/**
 * What the static race check counts as memory two threads share: not the model's own
 * variables (atomic values, class-initialisation states), not objects of one thread (a
 * thread-local's initial value, an array's clone); each program has a twin whose race stays.
 */
class RaceLocationsTest {

  private static Report races(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).races();
  }

  @Test
  void anAtomicsValueIsNoRacyField() {
    Report ok = races(RaceLocations.AtomicPublish.class);
    assertThat(ok.verdict()).as(ok.text()).isEqualTo(Verdict.HOLDS);
    Report late = races(RaceLocations.AtomicPublishLate.class);
    assertThat(late.verdict()).as(late.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(late.races()).allMatch(r -> r.location().equals("RaceLocations.Box.value"));
  }

  @Test
  void aClassInitialisationStateIsNoRacyField() {
    Report r = races(RaceLocations.LazyHolder.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aThreadLocalsInitialValueIsOneThreads() {
    Report ok = races(RaceLocations.ThreadLocalBoxes.class);
    assertThat(ok.verdict()).as(ok.text()).isEqualTo(Verdict.HOLDS);
    Report shared = races(RaceLocations.ThreadLocalShared.class);
    assertThat(shared.verdict()).as(shared.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(shared.races()).anyMatch(r -> r.location().equals("RaceLocations.Box.value"));
  }

  @Test
  void anArraysCloneIsTheCallersOwnUntilPublished() {
    Report ok = races(RaceLocations.ClonedArrays.class);
    assertThat(ok.verdict()).as(ok.text()).isEqualTo(Verdict.HOLDS);
    Report shared = races(RaceLocations.ClonedShared.class);
    assertThat(shared.verdict()).as(shared.text()).isEqualTo(Verdict.VIOLATED);
  }
}

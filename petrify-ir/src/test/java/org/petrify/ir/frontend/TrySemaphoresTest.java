package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.TrySemaphoreSamples;
import org.petrify.ir.rb.Caveat;

/** Semaphores no thread blocks on need no UNSOUND caveat for their permits or releases. */
class TrySemaphoresTest {

  private static List<Caveat> caveats(Class<?> main, String kind) {
    return RbDump.translate(main).caveats().stream()
        .filter(c -> c.kind().equals(kind)).toList();
  }

  @Test
  void permitsThatAreNotAConstantNeedNoCaveatWhenNothingBlocks() {
    assertThat(caveats(TrySemaphoreSamples.Unknown.class, "semaphore")).isEmpty();
    assertThat(caveats(TrySemaphoreSamples.UnknownRefused.class, "semaphore")).isEmpty();
  }

  @Test
  void anAcquireThroughAMethodReferenceBlocks() {
    assertThat(caveats(TrySemaphoreSamples.AcquiredByReference.class, "semaphore"))
        .anySatisfy(c -> assertThat(c.effect()).isEqualTo(Caveat.Effect.UNSOUND));
  }

  @Test
  void aSkippedReleaseOfATriedSemaphoreCannotMatter() {
    assertThat(caveats(TrySemaphoreSamples.SkippedHarmless.class, UncaughtExceptionCaveats.KIND))
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.effect()).isEqualTo(Caveat.Effect.INFO))
        .anySatisfy(c -> assertThat(c.message()).contains("Semaphore.release of"));
  }

  @Test
  void aSkippedReleaseOfASemaphoreSomeThreadAcquiresStaysUnsound() {
    assertThat(caveats(TrySemaphoreSamples.SkippedBlocking.class, UncaughtExceptionCaveats.KIND))
        .anySatisfy(c -> {
          assertThat(c.effect()).isEqualTo(Caveat.Effect.UNSOUND);
          assertThat(c.message()).contains("Semaphore.release");
        });
  }
}

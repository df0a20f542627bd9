package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PooledStateInvalidated;
import org.petrify.ir.frontend.samples.PooledStateInvalidatedByKey;
import org.petrify.ir.frontend.samples.PooledStateLazy;
import org.petrify.ir.frontend.samples.PooledStateOverflow;
import org.petrify.ir.frontend.samples.PooledStateStartsAllocated;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.RbInterpreter;

/**
 * The state of objects a pool creates on demand and publishes before it tests them (the
 * category of commons-pool2's {@code DefaultPooledObject}): the bug variants that deadlock on
 * the JVM stay deadlocking in the model, and the correct pool is still a false deadlock,
 * because its pooled objects are one summary object whose state is a weak update ({@code
 * docs/limitations.md}). A rule giving such objects per-instance identity must turn the
 * pinned false deadlock to {@code NO} (and {@code PooledStateKeyedTest}'s in petrify-api, the
 * keyed pool whose return finds the object by a registry lookup, commons-pool2's {@code
 * returnObject}, too large for the interpreter) and keep every bug variant {@code YES}: an object invalidated through the registry (by iteration, or by a
 * lookup with a key another thread got) before its creator allocates it, and a bug in the
 * oldest of more live objects than such a rule has slots for.
 */
class PooledStateTest {

  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aPublishedObjectInvalidatedBeforeItsAllocationIsLost() {
    assertThat(deadlock(PooledStateInvalidated.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void objectsThatStartAllocatedNeverServeABorrower() {
    assertThat(deadlock(PooledStateStartsAllocated.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aNewObjectInvalidatedThroughARegistryLookupIsLost() {
    assertThat(deadlock(PooledStateInvalidatedByKey.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anInvalidOldObjectPutBackStarvesTheNextBorrowerWhateverCameAfterIt() {
    assertThat(deadlock(PooledStateOverflow.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theWeakReadOfTheStateIsReportedAsImprecise() {
    FrontendResult r = RbDump.translate(PooledStateLazy.class);
    assertThat(r.caveats()).filteredOn(c -> c.kind().equals("summary-field"))
        .isNotEmpty()
        .allSatisfy(c -> {
          assertThat(c.effect()).isEqualTo(Caveat.Effect.IMPRECISE);
          assertThat(c.message()).contains("Pooled@", ".state", "IDLE", "ALLOCATED");
        });
  }

  @Test
  void theCorrectPoolIsStillAFalseDeadlock() {
    assertThat(deadlock(PooledStateLazy.class))
        .as("a false deadlock: per-instance identity of summary objects is not built")
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}

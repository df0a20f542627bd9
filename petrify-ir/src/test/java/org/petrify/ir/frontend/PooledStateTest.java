package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PooledStateInvalidated;
import org.petrify.ir.rb.RbInterpreter;

/**
 * The state of objects a pool creates on demand and publishes before it tests them: the bug
 * variants that deadlock on the JVM stay deadlocking in the model. (The corpus pair
 * {@code extra.lazypool} holds the correct pool, still a false deadlock: its pooled objects
 * are one summary object, see {@code docs/limitations.md}.)
 */
class PooledStateTest {

  @Test
  void aPublishedObjectInvalidatedBeforeItsAllocationIsLost() {
    FrontendResult r = RbDump.translate(PooledStateInvalidated.class);
    assertThat(RbInterpreter.of(r.program()).explore(500_000).deadlock())
        .as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}

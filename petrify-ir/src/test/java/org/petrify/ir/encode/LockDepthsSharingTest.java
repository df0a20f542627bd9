package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;

/**
 * {@link LockDepths} with shared vectors of masks and a ranked worklist computes exactly the
 * masks and reached nodes of the dense first-in-first-out fixpoint ({@link DenseLockDepths}),
 * on generated programs (with raises, holds tests, tryLocks, shared and recursive subnets) and
 * with a tiny call depth (most subnets shared, so the bypass and the masked exits matter). The
 * static race check ({@link ValueRaces}) reads nothing else of it, so its answers are those of
 * the dense computation too.
 */
class LockDepthsSharingTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);

  @Test
  void sameMasksAsTheDenseFixpoint() {
    int nodes = 0;
    for (int run = 0; run < 4 * SEEDS; run++) {
      Program p = RandomPrograms.generate(new Random(run % SEEDS), run % 2 == 1, run % 4 >= 2);
      EncodingOptions options = run >= 2 * SEEDS
          ? EncodingOptions.defaults().withCallDepth(1) : EncodingOptions.defaults();
      ControlGraph g = ControlGraph.of(p, options);
      LockDepths shared = LockDepths.of(g);
      DenseLockDepths dense = DenseLockDepths.of(g);
      assertThat(shared.locks).isEqualTo(dense.locks);
      for (int n = 0; n < g.nodeCount; n++) {
        assertThat(shared.reached[n]).as("run %d node %d", run, n).isEqualTo(dense.reached[n]);
        for (int k = 0; k < shared.lockCount; k++) {
          assertThat(shared.mask(n, k)).as("run %d node %d lock %d", run, n, k)
              .isEqualTo(dense.mask(n, k));
        }
      }
      nodes += g.nodeCount;
    }
    assertThat(nodes).isGreaterThan(10 * SEEDS);
  }

  /** Nodes with equal masks hold one array: memory per distinct vector, not per node. */
  @Test
  void equalVectorsAreOneArray() {
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      body.append("  s").append(i).append(": skip\n");
    }
    Program p = RbParser.parse("main main\nproc main {\n  a: acquire L\n" + body
        + "  r: release L\n" + body.toString().replace("  s", "  t") + "}\n");
    ControlGraph g = ControlGraph.of(p, EncodingOptions.defaults());
    LockDepths d = LockDepths.of(g);
    Set<long[]> distinct = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int n = 0; n < g.nodeCount; n++) {
      distinct.add(d.vector(n));
    }
    assertThat(g.nodeCount).isGreaterThan(400);
    assertThat(distinct).hasSize(2);
    assertThat(d.mask(g.base[0] + 5, 0)).isEqualTo(2L);
    assertThat(d.mask(g.base[0] + 300, 0)).isEqualTo(1L);
  }
}

package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * {@link LockDepths} carries a lock through an inlined subnet that never operates on it in one
 * step (the masks inherited from the call node). Checked against the dense fixpoint
 * ({@link DenseLockDepths}, every lock through every node) on generated programs whose
 * procedures each use a few of many locks and call each other in chains (so subtrees are free
 * of most locks), with raises, handlers, holds tests, tryLocks, loops, recursion (shared
 * subnets), and call depths from 1 to 4.
 */
class LockDepthsInheritTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);

  @Test
  void sameMasksAsTheDenseFixpoint() {
    long inheritedMasks = 0;
    for (int run = 0; run < 2 * SEEDS; run++) {
      Random random = new Random(run);
      Program p = generate(random);
      EncodingOptions options = EncodingOptions.defaults().withCallDepth(1 + random.nextInt(4));
      ControlGraph g = ControlGraph.of(p, options);
      LockDepths fast = LockDepths.of(g);
      DenseLockDepths dense = DenseLockDepths.of(g);
      assertThat(fast.locks).isEqualTo(dense.locks);
      for (int n = 0; n < g.nodeCount; n++) {
        assertThat(fast.reached[n]).as("run %d node %d", run, n).isEqualTo(dense.reached[n]);
        for (int k = 0; k < fast.lockCount; k++) {
          assertThat(fast.mask(n, k)).as("run %d node %d lock %d", run, n, k)
              .isEqualTo(dense.mask(n, k));
          if (dense.mask(n, k) > 1 && g.subnet(n).context().size() > 0
              && !g.subnet(n).shared()) {
            inheritedMasks++;
          }
        }
      }
    }
    // the programs do hold locks across calls into inlined subnets
    assertThat(inheritedMasks).isGreaterThan(1000);
  }

  /**
   * A loop that takes lock L once more per turn and calls a chain of procedures that never
   * touch L: L's depth grows one bit per turn up to the cap, and each growth crosses the
   * chain's inlined subnets in a few steps, not one visit per node of the chain.
   */
  @Test
  void aGrowingLockSkipsSubtreesFreeOfIt() {
    List<Procedure> procs = new ArrayList<>();
    List<Command> main = new ArrayList<>();
    main.add(new Command.Acquire("a", "L", Origin.NONE));
    main.add(new Command.Call("c", "p0", null, Origin.NONE));
    main.add(new Command.Jump("j", List.of("a", "e"), Origin.NONE));
    main.add(new Command.Skip("e", Origin.NONE));
    procs.add(new Procedure("main", main));
    for (int i = 0; i < 3; i++) {
      List<Command> body = new ArrayList<>();
      body.add(new Command.Acquire("m", "M", Origin.NONE));
      for (int s = 0; s < 100; s++) {
        body.add(new Command.Skip("s" + s, Origin.NONE));
      }
      body.add(new Command.Release("r", "M", Origin.NONE));
      body.add(new Command.Call("c", i < 2 ? "p" + (i + 1) : "q", null, Origin.NONE));
      procs.add(new Procedure("p" + i, body));
    }
    procs.add(new Procedure("q", List.of(new Command.Skip("s", Origin.NONE))));
    ControlGraph g = ControlGraph.of(new Program(procs, "main"), EncodingOptions.defaults());
    LockDepths d = LockDepths.of(g);
    DenseLockDepths dense = DenseLockDepths.of(g);
    int lock = d.lockIndex("L");
    int inside = g.base[1] + 50;
    assertThat(g.subnet(inside).shared()).isFalse();
    assertThat(d.mask(inside, lock)).isEqualTo(dense.mask(inside, lock))
        .isEqualTo(((1L << (LockDepths.CAP + 1)) - 1) & ~1L);
    assertThat(d.visits).isLessThan(3L * g.nodeCount);
  }

  /** Procedures p0..pN-1 (pi calls pj, j > i, rarely any: recursion), threads t1, t2, main. */
  static Program generate(Random random) {
    return generate(random, -1);
  }

  /** {@link #generate(Random)} with {@code lockCount} locks (3 to 6 if negative). */
  static Program generate(Random random, int lockCount) {
    int procs = 3 + random.nextInt(5);
    int locks = lockCount >= 0 ? lockCount : 3 + random.nextInt(4);
    List<Procedure> all = new ArrayList<>();
    for (int i = 0; i < procs; i++) {
      all.add(procedure("p" + i, i, procs, locks, random));
    }
    all.add(procedure("w1", -1, procs, locks, random));
    all.add(procedure("w2", -1, procs, locks, random));
    List<Command> main = new ArrayList<>();
    main.add(new Command.Fork("f1", "w1", "t1", Origin.NONE));
    main.add(new Command.Fork("f2", "w2", "t2", Origin.NONE));
    main.add(new Command.Call("c", "p0", null, Origin.NONE));
    all.add(new Procedure("main", main));
    return new Program(all, "main");
  }

  private static Procedure procedure(String name, int index, int procs, int locks,
      Random random) {
    // each procedure uses two of the locks, so most subtrees are free of most locks
    String[] own = {"k" + random.nextInt(locks), "k" + random.nextInt(locks)};
    int size = 4 + random.nextInt(9);
    List<Command> body = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      String label = "l" + i;
      String lock = own[random.nextInt(2)];
      String later = "l" + (i + 1 + random.nextInt(size - i));
      int draw = random.nextInt(20);
      Command c;
      if (draw < 3) {
        c = new Command.Acquire(label, lock, Origin.NONE);
      } else if (draw < 5) {
        c = new Command.Release(label, lock, Origin.NONE);
      } else if (draw < 11) {
        int callee = index + 1 + random.nextInt(Math.max(1, procs - index - 1));
        if (callee >= procs || random.nextInt(12) == 0) {
          callee = random.nextInt(procs);
        }
        String handler = random.nextInt(3) == 0 ? later : null;
        c = new Command.Call(label, "p" + callee, handler, Origin.NONE);
      } else if (draw < 12) {
        c = new Command.TryAcquire(label, lock, later, Origin.NONE);
      } else if (draw < 13) {
        c = new Command.HoldDepth(label, lock, List.of(random.nextInt(2)), List.of(later),
            "l" + (i + 1), Origin.NONE);
      } else if (draw < 14) {
        c = new Command.Raise(label, Origin.NONE);
      } else if (draw < 16) {
        c = new Command.Jump(label, List.of("l" + (i + 1), later), Origin.NONE);
      } else if (draw < 17 && i > 0) {
        c = new Command.Jump(label, List.of("l" + (i + 1), "l" + random.nextInt(i)),
            Origin.NONE);
      } else {
        c = new Command.Skip(label, Origin.NONE);
      }
      body.add(c);
    }
    body.add(new Command.Skip("l" + size, Origin.NONE));
    return new Procedure(name, body);
  }
}

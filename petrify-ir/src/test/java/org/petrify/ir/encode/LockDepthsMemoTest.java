package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

/**
 * {@link LockDepths} computes each distinct operation on its interned vectors once
 * ({@link VectorMemo}): a visit that repeats an operation costs a lookup, not a pass over every
 * lock. The masks stay those of the dense fixpoint ({@link DenseLockDepths}): checked on every
 * golden rb program of the corpus and on generated programs with more locks than one word of
 * a lock set holds.
 */
class LockDepthsMemoTest {
  private static final Path CORPUS = Path.of("../src-test-corpus/src/test/resources/golden");

  /**
   * A loop that takes lock L once more per turn and then calls procedure p at 100 sites; p
   * takes and releases lock M around a few steps. L's depth grows one bit per turn up to the
   * cap, so the loop's nodes are visited about 60 times each, but the 100 inlined copies of p
   * meet equal vectors and do the same operations on them: after the first copy of a turn they
   * are looked up. Without the memo every operation of every visit is computed lock by lock.
   */
  @Test
  void aRepeatedOperationIsLookedUp() {
    List<Command> main = new ArrayList<>();
    main.add(new Command.Acquire("a", "L", Origin.NONE));
    for (int i = 0; i < 100; i++) {
      main.add(new Command.Call("c" + i, "p", null, Origin.NONE));
    }
    main.add(new Command.Jump("j", List.of("a", "e"), Origin.NONE));
    main.add(new Command.Skip("e", Origin.NONE));
    List<Command> p = new ArrayList<>();
    p.add(new Command.Acquire("m", "M", Origin.NONE));
    for (int i = 0; i < 5; i++) {
      p.add(new Command.Skip("s" + i, Origin.NONE));
    }
    p.add(new Command.Release("r", "M", Origin.NONE));
    ControlGraph g = ControlGraph.of(new Program(List.of(new Procedure("main", main),
        new Procedure("p", p)), "main"), EncodingOptions.defaults());
    LockDepths d = LockDepths.of(g);
    assertSame(g, d, DenseLockDepths.of(g), "loop");
    assertThat(g.subnets).hasSize(101);
    assertThat(d.mask(g.base[0] + 50, d.lockIndex("L")))
        .isEqualTo(((1L << (LockDepths.CAP + 1)) - 1) & ~1L);
    assertThat(d.visits).isGreaterThan(60L * 100);
    assertThat(d.computed).as("computed of %d visits", d.visits).isLessThan(d.visits / 10);
  }

  @Test
  void sameMasksOnTheCorpus() throws IOException {
    if (!Files.isDirectory(CORPUS)) {
      return; // the module is built alone
    }
    List<Path> programs;
    try (Stream<Path> files = Files.list(CORPUS)) {
      programs = files.filter(f -> f.toString().endsWith(".rb")).sorted().toList();
    }
    int withLocks = 0;
    for (Path file : programs) {
      Program p = RbParser.parse(Files.readString(file));
      ControlGraph g = ControlGraph.of(p, EncodingOptions.defaults());
      LockDepths d = LockDepths.of(g);
      assertSame(g, d, DenseLockDepths.of(g), file.getFileName().toString());
      withLocks += d.lockCount > 0 ? 1 : 0;
    }
    assertThat(programs).hasSizeGreaterThan(400);
    assertThat(withLocks).as("programs with locks").isGreaterThan(300);
  }

  /** Generated programs with 60 to 140 locks, so lock sets span two or three words. */
  @Test
  void sameMasksWithManyLocks() {
    for (int run = 0; run < 200; run++) {
      Random random = new Random(run);
      Program p = LockDepthsInheritTest.generate(random, 60 + random.nextInt(80));
      ControlGraph g = ControlGraph.of(p,
          EncodingOptions.defaults().withCallDepth(1 + random.nextInt(4)));
      assertSame(g, LockDepths.of(g), DenseLockDepths.of(g), "run " + run);
    }
  }

  private static void assertSame(ControlGraph g, LockDepths d, DenseLockDepths dense,
      String what) {
    assertThat(d.locks).as(what).isEqualTo(dense.locks);
    for (int n = 0; n < g.nodeCount; n++) {
      assertThat(d.reached[n]).as("%s node %d", what, n).isEqualTo(dense.reached[n]);
      for (int k = 0; k < d.lockCount; k++) {
        if (d.mask(n, k) != dense.mask(n, k)) {
          assertThat(d.mask(n, k)).as("%s node %d lock %s", what, n, d.locks.get(k))
              .isEqualTo(dense.mask(n, k));
        }
      }
    }
  }
}

package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

/**
 * {@link LockDepths} returns from a shared subnet to a call site that returns by address with
 * the call node's depths shifted by the subnet's changes ({@link ReturnDeltas}), as the net
 * does, not with the depths its exit has for all call sites together.
 */
class ReturnDeltasTest {
  /** Call depth 0: every callee is one shared subnet. */
  private static final EncodingOptions SHARED = EncodingOptions.defaults().withCallDepth(0);

  /**
   * {@code enter} acquires {@code L}, {@code leave} releases it; main enters twice and leaves
   * twice in a loop. Merged at {@code enter}'s exit, the depths would grow around the loop up to
   * the cap (and past the reentrancy bound); returned by address they are exact.
   */
  private static final String ENTER_LEAVE = """
      main main
      proc main {
        m0: call enter
        m1: call enter
        m2: call leave
        m3: call leave
        m4: goto m0
      }
      proc enter {
        e0: acquire L
      }
      proc leave {
        l0: release L
      }
      """;

  @Test
  void depthsReturnToTheirOwnCallSite() {
    ControlGraph g = ControlGraph.of(RbParser.parse(ENTER_LEAVE), SHARED);
    LockDepths d = LockDepths.of(g);
    int main = g.base[0];
    assertThat(d.mask(main, 0)).isEqualTo(0b1L);
    assertThat(d.mask(main + 1, 0)).isEqualTo(0b10L);
    assertThat(d.mask(main + 2, 0)).isEqualTo(0b100L);
    // 0 too: leave's exception of a lock not held returns depth 0, not related to the entry
    assertThat(d.mask(main + 3, 0)).isEqualTo(0b11L);
    assertThat(d.mask(main + 4, 0)).isEqualTo(0b1L);
    EncodedProgram e = NetEncoder.encode(RbParser.parse(ENTER_LEAVE), SHARED);
    assertThat(e.caveats()).noneMatch(c -> c.kind().equals("reentrancy-bound"));
  }

  /**
   * A callee whose paths change the depth differently ({@code 0} or {@code +1}, and {@code -1}
   * on the raise of an unheld release) returns every change to each site: the deadlock that
   * needs depth 2 after the second call is still in the net.
   */
  @Test
  void everyChangeOfEveryPathReturns() {
    Program p = RbParser.parse("""
        main main
        var c { 0 1 } = 0
        proc main {
          m0: call maybe
          m1: call maybe
          m2: call leave
          m3: fork other t1
          m4: skip
        }
        proc maybe {
          a0: switch c 0 a2 1 a1
          a1: acquire L
          a2: skip
        }
        proc leave {
          l0: release L
        }
        proc other {
          o0: acquire L
          o1: release L
        }
        """);
    ControlGraph g = ControlGraph.of(p, SHARED);
    LockDepths d = LockDepths.of(g);
    int main = g.base[0];
    assertThat(d.mask(main + 1, 0)).isEqualTo(0b11L);
    assertThat(d.mask(main + 2, 0)).isEqualTo(0b111L);
    assertThat(d.mask(main + 3, 0)).isEqualTo(0b11L);
  }

  /**
   * The fixpoint walks a subnet after the subnets it calls ({@code calleesFirst}): on a
   * generated program of 60 procedures, all shared, calling later ones, with three locks, it
   * polls at most two nodes per node and lock. Starting every subnet at once, it polled 25,904
   * (about ten per node and lock: each caller walked again for each growth of a callee's sets);
   * the masks were the same, as on every generated program compared.
   */
  @Test
  void callersAreWalkedOnceTheirCalleesAreSolved() {
    int procs = 60;
    int locks = 3;
    int len = 15;
    java.util.Random rnd = new java.util.Random(5);
    StringBuilder b = new StringBuilder("main p0\n");
    for (int p = 0; p < procs; p++) {
      b.append("proc p").append(p).append(" {\n");
      for (int i = 0; i < len; i++) {
        String l = "p" + p + "_" + i;
        int kind = rnd.nextInt(6);
        String next = "p" + p + "_" + Math.min(len - 1, i + 1 + rnd.nextInt(3));
        if (kind == 0 && p + 1 < procs) {
          b.append("  ").append(l).append(": call p")
              .append(p + 1 + rnd.nextInt(Math.min(5, procs - p - 1))).append('\n');
        } else if (kind == 1) {
          b.append("  ").append(l).append(": acquire L").append(rnd.nextInt(locks)).append('\n');
        } else if (kind == 2) {
          b.append("  ").append(l).append(": release L").append(rnd.nextInt(locks)).append('\n');
        } else if (kind == 3 && i + 1 < len) {
          b.append("  ").append(l).append(": jump ").append(next).append(" p").append(p)
              .append("_").append(i + 1).append('\n');
        } else {
          b.append("  ").append(l).append(": skip\n");
        }
      }
      b.append("}\n");
    }
    ControlGraph g = ControlGraph.of(RbParser.parse(b.toString()), SHARED);
    LockDepths d = LockDepths.of(g);
    assertThat(g.nodeCount).isEqualTo(896);
    assertThat(d.returnDeltaVisits()).isPositive().isLessThanOrEqualTo(2L * g.nodeCount * locks);
  }

  @Test
  void deltaSetsShiftAndSaturate() {
    long zeroOrOne = ReturnDeltas.ZERO | (ReturnDeltas.ZERO << 1);
    assertThat(ReturnDeltas.apply(0b1L, zeroOrOne)).isEqualTo(0b11L);
    assertThat(ReturnDeltas.apply(0b10L, ReturnDeltas.ZERO >>> 2)).isEqualTo(0L);
    assertThat(ReturnDeltas.plus(ReturnDeltas.ZERO, zeroOrOne)).isEqualTo(zeroOrOne);
    assertThat(ReturnDeltas.shift(1L << 62, 1)).isEqualTo(ReturnDeltas.TOP);
    assertThat(ReturnDeltas.shift(1L, -1)).isEqualTo(ReturnDeltas.TOP);
    long capped = 1L << LockDepths.CAP;
    assertThat(ReturnDeltas.apply(capped, ReturnDeltas.ZERO << 1)).isEqualTo(capped);
  }
}

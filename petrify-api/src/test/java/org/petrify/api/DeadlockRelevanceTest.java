package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

/**
 * The one-thread rule of {@link DeadlockRelevance}: it fires where its argument holds (one
 * thread, nothing blocks, only local caveats) and nowhere else.
 */
class DeadlockRelevanceTest {
  private static final Origin AT = new Origin("app.Main", "main", "Main.java", 7, -1);
  private static final Caveat MONITOR = new Caveat("unknown-lock", AT,
      "no abstract object for a lock of type java.lang.String; all such locks are one rb lock"
          + " ?java.lang.String", Caveat.Effect.UNSOUND);
  private static final Caveat LOCK = new Caveat("unknown-lock", AT,
      "no abstract object for a lock of type java.util.concurrent.locks.Lock; all such locks"
          + " are one rb lock ?java.util.concurrent.locks.Lock", Caveat.Effect.UNSOUND);
  private static final Caveat LIBRARY = new Caveat("unmodelled-library", AT, "X.y",
      Caveat.Effect.UNSOUND);
  private static final Caveat CAP = new Caveat("context-cap", AT, "merged",
      Caveat.Effect.IMPRECISE);

  private static final Program ONE_THREAD = RbParser.parse("""
      main main
      proc main {
        l0: acquire k
        l1: acquire k
        l2: release k
        l3: release k
        l4: call helper
      }
      proc helper {
        h0: jump h1 exit
        h1: write x
      }
      """);

  private static Program withCommand(String command) {
    return RbParser.parse("""
        main main
        counter c cap 1 init 0
        proc main {
          l0: acquire k
          l1: release k
          l2: %s
        }
        proc other {
          o0: skip
        }
        """.formatted(command));
  }

  private static Report holds(List<Caveat> caveats) {
    return new Report("deadlock", Verdict.HOLDS, Optional.empty(), List.of(), List.of(), -1,
        ApiTypes.caveats(caveats), new Statistics(0, 0, 0, 0, 1, 1, 1, 0, "none"),
        Optional.empty())
        .judged(Set.of());
  }

  @Test
  void oneThreadThatNeverBlocksMakesAnUnknownMonitorIrrelevant() {
    List<Caveat> judged = DeadlockRelevance.judge(ONE_THREAD, List.of(MONITOR, CAP));
    assertThat(judged).hasSize(2);
    assertThat(judged.get(0).effect()).isEqualTo(Caveat.Effect.INFO);
    assertThat(judged.get(0).kind()).isEqualTo("unknown-lock");
    assertThat(judged.get(0).message()).contains("cannot change the deadlock verdict");
    assertThat(judged.get(1)).isEqualTo(CAP);
    assertThat(holds(judged).verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(holds(List.of(MONITOR, CAP)).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aForkOrAnyBlockingCommandTurnsTheRuleOff() {
    for (String command : List.of("fork other t1", "join t1", "wait k",
        "down c 1", "up c 1", "until c >= 1", "park", "await cond on k")) {
      Program p = withCommand(command);
      assertThat(DeadlockRelevance.oneThreadNeverBlocks(p)).as(command).isFalse();
      assertThat(DeadlockRelevance.judge(p, List.of(MONITOR))).as(command)
          .containsExactly(MONITOR);
    }
    Program quiet = withCommand("tryup c 1 else l0");
    assertThat(DeadlockRelevance.oneThreadNeverBlocks(quiet)).isTrue();
  }

  @Test
  void anotherUnsoundCaveatTurnsTheRuleOffForAllOfThem() {
    assertThat(DeadlockRelevance.judge(ONE_THREAD, List.of(MONITOR, LIBRARY)))
        .containsExactly(MONITOR, LIBRARY);
  }

  @Test
  void anUnknownLockOfTheLockApiIsNotDismissed() {
    // It may be a non-reentrant lock (a StampedLock view): one thread can block itself.
    assertThat(DeadlockRelevance.judge(ONE_THREAD, List.of(LOCK))).containsExactly(LOCK);
  }
}

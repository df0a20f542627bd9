package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbParser;

class NetEncoderTest {

  static final String TWO_LOCK_DEADLOCK = """
      main main
      proc main {
        l0: fork a t1
        l1: fork b t2
      }
      proc a {
        a0: acquire k1
        a1: acquire k2
        a2: release k2
        a3: release k1
      }
      proc b {
        b0: acquire k2
        b1: acquire k1
        b2: release k1
        b3: release k2
      }
      """;

  static EncodedProgram encode(String rb) {
    return NetEncoder.encode(RbParser.parse(rb));
  }

  @Test
  void twoLockDeadlockIsFound() {
    EncodedProgram e = encode(TWO_LOCK_DEADLOCK);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isTrue();
    assertThat(e.caveats()).isEmpty();
    List<ThreadState> states = e.origins().threadStates(x.deadlock);
    assertThat(states).extracting(ThreadState::thread).containsExactly("t1", "t2");
    assertThat(states).extracting(ThreadState::status)
        .containsOnly(ThreadState.Status.BLOCKED_ON_LOCK);
    assertThat(states.get(0).held()).containsExactly(new HeldLock("k1", 1));
    assertThat(states.get(0).waitsFor()).isEqualTo("k2");
    assertThat(states.get(1).held()).containsExactly(new HeldLock("k2", 1));
    assertThat(states.get(1).waitsFor()).isEqualTo("k1");
  }

  /**
   * Each thread has its own value of a per-thread counter: t1's up does not let t2's down pass,
   * so t2 waits forever; with a shared counter it would not.
   */
  /**
   * A {@code notifyAll} of a monitor the thread never holds there (a choice between two locks
   * made before it, the other one taken) while a thread waits on it: only the unheld raise
   * leaves the node, and no broadcast is emitted that would lead to the unreached next node.
   */
  @Test
  void aNotifyAllOfAMonitorNeverHeldOnlyRaises() {
    EncodedProgram e = encode("""
        main main
        proc main {
          m0: fork w t1
          m1: acquire k2
          m2: notifyAll k1
          m3: goto m4
          m4: release k2
        }
        proc w {
          w0: acquire k1
          w1: wait k1
          w2: release k1
        }
        """);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).as("the waiter is never woken").isTrue();
  }

  @Test
  void perThreadCountersAreCountedPerThread() {
    String program = """
        main main
        counter c cap 1 init 0%s
        proc main {
          m0: fork a t1
          m1: join t1
          m2: fork b t2
          m3: join t2
        }
        proc a {
          a0: up c 1
        }
        proc b {
          b0: down c 1
        }
        """;
    for (boolean perThread : new boolean[] {true, false}) {
      EncodedProgram e = encode(program.formatted(perThread ? " per-thread" : ""));
      NetExplorer x = new NetExplorer(e, 10_000);
      assertThat(x.complete).isTrue();
      assertThat(x.deadlocks()).as("per-thread %s", perThread).isEqualTo(perThread);
      assertThat(RbInterpreter.of(e.program()).explore(10_000).deadlock())
          .isEqualTo(perThread ? RbInterpreter.Answer.YES : RbInterpreter.Answer.NO);
      if (perThread) {
        assertThat(e.origins().threadStates(x.deadlock)).extracting(ThreadState::thread)
            .containsExactlyInAnyOrder("t0", "t2");
      }
    }
  }

  /**
   * Each thread has its own value of a per-thread variable: t1's assignment is not what t2
   * tests, so t2 takes its "false" branch and joins itself; with a shared variable it would see
   * t1's "true" and finish.
   */
  @Test
  void perThreadVariablesHaveAValuePerThread() {
    String program = """
        main main
        var v { false true } = false%s
        proc main {
          m0: fork a t1
          m1: join t1
          m2: fork b t2
          m3: join t2
        }
        proc a {
          a0: assign v true
        }
        proc b {
          b0: switch v false b1 true exit
          b1: join self
        }
        """;
    for (boolean perThread : new boolean[] {true, false}) {
      EncodedProgram e = encode(program.formatted(perThread ? " per-thread" : ""));
      NetExplorer x = new NetExplorer(e, 10_000);
      assertThat(x.complete).isTrue();
      assertThat(x.deadlocks()).as("per-thread %s", perThread).isEqualTo(perThread);
      assertThat(RbInterpreter.of(e.program()).explore(10_000).deadlock())
          .isEqualTo(perThread ? RbInterpreter.Answer.YES : RbInterpreter.Answer.NO);
      assertThat(e.origins().places(NodeKind.VALUE)).as("value places, per-thread %s", perThread)
          .hasSize(perThread ? 4 : 2);
    }
  }

  /** {@code synchronized (k) { while (!ready) k.wait(); }} against a setter. */
  static final String GUARDED_WAIT = """
      main main
      var ready { false true } = false
      proc main {
        m0: fork waiter t1
        m1: acquire k
        m2: assign ready true
        m3: notifyAll k
        m4: release k
        m5: join t1
      }
      proc waiter {
        w0: acquire k
        w1: switch ready false w2 true w4
        w2: wait k
        w3: goto w1
        w4: release k
      }
      """;

  @Test
  void guardedWaitOnATrackedFlagIsDeadlockFree() {
    EncodedProgram e = encode(GUARDED_WAIT);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.terminates()).isTrue();
    List<Integer> values = e.origins().places(NodeKind.VALUE);
    assertThat(values).extracting(p -> e.net().placeName(p))
        .containsExactly("val.ready.false", "val.ready.true");
    assertThat(x.states).allMatch(m -> values.stream().mapToInt(p -> m[p]).sum() == 1);
  }

  @Test
  void notifyBeforeSettingTheFlagDeadlocks() {
    EncodedProgram e = encode(GUARDED_WAIT.replace("m2: assign ready true", "m2: notifyAll k")
        .replace("m3: notifyAll k", "m3: release k").replace("m4: release k", "m4: assign ready true"));
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.deadlocks()).isTrue();
    List<ThreadState> states = e.origins().threadStates(x.deadlock);
    assertThat(states).extracting(ThreadState::status)
        .contains(ThreadState.Status.WAITING_FOR_NOTIFY);
  }

  @Test
  void lockOrderedTwinTerminates() {
    EncodedProgram e = encode(TWO_LOCK_DEADLOCK.replace("b0: acquire k2", "b0: acquire k1")
        .replace("b1: acquire k1", "b1: acquire k2").replace("b2: release k1", "b2: release k2")
        .replace("b3: release k2", "b3: release k1"));
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.terminates()).isTrue();
  }

  @Test
  void reentrantAcquireDoesNotBlock() {
    Program p = RbParser.parse("""
        main main
        proc main {
          l0: acquire k
          l1: call f
          l2: release k
        }
        proc f {
          f0: acquire k
          f1: release k
        }
        """);
    EncodedProgram e = NetEncoder.encode(p);
    NetExplorer x = new NetExplorer(e, 1000);
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.terminates()).isTrue();
    assertThat(e.origins().places(NodeKind.LOCK_HELD)).isEmpty();
  }

  @Test
  void dynamicReentrancyIsTrackedWithDepthPlaces() {
    Program p = RbParser.parse("""
        main main
        proc main {
          l0: jump l1 l2
          l1: acquire k
          l2: acquire k
          l3: release k
          l4: skip
        }
        """);
    EncodedProgram e = NetEncoder.encode(p);
    assertThat(e.origins().places(NodeKind.LOCK_HELD)).hasSize(3);
    assertThat(e.caveats()).isEmpty();
    NetExplorer x = new NetExplorer(e, 1000);
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.terminates()).isTrue();
  }

  @Test
  void joinUnderLockDeadlocks() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: acquire k
          l1: fork w t1
          l2: join t1
          l3: release k
        }
        proc w {
          w0: acquire k
          w1: release k
        }
        """);
    NetExplorer x = new NetExplorer(e, 1000);
    assertThat(x.deadlocks()).isTrue();
    List<ThreadState> states = e.origins().threadStates(x.deadlock);
    assertThat(states).extracting(ThreadState::status).containsExactly(
        ThreadState.Status.BLOCKED_ON_JOIN, ThreadState.Status.BLOCKED_ON_LOCK);
  }

  @Test
  void waitNotifyHandshakeTerminatesOrLosesWakeup() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: fork w t1
          l1: acquire k
          l2: notify k
          l3: release k
          l4: join t1
        }
        proc w {
          w0: acquire k
          w1: wait k
          w2: release k
        }
        """);
    NetExplorer x = new NetExplorer(e, 1000);
    // the notify may come before the wait: the waiter then waits forever
    assertThat(x.deadlocks()).isTrue();
    assertThat(e.origins().threadStates(x.deadlock)).extracting(ThreadState::status)
        .containsExactly(ThreadState.Status.BLOCKED_ON_JOIN,
            ThreadState.Status.WAITING_FOR_NOTIFY);
    assertThat(e.caveats()).isEmpty();
  }

  @Test
  void multipleJoinsOnOneThreadPass() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: fork w t1
          l1: join t1
          l2: join t1
        }
        proc w {
          w0: skip
        }
        """);
    NetExplorer x = new NetExplorer(e, 1000);
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.terminates()).isTrue();
  }

  @Test
  void recursionSharesASubnetWithCaveat() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: call r
        }
        proc r {
          r0: read x
          r1: jump r2 r3
          r2: call r
          r3: write x
        }
        """);
    assertThat(e.caveats()).extracting(c -> c.kind()).containsExactly("shared-call-context");
    NetExplorer x = new NetExplorer(e, 10_000);
    assertThat(x.deadlocks()).isFalse();
    assertThat(x.complete).isTrue();
  }

  @Test
  void unboundedReentrantRecursionIsReportedUnsound() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: call r
        }
        proc r {
          r0: acquire k
          r1: jump r2 r3
          r2: call r
          r3: release k
        }
        """);
    assertThat(e.caveats()).extracting(c -> c.kind())
        .containsExactly("reentrancy-bound", "shared-call-context");
  }

  @Test
  void locksWhoseSafeNamesCollideStayDistinct() {
    EncodedProgram e = encode(TWO_LOCK_DEADLOCK.replace("k1", "lock:A").replace("k2", "lock_A"));
    assertThat(e.origins().places(NodeKind.LOCK_FREE)).hasSize(2);
    assertThat(new NetExplorer(e, 1000).deadlocks()).isTrue();
    assertThat(e.origins().freePlace("lock:A")).isNotEqualTo(e.origins().freePlace("lock_A"));
  }

  @Test
  void helpersStartedAndJoinedInARecursionAreJoinedOneByOne() {
    EncodedProgram e = encode("""
        main main
        proc main {
          l0: call level
        }
        proc level {
          v0: jump v1 exit
          v1: acquire k
          v2: fork help h
          v3: release k
          v4: join h
          v5: call level
        }
        proc help {
          h0: acquire k
          h1: release k
        }
        """);
    assertThat(e.origins().countedJoinThreads()).containsExactly("h");
    assertThat(e.caveats()).extracting(c -> c.kind())
        .containsExactly("summary-thread-join", "shared-call-context");
    NetExplorer x = new NetExplorer(e, 10_000);
    assertThat(x.complete).as("bounded: one helper alive at a time").isTrue();
    assertThat(x.deadlocks()).isFalse();
    int fin = e.origins().finishedPlaces().get("h");
    assertThat(x.states.stream().mapToInt(m -> m[fin]).max().orElseThrow()).isEqualTo(1);
  }
}

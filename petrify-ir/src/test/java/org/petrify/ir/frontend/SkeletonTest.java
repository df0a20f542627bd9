package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link Skeleton} against the rb interpreter: on generated programs, the skeleton cut for
 * deadlock has the deadlock (and overflow) answers of the program, and the one cut for
 * termination has its termination answer, with the locks that only the main thread uses (one
 * instance, so no other thread can share them) handed in as thread-local. A failure prints
 * the seed and both programs.
 */
class SkeletonTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);
  private static final int MAX_STATES = 5_000;

  @Test
  void skeletonKeepsTheInterpretersVerdicts() {
    int compared = 0;
    int sliced = 0;
    int dropped = 0;
    int leafDropped = 0;
    for (int run = 0; run < 2 * SEEDS; run++) {
      int seed = run % SEEDS;
      boolean exceptions = run >= SEEDS;
      Program p = RandomPrograms.generate(new Random(seed), exceptions);
      Set<String> local = mainOnlyLocks(p);
      RbInterpreter.Exploration whole = RbInterpreter.of(p).explore(MAX_STATES);
      for (Skeleton.Mode mode : Skeleton.Mode.values()) {
        Skeleton.Result cut = Skeleton.of(p, local, mode);
        Program s = cut.program();
        assertThat(RbParser.parse(RbPrinter.print(s))).isEqualTo(s);
        RbInterpreter.Exploration skel = RbInterpreter.of(s).explore(MAX_STATES);
        String context = "seed " + seed + (exceptions ? " with raises" : "") + ", " + mode + ", local " + local + "\n"
            + RbPrinter.print(p) + "\n--- skeleton ---\n" + RbPrinter.print(s);
        if (mode == Skeleton.Mode.DEADLOCK) {
          if (known(whole.deadlock()) && known(skel.deadlock())
              && known(whole.overflow()) && known(skel.overflow())) {
            assertThat(skel.deadlock()).as("deadlock, %s", context).isEqualTo(whole.deadlock());
            assertThat(skel.overflow()).as("overflow, %s", context).isEqualTo(whole.overflow());
            compared++;
          }
        } else if (known(whole.termination()) && known(skel.termination())) {
          assertThat(skel.termination()).as("termination, %s", context)
              .isEqualTo(whole.termination());
          compared++;
        }
        if (s.procedures().size() < p.procedures().size()) {
          sliced++;
        }
        dropped += cut.droppedLocks().size();
        if (mode == Skeleton.Mode.DEADLOCK) {
          Set<String> leaves = new HashSet<>(LeafLocks.of(p));
          leaves.removeAll(local);
          leaves.retainAll(cut.droppedLocks());
          leafDropped += leaves.size();
        }
      }
    }
    System.out.printf("skeleton vs interpreter: %d seeds, %d answers compared, %d skeletons"
        + " with fewer procedures, %d thread-local or leaf locks dropped (%d shared leaves)%n",
        SEEDS, compared, sliced, dropped, leafDropped);
    assertThat(compared).isGreaterThan(SEEDS);
    assertThat(sliced).isGreaterThan(SEEDS / 10);
    assertThat(dropped).isPositive();
    assertThat(leafDropped).isPositive();
  }

  private static boolean known(Answer a) {
    return a != Answer.UNKNOWN;
  }

  /** Locks used only in procedures that no forked thread reaches (main runs once). */
  static Set<String> mainOnlyLocks(Program p) {
    Set<String> forkedReach = new HashSet<>();
    ArrayDeque<String> work = new ArrayDeque<>();
    for (Procedure q : p.procedures()) {
      for (Command c : q.body()) {
        if (c instanceof Command.Fork f && forkedReach.add(f.procedure())) {
          work.add(f.procedure());
        }
      }
    }
    while (!work.isEmpty()) {
      for (Command c : p.procedure(work.poll()).body()) {
        if (c instanceof Command.Call call && forkedReach.add(call.procedure())) {
          work.add(call.procedure());
        }
      }
    }
    Map<String, Boolean> locks = new HashMap<>();
    for (Procedure q : p.procedures()) {
      for (Command c : q.body()) {
        String lock = org.petrify.ir.rb.Command.lockOf(c);
        if (lock != null) {
          locks.merge(lock, !forkedReach.contains(q.name()), Boolean::logicalAnd);
        }
      }
    }
    Set<String> out = new HashSet<>();
    locks.forEach((k, v) -> {
      if (v) {
        out.add(k);
      }
    });
    return out;
  }

  @Test
  void dropsBalancedThreadLocalLocksOnly() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: acquire k
          b: wait k
          c: release k
          d: acquire u
          e: call h
        }
        proc h {
          a: release u
        }
        """);
    Skeleton.Result r = Skeleton.of(p, Set.of("k", "u"), Skeleton.Mode.DEADLOCK);
    assertThat(r.droppedLocks()).containsExactly("k");
    String text = RbPrinter.print(r.program());
    assertThat(text).contains("join self").contains("acquire u").contains("release u")
        .doesNotContain("acquire k");
  }

  @Test
  void dropsSharedLeafLocksForDeadlockOnly() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: fork worker t
          b: call append
          c: call nested
          d: call cross
        }
        proc worker {
          a: call append
          b: acquire y
          c: acquire x
          d: release x
          e: release y
        }
        proc append {
          a: acquire buf
          b: acquire buf
          c: skip
          d: release buf
          e: release buf
        }
        proc nested {
          a: acquire outer
          b: call append
          c: release outer
        }
        proc cross {
          a: acquire x
          b: acquire y
          c: release y
          d: release x
        }
        """);
    assertThat(LeafLocks.of(p)).containsExactly("buf", "outer");
    Skeleton.Result deadlock = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK);
    assertThat(deadlock.droppedLocks()).containsExactly("buf", "outer");
    assertThat(RbPrinter.print(deadlock.program())).doesNotContain("acquire buf")
        .doesNotContain("acquire outer").contains("acquire x").contains("acquire y");
    Skeleton.Result termination = Skeleton.of(p, Set.of(), Skeleton.Mode.TERMINATION);
    assertThat(termination.droppedLocks()).isEmpty();
    assertThat(RbInterpreter.of(deadlock.program()).explore(MAX_STATES).deadlock())
        .isEqualTo(RbInterpreter.of(p).explore(MAX_STATES).deadlock()).isEqualTo(Answer.YES);
  }

  /**
   * A critical section may assign a per-thread variable (each thread has its own: no update is
   * lost when the cut lets two threads in) or a class's initialisation state (written 0, 1, 2
   * by the initialising thread only) and still be a leaf; a shared variable keeps the lock.
   */
  @Test
  void perThreadAndInitialisationStateAssignsKeepALeaf() {
    Program p = RbParser.parse("""
        main main
        var r { 0 1 } = 0 per-thread
        var C.$init { 0 1 2 } = 0
        var shared { 0 1 } = 0
        proc main {
          a: fork worker t
          b: call init
          c: call result
          d: call count
        }
        proc worker {
          a: call init
          b: call result
          c: call count
        }
        proc init {
          a: acquire C.<clinit>
          b: switch C.$init 0 c 1 e 2 e
          c: assign C.$init 1
          d: assign C.$init 2
          e: release C.<clinit>
        }
        proc result {
          a: acquire m
          b: assign r 1
          c: release m
        }
        proc count {
          a: acquire n
          b: assign shared 1
          c: release n
        }
        """);
    assertThat(LeafLocks.of(p)).containsExactly("C.<clinit>", "m");
  }

  @Test
  void namesTheSitesOfDroppedLockOperations() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: fork worker t
          b: call append
          c: acquire x       // at app.Main.main(Main.java:20)
          d: acquire y       // at app.Main.main(Main.java:21)
          e: release y       // at app.Main.main(Main.java:22)
          f: release x       // at app.Main.main(Main.java:23)
        }
        proc worker {
          a: call append
          b: acquire y       // at app.Main.work(Main.java:30)
          c: acquire x       // at app.Main.work(Main.java:31)
          d: release x       // at app.Main.work(Main.java:32)
          e: release y       // at app.Main.work(Main.java:33)
        }
        proc append {
          a: acquire buf     // at app.Log.append(Log.java:5)
          b: skip
          c: release buf     // at app.Log.append(Log.java:5)
        }
        """);
    Skeleton.Result deadlock = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK);
    assertThat(deadlock.droppedLocks()).containsExactly("buf");
    // the replay of a witness lets threads pass these positions (--confirm)
    assertThat(deadlock.droppedLockSites()).extracting(o -> o.className() + "." + o.methodName()
        + ":" + o.line()).containsExactly("app.Log.append:5");
    assertThat(Skeleton.of(p, Set.of(), Skeleton.Mode.TERMINATION).droppedLockSites()).isEmpty();
  }

  @Test
  void keepsLocksWhoseHolderMayBlock() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: fork worker t
          b: acquire w
          c: wait w
          d: release w
          e: acquire j
          f: join t
          g: release j
          h: acquire r
          i: call blocks
          j: release r
        }
        proc worker {
          a: acquire j
          b: release j
        }
        proc blocks {
          a: acquire w
          b: notify w
          c: release w
        }
        """);
    assertThat(LeafLocks.of(p)).isEmpty();
  }

  @Test
  void slicesOnlyWhatCannotMatter() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call quiet
          b: call spin
          c: call loop
          d: fork w t1
          e: join t1
        }
        proc quiet {
          a: read x
          b: write x
        }
        proc loop {
          a: jump b exit
          b: goto a
        }
        proc spin {
          a: skip
        }
        proc w {
          a: acquire k
          b: release k
        }
        """);
    Program d = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program();
    assertThat(d.procedures().stream().map(Procedure::name))
        .containsExactlyInAnyOrder("main", "w");
    Program t = Skeleton.of(p, Set.of(), Skeleton.Mode.TERMINATION).program();
    assertThat(t.procedures().stream().map(Procedure::name))
        .containsExactlyInAnyOrder("main", "loop", "w");
  }

  @Test
  void keepsASpinOnATrackedValue() {
    Program p = RbParser.parse("""
        main main
        var flag { false true } = false
        proc main {
          a: fork w t1
          b: call waitFlag
          c: acquire k
          d: release k
        }
        proc waitFlag {
          a: switch flag false a true exit
        }
        proc w {
          a: call setFlag
          b: acquire k
          c: release k
        }
        proc setFlag {
          a: assign flag true
        }
        """);
    Program d = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program();
    assertThat(d.procedures().stream().map(Procedure::name))
        .containsExactlyInAnyOrder("main", "w", "waitFlag", "setFlag");
  }

  @Test
  void keepsAValueSteeredOutcomeOnlyWhereTheSkeletonObservesIt() {
    Program p = RbParser.parse("""
        main main
        var open { false true } = false
        proc main {
          a: call render
          b: call isOpen else c
          c: assign open true
          d: fork w t1
          e: join t1
        }
        proc render {
          a: call isOpen else b
          b: skip
        }
        proc isOpen {
          a: switch open false exit true r
          r: raise
        }
        proc w {
          a: acquire k
          b: release k
        }
        """);
    for (Skeleton.Mode mode : Skeleton.Mode.values()) {
      Program s = Skeleton.of(p, Set.of(), mode).program();
      assertThat(s.procedures().stream().map(Procedure::name)).as(mode.toString())
          .containsExactlyInAnyOrder("main", "isOpen", "w");
      assertThat(RbInterpreter.of(s).explore(MAX_STATES).deadlock()).as(mode.toString())
          .isEqualTo(RbInterpreter.of(p).explore(MAX_STATES).deadlock());
    }
  }

  @Test
  void slicesARecursionThatCanEndForDeadlockAndKeepsItForTermination() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call r
        }
        proc r {
          a: jump b exit
          b: call r
        }
        """);
    assertThat(Skeleton.of(p, Set.of(), Skeleton.Mode.TERMINATION).program().procedures())
        .hasSize(2);
    assertThat(Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program().procedures())
        .extracting(Procedure::name).containsExactly("main");
  }

  @Test
  void keepsARecursionThatCannotEndForDeadlock() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call r
          b: acquire l
          c: release l
        }
        proc r {
          a: call r
        }
        """);
    assertThat(Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program().procedures())
        .extracting(Procedure::name).containsExactlyInAnyOrder("main", "r");
  }

  @Test
  void dropsGotosNoCommandFallsIntoAndJumpsToOneLabel() {
    Procedure p = RbParser.parse("""
        main main
        proc main {
          a: jump b c
          b: goto d
          c: goto d
          d: acquire l
          e: goto g
          f: release l
          g: goto e2
          e2: goto g
        }
        """).procedure("main");
    Procedure q = Skeleton.withoutGotos(p);
    assertThat(RbPrinter.print(new Program(List.of(q), "main")))
        .as("the jump's targets both go to d (a goto, kept as the entry); e is fallen into and"
            + " goes elsewhere, so it stays; g goes to the next command, e2, which stays since"
            + " the release falls into it: a loop of one goto, as the loop g/e2 was")
        .contains("a: goto d").doesNotContain("b: goto").doesNotContain("c: goto")
        .contains("e: goto e2").contains("f: release l").contains("e2: goto e2")
        .doesNotContain("g: goto");
    assertThat(q.body()).hasSize(5);
  }

  @Test
  void keepsTheGotoAfterAnInterruptibleMarkerAndTheEntry() {
    Procedure p = RbParser.parse("""
        main main
        proc main {
          a: goto c
          b: skip
          c: acquire l
          d: interruptible exit
          e: goto f
          f: release l
        }
        """).procedure("main");
    assertThat(Skeleton.withoutGotos(p)).isEqualTo(p);
  }

  @Test
  void listsTheSkeletonsSize() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call h
        }
        proc h {
          a: skip
        }
        """);
    Skeleton.Result r = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK);
    assertThat(r.procedures()).isEqualTo(2);
    assertThat(r.skeletonProcedures()).isZero();
    assertThat(r.program().procedures()).extracting(Procedure::name).containsExactly("main");
    assertThat(r.program().procedure("main").body()).isEqualTo(List.of());
  }

  @Test
  void dropsTryUpsNoCommandCanObserveForDeadlockOnly() {
    Program p = RbParser.parse("""
        main main
        counter seen cap 1 init 0
        counter first cap 1 init 0
        proc main {
          a: tryup seen 1 else b
          b: skip
          c: tryup first 1 else e
          d: goto exit
          e: acquire k
        }
        """);
    assertThat(Skeleton.writeOnlyCounters(p)).containsExactly("seen");
    List<Command> deadlock = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program()
        .procedure("main").body();
    assertThat(deadlock).filteredOn(c -> c instanceof Command.TryUp)
        .extracting(c -> ((Command.TryUp) c).counter()).containsExactly("first");
    List<Command> termination = Skeleton.of(p, Set.of(), Skeleton.Mode.TERMINATION).program()
        .procedure("main").body();
    assertThat(termination).filteredOn(c -> c instanceof Command.TryUp)
        .extracting(c -> ((Command.TryUp) c).counter()).containsExactly("seen", "first");
  }

  @Test
  void theRaiseExitOfAResultVariantReadsAsItsFalseOrNullReturn() {
    org.petrify.ir.rb.Origin at = new org.petrify.ir.rb.Origin("p.Pool", "lease", "Pool.java",
        207, 0);
    assertThat(Skeleton.raiseText(new Command.Call("s1", "p.Future.isDone#result:boolean,p0=1",
        "h", at))).isEqualTo("isDone returns false or throws at Pool.java:207");
    assertThat(Skeleton.raiseText(new Command.Call("s1", "p.Entry.get[p.Pool.lease:9#2]#result:null",
        "h", at))).isEqualTo("get returns null or throws at Pool.java:207");
    assertThat(Skeleton.raiseText(new Command.Call("s1", "p.Parser.parse[p.Pool.lease:9#2]",
        "h", at))).isEqualTo("throws out of parse at Pool.java:207");
    assertThat(Skeleton.raiseText(new Command.Call("s1",
        "p.Deadline.calculate(p.TimeValue)[p.Pool.lease:9#2]", "h", at)))
        .isEqualTo("throws out of calculate at Pool.java:207");
  }
}

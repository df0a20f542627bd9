package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * {@link RecursionStacks}: a shared subnet with recursive call sites returns to the site that
 * made the call while at most the bound of such calls are pending, and every Java run stays a
 * run of the net past the bound. Each program is checked against the rb interpreter (a real
 * call stack), the test's {@link NetExplorer} and the engine with and without partial-order
 * reduction.
 */
class RecursionStacksTest {

  /**
   * The log4j shape: {@code log} holds {@code A} and, the first time ({@code busy} 0), logs
   * again (a recursion one deep). The inner call's return to the recursive site instead of the
   * outer one's lets {@code A} be released once too often, or (the other way) lets {@code main}
   * end holding it while {@code other} waits for it: a deadlock, or a release of a lock not
   * held, that no run has.
   */
  static final String LOGS_AGAIN_ONCE = """
      main main
      var busy { 0 1 } = 0
      proc main {
        m0: fork other t1
        m1: call log
      }
      proc other {
        o0: acquire A
        o1: release A
      }
      proc log {
        l0: acquire A
        l1: switch busy 0 l2 1 l4
        l2: assign busy 1
        l3: call log
        l4: release A
      }
      """;

  /**
   * A recursion four deep (counted by {@code d}) with a lock-order deadlock at the bottom:
   * found with every bound, through the saturated stack when the bound is below the depth.
   */
  static final String DEADLOCK_FOUR_DEEP = """
      main main
      var d { 0 1 2 3 4 } = 0
      proc main {
        m0: fork other t1
        m1: call r
      }
      proc other {
        o0: acquire B
        o1: acquire A
        o2: release A
        o3: release B
      }
      proc r {
        r0: switch d 0 a1 1 a2 2 a3 3 a4 4 deep
        a1: assign d 1
        g1: goto rec
        a2: assign d 2
        g2: goto rec
        a3: assign d 3
        g3: goto rec
        a4: assign d 4
        rec: call r
        g5: read x
        g6: goto exit
        deep: acquire A
        x1: acquire B
        x2: release B
        x3: release A
      }
      """;

  /**
   * Two recursive sites with different continuations: after {@code x} the activation releases
   * {@code L} it took before the call, after {@code y} it does not. A return from a call made
   * at {@code y} to the site after {@code x} releases {@code L} unheld.
   */
  static final String TWO_SITES = """
      main main
      var d { 0 1 2 } = 0
      proc main {
        m0: call r
      }
      proc r {
        r0: switch d 0 a1 1 a2 2 exit
        a1: assign d 1
        g1: jump x0 y
        a2: assign d 2
        g2: jump x0 y
        x0: acquire L
        x: call r
        x2: release L
        x3: goto exit
        y: call r
      }
      """;

  @Test
  void aShallowRecursionReturnsToTheSiteThatCalled() {
    Program p = RbParser.parse(LOGS_AGAIN_ONCE);
    EncodedProgram e = NetEncoder.encode(p);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(EncodingMatchesInterpreterTest.unheldFires(e, x)).isFalse();
    assertAgrees(p, e, false);
    assertThat(saturates(e, x)).isFalse();
    assertThat(e.origins().places(NodeKind.RECURSION_DEPTH)).hasSize(4);
    assertThat(e.origins().places(NodeKind.RETURN_FRAME)).hasSize(3);
  }

  @Test
  void twoRecursiveSitesKeepTheirOwnContinuations() {
    Program p = RbParser.parse(TWO_SITES);
    for (int depth : new int[] {0, 4}) {
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(depth));
      assertAgrees(p, e, false);
      NetExplorer x = new NetExplorer(e, 100_000);
      assertThat(EncodingMatchesInterpreterTest.unheldFires(e, x)).as("depth %d", depth)
          .isFalse();
      assertThat(x.hasCycle()).as("the recursion ends, so does the net's").isFalse();
    }
  }

  /**
   * Past the bound the stack saturates: the returns there are the paper's again, so the real
   * deadlock four calls deep is still found, and the saturated place is reached. With the bound
   * at the depth it never saturates.
   */
  @Test
  void aDeadlockDeeperThanTheBoundIsStillFound() {
    Program p = RbParser.parse(DEADLOCK_FOUR_DEEP);
    for (int bound = 1; bound <= 4; bound++) {
      EncodedProgram e = NetEncoder.encode(p,
          EncodingOptions.defaults().withRecursionBound(bound));
      assertAgrees(p, e, true);
      NetExplorer x = new NetExplorer(e, 100_000);
      assertThat(saturates(e, x)).as("bound %d", bound).isEqualTo(bound < 3);
    }
  }

  /**
   * A recursion whose only recursive site is a tail call keeps the paper's returns; one whose
   * site is followed by a command gets a stack.
   */
  @Test
  void onlyARecursionWithWorkAfterItsCallsHasAStack() {
    String tail = """
        main main
        proc main {
          m0: call r
          m1: skip
        }
        proc r {
          r0: jump r1 exit
          r1: call r
          r2: goto exit
        }
        """;
    assertThat(NetEncoder.encode(RbParser.parse(tail)).origins()
        .places(NodeKind.RECURSION_DEPTH)).isEmpty();
    assertThat(NetEncoder.encode(RbParser.parse(tail.replace("r2: goto exit", "r2: write x")))
        .origins().places(NodeKind.RECURSION_DEPTH)).hasSize(4);
  }

  /** A thread with several instances keeps the paper's returns (they would share a stack). */
  @Test
  void aThreadWithSeveralInstancesHasNoStack() {
    Program p = RbParser.parse("""
        main main
        proc main {
          m0: fork w t1
          m1: fork w t1
        }
        proc w {
          w0: call r
        }
        proc r {
          r0: jump r1 exit
          r1: call r
        }
        """);
    EncodedProgram e = NetEncoder.encode(p);
    assertThat(e.origins().places(NodeKind.RECURSION_DEPTH)).isEmpty();
  }

  /** Every place the stacks add holds at most one token in every reachable marking. */
  @Test
  void stackPlacesAreSafe() {
    for (String text : List.of(LOGS_AGAIN_ONCE, DEADLOCK_FOUR_DEEP, TWO_SITES,
        MUTUAL_TAIL_INTO_B)) {
      EncodedProgram e = NetEncoder.encode(RbParser.parse(text),
          EncodingOptions.defaults().withRecursionBound(1));
      NetExplorer x = new NetExplorer(e, 100_000);
      assertThat(x.complete).isTrue();
      List<Integer> stack = new java.util.ArrayList<>();
      stack.addAll(e.origins().places(NodeKind.RECURSION_DEPTH));
      stack.addAll(e.origins().places(NodeKind.RECURSION_SATURATED));
      stack.addAll(e.origins().places(NodeKind.RECURSION_UNSATURATED));
      stack.addAll(e.origins().places(NodeKind.RETURN_FRAME));
      assertThat(stack).isNotEmpty();
      for (int[] m : x.states) {
        for (int q : stack) {
          assertThat(m[q]).as(text).isLessThanOrEqualTo(1);
        }
      }
    }
  }

  /**
   * On generated programs with recursion, where the net never saturates a stack, the net is
   * exact again despite the {@code shared-call-context} caveat: its deadlock and termination
   * answers equal the interpreter's. Where it saturates, every interpreter deadlock is still
   * one of the net. Call depths 0 and 1 share most callees; bound 1 and 2. The recursion takes
   * a lock at most twice and the base twice more, so no run reaches reentrancy depth 6; the
   * static lock depths, merged over the recursive returns, still raise a reentrancy-bound
   * caveat, which no run of the net below the recursion bound can meet either. A recursion
   * whose sites are all tail calls has no stack ({@link RecursionStacks}): its deadlocks are
   * still exact, its termination is not compared.
   */
  @Test
  void generatedRecursionBelowTheBoundIsExact() {
    int exact = 0;
    int saturated = 0;
    int deadlocks = 0;
    for (int seed = 0; seed < 600; seed++) {
      Program p = RbParser.parse(recursive(new java.util.Random(seed)));
      for (int depth = 0; depth <= 1; depth++) {
        EncodingOptions options = EncodingOptions.defaults().withCallDepth(depth)
            .withRecursionBound(1 + seed % 2).withReentrancyBound(6);
        EncodedProgram e = NetEncoder.encode(p, options);
        if (e.caveats().stream().noneMatch(c -> c.kind().equals("shared-call-context"))
            || e.caveats().stream().anyMatch(c -> c.effect()
                == org.petrify.ir.rb.Caveat.Effect.UNSOUND && !c.kind().equals("reentrancy-bound")
                || c.effect() == org.petrify.ir.rb.Caveat.Effect.IMPRECISE
                && !c.kind().equals("shared-call-context")
                && !c.kind().equals("summary-thread-join")
                && !c.kind().equals("trylock-reentrant"))) {
          continue;
        }
        RbInterpreter.Exploration rb = RbInterpreter.of(p).explore(5_000);
        NetExplorer x = new NetExplorer(e, 5_000);
        if (!x.complete || rb.deadlock() == Answer.UNKNOWN) {
          continue;
        }
        String context = "seed " + seed + ", depth " + depth + "\n"
            + org.petrify.ir.rb.RbPrinter.print(p);
        Answer net = x.deadlocks() ? Answer.YES : Answer.NO;
        if (saturates(e, x)) {
          saturated++;
          if (rb.deadlock() == Answer.YES) {
            assertThat(net).as(context).isEqualTo(Answer.YES);
          }
          continue;
        }
        exact++;
        deadlocks += rb.deadlock() == Answer.YES ? 1 : 0;
        assertThat(net).as("deadlock of %s", context).isEqualTo(rb.deadlock());
        boolean stacked = !e.origins().places(NodeKind.RECURSION_DEPTH).isEmpty();
        if (stacked && rb.termination() != Answer.UNKNOWN) {
          Answer terminates = x.deadlocks() || x.hasCycle() ? Answer.NO : Answer.YES;
          assertThat(terminates).as("termination of %s", context).isEqualTo(rb.termination());
        }
      }
    }
    System.out.printf("recursion stacks: %d exact comparisons (%d deadlock), %d saturated%n",
        exact, deadlocks, saturated);
    assertThat(exact).isGreaterThan(20);
  }

  /**
   * Mutual recursion four deep whose return into {@code b} is a tail call while the call into
   * {@code b} is not: {@code b}'s returns are exact only if {@code a}'s are too. With stacks per
   * subnet, {@code a} kept the paper's returns (its one recursive site is a tail call) and
   * could return into {@code b} with no activation of {@code b} pending, or straight to
   * {@code main} past pending ones: {@code b}'s exit then found its stack out of step with the
   * run and no return enabled, a deadlock no run has (found on netty's mutually recursive
   * message formatter at {@code --recursion-bound 6}).
   */
  static final String MUTUAL_TAIL_INTO_B = """
      main main
      var d { 0 1 2 3 4 } = 0
      proc main {
        m0: call a
        m1: call b
      }
      proc a {
        a0: switch d 0 x0 1 x1 2 x2 3 x3 4 exit
        x0: assign d 1
        g0: goto c
        x1: assign d 2
        g1: goto c
        x2: assign d 3
        g2: goto c
        x3: assign d 4
        c: acquire L
        c1: call b
        c2: release L
      }
      proc b {
        b0: call a
      }
      """;

  /**
   * The mutual recursion above, with every bound from 1 to 8: exact (no deadlock) wherever the
   * stack does not saturate, and never stuck at an exit. Fails with a stack per subnet.
   */
  @Test
  void aMutualRecursionWithATailCallReturnsExactly() {
    Program p = RbParser.parse(MUTUAL_TAIL_INTO_B);
    for (int bound = 1; bound <= 8; bound++) {
      for (int depth : new int[] {0, 4}) {
        EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults()
            .withRecursionBound(bound).withCallDepth(depth).withReentrancyBound(8));
        NetExplorer x = new NetExplorer(e, 100_000);
        assertThat(x.complete).isTrue();
        if (!saturates(e, x)) {
          assertThat(x.deadlocks()).as("bound %d, depth %d", bound, depth).isFalse();
          assertThat(EncodingMatchesInterpreterTest.unheldFires(e, x)).isFalse();
        }
        assertThat(stuckAtAnExit(e, x)).as("bound %d, depth %d", bound, depth).isFalse();
      }
    }
  }

  /**
   * {@code a} recurses into itself (with work after the call) and into {@code b}, which calls
   * {@code a} back as a tail call. Past the bound {@code a}'s stack saturates while {@code b}'s
   * has not: were only {@code a}'s returns nondeterministic, {@code a} could return into
   * {@code b} once more than {@code b} was entered, and {@code b}'s exit, at depth 0 with no
   * return address, would have no return: a dead state no run has. The group saturates as one,
   * so every exit can always return.
   */
  @Test
  void aSaturatedStackSaturatesItsWholeRecursionGroup() {
    Program p = RbParser.parse("""
        main main
        var d { 0 1 2 3 } = 0
        proc main {
          m0: call a
        }
        proc a {
          a0: switch d 0 x0 1 x1 2 x2 3 exit
          x0: assign d 1
          g0: goto self
          x1: assign d 2
          g1: goto self
          x2: assign d 3
          c: call b
          c1: write y
          c2: goto exit
          self: call a
          s1: write x
        }
        proc b {
          b0: call a
        }
        """);
    for (int bound = 1; bound <= 4; bound++) {
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults()
          .withRecursionBound(bound));
      NetExplorer x = new NetExplorer(e, 100_000);
      assertThat(x.complete).isTrue();
      assertThat(stuckAtAnExit(e, x)).as("bound %d", bound).isFalse();
      if (!saturates(e, x)) {
        assertThat(x.deadlocks()).as("bound %d", bound).isFalse();
      }
    }
  }

  /**
   * Generated mutual recursion of two or three procedures, four to six calls deep, with tail
   * and non-tail recursive sites, a second entry from {@code main} into another procedure of
   * the cycle, and another thread taking two locks: at every bound from 1 to 8 the net's
   * deadlock answer equals the interpreter's wherever no stack saturates, and every deadlock
   * of the interpreter is one of the net's where one does.
   */
  @Test
  void generatedMutualRecursionAgreesWithTheInterpreterAtEveryBound() {
    int exact = 0;
    int saturated = 0;
    int deadlocks = 0;
    for (int seed = 0; seed < 120; seed++) {
      Program p = RbParser.parse(mutual(new java.util.Random(seed)));
      RbInterpreter.Exploration rb = RbInterpreter.of(p).explore(20_000);
      if (rb.deadlock() == Answer.UNKNOWN) {
        continue;
      }
      for (int bound = 1; bound <= 8; bound++) {
        EncodingOptions options = EncodingOptions.defaults().withCallDepth(seed % 2 * 4)
            .withRecursionBound(bound).withReentrancyBound(10);
        EncodedProgram e = NetEncoder.encode(p, options);
        if (e.caveats().stream().anyMatch(c -> c.effect()
            == org.petrify.ir.rb.Caveat.Effect.UNSOUND && !c.kind().equals("reentrancy-bound")
            || c.effect() == org.petrify.ir.rb.Caveat.Effect.IMPRECISE
            && !c.kind().equals("shared-call-context")
            && !c.kind().equals("summary-thread-join")
            && !c.kind().equals("trylock-reentrant"))) {
          continue;
        }
        NetExplorer x = new NetExplorer(e, 20_000);
        if (!x.complete) {
          continue;
        }
        String context = "seed " + seed + ", bound " + bound + "\n"
            + org.petrify.ir.rb.RbPrinter.print(p);
        Answer net = x.deadlocks() ? Answer.YES : Answer.NO;
        if (saturates(e, x)) {
          saturated++;
          if (rb.deadlock() == Answer.YES) {
            assertThat(net).as(context).isEqualTo(Answer.YES);
          }
          continue;
        }
        exact++;
        deadlocks += rb.deadlock() == Answer.YES ? 1 : 0;
        assertThat(net).as("deadlock of %s", context).isEqualTo(rb.deadlock());
      }
    }
    System.out.printf("mutual recursion: %d exact comparisons (%d deadlock), %d saturated%n",
        exact, deadlocks, saturated);
    assertThat(exact).isGreaterThan(100);
    assertThat(deadlocks).isGreaterThan(10);
  }

  /**
   * A generated cycle {@code p0 -> p1 -> .. -> p0} of two or three procedures sharing the
   * counter {@code d} ({@code D} = 4 to 6 calls in all), each choosing among one or two call
   * sites (into the next procedure or itself), each site taking a lock around the call, doing
   * nothing after it, or being a tail call; {@code main} enters the cycle at {@code p0} and
   * possibly again at another procedure, and {@code other} takes two locks in some order.
   */
  static String mutual(java.util.Random random) {
    String[] locks = {"A", "B", "C"};
    int procs = 2 + random.nextInt(2);
    int max = 4 + random.nextInt(3);
    StringBuilder b = new StringBuilder("main main\nvar d {");
    for (int i = 0; i <= max; i++) {
      b.append(' ').append(i);
    }
    b.append(" } = 0\nproc main {\n  m0: fork other t1\n  m1: call p0\n");
    if (random.nextBoolean()) {
      b.append("  m2: call p").append(1 + random.nextInt(procs - 1)).append('\n');
    }
    String first = locks[random.nextInt(3)];
    String second = locks[random.nextInt(3)];
    b.append("}\nproc other {\n  o0: acquire ").append(first).append("\n  o1: acquire ")
        .append(second).append("\n  o2: release ").append(second).append("\n  o3: release ")
        .append(first).append("\n}\n");
    for (int i = 0; i < procs; i++) {
      int sites = 1 + random.nextInt(2);
      b.append("proc p").append(i).append(" {\n  r0: switch d");
      for (int v = 0; v < max; v++) {
        b.append(' ').append(v).append(" v").append(v);
      }
      b.append(' ').append(max).append(" base\n");
      for (int v = 0; v < max; v++) {
        b.append("  v").append(v).append(": assign d ").append(v + 1).append('\n');
        b.append("  w").append(v).append(": jump");
        for (int j = 0; j < sites; j++) {
          b.append(" s").append(j);
        }
        b.append('\n');
      }
      for (int j = 0; j < sites; j++) {
        String callee = "p" + (j == 0 || random.nextBoolean() ? (i + 1) % procs : i);
        int kind = random.nextInt(3);
        String lock = locks[random.nextInt(3)];
        b.append("  s").append(j).append(": ").append(kind == 0 ? "acquire " + lock : "skip")
            .append("\n  c").append(j).append(": call ").append(callee).append("\n  e")
            .append(j).append(": ").append(kind == 0 ? "release " + lock
                : kind == 1 ? "write x" : "skip").append("\n  f").append(j)
            .append(": goto exit\n");
      }
      if (random.nextBoolean()) {
        String l1 = locks[random.nextInt(3)];
        String l2 = locks[random.nextInt(3)];
        b.append("  base: acquire ").append(l1).append("\n  b1: acquire ").append(l2)
            .append("\n  b2: release ").append(l2).append("\n  b3: release ").append(l1)
            .append("\n}\n");
      } else {
        b.append("  base: skip\n}\n");
      }
    }
    return b.toString();
  }

  /**
   * A generated program whose main thread recurses through {@code r} at most {@code D} times
   * ({@code d} counts the calls), choosing at each level one of two or three recursive call
   * sites, each with its own lock taken before the call and released after it (or not), and
   * the other thread taking two of the locks in some order: a wrong return shows as a lock
   * released unheld or kept, or as a deadlock that no run has.
   */
  static String recursive(java.util.Random random) {
    String[] locks = {"A", "B", "C"};
    int max = 1 + random.nextInt(2);
    int sites = 2 + random.nextInt(2);
    StringBuilder b = new StringBuilder("main main\nvar d {");
    for (int i = 0; i <= max; i++) {
      b.append(' ').append(i);
    }
    b.append(" } = 0\nproc main {\n  m0: fork other t1\n  m1: call r\n");
    if (random.nextBoolean()) {
      b.append("  m2: call r\n");
    }
    b.append("}\nproc other {\n");
    String first = locks[random.nextInt(3)];
    String second = locks[random.nextInt(3)];
    b.append("  o0: acquire ").append(first).append("\n  o1: acquire ").append(second)
        .append("\n  o2: release ").append(second).append("\n  o3: release ").append(first)
        .append("\n}\nproc r {\n  r0: switch d");
    for (int i = 0; i < max; i++) {
      b.append(' ').append(i).append(" v").append(i);
    }
    b.append(' ').append(max).append(" base\n");
    for (int i = 0; i < max; i++) {
      b.append("  v").append(i).append(": assign d ").append(i + 1).append('\n');
      b.append("  w").append(i).append(": jump");
      for (int j = 0; j < sites; j++) {
        b.append(" s").append(j);
      }
      b.append(random.nextBoolean() ? " base\n" : "\n");
    }
    for (int j = 0; j < sites; j++) {
      String lock = locks[random.nextInt(3)];
      boolean take = random.nextInt(3) > 0;
      b.append("  s").append(j).append(": ").append(take ? "acquire " + lock : "skip")
          .append("\n  c").append(j).append(": call r\n  e").append(j).append(": ")
          .append(take ? "release " + lock : random.nextBoolean() ? "skip" : "acquire " + lock)
          .append("\n  f").append(j).append(": goto exit\n");
    }
    String l1 = locks[random.nextInt(3)];
    String l2 = locks[random.nextInt(3)];
    b.append("  base: acquire ").append(l1).append("\n  b1: acquire ").append(l2)
        .append("\n  b2: release ").append(l2).append("\n  b3: release ").append(l1)
        .append("\n}\n");
    return b.toString();
  }

  /**
   * True if some reachable marking of the net is a deadlock in which a thread's control is at
   * the exit of a shared subnet: with exact returns every exit can return.
   */
  static boolean stuckAtAnExit(EncodedProgram e, NetExplorer x) {
    for (int s = 0; s < x.states.size(); s++) {
      if (x.successors.get(s).length > 0) {
        continue;
      }
      int[] m = x.states.get(s);
      for (int q = 0; q < m.length; q++) {
        if (m[q] > 0 && e.net().placeName(q).startsWith("at.")
            && e.net().placeName(q).endsWith(".exit")) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean saturates(EncodedProgram e, NetExplorer x) {
    List<Integer> sat = e.origins().places(NodeKind.RECURSION_SATURATED);
    return x.states.stream().anyMatch(m -> sat.stream().anyMatch(q -> m[q] > 0));
  }

  private static void assertAgrees(Program p, EncodedProgram e, boolean deadlock) {
    Answer expected = deadlock ? Answer.YES : Answer.NO;
    assertThat(RbInterpreter.of(p).explore(100_000).deadlock()).isEqualTo(expected);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isEqualTo(deadlock);
    for (boolean por : new boolean[] {true, false}) {
      CheckResult r = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withPartialOrderReduction(por)).check(e.deadlock());
      assertThat(r.verdict()).as("por %s", por).isEqualTo(deadlock ? Verdict.TRUE : Verdict.FALSE);
    }
  }
}

package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.SearchOrder;
import org.petrify.checker.Unknown;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;

/**
 * The encoder keeps nets bounded when a program has boundedly many threads: no place counts
 * notifications, wake-ups, permits, joins or counter steps without limit. For each program the
 * net is either bounded by its place invariants ({@link StructuralBounds}), or its reachable
 * markings, explored completely by the test's own {@link NetExplorer}, put at most
 * {@code instances} tokens on any place, where {@code instances} is the number of thread
 * instances the program can start (1 plus its fork commands; the programs here fork only
 * outside loops) or the largest counter capacity, whichever is larger. Programs: generated
 * ones ({@link RandomPrograms}, whose forks are straight-line in main) and hand-written ones
 * that loop forever around every kind of wake-up. A program that forks in an endless loop
 * really starts unboundedly many threads: its net is unbounded, and the engine says so
 * (UNKNOWN, {@link Unknown#UNBOUNDED}, naming a place of that thread) instead of running out
 * of budget.
 */
class EncodingBoundednessTest {
  private static final int SEEDS = 600;
  private static final int MAX_STATES = 200_000;

  /**
   * At call depth 0 every callee is a shared subnet with return addresses: they must not break
   * boundedness either (at most one address token per thread instance and shared subnet).
   */
  @ParameterizedTest(name = "call depth {0}")
  @org.junit.jupiter.params.provider.ValueSource(ints = {4, 0})
  void generatedProgramsHaveBoundedNets(int callDepth) {
    EncodingOptions options = EncodingOptions.defaults().withCallDepth(callDepth);
    int structural = 0;
    int explored = 0;
    for (int seed = 0; seed < SEEDS; seed++) {
      Program p = RandomPrograms.generate(new Random(seed));
      if (assertBounded(p, options, "seed " + seed)) {
        structural++;
      } else {
        explored++;
      }
    }
    assertThat(structural).as("nets bounded by invariants").isGreaterThan(SEEDS / 2);
    assertThat(explored).as("nets bounded by exploration").isGreaterThan(5);
  }

  static Stream<String> loopingPrograms() {
    return Stream.of(
        // notify in an endless loop, a waiter that waits again and again
        """
        main main
        proc main {
          m0: fork waiter t1
          m1: acquire k
          m2: notify k
          m3: release k
          m4: goto m1
        }
        proc waiter {
          w0: acquire k
          w1: wait k
          w2: release k
          w3: goto w0
        }
        """,
        // notifyAll by two notifiers, two waiters of one thread id forked twice
        """
        main main
        proc main {
          m0: fork waiter t1
          m1: fork waiter t1
          m2: fork notifier t2
          m3: acquire k
          m4: notifyAll k
          m5: release k
          m6: jump m3 m7
          m7: join t1
        }
        proc notifier {
          n0: acquire k
          n1: notifyAll k
          n2: release k
          n3: goto n0
        }
        proc waiter {
          w0: acquire k
          w1: wait k
          w2: release k
          w3: jump w0 w4
          w4: skip
        }
        """,
        // unpark in an endless loop: the permit does not accumulate
        """
        main main
        proc main {
          m0: fork parker t1
          m1: unpark t1
          m2: goto m1
        }
        proc parker {
          p0: park
          p1: jump p0 p2
          p2: park timed
          p3: goto p0
        }
        """,
        // signal/signalAll and timed await in loops
        """
        main main
        proc main {
          m0: fork waiter t1
          m1: acquire k
          m2: signal c on k
          m3: signalAll c on k
          m4: release k
          m5: goto m1
        }
        proc waiter {
          w0: acquire k
          w1: await c on k
          w2: await c on k timed
          w3: release k
          w4: goto w0
        }
        """,
        // counters: a limit counter raised forever overflows its model bound (reported), a
        // capacity counter blocks; both are bounded places
        """
        main main
        counter items cap 2 init 0
        counter seen limit 3 init 0
        proc main {
          m0: fork consumer t1
          m1: up items 1
          m2: up seen 1
          m3: tryup items 1 else m1
          m4: goto m1
        }
        proc consumer {
          c0: down items 1
          c1: trydown items 1 else c2
          c2: until items <= 1
          c3: goto c0
        }
        """,
        // joins in a loop of a thread forked twice, reentrant locking in a loop, recursion
        """
        main main
        proc main {
          m0: fork worker t1
          m1: fork worker t1
          m2: join t1
          m3: jump m2 m4
          m4: acquire k
          m5: acquire k
          m6: release k
          m7: release k
          m8: call rec
          m9: goto m4
        }
        proc rec {
          r0: jump r1 r2
          r1: call rec
          r2: skip
        }
        proc worker {
          w0: trylock k else w2
          w1: release k
          w2: jump w0 w3
          w3: skip
        }
        """);
  }

  @ParameterizedTest
  @MethodSource("loopingPrograms")
  void loopingProgramsHaveBoundedNets(String text) {
    assertBounded(RbParser.parse(text), EncodingOptions.defaults(), text);
    assertBounded(RbParser.parse(text), EncodingOptions.defaults().withCallDepth(0), text);
  }

  /**
   * A fork in an endless loop starts a new instance of t1 per round: run.t1 and t1's entry
   * grow without bound. Every search order reports UNBOUNDED and names a place of t1 (without
   * the structural stage: with it, the siphon-trap proof shows that no dead marking is
   * reachable, since main can always fork again, and nothing is explored).
   */
  @Test
  void forkInAnEndlessLoopIsReportedUnbounded() {
    Program p = RbParser.parse("""
        main main
        proc main {
          m0: fork worker t1
          m1: goto m0
        }
        proc worker {
          w0: acquire k
          w1: wait k
          w2: release k
        }
        """);
    EncodedProgram e = NetEncoder.encode(p);
    for (SearchOrder order : SearchOrder.values()) {
      for (boolean por : new boolean[] {true, false}) {
        CheckResult r = ModelChecker.of(e.net()).options(CheckOptions.defaults()
            .withSearch(order).withPartialOrderReduction(por).withMaxStates(2_000_000)
            .withStructuralReduction(false))
            .check(ProgramProperties.deadlock(e));
        assertThat(r.verdict()).as("%s por=%s: %s", order, por, r).isEqualTo(Verdict.UNKNOWN);
        assertThat(r.unknown()).as("%s por=%s: %s", order, por, r).contains(Unknown.UNBOUNDED);
        assertThat(r.reason().orElseThrow()).as("%s por=%s", order, por)
            .containsPattern("place \\S*t1\\S* grows without bound");
      }
    }
    CheckResult proved = ModelChecker.of(e.net()).options(CheckOptions.defaults())
        .check(ProgramProperties.deadlock(e));
    assertThat(proved.verdict()).as("%s", proved).isEqualTo(Verdict.FALSE);
    assertThat(proved.statistics().states()).isZero();
  }

  /**
   * Asserts that {@code p}'s net is bounded (see the class comment); true if the invariants
   * prove it, false if the exploration did.
   */
  private static boolean assertBounded(Program p, EncodingOptions options, String context) {
    EncodedProgram e = NetEncoder.encode(p, options);
    PetriNet net = e.net();
    if (StructuralBounds.analyse(net).allBounded()) {
      return true;
    }
    String where = context + ", call depth " + options.callDepth() + "\n" + RbPrinter.print(p);
    NetExplorer explorer = new NetExplorer(e, MAX_STATES);
    assertThat(explorer.complete).as("finite state space (%d states): %s",
        explorer.states.size(), where).isTrue();
    int limit = instances(p);
    for (int place = 0; place < net.placeCount(); place++) {
      int max = 0;
      for (int[] m : explorer.states) {
        max = Math.max(max, m[place]);
      }
      // nlive.t starts with the bound on started, unjoined instances and only ever loses tokens
      int bound = net.placeName(place).startsWith("nlive.") ? Command.Join.MAX_UNJOINED : limit;
      assertThat(max).as("tokens on %s (at most %d thread instances or counter values): %s",
          net.placeName(place), bound, where).isLessThanOrEqualTo(bound);
    }
    return false;
  }

  /** 1 plus the fork commands, or the largest counter capacity or limit if that is larger. */
  private static int instances(Program p) {
    int forks = 1;
    for (Procedure proc : p.procedures()) {
      for (Command c : proc.body()) {
        if (c instanceof Command.Fork) {
          forks++;
        }
      }
    }
    List<Integer> caps = new ArrayList<>();
    p.counters().forEach(c -> caps.add(c.capacity()));
    return Math.max(forks, caps.stream().mapToInt(Integer::intValue).max().orElse(0));
  }
}

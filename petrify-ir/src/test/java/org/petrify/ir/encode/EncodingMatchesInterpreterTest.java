package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * The property behind the encoding: on generated small programs, the net deadlocks iff the rb
 * interpreter finds a deadlock, and terminates iff the interpreter says so (where both decide).
 * With an IMPRECISE caveat only "interpreter deadlocks implies net deadlocks" is required; with
 * an UNSOUND caveat the program is skipped. A failure prints the program's rb text and seed.
 * The engine's deadlock formula also holds where a limit counter overflows
 * ({@link ProgramProperties#overflow}), so it is compared with "the interpreter finds a
 * deadlock or an overflow state". Run at the default call depth and at depths 1 and 0, where
 * most or all callees are shared subnets: their return addresses must keep every interpreter
 * run in the net, and where no caveat is due, add none.
 */
class EncodingMatchesInterpreterTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);
  private static final int MAX_STATES = 5_000;

  /**
   * True if some explored marking enables a transition of a release, wait or notification of a
   * lock not held (IllegalMonitorStateException, {@code UnheldRoutes}).
   */
  static boolean unheldFires(EncodedProgram e, NetExplorer net) {
    for (int t = 0; t < e.net().transitionCount(); t++) {
      if (!e.net().transitionName(t).contains(".unheld")) {
        continue;
      }
      for (int[] m : net.states) {
        if (e.net().isEnabled(t, m)) {
          return true;
        }
      }
    }
    return false;
  }

  @ParameterizedTest(name = "call depth {0}, raises {1}, holds {2}")
  @CsvSource({"4, false, false", "1, false, false", "0, false, false", "4, true, false",
      "1, true, false", "0, true, false", "4, false, true", "0, true, true"})
  void deadlockAndTerminationVerdictsAgree(int callDepth, boolean exceptions, boolean holds) {
    EncodingOptions options = EncodingOptions.defaults().withCallDepth(callDepth);
    int compared = 0;
    int deadlocks = 0;
    int nonTerminating = 0;
    int engineCompared = 0;
    int tryLocks = 0;
    int withCounters = 0;
    int perThread = 0;
    int awaits = 0;
    int parks = 0;
    int overflows = 0;
    int withValues = 0;
    int guardedWaits = 0;
    int addressed = 0;
    int raises = 0;
    int unheldRoutes = 0;
    int interruptExits = 0;
    int holdTests = 0;
    for (int seed = 0; seed < SEEDS; seed++) {
      Program p = RandomPrograms.generate(new Random(seed), exceptions, holds);
      String text = RbPrinter.print(p);
      assertThat(RbParser.parse(text)).as("round trip of seed %d", seed).isEqualTo(p);
      EncodedProgram e = NetEncoder.encode(p, options);
      boolean unsound = e.caveats().stream().anyMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
      // counted joins are rb-level semantics the interpreter is told about, and a reentrant
      // trylock may fail in rb itself: neither is a net artefact
      boolean imprecise = e.caveats().stream()
          .anyMatch(c -> c.effect() == Caveat.Effect.IMPRECISE
              && !c.kind().equals("summary-thread-join")
              && !c.kind().equals("trylock-reentrant"));
      if (unsound) {
        continue;
      }
      long t0 = System.nanoTime();
      RbInterpreter.Exploration rb = RbInterpreter.of(p).explore(MAX_STATES);
      long t1 = System.nanoTime();
      NetExplorer net = new NetExplorer(e, MAX_STATES);
      long t2 = System.nanoTime();
      if (t2 - t0 > 500_000_000L) {
        System.out.printf("slow seed %d: rb %d ms (%d states), net %d ms (%d states)%n", seed,
            (t1 - t0) / 1_000_000, rb.states().size(), (t2 - t1) / 1_000_000,
            net.states.size());
      }
      boolean unheld = unheldFires(e, net);
      Answer netDeadlock = net.deadlocks() ? Answer.YES : net.complete ? Answer.NO
          : Answer.UNKNOWN;
      Answer netTermination = net.deadlocks() ? Answer.NO : !net.complete ? Answer.UNKNOWN
          : net.hasCycle() ? Answer.NO : Answer.YES;
      String context = "seed " + seed + ", call depth " + callDepth + ", caveats " + e.caveats() + "\n" + text;
      if (imprecise) {
        if (rb.deadlock() == Answer.YES && netDeadlock != Answer.UNKNOWN) {
          assertThat(netDeadlock).as("imprecise net misses a deadlock: %s", context)
              .isEqualTo(Answer.YES);
        }
        continue;
      }
      if (rb.deadlock() != Answer.UNKNOWN && netDeadlock != Answer.UNKNOWN) {
        assertThat(netDeadlock).as("deadlock verdict of %s", context).isEqualTo(rb.deadlock());
        compared++;
        if (!e.origins().places(NodeKind.RETURN_ADDRESS).isEmpty()) {
          addressed++;
        }
        if (text.contains(" trylock ")) {
          tryLocks++;
        }
        if (text.contains(" raise")) {
          raises++;
        }
        if (text.contains(" holds ")) {
          holdTests++;
        }
        if (unheld) {
          unheldRoutes++;
        }
        if (text.contains(" interruptible ") && text.contains(" interrupt ")) {
          interruptExits++;
        }
        if (!p.counters().isEmpty()) {
          withCounters++;
        }
        if (text.contains(" per-thread")) {
          perThread++;
        }
        if (text.contains(" await ")) {
          awaits++;
        }
        if (text.contains(" park")) {
          parks++;
        }
        if (text.contains(" switch ") && text.contains(" assign ")) {
          withValues++;
          if (text.contains(" wait ")) {
            guardedWaits++;
          }
        }
        if (rb.deadlock() == Answer.YES) {
          deadlocks++;
        }
      }
      for (boolean por : new boolean[] {true, false}) {
        CheckResult r = ModelChecker.of(e.net())
            .options(CheckOptions.defaults().withPartialOrderReduction(por)
                .withMaxStates(MAX_STATES))
            .check(e.deadlock());
        if (r.verdict() == Verdict.UNKNOWN || rb.deadlock() == Answer.UNKNOWN
            || rb.overflow() == Answer.UNKNOWN) {
          continue;
        }
        engineCompared++;
        if (!por && rb.overflow() == Answer.YES) {
          overflows++;
        }
        assertThat(r.verdict() == Verdict.TRUE).as("engine (por %s) deadlock verdict of %s",
            por, context).isEqualTo(rb.deadlock() == Answer.YES || rb.overflow() == Answer.YES);
        if (r.verdict() == Verdict.TRUE) {
          int[] end = r.witness().orElseThrow().replay(e.net());
          boolean overflowed = e.origins().overflowPlaces().stream().anyMatch(q -> end[q] > 0);
          if (!overflowed) {
            assertThat(e.origins().threadStates(end)).as("witness end of %s", context)
                .isNotEmpty()
                .noneMatch(ts -> ts.status() == ThreadState.Status.RUNNABLE);
          } else {
            assertThat(rb.overflow()).as("overflow witness of %s", context)
                .isEqualTo(Answer.YES);
          }
        }
      }
      if (rb.termination() != Answer.UNKNOWN && netTermination != Answer.UNKNOWN) {
        assertThat(netTermination).as("termination verdict of %s", context)
            .isEqualTo(rb.termination());
        if (rb.termination() == Answer.NO && rb.deadlock() == Answer.NO) {
          nonTerminating++;
        }
      }
    }
    assertThat(tryLocks).as("programs with a trylock compared").isGreaterThan(compared / 20);
    if (exceptions) {
      assertThat(raises).as("programs with a raise compared").isGreaterThan(compared / 5);
      assertThat(interruptExits).as("programs with interrupt flags and interruptible waits")
          .isGreaterThan(compared / 20);
    }
    if (holds) {
      assertThat(holdTests).as("programs with a holds test compared")
          .isGreaterThan(compared / 4);
    }
    assertThat(withCounters).as("programs with counters compared").isGreaterThan(compared / 4);
    assertThat(perThread).as("programs with a per-thread counter compared")
        .isGreaterThan(compared / 10);
    assertThat(awaits).as("programs with await compared").isGreaterThan(compared / 20);
    assertThat(parks).as("programs with park compared").isGreaterThan(compared / 20);
    assertThat(overflows).as("programs whose limit counter overflows").isGreaterThan(3);
    assertThat(withValues).as("programs with assign and switch compared")
        .isGreaterThan(compared / 10);
    assertThat(guardedWaits).as("of them with a wait").isGreaterThan(compared / 40);
    if (!holds) {
      assertThat(unheldRoutes).as("programs compared that release, wait or notify a lock not"
          + " held").isGreaterThan(compared / 40);
    }
    System.out.printf("call depth %d: %d compared programs may release, wait or notify a lock"
        + " not held, %d test a hold depth%n", callDepth, unheldRoutes, holdTests);
    System.out.printf("call depth %d: compared %d of %d programs (%d with trylock, %d with"
        + " counters, %d overflow, %d with values, %d of them waiting, %d with a per-thread"
        + " counter): %d deadlock, %d loop forever; engine runs compared %d%n", callDepth,
        compared, SEEDS, tryLocks, withCounters, overflows, withValues, guardedWaits, perThread,
        deadlocks, nonTerminating, engineCompared);
    System.out.printf("call depth %d: %d compared programs return from shared subnets by"
        + " address%n", callDepth, addressed);
    if (callDepth == 0) {
      assertThat(addressed).as("exact comparisons with return addresses")
          .isGreaterThan(compared / 4);
    }
    assertThat(engineCompared).isGreaterThan(compared);
    assertThat(compared).isGreaterThan(SEEDS / 2);
    assertThat(deadlocks).isGreaterThan(compared / 20);
    assertThat(nonTerminating).isGreaterThan(compared / 20);
  }
}

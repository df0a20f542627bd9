package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link ProgramProperties#deadlock(EncodedProgram, Set)} with daemon threads, on generated rb
 * programs with a random subset of their threads declared daemons, against the rb interpreter:
 * the program deadlocks iff a reachable state has no successor and some instance of a
 * non-daemon thread alive (a dead state with only daemons left is the JVM's exit). With no
 * daemon the formula is the plain one; daemons only ever remove deadlocks.
 */
class DaemonDeadlockTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 400);
  private static final int MAX_STATES = 5_000;

  @Test
  void deadlockWithDaemonsMatchesTheInterpreter() {
    int compared = 0;
    int differsFromPlain = 0;
    for (int seed = 0; seed < SEEDS; seed++) {
      Random random = new Random(seed);
      Program p = RandomPrograms.generate(random, false);
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults());
      if (e.caveats().stream().anyMatch(c -> c.effect() != Caveat.Effect.INFO)) {
        continue;
      }
      List<String> threads = new ArrayList<>(e.origins().runningPlaces().keySet());
      threads.remove(Program.MAIN_THREAD);
      Set<String> daemons = new TreeSet<>();
      for (String t : threads) {
        if (random.nextBoolean()) {
          daemons.add(t);
        }
      }
      assertThat(ProgramProperties.deadlock(e, Set.of())).isEqualTo(e.deadlock());
      Boolean expected = deadlocks(RbInterpreter.of(p), daemons);
      if (expected == null) {
        continue;
      }
      CheckResult r = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withMaxStates(MAX_STATES * 20))
          .check(ProgramProperties.deadlock(e, daemons));
      if (r.verdict() == Verdict.UNKNOWN) {
        continue;
      }
      compared++;
      String context = "seed " + seed + ", daemons " + daemons + "\n" + RbPrinter.print(p);
      assertThat(r.verdict() == Verdict.TRUE).as(context).isEqualTo(expected);
      CheckResult plain = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withMaxStates(MAX_STATES * 20))
          .check(e.deadlock());
      if (plain.verdict() != Verdict.UNKNOWN && plain.verdict() != r.verdict()) {
        differsFromPlain++;
        assertThat(r.verdict()).as(context).isEqualTo(Verdict.FALSE);
      }
    }
    assertThat(compared).as("programs compared").isGreaterThan(SEEDS / 4);
    assertThat(differsFromPlain).as("programs where a daemon changes the verdict")
        .isPositive();
  }

  /**
   * True if a reachable state is dead with a non-daemon instance alive, false if none is, null
   * if the exploration was cut.
   */
  private static Boolean deadlocks(RbInterpreter rb, Set<String> daemons) {
    Set<RbInterpreter.State> seen = new HashSet<>();
    ArrayDeque<RbInterpreter.State> work = new ArrayDeque<>();
    RbInterpreter.State start = rb.initial();
    seen.add(start);
    work.add(start);
    while (!work.isEmpty()) {
      RbInterpreter.State s = work.poll();
      if (RbInterpreter.overflowed(s)) {
        return null;
      }
      List<RbInterpreter.State> next = rb.successors(s);
      if (next.isEmpty()
          && s.instances().stream().anyMatch(i -> !daemons.contains(i.thread()))) {
        return true;
      }
      for (RbInterpreter.State n : next) {
        if (seen.add(n)) {
          if (seen.size() >= MAX_STATES) {
            return null;
          }
          work.add(n);
        }
      }
    }
    return false;
  }
}

package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * {@link ProgramProperties#termination(EncodedProgram, Set)} and
 * {@link ProgramProperties#livelock(EncodedProgram, Set)} with daemon threads, on generated rb
 * programs with a random subset of their threads declared daemons, against the rb interpreter:
 * a run ends when no instance of a non-daemon thread is alive (the JVM exits) or when every
 * thread has finished; the program terminates iff no run from the start avoids those ends
 * forever (a cycle) or stops before one (a dead state). With no daemon the formulas are the
 * plain ones.
 */
class DaemonTerminationTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 400);
  private static final int MAX_STATES = 5_000;

  @Test
  void terminationWithDaemonsMatchesTheInterpreter() {
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
      assertThat(ProgramProperties.termination(e, Set.of())).isEqualTo(e.termination());
      assertThat(ProgramProperties.livelock(e, Set.of())).isEqualTo(e.livelock());
      Boolean expected = terminates(RbInterpreter.of(p),
          daemons);
      if (expected == null) {
        continue;
      }
      CheckResult r = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withMaxStates(MAX_STATES * 20))
          .check(ProgramProperties.termination(e, daemons));
      if (r.verdict() == Verdict.UNKNOWN) {
        continue;
      }
      compared++;
      String context = "seed " + seed + ", daemons " + daemons + "\n" + RbPrinter.print(p);
      assertThat(r.verdict() == Verdict.TRUE).as(context).isEqualTo(expected);
      CheckResult plain = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withMaxStates(MAX_STATES * 20))
          .check(e.termination());
      if (plain.verdict() != Verdict.UNKNOWN && plain.verdict() != r.verdict()) {
        differsFromPlain++;
        // daemons only ever make termination easier
        assertThat(r.verdict()).as(context).isEqualTo(Verdict.TRUE);
      }
    }
    assertThat(compared).as("programs compared").isGreaterThan(SEEDS / 4);
    assertThat(differsFromPlain).as("programs where a daemon changes the verdict")
        .isPositive();
  }

  /**
   * True if every run reaches an end (see the class comment), false if not, null if the
   * exploration was cut.
   */
  private static Boolean terminates(RbInterpreter rb, Set<String> daemons) {
    List<RbInterpreter.State> states = new ArrayList<>();
    Map<RbInterpreter.State, Integer> ids = new HashMap<>();
    List<int[]> edges = new ArrayList<>();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    RbInterpreter.State start = rb.initial();
    states.add(start);
    ids.put(start, 0);
    edges.add(new int[0]);
    work.add(0);
    while (!work.isEmpty()) {
      int id = work.poll();
      RbInterpreter.State s = states.get(id);
      if (RbInterpreter.overflowed(s)) {
        return null;
      }
      boolean anyNonDaemon = s.instances().stream().anyMatch(i -> !daemons.contains(i.thread()));
      if (!anyNonDaemon) {
        continue; // the JVM exits here (every thread finished, or only daemons are left)
      }
      List<RbInterpreter.State> next = rb.successors(s);
      if (next.isEmpty()) {
        return false; // stuck with a non-daemon thread alive
      }
      int[] targets = new int[next.size()];
      for (int k = 0; k < next.size(); k++) {
        Integer nid = ids.get(next.get(k));
        if (nid == null) {
          if (states.size() >= MAX_STATES) {
            return null;
          }
          nid = states.size();
          ids.put(next.get(k), nid);
          states.add(next.get(k));
          edges.add(new int[0]);
          work.add(nid);
        }
        targets[k] = nid;
      }
      edges.set(id, targets);
    }
    return !RbInterpreter.hasCycle(edges);
  }
}

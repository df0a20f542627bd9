package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;
import org.petrify.net.PetriNet;

/** The static race check on rb programs, and both of its searches against a brute-force oracle. */
class StaticRacesTest {

  private static Analysis rb(String text) {
    return RbPrograms.analyze(RbParser.parse(text));
  }

  @Test
  void unprotectedWritesRaceAndLockedOnesDoNot() {
    String racy = """
        main main
        proc main {
          m0: fork worker t1
          m1: write x
          m2: join t1
          m3: read x
        }
        proc worker {
          w0: write x
        }
        """;
    Report r = rb(racy).races();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.races()).hasSize(1);
    Race race = r.races().get(0);
    assertThat(race.location()).isEqualTo("x");
    assertThat(List.of(race.first().thread(), race.second().thread())).containsExactlyInAnyOrder("t0", "t1");
    assertThat(r.text()).contains("WARNING: data race on field `x`");
    String locked = """
        main main
        proc main {
          m0: fork worker t1
          m1: acquire L
          m2: write x
          m3: release L
          m4: join t1
          m5: read x
        }
        proc worker {
          w0: acquire L
          w1: write x
          w2: release L
        }
        """;
    Report none = rb(locked).races();
    assertThat(none.verdict()).as(none.text()).isEqualTo(Verdict.HOLDS);
    assertThat(none.races()).isEmpty();
  }

  /** One thread started twice races with itself; the net is not safe, so the state space decides. */
  @Test
  void twoInstancesOfOneThreadRaceWithEachOther() {
    String twice = """
        main main
        proc main {
          m0: fork worker t1
          m1: fork worker t1
        }
        proc worker {
          w0: read x
          w1: write x
        }
        """;
    Report r = rb(twice).races();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.statistics().reduction()).startsWith("state space");
    assertThat(r.races()).extracting(x -> x.first().thread() + "/" + x.second().thread())
        .containsOnly("t1/t1");
    assertThat(r.races().stream().map(x -> x.first().kind() + "+" + x.second().kind())
        .collect(Collectors.toSet())).contains("READ+WRITE", "WRITE+WRITE");
  }

  /**
   * On random rb programs every search (unfolding where the net is safe, state space with and
   * without stubborn sets) finds exactly the pairs a brute-force exploration of the net finds.
   */
  @Test
  void everySearchAgreesWithBruteForce() {
    int[] tally = new int[3];
    qt().withExamples(150).forAll(integers().allPositive()).checkAssert(seed -> {
      Program program = RandomPrograms.generate(new Random(seed));
      Analysis analysis = RbPrograms.analyze(program);
      Translation tr = analysis.translation();
      Set<List<Integer>> expected = bruteForce(tr, 200_000);
      if (expected == null) {
        return;
      }
      tally[0]++;
      tally[1] += expected.size();
      for (RaceSearch search : RaceSearch.values()) {
        assertThat(set(StaticRaces.racingPairs(tr, search, true))).as("seed %d %s", seed, search)
            .isEqualTo(expected);
      }
      assertThat(set(StaticRaces.racingPairs(tr, RaceSearch.STATE_SPACE, false)))
          .as("seed %d no POR", seed).isEqualTo(expected);
      Report report = analysis.races();
      assertThat(report.modelVerdict())
          .isEqualTo(expected.isEmpty() ? Verdict.HOLDS : Verdict.VIOLATED);
      assertThat(report.verdict()).as("no silent pass, seed %d", seed).isEqualTo(
          expected.isEmpty() && !report.unacceptedUnsoundCaveats().isEmpty()
              ? Verdict.INCONCLUSIVE : report.modelVerdict());
      if (report.statistics().reduction().startsWith("unfolding")) {
        tally[2]++;
      }
    });
    System.out.printf("static races vs brute force: %d programs, %d racing pairs, %d unfolded%n",
        tally[0], tally[1], tally[2]);
    assertThat(tally[1]).isGreaterThan(20);
  }

  private static Set<List<Integer>> set(Set<List<Integer>> pairs) {
    return new HashSet<>(pairs);
  }

  /** The conflicting access pairs enabled together (or, same thread, as a step) in some reachable marking. */
  private static Set<List<Integer>> bruteForce(Translation tr, int maxStates) {
    PetriNet net = tr.encoded().net();
    NetOrigins origins = tr.encoded().origins();
    List<int[]> accesses = new ArrayList<>(); // transition, write(0/1)
    List<String> variables = new ArrayList<>();
    List<String> threads = new ArrayList<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      if (info.kind() != NodeKind.COMMAND) {
        continue;
      }
      if (info.command() instanceof Command.Read r) {
        accesses.add(new int[] {t, 0});
        variables.add(r.variable());
        threads.add(info.thread());
      } else if (info.command() instanceof Command.Write w) {
        accesses.add(new int[] {t, 1});
        variables.add(w.variable());
        threads.add(info.thread());
      } else if (info.command() instanceof Command.Assign a) {
        accesses.add(new int[] {t, 1});
        variables.add(a.variable());
        threads.add(info.thread());
      } else if (info.command() instanceof Command.Switch s) {
        accesses.add(new int[] {t, 0});
        variables.add(s.variable());
        threads.add(info.thread());
      }
    }
    Set<List<Integer>> found = new TreeSet<>((a, b) -> a.get(0).equals(b.get(0))
        ? Integer.compare(a.get(1), b.get(1)) : Integer.compare(a.get(0), b.get(0)));
    Set<List<Integer>> seen = new HashSet<>();
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    int[] m0 = net.initialMarking();
    seen.add(key(m0));
    queue.add(m0);
    while (!queue.isEmpty()) {
      int[] m = queue.poll();
      for (int i = 0; i < accesses.size(); i++) {
        for (int j = i; j < accesses.size(); j++) {
          if (!variables.get(i).equals(variables.get(j))
              || accesses.get(i)[1] + accesses.get(j)[1] == 0) {
            continue;
          }
          int t = accesses.get(i)[0];
          int u = accesses.get(j)[0];
          boolean same = threads.get(i).equals(threads.get(j));
          if (same && !origins.isMultiInstance(threads.get(i))) {
            continue;
          }
          boolean enabled = same ? step(net, t, u, m) : net.isEnabled(t, m) && net.isEnabled(u, m);
          if (enabled) {
            found.add(List.of(Math.min(t, u), Math.max(t, u)));
          }
        }
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, m)) {
          int[] next = m.clone();
          net.fire(t, next);
          if (seen.add(key(next))) {
            if (seen.size() > maxStates) {
              return null;
            }
            queue.add(next);
          }
        }
      }
    }
    return found;
  }

  private static boolean step(PetriNet net, int t, int u, int[] m) {
    int[] need = new int[m.length];
    for (int x : new int[] {t, u}) {
      for (int i = net.preStart(x); i < net.preStart(x + 1); i++) {
        need[net.prePlace(i)] += net.preWeight(i);
      }
    }
    for (int p = 0; p < m.length; p++) {
      if (m[p] < need[p]) {
        return false;
      }
    }
    return true;
  }

  private static List<Integer> key(int[] m) {
    return Arrays.stream(m).boxed().toList();
  }
}

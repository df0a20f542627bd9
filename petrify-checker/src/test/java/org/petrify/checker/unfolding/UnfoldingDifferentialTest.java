package org.petrify.checker.unfolding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.io.LolaWriter;

/**
 * The unfolding against the state space on generated nets: for every pair of transitions,
 * "concurrent in the prefix" equals "fireable as a step in some reachable marking" and
 * "enabled together in the prefix" equals "both enabled in some reachable marking"; every
 * witness replays on the net; the prefix has fewer non-cut-off events than the net has
 * reachable markings (the bound of the total adequate order); and the unfolder rejects exactly
 * the nets the state space shows to be unsafe. A failing net is written to
 * {@code target/unfolding-failures/<generator>-<seed>.net}.
 */
class UnfoldingDifferentialTest {
  private static final int MAX_STATES = 20_000;

  @Test
  void safeRandomNets() {
    differential("safe", RandomNets::safe, 300);
  }

  @Test
  void programLikeNets() {
    differential("program", ProgramLikeNets::generate, 400);
  }

  @Test
  void arbitraryOrdinaryNets() {
    differential("arbitrary", r -> RandomNets.arbitrary(r, 2 + r.nextInt(6), 1 + r.nextInt(7), 1, 1),
        400);
  }

  private static void differential(String generator, Function<Random, PetriNet> nets, int examples) {
    int[] tally = new int[4]; // compared, unsafe, too big, concurrent pairs
    qt().withExamples(examples).forAll(integers().allPositive()).checkAssert(seed -> {
      PetriNet net = nets.apply(new Random(seed));
      try {
        SafeStateSpace space = SafeStateSpace.explore(net, MAX_STATES);
        Optional<Unfolding> unfolding = compare(net, space);
        tally[unfolding.isPresent() ? 0 : !space.safe ? 1 : 2]++;
        unfolding.ifPresent(u -> {
          for (boolean[] row : space.concurrent) {
            for (boolean b : row) {
              tally[3] += b ? 1 : 0;
            }
          }
        });
      } catch (AssertionError | RuntimeException e) {
        keep(generator, seed, net);
        throw e;
      }
    });
    System.out.printf("unfolding vs state space, %s nets: %d compared (%d concurrent ordered pairs),"
        + " %d unsafe and rejected, %d over %d states%n", generator, tally[0], tally[3], tally[1],
        tally[2], MAX_STATES);
    assertThat(tally[0]).as("nets compared").isGreaterThan(examples / 4);
  }

  /** Compares the unfolding of {@code net} with its state space, or its rejection with unsafety. */
  static Optional<Unfolding> compare(PetriNet net, SafeStateSpace space) {
    if (!space.safe) {
      assertThatThrownBy(() -> Unfolder.unfold(net, UnfoldingOptions.defaults()))
          .isInstanceOf(UnsafeNetException.class).hasMessageContaining("not safe");
      return Optional.empty();
    }
    Unfolding unfolding = Unfolder.unfold(net,
        UnfoldingOptions.defaults().withMaxEvents(200_000).withTimeout(Duration.ofSeconds(60)));
    if (!space.complete) {
      return Optional.empty();
    }
    assertThat(unfolding.complete()).as("%s", unfolding).isTrue();
    assertAgrees(net, unfolding, space);
    return Optional.of(unfolding);
  }

  static void assertAgrees(PetriNet net, Unfolding unfolding, SafeStateSpace space) {
    int nonCutoff = unfolding.eventCount() - unfolding.cutoffCount();
    assertThat(nonCutoff).as("non-cut-off events vs %d states", space.states)
        .isLessThan(space.states);
    boolean[][] concurrent = unfolding.concurrencyMatrix();
    boolean[][] together = unfolding.enabledTogetherMatrix();
    int n = net.transitionCount();
    for (int t = 0; t < n; t++) {
      for (int u = t; u < n; u++) {
        assertThat(concurrent[t][u]).as("concurrent(%s, %s)", net.transitionName(t),
            net.transitionName(u)).isEqualTo(space.concurrent[t][u]);
        assertThat(together[t][u]).as("enabledTogether(%s, %s)", net.transitionName(t),
            net.transitionName(u)).isEqualTo(space.together[t][u]);
      }
    }
    // The pairwise queries agree with the matrices and their witnesses replay: every pair on
    // small nets, on big ones a sample (a pair query costs up to events(t) * events(u)).
    int positives = 0;
    int negatives = 0;
    int step = n * n <= 4000 ? 1 : Math.max(1, n * n / 20000);
    for (int k = 0; k < n * n; k += step) {
      int t = k / n;
      int u = k % n;
      boolean expected = space.concurrent[t][u] || space.together[t][u];
      if (n * n > 4000 && (expected ? positives++ >= 300 : negatives++ >= 100)) {
        continue;
      }
      Verdict c = unfolding.concurrent(t, u);
      assertThat(c).isEqualTo(space.concurrent[t][u] ? Verdict.TRUE : Verdict.FALSE);
      unfolding.concurrencyWitness(t, u).ifPresent(w -> replay(net, w, t, u, true));
      assertThat(unfolding.enabledTogether(t, u))
          .isEqualTo(space.together[t][u] ? Verdict.TRUE : Verdict.FALSE);
      unfolding.enabledTogetherWitness(t, u).ifPresent(w -> replay(net, w, t, u, false));
    }
  }

  /** Fires the witness from the initial marking and checks that it enables {@code t} and {@code u}. */
  static void replay(PetriNet net, Concurrency witness, int t, int u, boolean asStep) {
    int[] m = net.initialMarking();
    for (int x : witness.firingSequence()) {
      if (!net.isEnabled(x, m)) {
        fail("witness %s: %s not enabled", witness, net.transitionName(x));
      }
      net.fire(x, m);
    }
    assertThat(net.isEnabled(t, m) && net.isEnabled(u, m)).as("both enabled after %s", witness)
        .isTrue();
    if (asStep) {
      assertThat(SafeStateSpace.stepEnabled(net, t, u, m)).as("step after %s", witness).isTrue();
    }
  }

  private static void keep(String generator, int seed, PetriNet net) {
    try {
      Path dir = Path.of("target", "unfolding-failures");
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(generator + "-" + seed + ".net"), LolaWriter.write(net));
    } catch (IOException e) {
      // the assertion that led here matters more
    }
  }
}

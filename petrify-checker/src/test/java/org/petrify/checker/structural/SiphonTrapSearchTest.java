package org.petrify.checker.structural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The siphon–trap search on nets whose search path is long (one chosen place per place of a
 * ring), in a thread with a small stack, under a deadline and a memory limit, and against a
 * brute-force reading of its premise on random small nets.
 */
class SiphonTrapSearchTest {
  private static final Budget NO_LIMIT = Budget.of(0, null, 0);

  /**
   * One token going round {@code n} places: {@code t_i} moves it from {@code p_i} to the next
   * place. Deadlock-free; the only hitting set is the whole ring, so the search chooses all
   * {@code n} places on one path before the largest trap (the ring) is marked.
   */
  private static PetriNet ring(int n) {
    return chain(n, true);
  }

  /**
   * As {@link #ring}, but when {@code closed} is false the last transition puts the token on a
   * sink place that nothing consumes: dead once the token is there.
   */
  private static PetriNet chain(int n, boolean closed) {
    PetriNetBuilder b = new PetriNetBuilder(closed ? "ring" + n : "chain" + n);
    for (int i = 0; i < n; i++) {
      b.addPlace("p" + i, i == 0 ? 1 : 0);
    }
    int sink = closed ? -1 : b.addPlace("sink", 0);
    for (int i = 0; i < n; i++) {
      int t = b.addTransition("t" + i);
      b.consume(t, i, 1).produce(t, i + 1 < n ? i + 1 : closed ? 0 : sink, 1);
    }
    return b.build();
  }

  /** The problem without place bounds (the siphon–trap search does not read them). */
  private static DeadMarkingProblem problem(PetriNet net) {
    return DeadMarkingProblem.of(net, null, null);
  }

  /**
   * Its path is 5,000 places deep (the root and one node per place): the recursive search gave
   * up past 2,000.
   */
  @Test
  void aRingDeeperThanTwoThousandPlacesIsProved() {
    Optional<String> proof = new SiphonTrap().prove(problem(ring(5_000)), NO_LIMIT);
    assertThat(proof).contains("5001 sets of places searched");
    assertThat(new SiphonTrap().prove(problem(chain(5_000, false)), NO_LIMIT)).isEmpty();
  }

  /**
   * The quick attempt ({@link DeadlockFreedom#proveQuickly}) proves what the siphon–trap search
   * settles within its node limit and nothing beyond (the full attempt still proves that), and
   * never a net with a dead marking. The limit shrinks with the net: ring(n) needs n + 1 nodes.
   */
  @Test
  void theQuickAttemptStopsAtItsNodeLimit() {
    Duration time = Duration.ofSeconds(30);
    assertThat(DeadlockFreedom.quickSiphonNodes(ring(10)))
        .isEqualTo(DeadlockFreedom.QUICK_SIPHON_NODES);
    PetriNet small = ring(1_000);
    assertThat(DeadlockFreedom.quickSiphonNodes(small)).isGreaterThanOrEqualTo(1_001);
    Optional<DeadlockFreedom.Proof> quick = DeadlockFreedom.proveQuickly(small, time);
    assertThat(quick).isPresent();
    assertThat(quick.get().technique()).isEqualTo("siphon-trap");
    assertThat(quick.get().detail()).isEqualTo("1001 sets of places searched");
    PetriNet large = ring(2_000);
    assertThat(DeadlockFreedom.quickSiphonNodes(large)).isLessThan(2_001);
    assertThat(DeadlockFreedom.proveQuickly(large, time)).isEmpty();
    assertThat(DeadlockFreedom.prove(large, null, null, time)).isPresent();
    assertThat(DeadlockFreedom.proveQuickly(chain(100, false), time)).isEmpty();
  }

  /** The search's depth lives on its own stack, not the thread's: 256 KB do for 8,000 levels. */
  @Test
  void aSmallThreadStackDoesNotOverflow() throws InterruptedException {
    PetriNet ring = ring(8_000);
    PetriNet chain = chain(8_000, false);
    AtomicReference<Object> ringProof = new AtomicReference<>();
    AtomicReference<Object> chainProof = new AtomicReference<>();
    Thread small = new Thread(null, () -> {
      try {
        ringProof.set(new SiphonTrap().prove(problem(ring), NO_LIMIT));
        chainProof.set(new SiphonTrap().prove(problem(chain), NO_LIMIT));
      } catch (Throwable e) {
        ringProof.set(e);
      }
    }, "small-stack", 256 * 1024);
    small.start();
    small.join();
    assertThat(ringProof.get()).isEqualTo(Optional.of("8001 sets of places searched"));
    assertThat(chainProof.get()).isEqualTo(Optional.empty());
  }

  @Test
  void theDeadlineAndTheMemoryLimitEndTheSearch() {
    PetriNet ring = ring(8_000);
    assertThatThrownBy(() -> new SiphonTrap().prove(problem(ring),
        Budget.of(0, Duration.ofNanos(1), 0))).isInstanceOf(BudgetExceededException.class);
    assertThatThrownBy(() -> new SiphonTrap().prove(problem(ring),
        Budget.of(0, null, 100_000))).isInstanceOf(BudgetExceededException.class);
    assertThat(DeadlockFreedom.prove(ring, null, null, Duration.ofNanos(1))).isEmpty();
  }

  /**
   * The search is exact for its premise: it finds no bad set iff no set of places that hits
   * every pre-set has a largest trap unmarked initially. Checked against all subsets of the
   * places of 2,000 random ordinary nets of at most 9 places (source transitions excluded,
   * they are proved without a search).
   */
  @Test
  void theSearchAgreesWithAllSubsetsOnRandomNets() {
    Random random = new Random(21);
    int proved = 0;
    for (int n = 0; n < 2_000; n++) {
      PetriNet net = randomNet(random, "random" + n);
      boolean expected = noBadSubset(net);
      Optional<String> proof = new SiphonTrap().prove(problem(net), NO_LIMIT);
      assertThat(proof.isPresent()).as(net.name()).isEqualTo(expected);
      proved += expected ? 1 : 0;
    }
    assertThat(proved).isBetween(50, 1_950);
  }

  private static PetriNet randomNet(Random random, String name) {
    PetriNetBuilder b = new PetriNetBuilder(name);
    int places = 2 + random.nextInt(8);
    for (int p = 0; p < places; p++) {
      b.addPlace("p" + p, random.nextInt(2));
    }
    int transitions = 1 + random.nextInt(7);
    for (int t = 0; t < transitions; t++) {
      b.addTransition("t" + t);
      int pre = random.nextInt(1 << places);
      if (pre == 0) {
        pre = 1 << random.nextInt(places);
      }
      int post = random.nextInt(1 << places) & random.nextInt(1 << places);
      for (int p = 0; p < places; p++) {
        if ((pre & 1 << p) != 0 && random.nextInt(3) > 0 || (pre & -pre) == 1 << p) {
          b.consume(t, p, 1);
        }
        if ((post & 1 << p) != 0) {
          b.produce(t, p, 1);
        }
      }
    }
    return b.build();
  }

  /** True if no subset of the places hits every pre-set and has an unmarked largest trap. */
  private static boolean noBadSubset(PetriNet net) {
    int places = net.placeCount();
    for (int mask = 0; mask < 1 << places; mask++) {
      boolean[] set = new boolean[places];
      for (int p = 0; p < places; p++) {
        set[p] = (mask & 1 << p) != 0;
      }
      if (hitsEveryPreSet(net, set) && Traps.initialTokens(net, Traps.largestIn(net, set)) == 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean hitsEveryPreSet(PetriNet net, boolean[] set) {
    for (int t = 0; t < net.transitionCount(); t++) {
      boolean hit = false;
      for (int k = net.preStart(t); k < net.preStart(t + 1); k++) {
        hit |= set[net.prePlace(k)];
      }
      if (!hit) {
        return false;
      }
    }
    return true;
  }
}

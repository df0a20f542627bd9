package org.petrify.checker.structural;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.petrify.checker.Budget;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.structure.StructuralBounds;

/** The techniques on small nets whose answer is known by hand. */
class DeadlockFreedomTest {
  private static final Budget NO_LIMIT = Budget.of(0, null, 0);

  /** Two processes, one lock: idle -> (take lock) -> busy -> (give lock back) -> idle. */
  private static PetriNet mutex() {
    PetriNetBuilder b = new PetriNetBuilder("mutex");
    b.addPlace("lock", 1);
    for (int i = 0; i < 2; i++) {
      b.addPlace("idle" + i, 1);
      b.addPlace("busy" + i, 0);
      b.addTransition("enter" + i);
      b.consume("enter" + i, "idle" + i, 1).consume("enter" + i, "lock", 1)
          .produce("enter" + i, "busy" + i, 1);
      b.addTransition("leave" + i);
      b.consume("leave" + i, "busy" + i, 1).produce("leave" + i, "idle" + i, 1)
          .produce("leave" + i, "lock", 1);
    }
    return b.build();
  }

  /** p --t--> q, nothing after: dead once t fired. */
  private static PetriNet oneShot() {
    PetriNetBuilder b = new PetriNetBuilder("one-shot");
    b.addPlace("p", 1);
    b.addPlace("q", 0);
    b.addTransition("t");
    b.consume("t", "p", 1).produce("t", "q", 1);
    return b.build();
  }

  /**
   * A weighted cycle: t takes 2 from a and puts 2 on b, u takes 2 from b and puts 2 on a; three
   * tokens, so a + b = 3 and one of them always holds 2. (With two tokens the dead marking
   * a = b = 1 solves the state equation over the rationals, and no proof is found.)
   */
  private static PetriNet weightedCycle() {
    PetriNetBuilder b = new PetriNetBuilder("weighted");
    b.addPlace("a", 3);
    b.addPlace("b", 0);
    b.addTransition("t");
    b.consume("t", "a", 2).produce("t", "b", 2);
    b.addTransition("u");
    b.consume("u", "b", 2).produce("u", "a", 2);
    return b.build();
  }

  private static DeadMarkingProblem problem(PetriNet net) {
    return DeadMarkingProblem.of(net, StructuralBounds.of(net), null);
  }

  @Test
  void mutexIsProvedByBoth() {
    PetriNet net = mutex();
    assertThat(new SiphonTrap().prove(problem(net), NO_LIMIT)).isPresent();
    assertThat(new StateEquation().prove(problem(net), NO_LIMIT)).isPresent();
    Optional<DeadlockFreedom.Proof> p = DeadlockFreedom.prove(net, StructuralBounds.of(net),
        null, Duration.ofSeconds(10));
    assertThat(p).isPresent();
    assertThat(p.get().technique()).isEqualTo("siphon-trap");
  }

  @Test
  void netsWithDeadlocksAreNeverProved() {
    for (PetriNet net : List.of(oneShot(), Philosophers.symmetric(3), Philosophers.symmetric(5))) {
      assertThat(new SiphonTrap().prove(problem(net), NO_LIMIT)).as(net.name()).isEmpty();
      assertThat(new StateEquation().prove(problem(net), NO_LIMIT)).as(net.name()).isEmpty();
    }
  }

  @Test
  void weightedNetIsLeftToTheStateEquation() {
    PetriNet net = weightedCycle();
    assertThat(new SiphonTrap().prove(problem(net), NO_LIMIT)).isEmpty();
    assertThat(new StateEquation().prove(problem(net), NO_LIMIT)).isPresent();
  }

  @Test
  void theWorkLimitEndsTheStateEquationWithoutAProof() {
    PetriNet net = weightedCycle();
    Optional<String> unlimited = new StateEquation().prove(problem(net), NO_LIMIT);
    assertThat(unlimited).isPresent();
    long entries = Long.parseLong(unlimited.get().replaceAll(".* (\\d+) entries$", "$1"));
    assertThat(entries).isPositive();
    assertThat(new StateEquation(entries).prove(problem(net), NO_LIMIT)).isPresent();
    assertThat(new StateEquation(entries - 1).prove(problem(net), NO_LIMIT)).isEmpty();
    assertThat(DeadlockFreedom.prove(net, StructuralBounds.of(net), null, Duration.ofSeconds(10),
        entries - 1)).isEmpty();
  }

  @Test
  void theQuickStateEquationTriesSmallNetsOnly() {
    PetriNet weighted = weightedCycle();
    Optional<DeadlockFreedom.Proof> p = DeadlockFreedom.proveByStateEquationQuickly(weighted,
        StructuralBounds.of(weighted), null, NO_LIMIT);
    assertThat(p).isPresent();
    assertThat(p.get().technique()).isEqualTo("state-equation");
    for (PetriNet net : List.of(oneShot(), Philosophers.symmetric(5))) {
      assertThat(DeadlockFreedom.stateEquationFitsQuickly(net)).as(net.name()).isTrue();
      assertThat(DeadlockFreedom.proveByStateEquationQuickly(net, StructuralBounds.of(net), null,
          NO_LIMIT)).as(net.name()).isEmpty();
    }
    // 300 philosophers: a base dictionary of millions of entries, over the gate.
    PetriNet large = Philosophers.symmetric(300);
    assertThat(DeadlockFreedom.stateEquationFitsQuickly(large)).isFalse();
    assertThat(DeadlockFreedom.proveByStateEquationQuickly(large, null, null, NO_LIMIT))
        .isEmpty();
  }

  @Test
  void theFilterRestrictsTheDeadMarkings() {
    // The one-shot net's only dead marking (p=0, q=1) violates "q < 1".
    PetriNet net = oneShot();
    Formula qEmpty = new Formula.Compare(new IntExpr.Tokens(List.of(net.placeId("q"))),
        Formula.CompareOp.LT, new IntExpr.Constant(1));
    assertThat(new StateEquation().prove(DeadMarkingProblem.of(net, StructuralBounds.of(net),
        qEmpty), NO_LIMIT)).isPresent();
    Formula qMarked = new Formula.Compare(new IntExpr.Tokens(List.of(net.placeId("q"))),
        Formula.CompareOp.GT, new IntExpr.Constant(0));
    assertThat(new StateEquation().prove(DeadMarkingProblem.of(net, StructuralBounds.of(net),
        qMarked), NO_LIMIT)).isEmpty();
  }

  @Test
  void aSourceTransitionIsNeverDisabled() {
    PetriNetBuilder b = new PetriNetBuilder("source");
    b.addPlace("p", 0);
    b.addTransition("gen");
    b.produce("gen", "p", 1);
    PetriNet net = b.build();
    assertThat(DeadlockFreedom.prove(net, null, null, Duration.ofSeconds(1))).isPresent();
  }

  @Test
  void trapsAreClosedAndLargest() {
    PetriNet net = mutex();
    boolean[] all = new boolean[net.placeCount()];
    java.util.Arrays.fill(all, true);
    assertThat(Traps.largestIn(net, all)).containsOnly(true);
    boolean[] busyOnly = new boolean[net.placeCount()];
    busyOnly[net.placeId("busy0")] = true;
    assertThat(Traps.largestIn(net, busyOnly)).containsOnly(false);
  }

  /**
   * 12,000 independent two-place cycles: deadlock-free, but the state equation's dense base
   * system (a row of 24,001 entries per constraint) is far above the attempt's memory limit: the
   * attempt ends without a proof.
   */
  @Test
  void theBaseSystemStopsAtTheMemoryLimit() {
    PetriNetBuilder b = new PetriNetBuilder("cycles");
    for (int i = 0; i < 12_000; i++) {
      b.addPlace("a" + i, 1);
      b.addPlace("b" + i, 0);
      b.addTransition("t" + i);
      b.consume("t" + i, "a" + i, 1).produce("t" + i, "b" + i, 1);
      b.addTransition("u" + i);
      b.consume("u" + i, "b" + i, 1).produce("u" + i, "a" + i, 1);
    }
    PetriNet net = b.build();
    assertThat(new StateEquation().prove(problem(net), NO_LIMIT)).isEmpty();
  }
}

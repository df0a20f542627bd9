package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.Fairness;
import org.petrify.checker.StateSpace;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.roaringbitmap.RoaringBitmap;

/** The fair-state refinement polls the deadline: {@code --timeout} bounds fair checks. */
class FairStatesBudgetTest {
  private static PetriNet spinner() {
    PetriNetBuilder b = new PetriNetBuilder("spin");
    b.addPlace("x", 1);
    b.addPlace("y", 0);
    b.addTransition("a1");
    b.consume("a1", "x", 1).produce("a1", "y", 1);
    b.addTransition("a2");
    b.consume("a2", "y", 1).produce("a2", "x", 1);
    return b.build();
  }

  @Test
  void aPassedDeadlineStopsTheRefinementAndNoneLetsItFinish() throws InterruptedException {
    PetriNet net = spinner();
    StateGraph graph = StateGraph.explore(
        new EngineStates(StateSpace.create(net, CheckOptions.defaults())),
        Budget.of(0, null, 0));
    Fairness weak = Fairness.none()
        .weak("A", List.of(net.transitionId("a1"), net.transitionId("a2")));
    RoaringBitmap all = new RoaringBitmap();
    all.add(0L, graph.stateCount());
    assertThat(new FairStates(graph, net, weak, null).existsFairlyGlobally(all)
        .contains(graph.initialState())).isTrue();
    Budget expired = Budget.of(0, Duration.ofNanos(1), 0);
    Thread.sleep(2);
    assertThatThrownBy(() -> new FairStates(graph, net, weak, expired).existsFairlyGlobally(all))
        .isInstanceOf(BudgetExceededException.class)
        .hasMessageContaining("timeout");
  }
}

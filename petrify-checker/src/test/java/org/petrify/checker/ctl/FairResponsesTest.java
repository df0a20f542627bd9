package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.Budget;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.Fairness;
import org.petrify.checker.StateSpace;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.roaringbitmap.RoaringBitmap;

/**
 * Streett pairs ({@link Fairness.Response}) in the fair-state refinement: a component that
 * fires a trigger and never its response is refined without the trigger's edges, not without
 * their states.
 */
class FairResponsesTest {
  /**
   * A retry loop: at {@code p} the transition {@code fail} loops and {@code succeed} leaves to
   * {@code done}; with {@code idle}, p has a second self-loop; with {@code mutate}, another
   * thread loops at {@code q}.
   */
  private static PetriNet retry(boolean idle, boolean mutate) {
    PetriNetBuilder b = new PetriNetBuilder("retry");
    b.addPlace("p", 1);
    b.addPlace("done", 0);
    b.addTransition("fail");
    b.consume("fail", "p", 1).produce("fail", "p", 1);
    b.addTransition("succeed");
    b.consume("succeed", "p", 1).produce("succeed", "done", 1);
    if (idle) {
      b.addTransition("idle");
      b.consume("idle", "p", 1).produce("idle", "p", 1);
    }
    if (mutate) {
      b.addPlace("q", 1);
      b.addTransition("mutate");
      b.consume("mutate", "q", 1).produce("mutate", "q", 1);
    }
    return b.build();
  }

  private record Checked(PetriNet net, StateGraph graph, RoaringBitmap notDone) {}

  private static Checked explore(PetriNet net) {
    StateGraph graph = StateGraph.explore(
        new EngineStates(StateSpace.create(net, CheckOptions.defaults())),
        Budget.of(0, null, 0));
    RoaringBitmap notDone = new RoaringBitmap();
    int[] marking = new int[net.placeCount()];
    for (int s = 0; s < graph.stateCount(); s++) {
      graph.marking(s, marking);
      if (marking[net.placeId("done")] == 0) {
        notDone.add(s);
      }
    }
    return new Checked(net, graph, notDone);
  }

  private static Fairness threads(PetriNet net, boolean answered) {
    List<Integer> a = new java.util.ArrayList<>(
        List.of(net.transitionId("fail"), net.transitionId("succeed")));
    if (net.transitionId("idle") >= 0) {
      a.add(net.transitionId("idle"));
    }
    Fairness f = Fairness.none().weak("A", a);
    List<Integer> response = List.of();
    if (answered) {
      f = f.weak("B", List.of(net.transitionId("mutate")));
      response = List.of(net.transitionId("mutate"));
    }
    return f.responding("fail needs mutate", List.of(net.transitionId("fail")), response);
  }

  private static boolean staysNotDone(Checked c, Fairness f) {
    return new FairStates(c.graph(), c.net(), f).existsFairlyGlobally(c.notDone())
        .contains(c.graph().initialState());
  }

  @Test
  void aTriggerNeverAnsweredCannotRepeatForever() {
    Checked c = explore(retry(false, false));
    assertThat(staysNotDone(c, Fairness.none().weak("A",
        List.of(c.net().transitionId("fail"), c.net().transitionId("succeed"))))).isTrue();
    assertThat(staysNotDone(c, threads(c.net(), false))).isFalse();
  }

  @Test
  void aTriggerAnsweredInsideTheCycleMayRepeatForever() {
    Checked c = explore(retry(false, true));
    assertThat(staysNotDone(c, threads(c.net(), true))).isTrue();
  }

  @Test
  void onlyTheTriggerEdgesGoTheirStatesStayWithTheOtherCycles() {
    Checked c = explore(retry(true, false));
    Fairness f = threads(c.net(), false);
    assertThat(staysNotDone(c, f)).isTrue();
    FairStates fair = new FairStates(c.graph(), c.net(), f);
    PathSearch.Path lasso = fair.witness(c.notDone(), false);
    assertThat(lasso).isNotNull();
    int[] steps = lasso.transitions();
    assertThat(lasso.loopStart()).isGreaterThanOrEqualTo(0);
    for (int i = lasso.loopStart(); i < steps.length; i++) {
      assertThat(steps[i]).as("the cycle of the witness").isNotEqualTo(c.net().transitionId("fail"));
    }
  }
}

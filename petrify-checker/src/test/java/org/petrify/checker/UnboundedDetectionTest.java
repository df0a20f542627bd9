package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The search reports a place that grows without bound along its path (a marking strictly
 * covering an earlier one, {@link Coverage}) as UNKNOWN of kind UNBOUNDED naming the place,
 * instead of running down the path until a budget is exhausted; a bounded net whose counts
 * overflow the narrow fallback fields is still decided. The interleaved search (the default)
 * goes on breadth-first past the pumping paths, so a shallow goal of an unbounded net is
 * still found.
 */
class UnboundedDetectionTest {

  /** {@code run: p -> p + q} forever, and {@code stop: p -> done} (a deadlock after it). */
  private static PetriNet pump() {
    PetriNetBuilder b = new PetriNetBuilder("pump");
    int p = b.addPlace("p", 1);
    int q = b.addPlace("q", 0);
    int done = b.addPlace("done", 0);
    int run = b.addTransition("run");
    b.consume(run, p, 1);
    b.produce(run, p, 1);
    b.produce(run, q, 1);
    int stop = b.addTransition("stop");
    b.consume(stop, p, 1);
    b.produce(stop, done, 1);
    b.consume(stop, q, 300);
    return b.build();
  }

  @Test
  void aPumpedPlaceEndsUnboundedNamingThePlace() {
    CheckResult explore = Reachability.of(pump()).options(CheckOptions.defaults()
        .withMaxStates(10_000_000)).explore();
    assertThat(explore.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(explore.unknown()).contains(Unknown.UNBOUNDED);
    assertThat(explore.reason().orElseThrow()).contains("place q grows without bound");
    assertThat(explore.statistics().states()).isLessThan(1000);
  }

  @Test
  void aBoundedNetWithLargeCountsIsDecided() {
    // 300 tokens move from a to b one by one: bounded, but over the 8-bit check width.
    PetriNetBuilder b = new PetriNetBuilder("move");
    int a = b.addPlace("a", 300);
    int c = b.addPlace("b", 0);
    int t = b.addTransition("move");
    b.consume(t, a, 1);
    b.produce(t, c, 1);
    CheckResult r = Reachability.of(b.build()).withPlaceBounds(null).checkDeadlock();
    assertThat(r.verdict()).as("%s", r).isEqualTo(Verdict.TRUE);
    assertThat(r.witness().orElseThrow().length()).isEqualTo(300);
  }

  /** {@code run: p -> p + q} forever, and {@code stop: p -> done}: a deadlock one step away. */
  private static PetriNet pumpWithAnExit() {
    PetriNetBuilder b = new PetriNetBuilder("pump-exit");
    int p = b.addPlace("p", 1);
    int q = b.addPlace("q", 0);
    int done = b.addPlace("done", 0);
    int run = b.addTransition("run");
    b.consume(run, p, 1);
    b.produce(run, p, 1);
    b.produce(run, q, 1);
    int stop = b.addTransition("stop");
    b.consume(stop, p, 1);
    b.produce(stop, done, 1);
    return b.build();
  }

  @Test
  void theInterleavedSearchFindsAShallowDeadlockOfAnUnboundedNet() {
    PetriNet net = pumpWithAnExit();
    CheckResult dfs = Reachability.of(net).options(CheckOptions.defaults()
        .withSearch(SearchOrder.DFS)).checkDeadlock();
    assertThat(dfs.unknown()).as("%s", dfs).contains(Unknown.UNBOUNDED);
    assertThat(dfs.reason().orElseThrow()).contains("place q grows without bound");
    for (boolean por : new boolean[] {true, false}) {
      CheckResult r = Reachability.of(net).options(CheckOptions.defaults()
          .withSearch(SearchOrder.INTERLEAVED).withPartialOrderReduction(por)).checkDeadlock();
      assertThat(r.verdict()).as("por=%s: %s", por, r).isEqualTo(Verdict.TRUE);
      int[] m = net.initialMarking();
      for (int t : r.witness().orElseThrow().transitions()) {
        assertThat(net.isEnabled(t, m)).isTrue();
        net.fire(t, m);
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        assertThat(net.isEnabled(t, m)).as("witness ends dead").isFalse();
      }
    }
  }

  @Test
  void aDeadlockBeyondThePumpedFieldsStaysOpen() {
    // pump()'s deadlock needs 300 tokens on q: past the field the search skips.
    CheckResult r = Reachability.of(pump()).options(CheckOptions.defaults()
        .withSearch(SearchOrder.INTERLEAVED)).checkDeadlock();
    assertThat(r.verdict()).as("%s", r).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.unknown()).contains(Unknown.UNBOUNDED);
    assertThat(r.reason().orElseThrow()).contains("place q grows without bound");
  }
}

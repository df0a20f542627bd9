package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The search reports a place that grows without bound along its path (a marking strictly
 * covering an earlier one, {@link Coverage}) as UNKNOWN of kind UNBOUNDED naming the place,
 * instead of running down the path until a budget is exhausted; a bounded net whose counts
 * overflow the narrow fallback fields is still decided.
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
}

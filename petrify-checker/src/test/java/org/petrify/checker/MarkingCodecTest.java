package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.structure.StructuralBounds;
import org.petrify.net.structure.StructuralBounds.Semiflow;

/**
 * The codec against the reference explorer: on every reachable marking, encoding then decoding
 * gives the marking back, {@code tokens} agrees, and distinct markings get distinct words, with
 * implied places and proven widths from the net's own place invariants.
 */
class MarkingCodecTest {

  private static MarkingCodec codecFor(PetriNet net) {
    return MarkingCodec.forNet(net, null, StructuralBounds.analyse(net).semiflows());
  }

  /** Widens the codec until {@code marking} fits (places without a proven width may overflow). */
  private static MarkingCodec fitting(MarkingCodec codec, int[] marking) {
    for (int p = 0; p < marking.length; p++) {
      while (!codec.implied(p) && marking[p] > codec.mask(p)) {
        assertThat(codec.proven(p)).as("proven place %d overflowed", p).isFalse();
        codec = codec.widen(p, marking[p]);
      }
    }
    return codec;
  }

  private static void assertRoundTrips(PetriNet net, MarkingCodec start, int maxStates) {
    ReferenceExplorer reference = ReferenceExplorer.explore(net, maxStates);
    MarkingCodec codec = start;
    for (int[] m : reference.states) {
      codec = fitting(codec, m);
    }
    Set<List<Long>> encodings = new HashSet<>();
    int[] back = new int[net.placeCount()];
    for (int[] m : reference.states) {
      assertThat(codec.fits(m)).isTrue();
      long[] packed = new long[codec.words() + 1];
      codec.encode(m, packed, 1);
      codec.decode(packed, 1, back);
      assertThat(back).isEqualTo(m);
      for (int p = 0; p < m.length; p++) {
        assertThat(codec.tokens(packed, 1, p)).isEqualTo(m[p]);
      }
      encodings.add(java.util.Arrays.stream(packed).boxed().toList());
    }
    assertThat(encodings).hasSameSizeAs(reference.states);
  }

  @Test
  void roundTripsOnReachableMarkingsOfRandomNets() {
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = TestNets.random(random, 2 + random.nextInt(10), 1 + random.nextInt(10),
          random.nextBoolean());
      assertRoundTrips(net, codecFor(net), 3_000);
    });
  }

  /** A random net whose transitions each consume and produce the same number of tokens. */
  private static PetriNet conservative(Random random) {
    int places = 2 + random.nextInt(8);
    PetriNetBuilder b = new PetriNetBuilder("conservative");
    for (int p = 0; p < places; p++) {
      b.addPlace("p" + p, random.nextInt(3) == 0 ? 1 + random.nextInt(2) : 0);
    }
    b.setInitialTokens(0, 1);
    int transitions = 1 + random.nextInt(8);
    for (int t = 0; t < transitions; t++) {
      b.addTransition("t" + t);
      int arcs = 1 + random.nextInt(2);
      for (int k = 0; k < arcs; k++) {
        b.consume(t, random.nextInt(places), 1);
        b.produce(t, random.nextInt(places), 1);
      }
    }
    return b.build();
  }

  @Test
  void conservativeNetsStoreFewerPlaces() {
    int[] grouped = new int[1];
    qt().withExamples(200).forAll(integers().allPositive()).checkAssert(seed -> {
      PetriNet net = conservative(new Random(seed));
      MarkingCodec codec = codecFor(net);
      assertThat(codec.impliedCount() + codec.groupCount())
          .as("a conservative net has a covering semiflow").isPositive();
      grouped[0] += codec.groupCount() > 0 ? 1 : 0;
      assertRoundTrips(net, codec, 3_000);
    });
    assertThat(grouped[0]).as("nets with a one-hot group (about 16 in 200)").isGreaterThan(5);
  }

  @Test
  void philosophersStoreHalfTheirPlacesInOneWord() {
    for (int n = 3; n <= 7; n++) {
      PetriNet net = Philosophers.asymmetric(n);
      MarkingCodec codec = codecFor(net);
      // think+wait+eat = 1 per philosopher and one invariant per fork: a place less each, or
      // a one-hot group where it saves more.
      assertThat(codec.impliedCount() + codec.groupCount()).isGreaterThanOrEqualTo(2 * n);
      assertThat(codec.usedBits()).isLessThanOrEqualTo(net.placeCount() - 2 * n);
      assertThat(codec.words()).isEqualTo(1);
      for (int p = 0; p < net.placeCount(); p++) {
        assertThat(codec.proven(p)).isTrue();
        assertThat(codec.checked(p)).isFalse();
      }
      assertRoundTrips(net, codec, 100_000);
    }
  }

  /**
   * {@code rings} rings of {@code size} places with a token each, a transition per arc, and
   * a transition moving both tokens of rings 0 and 1 at once (two groups in one firing).
   */
  private static PetriNet rings(int rings, int size) {
    PetriNetBuilder b = new PetriNetBuilder("rings");
    for (int r = 0; r < rings; r++) {
      for (int i = 0; i < size; i++) {
        b.addPlace("r" + r + "_" + i, i == 0 ? 1 : 0);
      }
    }
    for (int r = 0; r < rings; r++) {
      for (int i = 0; i < size; i++) {
        int t = b.addTransition("t" + r + "_" + i);
        b.consume(t, r * size + i, 1);
        b.produce(t, r * size + (i + 1) % size, 1);
      }
    }
    int both = b.addTransition("both");
    b.consume(both, 1, 1);
    b.produce(both, 3, 1);
    b.consume(both, size + 2, 1);
    b.produce(both, size, 1);
    return b.build();
  }

  @Test
  void oneHotRingsShareAFieldAndRoundTrip() {
    PetriNet net = rings(4, 9);
    MarkingCodec codec = codecFor(net);
    assertThat(codec.groupCount()).isEqualTo(4);
    assertThat(codec.usedBits()).as("4 bits per ring of 9 places").isEqualTo(16);
    assertThat(codec.words()).isEqualTo(1);
    assertRoundTrips(net, codec, 10_000);
    int[] m = net.initialMarking();
    m[1] = 1;
    assertThat(codec.fits(m)).as("two tokens in one ring").isFalse();
    m[1] = 0;
    m[0] = 0;
    assertThat(codec.fits(m)).as("no token in a ring").isFalse();
  }

  @Test
  void firingAddsTheWordDeltasOfOneHotFieldsOnEveryReachableMarking() {
    for (int rings : new int[] {2, 8, 24}) {
      PetriNet net = rings(rings, rings == 24 ? 5 : 9);
      MarkingCodec codec = codecFor(net);
      assertThat(codec.groupCount()).isEqualTo(rings);
      assertThat(codec.words()).isEqualTo(rings == 24 ? 2 : 1);
      FiringRules rules = new FiringRules(net, codec);
      ReferenceExplorer reference = ReferenceExplorer.explore(net, 20_000);
      long[] words = new long[codec.words()];
      long[] expected = new long[codec.words()];
      for (int[] m : reference.states) {
        for (int t = 0; t < net.transitionCount(); t++) {
          if (!rules.isEnabled(t, m)) {
            continue;
          }
          codec.encode(m, words, 0);
          rules.fireWords(t, words);
          int[] next = m.clone();
          rules.fireTokens(t, next);
          codec.encode(next, expected, 0);
          assertThat(words).as("rings %d, transition %d", rings, t).isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void markingBreakingAnInvariantDoesNotFit() {
    PetriNet net = Philosophers.asymmetric(4);
    MarkingCodec codec = codecFor(net);
    int[] m = net.initialMarking();
    assertThat(codec.fits(m)).isTrue();
    for (int p = 0; p < m.length; p++) {
      if (codec.implied(p)) {
        int[] broken = m.clone();
        broken[p] = 1 - broken[p];
        assertThat(codec.fits(broken)).as("place %s", net.placeName(p)).isFalse();
      }
    }
  }

  @Test
  void semiflowsThatAreNotInvariantsAreIgnored() {
    PetriNet net = Philosophers.asymmetric(3);
    int think0 = net.placeId("think_0");
    int wait0 = net.placeId("wait_0");
    List<Semiflow> wrong = List.of(
        new Semiflow(new int[] {think0}, new long[] {1}),
        new Semiflow(new int[] {think0, wait0}, new long[] {1, 1}),
        new Semiflow(new int[] {wait0, think0}, new long[] {1, 1}),
        new Semiflow(new int[] {think0, wait0}, new long[] {1, -1}));
    for (Semiflow y : wrong) {
      assertThat(MarkingCodec.checkedTotal(net, y)).isNegative();
    }
    MarkingCodec codec = MarkingCodec.forNet(net, null, wrong);
    assertThat(codec.impliedCount()).isZero();
    assertThat(codec.proven(think0)).isFalse();
    assertThat(codec.checked(think0)).isTrue();
    assertThat(MarkingCodec.checkedTotal(net, new Semiflow(
        new int[] {think0, wait0, net.placeId("eat_0")}, new long[] {1, 1, 1}))).isEqualTo(1);
  }

  @Test
  void widenHoldsTheCountSeen() {
    MarkingCodec codec = MarkingCodec.ofWidths(new int[] {1, 3});
    MarkingCodec wider = codec.widen(0, 1000);
    assertThat(wider.mask(0)).isGreaterThanOrEqualTo(1000);
    assertThat(wider.width(1)).isEqualTo(3);
    assertThat(codec.widen(1, 9).width(1)).isEqualTo(6);
    assertThat(codec.widen(0, -1)).isNull();
    MarkingCodec widest = codec.widen(0, Integer.MAX_VALUE);
    assertThat(widest.width(0)).isEqualTo(MarkingCodec.MAX_WIDTH);
    assertThat(widest.widen(0, 5)).isNull();
  }
}

package org.petrify.net;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable place/transition net with arc weights, built only by {@link PetriNetBuilder}.
 *
 * <p>Places and transitions have dense ids {@code 0..placeCount()-1} and
 * {@code 0..transitionCount()-1}. Arcs are stored in compressed sparse row (CSR) form:
 * the pre-set of transition {@code t} is the index range
 * {@code preStart(t) .. preStart(t+1)-1} of {@link #prePlace(int)} / {@link #preWeight(int)},
 * sorted by place id, one entry per place (weights of parallel arcs are summed), all weights
 * positive; likewise for post-sets. The reverse index lists, for each place, the transitions
 * that consume from it and those that produce into it, each sorted by transition id.
 *
 * <p>Names live in side tables and never in the hot arrays; names are unique per kind. A name
 * is kept as a {@code String} or as an object whose {@code toString()} builds it on each call
 * (a node of a name trie: on a real class path names are hundreds of characters long and share
 * long prefixes, see {@link PetriNetBuilder#build(Runnable, Object[], Object[])}).
 * The accessors returning arrays hand out the internal arrays for speed: callers must not
 * modify them. That is the price of a zero-copy hot path, and every caller in this project
 * honours it.
 */
public final class PetriNet {
  private final String name;
  /** Per place, its name or an object printing it. */
  private final Object[] placeNames;
  /** Per transition, its name or an object printing it. */
  private final Object[] transitionNames;
  private final int[] initialMarking;

  private final int[] preStart;
  private final int[] prePlaces;
  private final int[] preWeights;
  private final int[] postStart;
  private final int[] postPlaces;
  private final int[] postWeights;

  private final int[] consumerStart;
  private final int[] consumers;
  private final int[] producerStart;
  private final int[] producers;

  private volatile Map<String, Integer> placeIndex;
  private volatile Map<String, Integer> transitionIndex;

  PetriNet(String name, Object[] placeNames, Object[] transitionNames, int[] initialMarking,
      int[] preStart, int[] prePlaces, int[] preWeights,
      int[] postStart, int[] postPlaces, int[] postWeights) {
    this.name = name;
    this.placeNames = placeNames;
    this.transitionNames = transitionNames;
    this.initialMarking = initialMarking;
    this.preStart = preStart;
    this.prePlaces = prePlaces;
    this.preWeights = preWeights;
    this.postStart = postStart;
    this.postPlaces = postPlaces;
    this.postWeights = postWeights;
    int p = placeNames.length;
    int[][] consumerIndex = reverse(p, preStart, prePlaces);
    this.consumerStart = consumerIndex[0];
    this.consumers = consumerIndex[1];
    int[][] producerIndex = reverse(p, postStart, postPlaces);
    this.producerStart = producerIndex[0];
    this.producers = producerIndex[1];
  }

  /** Builds the place → transitions index of one arc direction; transitions come out sorted. */
  private static int[][] reverse(int placeCount, int[] start, int[] places) {
    int[] counts = new int[placeCount + 1];
    for (int place : places) {
      counts[place + 1]++;
    }
    for (int i = 0; i < placeCount; i++) {
      counts[i + 1] += counts[i];
    }
    int[] fill = Arrays.copyOf(counts, placeCount);
    int[] result = new int[places.length];
    int transitions = start.length - 1;
    for (int t = 0; t < transitions; t++) {
      for (int i = start[t]; i < start[t + 1]; i++) {
        result[fill[places[i]]++] = t;
      }
    }
    return new int[][] {counts, result};
  }

  public String name() {
    return name;
  }

  public int placeCount() {
    return placeNames.length;
  }

  public int transitionCount() {
    return transitionNames.length;
  }

  public String placeName(int place) {
    return placeNames[place].toString();
  }

  public String transitionName(int transition) {
    return transitionNames[transition].toString();
  }

  /** Returns the id of the named place, or -1 if there is none. */
  public int placeId(String placeName) {
    Map<String, Integer> index = placeIndex;
    if (index == null) {
      placeIndex = index = indexOf(placeNames);
    }
    return index.getOrDefault(placeName, -1);
  }

  /** Returns the id of the named transition, or -1 if there is none. */
  public int transitionId(String transitionName) {
    Map<String, Integer> index = transitionIndex;
    if (index == null) {
      transitionIndex = index = indexOf(transitionNames);
    }
    return index.getOrDefault(transitionName, -1);
  }

  private static Map<String, Integer> indexOf(Object[] names) {
    Map<String, Integer> index = new HashMap<>(names.length * 2);
    for (int i = 0; i < names.length; i++) {
      index.put(names[i].toString(), i);
    }
    return index;
  }

  private static boolean sameNames(Object[] a, Object[] b) {
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i] && !a[i].toString().equals(b[i].toString())) {
        return false;
      }
    }
    return true;
  }

  private static int namesHash(Object[] names) {
    int h = 1;
    for (Object n : names) {
      h = 31 * h + n.toString().hashCode();
    }
    return h;
  }

  /** The initial token count of {@code place}. */
  public int initialTokens(int place) {
    return initialMarking[place];
  }

  /** A fresh copy of the initial marking, indexed by place id. */
  public int[] initialMarking() {
    return initialMarking.clone();
  }

  /** Start of transition {@code t}'s pre-set in the pre arrays; {@code preStart(t+1)} ends it. */
  public int preStart(int transition) {
    return preStart[transition];
  }

  public int prePlace(int index) {
    return prePlaces[index];
  }

  public int preWeight(int index) {
    return preWeights[index];
  }

  /** Start of transition {@code t}'s post-set in the post arrays; {@code postStart(t+1)} ends it. */
  public int postStart(int transition) {
    return postStart[transition];
  }

  public int postPlace(int index) {
    return postPlaces[index];
  }

  public int postWeight(int index) {
    return postWeights[index];
  }

  /** Number of arcs (pre plus post entries). */
  public int arcCount() {
    return prePlaces.length + postPlaces.length;
  }

  /** Start of place {@code p}'s consumers in {@link #consumer(int)}; {@code consumerStart(p+1)} ends it. */
  public int consumerStart(int place) {
    return consumerStart[place];
  }

  /** A transition with the place in its pre-set. */
  public int consumer(int index) {
    return consumers[index];
  }

  /** Start of place {@code p}'s producers in {@link #producer(int)}; {@code producerStart(p+1)} ends it. */
  public int producerStart(int place) {
    return producerStart[place];
  }

  /** A transition with the place in its post-set. */
  public int producer(int index) {
    return producers[index];
  }

  /** The weight of the arc place → transition, 0 if there is none. */
  public int consumes(int transition, int place) {
    return find(preStart, prePlaces, preWeights, transition, place);
  }

  /** The weight of the arc transition → place, 0 if there is none. */
  public int produces(int transition, int place) {
    return find(postStart, postPlaces, postWeights, transition, place);
  }

  private static int find(int[] start, int[] places, int[] weights, int t, int place) {
    int i = Arrays.binarySearch(places, start[t], start[t + 1], place);
    return i >= 0 ? weights[i] : 0;
  }

  /** True if {@code transition} is enabled in {@code marking} (indexed by place id). */
  public boolean isEnabled(int transition, int[] marking) {
    for (int i = preStart[transition]; i < preStart[transition + 1]; i++) {
      if (marking[prePlaces[i]] < preWeights[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Fires {@code transition} on {@code marking} in place. The caller checks enabledness first.
   *
   * @throws ArithmeticException if a place would exceed {@link Integer#MAX_VALUE} tokens
   */
  public void fire(int transition, int[] marking) {
    for (int i = preStart[transition]; i < preStart[transition + 1]; i++) {
      marking[prePlaces[i]] -= preWeights[i];
    }
    for (int i = postStart[transition]; i < postStart[transition + 1]; i++) {
      marking[postPlaces[i]] = Math.addExact(marking[postPlaces[i]], postWeights[i]);
    }
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof PetriNet other)) {
      return false;
    }
    return name.equals(other.name)
        && sameNames(placeNames, other.placeNames)
        && sameNames(transitionNames, other.transitionNames)
        && Arrays.equals(initialMarking, other.initialMarking)
        && Arrays.equals(preStart, other.preStart)
        && Arrays.equals(prePlaces, other.prePlaces)
        && Arrays.equals(preWeights, other.preWeights)
        && Arrays.equals(postStart, other.postStart)
        && Arrays.equals(postPlaces, other.postPlaces)
        && Arrays.equals(postWeights, other.postWeights);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, namesHash(placeNames), namesHash(transitionNames),
        Arrays.hashCode(prePlaces), Arrays.hashCode(postPlaces));
  }

  @Override
  public String toString() {
    return "PetriNet[" + name + ": " + placeCount() + " places, " + transitionCount()
        + " transitions, " + arcCount() + " arcs]";
  }
}

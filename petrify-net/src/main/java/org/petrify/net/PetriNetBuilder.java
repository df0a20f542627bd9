package org.petrify.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The only way to make a {@link PetriNet}: add places and transitions by name, then arcs, then
 * {@link #build()}. Every mistake is reported at once with an {@link InvalidNetException} naming
 * the offending element: duplicate names, arcs to unknown nodes, negative weights or markings.
 *
 * <p>Parallel arcs between the same place and transition in the same direction are merged by
 * adding their weights; an arc of weight 0 is ignored. A builder is single-use and not
 * thread-safe.
 */
public final class PetriNetBuilder {
  private final String name;
  private final List<String> placeNames = new ArrayList<>();
  private final List<Integer> marking = new ArrayList<>();
  private final Map<String, Integer> placeIds = new HashMap<>();
  private final List<String> transitionNames = new ArrayList<>();
  private final Map<String, Integer> transitionIds = new HashMap<>();
  private final List<Map<Integer, Integer>> pre = new ArrayList<>();
  private final List<Map<Integer, Integer>> post = new ArrayList<>();
  private boolean built;

  public PetriNetBuilder(String name) {
    this.name = name == null ? "net" : name;
  }

  /** Adds a place with the given initial token count and returns its id. */
  public int addPlace(String placeName, int initialTokens) {
    checkOpen();
    requireName(placeName, "place");
    if (initialTokens < 0) {
      throw new InvalidNetException(
          "place '" + placeName + "' has a negative initial marking " + initialTokens);
    }
    if (placeIds.containsKey(placeName)) {
      throw new InvalidNetException("duplicate place name '" + placeName + "'");
    }
    int id = placeNames.size();
    placeNames.add(placeName);
    marking.add(initialTokens);
    placeIds.put(placeName, id);
    return id;
  }

  /** Adds a transition and returns its id. */
  public int addTransition(String transitionName) {
    checkOpen();
    requireName(transitionName, "transition");
    if (transitionIds.containsKey(transitionName)) {
      throw new InvalidNetException("duplicate transition name '" + transitionName + "'");
    }
    int id = transitionNames.size();
    transitionNames.add(transitionName);
    transitionIds.put(transitionName, id);
    pre.add(new HashMap<>());
    post.add(new HashMap<>());
    return id;
  }

  /** Sets the initial token count of an existing place. */
  public PetriNetBuilder setInitialTokens(int place, int tokens) {
    checkOpen();
    checkPlace(place);
    if (tokens < 0) {
      throw new InvalidNetException(
          "place '" + placeNames.get(place) + "' has a negative initial marking " + tokens);
    }
    marking.set(place, tokens);
    return this;
  }

  /** The initial token count of an existing place. */
  public int initialTokens(int place) {
    checkPlace(place);
    return marking.get(place);
  }

  /** Adds an arc place → transition. */
  public PetriNetBuilder consume(int transition, int place, int weight) {
    addArc(pre, transition, place, weight, "consume");
    return this;
  }

  /** Adds an arc transition → place. */
  public PetriNetBuilder produce(int transition, int place, int weight) {
    addArc(post, transition, place, weight, "produce");
    return this;
  }

  /** Adds an arc place → transition by names. */
  public PetriNetBuilder consume(String transition, String place, int weight) {
    return consume(transitionIdOf(transition), placeIdOf(place), weight);
  }

  /** Adds an arc transition → place by names. */
  public PetriNetBuilder produce(String transition, String place, int weight) {
    return produce(transitionIdOf(transition), placeIdOf(place), weight);
  }

  /** The id of a place already added; an unknown name is an error. */
  public int placeIdOf(String placeName) {
    Integer id = placeIds.get(placeName);
    if (id == null) {
      throw new InvalidNetException("unknown place '" + placeName + "'");
    }
    return id;
  }

  /** The id of a transition already added; an unknown name is an error. */
  public int transitionIdOf(String transitionName) {
    Integer id = transitionIds.get(transitionName);
    if (id == null) {
      throw new InvalidNetException("unknown transition '" + transitionName + "'");
    }
    return id;
  }

  /** True if a place of that name was added. */
  public boolean hasPlace(String placeName) {
    return placeIds.containsKey(placeName);
  }

  /** True if a transition of that name was added. */
  public boolean hasTransition(String transitionName) {
    return transitionIds.containsKey(transitionName);
  }

  public int placeCount() {
    return placeNames.size();
  }

  public int transitionCount() {
    return transitionNames.size();
  }

  private void addArc(List<Map<Integer, Integer>> arcs, int transition, int place, int weight,
      String kind) {
    checkOpen();
    checkPlace(place);
    if (transition < 0 || transition >= transitionNames.size()) {
      throw new InvalidNetException("unknown transition id " + transition);
    }
    if (weight < 0) {
      throw new InvalidNetException("negative weight " + weight + " on " + kind + " arc between '"
          + transitionNames.get(transition) + "' and '" + placeNames.get(place) + "'");
    }
    if (weight == 0) {
      return;
    }
    arcs.get(transition).merge(place, weight, (a, b) -> {
      long sum = (long) a + b;
      if (sum > Integer.MAX_VALUE) {
        throw new InvalidNetException("arc weight overflow between '"
            + transitionNames.get(transition) + "' and '" + placeNames.get(place) + "'");
      }
      return (int) sum;
    });
  }

  private void checkPlace(int place) {
    if (place < 0 || place >= placeNames.size()) {
      throw new InvalidNetException("unknown place id " + place);
    }
  }

  private static void requireName(String name, String kind) {
    if (name == null || name.isEmpty()) {
      throw new InvalidNetException(kind + " with an empty name");
    }
  }

  private void checkOpen() {
    if (built) {
      throw new IllegalStateException("builder already used");
    }
  }

  /** Freezes the net. The builder cannot be used afterwards. */
  public PetriNet build() {
    return build(() -> { });
  }

  /**
   * Freezes the net, running {@code perTransition} once per transition of each pass (a caller's
   * time or memory budget check, which may end the build by throwing). The builder cannot be
   * used afterwards.
   */
  public PetriNet build(Runnable perTransition) {
    return build(perTransition, placeNames.toArray(), transitionNames.toArray());
  }

  /**
   * Freezes the net as {@link #build(Runnable)} does, with {@code places[i]} and
   * {@code transitions[i]} standing for the names of place and transition {@code i}: each is a
   * {@code String} or an object whose {@code toString()} builds the name on each call, so that
   * a net of long names need not keep them as strings. The caller guarantees that the printed
   * names are unique per kind and that there is one per node; the names given to
   * {@link #addPlace} and {@link #addTransition} are then only placeholders.
   */
  public PetriNet build(Runnable perTransition, Object[] places, Object[] transitions) {
    checkOpen();
    if (places.length != placeNames.size() || transitions.length != transitionNames.size()) {
      throw new InvalidNetException("names for " + places.length + " places and "
          + transitions.length + " transitions, but the net has " + placeNames.size() + " and "
          + transitionNames.size());
    }
    built = true;
    int t = transitionNames.size();
    int[] preStart = new int[t + 1];
    int[] postStart = new int[t + 1];
    for (int i = 0; i < t; i++) {
      perTransition.run();
      preStart[i + 1] = preStart[i] + pre.get(i).size();
      postStart[i + 1] = postStart[i] + post.get(i).size();
    }
    int[] prePlaces = new int[preStart[t]];
    int[] preWeights = new int[preStart[t]];
    int[] postPlaces = new int[postStart[t]];
    int[] postWeights = new int[postStart[t]];
    for (int i = 0; i < t; i++) {
      perTransition.run();
      fill(pre.get(i), preStart[i], prePlaces, preWeights);
      fill(post.get(i), postStart[i], postPlaces, postWeights);
    }
    int[] initial = marking.stream().mapToInt(Integer::intValue).toArray();
    return new PetriNet(name, places.clone(), transitions.clone(), initial,
        preStart, prePlaces, preWeights, postStart, postPlaces, postWeights);
  }

  private static void fill(Map<Integer, Integer> arcs, int start, int[] places, int[] weights) {
    int[] sorted = arcs.keySet().stream().mapToInt(Integer::intValue).toArray();
    Arrays.sort(sorted);
    for (int k = 0; k < sorted.length; k++) {
      places[start + k] = sorted[k];
      weights[start + k] = arcs.get(sorted[k]);
    }
  }
}

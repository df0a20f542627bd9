package org.petrify.checker.reduce;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The mutable net the rules rewrite, one rule application at a time, starting from a copy of
 * the original net.
 *
 * <p>Places keep their original ids {@code 0..placeCount-1} (rules only remove places, never
 * add any); {@link #placeAlive} says which remain. Transitions are {@link Tr} objects with ids
 * in creation order: ids {@code 0..T-1} are the original transitions, rules append merged ones.
 * Every transition carries its <em>expansion</em>: the sequence of original transitions it
 * stands for, fireable in the original net exactly when the transition is enabled here (the
 * removed places never restrict, the agglomerated places are produced by the sequence itself).
 * Per place the alive consumers and producers are kept as sets. Besides the net, the work net
 * records what lifting a path back to the original needs: the {@link #prefix} of original
 * transitions that the reduced initial marking already contains (an initially marked place
 * whose tokens were pushed on by post-agglomeration), and the postponed transitions of
 * pre-agglomeration ({@link #postponed}), in application order.
 */
final class WorkNet {
  /** One transition: sorted pre- and post-places with positive weights, and its expansion. */
  static final class Tr {
    final int id;
    final String name;
    int[] prePlaces;
    int[] preWeights;
    int[] postPlaces;
    int[] postWeights;
    /** Dropped (empty) once the transition is removed and merged: see {@link #forget}. */
    int[] expansion;
    /** The original id if this is an original transition (possibly with arcs removed), else -1. */
    final int original;
    boolean alive = true;

    Tr(int id, String name, int[] prePlaces, int[] preWeights, int[] postPlaces,
        int[] postWeights, int[] expansion, int original) {
      this.id = id;
      this.name = name;
      this.prePlaces = prePlaces;
      this.preWeights = preWeights;
      this.postPlaces = postPlaces;
      this.postWeights = postWeights;
      this.expansion = expansion;
      this.original = original;
    }

    int pre(int place) {
      int i = Arrays.binarySearch(prePlaces, place);
      return i >= 0 ? preWeights[i] : 0;
    }

    int post(int place) {
      int i = Arrays.binarySearch(postPlaces, place);
      return i >= 0 ? postWeights[i] : 0;
    }
  }

  final PetriNet original;
  final Scope scope;
  final int placeCount;
  final boolean[] placeAlive;
  final long[] tokens;
  final List<Tr> transitions = new ArrayList<>();
  final IntBag[] consumers;
  final IntBag[] producers;
  final IntBag prefix = new IntBag();
  final List<int[]> postponed = new ArrayList<>();
  /** Original transitions removed as dead (their FIREABLE is constantly false). */
  final java.util.BitSet dead = new java.util.BitSet();
  private final Set<String> names = new HashSet<>();
  /** Set per round: rules visit places and transitions in descending id order in odd rounds. */
  boolean descending;
  /** Asked every {@link #POLL_INTERVAL} {@link #visit visits}; it throws to stop the reduction. */
  Runnable poll = () -> { };
  private int visits;
  static final int POLL_INTERVAL = 4_096;

  WorkNet(PetriNet net, Scope scope) {
    this.original = net;
    this.scope = scope;
    this.placeCount = net.placeCount();
    this.placeAlive = new boolean[placeCount];
    Arrays.fill(placeAlive, true);
    this.tokens = new long[placeCount];
    this.consumers = new IntBag[placeCount];
    this.producers = new IntBag[placeCount];
    for (int p = 0; p < placeCount; p++) {
      tokens[p] = net.initialTokens(p);
      consumers[p] = new IntBag();
      producers[p] = new IntBag();
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      int preFrom = net.preStart(t);
      int preTo = net.preStart(t + 1);
      int[] pp = new int[preTo - preFrom];
      int[] pw = new int[pp.length];
      for (int i = preFrom; i < preTo; i++) {
        pp[i - preFrom] = net.prePlace(i);
        pw[i - preFrom] = net.preWeight(i);
      }
      int postFrom = net.postStart(t);
      int postTo = net.postStart(t + 1);
      int[] qp = new int[postTo - postFrom];
      int[] qw = new int[qp.length];
      for (int i = postFrom; i < postTo; i++) {
        qp[i - postFrom] = net.postPlace(i);
        qw[i - postFrom] = net.postWeight(i);
      }
      add(net.transitionName(t), pp, pw, qp, qw, new int[] {t}, t);
    }
  }

  /**
   * The {@code i}-th of {@code count} ids in this round's order. Alternating the direction lets
   * a cascade of applications (one enabling the next on a neighbour) run through a chain of
   * nodes within one round whichever way the ids of the chain go.
   */
  /**
   * Counts one place or transition a rule looks at; every {@link #POLL_INTERVAL} visits runs
   * {@link #poll} (the reducer's budget check), so that no rule pass over a large net runs far
   * past a deadline.
   */
  void visit() {
    if (++visits >= POLL_INTERVAL) {
      visits = 0;
      poll.run();
    }
  }

  int inRoundOrder(int i, int count) {
    return descending ? count - 1 - i : i;
  }

  boolean visible(Tr t) {
    return t.original >= 0 && scope.transitions().get(t.original);
  }

  boolean visible(int place) {
    return scope.places().get(place);
  }

  Tr tr(int id) {
    return transitions.get(id);
  }

  /** Adds a transition (arrays sorted by place, weights positive) and returns it. */
  Tr add(String name, int[] prePlaces, int[] preWeights, int[] postPlaces, int[] postWeights,
      int[] expansion, int original) {
    String unique = name;
    for (int i = 2; !names.add(unique); i++) {
      unique = name + "#" + i;
    }
    Tr t = new Tr(transitions.size(), unique, prePlaces, preWeights, postPlaces, postWeights,
        expansion, original);
    transitions.add(t);
    for (int p : prePlaces) {
      consumers[p].addUnique(t.id);
    }
    for (int p : postPlaces) {
      producers[p].addUnique(t.id);
    }
    return t;
  }

  /** Adds a merged transition from arc vectors indexed by place (zero entries are no arc). */
  Tr add(String name, Arcs pre, Arcs post, int[] expansion) {
    if (pre.invalid() || post.invalid()) {
      throw new ArithmeticException("arc weight beyond int in a merged transition");
    }
    return add(name, pre.places(), pre.weights(), post.places(), post.weights(), expansion, -1);
  }

  void remove(Tr t) {
    if (!t.alive) {
      return;
    }
    t.alive = false;
    names.remove(t.name);
    for (int p : t.prePlaces) {
      consumers[p].remove(t.id);
    }
    for (int p : t.postPlaces) {
      producers[p].remove(t.id);
    }
  }

  /**
   * Drops the expansion of {@code t}, which must be removed already, once the rule that removed
   * it has copied it into its successors: a chain of n merges would otherwise keep n dead
   * expansions of lengths 1..n (quadratic memory on a long sequential net).
   */
  void forget(Tr t) {
    if (t.alive) {
      throw new IllegalStateException("forget of a live transition " + t.name);
    }
    t.expansion = new int[0];
  }

  /** Removes a place and every arc touching it. */
  void removePlace(int place) {
    placeAlive[place] = false;
    for (int id : consumers[place].toArray()) {
      Tr t = tr(id);
      int i = Arrays.binarySearch(t.prePlaces, place);
      t.prePlaces = without(t.prePlaces, i);
      t.preWeights = without(t.preWeights, i);
    }
    for (int id : producers[place].toArray()) {
      Tr t = tr(id);
      int i = Arrays.binarySearch(t.postPlaces, place);
      t.postPlaces = without(t.postPlaces, i);
      t.postWeights = without(t.postWeights, i);
    }
    consumers[place].clear();
    producers[place].clear();
  }

  private static int[] without(int[] a, int index) {
    int[] r = new int[a.length - 1];
    System.arraycopy(a, 0, r, 0, index);
    System.arraycopy(a, index + 1, r, index, a.length - index - 1);
    return r;
  }

  int aliveTransitions() {
    int n = 0;
    for (Tr t : transitions) {
      n += t.alive ? 1 : 0;
    }
    return n;
  }

  int alivePlaces() {
    int n = 0;
    for (boolean a : placeAlive) {
      n += a ? 1 : 0;
    }
    return n;
  }

  /**
   * Freezes the current net. {@code placeMap[p]} is the new id of original place p (-1 if
   * removed); {@code transitions} lists the alive transitions in new-id order.
   */
  Frozen freeze() {
    PetriNetBuilder b = new PetriNetBuilder(original.name());
    int[] placeMap = new int[placeCount];
    for (int p = 0; p < placeCount; p++) {
      if (!placeAlive[p]) {
        placeMap[p] = -1;
        continue;
      }
      if (tokens[p] > Integer.MAX_VALUE) {
        throw new ArithmeticException("place " + original.placeName(p) + " overflows");
      }
      placeMap[p] = b.addPlace(original.placeName(p), (int) tokens[p]);
    }
    List<Tr> alive = new ArrayList<>();
    for (Tr t : transitions) {
      if (!t.alive) {
        continue;
      }
      int id = b.addTransition(t.name);
      alive.add(t);
      for (int i = 0; i < t.prePlaces.length; i++) {
        b.consume(id, placeMap[t.prePlaces[i]], t.preWeights[i]);
      }
      for (int i = 0; i < t.postPlaces.length; i++) {
        b.produce(id, placeMap[t.postPlaces[i]], t.postWeights[i]);
      }
    }
    return new Frozen(b.build(), placeMap, alive);
  }

  record Frozen(PetriNet net, int[] placeMap, List<Tr> transitions) {}

  /** Sparse arc vectors for building merged transitions: place → weight, sorted by place. */
  static final class Arcs {
    private final java.util.TreeMap<Integer, Long> weight = new java.util.TreeMap<>();

    Arcs add(int[] places, int[] weights, long factor) {
      for (int i = 0; i < places.length; i++) {
        weight.merge(places[i], factor * weights[i], Long::sum);
      }
      return this;
    }

    Arcs set(int place, long w) {
      weight.put(place, w);
      return this;
    }

    long get(int place) {
      return weight.getOrDefault(place, 0L);
    }

    /** True if some weight does not fit an int or is negative. */
    boolean invalid() {
      for (long w : weight.values()) {
        if (w < 0 || w > Integer.MAX_VALUE) {
          return true;
        }
      }
      return false;
    }

    int[] places() {
      IntBag r = new IntBag();
      for (java.util.Map.Entry<Integer, Long> e : weight.entrySet()) {
        if (e.getValue() > 0) {
          r.add(e.getKey());
        }
      }
      return r.toArray();
    }

    int[] weights() {
      IntBag r = new IntBag();
      for (long w : weight.values()) {
        if (w > 0) {
          r.add((int) w);
        }
      }
      return r.toArray();
    }
  }
}

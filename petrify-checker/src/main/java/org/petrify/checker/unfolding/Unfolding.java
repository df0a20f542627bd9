package org.petrify.checker.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.roaringbitmap.IntIterator;
import org.roaringbitmap.RoaringBitmap;

/**
 * An immutable finite prefix of the unfolding of a safe net, built by {@link Unfolder}:
 * conditions (labelled with places), events (labelled with transitions, cut-offs included), and
 * the co-relation of conditions.
 *
 * <p>Conditions and events have dense ids in creation order; every event's causal predecessors
 * have smaller ids, so sorting a configuration by id gives a firing sequence. Condition
 * {@code c} is produced by event {@link #conditionProducer(int)} ({@code -1}: an initial
 * condition). Two conditions are concurrent when neither causally precedes the other and they
 * are not in conflict; two events are concurrent when all conditions of their presets are
 * pairwise concurrent.
 *
 * <p><b>Queries about transitions.</b> {@link #concurrent(int, int)}: can the two transitions
 * fire together as a step, i.e. does some reachable marking {@code M} have
 * {@code M ≥ •t + •u}? True iff the prefix has concurrent events labelled {@code t} and
 * {@code u}. {@link #enabledTogether(int, int)}: does some reachable marking enable both
 * (they may share an input place, so only one of them can fire)? True iff there are events
 * labelled {@code t} and {@code u} whose presets together are a co-set. Both are decided by a
 * complete prefix; an incomplete one (a budget ran out) answers TRUE or UNKNOWN, never FALSE.
 * Isolated transitions (no input and no output place) have no event and are enabled in every
 * reachable marking.
 */
public final class Unfolding {
  private final PetriNet net;
  private final String incompleteReason;
  private final UnfoldingStatistics statistics;
  private final int[] conditionPlace;
  private final int[] conditionProducer;
  private final RoaringBitmap[] co;
  private final int[] eventTransition;
  private final boolean[] cutoff;
  private final int[][] eventPreset;
  private final int[][] eventPostset;
  private final RoaringBitmap[] configuration;
  private final boolean[] isolated;
  /** Events of transition {@code t}: {@code eventsStart[t] .. eventsStart[t+1]-1} of {@code events}. */
  private final int[] eventsStart;
  private final int[] events;

  Unfolding(PetriNet net, String incompleteReason, UnfoldingStatistics statistics,
      int[] conditionPlace, int[] conditionProducer, RoaringBitmap[] co, int[] eventTransition,
      boolean[] cutoff, int[][] eventPreset, int[][] eventPostset, RoaringBitmap[] configuration,
      boolean[] isolated) {
    this.net = net;
    this.incompleteReason = incompleteReason;
    this.statistics = statistics;
    this.conditionPlace = conditionPlace;
    this.conditionProducer = conditionProducer;
    this.co = co;
    this.eventTransition = eventTransition;
    this.cutoff = cutoff;
    this.eventPreset = eventPreset;
    this.eventPostset = eventPostset;
    this.configuration = configuration;
    this.isolated = isolated;
    int transitions = net.transitionCount();
    this.eventsStart = new int[transitions + 1];
    for (int t : eventTransition) {
      eventsStart[t + 1]++;
    }
    for (int t = 0; t < transitions; t++) {
      eventsStart[t + 1] += eventsStart[t];
    }
    this.events = new int[eventTransition.length];
    int[] fill = Arrays.copyOf(eventsStart, transitions);
    for (int e = 0; e < eventTransition.length; e++) {
      events[fill[eventTransition[e]]++] = e;
    }
  }

  public PetriNet net() {
    return net;
  }

  /** True if the unfolder finished: the prefix is complete. */
  public boolean complete() {
    return incompleteReason == null;
  }

  /** Why the prefix is incomplete (a budget), empty when it is complete. */
  public Optional<String> incompleteReason() {
    return Optional.ofNullable(incompleteReason);
  }

  public UnfoldingStatistics statistics() {
    return statistics;
  }

  public int conditionCount() {
    return conditionPlace.length;
  }

  public int eventCount() {
    return eventTransition.length;
  }

  public int cutoffCount() {
    return statistics.cutoffs();
  }

  public int conditionPlace(int condition) {
    return conditionPlace[condition];
  }

  /** The event that produces {@code condition}, or -1 for an initial condition. */
  public int conditionProducer(int condition) {
    return conditionProducer[condition];
  }

  public int eventTransition(int event) {
    return eventTransition[event];
  }

  public boolean isCutoff(int event) {
    return cutoff[event];
  }

  /** The conditions the event consumes, in the order of its transition's pre-set (a copy). */
  public int[] eventPreset(int event) {
    return eventPreset[event].clone();
  }

  /** The conditions the event produces, in the order of its transition's post-set (a copy). */
  public int[] eventPostset(int event) {
    return eventPostset[event].clone();
  }

  /** The event's preset without copying; callers must not modify it. */
  int[] presetView(int event) {
    return eventPreset[event];
  }

  /** The events labelled with {@code transition}, ascending. */
  public int[] eventsOf(int transition) {
    return Arrays.copyOfRange(events, eventsStart[transition], eventsStart[transition + 1]);
  }

  /** The local configuration {@code [e]} (the event and all its causal predecessors), ascending. */
  public int[] localConfiguration(int event) {
    return configuration[event].toArray();
  }

  /** True if the transition has neither input nor output places (it has no event). */
  public boolean isIsolated(int transition) {
    return isolated[transition];
  }

  public boolean conditionsConcurrent(int a, int b) {
    return co[a].contains(b);
  }

  /** True if the two events are distinct and all conditions of their presets are pairwise concurrent. */
  public boolean eventsConcurrent(int e, int f) {
    if (e == f) {
      return false;
    }
    for (int b : eventPreset[e]) {
      for (int c : eventPreset[f]) {
        if (!co[b].contains(c)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Can {@code t} and {@code u} fire concurrently (as one step) in some reachable marking? TRUE
   * with a complete prefix or a found pair, FALSE only with a complete prefix.
   */
  public Verdict concurrent(int t, int u) {
    return verdict(concurrencyWitness(t, u));
  }

  /** Are {@code t} and {@code u} both enabled in some reachable marking? As {@link #concurrent}. */
  public Verdict enabledTogether(int t, int u) {
    return verdict(enabledTogetherWitness(t, u));
  }

  private Verdict verdict(Optional<Concurrency> witness) {
    if (witness.isPresent()) {
      return Verdict.TRUE;
    }
    return complete() ? Verdict.FALSE : Verdict.UNKNOWN;
  }

  /** Two concurrent events of {@code t} and {@code u} and the configuration enabling both, if any. */
  public Optional<Concurrency> concurrencyWitness(int t, int u) {
    return search(t, u, false);
  }

  /** Events of {@code t} and {@code u} enabled by one configuration, and that configuration, if any. */
  public Optional<Concurrency> enabledTogetherWitness(int t, int u) {
    return search(t, u, true);
  }

  private Optional<Concurrency> search(int t, int u, boolean shareAllowed) {
    if (isolated[t] || isolated[u]) {
      return isolatedWitness(t, u);
    }
    int[] first = eventsOf(t);
    int[] second = eventsOf(u);
    if (first.length == 0 || second.length == 0) {
      return Optional.empty();
    }
    for (int e : first) {
      RoaringBitmap compatible = compatibleConditions(e, shareAllowed);
      for (int f : second) {
        if (e == f && !shareAllowed) {
          continue;
        }
        if (containsAll(compatible, eventPreset[f])) {
          return Optional.of(witness(e, f));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The symmetric matrix of {@link #concurrent}: entry {@code [t][u]} is true if the prefix has
   * concurrent events of {@code t} and {@code u} (isolated transitions as in the class comment).
   * A fresh array; its cost is about the summed sizes of the events' co-sets times the number
   * of consumers per condition.
   */
  public boolean[][] concurrencyMatrix() {
    return matrix(false);
  }

  /** The symmetric matrix of {@link #enabledTogether}, computed as {@link #concurrencyMatrix()}. */
  public boolean[][] enabledTogetherMatrix() {
    return matrix(true);
  }

  private boolean[][] matrix(boolean shareAllowed) {
    int transitions = net.transitionCount();
    boolean[][] result = new boolean[transitions][transitions];
    for (int t = 0; t < transitions; t++) {
      if (!isolated[t]) {
        continue;
      }
      for (int u = 0; u < transitions; u++) {
        if (isolated[u] || eventsStart[u + 1] > eventsStart[u]) {
          result[t][u] = result[u][t] = true;
        }
      }
    }
    int[][] byFirst = eventsByFirstCondition();
    RoaringBitmap firsts = new RoaringBitmap();
    for (int c = 0; c < byFirst.length; c++) {
      if (byFirst[c].length > 0) {
        firsts.add(c);
      }
    }
    for (int e = 0; e < eventTransition.length; e++) {
      RoaringBitmap compatible = compatibleConditions(e, shareAllowed);
      int t = eventTransition[e];
      if (shareAllowed) {
        result[t][t] = true;
      }
      compatible.and(firsts);
      RoaringBitmap keys = compatible;
      compatible = compatibleConditions(e, shareAllowed);
      for (IntIterator it = keys.getIntIterator(); it.hasNext(); ) {
        for (int f : byFirst[it.next()]) {
          int u = eventTransition[f];
          if (f > e && !result[t][u] && containsAll(compatible, eventPreset[f])) {
            result[t][u] = result[u][t] = true;
          }
        }
      }
    }
    return result;
  }

  /** Per condition, the events whose smallest preset condition it is (each event once). */
  private int[][] eventsByFirstCondition() {
    int[] counts = new int[conditionPlace.length];
    int[] first = new int[eventPreset.length];
    for (int e = 0; e < eventPreset.length; e++) {
      int min = Integer.MAX_VALUE;
      for (int b : eventPreset[e]) {
        min = Math.min(min, b);
      }
      first[e] = min;
      counts[min]++;
    }
    int[][] result = new int[conditionPlace.length][];
    for (int c = 0; c < result.length; c++) {
      result[c] = new int[counts[c]];
      counts[c] = 0;
    }
    for (int e = 0; e < eventPreset.length; e++) {
      result[first[e]][counts[first[e]]++] = e;
    }
    return result;
  }

  /**
   * The conditions {@code c} such that {@code •e ∪ {c}} is a co-set: {@code ⋂_{b ∈ •e} co(b)},
   * plus {@code •e} itself when conditions may be shared.
   */
  RoaringBitmap compatibleConditions(int e, boolean shareAllowed) {
    int[] pre = eventPreset[e];
    RoaringBitmap result = co[pre[0]].clone();
    for (int i = 1; i < pre.length; i++) {
      result.and(co[pre[i]]);
    }
    if (shareAllowed) {
      for (int b : pre) {
        result.add(b);
      }
    }
    return result;
  }

  static boolean containsAll(RoaringBitmap set, int[] elements) {
    for (int c : elements) {
      if (!set.contains(c)) {
        return false;
      }
    }
    return true;
  }

  private Optional<Concurrency> isolatedWitness(int t, int u) {
    if (isolated[t] && isolated[u]) {
      return Optional.of(new Concurrency(-1, -1, List.of()));
    }
    int other = isolated[t] ? u : t;
    int[] candidates = eventsOf(other);
    if (candidates.length == 0) {
      return Optional.empty();
    }
    int e = candidates[0];
    RoaringBitmap history = configuration[e].clone();
    history.remove(e);
    List<Integer> sequence = transitionsOf(history);
    return Optional.of(isolated[t] ? new Concurrency(-1, e, sequence)
        : new Concurrency(e, -1, sequence));
  }

  /**
   * The witness for events {@code e} and {@code f} whose presets form a co-set: the
   * configuration {@code ([e] ∪ [f]) \ {e, f}}, whose cut contains both presets.
   */
  Concurrency witness(int e, int f) {
    RoaringBitmap union = RoaringBitmap.or(configuration[e], configuration[f]);
    union.remove(e);
    union.remove(f);
    return new Concurrency(e, f, transitionsOf(union));
  }

  private List<Integer> transitionsOf(RoaringBitmap eventSet) {
    List<Integer> sequence = new ArrayList<>(eventSet.getCardinality());
    for (IntIterator it = eventSet.getIntIterator(); it.hasNext(); ) {
      sequence.add(eventTransition[it.next()]);
    }
    return sequence;
  }

  @Override
  public String toString() {
    return "Unfolding[" + net.name() + ": " + statistics
        + (complete() ? "" : ", incomplete: " + incompleteReason) + "]";
  }
}

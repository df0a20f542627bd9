package org.petrify.checker.unfolding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.petrify.net.PetriNet;
import org.roaringbitmap.IntIterator;
import org.roaringbitmap.RoaringBitmap;

/**
 * Builds a finite complete prefix of the unfolding of a safe net (Esparza, Römer, Vogler:
 * "An improvement of McMillan's unfolding algorithm").
 *
 * <p>Possible extensions wait in a priority queue ordered by the total adequate order
 * (size of the local configuration, then its Parikh word, then its Foata normal form); the
 * smallest one becomes the next event. An event {@code e} is a <em>cut-off</em> when the
 * marking of its local configuration {@code Mark([e])} was already reached by an earlier event
 * (or is the initial marking); markings are kept in a hash table. Cut-off events and their
 * postsets stay in the prefix, so concurrency questions see them, but nothing is built on their
 * conditions. Because the order is total and adequate, the prefix has at most as many non-cut-off
 * events as the net has reachable markings, and every reachable marking is the marking of a
 * configuration of non-cut-off events, each of whose enabled transitions has an event extending it.
 *
 * <p><b>Co-relation.</b> Each condition has a row, a {@link RoaringBitmap} of the conditions
 * concurrent with it. For a new event {@code e}, {@code co(e) = ⋂_{b ∈ •e} co(b)}; each new
 * condition {@code c ∈ e•} gets {@code co(c) = co(e) ∪ (e• \ {c})}, and {@code c} is added to
 * the row of every condition of {@code co(e)}. New possible extensions must use a condition of
 * {@code e•}; in a safe net that is the only condition of its place in the co-set, and the
 * other conditions are drawn from {@code co(e)}, restricted to conditions not produced by
 * cut-off events, so every possible extension is generated exactly once.
 *
 * <p><b>Safety.</b> Initial tokens above 1 are rejected before unfolding, and so is a
 * transition without input places that produces tokens. A transition that consumes two or more
 * tokens from a place is never enabled in a safe net and gets no event; one that produces two
 * or more tokens on a place makes the net unsafe as soon as it has an event. A reachable
 * marking with two tokens on a place shows up as a new condition concurrent with an existing
 * condition of the same place. Each of these is rejected ({@link UnsafeNetException}).
 * A transition without input and output places is <em>isolated</em>: it has no event, and the
 * queries treat it as enabled in every reachable marking.
 */
public final class Unfolder {
  private static final int MEMORY_RECOUNT_INTERVAL = 1024;
  private static final int TIME_CHECK_INTERVAL = 64;

  private final PetriNet net;
  private final UnfoldingOptions options;
  private final int placeWords;
  private final long deadline;
  private final long started = System.nanoTime();

  private int conditionCount;
  private int[] conditionPlace = new int[64];
  private int[] conditionProducer = new int[64];
  private RoaringBitmap[] co = new RoaringBitmap[64];

  private int eventCount;
  private int cutoffCount;
  private int[] eventTransition = new int[64];
  private int[] eventDepth = new int[64];
  private boolean[] cutoff = new boolean[64];
  private int[][] eventPreset = new int[64][];
  private int[][] eventPostset = new int[64][];
  /** The local configuration {@code [e]} of each event, itself included. */
  private RoaringBitmap[] configuration = new RoaringBitmap[64];

  /** Per place: its conditions that may still be consumed (not produced by a cut-off event). */
  private final RoaringBitmap[] usableByPlace;
  /** Per place: all its conditions (for the safety check). */
  private final RoaringBitmap[] allByPlace;
  private final boolean[] isolated;
  /** Transitions that consume more than one token from a place: never enabled in a safe net. */
  private final boolean[] dead;
  private final Map<MarkingKey, Integer> markings = new HashMap<>();
  private final PriorityQueue<Extension> queue = new PriorityQueue<>(this::compare);
  private long serial;
  private int peakQueue;
  private long coEntries;
  private long estimatedBytes;
  private long coEntriesAtRecount;
  private int[] consumerStamp;
  private int stamp;

  private Unfolder(PetriNet net, UnfoldingOptions options) {
    this.net = net;
    this.options = options;
    this.placeWords = (net.placeCount() + 63) >>> 6;
    this.deadline = options.timeout() == null ? Long.MAX_VALUE
        : started + options.timeout().toNanos();
    this.usableByPlace = new RoaringBitmap[net.placeCount()];
    this.allByPlace = new RoaringBitmap[net.placeCount()];
    for (int p = 0; p < net.placeCount(); p++) {
      usableByPlace[p] = new RoaringBitmap();
      allByPlace[p] = new RoaringBitmap();
    }
    this.isolated = new boolean[net.transitionCount()];
    this.dead = new boolean[net.transitionCount()];
    this.consumerStamp = new int[net.transitionCount()];
  }

  /**
   * Unfolds a safe net within the budgets of {@code options}. A budget that runs out gives an
   * incomplete prefix ({@link Unfolding#complete()} false, with the reason): its concurrent
   * pairs are real, but pairs it lacks may still exist.
   *
   * @throws UnsafeNetException if the net is not safe (see the class comment)
   */
  public static Unfolding unfold(PetriNet net, UnfoldingOptions options) {
    return new Unfolder(net, options).run();
  }

  /** Unfolds with {@link UnfoldingOptions#defaults()}. */
  public static Unfolding unfold(PetriNet net) {
    return unfold(net, UnfoldingOptions.defaults());
  }

  private Unfolding run() {
    checkStructure();
    String stop = null;
    initialConditions();
    try {
      while (!queue.isEmpty()) {
        stop = budgetExhausted();
        if (stop != null) {
          break;
        }
        Extension next = queue.poll();
        addEvent(next);
      }
    } catch (OutOfMemoryError e) {
      // The estimate failed us; drop the queue so the partial prefix can still be returned.
      queue.clear();
      stop = "memory exhausted (the estimate of " + (estimatedBytes >> 20) + " MB was too low)";
    }
    queue.clear();
    long millis = (System.nanoTime() - started) / 1_000_000;
    UnfoldingStatistics statistics = new UnfoldingStatistics(conditionCount, eventCount,
        cutoffCount, coEntries / 2, peakQueue, millis, estimatedBytes);
    return new Unfolding(net, stop, statistics, Arrays.copyOf(conditionPlace, conditionCount),
        Arrays.copyOf(conditionProducer, conditionCount), Arrays.copyOf(co, conditionCount),
        Arrays.copyOf(eventTransition, eventCount), Arrays.copyOf(cutoff, eventCount),
        Arrays.copyOf(eventPreset, eventCount), Arrays.copyOf(eventPostset, eventCount),
        Arrays.copyOf(configuration, eventCount), isolated.clone());
  }

  private void checkStructure() {
    for (int p = 0; p < net.placeCount(); p++) {
      if (net.initialTokens(p) > 1) {
        throw new UnsafeNetException("net is not safe: place '" + net.placeName(p) + "' has "
            + net.initialTokens(p) + " tokens initially");
      }
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        if (net.preWeight(i) > 1) {
          dead[t] = true; // needs 2 tokens on a place: never enabled while the net is safe
        }
      }
      boolean noInput = net.preStart(t) == net.preStart(t + 1);
      boolean noOutput = net.postStart(t) == net.postStart(t + 1);
      if (noInput && !noOutput) {
        throw new UnsafeNetException("net is not safe: transition '" + net.transitionName(t)
            + "' has no input place, so it can fire twice and put 2 tokens on '"
            + net.placeName(net.postPlace(net.postStart(t))) + "'");
      }
      isolated[t] = noInput;
    }
  }

  private void initialConditions() {
    List<Integer> initial = new ArrayList<>();
    for (int p = 0; p < net.placeCount(); p++) {
      if (net.initialTokens(p) == 1) {
        initial.add(newCondition(p, -1));
      }
    }
    int n = initial.size();
    for (int c : initial) {
      RoaringBitmap row = new RoaringBitmap();
      row.add(0L, n);
      row.remove(c);
      co[c] = row;
      coEntries += n - 1;
      usableByPlace[conditionPlace[c]].add(c);
      allByPlace[conditionPlace[c]].add(c);
    }
    markings.put(new MarkingKey(markingOf(new RoaringBitmap(), -1)), -1);
    RoaringBitmap all = new RoaringBitmap();
    all.add(0L, n);
    int[] initialConditions = initial.stream().mapToInt(Integer::intValue).toArray();
    extensionsAfter(initialConditions, all);
  }

  private int newCondition(int place, int producer) {
    if (conditionCount == conditionPlace.length) {
      int size = conditionCount * 2;
      conditionPlace = Arrays.copyOf(conditionPlace, size);
      conditionProducer = Arrays.copyOf(conditionProducer, size);
      co = Arrays.copyOf(co, size);
    }
    conditionPlace[conditionCount] = place;
    conditionProducer[conditionCount] = producer;
    return conditionCount++;
  }

  private void addEvent(Extension x) {
    int t = x.transition;
    RoaringBitmap concurrentToEvent = co[x.preset[0]].clone();
    for (int i = 1; i < x.preset.length; i++) {
      concurrentToEvent.and(co[x.preset[i]]);
    }
    int e = newEvent(t, x.depth);
    eventPreset[e] = x.preset;
    RoaringBitmap config = x.history.clone();
    config.add(e);
    configuration[e] = config;

    int postCount = net.postStart(t + 1) - net.postStart(t);
    int[] post = new int[postCount];
    for (int i = 0; i < postCount; i++) {
      int place = net.postPlace(net.postStart(t) + i);
      if (net.postWeight(net.postStart(t) + i) > 1) {
        throw unsafe(e, place, null);
      }
      if (RoaringBitmap.intersects(concurrentToEvent, allByPlace[place])) {
        throw unsafe(e, place, concurrentToEvent);
      }
      post[i] = newCondition(place, e);
    }
    eventPostset[e] = post;
    if (postCount > 0) {
      long first = post[0];
      long end = post[postCount - 1] + 1L;
      for (IntIterator it = concurrentToEvent.getIntIterator(); it.hasNext(); ) {
        co[it.next()].add(first, end);
      }
      int cardinality = concurrentToEvent.getCardinality();
      for (int c : post) {
        RoaringBitmap row = concurrentToEvent.clone();
        row.add(first, end);
        row.remove(c);
        co[c] = row;
        allByPlace[conditionPlace[c]].add(c);
      }
      coEntries += 2L * cardinality * postCount + (long) postCount * (postCount - 1);
    }

    MarkingKey marking = new MarkingKey(markingOf(x.history, t));
    if (markings.containsKey(marking)) {
      cutoff[e] = true;
      cutoffCount++;
    } else {
      markings.put(marking, e);
      for (int c : post) {
        usableByPlace[conditionPlace[c]].add(c);
      }
      extensionsAfter(post, concurrentToEvent);
    }
    x.forgetWords();
    estimatedBytes += 96 + config.getLongSizeInBytes() + 8L * post.length
        + 4L * x.preset.length + 8L * placeWords;
  }

  private int newEvent(int transition, int depth) {
    if (eventCount == eventTransition.length) {
      int size = eventCount * 2;
      eventTransition = Arrays.copyOf(eventTransition, size);
      eventDepth = Arrays.copyOf(eventDepth, size);
      cutoff = Arrays.copyOf(cutoff, size);
      eventPreset = Arrays.copyOf(eventPreset, size);
      eventPostset = Arrays.copyOf(eventPostset, size);
      configuration = Arrays.copyOf(configuration, size);
    }
    eventTransition[eventCount] = transition;
    eventDepth[eventCount] = depth;
    return eventCount++;
  }

  /**
   * The marking reached by firing the events of {@code history} and then {@code transition}
   * (-1 for none), as a bitset of places; a place with a count other than 0 or 1 is a bug, as
   * the safety check runs before.
   */
  private long[] markingOf(RoaringBitmap history, int transition) {
    int[] marking = net.initialMarking();
    for (IntIterator it = history.getIntIterator(); it.hasNext(); ) {
      fire(eventTransition[it.next()], marking);
    }
    if (transition >= 0) {
      fire(transition, marking);
    }
    long[] bits = new long[placeWords];
    for (int p = 0; p < marking.length; p++) {
      if (marking[p] == 1) {
        bits[p >>> 6] |= 1L << p;
      } else if (marking[p] != 0) {
        throw new IllegalStateException("place " + net.placeName(p) + " has " + marking[p]
            + " tokens in a local configuration's marking");
      }
    }
    return bits;
  }

  private void fire(int t, int[] marking) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      marking[net.prePlace(i)]--;
    }
    for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
      marking[net.postPlace(i)]++;
    }
  }

  /**
   * Queues the possible extensions that use at least one of the {@code fresh} conditions (the
   * postset of the event just added, or the initial conditions), taking the others from
   * {@code concurrent} (the conditions concurrent with all fresh ones).
   */
  private void extensionsAfter(int[] fresh, RoaringBitmap concurrent) {
    stamp++;
    for (int c : fresh) {
      int place = conditionPlace[c];
      for (int i = net.consumerStart(place); i < net.consumerStart(place + 1); i++) {
        int u = net.consumer(i);
        if (consumerStamp[u] != stamp) {
          consumerStamp[u] = stamp;
          extensionsOf(u, fresh, concurrent);
        }
      }
    }
    peakQueue = Math.max(peakQueue, queue.size());
  }

  private void extensionsOf(int u, int[] fresh, RoaringBitmap concurrent) {
    if (dead[u]) {
      return;
    }
    int start = net.preStart(u);
    int arity = net.preStart(u + 1) - start;
    int[] chosen = new int[arity];
    RoaringBitmap[] candidates = new RoaringBitmap[arity];
    boolean anyFree = false;
    for (int i = 0; i < arity; i++) {
      int place = net.prePlace(start + i);
      int fixed = conditionOn(place, fresh);
      if (fixed >= 0) {
        chosen[i] = fixed;
      } else {
        RoaringBitmap options = RoaringBitmap.and(concurrent, usableByPlace[place]);
        if (options.isEmpty()) {
          return;
        }
        chosen[i] = -1;
        candidates[i] = options;
        anyFree = true;
      }
    }
    if (!anyFree) {
      queueExtension(u, chosen.clone());
      return;
    }
    choose(u, chosen, candidates, 0, null);
  }

  private int conditionOn(int place, int[] fresh) {
    for (int c : fresh) {
      if (conditionPlace[c] == place) {
        return c;
      }
    }
    return -1;
  }

  /**
   * Chooses a condition for each free place {@code i..} of {@code u}'s pre-set, each concurrent
   * with those chosen before ({@code restriction}: the intersection of their co-rows, or null).
   */
  private void choose(int u, int[] chosen, RoaringBitmap[] candidates, int i,
      RoaringBitmap restriction) {
    while (i < chosen.length && candidates[i] == null) {
      i++;
    }
    if (i == chosen.length) {
      queueExtension(u, chosen.clone());
      return;
    }
    RoaringBitmap options = restriction == null ? candidates[i]
        : RoaringBitmap.and(candidates[i], restriction);
    boolean last = true;
    for (int k = i + 1; k < chosen.length; k++) {
      if (candidates[k] != null) {
        last = false;
        break;
      }
    }
    for (IntIterator it = options.getIntIterator(); it.hasNext(); ) {
      int b = it.next();
      chosen[i] = b;
      if (last) {
        queueExtension(u, chosen.clone());
      } else {
        RoaringBitmap narrowed = restriction == null ? co[b]
            : RoaringBitmap.and(restriction, co[b]);
        choose(u, chosen, candidates, i + 1, narrowed);
      }
    }
    chosen[i] = -1;
  }

  private void queueExtension(int u, int[] preset) {
    RoaringBitmap[] histories = new RoaringBitmap[preset.length];
    int n = 0;
    int depth = 0;
    for (int b : preset) {
      int producer = conditionProducer[b];
      if (producer >= 0) {
        histories[n++] = configuration[producer];
        depth = Math.max(depth, eventDepth[producer]);
      }
    }
    RoaringBitmap history = n == 0 ? new RoaringBitmap()
        : n == 1 ? histories[0] : RoaringBitmap.or(Arrays.copyOf(histories, n));
    Extension x = new Extension(u, preset, history, depth + 1, serial++);
    queue.add(x);
    estimatedBytes += x.estimatedBytes();
  }

  private int compare(Extension a, Extension b) {
    if (a.size != b.size) {
      return Integer.compare(a.size, b.size);
    }
    int c = Arrays.compare(a.parikh(eventTransition), b.parikh(eventTransition));
    if (c != 0) {
      return c;
    }
    c = Extension.compareFoata(a.foata(eventTransition, eventDepth),
        b.foata(eventTransition, eventDepth));
    return c != 0 ? c : Long.compare(a.serial, b.serial);
  }

  /** The reason to stop, or null while every budget holds. */
  private String budgetExhausted() {
    if (eventCount >= options.maxEvents()) {
      return "event budget of " + options.maxEvents() + " events exhausted";
    }
    if (conditionCount >= options.maxConditions()) {
      return "condition budget of " + options.maxConditions() + " conditions exhausted";
    }
    if (eventCount % TIME_CHECK_INTERVAL == 0) {
      if (Thread.currentThread().isInterrupted()) {
        return "interrupted";
      }
      if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
        return "timeout of " + options.timeout().toMillis() + " ms reached";
      }
    }
    if (eventCount % MEMORY_RECOUNT_INTERVAL == 0) {
      recountMemory();
    }
    long estimate = estimatedBytes + 2 * (coEntries - coEntriesAtRecount);
    if (estimate > options.maxMemoryBytes()) {
      recountMemory();
      if (estimatedBytes > options.maxMemoryBytes()) {
        return "memory budget of " + (options.maxMemoryBytes() >> 20) + " MB exhausted (~"
            + (estimatedBytes >> 20) + " MB estimated)";
      }
    }
    return null;
  }

  /** Replaces the running estimate by the measured sizes of rows, configurations and queue. */
  private void recountMemory() {
    long bytes = 0;
    for (int c = 0; c < conditionCount; c++) {
      bytes += 40 + co[c].getLongSizeInBytes();
    }
    for (int e = 0; e < eventCount; e++) {
      bytes += 96 + configuration[e].getLongSizeInBytes() + 4L * eventPreset[e].length
          + 4L * eventPostset[e].length + 8L * placeWords;
    }
    for (Extension x : queue) {
      bytes += x.estimatedBytes();
    }
    estimatedBytes = bytes;
    coEntriesAtRecount = coEntries;
  }

  private UnsafeNetException unsafe(int e, int place, RoaringBitmap concurrentToEvent) {
    RoaringBitmap events = configuration[e].clone();
    if (concurrentToEvent != null) {
      int b = RoaringBitmap.and(concurrentToEvent, allByPlace[place]).first();
      int producer = conditionProducer[b];
      if (producer >= 0) {
        events.or(configuration[producer]);
      }
    }
    StringBuilder sequence = new StringBuilder();
    int shown = 0;
    for (IntIterator it = events.getIntIterator(); it.hasNext(); ) {
      int f = it.next();
      if (shown++ == 20) {
        sequence.append(" ...");
        break;
      }
      sequence.append(shown == 1 ? "" : " ").append(net.transitionName(eventTransition[f]));
    }
    return new UnsafeNetException("net is not safe: place '" + net.placeName(place)
        + "' can hold 2 tokens (after firing " + sequence + ")");
  }

  /** A marking of a safe net as a bitset of places, hashable. */
  private record MarkingKey(long[] bits) {
    @Override
    public boolean equals(Object o) {
      return o instanceof MarkingKey other && Arrays.equals(bits, other.bits);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(bits);
    }
  }
}

package org.petrify.ir.pointsto;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the library model learns about {@code java.util.concurrent} objects while the points-to
 * analysis runs, for the translation of their operations: which objects are the current thread
 * ({@code Thread.currentThread()}), which lock made a condition, which executors a task was
 * submitted to, which tasks stand for an {@code invokeAll} batch, which read-write lock a
 * read or write lock view belongs to, which futures a continuation task runs after. Collected by
 * {@link LibraryEffects}; {@link #freeze} makes the immutable copy a {@link PointsToResult}
 * keeps (executor arguments given as nodes are resolved to objects there).
 */
final class ConcurrencyFacts {
  final Set<Integer> currentThreads;
  final Map<Integer, Set<Integer>> conditionLocks;
  final Map<Integer, Set<Integer>> taskPools;
  final Set<Integer> taskBatches;
  final Map<Integer, Set<Integer>> readWriteLocks;
  final Set<Integer> synchronizedCollections;
  final Map<CallKey, Set<MethodInstance>> callbacks;
  /** Per continuation task, how it runs (the {@code CompletableFuture} method that made it). */
  final Map<Integer, Continuation> continuations;
  /** Per continuation task, the futures it runs after. */
  final Map<Integer, Set<Integer>> continuationSources;
  /**
   * Per continuation task of a two-stage method ({@code thenCombine}, {@code *Either}, ...),
   * the futures its other stage (the argument) may be.
   */
  final Map<Integer, Set<Integer>> otherStages;
  /** Per continuation task, the futures its receiver may be. */
  final Map<Integer, Set<Integer>> receiverStages;
  /** {@code Collections.unmodifiable*}/{@code checked*} views (see {@link CallerRunsFunctions}). */
  final Set<Integer> delegatingViews;
  /** Per entry-set object ({@code LibraryEffects}' {@code entrySet()}), the map it views. */
  final Map<Integer, Integer> entrySetMaps;
  /** Collections made by {@code List.of}, {@code Set.of}, {@code Map.of} and their {@code copyOf}. */
  final Set<Integer> immutableCollections;

  private ConcurrencyFacts(Set<Integer> delegatingViews, Set<Integer> currentThreads, Map<Integer, Set<Integer>> conditionLocks,
      Map<Integer, Set<Integer>> taskPools, Set<Integer> taskBatches,
      Map<Integer, Set<Integer>> readWriteLocks, Set<Integer> synchronizedCollections,
      Map<CallKey, Set<MethodInstance>> callbacks, Map<Integer, Continuation> continuations,
      Map<Integer, Set<Integer>> continuationSources, Map<Integer, Set<Integer>> receiverStages,
      Map<Integer, Set<Integer>> otherStages, Map<Integer, Integer> entrySetMaps, Set<Integer> immutableCollections) {
    this.delegatingViews = delegatingViews;
    this.immutableCollections = immutableCollections;
    this.entrySetMaps = entrySetMaps;
    this.continuations = continuations;
    this.continuationSources = continuationSources;
    this.otherStages = otherStages;
    this.receiverStages = receiverStages;
    this.synchronizedCollections = synchronizedCollections;
    this.callbacks = callbacks;
    this.currentThreads = currentThreads;
    this.conditionLocks = conditionLocks;
    this.taskPools = taskPools;
    this.taskBatches = taskBatches;
    this.readWriteLocks = readWriteLocks;
  }

  /** The facts of an analysis that met none of these objects. */
  static final ConcurrencyFacts NONE = new ConcurrencyFacts(Set.of(), Set.of(), Map.of(), Map.of(),
      Set.of(), Map.of(), Set.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Set.of());

  /** The mutable collector used during the analysis. */
  static final class Builder {
    private final Set<Integer> currentThreads = new TreeSet<>();
    private final Map<Integer, Set<Integer>> conditionLocks = new TreeMap<>();
    private final Map<Integer, Set<Integer>> taskPools = new TreeMap<>();
    private final Map<Integer, Integer> taskPoolNodes = new TreeMap<>();
    private final Set<Integer> taskBatches = new TreeSet<>();
    private final Map<Integer, Set<Integer>> readWriteLocks = new TreeMap<>();
    private final Set<Integer> synchronizedCollections = new TreeSet<>();
    private final Map<CallKey, Set<MethodInstance>> callbacks = new java.util.LinkedHashMap<>();
    private final Map<Integer, Continuation> continuations = new TreeMap<>();
    private final Map<Integer, Set<Integer>> continuationSources = new TreeMap<>();
    private final Map<Integer, Integer> continuationSourceNodes = new TreeMap<>();
    private final Set<Integer> delegatingViews = new TreeSet<>();
    private final Set<Integer> immutableCollections = new TreeSet<>();

    void immutableCollection(int object) {
      immutableCollections.add(object);
    }
    private final Map<Integer, Integer> entrySetMaps = new TreeMap<>();

    /** The object is the entry set of the map {@code map}. */
    void entrySetOf(int set, int map) {
      entrySetMaps.put(set, map);
    }

    /** The object is a view that delegates to the collection it wraps. */
    void delegatingView(int object) {
      delegatingViews.add(object);
    }

    boolean isDelegatingView(int object) {
      return delegatingViews.contains(object);
    }

    /** The task is a continuation made by {@code how}, run after the future {@code source}. */
    void continuation(int task, Continuation how, int source) {
      continuations.put(task, how);
      continuationSources.computeIfAbsent(task, k -> new TreeSet<>()).add(source);
    }

    /** The continuation task also runs after whatever the node (an argument) points to. */
    void continuationSourceNode(int task, int node) {
      continuationSourceNodes.put(task, node);
    }

    boolean isSynchronizedCollection(int object) {
      return synchronizedCollections.contains(object);
    }

    /** The object is a Collections.synchronized* wrapper (it locks itself). */
    void synchronizedCollection(int object) {
      synchronizedCollections.add(object);
    }

    /** The library call at {@code key} may call back {@code target} under its lock. */
    void callback(CallKey key, MethodInstance target) {
      callbacks.computeIfAbsent(key, k -> new java.util.LinkedHashSet<>()).add(target);
    }

    /**
     * The object is a lock view of {@code rw}: the read or write lock of a
     * ReentrantReadWriteLock, or a view of a StampedLock ({@link StampedViews}).
     */
    void viewOf(int view, int rw) {
      readWriteLocks.computeIfAbsent(view, k -> new TreeSet<>()).add(rw);
    }

    /** The locks recorded so far for a view ({@link #viewOf}); empty for other objects. */
    Set<Integer> viewOwners(int view) {
      return Set.copyOf(readWriteLocks.getOrDefault(view, new TreeSet<>()));
    }

    void currentThread(int object) {
      currentThreads.add(object);
    }

    void conditionOf(int condition, int lock) {
      conditionLocks.computeIfAbsent(condition, k -> new TreeSet<>()).add(lock);
    }

    void taskPool(int task, int pool) {
      taskPools.computeIfAbsent(task, k -> new TreeSet<>()).add(pool);
    }

    /** The task runs on whatever the node (an executor argument) points to. */
    void taskPoolNode(int task, int node) {
      taskPoolNodes.put(task, node);
    }

    void taskBatch(int task) {
      taskBatches.add(task);
    }

    ConcurrencyFacts freeze(ConstraintSolver solver) {
      Map<Integer, Set<Integer>> pools = new TreeMap<>();
      taskPools.forEach((t, p) -> pools.put(t, new TreeSet<>(p)));
      taskPoolNodes.forEach((t, node) -> solver.pointsTo(node).stream()
          .forEach(p -> pools.computeIfAbsent(t, k -> new TreeSet<>()).add(p)));
      Map<Integer, Set<Integer>> conditions = new TreeMap<>();
      conditionLocks.forEach((c, l) -> conditions.put(c, Set.copyOf(l)));
      pools.replaceAll((t, p) -> Set.copyOf(p));
      Map<Integer, Set<Integer>> views = new TreeMap<>();
      readWriteLocks.forEach((v, rw) -> views.put(v, Set.copyOf(rw)));
      Map<Integer, Set<Integer>> sources = new TreeMap<>();
      continuationSources.forEach((t, s) -> sources.put(t, new TreeSet<>(s)));
      Map<Integer, Set<Integer>> receivers = new TreeMap<>();
      continuationSources.forEach((t, s) -> receivers.put(t, Set.copyOf(s)));
      Map<Integer, Set<Integer>> others = new TreeMap<>();
      continuationSourceNodes.forEach((t, node) -> others.put(t,
          Set.copyOf(solver.pointsTo(node).stream().boxed().toList())));
      others.forEach((t, o) -> sources.computeIfAbsent(t, k -> new TreeSet<>()).addAll(o));
      sources.replaceAll((t, s) -> Set.copyOf(s));
      return new ConcurrencyFacts(Set.copyOf(delegatingViews), Set.copyOf(currentThreads), Map.copyOf(conditions),
          Map.copyOf(pools), Set.copyOf(taskBatches), Map.copyOf(views),
          Set.copyOf(synchronizedCollections), copyCallbacks(), Map.copyOf(continuations),
          Map.copyOf(sources), Map.copyOf(receivers), Map.copyOf(others), Map.copyOf(entrySetMaps), Set.copyOf(immutableCollections));
    }

    private Map<CallKey, Set<MethodInstance>> copyCallbacks() {
      Map<CallKey, Set<MethodInstance>> out = new java.util.LinkedHashMap<>();
      callbacks.forEach((k, v) -> out.put(k, PointsToResult.orderedCopy(v)));
      return java.util.Collections.unmodifiableMap(out);
    }
  }
}

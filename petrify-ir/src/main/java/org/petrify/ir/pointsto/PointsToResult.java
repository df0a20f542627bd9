package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.PointsToAnalysis.CallKey;
import org.petrify.ir.rb.Caveat;
import sootup.core.jimple.common.Local;

/**
 * The solved points-to sets and call graph. Lists of objects are in object-id order, so every
 * answer is deterministic for a given program.
 *
 * <p>Summary objects: an object is a summary when its allocation site may run more than once in
 * its heap context: the site is on a loop, or its method instance may run more than once (two
 * or more call sites, a call site on a loop or in a method that itself may run more than once,
 * recursion, or being the body of a summary thread or of several threads).
 */
public final class PointsToResult {
  private final PointsToAnalysis pta;
  private final MethodInstance entry;
  private final AbstractObject entryReceiver;
  private final Set<MethodInstance> multiRun = new HashSet<>();
  private final Set<Integer> summaries = new HashSet<>();

  PointsToResult(PointsToAnalysis pta, MethodInstance entry, AbstractObject entryReceiver) {
    this.pta = pta;
    this.entry = entry;
    this.entryReceiver = entryReceiver;
    computeSummaries();
  }

  /** The entry method instance (main). */
  public MethodInstance entry() {
    return entry;
  }

  /** The receiver of an instance main, or null. */
  public AbstractObject entryReceiver() {
    return entryReceiver;
  }

  /** Reachable method instances in discovery order; each has a body unless SootUp failed. */
  public Set<MethodInstance> reachable() {
    return pta.reachable.keySet();
  }

  /** The body of a reachable method instance, or null if it could not be built. */
  public MethodCode body(MethodInstance mi) {
    return pta.reachable.get(mi);
  }

  /** Static initializers of application classes the program uses, in discovery order. */
  public List<MethodInstance> staticInitializers() {
    return List.copyOf(pta.staticInitializers);
  }

  /** The objects a local used at statement {@code at} may point to in a method instance. */
  public List<AbstractObject> pointsTo(MethodInstance mi, int at, Local local) {
    Integer n = pta.existingLocalNode(mi, at, local);
    return n == null ? List.of() : objects(pta.pointsTo(n));
  }

  /** The objects a static field may point to. */
  public List<AbstractObject> pointsToStatic(String field) {
    return objects(pta.pointsTo(pta.staticNode(field)));
  }

  /** The application methods a call statement may invoke (on the calling thread). */
  public Set<MethodInstance> callees(MethodInstance caller, int stmtIndex) {
    Set<MethodInstance> c = pta.callees.get(new CallKey(caller, stmtIndex));
    return c == null ? Set.of() : c;
  }

  /** The thread objects a call statement starts (Thread.start, builders, executors, Kotlin). */
  public List<AbstractObject> threadsStartedAt(MethodInstance caller, int stmtIndex) {
    Set<Integer> ids = pta.threadsStartedAt.get(new CallKey(caller, stmtIndex));
    return ids == null ? List.of() : ids.stream().map(pta.objects::get).toList();
  }

  /** The library objects a call statement creates. */
  public List<AbstractObject> objectsCreatedAt(MethodInstance caller, int stmtIndex) {
    Set<Integer> ids = pta.objectsCreatedAt.get(new CallKey(caller, stmtIndex));
    return ids == null ? List.of() : ids.stream().map(pta.objects::get).toList();
  }

  /** What a started thread runs: its own run() or its targets' body methods. */
  public Set<MethodInstance> threadEntries(AbstractObject thread) {
    Set<MethodInstance> e = pta.threadEntries.get(thread.id());
    return e == null ? Set.of() : e;
  }

  /** All thread objects started somewhere, in id order. */
  public List<AbstractObject> startedThreads() {
    return pta.startedThreads.stream().sorted().map(pta.objects::get).toList();
  }

  /** True if the object may stand for several runtime objects (see the class comment). */
  public boolean isSummary(AbstractObject o) {
    return summaries.contains(o.id());
  }

  /**
   * True if the object is what {@code Thread.currentThread()} returns: the thread running the
   * code that called it, not a thread object of its own.
   */
  public boolean isCurrentThread(AbstractObject o) {
    return pta.currentThreadObjects.contains(o.id());
  }

  /**
   * The executors a task thread (a library thread of {@code submit}, {@code execute},
   * {@code invokeAll} or {@code supplyAsync/runAsync} with an executor) runs on; empty for a
   * plain thread or the common pool.
   */
  public List<AbstractObject> taskPools(AbstractObject task) {
    java.util.TreeSet<Integer> ids = new java.util.TreeSet<>(
        pta.taskPools.getOrDefault(task.id(), Set.of()));
    Integer node = pta.taskPoolNodes.get(task.id());
    if (node != null) {
      pta.pointsTo(node).stream().forEach(ids::add);
    }
    return ids.stream().map(pta.objects::get).toList();
  }

  /** True if the task thread stands for an invokeAll batch: one task per target callable. */
  public boolean isTaskBatch(AbstractObject task) {
    return pta.taskBatches.contains(task.id());
  }

  /** The objects stored in a container object's contents (also a CompletableFuture.allOf). */
  public List<AbstractObject> contents(AbstractObject container) {
    return objects(pta.pointsTo(pta.fieldNode(container.id(), PointsToAnalysis.CONTENT)));
  }

  /** The locks whose {@code newCondition()} may have created the condition object. */
  public List<AbstractObject> conditionLocks(AbstractObject condition) {
    Set<Integer> ids = pta.conditionLocks.get(condition.id());
    return ids == null ? List.of() : ids.stream().sorted().map(pta.objects::get).toList();
  }

  /** True if the method instance may run more than once. */
  public boolean mayRunMoreThanOnce(MethodInstance mi) {
    return multiRun.contains(mi);
  }

  /** True if the statement lies on a loop of its method. */
  public boolean isInLoop(MethodInstance mi, int stmtIndex) {
    return pta.isInLoop(mi, stmtIndex);
  }

  /** All objects, by id. */
  public List<AbstractObject> objects() {
    return List.copyOf(pta.objects);
  }

  /** Caveats found while analysing (bodies that could not be built, unknown bootstraps). */
  public List<Caveat> caveats() {
    return List.copyOf(pta.caveats);
  }

  /** The code base the analysis ran on. */
  public CodeBase code() {
    return pta.code;
  }

  private List<AbstractObject> objects(BitSet bits) {
    List<AbstractObject> out = new ArrayList<>(bits.cardinality());
    for (int o = bits.nextSetBit(0); o >= 0; o = bits.nextSetBit(o + 1)) {
      out.add(pta.objects.get(o));
    }
    return out;
  }

  private void computeSummaries() {
    Map<MethodInstance, List<CallKey>> incoming = new HashMap<>();
    pta.callees.forEach((key, targets) -> {
      for (MethodInstance t : targets) {
        incoming.computeIfAbsent(t, k -> new ArrayList<>()).add(key);
      }
    });
    Map<MethodInstance, List<Integer>> threadsRunning = new HashMap<>();
    pta.threadEntries.forEach((thread, entries) -> {
      for (MethodInstance e : entries) {
        threadsRunning.computeIfAbsent(e, k -> new ArrayList<>()).add(thread);
      }
    });
    Map<Integer, List<CallKey>> startSites = new HashMap<>();
    pta.threadsStartedAt.forEach((key, threads) -> {
      for (int t : threads) {
        startSites.computeIfAbsent(t, k -> new ArrayList<>()).add(key);
      }
    });
    boolean changed = true;
    while (changed) {
      changed = false;
      for (AbstractObject o : pta.objects) {
        if (summaries.contains(o.id())) {
          continue;
        }
        MethodInstance in = pta.allocatedIn.get(o.id());
        boolean summary = pta.allocatedInLoop.contains(o.id()) || (in != null && multiRun.contains(in));
        List<CallKey> starts = startSites.getOrDefault(o.id(), List.of());
        if (starts.size() > 1) {
          summary = true;
        }
        for (CallKey k : starts) {
          summary |= multiRun.contains(k.caller()) || pta.isInLoop(k.caller(), k.stmtIndex());
        }
        if (summary && summaries.add(o.id())) {
          changed = true;
        }
      }
      for (MethodInstance mi : pta.reachable.keySet()) {
        if (multiRun.contains(mi)) {
          continue;
        }
        List<CallKey> in = incoming.getOrDefault(mi, List.of());
        boolean multi = in.size() > 1;
        for (CallKey k : in) {
          multi |= multiRun.contains(k.caller()) || pta.isInLoop(k.caller(), k.stmtIndex());
        }
        List<Integer> threads = threadsRunning.getOrDefault(mi, List.of());
        multi |= threads.size() + (in.isEmpty() ? 0 : 1) > 1;
        for (int t : threads) {
          multi |= summaries.contains(t);
        }
        if (multi && multiRun.add(mi)) {
          changed = true;
        }
      }
    }
  }

  /** Distinct names, for tests and debugging. */
  Set<String> names(List<AbstractObject> os) {
    Set<String> out = new LinkedHashSet<>();
    os.forEach(o -> out.add(o.name()));
    return out;
  }
}

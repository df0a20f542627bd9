package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * The rb program translated from the bytecode, the caveats on what it does not model exactly,
 * figures about the translation, for every rb variable of a {@code read}/{@code write} the
 * heap location it stands for, for every rb thread id (the main thread and each started
 * thread) the name the thread has at run time, and the rb locks of thread-local objects
 * ({@link org.petrify.ir.pointsto.ThreadEscape}), which {@link Skeleton} may drop, and for
 * every abstract object that exactly one field holds, that field ({@code lockFields}: object
 * name, the rb name of its lock, to {@code Bank.lockA}, see
 * {@link org.petrify.ir.pointsto.HoldingFields}), and the rb ids of the threads that are
 * certainly daemon threads ({@link DaemonThreads}).
 */
public record FrontendResult(Program program, List<Caveat> caveats, Statistics statistics,
    Map<String, HeapLocation> locations, Map<String, ThreadName> threadNames,
    java.util.Set<String> threadLocalLocks, Map<String, String> lockFields,
    java.util.Set<String> daemonThreads) {
  public FrontendResult {
    daemonThreads = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(daemonThreads));
    lockFields = Map.copyOf(lockFields);
    caveats = List.copyOf(caveats);
    locations = Map.copyOf(locations);
    threadNames = java.util.Collections.unmodifiableMap(
        new java.util.LinkedHashMap<>(threadNames));
    threadLocalLocks = java.util.Collections.unmodifiableSet(
        new java.util.TreeSet<>(threadLocalLocks));
  }

  /** A result without daemon threads. */
  public FrontendResult(Program program, List<Caveat> caveats, Statistics statistics,
      Map<String, HeapLocation> locations, Map<String, ThreadName> threadNames,
      java.util.Set<String> threadLocalLocks, Map<String, String> lockFields) {
    this(program, caveats, statistics, locations, threadNames, threadLocalLocks, lockFields,
        java.util.Set.of());
  }

  /** A result without lock fields. */
  public FrontendResult(Program program, List<Caveat> caveats, Statistics statistics,
      Map<String, HeapLocation> locations, Map<String, ThreadName> threadNames,
      java.util.Set<String> threadLocalLocks) {
    this(program, caveats, statistics, locations, threadNames, threadLocalLocks, Map.of());
  }

  /** A result without thread-local locks. */
  public FrontendResult(Program program, List<Caveat> caveats, Statistics statistics,
      Map<String, HeapLocation> locations, Map<String, ThreadName> threadNames) {
    this(program, caveats, statistics, locations, threadNames, java.util.Set.of());
  }

  /** A result without a location table and without thread names. */
  public FrontendResult(Program program, List<Caveat> caveats, Statistics statistics) {
    this(program, caveats, statistics, Map.of(), Map.of(), java.util.Set.of(), Map.of());
  }

  /**
   * @param loadMillis time to check the classpath and open it with SootUp
   * @param translateMillis time for bodies, points-to analysis and rb translation
   * @param classes application classes on the classpath
   * @param methods reachable application methods (distinct signatures)
   * @param procedures rb procedures (methods in their contexts, plus thread and entry stubs)
   * @param abstractObjects abstract objects of the points-to analysis
   * @param classesReached distinct classes declaring a reachable method
   * @param escapingObjects abstract objects two threads may reach
   * @param translatedMethods reachable methods (distinct signatures) with a body that were
   *     translated: all of them, or those of the {@link DemandSet} when demand-driven
   */
  public record Statistics(long loadMillis, long translateMillis, int classes, int methods,
      int procedures, int abstractObjects, int classesReached, int escapingObjects,
      int translatedMethods) {

    /** Figures without the count of translated methods. */
    public Statistics(long loadMillis, long translateMillis, int classes, int methods,
        int procedures, int abstractObjects, int classesReached, int escapingObjects) {
      this(loadMillis, translateMillis, classes, methods, procedures, abstractObjects,
          classesReached, escapingObjects, 0);
    }

    /** Figures without the reach and escape counts. */
    public Statistics(long loadMillis, long translateMillis, int classes, int methods,
        int procedures, int abstractObjects) {
      this(loadMillis, translateMillis, classes, methods, procedures, abstractObjects, 0, 0);
    }
  }
}

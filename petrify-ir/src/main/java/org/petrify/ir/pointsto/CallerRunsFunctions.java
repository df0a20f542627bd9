package org.petrify.ir.pointsto;

import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * The JDK methods that run a functional argument (a lambda, a method reference, an anonymous
 * class) in the calling thread and hand it to no other thread, listed by family. What each
 * family does with the function, and where the model runs it:
 * <ul>
 *   <li>{@link Kind#IMMEDIATE}: {@code Iterable.forEach}, {@code Iterator.forEachRemaining},
 *       and {@code forEach}, {@code removeIf}, {@code replaceAll}, {@code sort}, {@code merge},
 *       {@code compute}, {@code computeIfAbsent}, {@code computeIfPresent} of the unsynchronised
 *       {@code java.util} collections and maps (a synchronized receiver is the synchronized
 *       collection model's, which runs the function under the receiver's lock); the same
 *       methods of the lock-free {@code ConcurrentSkipListMap}/{@code Set} and
 *       {@code ConcurrentLinkedQueue}/{@code Deque}, {@code ConcurrentHashMap.forEach} without
 *       a parallelism threshold (its bulk operations with one also run the function in
 *       common-pool workers, {@link #isParallelBulk}) and its {@code replaceAll} and its views' {@code forEach} and
 *       {@code removeIf} (its {@code compute}/{@code merge} lock a bin: synchronized
 *       collection model); the {@code Optional} methods ({@code map}, {@code flatMap},
 *       {@code filter}, {@code ifPresent}, {@code ifPresentOrElse}, {@code orElseGet},
 *       {@code orElseThrow}, {@code or}); a scoped value carrier's {@code run} and {@code call}
 *       ({@link ScopedValues}). Each runs the function during the call, in the
 *       caller, zero or more times; the atomic variables' {@code updateAndGet}, {@code
 *       getAndUpdate}, {@code accumulateAndGet}, {@code getAndAccumulate} ({@link
 *       #isAtomicUpdate}); the same collection methods of the blocking queues and copy-on-write
 *       collections ({@link #CONCURRENT_CONTAINERS}), some of which hold an internal lock
 *       meanwhile.</li>
 *   <li>{@link Kind#STREAM_STAGE}: a method of {@code java.util.stream} (or
 *       {@code Collection.stream()}, {@code Arrays.stream}, ...) that returns a stream: streams
 *       are lazy, so the functions of {@code filter}, {@code map}, {@code peek}, ... run when a
 *       terminal operation runs, in the thread that runs it. The stage is a new stream object
 *       of the call site that carries its source's elements and functions
 *       ({@link LibraryEffects}).</li>
 *   <li>{@link Kind#STREAM_TERMINAL}: {@code forEach}, {@code collect}, {@code reduce},
 *       {@code anyMatch}, {@code min}, {@code count}, {@code toList}, ... of a stream: runs
 *       the functions of every stage before it and its own, in the caller, zero or more times.
 *       A stream that may be parallel ({@code parallel()}, {@code parallelStream()},
 *       {@code StreamSupport.stream}) also runs them in common-pool workers, which the
 *       translation models by worker threads of the call site ({@code ParallelStreams}).</li>
 *   <li>{@link Kind#COLLECTOR}: {@code Collectors.*}: the collector carries its functions (and
 *       those of nested collectors) to the {@code collect} that uses it.</li>
 *   <li>{@link Kind#INITIAL_VALUE}: {@code ThreadLocal.withInitial}: the thread-local variable
 *       carries its supplier to {@code get()}, which is {@link Kind#IMMEDIATE}: a thread's first
 *       {@code get()} (and the first after {@code remove()}) runs the supplier, or the
 *       {@code initialValue()} of an application subclass, in that thread. The model lets
 *       every {@code get()} run it at most once ({@link #runsAtMostOnce}).</li>
 * </ul>
 * Any other stream method ({@code iterator}, {@code spliterator}, {@code onClose},
 * {@code close}) is {@link Kind#NONE}: the functions it would run later stay a caveat.
 * Deferred calls of other families ({@code Comparator.comparing}) are not listed either; nor is
 * {@code InheritableThreadLocal.childValue}, which the JDK calls when a thread is created.
 */
public final class CallerRunsFunctions {
  /** How a listed method runs its functional arguments. */
  public enum Kind { NONE, IMMEDIATE, STREAM_STAGE, STREAM_TERMINAL, COLLECTOR, INITIAL_VALUE }

  private static final Set<String> STREAM_TYPES = Set.of("java.util.stream.Stream",
      "java.util.stream.IntStream", "java.util.stream.LongStream",
      "java.util.stream.DoubleStream", "java.util.stream.BaseStream");

  private static final Set<String> TERMINAL = Set.of("forEach", "forEachOrdered", "collect",
      "reduce", "anyMatch", "allMatch", "noneMatch", "min", "max", "count", "sum", "average",
      "summaryStatistics", "findFirst", "findAny", "toArray", "toList");

  private static final Set<String> COLLECTION_METHODS = Set.of("forEach", "removeIf",
      "replaceAll", "sort", "merge", "compute", "computeIfAbsent", "computeIfPresent",
      "forEachRemaining");

  private static final Set<String> AT_MOST_ONCE_MAP_METHODS = Set.of("merge", "compute",
      "computeIfAbsent", "computeIfPresent");

  private static final Set<String> LOCK_FREE_CONCURRENT = Set.of(
      "java.util.concurrent.ConcurrentSkipListMap", "java.util.concurrent.ConcurrentSkipListSet",
      "java.util.concurrent.ConcurrentLinkedQueue", "java.util.concurrent.ConcurrentLinkedDeque",
      "java.util.concurrent.ConcurrentNavigableMap");

  /**
   * The blocking queues and copy-on-write collections: their {@code forEach}, {@code removeIf},
   * {@code replaceAll} and {@code sort} run the function in the caller (JDK 17, 21, 25);
   * {@code ArrayBlockingQueue} and {@code PriorityBlockingQueue} ({@code forEach},
   * {@code removeIf}) and the copy-on-write collections ({@code removeIf}, {@code replaceAll},
   * {@code sort}) hold their internal lock while it runs, which the frontend's models either
   * take or name in an UNSOUND caveat.
   */
  public static final Set<String> CONCURRENT_CONTAINERS = Set.of(
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.PriorityBlockingQueue",
      "java.util.concurrent.DelayQueue", "java.util.concurrent.LinkedTransferQueue",
      "java.util.concurrent.SynchronousQueue", "java.util.concurrent.BlockingQueue",
      "java.util.concurrent.BlockingDeque", "java.util.concurrent.TransferQueue",
      "java.util.concurrent.CopyOnWriteArrayList", "java.util.concurrent.CopyOnWriteArraySet");

  /** The collection views of a {@code ConcurrentHashMap}. */
  private static final Set<String> CHM_VIEWS = Set.of(
      "java.util.concurrent.ConcurrentHashMap$KeySetView",
      "java.util.concurrent.ConcurrentHashMap$ValuesView",
      "java.util.concurrent.ConcurrentHashMap$EntrySetView",
      "java.util.concurrent.ConcurrentHashMap$CollectionView");

  private static final Set<String> OPTIONAL_METHODS = Set.of("map", "flatMap", "filter",
      "ifPresent", "ifPresentOrElse", "orElseGet", "orElseThrow", "or");

  /** Stream methods that return a stream but run or keep functions elsewhere. */
  private static final Set<String> NOT_STAGES = Set.of("onClose", "iterator", "spliterator",
      "close");

  /** The atomic variables' methods that apply a function to the value, retrying on contention. */
  private static final Set<String> ATOMIC_UPDATES = Set.of("updateAndGet", "getAndUpdate",
      "accumulateAndGet", "getAndAccumulate");

  /** The methods of {@code java.util.logging.Logger} that publish a record to the handlers. */
  private static final Set<String> LOGGING_METHODS = Set.of("log", "logp", "severe", "warning",
      "info", "config", "fine", "finer", "finest", "entering", "exiting", "throwing");

  private CallerRunsFunctions() {}

  /**
   * True for the logging methods of {@code java.util.logging.Logger}: a loggable record is
   * published to the handlers of the logger and its parents, in the caller ({@code
   * LibraryEffects.logHandlers}).
   */
  public static boolean isLoggingMethod(String cls, String name) {
    return cls.equals("java.util.logging.Logger") && LOGGING_METHODS.contains(name);
  }

  /**
   * True for {@code updateAndGet}, {@code getAndUpdate}, {@code accumulateAndGet} and {@code
   * getAndAccumulate} of the {@code java.util.concurrent.atomic} classes: they apply their
   * function to the current value in the caller, again after each failed compare-and-set
   * (another thread changed the value in between), and hand it to no other thread.
   */
  public static boolean isAtomicUpdate(MethodSignature sig) {
    return sig.getDeclClassType().getFullyQualifiedName().startsWith("java.util.concurrent.atomic.")
        && ATOMIC_UPDATES.contains(sig.getName());
  }

  /** True if {@code type} is a functional interface whose method the listed families call. */
  public static boolean isFunctionalType(String type) {
    return LibraryEffects.isFunctionalType(type);
  }

  /**
   * True if a call of {@code sig} ({@link Kind#IMMEDIATE}) runs its functions at most once:
   * {@code ThreadLocal.get} runs the initial value's code only when the calling thread has no
   * value yet; an {@code Optional} method runs its function on its one value or its supplier
   * once; {@code merge}, {@code compute}, {@code computeIfAbsent} and {@code computeIfPresent}
   * of the unsynchronised {@code java.util} maps (and {@code Map}'s default methods) call their
   * function at most once per call. The lock-free concurrent maps are left out: their
   * {@code compute*} retry under contention and may apply the function several times.
   */
  public static boolean runsAtMostOnce(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (cls.equals("java.lang.ThreadLocal")) {
      return name.equals("get");
    }
    if (cls.equals("java.util.Optional")) {
      return OPTIONAL_METHODS.contains(name);
    }
    if (isScopedRun(cls, name)) {
      return true;
    }
    return AT_MOST_ONCE_MAP_METHODS.contains(name)
        && cls.substring(0, cls.lastIndexOf('.')).equals("java.util");
  }

  /**
   * True for {@code ScopedValue.Carrier.run(op)} and {@code call(op)}: the operation runs once,
   * in the caller, with the carrier's bindings ({@link ScopedValues}).
   */
  private static boolean isScopedRun(String cls, String name) {
    return cls.equals("java.lang.ScopedValue$Carrier")
        && (name.equals("run") || name.equals("call"));
  }

  /**
   * True for the bulk operations of {@code ConcurrentHashMap} that take a parallelism
   * threshold ({@code forEach(long, ...)}, {@code forEachKey}, {@code forEachValue},
   * {@code forEachEntry}, {@code search*}, {@code reduce*}): Java runs their functions in the
   * caller and, unless the threshold is {@code Long.MAX_VALUE} or the map is smaller than it,
   * in common-pool workers too (the caller forks {@code ForkJoinTask}s, runs its own share
   * and waits for the others), like a parallel stream's terminal operation. They are
   * {@link Kind#IMMEDIATE}; the translation adds the workers (its {@code ParallelStreams}).
   */
  public static boolean isParallelBulk(MethodSignature sig) {
    String name = sig.getName();
    return sig.getDeclClassType().getFullyQualifiedName()
        .equals("java.util.concurrent.ConcurrentHashMap")
        && sig.getParameterCount() >= 2 && sig.getParameterType(0).toString().equals("long")
        && (name.startsWith("forEach") || name.startsWith("search")
            || name.startsWith("reduce"));
  }

  /** True if the type is one of the stream interfaces. */
  public static boolean isStreamType(Type t) {
    return t instanceof ClassType ct && STREAM_TYPES.contains(ct.getFullyQualifiedName());
  }

  /** True if the stream stage makes the stream (and every later stage) possibly parallel. */
  static boolean makesParallel(String cls, String name) {
    return name.equals("parallel") || name.equals("parallelStream")
        || cls.equals("java.util.stream.StreamSupport");
  }

  /**
   * The family of a call of {@code sig} (resolved: its declaring class is the JDK class that
   * declares the method).
   */
  public static Kind kind(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (cls.equals("java.util.stream.Collectors")) {
      return Kind.COLLECTOR;
    }
    if (cls.equals("java.lang.ThreadLocal")) {
      return name.equals("withInitial") ? Kind.INITIAL_VALUE
          : name.equals("get") ? Kind.IMMEDIATE : Kind.NONE;
    }
    if (isStreamType(sig.getType()) && !NOT_STAGES.contains(name)
        && (cls.startsWith("java.util.") || cls.equals("java.lang.Iterable")
        || cls.equals("java.lang.String") || cls.equals("java.lang.CharSequence"))) {
      return Kind.STREAM_STAGE;
    }
    if (STREAM_TYPES.contains(cls)) {
      return TERMINAL.contains(name) ? Kind.STREAM_TERMINAL : Kind.NONE;
    }
    if (cls.equals("java.util.Optional")) {
      return OPTIONAL_METHODS.contains(name) ? Kind.IMMEDIATE : Kind.NONE;
    }
    if (isScopedRun(cls, name)) {
      return Kind.IMMEDIATE;
    }
    if (isAtomicUpdate(sig)) {
      return Kind.IMMEDIATE;
    }
    if (isParallelBulk(sig)) {
      return Kind.IMMEDIATE;
    }
    if (!COLLECTION_METHODS.contains(name)) {
      return Kind.NONE;
    }
    if (cls.equals("java.lang.Iterable")) {
      return Kind.IMMEDIATE;
    }
    if (cls.equals("java.util.concurrent.ConcurrentHashMap")) {
      // forEach(action) and replaceAll(function) apply the function in the caller, outside
      // any bin lock (replaceAll then locks the bin to store, and applies it again when the
      // value changed meanwhile); compute/merge lock the bin (synchronized collection model)
      return name.equals("forEach") && sig.getParameterCount() == 1
          || name.equals("replaceAll") ? Kind.IMMEDIATE : Kind.NONE;
    }
    if (CHM_VIEWS.contains(cls)) {
      // the views iterate the map in the caller; removeIf tests each entry there, outside
      // the bin lock its removal takes
      return name.equals("forEach") || name.equals("removeIf") ? Kind.IMMEDIATE : Kind.NONE;
    }
    if (LOCK_FREE_CONCURRENT.contains(cls) || CONCURRENT_CONTAINERS.contains(cls)) {
      return Kind.IMMEDIATE;
    }
    int dot = cls.lastIndexOf('.');
    // a class of the default package (no dot) is application code: not a JDK container
    return dot > 0 && cls.substring(0, dot).equals("java.util")
        && !cls.startsWith("java.util.Collections$")
        && !LibraryEffects.SYNCHRONIZED_TYPES.contains(cls) ? Kind.IMMEDIATE : Kind.NONE;
  }
}

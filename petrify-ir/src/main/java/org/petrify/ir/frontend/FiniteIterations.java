package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.BoundedLoops;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * Caller-runs iterations that Java bounds: a call of a library method that runs application
 * functions once per element ({@link CallerRunsModel}) whose loop in the model (zero or more
 * calls of the functions) may be given a strongly fair exit ({@link LoopExitMark}), as the
 * counted loops of {@code BoundedLoops} are: under {@code --fairness threads} a run that comes
 * back to the loop's choice infinitely often leaves it infinitely often.
 *
 * <p><b>The rule.</b> The exit is marked when one of these holds.
 * <ul>
 *   <li>{@code forEach}, {@code removeIf}, {@code replaceAll}, {@code sort} or {@code
 *       forEachRemaining} (of {@code Iterable}, {@code Iterator} or a {@code java.util}
 *       collection) whose receivers are all objects of the fail-fast {@code java.util}
 *       collections of {@link #FINITE} (their views and iterators are the collection's object in
 *       the points-to analysis) or {@code Collections.synchronized*} wrappers of them ({@link
 *       #wrapsFiniteCollections}), and no function the call runs, nor anything it calls, makes a
 *       library call other than a reader ({@link #READERS}) on an object that may be one of the
 *       receivers.</li>
 *   <li>A terminal operation of a stream (sequential, or parallel: then the caller's part and
 *       each worker's, {@link ParallelStreams}), when no reachable code makes a stream that may
 *       be infinite ({@link #mayMakeInfiniteStreams}: {@code iterate},
 *       {@code generate}, the random generators' {@code ints}/{@code longs}/{@code doubles},
 *       lines and tokens read from input, {@code StreamSupport}, and {@code stream()} of an
 *       object that may be application code or unknown), and no function the call runs, nor
 *       anything it calls, makes a library call other than a reader on any JDK collection.</li>
 *   <li>{@code updateAndGet}, {@code getAndUpdate}, {@code accumulateAndGet} and {@code
 *       getAndAccumulate} of an atomic variable ({@link CallerRunsFunctions#isAtomicUpdate}):
 *       the function runs again only after a failed compare-and-set, that is, after another
 *       thread changed the value; the exit is given the strong fairness {@code --fairness
 *       threads} gives a thread that could take a lock again and again (a retry that could
 *       succeed infinitely often succeeds). The collections of {@code List.of}, {@code Set.of},
 *       {@code Map.of} and their {@code copyOf} count as fail-fast ones: they never change.</li>
 * </ul>
 *
 * <p>The same argument bounds a Java {@code for}-each or {@code while (it.hasNext())} loop over
 * the iterator of such a collection ({@link #boundedForEach}): the frontend marks its test's exit
 * like a counted loop's.
 *
 * <p><b>Soundness.</b> Each such call makes a bounded number of trips in Java: the collection
 * holds finitely many elements when the call starts, the functions do not add to it (they
 * change no collection the call may iterate), and no other thread can make the iteration go
 * on without end either: these collections are not thread-safe, a concurrent structural change
 * makes their iteration stop with {@code ConcurrentModificationException} or at the size read at
 * its start ({@code ArrayList.forEach}) or at its table's end ({@code HashMap}), and a stream's
 * source is a finite JDK collection, array or range. The loop in the model is left only by its
 * exit or by an exception out of the method, as the bounded loops' argument in {@code
 * BoundedLoopFairness} requires. Everything else (concurrent collections, whose weakly
 * consistent iteration may see elements added while it runs, application collections, views
 * of unknown origin) keeps the plain nondeterministic loop. Not covered: a
 * collection changed by another thread without synchronisation during the iteration (a data
 * race, which can corrupt a {@code HashMap}'s chains into a cycle). A parallel stream's parts
 * are bounded by the finite source they split, each worker's and the caller's alike.
 */
final class FiniteIterations {
  /** Outer classes of {@code java.util} whose iteration is bounded by the size at its start. */
  private static final Set<String> FINITE = Set.of("java.util.ArrayList",
      "java.util.LinkedList", "java.util.ArrayDeque", "java.util.PriorityQueue",
      "java.util.HashMap", "java.util.LinkedHashMap", "java.util.TreeMap", "java.util.HashSet",
      "java.util.LinkedHashSet", "java.util.TreeSet", "java.util.IdentityHashMap",
      "java.util.WeakHashMap", "java.util.EnumMap", "java.util.RegularEnumSet",
      "java.util.JumboEnumSet", "java.util.ImmutableCollections", "java.util.Arrays",
      "java.util.Vector", "java.util.Stack", "java.util.Hashtable");

  /** Library methods that read a collection (or a view or iterator of it) without changing it. */
  private static final Set<String> READERS = Set.of("get", "getOrDefault", "containsKey",
      "containsValue", "contains", "containsAll", "size", "isEmpty", "indexOf", "lastIndexOf",
      "iterator", "listIterator", "hasNext", "next", "hasPrevious", "previous", "spliterator",
      "stream", "keySet", "values", "entrySet", "getKey", "getValue", "hashCode", "equals",
      "toString", "toArray", "peek", "element", "first", "last", "getFirst", "getLast",
      "firstKey", "lastKey", "firstEntry", "lastEntry", "floorKey", "ceilingKey", "lowerKey",
      "higherKey", "floor", "ceiling", "lower", "higher", "comparator", "forEach");

  private static final Set<String> ITERATIONS = Set.of("forEach", "removeIf", "replaceAll",
      "sort", "forEachRemaining");

  private static final List<String> COLLECTION_SUFFIXES = List.of("Map", "List", "Set",
      "Queue", "Deque", "Vector", "Collection");

  private static final Set<String> RANDOM_TYPES = Set.of("java.util.Random",
      "java.util.SplittableRandom", "java.util.concurrent.ThreadLocalRandom",
      "java.security.SecureRandom", "java.util.random.RandomGenerator");

  private final TranslationContext tc;
  private Boolean infiniteStreams;
  private Boolean anyContainer;

  FiniteIterations(TranslationContext tc) {
    this.tc = tc;
  }

  /** True if the loop of this caller-runs call may get a fair exit (the class comment). */
  boolean bounded(LibraryModel.Call call, List<AbstractObject> receivers,
      CallerRunsFunctions.Kind kind) {
    MethodSignature sig = call.sig();
    if (kind == CallerRunsFunctions.Kind.STREAM_TERMINAL) {
      return !mayMakeInfiniteStreams() && !changesCollections(call, receivers, false);
    }
    if (kind == CallerRunsFunctions.Kind.IMMEDIATE && CallerRunsFunctions.isAtomicUpdate(sig)) {
      return true; // a compare-and-set retry loop: see the class comment
    }
    if (kind != CallerRunsFunctions.Kind.IMMEDIATE || !ITERATIONS.contains(sig.getName())
        || receivers.isEmpty()) {
      return false;
    }
    for (AbstractObject o : receivers) {
      if (!finiteCollection(o)) {
        return false;
      }
    }
    return !changesCollections(call, withWrapped(receivers), true);
  }

  /**
   * The for-each loops of {@code mi}'s body ({@link BoundedLoops#forEachLoops}) that Java
   * bounds, test to exit: the collection where the iterator is taken may only be objects of the
   * fail-fast collections of {@link #FINITE} (a view or iterator of one is its object, an entry
   * set the map's: {@link org.petrify.ir.pointsto.PointsToResult#entrySetMap}), and no
   * statement of the loop, nor anything it calls, makes a library call other than a reader
   * ({@link #READERS}) on an object that may be one of them. Each trip takes one element with
   * {@code next()}, the collection holds finitely many when the iterator is taken and the loop
   * adds none (a change by another thread is the data race of the class comment), so each entry
   * makes finitely many trips, the argument of {@code BoundedLoops}.
   */
  java.util.Map<Integer, Integer> boundedForEach(MethodInstance mi, MethodCode code) {
    java.util.Map<Integer, Integer> out = new java.util.LinkedHashMap<>();
    for (BoundedLoops.ForEachLoop l : BoundedLoops.forEachLoops(code)) {
      List<AbstractObject> receivers = tc.pts().pointsTo(mi, l.iteratorAt(), l.collection());
      Set<Integer> ids = new HashSet<>();
      List<AbstractObject> iterated = new ArrayList<>();
      for (AbstractObject o : receivers) {
        ids.add(o.id());
        AbstractObject map = tc.pts().entrySetMap(o); // an entry set iterates its map
        iterated.add(map == null ? o : map);
        if (map != null) {
          ids.add(map.id());
        }
      }
      withWrapped(iterated).forEach(o -> ids.add(o.id()));
      if (iterated.isEmpty() || !iterated.stream().allMatch(this::finiteCollection)) {
        continue;
      }
      if (!changesIn(mi, l.stmts(), objects -> objects.isEmpty()
          || objects.stream().anyMatch(o -> ids.contains(o.id())))) {
        out.put(l.test(), l.exit());
      }
    }
    return out;
  }

  private boolean finiteCollection(AbstractObject o) {
    return plainFiniteCollection(o) || wrapsFiniteCollections(o);
  }

  private boolean plainFiniteCollection(AbstractObject o) {
    return tc.pts().isImmutableCollection(o) || FINITE.contains(outerClass(o.type()))
        && !tc.code().isApplication(tc.code().classType(o.type()))
        || collectedStream(o) && !mayMakeInfiniteStreams() && !mayCollectIntoAnyContainer();
  }

  /**
   * True if {@code o} is a {@code Collections.synchronized*} wrapper every container it wraps
   * ({@link org.petrify.ir.pointsto.PointsToResult#delegates}) is one of the collections above
   * (not a wrapper again). The wrapper's iterators, and those of its views, are the wrapped
   * collection's own (unsynchronised: the JDK asks the caller to hold the wrapper's lock while
   * iterating), and its other methods forward to the wrapped one under the lock, so its
   * iteration is the wrapped collection's, bounded as the class comment argues; a change made
   * through the wrapper or directly on the wrapped collection counts as a change of either
   * ({@link #withWrapped}).
   */
  private boolean wrapsFiniteCollections(AbstractObject o) {
    if (!tc.pts().isSynchronizedCollection(o) || FINITE.contains(outerClass(o.type()))) {
      return false;
    }
    List<AbstractObject> wrapped = tc.pts().delegates(o);
    return !wrapped.isEmpty() && wrapped.stream().allMatch(this::plainFiniteCollection);
  }

  /** The objects and the containers the wrappers among them wrap. */
  private List<AbstractObject> withWrapped(List<AbstractObject> objects) {
    List<AbstractObject> out = new ArrayList<>(objects);
    for (AbstractObject o : objects) {
      if (wrapsFiniteCollections(o)) {
        out.addAll(tc.pts().delegates(o));
      }
    }
    return out;
  }

  /**
   * True if {@code o} is a stream object of the library model: a terminal operation that
   * collects ({@code toList()}, {@code collect(Collectors.toList())}, {@code toArray}) returns
   * the stream object itself in the points-to analysis, standing for the container it fills.
   * With no infinite stream made anywhere, that container holds the finitely many elements of
   * a finite source (the class comment's stream argument). The caller also asks that no
   * reachable code can collect into a container of its own choice ({@link
   * #mayCollectIntoAnyContainer}): then every collected container is one of the JDK's plain or
   * unmodifiable lists, sets and maps ({@code toList}, {@code Collectors.toList}, {@code toSet},
   * {@code toMap}, {@code groupingBy}, {@code toUnmodifiable*}, arrays), never a concurrent one
   * whose iteration another thread could prolong without end.
   */
  private static boolean collectedStream(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.LIBRARY && o.type().startsWith("java.util.stream.");
  }

  /**
   * True if a function the call runs, or anything it calls, may change a receiver ({@code
   * onlyReceivers}) or any JDK collection (else): a call of a method of a class of {@code
   * java.util} or {@code java.util.concurrent} other than a reader whose receiver may be such
   * an object or is unknown, a static method of those packages other than a reader given such
   * an object where it takes a collection or map ({@code Collections.addAll}), and the making of a method reference to such a method
   * (a reference counts as its call, {@link MethodReferences}: bound, on its captured receiver;
   * unbound, on any object). The call's own function arguments and a stream's stage functions
   * ({@code $functions}) count as references made there.
   */
  private boolean changesCollections(LibraryModel.Call call, List<AbstractObject> receivers,
      boolean onlyReceivers) {
    Set<Integer> ids = new HashSet<>();
    receivers.forEach(o -> ids.add(o.id()));
    Predicate<List<AbstractObject>> touched = objects -> objects.isEmpty()
        || objects.stream().anyMatch(o -> onlyReceivers ? ids.contains(o.id()) : collection(o));
    List<AbstractObject> functions = new ArrayList<>();
    for (Immediate a : call.inv().getArgs()) {
      if (a instanceof Local l) {
        functions.addAll(tc.pts().pointsTo(call.mi(), call.index(), l));
      }
    }
    receivers.forEach(r -> functions.addAll(tc.pts().fieldPointsTo(r, "$functions")));
    for (AbstractObject f : functions) {
      if (f.kind() == AbstractObject.Kind.LAMBDA
          && f.lambda().implementation().getReferenceSignature() instanceof MethodSignature m
          && changing(m) && (f.lambda().implementation().getKind()
              == MethodHandle.Kind.REF_INVOKE_STATIC
              || touched.test(tc.pts().firstCapture(f)))) {
        return true;
      }
    }
    Set<MethodInstance> seen = new HashSet<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    for (MethodInstance cb : tc.pts().callbacks(call.mi(), call.index())) {
      if (seen.add(cb)) {
        work.add(cb);
      }
    }
    return changes(touched, seen, work);
  }

  /**
   * True if a statement of {@code stmts} in {@code mi}, or anything it calls, may change an
   * object {@code touched} accepts (as {@link #changesCollections} counts changes).
   */
  private boolean changesIn(MethodInstance mi, Set<Integer> stmts,
      Predicate<List<AbstractObject>> touched) {
    Set<MethodInstance> seen = new HashSet<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    MethodCode body = tc.pts().body(mi);
    if (body == null) {
      return true;
    }
    for (int i : stmts) {
      if (changesAt(mi, body, i, touched, seen, work)) {
        return true;
      }
    }
    return changes(touched, seen, work);
  }

  /** Runs the search of {@link #changesCollections} from the instances in {@code work}. */
  private boolean changes(Predicate<List<AbstractObject>> touched, Set<MethodInstance> seen,
      ArrayDeque<MethodInstance> work) {
    while (!work.isEmpty()) {
      MethodInstance mi = work.poll();
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        return true;
      }
      for (int i = 0; i < body.size(); i++) {
        if (changesAt(mi, body, i, touched, seen, work)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * True if statement {@code i} of {@code mi} itself may change an object {@code touched}
   * accepts; queues its callees and callbacks not {@code seen} yet.
   */
  private boolean changesAt(MethodInstance mi, MethodCode body, int i,
      Predicate<List<AbstractObject>> touched, Set<MethodInstance> seen,
      ArrayDeque<MethodInstance> work) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv == null) {
      return false;
    }
    if (inv instanceof JDynamicInvokeExpr dyn) {
      MethodSignature m = MethodReferences.referenced(dyn);
      if (m != null && changing(m)) {
        Local bound = MethodReferences.boundReceiver(dyn);
        return bound == null || touched.test(tc.pts().pointsTo(mi, i, bound));
      }
      return false;
    }
    Set<MethodInstance> next = new HashSet<>(tc.pts().callees(mi, i));
    next.addAll(tc.pts().callbacks(mi, i));
    for (MethodInstance c : next) {
      if (seen.add(c)) {
        work.add(c);
      }
    }
    if (!tc.pts().callees(mi, i).isEmpty() || !changing(inv.getMethodSignature())) {
      return false;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii) {
      return touched.test(tc.pts().pointsTo(mi, i, ii.getBase()));
    }
    List<Immediate> args = inv.getArgs();
    for (int k = 0; k < args.size(); k++) {
      if (args.get(k) instanceof Local l && collectionType(inv.getMethodSignature()
          .getParameterType(k).toString()) && touched.test(tc.pts().pointsTo(mi, i, l))) {
        return true;
      }
    }
    return false;
  }

  /** True if a parameter of this declared type may be given a JDK collection or map. */
  private static boolean collectionType(String type) {
    int dot = type.lastIndexOf('.');
    return collectionPackage(type) && collectionName(type.substring(dot + 1));
  }

  /** True for a method of {@code java.util} or {@code java.util.concurrent} that is no reader. */
  private static boolean changing(MethodSignature m) {
    return !READERS.contains(m.getName()) && !m.getName().equals("<init>")
        && collectionPackage(m.getDeclClassType().getFullyQualifiedName());
  }

  /** True if the class is of {@code java.util} or {@code java.util.concurrent} itself. */
  private static boolean collectionPackage(String cls) {
    int dot = cls.lastIndexOf('.');
    String pkg = dot < 0 ? "" : cls.substring(0, dot);
    return pkg.equals("java.util") || pkg.equals("java.util.concurrent");
  }

  /**
   * True if the object may be a JDK collection, map, or a view or iterator of one: a class of
   * {@code java.util} or {@code java.util.concurrent} (not their subpackages) whose outer
   * class's name says so.
   */
  private boolean collection(AbstractObject o) {
    return collectionType(outerClass(o.type()))
        && !tc.code().isApplication(tc.code().classType(o.type()));
  }

  /** The top-level class of a binary class name ({@code java.util.HashMap$KeySet}: HashMap). */
  private static String outerClass(String type) {
    int dollar = type.indexOf('$');
    return dollar < 0 ? type : type.substring(0, dollar);
  }

  private static boolean collectionName(String simple) {
    return simple.startsWith("Collections") || simple.startsWith("ImmutableCollections")
        || simple.equals("Arrays") || simple.equals("Hashtable") || simple.equals("Stack")
        || COLLECTION_SUFFIXES.stream().anyMatch(simple::endsWith);
  }

  /**
   * True if reachable code may make a stream with no bound on its elements: see the class
   * comment; a method reference to such a maker counts as a call of it.
   */
  boolean mayMakeInfiniteStreams() {
    if (infiniteStreams == null) {
      infiniteStreams = scanForInfiniteStreams();
    }
    return infiniteStreams;
  }

  /**
   * True if some reachable code may collect a stream into a container it chooses: {@code
   * Collectors.toCollection}, {@code toConcurrentMap}, {@code groupingByConcurrent}, {@code
   * Collector.of}, or the three-argument {@code collect(supplier, accumulator, combiner)}
   * (called or referenced).
   */
  boolean mayCollectIntoAnyContainer() {
    if (anyContainer == null) {
      anyContainer = false;
      for (MethodInstance mi : tc.pts().reachable()) {
        MethodCode body = tc.pts().body(mi);
        for (int i = 0; body != null && i < body.size() && !anyContainer; i++) {
          AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
          MethodSignature sig = inv == null ? null : inv instanceof JDynamicInvokeExpr dyn
              ? MethodReferences.referenced(dyn) : inv.getMethodSignature();
          anyContainer = sig != null && choosesContainer(sig);
        }
      }
    }
    return anyContainer;
  }

  private static boolean choosesContainer(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return cls.equals("java.util.stream.Collectors") && (name.equals("toCollection")
        || name.equals("toConcurrentMap") || name.equals("groupingByConcurrent"))
        || cls.equals("java.util.stream.Collector") && name.equals("of")
        || name.equals("collect") && sig.getParameterCount() == 3
        && CallerRunsFunctions.isStreamType(sig.getDeclClassType());
  }

  private boolean scanForInfiniteStreams() {
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null) {
          continue;
        }
        MethodSignature sig = inv instanceof JDynamicInvokeExpr dyn
            ? MethodReferences.referenced(dyn) : inv.getMethodSignature();
        if (sig != null && makesInfiniteStream(sig)) {
          return true;
        }
        if (!(inv instanceof JDynamicInvokeExpr) && inv instanceof AbstractInstanceInvokeExpr ii
            && (sig.getName().equals("stream") || sig.getName().equals("parallelStream"))
            && tc.pts().callees(mi, i).isEmpty()) {
          List<AbstractObject> objects = tc.pts().pointsTo(mi, i, ii.getBase());
          if (objects.isEmpty() || objects.stream().anyMatch(o -> tc.code().isApplication(
              tc.code().classType(o.type())))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean makesInfiniteStream(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (CallerRunsFunctions.isStreamType(sig.getDeclClassType())
        && (name.equals("iterate") || name.equals("generate"))) {
      return true;
    }
    if (RANDOM_TYPES.contains(cls)
        && (name.equals("ints") || name.equals("longs") || name.equals("doubles"))) {
      return true;
    }
    return cls.equals("java.util.stream.StreamSupport") || cls.equals("java.nio.file.Files")
        && CallerRunsFunctions.isStreamType(sig.getType())
        || name.equals("lines") && !cls.equals("java.lang.String")
        || name.equals("tokens") || name.equals("findAll") && cls.equals("java.util.Scanner");
  }
}

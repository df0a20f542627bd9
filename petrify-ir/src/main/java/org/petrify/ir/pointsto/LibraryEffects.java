package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.rb.Origin;
import org.roaringbitmap.RoaringBitmap;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.core.types.VoidType;

/**
 * What calls into the JDK (and the Kotlin standard library) do to points-to sets. JDK code is
 * never analysed; these summaries cover what the rb translation needs:
 * <ul>
 *   <li>{@code new Thread(..., Runnable r, ...)} stores {@code r} in the thread's
 *       {@code $target} pseudo-field; {@code start()} starts the thread, whose body is its own
 *       application {@code run()} or the {@code run()} of its target; {@code Thread.run()}
 *       called directly runs the target on the calling thread;</li>
 *   <li>{@code Thread.ofVirtual()/ofPlatform()} builders (methods returning a builder return the
 *       receiver), {@code start(r)}/{@code unstarted(r)}, {@code Thread.startVirtualThread(r)},
 *       Kotlin's {@code thread {}} (body {@code invoke()}), and {@code Executor.execute}/
 *       {@code ExecutorService.submit}/{@code ScheduledExecutorService.schedule*} (each task a
 *       new thread) create a library thread
 *       object at the call site;</li>
 *   <li>containers of {@code java.util} and {@code java.util.concurrent} are opaque: each
 *       container object has its own {@code $content}, into which an element argument flows
 *       itself and a collection or array argument its elements ({@link ArgumentRole}), so the
 *       contents of nested containers stay apart; reference results come from {@code
 *       $content}, or are the receiver itself when the result type is a container or iterator
 *       (a view); static factories create a container object;</li>
 *   <li>{@code Thread.currentThread()} returns a library thread object of its call site that
 *       stands for "the thread running this code" ({@link PointsToResult#isCurrentThread});</li>
 *   <li>{@code ReentrantReadWriteLock.readLock()/writeLock()} return a library lock view of
 *       the call site bound to the receiver ({@link PointsToResult#readWriteLocks}), and so
 *       do the views of a {@code StampedLock} ({@link StampedViews});</li>
 *   <li>{@code Lock.newCondition()} returns a library condition object of its call site and
 *       records the receiver as its lock ({@link PointsToResult#conditionLocks});</li>
 *   <li>{@code CompletableFuture} continuations ({@code then*}, {@code handle*},
 *       {@code whenComplete*}, {@code exceptionally*}, {@code *Either*}, {@code *Both*}) start
 *       a library thread of the call site that runs the function argument and is the new
 *       future ({@link PointsToResult#continuation});</li>
 *   <li>{@code getClass()} returns the receiver type's Class object;</li>
 *   <li>{@code java.lang.reflect.Array.newInstance} returns a new array of the call site;</li>
 *   <li>{@code ThreadLocal}: see {@link #threadLocal}; weak, soft and phantom references:
 *       see {@link #reference};</li>
 *   <li>{@code CyclicBarrier.await} calls back {@code run()} of the barrier action (its
 *       constructor argument, in the barrier's contents);</li>
 *   <li>the JDK's thread factories make unstarted threads of the runnable they are given, and
 *       task wrappers ({@code Executors.callable}, {@code FutureTask}) run the task they wrap
 *       ({@link ThreadFactories}).</li>
 * </ul>
 * Anything else has no effect on points-to sets; the translation reports it as a caveat.
 */
final class LibraryEffects {
  private final CodeBase code;
  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private final ContextPolicy contexts;
  private final CallGraph calls;
  private final ThreadModel threads;
  private final Map<CallKey, LinkedHashSet<Integer>> objectsCreatedAt = new LinkedHashMap<>();
  private final ConcurrencyFacts.Builder concurrency = new ConcurrencyFacts.Builder();
  private final ThreadFactories factories;
  private final ScopedValues scopedValues;
  /** The keyed maps' rule ({@link KeyedMaps}); none until {@link #keyed} sets it. */
  private KeyedMaps keyed;
  private final PositionalLists positions;

  LibraryEffects(CodeBase code, ConstraintSolver solver, HeapObjects heap,
      ContextPolicy contexts, CallGraph calls, ThreadModel threads) {
    this.code = code;
    this.solver = solver;
    this.heap = heap;
    this.notOpaque = id -> !ForeignObjects.isOpaqueMarker(heap.get(id));
    this.contexts = contexts;
    this.calls = calls;
    this.threads = threads;
    this.positions = new PositionalLists(solver, heap, calls);
    this.scopedValues = new ScopedValues(solver, (inv, type) -> libraryObject(inv, type, ""),
        (inv, sig) -> functionCallBacks(inv, sig,
            solver.node(new NodeKey.LocalVar(inv.key().caller(),
                "$scoped#" + inv.key().stmtIndex()))));
    this.factories = new ThreadFactories(code, solver, threads, new ThreadFactories.Maker() {
      @Override
      public AbstractObject object(Invocation inv, String type, String tag) {
        return libraryObject(inv, type, tag);
      }

      @Override
      public AbstractObject thread(Invocation inv, int runnable, boolean start) {
        return newThread(inv, runnable, start, null);
      }
    });
  }

  /** The lists whose positions are known through parameters and fields. */
  PositionalLists positions() {
    return positions;
  }

  /** Applies the keyed maps' rule from now on. */
  void keyed(KeyedMaps keyed) {
    this.keyed = keyed;
  }

  /** The concurrency facts collected so far, frozen (see {@link ConcurrencyFacts}). */
  ConcurrencyFacts concurrencyFacts() {
    return concurrency.freeze(solver);
  }

  void apply(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    Shape shape = shapes.computeIfAbsent(sig, this::shape);
    String cls = shape.cls();
    String name = sig.getName();
    positions.watch(inv, sig);
    positions.called(inv, sig, receiver);
    receiverOverrides(inv, sig, receiver);
    elementCalls(inv, sig, cls, name, receiver);
    storedComparator(inv, sig, name, receiver);
    forwardToDelegate(inv, name, receiver);
    if (elementCallBacks.contains(inv)) {
      // an element method run by JDK code on a JDK object (a nested container's hashCode): a
      // query; the container effects below would share the outer call's per-site nodes
      return;
    }
    combinedFunction(inv, sig, receiver);
    logHandlers(inv, cls, name);
    propertyListeners(inv, cls, name, receiver);
    if (factories.apply(inv, sig, receiver)) {
      return;
    }
    if (!shape.modelled()) {
      containerOrCallBack(inv, sig, shape, name, receiver);
    } else if (cls.equals("java.lang.Thread")) {
      thread(inv, sig, name, receiver);
    } else if (cls.startsWith("java.lang.Thread$Builder")) {
      builder(inv, sig, name, receiver);
    } else if (cls.equals("kotlin.concurrent.ThreadsKt")
        && (name.equals("thread") || name.equals("thread$default"))) {
      kotlinThread(inv, name);
    } else if (cls.equals("java.lang.Object") && name.equals("getClass") && receiver != null
        && inv.result() >= 0) {
      solver.addObject(inv.result(), heap.classObject(receiver.type()).id());
    } else if (cls.startsWith("java.util.concurrent.locks.") && name.equals("newCondition")
        && receiver != null && inv.result() >= 0) {
      AbstractObject condition = libraryObject(inv, "java.util.concurrent.locks.Condition", "");
      concurrency.conditionOf(condition.id(), receiver.id());
      solver.addObject(inv.result(), condition.id());
    } else if (cls.equals("java.util.concurrent.locks.ReentrantReadWriteLock")
        && (name.equals("readLock") || name.equals("writeLock")) && receiver != null
        && inv.result() >= 0) {
      AbstractObject view = libraryObject(inv, "java.util.concurrent.locks.ReentrantReadWriteLock$"
          + (name.equals("readLock") ? "ReadLock" : "WriteLock"), "");
      concurrency.viewOf(view.id(), receiver.id());
      solver.addObject(inv.result(), view.id());
    } else if (StampedViews.returnsView(cls, name) && receiver != null && inv.result() >= 0) {
      stampedView(inv, name, receiver);
    } else if (cls.equals("java.lang.Runtime") && name.equals("addShutdownHook")
        && inv.args().size() == 1 && inv.args().get(0) >= 0) {
      // each hook thread is started at its registration (frontend.ShutdownHooks)
      solver.addCall(inv.args().get(0), new Invocation(inv.key(),
          new MethodSignature(code.classType("java.lang.Thread"),
              threads.subSignature("void start()")), false, List.of(), -1, m -> { },
          inv.origin()));
    } else if (JdkForkJoin.forks(sig) || JdkForkJoin.runsInline(sig)) {
      forkJoin(inv, sig, receiver);
    } else if (isExecutor(cls, name)) {
      executor(inv, sig, receiver);
    } else if (cls.equals("java.util.concurrent.CompletableFuture")
        && (name.equals("supplyAsync") || name.equals("runAsync"))) {
      MethodSubSignature body = name.equals("supplyAsync")
          ? threads.subSignature("java.lang.Object get()") : null;
      AbstractObject task = newThread(inv, 0, true, body);
      if (inv.args().size() > 1 && inv.args().get(1) >= 0) {
        concurrency.taskPoolNode(task.id(), inv.args().get(1));
      }
    } else if ((cls.equals("java.util.concurrent.CompletableFuture")
        || cls.equals("java.util.concurrent.CompletionStage")) && receiver != null
        && Continuation.of(name) != null) {
      continuation(inv, sig, Continuation.of(name), receiver);
    } else if (cls.equals("java.util.Objects") && name.equals("requireNonNull")
        && inv.result() >= 0 && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0), inv.result());
    } else if (cls.equals("java.lang.reflect.Array") && name.equals("newInstance")
        && inv.result() >= 0) {
      solver.addObject(inv.result(), libraryObject(inv, "java.lang.Object[]", "#array").id());
    } else if (cls.startsWith("java.lang.ref.") && cls.endsWith("Reference") && receiver != null) {
      reference(inv, name, receiver);
    } else if (cls.equals("java.lang.ThreadLocal") && receiver != null) {
      threadLocal(inv, name, receiver);
    } else if (ScopedValues.isScopedValueClass(cls)) {
      scopedValues.apply(inv, sig, receiver);
    } else if (kind(sig) == CallerRunsFunctions.Kind.STREAM_STAGE
        || kind(sig) == CallerRunsFunctions.Kind.COLLECTOR
        || kind(sig) == CallerRunsFunctions.Kind.INITIAL_VALUE) {
      streamStage(inv, sig, receiver);
    } else if (kind(sig) == CallerRunsFunctions.Kind.STREAM_TERMINAL
        && receiver != null) {
      streamTerminal(inv, sig, receiver);
    } else {
      containerOrCallBack(inv, sig, shape, name, receiver);
    }
  }

  /**
   * True if a library model may give the call's result objects, or the call may return an
   * object the application gave the JDK: a modelled family of {@link #apply} ({@link #shape}),
   * any class of {@code java.util} and its subpackages (containers, functions, streams, tasks,
   * locks, the thread factories of {@link ThreadFactories}), threads and thread-locals, weak
   * references, method handles and Kotlin. The other JDK calls' results have no object
   * ({@link ForeignObjects}).
   */
  boolean modelsResult(MethodSignature sig) {
    Shape shape = shapes.computeIfAbsent(sig, this::shape);
    return modelledFamily(shape) || shape.cls().startsWith("java.util.");
  }

  /**
   * True if the models give the complete result of a call of JDK method {@code sig}: a
   * modelled method (threads, locks, tasks, streams, {@code requireNonNull}, ...), a
   * container's method (its content, views and iterators) or one of the packages whose results
   * the models make ({@code java.lang.Thread*}, {@code java.lang.ref}, {@code
   * java.lang.invoke}, Kotlin's). Other results, among them those of non-container {@code
   * java.util} classes that {@link #modelsResult} trusts for dispatch, may hold a JDK object no
   * set shows ({@link ForeignObjects}, the opaque marker).
   */
  boolean resultComplete(MethodSignature sig) {
    Shape shape = shapes.computeIfAbsent(sig, this::shape);
    // Enum.valueOf: an application enum's constants (ConstraintGenerator.enumValueOf)
    return modelledFamily(shape)
        || shape.cls().equals("java.lang.Enum") && sig.getName().equals("valueOf");
  }

  /**
   * A modelled method, a container's, or one of the families whose results the models make:
   * threads and thread-locals, weak references, method handles, Kotlin.
   */
  private static boolean modelledFamily(Shape shape) {
    String cls = shape.cls();
    return shape.modelled() || shape.container() || cls.startsWith("java.lang.Thread")
        || cls.startsWith("java.lang.ref.") || cls.startsWith("java.lang.invoke.")
        || cls.startsWith("kotlin.");
  }

  /**
   * What {@link #apply} does to a call none of whose modelled methods (threads, locks, tasks,
   * streams, ...) applies: a container's effects, and the call-backs of a synchronized receiver.
   */
  private void containerOrCallBack(Invocation inv, MethodSignature sig, Shape shape, String name,
      AbstractObject receiver) {
    String cls = shape.cls();
    String key = keyed == null || receiver == null || inv.key() == null ? null
        : keyed.key(inv, sig, receiver, calls.body(inv.key().caller()));
    if (key != null) {
      keyedCall(inv, sig, receiver, key);
    } else if (shape.container()) {
      argumentReads(inv, sig);
      AbstractObject made = container(inv, sig, receiver);
      if (made != null && cls.equals("java.util.Collections") && name.startsWith("synchronized")) {
        concurrency.synchronizedCollection(made.id());
      }
      if (receiver != null && isSynchronized(receiver)) {
        callBack(inv, sig, name, receiver);
      } else if (receiver != null && cls.equals("java.util.concurrent.CyclicBarrier")
          && name.equals("await")) {
        // the barrier action (a constructor argument, so in $content) runs in the tripping await
        callFunction(inv, solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT),
            FUNCTIONAL_METHODS.get("java.lang.Runnable"), -1);
      } else if (receiver != null && (PointsToResult.isBinLockedCall(receiver.type(), name)
          || kind(sig) == CallerRunsFunctions.Kind.IMMEDIATE)) {
        functionCallBacks(inv, sig, receiver);
      } else if (receiver == null && kind(sig) == CallerRunsFunctions.Kind.IMMEDIATE
          && inv.key() != null) {
        functionCallBacks(inv, sig, staticElements(inv, sig));
      }
    } else if (receiver != null && isSynchronized(receiver)) {
      callBack(inv, sig, name, receiver);
    } else if (receiver != null && kind(sig) == CallerRunsFunctions.Kind.IMMEDIATE) {
      functionCallBacks(inv, sig, receiver); // AtomicInteger.updateAndGet(f), ...
    }
  }

  /**
   * A {@code computeIfAbsent}, {@code putIfAbsent} or {@code get} under known key {@code key} of
   * a keyed map ({@link KeyedMaps}): the arguments go into the contents as on any map, a
   * {@code putIfAbsent}'s value and the function's results into the key's node too (the
   * function runs in the key's own context), the result is the key's node, and the key's node
   * flows into the contents, which reads with other keys return.
   */
  private void keyedCall(Invocation inv, MethodSignature sig, AbstractObject map, String key) {
    argumentReads(inv, sig);
    int content = solver.fieldNode(map.id(), PointsToAnalysis.CONTENT);
    storeArguments(inv, sig, content, true);
    int slot = solver.fieldNode(map.id(), KeyedMaps.field(key));
    solver.addEdge(slot, content);
    int value = inv.args().size() == 2 ? inv.args().get(1) : -1;
    if (value >= 0 && sig.getName().equals("putIfAbsent")) {
      solver.addEdge(value, slot);
    } else if (value >= 0 && sig.getName().equals("computeIfAbsent")) {
      String[] sam = FUNCTIONAL_METHODS.get(sig.getParameterType(1).toString());
      if (sam != null) {
        callFunction(inv, value, sam, content, slot, KeyedMaps.element(map, key));
      }
    }
    if (inv.result() >= 0) {
      solver.addEdge(slot, inv.result());
    }
  }

  /**
   * A called JDK method's class name, whether it is a container's ({@link #isContainer}), and
   * whether a branch of {@link #apply} before the container one may apply to it: the
   * disjunction of those branches' conditions on the signature alone. When it is false, every
   * such branch fails on its signature whatever the receiver and arguments, so {@link #apply}
   * goes to {@link #containerOrCallBack} at once. Computed once per signature ({@link
   * #shapes}): the string tests ran per call and receiver object, a large part of the
   * analysis on a big library. A branch added to {@link #apply} must add its signature
   * condition here.
   */
  private record Shape(String cls, boolean modelled, boolean container) {}

  private final Map<MethodSignature, Shape> shapes = new HashMap<>();

  private Shape shape(MethodSignature sig) {
    String cls = code.name(sig.getDeclClassType());
    String name = sig.getName();
    CallerRunsFunctions.Kind kind = kind(sig);
    boolean future = cls.equals("java.util.concurrent.CompletableFuture");
    boolean modelled = cls.equals("java.lang.Thread")
        || cls.startsWith("java.lang.Thread$Builder")
        || cls.equals("kotlin.concurrent.ThreadsKt")
        && (name.equals("thread") || name.equals("thread$default"))
        || cls.equals("java.lang.Object") && name.equals("getClass")
        || cls.startsWith("java.util.concurrent.locks.") && name.equals("newCondition")
        || cls.equals("java.util.concurrent.locks.ReentrantReadWriteLock")
        && (name.equals("readLock") || name.equals("writeLock"))
        || StampedViews.returnsView(cls, name)
        || cls.equals("java.lang.Runtime") && name.equals("addShutdownHook")
        || JdkForkJoin.forks(sig) || JdkForkJoin.runsInline(sig)
        || isExecutor(cls, name)
        || future && (name.equals("supplyAsync") || name.equals("runAsync"))
        || (future || cls.equals("java.util.concurrent.CompletionStage"))
        && Continuation.of(name) != null
        || cls.equals("java.util.Objects") && name.equals("requireNonNull")
        || cls.equals("java.lang.reflect.Array") && name.equals("newInstance")
        || cls.startsWith("java.lang.ref.") && cls.endsWith("Reference")
        || cls.equals("java.lang.ThreadLocal")
        || ScopedValues.isScopedValueClass(cls)
        || kind == CallerRunsFunctions.Kind.STREAM_STAGE
        || kind == CallerRunsFunctions.Kind.COLLECTOR
        || kind == CallerRunsFunctions.Kind.INITIAL_VALUE
        || kind == CallerRunsFunctions.Kind.STREAM_TERMINAL;
    return new Shape(cls, modelled, isContainer(cls));
  }

  private void thread(Invocation inv, MethodSignature sig, String name, AbstractObject receiver) {
    if (name.equals("<init>") && receiver != null) {
      for (int i = 0; i < sig.getParameterCount() && i < inv.args().size(); i++) {
        if (sig.getParameterType(i).toString().equals("java.lang.Runnable")
            && inv.args().get(i) >= 0) {
          solver.addEdge(inv.args().get(i), solver.fieldNode(receiver.id(), PointsToAnalysis.TARGET));
        }
      }
    } else if (name.equals("start") && receiver != null && sig.getParameterCount() == 0) {
      threads.start(receiver, inv.key());
      uncaughtHandlers(inv, receiver);
    } else if (name.equals("setUncaughtExceptionHandler") && receiver != null
        && inv.args().size() == 1 && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0),
          solver.fieldNode(receiver.id(), PointsToAnalysis.UNCAUGHT_HANDLER));
    } else if (name.equals("setDefaultUncaughtExceptionHandler") && inv.args().size() == 1
        && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0), defaultHandlers());
    } else if (name.equals("run") && receiver != null) {
      threads.runTarget(receiver, sig.getSubSignature(), inv);
    } else if ((name.equals("ofVirtual") || name.equals("ofPlatform")) && inv.result() >= 0) {
      solver.addObject(inv.result(),
          libraryObject(inv, "java.lang.Thread$Builder", "").id());
    } else if (name.equals("startVirtualThread")) {
      newThread(inv, 0, true, null);
    } else if (name.equals("currentThread") && inv.result() >= 0) {
      AbstractObject current = libraryObject(inv, "java.lang.Thread", "#current");
      concurrency.currentThread(current.id());
      solver.addObject(inv.result(), current.id());
    }
  }

  /**
   * The handlers a thread started at {@code inv} may run when it dies by an exception ({@link
   * ThreadModel#runHandlers}): its arguments are the thread object and a library {@code
   * Throwable} of the start call, which stands for whatever exception ends the thread (the
   * translation judges application exception classes whose methods a handler might run).
   */
  private void uncaughtHandlers(Invocation inv, AbstractObject thread) {
    int self = solver.fieldNode(thread.id(), PointsToAnalysis.SELF);
    solver.addObject(self, thread.id());
    int thrown = solver.fieldNode(thread.id(), PointsToAnalysis.UNCAUGHT_HANDLER + "$thrown");
    solver.addObject(thrown, libraryObject(inv, "java.lang.Throwable", "#uncaught").id());
    threads.runHandlers(thread, inv.key(), self, thrown, defaultHandlers());
  }

  /** The node of {@link PointsToAnalysis#DEFAULT_UNCAUGHT_HANDLER}. */
  private int defaultHandlers() {
    return solver.node(new NodeKey.StaticField(PointsToAnalysis.DEFAULT_UNCAUGHT_HANDLER));
  }

  /**
   * A thread-local variable: {@code set} stores into its {@code $content} (the values of all
   * threads together), {@code get} returns that and runs the initial value's code in the caller:
   * the supplier that {@code withInitial} stored in {@code $functions} ({@link #streamStage}),
   * and {@code initialValue()} dispatched on the receiver, which reaches an application
   * subclass's override (the JDK's own returns null and does nothing). Initial values go to
   * {@code $initial}, which every later {@code get} returns too (in Java the first call's value
   * is kept), and which {@link ThreadEscape} does not follow: each is the calling thread's
   * own, reachable from no other thread through the variable (what it is reachable from
   * besides, e.g. a static field the supplier also returns, the supplier's own code shows).
   * Values of an {@code InheritableThreadLocal}, which a child thread starts with, go to
   * {@code $content}.
   */
  private void threadLocal(Invocation inv, String name, AbstractObject receiver) {
    int content = solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT);
    if (name.equals("set") && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0), content);
    } else if (name.equals("get")) {
      int initial = valuesPassToChildren(receiver) ? content
          : solver.fieldNode(receiver.id(), PointsToAnalysis.INITIAL_VALUES);
      callFunction(inv, solver.fieldNode(receiver.id(), PointsToAnalysis.FUNCTIONS),
          FUNCTIONAL_METHODS.get("java.util.function.Supplier"), initial);
      int self = solver.fieldNode(receiver.id(), PointsToAnalysis.SELF);
      solver.addObject(self, receiver.id());
      callFunction(inv, self, INITIAL_VALUE, initial);
      if (inv.result() >= 0) {
        solver.addEdge(content, inv.result());
        solver.addEdge(initial, inv.result());
      }
    }
  }

  /**
   * A JDK method inherited by an application class runs on an application object: it may call
   * any method of the receiver that overrides (implements) a JDK method, e.g.
   * {@code AbstractList.contains} calls {@code get}, {@code HashMap.put} calls
   * {@code removeEldestEntry} of a {@code LinkedHashMap} subclass,
   * {@code ThreadPoolExecutor}'s workers call {@code afterExecute}. Each such override is a
   * call-back of the call, with unknown arguments: those the JDK method's code may call on it
   * ({@link CodeBase#overridesCalledBy}). Left out: constructors (taken to call no overridable
   * method: {@code Throwable}'s, which calls {@code fillInStackTrace()}, is the known
   * exception), {@code Object}'s own methods other than {@code toString} (they call no method
   * of their receiver), {@code Enum} and {@code Record} (final or generated), and the receivers
   * the thread model and {@link #threadLocal} own (threads, timer tasks, thread-local
   * variables). Also left out: a receiver object whose class is surely no subtype of the
   * called method's class ({@link CodeBase#surelyNotSubtype}): the points-to set of a receiver
   * may hold such objects (casts do not filter it, and an identity helper such as
   * {@code checkNotNull} whose contexts are merged returns every object passed to it), but the
   * JVM runs an instance method only on an instance of its class (the verifier checks it for
   * {@code invokevirtual}, {@code invokeinterface} throws otherwise), so that object never
   * reaches the JDK method's code. Runs on every library call: the cached
   * {@link CodeBase#libraryOverrides} of the receiver's class, empty for most, is asked first.
   */
  /** Per receiver class: has overrides JDK code may call and is no thread, timer task or thread-local. */
  private final Map<ClassType, Boolean> overridable = new HashMap<>();

  private void receiverOverrides(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    String cls = code.name(sig.getDeclClassType());
    String name = sig.getName();
    if (receiver == null || receiver.kind() != AbstractObject.Kind.ALLOCATION
        || name.equals("<init>") || cls.equals("java.lang.Object") && !name.equals("toString")
        || cls.equals("java.lang.Enum") || cls.equals("java.lang.Record")
        || receiver.type().endsWith("]")) {
      return;
    }
    ClassType type = code.classType(receiver.type());
    if (!overridable.computeIfAbsent(type, t -> !code.libraryOverrides(t).isEmpty()
        && !code.isSubtype(t, code.classType("java.lang.Thread"))
        && !code.isSubtype(t, code.classType("java.util.TimerTask"))
        && !code.isSubtype(t, code.classType("java.lang.ThreadLocal")))) {
      return;
    }
    if (code.surelyNotSubtype(type, sig.getDeclClassType())) {
      return; // the JVM runs the method only on instances of its class: not this receiver
    }
    List<MethodSignature> overrides = code.overridesCalledBy(type, sig);
    if (overrides.isEmpty()) {
      return;
    }
    int self = solver.fieldNode(receiver.id(), PointsToAnalysis.SELF);
    solver.addObject(self, receiver.id());
    Map<MethodSignature, Invocation> perOverride =
        overrideCallsOf.computeIfAbsent(inv, k -> new HashMap<>());
    for (MethodSignature m : overrides) {
      Invocation callBack = perOverride.computeIfAbsent(m, k -> overrideCalls.computeIfAbsent(
          java.util.Arrays.asList(inv.key(), inv.origin(), m),
          k2 -> new Invocation(inv.key(), m, false,
              java.util.Collections.nCopies(m.getParameterCount(), -1), -1,
              target -> concurrency.callback(inv.key(), target), inv.origin())));
      if (overrideSelves.computeIfAbsent(callBack, k -> new RoaringBitmap()).checkedAdd(self)) {
        solver.addCall(self, callBack);
      }
    }
  }

  /**
   * Per library invocation (by identity), its call-back invocation per override: the value
   * {@link #overrideCalls} has for the invocation's site, origin and the override, found
   * without hashing them again (a library call is applied once per receiver object, and the
   * site's key hashes its method instance and context).
   */
  private final Map<Invocation, Map<MethodSignature, Invocation>> overrideCallsOf =
      new java.util.IdentityHashMap<>();

  /**
   * Per call-back invocation of {@link #overrideCalls} (by identity), the {@code $self} nodes
   * it is registered on. That invocation stands for its (site, origin, override) one to one, so
   * a node is new here exactly when (site, origin, node, override) is new: each pair is
   * registered once, as when the four were hashed together.
   */
  private final Map<Invocation, RoaringBitmap> overrideSelves = new java.util.IdentityHashMap<>();

  /**
   * Per (call site, origin, override), the one call-back invocation of {@link
   * #receiverOverrides} that the {@code $self} node of every receiver object gets. It depends
   * on those three only (no argument or result nodes, the site's call-back recorder), and a
   * second receiver object dispatched with the same invocation skips only wiring steps that
   * {@code CallDispatcher.wired} shows idempotent for it (opaque parameters and receiver, the
   * same call-back target). One invocation per receiver object was most of the invocations on
   * a big library (a million on jackson, each with its argument list and recorder).
   */
  private final Map<List<Object>, Invocation> overrideCalls = new HashMap<>();

  /**
   * A weak, soft or phantom reference holds its referent in {@code $content}: the constructor
   * stores it, {@code get} returns it (or null, once the collector cleared it).
   */
  private void reference(Invocation inv, String name, AbstractObject receiver) {
    int content = solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT);
    if (name.equals("<init>") && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0), content);
    } else if (name.equals("get") && inv.result() >= 0) {
      solver.addEdge(content, inv.result());
    }
  }

  /**
   * True if {@code threadLocal}'s values pass to the threads its holder creates (an {@code
   * InheritableThreadLocal}, or an object of unknown class): a child starts with its parent's
   * value, so a thread's value is not its own.
   */
  private boolean valuesPassToChildren(AbstractObject threadLocal) {
    if (threadLocal.type().endsWith("]")) {
      return true;
    }
    ClassType type = code.classType(threadLocal.type());
    return !code.isSubtype(type, code.classType("java.lang.ThreadLocal"))
        || code.isSubtype(type, code.classType("java.lang.InheritableThreadLocal"));
  }

  /** {@code ThreadLocal.initialValue()}, which {@code get()} calls on the variable. */
  private static final String[] INITIAL_VALUE = {"java.lang.ThreadLocal",
      "java.lang.Object initialValue()"};

  private void builder(Invocation inv, MethodSignature sig, String name, AbstractObject receiver) {
    if ((name.equals("start") || name.equals("unstarted")) && sig.getParameterCount() == 1) {
      newThread(inv, 0, name.equals("start"), null);
    } else if (inv.result() >= 0 && receiver != null
        && sig.getType().toString().startsWith("java.lang.Thread$Builder")) {
      solver.addObject(inv.result(), receiver.id());
    }
  }

  private void kotlinThread(Invocation inv, String name) {
    List<? extends Value> values = inv.argValues();
    boolean start = true;
    if (name.equals("thread$default") && values.size() > 6
        && values.get(6) instanceof IntConstant mask) {
      if ((mask.getValue() & 1) == 0 && values.get(0) instanceof IntConstant s) {
        start = s.getValue() != 0;
      }
    } else if (name.equals("thread") && !values.isEmpty() && values.get(0) instanceof IntConstant s) {
      start = s.getValue() != 0;
    }
    MethodSubSignature invoke = threads.subSignature("java.lang.Object invoke()");
    newThread(inv, 5, start, invoke);
  }

  private static boolean isExecutor(String cls, String name) {
    return JdkExecutors.submits(cls, name);
  }

  /**
   * A task submitted to an executor is a library thread object of the call site whose pool is
   * the receiver ({@link PointsToResult#taskPools}); {@code submit} returns it as the Future.
   * {@code invokeAll}/{@code invokeAny} start one such thread whose targets are the callables
   * in the collection ({@link PointsToResult#isTaskBatch}); {@code invokeAll} returns a new list
   * whose contents are that thread, standing for each of the futures (all done when the call
   * returns: a {@code get} of one joins tasks already joined). The {@code schedule*} methods of a
   * {@code ScheduledExecutorService} are {@code submit}s (the delay is scheduling; a periodic
   * task runs once, which the translation reports).
   */
  private void executor(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    if (sig.getParameterCount() == 0) {
      return;
    }
    MethodSubSignature call = threads.subSignature("java.lang.Object call()");
    AbstractObject task;
    if (sig.getName().startsWith("invoke")) {
      task = libraryObject(inv, "java.lang.Thread", "#thread");
      threads.setBody(task, call);
      concurrency.taskBatch(task.id());
      if (!inv.args().isEmpty() && inv.args().get(0) >= 0) {
        solver.addLoad(inv.args().get(0), PointsToAnalysis.CONTENT,
            solver.fieldNode(task.id(), PointsToAnalysis.TARGET));
      }
      threads.start(task, inv.key());
      if (sig.getName().equals("invokeAll") && inv.result() >= 0) {
        AbstractObject futures = libraryObject(inv, "java.util.List", "#futures");
        solver.addObject(inv.result(), futures.id());
        solver.addObject(solver.fieldNode(futures.id(), PointsToAnalysis.CONTENT), task.id());
      }
    } else {
      boolean callable = sig.getParameterType(0).toString().equals(
          "java.util.concurrent.Callable");
      task = newThread(inv, 0, true, callable ? call : null);
    }
    if (receiver != null) {
      concurrency.taskPool(task.id(), receiver.id());
    }
  }

  /**
   * A fork/join call ({@link JdkForkJoin}): the tasks are the receiver ({@code fork}, {@code
   * join}, ...) or the arguments (the pool's methods, {@code invokeAll}). A call that hands
   * them to the pool starts the library thread object of the call site (one per argument of
   * {@code invokeAll}) that stands for the worker stealing them (type {@link JdkForkJoin#WORKER}, run target the tasks, body either
   * {@code compute()}); {@code fork} and {@code submit} return the task. A call that may run
   * them in the caller records their {@code compute()} as call-backs of the call site.
   */
  private void forkJoin(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    String name = sig.getName();
    List<Integer> tasks = new java.util.ArrayList<>();
    if (name.equals("invokeAll") && sig.getParameterCount() == 1) {
      List<Integer> elements = invokeAllElements(inv, sig);
      if (elements == null) {
        return; // elements not known one by one: the translation's caveat stays
      }
      tasks.addAll(elements);
    } else if (sig.getDeclClassType().getFullyQualifiedName().equals(JdkForkJoin.POOL)
        || name.equals("invokeAll")) {
      for (int k = 0; k < inv.args().size() && k < sig.getParameterCount(); k++) {
        if (inv.args().get(k) >= 0) {
          tasks.add(inv.args().get(k));
        }
      }
    } else if (receiver != null) {
      int self = solver.fieldNode(receiver.id(), PointsToAnalysis.SELF);
      solver.addObject(self, receiver.id());
      tasks.add(self);
    }
    if (JdkForkJoin.forks(sig)) {
      for (int k = 0; k < tasks.size(); k++) {
        int t = tasks.get(k);
        AbstractObject worker = libraryObject(inv, JdkForkJoin.WORKER,
            name.equals("invokeAll") ? "#fork" + k : "#fork");
        threads.setBody(worker, threads.subSignature(JdkForkJoin.COMPUTE[0]));
        threads.addBody(worker, threads.subSignature(JdkForkJoin.COMPUTE[1]));
        solver.addEdge(t, solver.fieldNode(worker.id(), PointsToAnalysis.TARGET));
        if ((name.equals("fork") || name.equals("submit")) && inv.result() >= 0) {
          solver.addEdge(t, inv.result());
        }
        threads.start(worker, inv.key());
      }
    }
    if (JdkForkJoin.runsInline(sig)) {
      for (int t : tasks) {
        for (String compute : JdkForkJoin.COMPUTE) {
          callBackOnce(inv, t, threads.signature(JdkForkJoin.TASK, compute), List.of());
        }
      }
    }
  }

  /**
   * The tasks of {@code invokeAll(T...)} or {@code invokeAll(Collection)}, one node per element
   * in order, when the elements are known one by one; else null. Known: an array whose length
   * is a constant (its single reaching definition is a sized {@code newarray}, as for varargs),
   * element {@code k} being what the array's index field {@code [k]} or its unknown-index field
   * holds (every store into the array goes to one of them, library writes to the latter); a
   * collection made by {@code List.of(e0, ..., en)} in the same method (immutable: its elements
   * are those arguments), or by {@code List.of(E...)} of such an array. Anything else (a list
   * filled by {@code add}, {@code Arrays.asList}, whose {@code set} writes elements the model
   * keeps elsewhere) is not known.
   */
  private List<Integer> invokeAllElements(Invocation inv, MethodSignature sig) {
    MethodInstance mi = inv.key().caller();
    int at = inv.key().stmtIndex();
    if (inv.argValues().isEmpty() || !(inv.argValues().get(0) instanceof Local l)
        || inv.args().get(0) < 0) {
      return null;
    }
    MethodCode body = calls.body(mi);
    if (sig.getParameterType(0) instanceof sootup.core.types.ArrayType) {
      return arrayElements(mi, at, inv.args().get(0), body.arrayLength(at, l));
    }
    Integer def = body.reachingDef(at, l);
    for (int hops = 0; def != null && hops < 4
        && body.stmt(def) instanceof sootup.core.jimple.common.stmt.JAssignStmt c
        && c.getRightOp() instanceof sootup.core.jimple.common.expr.JCastExpr cast
        && cast.getOp() instanceof Local from; hops++) {
      def = body.reachingDef(def, from);
    }
    if (def == null || !(body.stmt(def) instanceof sootup.core.jimple.common.stmt.JAssignStmt a)
        || !(a.getRightOp() instanceof sootup.core.jimple.common.expr.JStaticInvokeExpr e)
        || !e.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.List") || !e.getMethodSignature().getName().equals("of")) {
      return null;
    }
    List<Integer> out = new java.util.ArrayList<>();
    List<sootup.core.types.Type> params = e.getMethodSignature().getParameterTypes();
    if (params.size() == 1 && params.get(0) instanceof sootup.core.types.ArrayType) {
      if (!(e.getArg(0) instanceof Local array)) {
        return null;
      }
      int node = solver.node(new NodeKey.LocalVar(mi, body.localKey(def, array)));
      return arrayElements(mi, at, node, body.arrayLength(def, array));
    }
    for (Value v : e.getArgs()) {
      if (!(v instanceof Local element)) {
        return null; // null constant: invokeAll throws before forking it
      }
      out.add(solver.node(new NodeKey.LocalVar(mi, body.localKey(def, element))));
    }
    return out;
  }

  /** One node per element of an array node of known length {@code n} (null if unknown). */
  private List<Integer> arrayElements(MethodInstance mi, int at, int array, Integer n) {
    if (n == null || n < 0 || n > 64) {
      return null;
    }
    List<Integer> out = new java.util.ArrayList<>();
    for (int k = 0; k < n; k++) {
      int element = solver.node(new NodeKey.LocalVar(mi, "$invokeAll" + at + "[" + k + "]"));
      solver.addLoad(array, "[" + k + "]", element);
      solver.addLoad(array, PointsToAnalysis.UNKNOWN_INDEX, element);
      out.add(element);
    }
    return out;
  }

  /**
   * A continuation ({@code thenApply}, {@code thenCombineAsync}, ...) is a library thread of
   * the call site, started there, whose body is the function argument's method; it records
   * the receiver (and the other stage of two-stage methods) as its sources and, for
   * {@code *Async} with an executor, that executor as its pool. The call returns it as the new
   * future. The translation makes the thread wait for its sources first
   * ({@link PointsToResult#continuation}).
   */
  private void continuation(Invocation inv, MethodSignature sig, Continuation how,
      AbstractObject receiver) {
    int function = how.twoStages() ? 1 : 0;
    if (sig.getParameterCount() <= function) {
      return;
    }
    MethodSubSignature body = switch (sig.getParameterType(function).toString()) {
      case "java.util.function.Function" ->
          threads.subSignature("java.lang.Object apply(java.lang.Object)");
      case "java.util.function.BiFunction" ->
          threads.subSignature("java.lang.Object apply(java.lang.Object,java.lang.Object)");
      case "java.util.function.Consumer" -> threads.subSignature("void accept(java.lang.Object)");
      case "java.util.function.BiConsumer" ->
          threads.subSignature("void accept(java.lang.Object,java.lang.Object)");
      default -> null;
    };
    AbstractObject task = newThread(inv, function, true, body);
    concurrency.continuation(task.id(), how, receiver.id());
    if (how.twoStages() && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      concurrency.continuationSourceNode(task.id(), inv.args().get(0));
    }
    int executor = function + 1;
    if (how.async() && inv.args().size() > executor && inv.args().get(executor) >= 0) {
      concurrency.taskPoolNode(task.id(), inv.args().get(executor));
    }
  }

  /** A library-created thread whose target is argument {@code runnable}. */
  private AbstractObject newThread(Invocation inv, int runnable, boolean start,
      MethodSubSignature body) {
    AbstractObject t = libraryObject(inv, "java.lang.Thread", "#thread");
    if (body != null) {
      threads.setBody(t, body);
    }
    if (runnable < inv.args().size() && inv.args().get(runnable) >= 0) {
      solver.addEdge(inv.args().get(runnable), solver.fieldNode(t.id(), PointsToAnalysis.TARGET));
    }
    if (inv.result() >= 0) {
      solver.addObject(inv.result(), t.id());
    }
    if (start) {
      threads.start(t, inv.key());
    }
    return t;
  }

  /** An object created by a modelled library call at a call site (one per site and tag). */
  /**
   * A view of a {@code StampedLock} ({@link StampedViews}): a library object of the call site
   * bound to the stamped locks the receiver stands for (the receiver itself, or the locks of
   * the {@code asReadWriteLock()} view it is).
   */
  private void stampedView(Invocation inv, String name, AbstractObject receiver) {
    // tagged: the same call site may also make the view of a ReentrantReadWriteLock
    AbstractObject view = libraryObject(inv, StampedViews.viewType(name), "#stamped");
    for (int lock : receiver.type().equals(StampedViews.STAMPED)
        ? Set.of(receiver.id()) : concurrency.viewOwners(receiver.id())) {
      concurrency.viewOf(view.id(), lock);
    }
    solver.addObject(inv.result(), view.id());
  }

  private AbstractObject libraryObject(Invocation inv, String type, String tag) {
    MethodInstance caller = inv.key().caller();
    AbstractObject o = heap.object("lib:" + caller.method().getSignature() + "#"
        + inv.key().stmtIndex() + tag, contexts.heapContext(caller), AbstractObject.Kind.LIBRARY,
        type, type + "@" + Origins.shortPlace(inv.origin()), inv.origin(), null);
    heap.allocated(o, caller, calls.isInLoop(caller, inv.key().stmtIndex()));
    objectsCreatedAt.computeIfAbsent(inv.key(), k -> new LinkedHashSet<>()).add(o.id());
    return o;
  }

  /** The library objects each call statement creates (a deep copy). */
  Map<CallKey, Set<Integer>> objectsCreatedAt() {
    Map<CallKey, Set<Integer>> out = new LinkedHashMap<>();
    objectsCreatedAt.forEach((k, v) -> out.put(k, PointsToResult.orderedCopy(v)));
    return java.util.Collections.unmodifiableMap(out);
  }

  static boolean isContainer(String cls) {
    int dot = cls.lastIndexOf('.');
    String pkg = dot < 0 ? "" : cls.substring(0, dot);
    return pkg.equals("java.util") || pkg.equals("java.util.concurrent")
        || cls.equals("java.lang.Iterable") || ATOMIC_HOLDERS.contains(cls);
  }

  /**
   * The atomic holders of references: what {@code set}, {@code compareAndSet},
   * {@code getAndSet}, ... store, {@code get} returns, like a container's element (so a call on
   * the value read back dispatches to the objects stored; before, it dispatched to nothing).
   */
  private static final java.util.Set<String> ATOMIC_HOLDERS = java.util.Set.of(
      "java.util.concurrent.atomic.AtomicReference",
      "java.util.concurrent.atomic.AtomicReferenceArray",
      "java.util.concurrent.atomic.AtomicMarkableReference",
      "java.util.concurrent.atomic.AtomicStampedReference");

  /** The field of a delegating view that holds the container it wraps. */
  static final String DELEGATE = "$delegate";

  /** Synchronized JDK classes: their methods lock the object. */
  static final java.util.Set<String> SYNCHRONIZED_TYPES = java.util.Set.of("java.util.Vector",
      "java.util.Stack", "java.util.Hashtable", "java.util.Properties", "java.lang.StringBuffer");

  private boolean isSynchronized(AbstractObject o) {
    return SYNCHRONIZED_TYPES.contains(o.type()) || concurrency.isSynchronizedCollection(o.id());
  }

  /**
   * The functional interfaces that methods of synchronized collections take and call under
   * their lock ({@code computeIfAbsent}, {@code compute}, {@code merge}, {@code forEach},
   * {@code removeIf}, {@code replaceAll}, {@code sort}): parameter type → {declaring
   * interface, sub-signature of its abstract method}.
   */
  private static final Map<String, String[]> FUNCTIONAL_METHODS = Map.ofEntries(
      Map.entry("java.util.Comparator", new String[] {"java.util.Comparator",
          "int compare(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.Function", new String[] {"java.util.function.Function",
          "java.lang.Object apply(java.lang.Object)"}),
      Map.entry("java.util.function.UnaryOperator", new String[] {"java.util.function.Function",
          "java.lang.Object apply(java.lang.Object)"}),
      Map.entry("java.util.function.BiFunction", new String[] {"java.util.function.BiFunction",
          "java.lang.Object apply(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.BinaryOperator", new String[] {"java.util.function.BiFunction",
          "java.lang.Object apply(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.Consumer", new String[] {"java.util.function.Consumer",
          "void accept(java.lang.Object)"}),
      Map.entry("java.util.function.BiConsumer", new String[] {"java.util.function.BiConsumer",
          "void accept(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.Predicate", new String[] {"java.util.function.Predicate",
          "boolean test(java.lang.Object)"}),
      Map.entry("java.util.function.Supplier", new String[] {"java.util.function.Supplier",
          "java.lang.Object get()"}),
      Map.entry("java.lang.Runnable", new String[] {"java.lang.Runnable", "void run()"}),
      Map.entry("java.lang.ScopedValue$CallableOp", new String[] {
          "java.lang.ScopedValue$CallableOp", "java.lang.Object call()"}),
      Map.entry("java.util.function.BiPredicate", new String[] {"java.util.function.BiPredicate",
          "boolean test(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.ToIntFunction", new String[] {"java.util.function.ToIntFunction",
          "int applyAsInt(java.lang.Object)"}),
      Map.entry("java.util.function.ToLongFunction", new String[] {"java.util.function.ToLongFunction",
          "long applyAsLong(java.lang.Object)"}),
      Map.entry("java.util.function.ToDoubleFunction", new String[] {
          "java.util.function.ToDoubleFunction", "double applyAsDouble(java.lang.Object)"}),
      Map.entry("java.util.function.IntPredicate", new String[] {"java.util.function.IntPredicate",
          "boolean test(int)"}),
      Map.entry("java.util.function.IntFunction", new String[] {"java.util.function.IntFunction",
          "java.lang.Object apply(int)"}),
      Map.entry("java.util.function.IntUnaryOperator", new String[] {
          "java.util.function.IntUnaryOperator", "int applyAsInt(int)"}),
      Map.entry("java.util.function.IntBinaryOperator", new String[] {
          "java.util.function.IntBinaryOperator", "int applyAsInt(int,int)"}),
      Map.entry("java.util.function.IntConsumer", new String[] {"java.util.function.IntConsumer",
          "void accept(int)"}),
      Map.entry("java.util.function.ObjIntConsumer", new String[] {"java.util.function.ObjIntConsumer",
          "void accept(java.lang.Object,int)"}),
      Map.entry("java.util.function.LongPredicate", new String[] {"java.util.function.LongPredicate",
          "boolean test(long)"}),
      Map.entry("java.util.function.LongUnaryOperator", new String[] {
          "java.util.function.LongUnaryOperator", "long applyAsLong(long)"}),
      Map.entry("java.util.function.LongBinaryOperator", new String[] {
          "java.util.function.LongBinaryOperator", "long applyAsLong(long,long)"}),
      Map.entry("java.util.function.LongConsumer", new String[] {"java.util.function.LongConsumer",
          "void accept(long)"}),
      Map.entry("java.util.function.LongFunction", new String[] {"java.util.function.LongFunction",
          "java.lang.Object apply(long)"}),
      Map.entry("java.util.function.DoublePredicate", new String[] {"java.util.function.DoublePredicate",
          "boolean test(double)"}),
      Map.entry("java.util.function.DoubleUnaryOperator", new String[] {
          "java.util.function.DoubleUnaryOperator", "double applyAsDouble(double)"}),
      Map.entry("java.util.function.DoubleBinaryOperator", new String[] {
          "java.util.function.DoubleBinaryOperator", "double applyAsDouble(double,double)"}),
      Map.entry("java.util.function.DoubleConsumer", new String[] {"java.util.function.DoubleConsumer",
          "void accept(double)"}),
      Map.entry("java.util.function.DoubleFunction", new String[] {"java.util.function.DoubleFunction",
          "java.lang.Object apply(double)"}),
      Map.entry("java.util.function.ToLongBiFunction", new String[] {
          "java.util.function.ToLongBiFunction", "long applyAsLong(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.ToIntBiFunction", new String[] {
          "java.util.function.ToIntBiFunction", "int applyAsInt(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.ToDoubleBiFunction", new String[] {
          "java.util.function.ToDoubleBiFunction",
          "double applyAsDouble(java.lang.Object,java.lang.Object)"}),
      Map.entry("java.util.function.IntToLongFunction", new String[] {
          "java.util.function.IntToLongFunction", "long applyAsLong(int)"}),
      Map.entry("java.util.function.IntToDoubleFunction", new String[] {
          "java.util.function.IntToDoubleFunction", "double applyAsDouble(int)"}));

  /**
   * The values of {@link #FUNCTIONAL_METHODS} in the order of their parameter types' names: a
   * {@code Map.ofEntries} iterates in an order that changes from one JVM run to the next, and
   * the order in which a stream's functions are called decides which nodes and contexts come
   * first (so which ones a capped method keeps).
   */
  private static final List<String[]> FUNCTIONAL_METHODS_IN_ORDER =
      List.copyOf(new java.util.TreeMap<>(FUNCTIONAL_METHODS).values());

  /** True if parameter {@code i} of the method is of a functional interface type. */
  private static boolean isFunctionalParameter(MethodSignature sig, int i) {
    return i < sig.getParameterCount() && isFunctionalType(sig.getParameterType(i).toString());
  }

  /** True if {@code type} names a functional interface whose calls {@link #functionCallBacks} records. */
  static boolean isFunctionalType(String type) {
    return FUNCTIONAL_METHODS.containsKey(type);
  }

  /** Methods of a collection that may call back into its elements (not only its arguments). */
  private static final java.util.Set<String> ELEMENT_CALLBACKS = java.util.Set.of("equals",
      "hashCode", "toString", "sort", "containsAll", "removeAll", "retainAll", "add", "addAll",
      "put", "putAll", "putIfAbsent", "append", "insert");

  /**
   * A call of a synchronized collection (or Vector, Hashtable, StringBuffer) may call back
   * {@code equals}, {@code hashCode}, {@code compareTo} and {@code toString} of its arguments
   * ({@code length} and {@code charAt} too for a {@code CharSequence} parameter),
   * and for the methods in {@link #ELEMENT_CALLBACKS} of its elements, while it holds its
   * lock, and the abstract method of each functional argument ({@link #FUNCTIONAL_METHODS}:
   * the function of {@code computeIfAbsent}, the comparator of {@code sort}, ...): these
   * targets are recorded as callbacks of the call site ({@link PointsToResult#callbacks}), an
   * over-approximation of what each method calls.
   */
  private void callBack(Invocation inv, MethodSignature sig, String name,
      AbstractObject receiver) {
    int content = functionCallBacks(inv, sig, receiver);
    List<Integer> bases = new java.util.ArrayList<>();
    for (int a : inv.args()) {
      if (a >= 0) {
        bases.add(a);
      }
    }
    if (ELEMENT_CALLBACKS.contains(name)) {
      bases.add(content);
    }
    String[][] methods = {{"java.lang.Object", "boolean equals(java.lang.Object)"},
        {"java.lang.Object", "int hashCode()"}, {"java.lang.Object", "java.lang.String toString()"},
        {"java.lang.Comparable", "int compareTo(java.lang.Object)"}};
    for (int base : bases) {
      for (String[] m : methods) {
        MethodSignature cb = threads.signature(m[0], m[1]);
        List<Integer> args = cb.getParameterCount() == 1 ? List.of(content) : List.of();
        callBackOnce(inv, base, cb, args);
      }
    }
    if (takesCharSequence(sig)) {
      for (int a : inv.args()) {
        if (a >= 0) {
          callBackOnce(inv, a, threads.signature(CHAR_SEQUENCE, "int length()"), List.of());
          callBackOnce(inv, a, threads.signature(CHAR_SEQUENCE, "char charAt(int)"),
              List.of(-1));
        }
      }
    }
  }

  private static final String CHAR_SEQUENCE = "java.lang.CharSequence";

  /**
   * True if the method has a {@code CharSequence} parameter: a {@code StringBuffer}'s {@code
   * append}, {@code insert} and {@code repeat} of one read it with its {@code length()} and
   * {@code charAt(int)} under the buffer's lock (an application sequence runs its own code).
   */
  private static boolean takesCharSequence(MethodSignature sig) {
    return sig.getParameterTypes().stream().anyMatch(t -> t.toString().equals(CHAR_SEQUENCE));
  }

  /**
   * Registers as call-backs of the call site the element methods the JDK method runs
   * implicitly ({@link ElementCalls}): for a container, sorting or searching method, its
   * family's {@code hashCode}/{@code equals}/{@code compareTo}/{@code toString} on the
   * arguments, their contents and array elements, and, for a method that reads every element,
   * the receiver's contents; for a rendering, hashing or comparing method of {@code
   * PrintStream}, {@code String}, the string builders or {@code Objects}, its method on the
   * arguments and their array elements ({@code Objects.hash(a, b)}'s varargs). A JDK container
   * among those objects answers with its own implementation ({@code list.toString()}), whose
   * call reaches this method again with the same site, so nested containers' elements are
   * registered too. Every object goes through one node per site ({@code $implicit#i}; {@code
   * $elements#i} is {@link #argumentElements}'s). The
   * argument of {@code equals} and {@code compareTo} is left unknown (no objects): passing the
   * elements made a JDK container's {@code equals} store them into its contents, and the
   * points-to sets of elements read back grew; an application method that locks its argument
   * then takes a lock the translation does not know (a caveat), never a wrong one. {@code compareTo} is left out where the call is given a
   * comparator (which replaces the natural order). Synchronized receivers register theirs in
   * {@link #callBack}. The translation runs these call-backs in the caller (or keeps its
   * caveat where they do not cover the element methods that matter).
   */
  /** Per JDK method, whether a parameter is a {@code Comparator} ({@link #elementCalls}). */
  private final Map<MethodSignature, Boolean> takesComparator = new HashMap<>();

  private void elementCalls(Invocation inv, MethodSignature sig, String cls, String name,
      AbstractObject receiver) {
    if (inv.key() == null || receiver != null && isSynchronized(receiver)) {
      return;
    }
    List<String> methods = new java.util.ArrayList<>(ElementCalls.containerMethods(cls, name));
    boolean rendering = false;
    if (methods.isEmpty()) {
      java.util.Optional<String> called = ElementCalls.argumentMethod(cls, name);
      if (called.isEmpty() || called.get().equals(ElementCalls.FUNCTION)) {
        return;
      }
      methods.add(called.get());
      if (ElementCalls.formats(cls, name)) {
        methods.add(ElementCalls.FORMAT_TO);
      }
      rendering = true;
    } else if (takesComparator.computeIfAbsent(sig, k -> k.getParameterTypes().stream()
        .anyMatch(t -> t.toString().equals("java.util.Comparator")))) {
      methods.remove(ElementCalls.COMPARE_TO);
    }
    if (methods.isEmpty()) {
      return;
    }
    MethodInstance caller = inv.key().caller();
    int elements = solver.node(new NodeKey.LocalVar(caller, "$implicit#"
        + inv.key().stmtIndex()));
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0 || isFunctionalParameter(sig, i)) {
        continue;
      }
      solver.addEdge(a, elements);
      solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, elements);
      if (!rendering) {
        solver.addLoad(a, PointsToAnalysis.CONTENT, elements);
      }
    }
    if (receiver != null && !rendering && ElementCalls.readsReceiverElements(cls, name)) {
      solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT), elements);
    }
    for (String m : methods) {
      String owner = m.equals(ElementCalls.COMPARE_TO) ? "java.lang.Comparable"
          : m.equals(ElementCalls.FORMAT_TO) ? "java.util.Formattable" : "java.lang.Object";
      MethodSignature cb = threads.signature(owner, m);
      callBackOnce(inv, elements, cb, java.util.Collections.nCopies(cb.getParameterCount(), -1));
    }
  }

  /**
   * The comparator a sorted container keeps ({@link ElementCalls#isSortedContainer}: {@code
   * TreeMap}, {@code TreeSet}, {@code PriorityQueue}, {@code PriorityBlockingQueue}, the skip
   * lists). Its constructor stores a comparator argument into the object's {@link
   * ElementCalls#COMPARATOR_FIELD} (it does not call it), and a constructor given a collection
   * or map copies that argument's comparator ({@code new TreeMap<>(sortedMap)}, {@code new
   * PriorityQueue<>(sortedSet)}; a superset: any collection argument's); {@code comparator()}
   * returns it. Each call that may compare ({@link ElementCalls#runsStoredComparator}) calls
   * {@code compare} on it, as a call-back of the call site, with the call's keys and elements
   * (its arguments of an erased type variable), what its other non-functional arguments hold
   * and what the receiver holds as both arguments (a key or element of the call, or one
   * already there; a collection argument itself is never compared). A comparator the JDK made ({@code
   * Comparator.comparing(f)}) answers through {@link #combinedFunction}. A container made
   * without one has an empty field: its elements' {@code compareTo} is {@link #elementCalls}'s.
   */
  private void storedComparator(Invocation inv, MethodSignature sig, String name,
      AbstractObject receiver) {
    if (receiver == null || inv.key() == null
        || !ElementCalls.isSortedContainer(receiver.type())) {
      return;
    }
    int kept = solver.fieldNode(receiver.id(), ElementCalls.COMPARATOR_FIELD);
    if (name.equals("<init>")) {
      for (int i = 0; i < inv.args().size() && i < sig.getParameterCount(); i++) {
        int a = inv.args().get(i);
        String type = sig.getParameterType(i).toString();
        if (a < 0 || type.equals("int")) {
          continue;
        }
        if (type.equals("java.util.Comparator")) {
          solver.addEdge(a, kept);
        } else {
          solver.addLoad(a, ElementCalls.COMPARATOR_FIELD, kept);
        }
      }
    } else if (name.equals("comparator") && inv.result() >= 0) {
      solver.addEdge(kept, inv.result());
    }
    List<String> parameters = sig.getParameterTypes().stream().map(Type::toString).toList();
    if (!ElementCalls.runsStoredComparator(receiver.type(), name, parameters)) {
      return;
    }
    int compared = solver.node(new NodeKey.LocalVar(inv.key().caller(), "$compared#"
        + inv.key().stmtIndex()));
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0 || isFunctionalParameter(sig, i)) {
        continue;
      }
      if (i >= sig.getParameterCount()
          || sig.getParameterType(i).toString().equals("java.lang.Object")) {
        solver.addEdge(a, compared); // a key or an element (an erased type variable)
      }
      solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, compared);
      solver.addLoad(a, PointsToAnalysis.CONTENT, compared);
    }
    solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT), compared);
    callBackOnce(inv, kept, threads.signature("java.util.Comparator", ElementCalls.COMPARE),
        List.of(compared, compared));
  }

  /**
   * The element methods of an {@code invokedynamic} that runs application code implicitly,
   * registered as call-backs of its site like {@link #elementCalls}: javac's string
   * concatenation ({@code StringConcatFactory}) calls {@code toString} of each reference
   * argument (a container's renders its elements, through its own call-back); a record's
   * generated {@code equals}, {@code hashCode} or {@code toString} ({@code ObjectMethods})
   * calls the same method of each reference component, the fields its bootstrap arguments name.
   */
  void dynamicElementCalls(CallKey key, Origin origin, String bootstrap, String name,
      List<sootup.core.jimple.common.Immediate> bootstrapArgs, List<Integer> args) {
    String method = bootstrap.equals("java.lang.invoke.StringConcatFactory")
        ? ElementCalls.TO_STRING : switch (name) {
          case "equals" -> ElementCalls.EQUALS;
          case "hashCode" -> ElementCalls.HASH_CODE;
          case "toString" -> ElementCalls.TO_STRING;
          default -> null;
        };
    if (method == null || key == null) {
      return;
    }
    int elements = solver.node(new NodeKey.LocalVar(key.caller(), "$implicit#"
        + key.stmtIndex()));
    if (bootstrap.equals("java.lang.invoke.StringConcatFactory")) {
      args.stream().filter(a -> a >= 0).forEach(a -> solver.addEdge(a, elements));
    } else {
      for (sootup.core.jimple.common.Immediate b : bootstrapArgs) {
        if (b instanceof sootup.core.jimple.common.constant.MethodHandle h && h.isFieldRef()
            && h.getReferenceSignature() instanceof sootup.core.signatures.FieldSignature f
            && !(f.getType() instanceof PrimitiveType)) {
          for (int a : args) {
            if (a >= 0) {
              solver.addLoad(a, f.getName(), elements);
            }
          }
        }
      }
    }
    MethodSignature cb = threads.signature("java.lang.Object", method);
    callBackOnce(key, origin, elements, cb, cb.getParameterCount() == 1 ? List.of(-1)
        : List.of());
  }

  /**
   * A call on a delegating view ({@code Collections.unmodifiable*}, {@code checked*}) or a
   * synchronized wrapper ({@code Collections.synchronized*}) runs the same method of the
   * container it wraps ({@link #DELEGATE}), with the same arguments and result: registered as a
   * call-back of the call site, so an application container's method (or, for a JDK one, the
   * overrides its code calls, {@link #receiverOverrides}, and its element methods) is among the
   * site's call-backs, which the translation runs in the caller (a synchronized wrapper's
   * under its mutex). {@code Object}'s monitor methods and {@code getClass} are the view's own.
   */
  private void forwardToDelegate(Invocation inv, String name, AbstractObject receiver) {
    if (receiver == null || inv.key() == null || name.equals("<init>")
        || name.equals("getClass") || name.startsWith("wait") || name.startsWith("notify")
        || !concurrency.isDelegatingView(receiver.id())
        && !concurrency.isSynchronizedCollection(receiver.id())) {
      return;
    }
    int delegate = solver.fieldNode(receiver.id(), DELEGATE);
    if (callBacksAdded.add(java.util.Arrays.asList(inv.key(), inv.origin(), delegate, inv.sig(),
        inv.args(), inv.result()))) {
      solver.addCall(delegate, new Invocation(inv.key(), inv.sig(), false, inv.args(),
          inv.result(), target -> concurrency.callback(inv.key(), target), inv.origin()));
    }
  }

  /**
   * A call of the functional method of a function the JDK made from others ({@code
   * Comparator.comparing(f)}, {@code thenComparing}, {@code reversed}, {@code Function.andThen},
   * {@code Predicate.and}, ...: a library object of a functional interface type whose contents
   * hold the functions it was made from, {@code CapturedCode}) runs those functions: each
   * functional method ({@link #FUNCTIONAL_METHODS}) is called on its contents, with the call's
   * arguments and what those functions return (a key extractor's keys) as arguments, as
   * call-backs of the site; a function the contents hold that was made the same way answers
   * through this method again. A comparator also runs {@code compareTo} of those objects (the
   * natural order of {@code comparing(f)}'s keys, {@code naturalOrder()}, {@code
   * reverseOrder()}).
   */
  private void combinedFunction(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    if (receiver == null || inv.key() == null || receiver.kind() != AbstractObject.Kind.LIBRARY
        || receiver.type().endsWith("]")) {
      return;
    }
    String[] sam = FUNCTIONAL_METHODS.get(receiver.type());
    if (sam == null || !sam[1].equals(sig.getSubSignature().toString())) {
      return;
    }
    int applied = solver.node(new NodeKey.LocalVar(inv.key().caller(), "$applied#"
        + inv.key().stmtIndex()));
    inv.args().stream().filter(a -> a >= 0).forEach(a -> solver.addEdge(a, applied));
    int content = solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT);
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (String[] m : FUNCTIONAL_METHODS_IN_ORDER) {
      if (seen.add(m[0] + "." + m[1])) {
        callFunction(inv, content, m, applied);
      }
    }
    if (receiver.type().equals("java.util.Comparator")) {
      MethodSignature compareTo = threads.signature("java.lang.Comparable",
          ElementCalls.COMPARE_TO);
      callBackOnce(inv, applied, compareTo, List.of(-1));
    }
  }

  /**
   * {@code java.beans.PropertyChangeSupport}: {@code addPropertyChangeListener(l)} and {@code
   * addPropertyChangeListener(name, l)} put {@code l} among the receiver's listeners ({@link
   * ElementCalls#LISTENERS}; removal is not tracked: a superset); each {@code fire*} method ({@code
   * firePropertyChange}, {@code fireIndexedPropertyChange}) calls {@code propertyChange} on
   * them, as a call-back of the site, with an event object of the site (a library {@code
   * PropertyChangeEvent} holding the call's arguments: {@code getOldValue}, {@code
   * getNewValue}, {@code getSource} give them back). The JDK runs them in the firing thread,
   * holding no lock of the program's (only its listener map's, released before the calls).
   */
  private void propertyListeners(Invocation inv, String cls, String name,
      AbstractObject receiver) {
    if (receiver == null || inv.key() == null) {
      return;
    }
    if (cls.equals("java.beans.PropertyChangeEvent") && inv.result() >= 0
        && (name.equals("getOldValue") || name.equals("getNewValue")
        || name.equals("getSource"))) {
      solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT), inv.result());
      return;
    }
    if (!cls.equals("java.beans.PropertyChangeSupport")) {
      return;
    }
    int listeners = solver.fieldNode(receiver.id(), ElementCalls.LISTENERS);
    if (name.equals("addPropertyChangeListener") && !inv.args().isEmpty()) {
      int l = inv.args().get(inv.args().size() - 1);
      if (l >= 0) {
        solver.addEdge(l, listeners);
      }
    } else if (name.startsWith("fire")) {
      AbstractObject event = libraryObject(inv, "java.beans.PropertyChangeEvent", "");
      int content = solver.fieldNode(event.id(), PointsToAnalysis.CONTENT);
      inv.args().stream().filter(a -> a >= 0).forEach(a -> solver.addEdge(a, content));
      int events = solver.node(new NodeKey.LocalVar(inv.key().caller(), "$event#"
          + inv.key().stmtIndex()));
      solver.addObject(events, event.id());
      callBackOnce(inv, listeners, threads.signature("java.beans.PropertyChangeListener",
          "void propertyChange(java.beans.PropertyChangeEvent)"), List.of(events));
    }
  }

  /** The node of every handler the program adds to a logger ({@link #logHandlers}). */
  private int handlersNode() {
    return solver.node(new NodeKey.StaticField("java.util.logging.Logger.$handlers"));
  }

  /**
   * {@code java.util.logging}: {@code Logger.getLogger} gives a logger object of its call site;
   * {@code Logger.addHandler(h)} puts {@code h} among the handlers
   * of every logger (one node for all: loggers of one name are one object in Java, and a
   * record goes on to the parents' handlers), and a logging method of {@code Logger} ({@link
   * CallerRunsFunctions#isLoggingMethod}) calls {@code publish} of those handlers in the caller: registered as a
   * call-back of the call site, so a handler class of the program runs there ({@code
   * frontend.JdkLogging}).
   */
  private void logHandlers(Invocation inv, String cls, String name) {
    if (inv.key() == null || !cls.equals("java.util.logging.Logger")) {
      return;
    }
    if ((name.equals("getLogger") || name.equals("getGlobal")
        || name.equals("getAnonymousLogger")) && inv.result() >= 0) {
      solver.addObject(inv.result(), libraryObject(inv, cls, "").id());
    } else if (name.equals("addHandler") && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addEdge(inv.args().get(0), handlersNode());
    } else if (CallerRunsFunctions.isLoggingMethod(cls, name)) {
      callBackOnce(inv, handlersNode(), threads.signature("java.util.logging.Handler",
          "void publish(java.util.logging.LogRecord)"), List.of(-1));
    }
  }

  /** The call-back calls already registered: (call site and origin, base node, method, argument nodes). */
  private final java.util.Set<List<Object>> callBacksAdded = new java.util.HashSet<>();

  /**
   * Registers the call-back call of {@code cb} on the objects of {@code base} for the call site
   * of {@code inv}, unless the same call (site, base, method, arguments) is registered already.
   * The two would be the same constraint (their target recorder depends on the site only), so
   * skipping the second changes no fixpoint; without it, call-backs of synchronized collections
   * that reach each other (a list whose {@code equals} is called back with another list's
   * contents, and so on) registered a fresh copy on every round and the solver never ended.
   */
  private void callBackOnce(Invocation inv, int base, MethodSignature cb, List<Integer> args) {
    callBackOnce(inv.key(), inv.origin(), base, cb, args);
  }

  private void callBackOnce(CallKey key, Origin origin, int base, MethodSignature cb,
      List<Integer> args) {
    if (callBacksAdded.add(java.util.Arrays.asList(key, origin, base, cb, args))) {
      Invocation callBack = new Invocation(key, cb, false, args, -1,
          target -> concurrency.callback(key, target), origin);
      if (ELEMENT_METHOD_NAMES.contains(cb.getName())) {
        elementCallBacks.add(callBack);
      }
      solver.addCall(base, callBack);
    }
  }

  private static final java.util.Set<String> ELEMENT_METHOD_NAMES = java.util.Set.of("equals",
      "hashCode", "compareTo", "toString");

  /**
   * The call-back invocations of element methods ({@code equals}, {@code hashCode}, {@code
   * compareTo}, {@code toString}), by identity: they carry the key of the call that runs them,
   * so where one reaches JDK code, {@link #apply} registers its own element calls (nested
   * containers) and nothing else.
   */
  private final java.util.Set<Invocation> elementCallBacks =
      java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  /**
   * Registers as call-backs of the call site the methods a container calls on the collections,
   * maps and iterables it is given ({@link ContainerArguments}): on the arguments, on what those
   * calls return (the nodes {@code $read#i} of the caller) and on the elements of returned
   * iterators ({@code $entry#i}).
   */
  private void argumentReads(Invocation inv, MethodSignature sig) {
    List<Integer> positions = ContainerArguments.readArguments(sig);
    if (positions.isEmpty() || inv.key() == null
        || !readsRegistered.computeIfAbsent(inv, k -> new java.util.HashSet<>()).add(sig)) {
      return;
    }
    MethodInstance caller = inv.key().caller();
    int returned = solver.node(new NodeKey.LocalVar(caller, "$read#" + inv.key().stmtIndex()));
    int entries = solver.node(new NodeKey.LocalVar(caller, "$entry#" + inv.key().stmtIndex()));
    for (int p : positions) {
      if (p < inv.args().size() && inv.args().get(p) >= 0) {
        readCalls(inv, inv.args().get(p), ContainerArguments.reads(sig), returned);
      }
    }
    readCalls(inv, returned, ContainerArguments.READ, returned);
    readCalls(inv, returned, ContainerArguments.ITERATE, entries);
    readCalls(inv, entries, ContainerArguments.ENTRY, -1);
  }

  /**
   * Per invocation (by identity), the targets whose {@link #argumentReads} are registered: they
   * depend on the invocation and the target only, and registering them again for the next
   * receiver object of the call finds every call-back in {@link #callBacksAdded} already.
   */
  private final Map<Invocation, java.util.Set<MethodSignature>> readsRegistered =
      new java.util.IdentityHashMap<>();

  private void readCalls(Invocation inv, int base, List<String[]> methods, int result) {
    for (String[] m : methods) {
      MethodSignature cb = threads.signature(m[0], m[1]);
      List<Integer> args = new java.util.ArrayList<>();
      cb.getParameterTypes().forEach(t -> args.add(-1));
      int r = ContainerArguments.returnsReference(cb) ? result : -1;
      if (callBacksAdded.add(java.util.Arrays.asList(inv.key(), inv.origin(), base, cb, args,
          r))) {
        solver.addCall(base, new Invocation(inv.key(), cb, false, args, r,
            target -> concurrency.callback(inv.key(), target), inv.origin()));
      }
    }
  }

  /**
   * Records as callbacks of the call site the abstract method of each functional argument
   * ({@link #FUNCTIONAL_METHODS}), called with the receiver's contents; returns the node of
   * the contents.
   */
  private int functionCallBacks(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    return functionCallBacks(inv, sig, solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT));
  }

  /** {@link #functionCallBacks}, the functions called with the objects of node {@code content}. */
  private int functionCallBacks(Invocation inv, MethodSignature sig, int content) {
    for (int i = 0; i < sig.getParameterCount() && i < inv.args().size(); i++) {
      String[] sam = FUNCTIONAL_METHODS.get(sig.getParameterType(i).toString());
      if (sam != null && inv.args().get(i) >= 0) {
        callFunction(inv, inv.args().get(i), sam, content);
      }
    }
    return content;
  }

  /**
   * The node of the elements a static caller-runs method ({@link CallerRunsFunctions.Kind#IMMEDIATE}:
   * {@code Arrays.sort(a, comparator)}, {@code Collections.sort(list, comparator)}) calls its
   * functions with: the array elements and the contents of its non-functional arguments.
   * Before, such a call registered no call-back at all, and the translation, which trusts the
   * method to run only the call-backs of its site, ran none: a comparator that takes a lock
   * was missed silently.
   */
  private int staticElements(Invocation inv, MethodSignature sig) {
    int elements = solver.node(new NodeKey.LocalVar(inv.key().caller(),
        "$sorted#" + inv.key().stmtIndex()));
    for (int i = 0; i < inv.args().size() && i < sig.getParameterCount(); i++) {
      int a = inv.args().get(i);
      if (a >= 0 && !isFunctionalType(sig.getParameterType(i).toString())) {
        solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, elements);
        solver.addLoad(a, PointsToAnalysis.CONTENT, elements);
      }
    }
    return elements;
  }

  /**
   * Records as callbacks of the call site the method {@code sam} of the functions in node
   * {@code functions}, called with {@code content} for each reference parameter; a reference
   * result flows back into {@code content} (a {@code map} or {@code flatMap} result is an
   * element of the stream after it).
   */
  private void callFunction(Invocation inv, int functions, String[] sam, int content) {
    callFunction(inv, functions, sam, content, content, null);
  }

  /**
   * As above, a reference result flowing into {@code results}, in the context {@code keyed}
   * alone when it is not null ({@link Invocation#keyed}).
   */
  private void callFunction(Invocation inv, int functions, String[] sam, int content,
      int results, String keyed) {
    MethodSignature cb = threads.signature(sam[0], sam[1]);
    List<Integer> args = new java.util.ArrayList<>();
    for (Type t : cb.getParameterTypes()) {
      args.add(t instanceof PrimitiveType ? -1 : content);
    }
    int result = cb.getType() instanceof PrimitiveType || cb.getType() instanceof VoidType
        ? -1 : results;
    if (callBacksAdded.add(java.util.Arrays.asList(inv.key(), inv.origin(), functions, cb, args,
        result))) {
      solver.addCall(functions, new Invocation(inv.key(), cb, false, args, result,
          target -> concurrency.callback(inv.key(), target), inv.origin(), List.of(), null,
          null, keyed));
    }
  }

  /**
   * A stream stage or a collector ({@link CallerRunsFunctions.Kind#STREAM_STAGE},
   * {@link CallerRunsFunctions.Kind#COLLECTOR}): a new library object of the call site whose
   * contents are the receiver's and the arguments' (and their contents and elements), whose
   * functions ({@link PointsToAnalysis#FUNCTIONS}) are the receiver's, the arguments' own
   * functions (of a nested collector or a concatenated stream) and the functional arguments,
   * and which may be parallel ({@link PointsToAnalysis#PARALLEL}) if the receiver or an
   * argument may be or the call makes it so.
   */
  private void streamStage(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    if (inv.result() < 0) {
      return;
    }
    AbstractObject made = libraryObject(inv, sig.getType().toString(), "#stream");
    solver.addObject(inv.result(), made.id());
    int content = solver.fieldNode(made.id(), PointsToAnalysis.CONTENT);
    int functions = solver.fieldNode(made.id(), PointsToAnalysis.FUNCTIONS);
    int parallel = solver.fieldNode(made.id(), PointsToAnalysis.PARALLEL);
    if (receiver != null) {
      solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT), content);
      solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.FUNCTIONS), functions);
      solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.PARALLEL), parallel);
    }
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0) {
        continue;
      }
      boolean functional = i < sig.getParameterCount()
          && FUNCTIONAL_METHODS.containsKey(sig.getParameterType(i).toString());
      if (functional) {
        solver.addEdge(a, functions);
        continue;
      }
      solver.addEdge(a, content);
      solver.addLoad(a, PointsToAnalysis.CONTENT, content);
      solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, content);
      solver.addLoad(a, PointsToAnalysis.FUNCTIONS, functions);
      solver.addLoad(a, PointsToAnalysis.PARALLEL, parallel);
    }
    if (CallerRunsFunctions.makesParallel(sig.getDeclClassType().getFullyQualifiedName(),
        sig.getName())) {
      solver.addObject(parallel, libraryObject(inv, "java.lang.Object", "#parallel").id());
    }
  }

  /**
   * A terminal operation of a stream ({@link CallerRunsFunctions.Kind#STREAM_TERMINAL}): runs
   * the receiver's functions, those of its collector argument and its own functional
   * arguments, as callbacks of the call site (each a distinct functional interface method is
   * tried on the functions; a lambda answers the one of its interface, an object the one it
   * implements), and, because a function may return a stream ({@code flatMap}), the functions
   * of the streams among the contents too. The result is the receiver for container-like
   * results ({@code collect}, {@code Optional}s, arrays: its contents are the elements), an
   * element otherwise.
   */
  private void streamTerminal(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    int content = solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT);
    int functions = solver.fieldNode(receiver.id(), PointsToAnalysis.FUNCTIONS);
    solver.addLoad(content, PointsToAnalysis.FUNCTIONS, functions);
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0) {
        continue;
      }
      if (i < sig.getParameterCount()
          && FUNCTIONAL_METHODS.containsKey(sig.getParameterType(i).toString())) {
        solver.addEdge(a, functions);
      } else {
        solver.addLoad(a, PointsToAnalysis.FUNCTIONS, functions);
        solver.addEdge(a, content);
      }
    }
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (String[] sam : FUNCTIONAL_METHODS_IN_ORDER) {
      if (seen.add(sam[0] + "." + sam[1])) {
        callFunction(inv, functions, sam, content);
      }
    }
    if (inv.result() < 0) {
      return;
    }
    Type result = sig.getType();
    if (result instanceof PrimitiveType || result instanceof VoidType) {
      return;
    }
    if (sig.getName().equals("collect") || result instanceof ArrayType
        || result instanceof ClassType ct && isContainer(ct.getFullyQualifiedName())) {
      solver.addObject(inv.result(), receiver.id());
      solver.addEdge(content, solver.fieldNode(receiver.id(), PointsToAnalysis.ALL_ELEMENTS));
      // a read at a constant index (and an array copy that keeps positions) loads [k] and the
      // unknown index, not all elements
      solver.addEdge(content, solver.fieldNode(receiver.id(), PointsToAnalysis.UNKNOWN_INDEX));
    } else {
      solver.addEdge(content, inv.result());
    }
  }

  /**
   * Container methods that move the receiver's elements into an argument: {@code
   * drainTo(c[, max])} adds them to {@code c}'s contents, {@code toArray(a)} writes them into
   * the array {@code a} when it is large enough (and returns {@code a}); array elements are
   * kept both under all elements and under the unknown index, which reads at a constant index
   * load. Without this the
   * elements would reach the argument through no edge, and a call on one taken from it would
   * have no target. The other direction (arguments into the receiver) is {@link #container}'s
   * rule for every argument; it over-approximates here and stays.
   */
  private void intoArguments(MethodSignature sig, Invocation inv, int content) {
    String name = sig.getName();
    if (inv.args().isEmpty() || inv.args().get(0) < 0) {
      return;
    }
    int arg = inv.args().get(0);
    if (name.equals("drainTo")) {
      solver.addStore(arg, PointsToAnalysis.CONTENT, content);
    } else if (name.equals("toArray") && sig.getParameterCount() == 1
        && sig.getParameterType(0) instanceof ArrayType) {
      solver.addStore(arg, PointsToAnalysis.ALL_ELEMENTS, content);
      solver.addStore(arg, PointsToAnalysis.UNKNOWN_INDEX, content);
      if (inv.result() >= 0) {
        solver.addEdge(arg, inv.result());
      }
    }
  }

  private AbstractObject container(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    int content;
    AbstractObject made = null;
    if (receiver == null) {
      intoStaticArguments(sig, inv);
      if (inv.result() < 0) {
        return null;
      }
      if (sig.getType().toString().equals("java.lang.Object")) {
        // an erased T: one of the arguments or one of their elements (Collections.max/min,
        // Objects.requireNonNullElse), never a container made by the call; before, the result
        // was such an object, and a lock on Collections.max(locks) took no element's monitor
        storeArguments(inv, sig, inv.result());
        return null;
      }
      String cls = code.name(sig.getDeclClassType());
      boolean wrapper = cls.equals("java.util.Collections")
          && (sig.getName().startsWith("unmodifiable") || sig.getName().startsWith("checked"));
      made = libraryObject(inv, sig.getType().toString(), "");
      positions.made(inv, sig, made);
      if (wrapper) {
        concurrency.delegatingView(made.id());
      }
      if ((cls.equals("java.util.List") || cls.equals("java.util.Set")
          || cls.equals("java.util.Map")) && (sig.getName().equals("of")
          || sig.getName().equals("copyOf") || sig.getName().equals("ofEntries"))) {
        concurrency.immutableCollection(made.id());
      }
      if ((wrapper || cls.equals("java.util.Collections")
          && sig.getName().startsWith("synchronized"))
          && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
        // the view forwards its calls to the container it wraps (PointsToResult.delegates)
        solver.addEdge(inv.args().get(0), solver.fieldNode(made.id(), DELEGATE));
      }
      solver.addObject(inv.result(), made.id());
      content = solver.fieldNode(made.id(), PointsToAnalysis.CONTENT);
    } else {
      content = solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT);
    }
    storeArguments(inv, sig, content, receiver != null ? isMap(receiver)
        : code.name(sig.getDeclClassType()).equals("java.util.Map"));
    if (made != null && wrapsArgument(sig) && inv.args().get(0) >= 0) {
      // a write through the wrapper is a write into the wrapped container
      solver.addStore(inv.args().get(0), PointsToAnalysis.CONTENT, content);
    }
    if (receiver != null) {
      intoArguments(sig, inv, content);
    }
    if (receiver == null || inv.result() < 0) {
      return made;
    }
    return resultOf(inv, sig, receiver, content, made);
  }

  /** Each reference argument of a container call into {@code content}, by its {@link ArgumentRole}. */
  private void storeArguments(Invocation inv, MethodSignature sig, int content) {
    storeArguments(inv, sig, content, false);
  }

  /**
   * As above; {@code onMap}: the receiver is a map, whose key argument ({@link #isKey}) goes
   * into the content without the opaque marker ({@link ForeignObjects#OPAQUE}): the content
   * holds keys and values alike, and a string key would make every value read back may-be-JDK
   * although a value read never returns a key. A key read back from the key set or an entry
   * is then not known to be possibly a JDK object (docs/limitations.md).
   */
  private void storeArguments(Invocation inv, MethodSignature sig, int content, boolean onMap) {
    boolean fromElements = false;
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0 || runsArgument(sig, i)) {
        continue;
      }
      if (onMap && isKey(sig, i) && role(sig, i) == ArgumentRole.ELEMENT) {
        solver.addFilteredEdge(a, content, notOpaque);
        continue;
      }
      switch (role(sig, i)) {
        case ELEMENT -> solver.addEdge(a, content);
        case ELEMENTS_OF -> {
          if (inv.key() != null) {
            fromElements = true;
          } else {
            unknownRole(a, content);
          }
        }
        case ARRAY_ELEMENTS -> arrayElements(inv, sig, i, a, content);
        case UNKNOWN -> unknownRole(a, content);
        case COMPARED -> { }
      }
    }
    if (fromElements) {
      solver.addEdge(argumentElements(inv, sig), content);
    }
  }

  /** Map methods whose first argument is a key and that take a value or function after it. */
  private static final java.util.Set<String> KEYED = java.util.Set.of("put", "putIfAbsent",
      "compute", "computeIfAbsent", "computeIfPresent", "merge", "replace");

  /**
   * True if argument {@code i} of map method {@code sig} is the key of an entry it writes: the
   * first of {@link #KEYED} methods, an even one of {@code Map.of(k1, v1, ...)}.
   */
  private static boolean isKey(MethodSignature sig, int i) {
    if (sig.getName().equals("of")) {
      return i % 2 == 0;
    }
    return i == 0 && sig.getParameterCount() >= 2 && KEYED.contains(sig.getName());
  }

  /** Passes every object but the opaque markers ({@link ForeignObjects}). */
  private final java.util.function.IntPredicate notOpaque;

  /** The result of a container call on {@code receiver}: a view of it, or its contents. */
  private AbstractObject resultOf(Invocation inv, MethodSignature sig, AbstractObject receiver,
      int content, AbstractObject made) {
    Type result = sig.getType();
    if (result instanceof PrimitiveType || result instanceof VoidType) {
      return made;
    }
    if (sig.getName().equals("entrySet") && sig.getParameterCount() == 0 && isMap(receiver)) {
      solver.addObject(inv.result(), entrySet(inv, receiver).id());
    } else if (result instanceof ArrayType) {
      solver.addObject(inv.result(), receiver.id());
      solver.addEdge(content, solver.fieldNode(receiver.id(), PointsToAnalysis.ALL_ELEMENTS));
      // a read at a constant index loads [k] and the unknown index, not all elements
      solver.addEdge(content, solver.fieldNode(receiver.id(), PointsToAnalysis.UNKNOWN_INDEX));
    } else if (result instanceof ClassType ct && isContainer(ct.getFullyQualifiedName())
        && !ct.getFullyQualifiedName().equals("java.util.Optional")
        || sig.getName().equals("clone") && sig.getParameterCount() == 0) {
      // a view (iterator, key set, sub-list, entry ...) shares the receiver's contents; a
      // clone's contents are a subset of them, and writes to it are over-approximated; a
      // List.of's list views are objects of their own (PositionalLists)
      AbstractObject view = positions.view(inv, sig, receiver);
      if (view != null) {
        concurrency.immutableCollection(view.id());
      }
      solver.addObject(inv.result(), view != null ? view.id() : receiver.id());
    } else if (!positions.read(inv, receiver, content)) {
      solver.addEdge(content, inv.result());
    }
    return made;
  }


  /**
   * The entry set of a map object: a library object (one per map object) whose contents are
   * one library object standing for all the map's entries, whose contents in turn are the
   * map's ({@code getKey()}, {@code getValue()} read them, {@code setValue(v)} writes into
   * them; two edges make the two sets equal). So {@code for (Map.Entry e : m.entrySet())
   * e.getValue()} returns the map's keys and values, and never what the values contain; before,
   * the entry set was the map itself, its iterator returned the values, and {@code getValue()}
   * on them returned their contents (or nothing). Both objects are summaries (a map has many
   * entries; an entry set stands for the sets of all the runtime maps the map object does).
   */
  private AbstractObject entrySet(Invocation inv, AbstractObject map) {
    MethodInstance caller = inv.key() == null ? null : inv.key().caller();
    AbstractObject entries = heap.object("entrySet:" + map.id(), Context.EMPTY,
        AbstractObject.Kind.LIBRARY, "java.util.Set", "entrySet(" + map.name() + ")",
        map.origin(), null);
    if (entrySets.add(entries.id())) {
      concurrency.entrySetOf(entries.id(), map.id());
      AbstractObject entry = heap.object("entry:" + map.id(), Context.EMPTY,
          AbstractObject.Kind.LIBRARY, "java.util.Map$Entry", "entry(" + map.name() + ")",
          map.origin(), null);
      if (caller != null) {
        heap.allocated(entries, caller, true);
        heap.allocated(entry, caller, true);
      }
      int mapContent = solver.fieldNode(map.id(), PointsToAnalysis.CONTENT);
      int entryContent = solver.fieldNode(entry.id(), PointsToAnalysis.CONTENT);
      solver.addEdge(mapContent, entryContent);
      solver.addEdge(entryContent, mapContent);
      solver.addObject(solver.fieldNode(entries.id(), PointsToAnalysis.CONTENT), entry.id());
    }
    return entries;
  }

  /**
   * True if the object is a map (of a class that implements {@code java.util.Map}, or a library
   * object whose declared type does): an entry set is made for maps only, so that {@code
   * entrySet()} called back on an entry set ({@link ContainerArguments#READ}) returns that set,
   * as before, and never a new set of a set.
   */
  private boolean isMap(AbstractObject o) {
    return !o.type().endsWith("]") && maps.computeIfAbsent(o.type(),
        t -> code.isSubtype(code.classType(t), code.classType("java.util.Map")));
  }

  private final Map<String, Boolean> maps = new HashMap<>();

  /** The entry-set objects {@link #entrySet} has made. */
  private final java.util.Set<Integer> entrySets = new java.util.HashSet<>();

  /**
   * What a container method does with a reference argument, by the parameter's declared type
   * (after erasure, which is what the bytecode names). The contents of a container object are
   * the values stored into it: an element argument ({@code add(E)}, {@code put(K, V)}, {@code
   * List.of(e0, e1)}) is stored itself and never its own contents, so a map of lists holds the
   * lists and {@code map.get(k).get(0)} reads the inner list's contents; a collection, map or
   * iterable argument ({@code addAll(Collection)}, {@code putAll(Map)}, {@code new
   * ArrayList<>(c)}) gives its elements and is not stored itself; an array argument ({@code
   * Arrays.asList(T...)}, {@code List.of(E...)}) gives its elements.
   *
   * <p>Sound because these are the only ways a JDK container method stores an argument: by
   * Java's types an {@code E} parameter is stored as it is (the container never looks into
   * it), and a {@code Collection<? extends E>} or {@code E[]} parameter contributes exactly
   * its elements, which are its {@code $content} (a JDK container), its array elements, or
   * (an application collection) what its own {@code toArray}, {@code iterator().next()},
   * {@code keySet()} and {@code values()} return ({@link #argumentElements}). Parameters of
   * other {@code java.util} types (iterators, entries, futures ...) keep the
   * coarse rule: the argument, its contents and its array elements ({@link #unknownRole}).
   * The arguments of the methods that only compare them with the contents ({@link
   * #COMPARING}: {@code equals}, {@code contains}, {@code get}, {@code remove} ...) are stored
   * nowhere: before, {@code equals} called back on the lists of a synchronized list of lists
   * stored each list into itself. A comparator argument is no element either: a sorted
   * container keeps it in a field of its own ({@link #storedComparator}).
   */
  enum ArgumentRole { ELEMENT, ELEMENTS_OF, ARRAY_ELEMENTS, UNKNOWN, COMPARED }

  private static ArgumentRole role(MethodSignature sig, int i) {
    if (i >= sig.getParameterCount()) {
      return ArgumentRole.UNKNOWN;
    }
    if (COMPARING.contains(sig.getName())) {
      return ArgumentRole.COMPARED;
    }
    Type t = sig.getParameterType(i);
    if (t instanceof ArrayType) {
      return ArgumentRole.ARRAY_ELEMENTS;
    }
    String name = t.toString();
    if (name.equals("java.util.Comparator")) {
      return ArgumentRole.COMPARED; // never an element: sorted containers keep it apart (storedComparator)
    }
    if (ContainerArguments.isCollectionType(name)) {
      return ArgumentRole.ELEMENTS_OF;
    }
    return name.startsWith("java.util.") ? ArgumentRole.UNKNOWN : ArgumentRole.ELEMENT;
  }

  /**
   * Container methods that store none of their reference arguments: they look the arguments
   * up, compare them with the contents or remove what equals them ({@code Map.get(k)},
   * {@code Future.get(timeout, unit)}, {@code List.remove(o)}, ...). Their results come from
   * the contents as for any other method.
   */
  private static final java.util.Set<String> COMPARING = java.util.Set.of("equals", "contains",
      "containsKey", "containsValue", "containsAll", "indexOf", "lastIndexOf", "remove",
      "removeAll", "retainAll", "get", "removeFirstOccurrence", "removeLastOccurrence");

  /**
   * The coarse rule for an argument whose role is not known: itself, its contents and elements
   * flow into {@code content}. They flow through one node per argument node, {@link
   * NodeKey.UnknownRole}, whose set is exactly {@code pts(a) ∪ ⋃ pts(o.$content) ∪ pts(o.[*])}
   * over the objects {@code o} of {@code a}; so every other node gets the same set as with two
   * loads per call, and the solution is unchanged. The cost is not: a container call is applied
   * to each receiver object, each with its own {@code content}, and two loads per receiver
   * were applied to every object of the argument (receivers times argument objects, most of
   * the points-to time of guice's first run, whose merged arguments hold hundreds of objects);
   * now the loads are applied once per argument node and each receiver adds one edge.
   */
  private void unknownRole(int a, int content) {
    solver.addEdge(unknownRoleNode(a), content);
  }

  /** The {@link NodeKey.UnknownRole} node of argument node {@code a}, with its edge and loads. */
  private int unknownRoleNode(int a) {
    Integer known = unknownRoleNodes.get(a);
    if (known != null) {
      return known;
    }
    int all = solver.node(new NodeKey.UnknownRole(a));
    unknownRoleNodes.put(a, all);
    solver.addEdge(a, all);
    solver.addLoad(a, PointsToAnalysis.CONTENT, all);
    solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, all);
    return all;
  }

  /**
   * The elements of array argument {@code a} into {@code content}; for an array of map entries
   * ({@code Map.ofEntries}) also the entries' keys and values, which are what the map holds.
   */
  private void arrayElements(Invocation inv, MethodSignature sig, int i, int a, int content) {
    solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, content);
    ArrayType t = (ArrayType) sig.getParameterType(i);
    if (t.getBaseType().toString().equals("java.util.Map$Entry") && t.getDimension() == 1) {
      int entries = inv.key() == null ? content : solver.node(new NodeKey.LocalVar(
          inv.key().caller(), "$arrayElements#" + inv.key().stmtIndex() + "#" + i));
      solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, entries);
      solver.addLoad(entries, PointsToAnalysis.CONTENT, content);
    }
  }

  /**
   * The node of the elements of a call's collection, map and iterable arguments ({@link
   * ArgumentRole#ELEMENTS_OF}), registered once per call site: the contents and array elements
   * of the objects passed, the array elements of what their {@code toArray} returns, and what
   * {@code next()} returns on the iterators of the arguments and of their {@code keySet()} and
   * {@code values()} (an application collection keeps its elements in its own fields). Only
   * the reads the container method is known to make ({@link ContainerArguments#reads}) are
   * followed, and each is one of the call-backs {@link #argumentReads} registers for the site
   * already: the results are kept in nodes of their own ({@code $arrays}, {@code $iterators},
   * {@code $views}) so that a map's entry set or a list's inner lists never count as its
   * elements.
   */
  private int argumentElements(Invocation inv, MethodSignature sig) {
    MethodInstance caller = inv.key().caller();
    int at = inv.key().stmtIndex();
    int elements = solver.node(new NodeKey.LocalVar(caller, "$elements#" + at));
    if (!elementsRegistered.computeIfAbsent(inv, k -> new java.util.HashSet<>()).add(sig)) {
      return elements;
    }
    int arrays = solver.node(new NodeKey.LocalVar(caller, "$arrays#" + at));
    int iterators = solver.node(new NodeKey.LocalVar(caller, "$iterators#" + at));
    int views = solver.node(new NodeKey.LocalVar(caller, "$views#" + at));
    List<String[]> reads = ContainerArguments.reads(sig);
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a < 0 || role(sig, i) != ArgumentRole.ELEMENTS_OF) {
        continue;
      }
      solver.addLoad(a, PointsToAnalysis.CONTENT, elements);
      solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, elements);
      for (String[] m : reads) {
        int into = switch (m[1]) {
          case "java.lang.Object[] toArray()", "java.lang.Object[] toArray(java.lang.Object[])" ->
              arrays;
          case "java.util.Iterator iterator()" -> iterators;
          case "java.util.Set keySet()", "java.util.Collection values()" -> views;
          default -> -1;
        };
        if (into >= 0) {
          elementRead(inv, a, m, into);
        }
      }
    }
    elementRead(inv, views, ContainerArguments.ITERATOR, iterators);
    elementRead(inv, iterators, ContainerArguments.NEXT, elements);
    solver.addLoad(arrays, PointsToAnalysis.ALL_ELEMENTS, elements);
    return elements;
  }

  /** Per argument node, its {@link NodeKey.UnknownRole} node (made once, see unknownRole). */
  private final Map<Integer, Integer> unknownRoleNodes = new HashMap<>();

  /** Per invocation (by identity), the targets whose {@link #argumentElements} are registered. */
  private final Map<Invocation, java.util.Set<MethodSignature>> elementsRegistered =
      new java.util.IdentityHashMap<>();

  /** A call-back call of {@code m} on the objects of {@code base} whose result goes to {@code into}. */
  private void elementRead(Invocation inv, int base, String[] m, int into) {
    MethodSignature cb = threads.signature(m[0], m[1]);
    List<Integer> args = new java.util.ArrayList<>();
    cb.getParameterTypes().forEach(t -> args.add(-1));
    if (callBacksAdded.add(java.util.Arrays.asList(inv.key(), inv.origin(), base, cb, args,
        into))) {
      solver.addCall(base, new Invocation(inv.key(), cb, false, args, into,
          target -> concurrency.callback(inv.key(), target), inv.origin()));
    }
  }

  /**
   * True for the wrappers of {@code java.util.Collections} that write through to the
   * container they wrap ({@code synchronized*}, {@code checked*}); {@code unmodifiable*} do not
   * write. What the wrapped container holds reaches the wrapper through {@link
   * ArgumentRole#ELEMENTS_OF}.
   */
  private boolean wrapsArgument(MethodSignature sig) {
    String name = sig.getName();
    return code.name(sig.getDeclClassType()).equals("java.util.Collections")
        && sig.getParameterCount() >= 1
        && (name.startsWith("synchronized") || name.startsWith("checked"))
        && ContainerArguments.isCollectionType(sig.getParameterType(0).toString());
  }

  /**
   * Static methods of {@code java.util.Collections} that store into their first argument, a
   * JDK container: {@code addAll(c, e...)} the array's elements, {@code fill(list, o)} the
   * object, {@code copy(dest, src)} the source's contents. (Other static methods of {@code
   * java.util} make a new container, {@link #container}, or do not store.)
   */
  private void intoStaticArguments(MethodSignature sig, Invocation inv) {
    List<Integer> args = inv.args();
    if (args.size() != 2 || args.get(0) < 0 || args.get(1) < 0
        || !code.name(sig.getDeclClassType()).equals("java.util.Collections")) {
      return;
    }
    switch (sig.getName()) {
      case "addAll" -> {
        int node = inv.key() == null ? -1 : solver.node(new NodeKey.LocalVar(
            inv.key().caller(), "$added#" + inv.key().stmtIndex()));
        if (node >= 0) {
          solver.addLoad(args.get(1), PointsToAnalysis.ALL_ELEMENTS, node);
          solver.addStore(args.get(0), PointsToAnalysis.CONTENT, node);
        }
      }
      case "fill" -> solver.addStore(args.get(0), PointsToAnalysis.CONTENT, args.get(1));
      case "copy" -> {
        int node = inv.key() == null ? -1 : solver.node(new NodeKey.LocalVar(
            inv.key().caller(), "$copied#" + inv.key().stmtIndex()));
        if (node >= 0) {
          solver.addLoad(args.get(1), PointsToAnalysis.CONTENT, node);
          solver.addStore(args.get(0), PointsToAnalysis.CONTENT, node);
        }
      }
      default -> { }
    }
  }

  /**
   * True if argument {@code i} of a call of {@code sig} is a function that a caller-runs method
   * ({@link CallerRunsFunctions.Kind#IMMEDIATE}: {@code forEach}, {@code removeIf},
   * {@code merge}, {@code Optional.map}, ...) runs during the call and does not keep: it is
   * not an element of the receiver. Sound: none of these methods stores its functional
   * argument (what the function returns reaches the contents through {@link #callFunction});
   * kept as an element, {@code threads.forEach(Thread::start)} started the method reference
   * itself as a thread of unknown code.
   */
  private boolean runsArgument(MethodSignature sig, int i) {
    return kind(sig) == CallerRunsFunctions.Kind.IMMEDIATE && i < sig.getParameterCount()
        && isFunctionalType(sig.getParameterType(i).toString());
  }

  private final Map<MethodSignature, CallerRunsFunctions.Kind> kinds = new HashMap<>();

  /** {@link CallerRunsFunctions#kind}, memoized (asked per call and receiver object). */
  private CallerRunsFunctions.Kind kind(MethodSignature sig) {
    return kinds.computeIfAbsent(sig, CallerRunsFunctions::kind);
  }
}

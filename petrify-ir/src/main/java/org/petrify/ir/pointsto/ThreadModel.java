package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.java.core.JavaSootMethod;

/**
 * Started threads and what they run. A thread object's runnable lives in its
 * {@link PointsToAnalysis#TARGET} pseudo-field; its body method is {@code void run()} unless a
 * library model set another one ({@code call()} of a {@code Callable} task, {@code invoke()} of
 * a Kotlin lambda). Starting a thread runs its own application {@code run()} if its class
 * overrides it, else the body method of every object reaching its target; that entry call
 * carries the thread object's site as thread tag ({@link ThreadContexts}).
 */
final class ThreadModel {

  /** Calls an application method on a receiver (the dispatcher's {@code callApplication}). */
  interface ApplicationCall {
    void call(Invocation inv, JavaSootMethod target, AbstractObject receiver);
  }

  private final CodeBase code;
  private final ConstraintSolver solver;
  private final ApplicationCall applicationCall;
  private final Map<Integer, LinkedHashSet<MethodInstance>> entries = new LinkedHashMap<>();
  private final Map<Integer, MethodSubSignature> bodies = new HashMap<>();
  private final Map<String, Map<String, MethodSignature>> signatures = new HashMap<>();
  private final Map<String, MethodSubSignature> subSignatures = new HashMap<>();
  private final Map<Integer, List<MethodSubSignature>> moreBodies = new HashMap<>();
  private final Map<Integer, LinkedHashSet<MethodInstance>> handlers = new LinkedHashMap<>();
  private final Map<Integer, LinkedHashSet<MethodInstance>> defaultHandlers = new LinkedHashMap<>();
  private final Set<Integer> started = new LinkedHashSet<>();
  private final Map<CallKey, LinkedHashSet<Integer>> startedAt = new LinkedHashMap<>();

  ThreadModel(CodeBase code, ConstraintSolver solver, ApplicationCall applicationCall) {
    this.code = code;
    this.solver = solver;
    this.applicationCall = applicationCall;
  }

  /** Sets the body method a library-created thread runs on its target. */
  void setBody(AbstractObject thread, MethodSubSignature body) {
    bodies.put(thread.id(), body);
  }

  /**
   * Adds a further body method a library-created thread runs on its target (each target
   * object answers the one its class has): the two signatures of a fork/join task's
   * {@code compute()}.
   */
  void addBody(AbstractObject thread, MethodSubSignature body) {
    moreBodies.computeIfAbsent(thread.id(), k -> new java.util.ArrayList<>()).add(body);
  }

  /** Records that a thread object is started at a call and resolves what it runs. */
  void start(AbstractObject thread, CallKey at) {
    startedAt.computeIfAbsent(at, k -> new LinkedHashSet<>()).add(thread.id());
    if (!started.add(thread.id())) {
      return;
    }
    entries.computeIfAbsent(thread.id(), k -> new LinkedHashSet<>());
    MethodSubSignature run = subSignature("void run()");
    MethodSubSignature body = bodies.getOrDefault(thread.id(), run);
    Invocation self = new Invocation(at,
        new MethodSignature(code.classType("java.lang.Thread"), run), false, List.of(), -1,
        m -> entries.get(thread.id()).add(m), thread.origin(), List.of(), null, thread.site());
    if (!thread.type().startsWith("java.")) {
      Optional<JavaSootMethod> own = code.dispatch(code.classType(thread.type()), run);
      if (own.isPresent() && code.isApplication(own.get().getDeclaringClassType())) {
        applicationCall.call(self, own.get(), thread);
        return;
      }
    }
    runTarget(thread, body, self);
    for (MethodSubSignature more : moreBodies.getOrDefault(thread.id(), List.of())) {
      runTarget(thread, more, self);
    }
  }

  /**
   * Dispatches {@code uncaughtException(Thread, Throwable)} on the handlers set on a started
   * thread ({@link PointsToAnalysis#UNCAUGHT_HANDLER}) and on the default handlers ({@link
   * PointsToAnalysis#DEFAULT_UNCAUGHT_HANDLER}), in the thread's context (the tag of its entry
   * call), with the thread object ({@code self}, a node holding it) and {@code thrown} (a node
   * holding what it may die of) as arguments, recording the targets as the thread's handlers.
   * The JVM runs the thread's handler in the dying thread when its entry ends by an exception
   * ({@code Thread.dispatchUncaughtException}); which of them runs, if any, the translation
   * decides. Only application handlers matter: a JDK handler object has no application target.
   */
  void runHandlers(AbstractObject thread, CallKey at, int self, int thrown, int defaults) {
    solver.addCall(solver.fieldNode(thread.id(), PointsToAnalysis.UNCAUGHT_HANDLER),
        handlerCall(thread, at, self, thrown, handlers));
    solver.addCall(defaults, handlerCall(thread, at, self, thrown, defaultHandlers));
  }

  private Invocation handlerCall(AbstractObject thread, CallKey at, int self, int thrown,
      Map<Integer, LinkedHashSet<MethodInstance>> into) {
    LinkedHashSet<MethodInstance> targets =
        into.computeIfAbsent(thread.id(), k -> new LinkedHashSet<>());
    return new Invocation(at, signature("java.lang.Thread$UncaughtExceptionHandler",
        "void uncaughtException(java.lang.Thread,java.lang.Throwable)"), false,
        List.of(self, thrown), -1, targets::add, thread.origin(), List.of(), null,
        thread.site());
  }

  /**
   * Dispatches a body method on the objects of the thread's target field, with the result and
   * target recording of {@code template} ({@code Thread.run()} called directly runs on the
   * calling thread).
   */
  void runTarget(AbstractObject thread, MethodSubSignature body, Invocation template) {
    Invocation inv = new Invocation(template.key(),
        new MethodSignature(code.classType("java.lang.Runnable"), body), false, List.of(),
        template.result(), template.onTarget(), template.origin(), List.of(), null,
        template.thread());
    if (targetCalls.add(new TargetCall(thread.id(), inv))) {
      solver.addCall(solver.fieldNode(thread.id(), PointsToAnalysis.TARGET), inv);
    }
  }

  /**
   * The body calls {@link #runTarget} has added, per thread object. An equal call on the same
   * target node is not added again: the first one is dispatched on every object of that node,
   * the ones there and the ones that come later, and a dispatch depends on the call's fields
   * only, so the second would add nothing. Without this, a thread that is its own target (a
   * {@code Thread} is a {@code Runnable}: {@code stream.map(Thread::new)} over a stream whose
   * contents include the threads it made) ran {@code Thread.run()} on itself, which made a new,
   * equal call on its target, which ran {@code Thread.run()} again, without end.
   */
  private final Set<TargetCall> targetCalls = new java.util.HashSet<>();

  private record TargetCall(int thread, Invocation call) {}

  /**
   * The signature of a method of a JDK class, e.g. ("java.lang.Object", "int hashCode()").
   * Memoized with {@link #subSignature}: library models ask for the same few call-back
   * signatures on every library call they see, and parsing them was a sixth of the points-to
   * analysis's time on a large class path.
   */
  MethodSignature signature(String cls, String subSignature) {
    return signatures.computeIfAbsent(cls, k -> new HashMap<>()).computeIfAbsent(subSignature,
        k -> new MethodSignature(code.classType(cls), subSignature(subSignature)));
  }

  MethodSubSignature subSignature(String text) {
    return subSignatures.computeIfAbsent(text,
        k -> code.view().getIdentifierFactory().parseMethodSubSignature(k));
  }

  /** The entry methods of every started thread, by thread object id (a deep copy). */
  Map<Integer, Set<MethodInstance>> entries() {
    Map<Integer, Set<MethodInstance>> out = new LinkedHashMap<>();
    entries.forEach((k, v) -> out.put(k, PointsToResult.orderedCopy(v)));
    return java.util.Collections.unmodifiableMap(out);
  }

  /**
   * The uncaught-exception handler methods of every started thread ({@link #runHandlers}): its
   * own when {@code own}, else the default ones.
   */
  Map<Integer, Set<MethodInstance>> handlers(boolean own) {
    Map<Integer, Set<MethodInstance>> out = new LinkedHashMap<>();
    (own ? handlers : defaultHandlers).forEach((k, v) -> {
      if (!v.isEmpty()) {
        out.put(k, PointsToResult.orderedCopy(v));
      }
    });
    return java.util.Collections.unmodifiableMap(out);
  }

  /** The started thread object ids, in start order. */
  Set<Integer> started() {
    return PointsToResult.orderedCopy(started);
  }

  /** The thread object ids each call statement starts (a deep copy). */
  Map<CallKey, Set<Integer>> startedAt() {
    Map<CallKey, Set<Integer>> out = new LinkedHashMap<>();
    startedAt.forEach((k, v) -> out.put(k, PointsToResult.orderedCopy(v)));
    return java.util.Collections.unmodifiableMap(out);
  }
}

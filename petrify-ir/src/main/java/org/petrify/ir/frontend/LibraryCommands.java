package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.ClassForName;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.pointsto.JdkForkJoin;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.JvmExit;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * The library boundary of the translation: the rb commands of a JDK call, from the model of its
 * API family ({@link LibraryModels}, one {@link LibraryModel} per family: locks, conditions,
 * monitors, thread joins, {@code LockSupport}, synchronized collections, the
 * {@code java.util.concurrent} synchronizers, queues, futures and executors, timers), and the
 * caveats of the calls no model covers ({@link #sequences}):
 * <ul>
 *   <li>known blocking or call-back library calls that are not modelled (interrupts,
 *       {@code System.exit}, library methods receiving lambdas or application objects) →
 *       nothing, with an UNSOUND caveat;</li>
 *   <li>calls of the families trusted to do nothing concurrency-relevant
 *       ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}) → nothing, silently;</li>
 *   <li>every other JDK call → nothing, with the UNSOUND caveat {@link #UNMODELLED} naming
 *       the method (unless the call dispatches to application code, which is translated).</li>
 * </ul>
 * Pinned attempts ({@code tryLock}, {@code tryAcquire}, {@code offer}) are asked for by the
 * translator through {@link #isTry}. Thread starts and calls back into application code that
 * the points-to analysis resolved (runnables, lambdas) are emitted by the translator from the
 * call graph, not here.
 */
final class LibraryCommands {
  /** The caveat kind of a library call that is neither modelled nor trusted. */
  static final String UNMODELLED = "unmodelled-library";

  /** The methods that make a stream or spliterator of a collection. */
  private static final Set<String> STREAM_SOURCES = Set.of("stream", "parallelStream",
      "spliterator");

  /** Blocking queues that only store the objects they are given (no call-back). */
  private static final java.util.Set<String> BLOCKING_CONTAINERS = java.util.Set.of(
      "java.util.concurrent.BlockingQueue", "java.util.concurrent.BlockingDeque",
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.PriorityBlockingQueue");

  private final TranslationContext tc;
  private final ArgumentCallbacks argumentCallbacks;
  private final DefaultUncaughtHandler defaultHandler;
  private final CallerRunsModel callerRuns;
  private final ContainerReadsModel containerReads;
  private final NullReceivers nullReceivers;
  private final UpdaterWrites updaterWrites;
  private final ElementCallbacks elementCallbacks;
  private final CapturedCode capturedCode;
  private final StackTracePrinting stackTraces;
  private final ContainerLocks containerLocks;
  private final PropertyListeners propertyListeners;

  LibraryCommands(TranslationContext tc) {
    this.tc = tc;
    this.argumentCallbacks = new ArgumentCallbacks(tc.code());
    this.defaultHandler = new DefaultUncaughtHandler(tc.pts(), argumentCallbacks);
    this.callerRuns = new CallerRunsModel(tc, argumentCallbacks);
    this.containerReads = new ContainerReadsModel(tc, argumentCallbacks);
    this.nullReceivers = new NullReceivers(tc.pts());
    this.updaterWrites = new UpdaterWrites(tc.code());
    this.elementCallbacks = new ElementCallbacks(tc.pts(), argumentCallbacks);
    this.capturedCode = new CapturedCode(tc.pts(), argumentCallbacks);
    this.stackTraces = new StackTracePrinting(tc);
    this.propertyListeners = new PropertyListeners(tc);
    this.containerLocks = new ContainerLocks(tc, argumentCallbacks, elementCallbacks,
        this::comparatorMatters);
  }

  /** The JDK method a call reaches: resolved up the declared class's hierarchy. */
  private MethodSignature resolved(AbstractInvokeExpr inv) {
    Optional<JavaSootMethod> m = tc.code().resolve(inv.getMethodSignature());
    return m.map(JavaSootMethod::getSignature).orElse(inv.getMethodSignature());
  }

  /**
   * True if a family model of the registry ({@link LibraryModels}: a {@code
   * java.util.concurrent} family or a synchronized collection) owns this call, on the receivers
   * {@link #sequences} gives it, whatever commands it gives, or the call is a non-blocking
   * attempt a model pins. The core models ({@code Thread}, {@code Object}, locks, conditions,
   * {@code LockSupport}) are not asked: their calls matter exactly when they give commands.
   */
  boolean modelled(MethodInstance mi, int index, AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    MethodSignature sig = resolved(inv);
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    List<AbstractObject> receivers = ClassPathReceivers.libraryOnly(tc, inv,
        tc.receiverObjects(mi, index, inv));
    LibraryModels registry = tc.juc();
    return registry.find(cls, sig.getName(), receivers) != null
        || registry.synchronizedCollections().matches(cls, inv.getMethodSignature().getName(),
            receivers)
        || registry.isTry(mi, index, inv, sig, receivers);
  }

  boolean isTryLock(AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    MethodSignature sig = resolved(inv);
    return sig.getName().equals("tryLock")
        && LockModel.LOCK_CLASSES.contains(sig.getDeclClassType().getFullyQualifiedName());
  }

  /**
   * True if the call is a non-blocking attempt whose boolean result the translator pins
   * ({@code tryLock}, {@code Semaphore.tryAcquire}, ...): see {@link #tryCommands}. A receiver
   * whose call runs class-path code ({@link ClassPathReceivers}) is no attempt: its callee
   * computes the result. So the call is an attempt only if some receiver is a library object
   * and no callee of the others may throw; it then also calls those callees, whose result is
   * unknown ({@code ValueSteps.tryLock}). Otherwise it is translated as a call, with the
   * models' alternatives for the library receivers.
   */
  boolean isTry(MethodInstance mi, int index, AbstractInvokeExpr inv) {
    List<AbstractObject> receivers = tc.receiverObjects(mi, index, inv);
    if (ClassPathReceivers.anyRunsClassPathCode(tc, inv, receivers)) {
      receivers = ClassPathReceivers.libraryOnly(tc, inv, receivers);
      if (receivers.isEmpty()
          || tc.polled().callees(mi, index, inv).stream().anyMatch(tc::mayThrow)) {
        return false;
      }
    }
    return isTryLock(inv) || !(inv instanceof JDynamicInvokeExpr)
        && tc.juc().isTry(mi, index, inv, resolved(inv), receivers);
  }

  /**
   * The alternatives of a pinned non-blocking attempt other than {@code tryLock}: each makes
   * the command for a label and a failure label.
   */
  List<LibraryModel.TryMaker> tryCommands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin) {
    if (tc.libraryReceivers(mi, index, inv).stream().anyMatch(containerLocks::matters)) {
      // a pinned attempt neither takes the queue's lock nor runs the element methods under it
      tc.caveat("library-callback", origin, resolved(inv).getDeclClassType().getClassName()
          + "." + inv.getMethodSignature().getName() + " is an attempt whose result is pinned"
          + " on a container whose internal lock the model takes (its element methods or a"
          + " function of another call run under it); the attempt neither takes that lock nor"
          + " runs the element methods", Caveat.Effect.UNSOUND);
    }
    return tc.juc().tryCommands(mi, index, inv, resolved(inv), origin);
  }

  /**
   * Alternatives contributed by the library models for a call, each a sequence of commands
   * (usually zero or one alternative of one command). The order of precedence: a model of a
   * {@code java.util.concurrent} family (where the call starts no thread); the synchronized
   * collections, chosen by receiver; then, for a JDK call that is not a thread start or a
   * library allocation, a model of {@code Thread}, {@code Object}, locks, conditions or
   * {@code LockSupport}; what is left is judged at the library boundary ({@link #boundary}).
   */
  List<Supplier<List<Command>>> sequences(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin, Supplier<String> label) {
    if (tc.mockito().noLibraryCommands(mi, index, inv)) {
      return new ArrayList<>();
    }
    return tc.mockito().withMockReceivers(mi, index, inv,
        binWriteLocks(mi, index, inv, librarySequences(mi, index, inv, origin, label), origin,
            label), origin, label);
  }

  /**
   * A caller-runs call on a container that holds its internal lock while the function runs
   * ({@link ContainerLocks#runsFunctionUnderLock}): the model holds that lock around the
   * function's runs when the call has one receiver ({@link ContainerLocks}); a call that may be
   * on several containers runs the function in the caller without it, so a function that
   * blocks on a lock whose holder then calls the container is not found: UNSOUND {@code
   * library-callback}. So is every stream or spliterator of an {@code ArrayBlockingQueue}
   * ({@link #STREAM_SOURCES}): its traversal runs the stream's functions under the lock, and
   * the stream's terminal operation is not linked to the queue.
   */
  private void functionUnderInternalLock(LibraryModel.Call call, List<AbstractObject> receivers) {
    String name = call.sig().getName();
    if (STREAM_SOURCES.contains(name) && receivers.stream().anyMatch(o -> o.type().equals(
        ContainerLocks.ARRAY_QUEUE))) {
      tc.caveat("library-callback", call.origin(), "ArrayBlockingQueue." + name + ": a"
          + " stream or spliterator of the queue runs the functions of a traversal"
          + " (forEachRemaining) holding the queue's internal lock; the model runs them in the"
          + " caller without that lock", Caveat.Effect.UNSOUND);
    }
    if (!runsFunctionsInCaller(call) || receivers.size() == 1
        && containerLocks.matters(receivers.get(0))) {
      return;
    }
    for (AbstractObject o : receivers) {
      if (ContainerLocks.runsFunctionUnderLock(o, name)) {
        tc.caveat("library-callback", call.origin(), o.type().substring(
            o.type().lastIndexOf('.') + 1) + "." + name + " runs its function holding the"
            + " container's internal lock; the call may be on several containers and the model"
            + " runs it in the caller without that lock", Caveat.Effect.UNSOUND);
        return;
      }
    }
  }

  /**
   * A modelled container call that also runs its function argument in the caller ({@link
   * CallerRunsFunctions.Kind#IMMEDIATE}, e.g. a blocking queue's {@code forEach} or
   * {@code removeIf}): the model's alternatives, each followed by the function's runs
   * ({@link CallerRunsModel}); where those cannot all be accounted for, the UNSOUND
   * {@code library-callback} caveat. Without it the queue model claimed the call and the
   * function never ran.
   */
  private List<Supplier<List<Command>>> withCallerRuns(LibraryModel.Call call,
      List<AbstractObject> receivers, List<Supplier<List<Command>>> modelled) {
    if (!runsFunctionsInCaller(call)) {
      return modelled;
    }
    List<Supplier<List<Command>>> runs = functionRuns(call, receivers);
    if (runs.isEmpty()) {
      return modelled;
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (Supplier<List<Command>> first : modelled.isEmpty() ? List.<Supplier<List<Command>>>of(
        List::of) : modelled) {
      out.addAll(Alternatives.after(first, runs));
    }
    return out;
  }

  /**
   * The runs of a caller-runs call's functions ({@link CallerRunsModel}), or none, with the
   * UNSOUND {@code library-callback} caveat, where those cannot all be accounted for.
   */
  private List<Supplier<List<Command>>> functionRuns(LibraryModel.Call call,
      List<AbstractObject> receivers) {
    List<Supplier<List<Command>>> runs = callerRuns.commands(call, receivers);
    if (runs == null) {
      tc.caveat("library-callback", call.origin(), call.sig().getDeclClassType().getClassName()
          + "." + call.sig().getName() + " runs functions the model cannot all account for;"
          + " they are not modelled", Caveat.Effect.UNSOUND);
      return List.of();
    }
    return runs;
  }

  /**
   * True if the call is a caller-runs call ({@link CallerRunsFunctions.Kind#IMMEDIATE}) with
   * application functions to run (points-to call-backs at the site).
   */
  private boolean runsFunctionsInCaller(LibraryModel.Call call) {
    return CallerRunsFunctions.kind(call.sig()) == CallerRunsFunctions.Kind.IMMEDIATE
        && !tc.pts().callbacks(call.mi(), call.index()).isEmpty();
  }

  /**
   * A write of a {@code ConcurrentHashMap} on which a bin-locked call may run application code
   * ({@link PointsToResult#callbackBinLockedMaps}): the map's lock (the one the bin-locked
   * calls hold around their functions, {@code SynchronizedCollectionModel}) is taken and
   * released before the write's own alternatives, one receiver's, chosen among the receivers
   * (or none, when the receiver may be another object). Sound: in Java the write locks the
   * head of the key's bin, so it waits while a function of that bin runs (a function that
   * blocks on a lock the writing thread holds deadlocks); the write itself runs JDK code only
   * under that lock, never blocking there, so releasing before its effects only adds
   * interleavings. One lock per map stands for all its bins (the {@code bin-lock} caveat).
   * Writes through the map's views and iterators ({@code keySet().remove}) are not covered.
   */
  private List<Supplier<List<Command>>> binWriteLocks(MethodInstance mi, int index,
      AbstractInvokeExpr inv, List<Supplier<List<Command>>> alternatives, Origin origin,
      Supplier<String> label) {
    if (!(inv instanceof AbstractInstanceInvokeExpr)
        || !PointsToResult.isBinWriter("java.util.concurrent.ConcurrentHashMap",
            inv.getMethodSignature().getName())) {
      return alternatives;
    }
    Set<Integer> maps = tc.pts().callbackBinLockedMaps();
    List<String> locks = new ArrayList<>();
    boolean other = false;
    for (AbstractObject o : tc.libraryReceivers(mi, index, inv)) {
      if (PointsToResult.isBinWriter(o.type(), inv.getMethodSignature().getName())
          && maps.contains(o.id())) {
        String lock = tc.lockName(o, origin);
        if (!locks.contains(lock)) {
          locks.add(lock);
        }
      } else {
        other = true;
      }
    }
    if (locks.isEmpty()) {
      return alternatives;
    }
    boolean orNone = other;
    return Alternatives.after(() -> {
      List<Command> cs = new ArrayList<>();
      String after = label.get();
      List<String> entries = new ArrayList<>();
      List<Command> bodies = new ArrayList<>();
      for (String lock : locks) {
        String take = label.get();
        entries.add(take);
        bodies.add(new Command.Acquire(take, lock, origin));
        bodies.add(new Command.Release(label.get(), lock, origin));
        bodies.add(new Command.Jump(label.get(), List.of(after), origin));
      }
      if (orNone) {
        entries.add(after);
      }
      if (entries.size() > 1) {
        cs.add(new Command.Jump(label.get(), entries, origin));
      }
      cs.addAll(bodies);
      cs.add(new Command.Skip(after, origin));
      return cs;
    }, alternatives);
  }

  private List<Supplier<List<Command>>> librarySequences(MethodInstance mi, int index,
      AbstractInvokeExpr inv, Origin origin, Supplier<String> label) {
    if (inv instanceof JDynamicInvokeExpr dyn) {
      return concatenation(mi, index, dyn, origin, label);
    }
    MethodSignature sig = resolved(inv);
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    LibraryModel.Call call = new LibraryModel.Call(mi, index, inv, sig, origin, label);
    List<AbstractObject> all = tc.receiverObjects(mi, index, inv);
    List<AbstractObject> receivers = ClassPathReceivers.libraryOnly(tc, inv, all);
    if (receivers.isEmpty() && !all.isEmpty()
        && !ClassPathReceivers.mayBeForeign(tc, mi, index, inv)) {
      return new ArrayList<>(); // class-path code only: its callees are translated (CallSteps)
    }
    if (updaterWrites.dropsReference(tc.pts().body(mi), inv)) {
      tc.caveat(UNMODELLED, origin, sig.getDeclClassType().getClassName() + "." + sig.getName()
          + " stores a reference through a field updater or var handle whose field is not"
          + " resolved (not a static final holder made with constant names): the stored object"
          + " is not followed", Caveat.Effect.UNSOUND);
    }
    SynchronizedCollectionModel collections = tc.juc().synchronizedCollections();
    functionUnderInternalLock(call, receivers);
    PrintLockCallbacks.writerCaveat(tc, call);
    List<String> elementRuns = elementCallbacks(call, cls, receivers);
    factoryCaveat(call, cls);
    List<String> argumentLocks = ArgumentCollectionLocks.of(tc, mi, index, inv, origin);
    if (tc.pts().threadsStartedAt(mi, index).isEmpty()) {
      LibraryModel m = tc.juc().find(cls, sig.getName(), receivers);
      if (m != null) {
        boolean locked = receivers.size() == 1 && containerLocks.matters(receivers.get(0))
            && !sig.getName().equals("<init>");
        boolean held = locked && runsFunctionsInCaller(call)
            && ContainerLocks.runsFunctionUnderLock(receivers.get(0), sig.getName());
        List<Supplier<List<Command>>> modelled = sig.getName().equals("<init>")
            ? m.constructorCommands(call) : held ? m.commands(call)
            : m.runsFunctions(sig.getName()) ? m.commands(call)
            : withCallerRuns(call, receivers, m.commands(call));
        if (locked) {
          // the container's internal lock around its call-backs and functions (ContainerLocks)
          List<Supplier<List<Command>>> functions = held ? functionRuns(call, receivers)
              : List.of();
          modelled = droppingHooks(call, receivers, modelled);
          return ArgumentCollectionLocks.around(containerLocks.around(receivers.get(0),
              sig.getName(), modelled, () -> elementRuns.isEmpty() ? List.of()
                  : elementLoop(elementRuns, origin, label, index), functions, origin, label),
              argumentLocks, origin, label);
        }
        if (!elementRuns.isEmpty()) {
          elementCaveat(call.origin(), call.sig().getDeclClassType().getClassName() + "."
              + sig.getName(), "the element methods", " (under the locks its model takes, in"
              + " an order the model does not know)");
        }
        modelled = droppingHooks(call, receivers, modelled);
        return ArgumentCollectionLocks.around(modelled, argumentLocks, origin, label);
      }
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    String method = inv.getMethodSignature().getName();
    if (collections.matches(cls, method, receivers)) {
      out.addAll(collections.commands(call));
      if (collections.exclusive(method, receivers)) {
        return out;
      }
    }
    List<Supplier<List<Command>>> judged = boundary(call, cls, receivers, elementRuns);
    if (receivers.size() == 1 && ContainerLocks.isLockingQueue(receivers.get(0))
        && containerLocks.matters(receivers.get(0)) && !method.equals("<init>")
        && !cls.equals("java.lang.Object") && !ContainerLocks.runsFunctionUnderLock(
            receivers.get(0), method)) {
      // a method the queue inherits (isEmpty) calls one that takes the lock
      judged = containerLocks.around(receivers.get(0), method, judged, List::of, List.of(),
          origin, label);
    }
    out.addAll(ArgumentCollectionLocks.around(StackTracePrinting.around(judged,
        stackTraces.lockedStreams(call), call, tc), argumentLocks, origin, label));
    Supplier<List<Command>> inherited = tc.inheritedValues().at(call, receivers);
    return inherited == null ? out : Alternatives.after(inherited, out);
  }

  /**
   * A record's generated {@code equals}, {@code hashCode} or {@code toString} (an {@code
   * invokedynamic} of {@code ObjectMethods}): it calls the same method of each reference
   * component (for {@code equals}, only when the two components are not the same object), so
   * the component objects of the records at hand (the call's arguments) and what they hold
   * are judged, and their registered call-backs run ({@link #covering}).
   */
  private List<String> recordMethod(MethodInstance mi, int index, JDynamicInvokeExpr dyn,
      Origin origin) {
    String name = dyn.getMethodSignature().getName();
    String method = ArgumentCallbacks.objectMethod(name);
    if (method == null) {
      return List.of();
    }
    List<AbstractObject> components = new ArrayList<>();
    for (AbstractObject record : argumentObjects(mi, index, dyn)) {
      if (record.kind() != AbstractObject.Kind.ALLOCATION) {
        continue;
      }
      tc.code().applicationClass(tc.code().classType(record.type())).ifPresent(c -> {
        for (sootup.java.core.JavaSootField f : org.petrify.ir.pointsto.CodeBase
            .<sootup.java.core.JavaSootField>fieldsInOrder(c)) {
          if (!f.isStatic()) {
            components.addAll(tc.pts().fieldPointsTo(record, f.getName()));
          }
        }
      });
    }
    components.addAll(elementCallbacks.elementsOf(components));
    return covering(mi, index, new ElementCallbacks.NonPlain(method,
        argumentCallbacks.nonPlainTargets(method, components)), origin,
        "the record's generated " + name);
  }

  private static List<AbstractObject> concat(List<AbstractObject> a, List<AbstractObject> b) {
    List<AbstractObject> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /** The objects with, for each array among them, the objects its elements may hold. */
  private List<AbstractObject> withArrayElements(List<AbstractObject> objects) {
    List<AbstractObject> out = new ArrayList<>(objects);
    for (AbstractObject o : objects) {
      if (o.type().endsWith("]")) {
        out.addAll(tc.pts().allElements(o));
      }
    }
    return out;
  }

  /**
   * The element methods a JDK container or rendering call runs ({@link ElementCallbacks}) when
   * one that matters is among them: the procedures of the call-backs the points-to analysis
   * registered for the call ({@code LibraryEffects.elementCalls}: {@code hashCode}, {@code
   * equals}, {@code compareTo}, {@code toString} of the elements, arguments and contents,
   * dispatched on their points-to sets), to be run in the caller at the call
   * ({@link #elementLoop}). Empty when every element method is plain (they run nothing that
   * matters), when the receivers are all synchronized collections (whose model runs the same
   * call-backs under their lock), or when the registered call-backs do not include every
   * method that matters (then the call keeps its UNSOUND {@code library-callback} caveat).
   */
  private List<String> elementCallbacks(LibraryModel.Call call, String cls,
      List<AbstractObject> receivers) {
    if (!receivers.isEmpty() && receivers.stream().allMatch(tc.pts()::isSynchronizedCollection)) {
      return List.of(); // the synchronized collections' model runs these call-backs under the lock
    }
    String name = call.sig().getName();
    ElementCallbacks.NonPlain nonPlain = elementCallbacks.nonPlainCall(cls, name, receivers,
        argumentObjects(call.mi(), call.index(), call.inv()));
    if (!nonPlain.isEmpty() && capturedCode.viewOverLocking(receivers)) {
      // a view over a synchronized collection runs them under its lock: not run here
      elementCaveat(call.origin(), call.sig().getDeclClassType().getClassName() + "." + name,
          "the element methods", " (under the lock of the synchronized collection a view wraps)");
      return List.of();
    }
    List<String> runs = covering(call.mi(), call.index(), nonPlain, call.origin(),
        call.sig().getDeclClassType().getClassName() + "." + name);
    List<String> compared = comparatorRuns(call, receivers);
    if (compared.isEmpty()) {
      return runs;
    }
    java.util.LinkedHashSet<String> all = new java.util.LinkedHashSet<>(runs);
    all.addAll(compared);
    return new ArrayList<>(all);
  }

  /**
   * The comparators a call on sorted containers runs ({@code LibraryEffects.storedComparator}:
   * the one each receiver was made with, called by {@code put}, {@code get}, {@code remove},
   * {@code offer}, {@code poll}, ...), when one of them matters: a lambda whose code matters
   * ({@link ArgumentCallbacks#lambdaMatters}), an application comparator whose {@code compare}
   * is not plain, or a comparator the JDK made from such code ({@link CapturedCode}). Then
   * every call-back the points-to analysis registered at the call runs in the caller ({@link
   * #elementLoop}): the comparators' {@code compare}, the functions a JDK-made comparator
   * holds and the keys' {@code compareTo} it runs, and the element methods. Sound for the same
   * reason as the element methods: the JDK calls the comparator in the calling thread, at the
   * call, a bounded number of times. Where a lambda's code is unknown, or a JDK-made
   * comparator holds one, the registered call-backs may not cover it: none run, and the UNSOUND
   * {@code library-callback} caveat names the call.
   */
  private List<String> comparatorRuns(LibraryModel.Call call, List<AbstractObject> receivers) {
    String name = call.sig().getName();
    List<String> parameters = call.sig().getParameterTypes().stream()
        .map(Object::toString).toList();
    List<AbstractObject> comparators = new ArrayList<>();
    for (AbstractObject r : receivers) {
      if (ElementCalls.runsStoredComparator(r.type(), name, parameters)) {
        comparators.addAll(tc.pts().fieldPointsTo(r, ElementCalls.COMPARATOR_FIELD));
      }
    }
    if (comparators.stream().noneMatch(this::comparatorMatters)) {
      return List.of();
    }
    boolean accounted = comparators.stream().allMatch(c -> switch (c.kind()) {
      case LAMBDA -> ArgumentCallbacks.implementation(c).isPresent();
      case LIBRARY -> !PointsToResult.isFunctionalType(c.type())
          || capturedCode.madeFunctionsAccountedFor(List.of(c),
              l -> ArgumentCallbacks.implementation(l).isPresent());
      default -> true;
    });
    if (!accounted) {
      elementCaveat(call.origin(), call.sig().getDeclClassType().getClassName() + "." + name,
          "the comparator its receiver was made with", "");
      return List.of();
    }
    return tc.callbackProcedures(call.mi(), call.index());
  }

  /** True if running the comparator object may matter ({@link #comparatorRuns}). */
  private boolean comparatorMatters(AbstractObject comparator) {
    return switch (comparator.kind()) {
      case LAMBDA -> argumentCallbacks.lambdaMatters(comparator);
      case LIBRARY -> capturedCode.anyCallsApplication(List.of(comparator), null);
      default -> argumentCallbacks.callsBack(ElementCalls.COMPARE, List.of(comparator));
    };
  }

  /**
   * The procedures of the element call-backs registered at the call ({@link
   * #elementCallbacks}) if they include every method of {@code nonPlain}; else none, and the
   * UNSOUND caveat naming the call.
   */
  private List<String> covering(MethodInstance mi, int index, ElementCallbacks.NonPlain nonPlain,
      Origin origin, String caller) {
    if (nonPlain.isEmpty()) {
      return List.of();
    }
    List<String> procedures = new ArrayList<>();
    java.util.Set<sootup.core.signatures.MethodSignature> registered = new java.util.HashSet<>();
    for (MethodInstance cb : tc.pts().callbacks(mi, index)) {
      if (!cb.method().isStatic() && ELEMENT_METHODS.contains(cb.method().getName())) {
        registered.add(cb.method().getSignature());
        procedures.add(tc.procedureName(cb));
      }
    }
    if (!nonPlain.targets().stream().allMatch(t -> registered.contains(t.getSignature()))) {
      elementCaveat(origin, caller, nonPlain.method().substring(
          nonPlain.method().indexOf(' ') + 1) + " of an application object it is given or"
          + " holds", "");
      return List.of();
    }
    return procedures;
  }

  /** The names of the element methods {@link #elementCallbacks} runs. */
  private static final java.util.Set<String> ELEMENT_METHODS = java.util.Set.of("hashCode",
      "equals", "compareTo", "toString");

  /**
   * The element call-backs {@code procedures} run in the caller: zero or more calls, each of
   * one of them, in any order ({@link CallbackChoice}), with a strongly fair exit ({@link
   * LoopExitMark} of the call statement). Sound: the JDK runs them in the calling thread, at
   * the call, before it returns; and a bounded number of times: one {@code hashCode} and an
   * {@code equals} per entry of one bucket, finitely many comparisons for a sort or a search
   * over the elements there at its start, one {@code toString} per rendered element (an
   * element method that changes the container it is called from recurses without end on the
   * JVM as well). The parameters are not narrowed to a particular element: each call covers
   * every element.
   */
  private static List<Command> elementLoop(List<String> procedures, Origin origin,
      Supplier<String> label, int index) {
    return CallbackChoice.commands(procedures, origin, label, true, index);
  }

  /**
   * A JDK call given an application thread factory ({@code Executors.newFixedThreadPool(n,
   * factory)}, a pool constructor) whose {@code newThread} matters ({@link
   * ArgumentCallbacks#factoryMatters}): the pool calls it when it starts a worker, in the
   * thread that submits a task, which the model does not: UNSOUND {@code library-callback}.
   */
  private void factoryCaveat(LibraryModel.Call call, String cls) {
    MethodSignature sig = call.inv().getMethodSignature();
    List<Immediate> actual = call.inv().getArgs();
    for (int i = 0; i < actual.size() && i < sig.getParameterCount(); i++) {
      if (sig.getParameterType(i).toString().equals("java.util.concurrent.ThreadFactory")
          && actual.get(i) instanceof Local l && tc.pts().pointsTo(call.mi(), call.index(), l)
              .stream().anyMatch(argumentCallbacks::factoryMatters)) {
        tc.caveat("library-callback", call.origin(), sig.getDeclClassType().getClassName() + "."
            + sig.getName() + " is given a thread factory whose newThread takes a lock or calls"
            + " other code; the pool calls it when it starts a worker, in the submitting thread,"
            + " and that call is not modelled", Caveat.Effect.UNSOUND);
        return;
      }
    }
  }

  private void elementCaveat(Origin origin, String caller, String method, String where) {
    tc.caveat("library-callback", origin, caller + " calls " + method + where + ", and"
        + " a method among them takes a lock or calls other code the points-to analysis did not"
        + " register for the call; that call is not modelled", Caveat.Effect.UNSOUND);
  }

  /**
   * String concatenation and a record's generated {@code equals}, {@code hashCode} or {@code
   * toString}: they run the {@code toString} of the rendered objects (and, through a
   * container's, of its elements) or the same method of the record's components; when one of
   * those matters, the element call-backs the points-to analysis registered run in the caller
   * ({@link #elementLoop}), else nothing runs.
   */
  private List<Supplier<List<Command>>> concatenation(MethodInstance mi, int index,
      JDynamicInvokeExpr dyn, Origin origin, Supplier<String> label) {
    String bootstrap = dyn.getBootstrapMethodSignature().getDeclClassType()
        .getFullyQualifiedName();
    List<String> runs;
    if (bootstrap.equals("java.lang.runtime.ObjectMethods")) {
      runs = recordMethod(mi, index, dyn, origin);
    } else if (ElementCalls.argumentMethod(bootstrap, dyn.getMethodSignature().getName())
        .isPresent()) {
      runs = covering(mi, index, elementCallbacks.nonPlainCall(bootstrap,
          dyn.getMethodSignature().getName(), List.of(), argumentObjects(mi, index, dyn)),
          origin, "string concatenation");
    } else {
      runs = List.of();
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!runs.isEmpty()) {
      out.add(() -> elementLoop(runs, origin, label, index));
    }
    return out;
  }

  /**
   * A call no {@code java.util.concurrent} model or synchronized collection took: an
   * application method (translated as a call; none found is a caveat), a thread start or
   * library allocation (a points-to effect), a call of a core model ({@code Thread},
   * {@code Object}, locks, conditions, {@code LockSupport}), or a JDK call judged by the
   * allow-list: known to block ({@code blocking-call}), {@code System.exit}, a call-back
   * ({@code library-callback}), trusted ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}: nothing), or else the UNSOUND
   * caveat {@link #UNMODELLED} naming the method. A JDK interface call that dispatches to
   * application code (its callees are translated as calls) is not judged.
   */
  private List<Supplier<List<Command>>> boundary(LibraryModel.Call call, String cls,
      List<AbstractObject> receivers, List<String> elementRuns) {
    Judged judged = judge(call, cls, receivers);
    if (receivers.size() == 1 && ContainerLocks.isCopyOnWrite(receivers.get(0))
        && containerLocks.matters(receivers.get(0))
        && (judged.runsCallbacks() || elementRuns.isEmpty())) {
      // every mutator takes the internal lock, with no call-back of its own to run under it
      return containerLocks.copyOnWrite(receivers.get(0), call,
          overrideRuns(call, receivers, judged), List::of, judged.runsCallbacks());
    }
    if (judged.runsCallbacks() && receivers.size() == 1
        && ContainerLocks.runsFunctionUnderLock(receivers.get(0), call.sig().getName())
        && containerLocks.matters(receivers.get(0))) {
      // an ArrayBlockingQueue iterator's forEachRemaining (ContainerLocks)
      return Alternatives.after(() -> elementRuns.isEmpty() ? List.of() : elementLoop(
          elementRuns, call.origin(), call.label(), call.index()), containerLocks.holding(
              receivers.get(0), judged.alternatives(), call.origin(), call.label()));
    }
    if (judged.runsCallbacks() || elementRuns.isEmpty()) {
      return overrideRuns(call, receivers, judged);
    }
    if (receivers.size() == 1 && ContainerLocks.isCopyOnWrite(receivers.get(0))
        && containerLocks.matters(receivers.get(0))) {
      return containerLocks.copyOnWrite(receivers.get(0), call,
          overrideRuns(call, receivers, judged), () -> elementRuns.isEmpty() ? List.of()
              : elementLoop(elementRuns, call.origin(), call.label(), call.index()), false);
    }
    if (receivers.stream().anyMatch(ContainerLocks::isCopyOnWrite) && !elementRuns.isEmpty()) {
      elementCaveat(call.origin(), call.sig().getDeclClassType().getClassName() + "."
          + call.sig().getName(), "the element methods", " (maybe under the collection's"
          + " internal lock, which the model takes only where the elements' methods matter)");
    }
    // the element methods run before what the call does besides (LibraryEffects.elementCalls)
    return Alternatives.after(() -> elementLoop(elementRuns, call.origin(), call.label(),
        call.index()), overrideRuns(call, receivers, judged));
  }

  /** The judged alternatives, after the overrides of the receivers the call may run. */
  private List<Supplier<List<Command>>> overrideRuns(LibraryModel.Call call,
      List<AbstractObject> receivers, Judged judged) {
    List<MethodInstance> overrides = overridesCalled(call, receivers);
    if (overrides.isEmpty() || judged.runsCallbacks()) {
      return judged.alternatives();
    }
    List<AbstractObject> started = tc.pts().threadsStartedAt(call.mi(), call.index());
    if (!started.isEmpty()) {
      // the per-task hooks of a ThreadPoolExecutor subclass run in its task threads (PoolHooks)
      if (hookCaveat(call, overrides.stream()
          .filter(h -> !tc.poolHooks().runsInTasks(h, started)).toList())) {
        return Alternatives.after(() -> tc.unknownStarts().droppedCallback(call.origin(),
            call.label()), judged.alternatives());
      }
      return judged.alternatives();
    }
    List<String> procedures = overrides.stream().map(tc::procedureName).toList();
    return Alternatives.after(() -> CallbackChoice.commands(procedures, call.origin(),
        call.label(), true), judged.alternatives());
  }

  /**
   * The call-backs the points-to analysis recorded for the call that are overrides of one of
   * its receivers: instance methods of a class the receiver's class is a subtype of.
   */
  private List<MethodInstance> overridesCalled(LibraryModel.Call call,
      List<AbstractObject> receivers) {
    List<MethodInstance> out = new ArrayList<>();
    for (MethodInstance cb : tc.pts().callbacks(call.mi(), call.index())) {
      sootup.core.types.ClassType owner = cb.method().getDeclaringClassType();
      if (!cb.method().isStatic() && receivers.stream().anyMatch(r -> !r.type().endsWith("]")
          && tc.code().isSubtype(tc.code().classType(r.type()), owner))) {
        out.add(cb);
      }
    }
    return out;
  }

  /**
   * The modelled alternatives of a call, after the fork of a {@link
   * UnknownStarts#droppedCallback} thread if the JDK code may call overrides of the receivers
   * that the model does not run ({@link #hookCaveat}).
   */
  private List<Supplier<List<Command>>> droppingHooks(LibraryModel.Call call,
      List<AbstractObject> receivers, List<Supplier<List<Command>>> modelled) {
    if (!hookCaveat(call, overridesCalled(call, receivers))) {
      return modelled;
    }
    return Alternatives.after(() -> tc.unknownStarts().droppedCallback(call.origin(),
        call.label()), modelled);
  }

  /**
   * A {@code java.util.concurrent} model took a call, or the call starts threads, and the JDK
   * code may call overrides of the application receiver ({@code ThreadPoolExecutor}'s workers
   * call {@code afterExecute}, ...): hooks the JDK calls, maybe in another thread, which the
   * model does not run: UNSOUND {@code library-callback}; true if it reported one (the call
   * then forks a {@link UnknownStarts#droppedCallback} thread, so that no VIOLATED rests on
   * the missing code).
   */
  private boolean hookCaveat(LibraryModel.Call call, List<MethodInstance> hooks) {
    if (JdkForkJoin.isForkJoin(call.sig().getDeclClassType().getFullyQualifiedName())) {
      // the fork/join model runs compute() (ForkJoinModel); other overrides stay hooks
      hooks = hooks.stream().filter(cb -> !cb.method().getName().equals("compute")
          || cb.method().getParameterCount() != 0).toList();
    }
    if (!call.name().equals("remove") && !call.name().equals("purge")) {
      // the pool model runs terminated() after a shutdown (PoolTermination); remove and purge
      // may complete the termination themselves
      hooks = hooks.stream().filter(cb -> !cb.method().getSubSignature().toString()
          .equals(PoolTermination.HOOK) || !runsTerminated(cb)).toList();
    }
    if (call.sig().getDeclClassType().getFullyQualifiedName().equals(PhaserModel.PHASER)) {
      // only arrivals run onAdvance, and the phaser model runs it there (PhaserAdvance)
      hooks = hooks.stream().filter(cb -> !cb.method().getSubSignature().toString()
          .equals(PhaserAdvance.HOOK)).toList();
    }
    if (!hooks.isEmpty()) {
      MethodInstance cb = hooks.get(0);
      tc.caveat("library-callback", call.origin(), cb.method().getDeclaringClassType()
          .getClassName() + "." + cb.method().getName() + " overrides a JDK method that "
          + call.sig().getDeclClassType().getClassName() + "." + call.sig().getName()
          + " may call, maybe in another thread; the model does not run it",
          Caveat.Effect.UNSOUND);
      return true;
    }
    return false;
  }

  /** True if {@link PoolTermination} runs the {@code terminated()} override for all its pools. */
  private boolean runsTerminated(MethodInstance hook) {
    List<AbstractObject> pools = tc.pts().receiversOf(hook);
    return !pools.isEmpty() && pools.stream().allMatch(p -> tc.poolTermination().hook(p) != null);
  }

  /**
   * A call on delegating views ({@code Collections.unmodifiable*}, {@code checked*}): the view
   * forwards it to the container it wraps, and the points-to analysis registered what that
   * runs as call-backs of the call ({@code LibraryEffects.forwardToDelegate}: the wrapped
   * application container's method, or the overrides and element methods the wrapped JDK
   * container's code calls, through nested views too). The call-backs of the call's own
   * sub-signature are the forwarded call: at most one of them runs (none where the wrapped
   * container is a JDK one). The element methods ({@code hashCode}, {@code equals}, {@code
   * compareTo}, {@code toString}) run as in {@link #elementLoop}, a bounded number of times.
   * Any other call-back (an override a JDK container's code calls) runs zero or more times,
   * in a loop without a fair exit: the JDK code between may call it again and again.
   */
  private List<Supplier<List<Command>>> viewRuns(LibraryModel.Call call) {
    List<String> forwarded = new ArrayList<>();
    List<String> elements = new ArrayList<>();
    List<String> others = new ArrayList<>();
    String sub = call.sig().getSubSignature().toString();
    for (MethodInstance cb : tc.pts().callbacks(call.mi(), call.index())) {
      String procedure = tc.procedureName(cb);
      if (cb.method().getSubSignature().toString().equals(sub)) {
        forwarded.add(procedure);
      } else if (!cb.method().isStatic() && ELEMENT_METHODS.contains(cb.method().getName())) {
        elements.add(procedure);
      } else {
        others.add(procedure);
      }
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (forwarded.isEmpty() && elements.isEmpty() && others.isEmpty()) {
      return out;
    }
    out.add(() -> {
      List<Command> cs = new ArrayList<>();
      if (!others.isEmpty()) {
        List<String> all = new ArrayList<>(forwarded);
        all.addAll(elements);
        all.addAll(others);
        return CallbackChoice.commands(all, call.origin(), call.label(), true);
      }
      if (!forwarded.isEmpty()) {
        cs.addAll(CallbackChoice.commands(forwarded, call.origin(), call.label(), false));
      }
      if (!elements.isEmpty()) {
        cs.addAll(elementLoop(elements, call.origin(), call.label(), call.index()));
      }
      return cs;
    });
    return out;
  }

  /**
   * The judgement of a call at the boundary: its alternatives, and whether they already run
   * every call-back of the call (a caller-runs or container-read model took it).
   */
  private record Judged(List<Supplier<List<Command>>> alternatives, boolean runsCallbacks) {
    static Judged of(List<Supplier<List<Command>>> alternatives) {
      return new Judged(alternatives, false);
    }
  }

  private Judged judge(LibraryModel.Call call, String cls, List<AbstractObject> receivers) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    MethodInstance mi = call.mi();
    int index = call.index();
    AbstractInvokeExpr inv = call.inv();
    MethodSignature sig = call.sig();
    Origin origin = call.origin();
    if (tc.code().isApplication(sig.getDeclClassType())) {
      if (tc.pts().callees(mi, index).isEmpty()
          && tc.pts().threadsStartedAt(mi, index).isEmpty()) {
        if (nullReceivers.onlyNull(mi, index, inv)) {
          tc.caveat("unresolved-call", origin, "no target found for " + inv.getMethodSignature()
              + ": its receiver can only be null (nothing in the program creates a "
              + sig.getDeclClassType().getClassName() + ", it is the result of a call that"
              + " cannot return, or it is read from a field that only ever holds null), so the call throws a NullPointerException, not followed as"
              + " no null dereference is; the call does nothing and the run goes on",
              Caveat.Effect.IMPRECISE);
        } else {
          tc.caveat("unresolved-call", origin, "no target found for " + inv.getMethodSignature()
              + " (the receiver has no abstract object); the call does nothing",
              Caveat.Effect.UNSOUND);
        }
      }
      return Judged.of(out);
    }
    if (containerReads.reachesOnlyApplication(call, receivers)
        || LambdaReceivers.allTranslated(tc, call, receivers)) {
      return Judged.of(out);
    }
    String name = sig.getName();
    if (PropertyListeners.isSupport(cls, receivers)) {
      return new Judged(propertyListeners.commands(call, receivers), true);
    }
    if (!receivers.isEmpty() && receivers.stream().allMatch(tc.pts()::isDelegatingView)
        && !capturedCode.viewOverLocking(receivers)) {
      return new Judged(viewRuns(call), true);
    }
    CallerRunsFunctions.Kind runsInCaller = CallerRunsFunctions.kind(sig);
    if (runsInCaller != CallerRunsFunctions.Kind.NONE
        && tc.pts().threadsStartedAt(mi, index).isEmpty()) {
      List<Supplier<List<Command>>> runs = callerRuns.commands(call, receivers);
      if (runs != null) {
        return new Judged(runs, true);
      }
      if (mayCallBack(mi, index, inv, cls, receivers)
          || runsInCaller == CallerRunsFunctions.Kind.STREAM_TERMINAL && (receivers.isEmpty()
          || !tc.pts().callbacks(mi, index).isEmpty())) {
        tc.caveat("library-callback", origin, sig.getDeclClassType().getClassName() + "."
            + name + " runs functions the model cannot all account for (an unknown or parallel"
            + " stream, a function passed where none is expected, a JDK method reference that"
            + " is not trusted); they are not modelled", Caveat.Effect.UNSOUND);
        return Judged.of(out);
      }
    }
    if (capturedCode.anyCallsApplication(receivers, sig.getSubSignature().toString())) {
      tc.caveat("library-callback", origin, sig.getDeclClassType().getClassName() + "." + name
          + " is called on a library object that runs application code (a function the JDK"
          + " made from a lambda, or a view of an application collection among other"
          + " receivers); that code is not modelled", Caveat.Effect.UNSOUND);
      return Judged.of(out);
    }
    if (!tc.pts().threadsStartedAt(mi, index).isEmpty()
        || !tc.pts().objectsCreatedAt(mi, index).isEmpty()) {
      if ((name.equals("scheduleAtFixedRate") || name.equals("scheduleWithFixedDelay"))
          && !tc.periodicTasks().modelsAll(mi, index)) {
        tc.caveat("scheduled-periodic", origin, name + ": the task runs once in the model;"
            + " Java runs it again and again until it is cancelled, throws or the pool shuts"
            + " down (its future never completes normally)", Caveat.Effect.UNSOUND);
      }
      return Judged.of(out);
    }
    if (cls.equals("java.util.ServiceLoader") && !receivers.isEmpty()
        && receivers.stream().allMatch(tc.values()::isEmptyContainer)) {
      return Judged.of(out); // no provider: nothing is loaded or run (EmptyContainers)
    }
    LibraryModel core = tc.juc().findCore(cls, receivers);
    if (core != null) {
      return Judged.of(core.commands(call));
    }
    if (TrustedLibrary.mayBlock(cls, name)) {
      tc.caveat("blocking-call", origin, sig.getDeclClassType().getClassName() + "." + name
          + " may block and is not modelled; it returns at once", Caveat.Effect.UNSOUND);
      return Judged.of(out);
    }
    if ((cls.equals("java.lang.System") || cls.equals("java.lang.Runtime"))
        && (name.equals("exit") || name.equals("halt"))) {
      // the JVM ends: the first up records it, the second blocks the thread for ever (JvmExit)
      tc.juc().declareTranslatorCounter(JvmExit.counter());
      Supplier<String> label = call.label();
      if (name.equals("exit")) {
        // the shutdown runs the registered hooks and waits for them first (ShutdownHooks)
        out.add(() -> tc.juc().exitWithHooks(label, origin));
        return Judged.of(out);
      }
      out.add(() -> List.of(new Command.Up(label.get(), JvmExit.COUNTER, 1, origin),
          new Command.Up(label.get(), JvmExit.COUNTER, 1, origin)));
      return Judged.of(out);
    }
    if (ShutdownHooks.registers(inv) && !tc.pts().threadsStartedAt(mi, index).isEmpty()) {
      return Judged.of(out); // the hooks are forked and registered by CallSteps
    }
    List<Supplier<List<Command>>> reads = isContainer(cls) && mayCallBack(mi, index, inv, cls,
        receivers) ? containerReads.commands(call, receivers) : null;
    if (reads != null) {
      return new Judged(reads, true);
    }
    boolean jdkReceivers = receivers.stream()
        .noneMatch(o -> tc.code().isApplication(tc.code().classType(o.type())));
    if (jdkReceivers && defaultHandler.onlyPrints(cls, name, argumentObjects(mi, index, inv))) {
      return Judged.of(out); // the JDK's handler prints the exception (DefaultUncaughtHandler)
    }
    if (jdkReceivers && JdkLogging.onlyJdkCode(cls, sig, argumentsByPosition(mi, index, inv),
            tc.programLoggingClasses(), tc.code(), argumentCallbacks)) {
      if (CallerRunsFunctions.isLoggingMethod(cls, name)) {
        // the program's handlers' publish, once per handler of the logger and its parents
        List<String> handlers = tc.pts().callbacks(mi, index).stream()
            .map(tc::procedureName).toList();
        if (!handlers.isEmpty()) {
          out.add(() -> CallbackChoice.commands(handlers, origin, call.label(), true, index));
        }
        return new Judged(out, true);
      }
      return Judged.of(out); // only the JDK's logging code runs (JdkLogging)
    }
    if (mayCallBack(mi, index, inv, cls, receivers)) {
      tc.caveat("library-callback", origin, sig.getDeclClassType().getClassName() + "." + name
          + " receives application code (a lambda or an application object) that the library"
          + " may call; such calls are not modelled", Caveat.Effect.UNSOUND);
      if (UnknownStarts.mayRunElsewhere(cls) && !runsElementsInCaller(cls, sig)) {
        // maybe in a thread of its own: no VIOLATED may rest on the dropped code
        Supplier<String> label = call.label();
        out.add(() -> tc.unknownStarts().droppedCallback(origin, label));
      }
    } else if (TrustedLibrary.isPlatform(cls)
        && !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name)
        && tc.pts().callees(mi, index).isEmpty() && !loadsApplicationClass(inv)) {
      tc.caveat(UNMODELLED, origin, sig.getDeclClassType().getClassName() + "." + name
          + " (" + cls + ") is neither modelled nor on the list of library methods known not"
          + " to block, wake or start threads, lock shared objects or call application code;"
          + " it does nothing in the model", Caveat.Effect.UNSOUND);
    }
    return Judged.of(out);
  }

  /**
   * True for {@code Class.forName} of a constant name of an application class: loading it runs
   * none of its code, and an initialising call is modelled as the class's active use
   * ({@link ClassInitialisation}). A JDK class's name keeps the caveat (a JDK initialiser may
   * load application code, e.g. drivers and providers).
   */
  private boolean loadsApplicationClass(AbstractInvokeExpr inv) {
    String loaded = ClassForName.loaded(inv);
    return loaded != null && tc.code().isApplication(tc.code().classType(loaded));
  }

  private boolean mayCallBack(MethodInstance mi, int index, AbstractInvokeExpr inv, String cls,
      List<AbstractObject> receivers) {
    List<AbstractObject> args = argumentObjects(mi, index, inv,
        i -> !storesComparator(inv.getMethodSignature(), i, receivers));
    if (capturedCode.anyCallsApplication(args, null)) {
      return true; // a JDK-made function of application code, or a view of such a collection
    }
    if (CapturedCode.isDeferredCombinator(cls, inv.getMethodSignature().getName())
        && capturedCode.holds(concat(tc.pts().objectsCreatedAt(mi, index), receivers), args)) {
      return false; // it only makes a function that holds them; where it runs, CapturedCode judges it
    }
    if (LibraryFacts.holds(LibraryFacts.Property.CALLS_NO_APPLICATION_CODE, cls,
        inv.getMethodSignature().getName())) {
      Optional<String> called = ElementCalls.argumentMethod(cls,
          inv.getMethodSignature().getName());
      // a rendering, hashing or comparing method's element methods: elementCallbacks runs them
      return called.filter(ElementCalls.FUNCTION::equals).isPresent()
          && argumentCallbacks.callsBack(called.get(),
          withArrayElements(argumentObjects(mi, index, inv, i -> ElementCalls.mayBeCalled(
              called.get(), inv.getMethodSignature().getParameterType(i)))));
    }
    boolean container = isContainer(cls);
    for (AbstractObject o : container ? argumentObjects(mi, index, inv,
        i -> !isStoredElement(inv.getMethodSignature(), i)
            && !storesComparator(inv.getMethodSignature(), i, receivers)) : args) {
      if (o.kind() == AbstractObject.Kind.LAMBDA) {
        return true;
      }
    }
    for (AbstractObject o : args) {
      if (!container && o.kind() == AbstractObject.Kind.ALLOCATION
          && tc.code().isApplication(tc.code().classType(o.type()))) {
        return true;
      }
    }
    // A container stores application objects without calling them, except an argument that is
    // itself an application collection, map or comparator, which it reads or compares with.
    return container && argumentCallbacks.containerArgumentCallsBack(args);
  }

  /**
   * True if parameter {@code i} of a container method is an element it stores: its declared
   * type is {@code Object} (an erased type variable: {@code add(E)}, {@code put(K, V)},
   * {@code offer(E)}). A container calls at most {@code equals}, {@code hashCode} (and, sorted,
   * {@code compareTo}) of an element; a lambda's are {@code Object}'s and it is no
   * {@code Comparable}, so a lambda stored there runs no application code. A lambda passed for
   * a functional parameter ({@code forEach}, {@code removeIf}, a comparator) is not an element.
   */
  private static boolean isStoredElement(MethodSignature sig, int i) {
    return i < sig.getParameterCount()
        && sig.getParameterType(i).toString().equals("java.lang.Object");
  }

  /**
   * True if argument {@code i} is the comparator a sorted container's constructor keeps
   * ({@code new TreeMap<>(cmp)}): the constructor does not call it; the calls that compare run
   * it ({@link #comparatorRuns}).
   */
  private static boolean storesComparator(MethodSignature sig, int i,
      List<AbstractObject> receivers) {
    return sig.getName().equals("<init>") && i < sig.getParameterCount()
        && sig.getParameterType(i).toString().equals("java.util.Comparator")
        && !receivers.isEmpty()
        && receivers.stream().allMatch(r -> ElementCalls.isSortedContainer(r.type()));
  }

  /** The JDK container classes that store the objects they are given without calling them. */
  private static boolean isContainer(String cls) {
    return cls.startsWith("java.util.") && !cls.startsWith("java.util.concurrent.")
        || cls.startsWith("java.util.concurrent.Concurrent")
        || cls.startsWith("java.util.concurrent.CopyOnWrite")
        || BLOCKING_CONTAINERS.contains(cls);
  }

  /**
   * True if JDK method {@code sig} of class {@code cls} runs the code it is given only in the
   * calling thread, within the call: a method of a concurrent container ({@link #isContainer}:
   * {@code ConcurrentHashMap}, {@code ConcurrentLinkedQueue}, {@code CopyOnWriteArrayList}, the
   * blocking queues, ...) whose reference parameters are all declared {@code Object}, the keys,
   * values and elements it stores or looks up ({@code put}, {@code putIfAbsent}, {@code add},
   * {@code offer}, {@code get}, {@code remove}, {@code contains}). Soundness: such a method calls
   * only the arguments' own {@code equals}/{@code hashCode}/{@code compareTo} (and, for an
   * application collection or map given as a key, what the JDK's inherited {@code hashCode} and
   * {@code equals} call of it), in the caller's own frames; the container hands nothing to
   * another thread. So the code the model drops there runs where a {@code java.util}
   * container's does: the UNSOUND {@code library-callback} caveat stands (a dropped lock could
   * hide a deadlock), and no {@link UnknownStarts#droppedCallback} thread stands for code that
   * may run elsewhere. What the fork's refusal of witnesses covered, code of a key's collection
   * methods that wakes another thread, may now give a VIOLATED that {@code --confirm} does not
   * confirm (docs/limitations.md). A method with a function, collection or task parameter
   * ({@code computeIfAbsent}, {@code addAll}, the bulk operations of {@code ConcurrentHashMap},
   * which may run their function in {@code ForkJoinPool.commonPool()}) keeps the fork.
   */
  static boolean runsElementsInCaller(String cls, MethodSignature sig) {
    return isContainer(cls) && sig.getParameterTypes().stream()
        .allMatch(t -> t instanceof sootup.core.types.PrimitiveType
            || t.toString().equals("java.lang.Object"));
  }

  private List<AbstractObject> argumentObjects(MethodInstance mi, int index,
      AbstractInvokeExpr inv) {
    return argumentObjects(mi, index, inv, i -> true);
  }

  /** The objects of each argument, by position (empty for a constant or a primitive). */
  private List<List<AbstractObject>> argumentsByPosition(MethodInstance mi, int index,
      AbstractInvokeExpr inv) {
    List<List<AbstractObject>> args = new ArrayList<>();
    for (Immediate a : inv.getArgs()) {
      args.add(a instanceof Local l ? tc.pts().pointsTo(mi, index, l) : List.of());
    }
    return args;
  }

  /** The objects of the arguments at the positions {@code position} accepts. */
  private List<AbstractObject> argumentObjects(MethodInstance mi, int index,
      AbstractInvokeExpr inv, IntPredicate position) {
    List<AbstractObject> args = new ArrayList<>();
    List<Immediate> actual = inv.getArgs();
    for (int i = 0; i < actual.size(); i++) {
      if (actual.get(i) instanceof Local l && position.test(i)) {
        args.addAll(tc.pts().pointsTo(mi, index, l));
      }
    }
    return args;
  }
}

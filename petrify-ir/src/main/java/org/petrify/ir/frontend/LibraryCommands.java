package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * The rb commands of JDK calls the model knows, and the caveats of those it does not:
 * <ul>
 *   <li>{@code Thread.join()} → {@code join} of each started thread the receiver may be (a
 *       receiver that is never started joins at once: {@code skip}); timed joins add a
 *       {@code skip} alternative (the timeout);</li>
 *   <li>{@code Object.wait()/notify()/notifyAll()} → {@code wait/notify/notifyAll} of the
 *       receiver's objects; a timed wait is {@code await k on k timed} (it may also wake up by
 *       itself);</li>
 *   <li>{@code Condition.await*}/{@code signal}/{@code signalAll} → {@code await c on k
 *       [timed]}/{@code signal[All] c on k}, {@code k} being the lock that made the
 *       condition;</li>
 *   <li>{@code Lock.lock()/lockInterruptibly()/unlock()} → {@code acquire/release} of the
 *       receiver's objects ({@code tryLock} is translated by the procedure translator into
 *       {@code trylock k else <failure>}: it acquires a free lock, and fails only while the
 *       lock is taken);</li>
 *   <li>the {@code java.util.concurrent} synchronizers, futures and executors →
 *       {@link JucModels} (rb counters); {@code LockSupport.park/unpark} →
 *       {@code park}/{@code unpark}; methods of synchronized collections → acquire of the
 *       receiver, a choice of the application call-backs, release;</li>
 *   <li>known blocking or call-back library calls that are not modelled (interrupts,
 *       {@code System.exit}, library methods receiving lambdas or application objects) →
 *       nothing, with an UNSOUND caveat;</li>
 *   <li>everything else in the JDK → nothing, silently (pure library code).</li>
 * </ul>
 * Thread starts and calls back into application code that the points-to analysis resolved
 * (runnables, lambdas) are emitted by the translator from the call graph, not here.
 */
final class LibraryCommands {
  private static final Set<String> LOCK_CLASSES = Set.of(
      "java.util.concurrent.locks.Lock", "java.util.concurrent.locks.ReentrantLock",
      "java.util.concurrent.locks.ReentrantReadWriteLock$ReadLock",
      "java.util.concurrent.locks.ReentrantReadWriteLock$WriteLock");

  private final TranslationContext tc;
  private final ArgumentCallbacks argumentCallbacks;

  LibraryCommands(TranslationContext tc) {
    this.tc = tc;
    this.argumentCallbacks = new ArgumentCallbacks(tc.code());
  }

  /** The JDK method a call reaches: resolved up the declared class's hierarchy. */
  private MethodSignature resolved(AbstractInvokeExpr inv) {
    Optional<JavaSootMethod> m = tc.code().resolve(inv.getMethodSignature());
    return m.map(JavaSootMethod::getSignature).orElse(inv.getMethodSignature());
  }

  boolean isTryLock(AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    MethodSignature sig = resolved(inv);
    return sig.getName().equals("tryLock")
        && LOCK_CLASSES.contains(sig.getDeclClassType().getFullyQualifiedName());
  }

  /**
   * True if the call is a non-blocking attempt whose boolean result the translator pins
   * ({@code tryLock}, {@code Semaphore.tryAcquire}, ...): see {@link #tryCommands}.
   */
  boolean isTry(AbstractInvokeExpr inv) {
    return isTryLock(inv) || !(inv instanceof JDynamicInvokeExpr) && tc.juc().isTry(resolved(inv));
  }

  /**
   * The alternatives of a pinned non-blocking attempt other than {@code tryLock}: each makes
   * the command for a label and a failure label.
   */
  List<JucModels.TryMaker> tryCommands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin) {
    return tc.juc().tryCommands(mi, index, inv, resolved(inv), origin);
  }

  /**
   * Alternatives contributed by the library model for a call, each a sequence of commands
   * (usually zero or one alternative of one command).
   */
  List<Supplier<List<Command>>> sequences(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin, Supplier<String> label) {
    if (tc.mockito().noLibraryCommands(mi, index, inv)) {
      return new ArrayList<>();
    }
    return tc.mockito().withMockReceivers(mi, index, inv,
        librarySequences(mi, index, inv, origin, label), origin, label);
  }

  private List<Supplier<List<Command>>> librarySequences(MethodInstance mi, int index,
      AbstractInvokeExpr inv, Origin origin, Supplier<String> label) {
    if (!(inv instanceof JDynamicInvokeExpr)) {
      MethodSignature sig = resolved(inv);
      if (tc.pts().threadsStartedAt(mi, index).isEmpty() && tc.juc().handles(
          sig.getDeclClassType().getFullyQualifiedName(), tc.receiverObjects(mi, index, inv))) {
        return tc.juc().commands(mi, index, inv, sig, origin, label);
      }
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    List<AbstractObject> receivers = tc.receiverObjects(mi, index, inv);
    String method = inv.getMethodSignature().getName();
    Predicate<AbstractObject> locking = o -> tc.pts().isSynchronizedCollection(o)
        || PointsToResult.isBinLockedCall(o.type(), method);
    if (!(inv instanceof JDynamicInvokeExpr) && isCollectionMethod(resolved(inv))
        && receivers.stream().anyMatch(locking)) {
      synchronizedCall(mi, index, inv, receivers, locking, origin, label, out);
      if (receivers.stream().allMatch(locking)) {
        return out;
      }
    }
    if (!(inv instanceof JDynamicInvokeExpr) && !receivers.isEmpty()
        && receivers.stream().allMatch(tc.juc()::isReadWriteView)) {
      String name = inv.getMethodSignature().getName();
      for (AbstractObject view : receivers) {
        out.addAll(tc.juc().readWriteCall(view, name, origin, label));
      }
      return out;
    }
    for (Supplier<Command> c : commands(mi, index, inv, origin, label)) {
      out.add(() -> List.of(c.get()));
    }
    return out;
  }

  /**
   * True if a synchronized collection (or {@code StringBuffer}) can be the receiver of a call of
   * {@code sig}: the method is declared by a {@code java.util} container type, {@code Object},
   * or one of the string-buffer types. The points-to sets of elements taken out of containers
   * may also hold the containers themselves (a copy's contents include its argument), so a
   * {@code Thread.join} on such an element must not become a call of the collection.
   */
  private static boolean isCollectionMethod(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    return cls.startsWith("java.util.") || cls.equals("java.lang.Object")
        || cls.equals("java.lang.Iterable") || cls.equals("java.lang.StringBuffer")
        || cls.equals("java.lang.AbstractStringBuilder") || cls.equals("java.lang.CharSequence")
        || cls.equals("java.lang.Appendable");
  }

  /**
   * A call that holds a lock of its receiver while it may call back into the application: a
   * method of a synchronized collection ({@code Collections.synchronized*}, {@code Vector},
   * {@code Hashtable}, {@code StringBuffer}), or a compute method of a
   * {@code ConcurrentHashMap}, which locks a bin ({@link PointsToResult#isBinLockedCall}). For
   * each receiver that {@code locking} accepts: {@code acquire} of the receiver, then a choice
   * between nothing and each application method the call may call back (its function
   * arguments; for a synchronized collection also {@code equals}, {@code hashCode},
   * {@code compareTo}, {@code toString} of its arguments and, for some methods, of its
   * elements), then {@code release}.
   */
  private void synchronizedCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      List<AbstractObject> receivers, Predicate<AbstractObject> locking,
      Origin origin, Supplier<String> label, List<Supplier<List<Command>>> out) {
    if (receivers.stream()
        .anyMatch(o -> !tc.pts().isSynchronizedCollection(o) && locking.test(o))) {
      tc.caveat("bin-lock", origin, "ConcurrentHashMap." + inv.getMethodSignature().getName()
          + " runs its function holding the lock of the key's bin; the model has one lock per"
          + " map, taken on every call, so calls for keys of other bins (or, for"
          + " computeIfAbsent, of a key already present) also exclude each other",
          Caveat.Effect.IMPRECISE);
    }
    List<String> callbacks = new ArrayList<>();
    for (MethodInstance cb : tc.pts().callbacks(mi, index)) {
      callbacks.add(tc.procedureName(cb));
    }
    if (!callbacks.isEmpty()) {
      tc.caveat("collection-callback", origin, inv.getMethodSignature().getName() + " of a"
          + " synchronized collection is modelled as possibly calling " + callbacks.size()
          + " application method(s) (equals/hashCode/compareTo/toString, function arguments)"
          + " under its lock, once"
          + " each; which ones it calls really is not tracked", Caveat.Effect.IMPRECISE);
    }
    for (AbstractObject o : receivers) {
      if (!locking.test(o)) {
        continue;
      }
      String lock = tc.lockName(o, origin);
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Acquire(label.get(), lock, origin));
        if (!callbacks.isEmpty()) {
          String jump = label.get();
          String after = label.get();
          List<String> targets = new ArrayList<>();
          List<Command> alts = new ArrayList<>();
          targets.add(after);
          for (String cb : callbacks) {
            String l = label.get();
            targets.add(l);
            alts.add(new Command.Call(l, cb, origin));
            alts.add(new Command.Goto(label.get(), after, origin));
          }
          cs.add(new Command.Jump(jump, targets, origin));
          cs.addAll(alts);
          cs.add(new Command.Skip(after, origin));
        }
        cs.add(new Command.Release(label.get(), lock, origin));
        return cs;
      });
    }
  }

  /** Alternatives contributed by the library model for a call (usually zero or one). */
  List<Supplier<Command>> commands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin, Supplier<String> label) {
    List<Supplier<Command>> out = new ArrayList<>();
    if (inv instanceof JDynamicInvokeExpr dyn) {
      Optional<String> called = ArgumentCallbacks.argumentMethod(
          dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName(),
          dyn.getMethodSignature().getName());
      if (called.isPresent()
          && argumentCallbacks.callsBack(called.get(), argumentObjects(mi, index, inv))) {
        tc.caveat("library-callback", origin, "string concatenation renders an application"
            + " object whose toString() takes a lock or calls other code; that call is not"
            + " modelled", Caveat.Effect.UNSOUND);
      }
      return out;
    }
    MethodSignature sig = resolved(inv);
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    if (tc.code().isApplication(sig.getDeclClassType())) {
      if (tc.pts().callees(mi, index).isEmpty()
          && tc.pts().threadsStartedAt(mi, index).isEmpty()) {
        tc.caveat("unresolved-call", origin, "no target found for " + inv.getMethodSignature()
            + " (the receiver has no abstract object); the call does nothing",
            Caveat.Effect.UNSOUND);
      }
      return out;
    }
    String name = sig.getName();
    if (!tc.pts().threadsStartedAt(mi, index).isEmpty()
        || !tc.pts().objectsCreatedAt(mi, index).isEmpty()) {
      if (name.equals("scheduleAtFixedRate") || name.equals("scheduleWithFixedDelay")) {
        tc.caveat("scheduled-periodic", origin, name + ": the task runs once in the model;"
            + " Java runs it again and again until it is cancelled, throws or the pool shuts"
            + " down (its future never completes normally)", Caveat.Effect.UNSOUND);
      }
      return out;
    }
    int params = sig.getParameterCount();
    List<AbstractObject> receivers = tc.receiverObjects(mi, index, inv);
    if (cls.equals("java.lang.Thread")) {
      if (name.equals("join")) {
        join(receivers, params > 0, origin, label, out);
      } else if (name.equals("interrupt")) {
        tc.caveat("interrupt", origin, "Thread.interrupt is not modelled: interrupted waits,"
            + " joins and sleeps do not end early", Caveat.Effect.UNSOUND);
      }
      return out;
    }
    if (cls.equals("java.lang.Object")) {
      if (name.equals("wait") || name.equals("notify") || name.equals("notifyAll")) {
        monitorOp(mi, inv, name, params, receivers, origin, label, out);
      }
      return out;
    }
    if (LOCK_CLASSES.contains(cls)) {
      if (!receivers.isEmpty() && receivers.stream().allMatch(tc.juc()::isReadWriteView)) {
        return out;
      }
      if (name.equals("lock") || name.equals("lockInterruptibly") || name.equals("unlock")) {
        List<String> locks = lockNames(receivers, cls, origin);
        if (name.equals("unlock") && locks.size() > 1) {
          tc.caveat("lock-choice", origin, "unlock of a lock that may be one of " + locks
              + "; the release is a choice", Caveat.Effect.IMPRECISE);
        }
        for (String l : locks) {
          out.add(name.equals("unlock") ? () -> new Command.Release(label.get(), l, origin)
              : () -> new Command.Acquire(label.get(), l, origin));
        }
      }
      return out;
    }
    if (cls.equals("java.util.concurrent.locks.Condition")
        || cls.startsWith("java.util.concurrent.locks.AbstractQueuedSynchronizer$Condition")
        || cls.startsWith("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$Condition")) {
      conditionOp(name, params, receivers, origin, label, out);
      return out;
    }
    if (cls.equals("java.util.concurrent.locks.LockSupport")) {
      lockSupport(mi, index, inv, name, origin, label, out);
      return out;
    }
    if (isBlocking(cls, name)) {
      tc.caveat("blocking-call", origin, sig.getDeclClassType().getClassName() + "." + name
          + " may block and is not modelled; it returns at once", Caveat.Effect.UNSOUND);
      return out;
    }
    if ((cls.equals("java.lang.System") || cls.equals("java.lang.Runtime"))
        && (name.equals("exit") || name.equals("halt"))) {
      tc.caveat("exit", origin, "System.exit is not modelled: the program goes on",
          Caveat.Effect.UNSOUND);
      return out;
    }
    if (mayCallBack(mi, index, inv, cls, receivers)) {
      tc.caveat("library-callback", origin, sig.getDeclClassType().getClassName() + "." + name
          + " receives application code (a lambda or an application object) that the library"
          + " may call; such calls are not modelled", Caveat.Effect.UNSOUND);
    }
    return out;
  }

  private void join(List<AbstractObject> receivers, boolean timed, Origin origin,
      Supplier<String> label, List<Supplier<Command>> out) {
    List<AbstractObject> started = tc.pts().startedThreads();
    boolean unstarted = receivers.isEmpty();
    for (AbstractObject t : receivers) {
      if (tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Join(label.get(), Command.Join.SELF, origin));
      } else if (started.contains(t)) {
        String id = tc.threadId(t);
        out.add(() -> new Command.Join(label.get(), id, origin));
      } else if (!tc.pts().isSynchronizedCollection(t)
          && !PointsToResult.isContainerType(t.type())) {
        unstarted = true;
      }
    }
    if (receivers.isEmpty()) {
      tc.caveat("unknown-thread", origin, "join on a thread with no abstract object; it returns"
          + " at once", Caveat.Effect.UNSOUND);
    }
    if (unstarted || timed) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }

  private void monitorOp(MethodInstance mi, AbstractInvokeExpr inv, String name, int params,
      List<AbstractObject> receivers, Origin origin, Supplier<String> label,
      List<Supplier<Command>> out) {
    List<String> locks = lockNames(receivers, "java.lang.Object", origin);
    if (name.equals("wait") && params > 0) {
      for (String l : locks) {
        out.add(() -> new Command.Await(label.get(), l, l, true, origin));
      }
      return;
    }
    for (String l : locks) {
      out.add(switch (name) {
        case "wait" -> () -> new Command.Wait(label.get(), l, origin);
        case "notify" -> () -> new Command.Notify(label.get(), l, origin);
        default -> () -> new Command.NotifyAll(label.get(), l, origin);
      });
    }
  }

  /**
   * {@code Condition.await*} becomes {@code await c on k} (timed for the variants with a
   * timeout), {@code signal}/{@code signalAll} become {@code signal[All] c on k}, for each
   * condition object {@code c} the receiver may be and each lock {@code k} whose
   * {@code newCondition} made it.
   */
  private void conditionOp(String name, int params, List<AbstractObject> receivers,
      Origin origin, Supplier<String> label, List<Supplier<Command>> out) {
    boolean await = name.startsWith("await");
    boolean signal = name.equals("signal") || name.equals("signalAll");
    if (!await && !signal) {
      return;
    }
    boolean timed = await && (params > 0 || name.equals("awaitNanos"));
    if (receivers.isEmpty()) {
      tc.caveat("unknown-condition", origin, "no abstract object for the Condition; " + name
          + " does nothing", Caveat.Effect.UNSOUND);
    }
    for (AbstractObject c : receivers) {
      List<AbstractObject> locks = tc.pts().conditionLocks(c);
      if (locks.isEmpty()) {
        tc.caveat("unknown-condition", origin, "the lock of " + c.name() + " is not known; "
            + name + " does nothing", Caveat.Effect.UNSOUND);
      }
      if (tc.pts().isSummary(c)) {
        tc.caveat("summary-condition", origin, c.name() + " stands for several conditions"
            + " (created on a loop or in code that runs more than once); they share one wait"
            + " set, so a signal may wake a waiter of another one", Caveat.Effect.IMPRECISE);
      }
      for (AbstractObject lock : locks) {
        String k = tc.juc().lockName(lock, origin);
        out.add(await ? () -> new Command.Await(label.get(), c.name(), k, timed, origin)
            : () -> new Command.Signal(label.get(), c.name(), k, name.equals("signalAll"),
                origin));
      }
    }
  }

  /**
   * {@code LockSupport.park()} is {@code park}, {@code parkNanos}/{@code parkUntil} a timed
   * {@code park}; {@code unpark(t)} is {@code unpark} of each started thread (or the current
   * thread) {@code t} may be; an unpark of a thread never started does nothing.
   */
  private void lockSupport(MethodInstance mi, int index, AbstractInvokeExpr inv, String name,
      Origin origin, Supplier<String> label, List<Supplier<Command>> out) {
    if (name.startsWith("park")) {
      boolean timed = !name.equals("park");
      out.add(() -> new Command.Park(label.get(), timed, origin));
      return;
    }
    if (!name.equals("unpark")) {
      return;
    }
    List<AbstractObject> targets = new ArrayList<>();
    if (inv.getArgCount() == 1 && inv.getArg(0) instanceof Local l) {
      targets.addAll(tc.pts().pointsTo(mi, index, l));
    }
    if (targets.isEmpty()) {
      tc.caveat("unknown-thread", origin, "unpark of a thread with no abstract object; it does"
          + " nothing", Caveat.Effect.UNSOUND);
    }
    boolean none = true;
    for (AbstractObject t : targets) {
      if (tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Unpark(label.get(), Command.Join.SELF, origin));
        none = false;
      } else if (tc.pts().startedThreads().contains(t)) {
        String id = tc.threadId(t);
        out.add(() -> new Command.Unpark(label.get(), id, origin));
        none = false;
        if (!startedBefore(mi, index, t)) {
          tc.caveat("unpark-before-start", origin, "if this unpark of thread " + id + " runs"
              + " before the thread is started, the JVM drops the permit (HotSpot, checked on"
              + " JDK 25) but the model keeps it, so a later park of the thread returns in the"
              + " model and blocks on the JVM (no start of the thread is found before the"
              + " unpark in this method)", Caveat.Effect.UNSOUND);
        }
      }
    }
    if (none) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }

  /**
   * True if a statement of the same method that starts thread {@code t} (Thread.start, a
   * builder's start, ...) dominates statement {@code index}: the unpark certainly runs after
   * the start.
   */
  private boolean startedBefore(MethodInstance mi, int index, AbstractObject t) {
    org.petrify.ir.pointsto.MethodCode body = tc.pts().body(mi);
    for (int j = 0; body != null && j < body.size(); j++) {
      if (j != index && tc.pts().threadsStartedAt(mi, j).contains(t) && body.dominates(j, index)) {
        return true;
      }
    }
    return false;
  }

  private List<String> lockNames(List<AbstractObject> receivers, String type, Origin origin) {
    List<String> names = new ArrayList<>();
    for (AbstractObject o : receivers) {
      names.add(tc.lockName(o, origin));
    }
    if (names.isEmpty()) {
      names.add(tc.unknownLock(type, origin));
    }
    return names;
  }

  private static boolean isBlocking(String cls, String name) {
    if (cls.equals("java.util.concurrent.CountDownLatch")
        || cls.equals("java.util.concurrent.CyclicBarrier")
        || cls.equals("java.util.concurrent.Phaser")) {
      return name.startsWith("await") || name.startsWith("arriveAndAwait");
    }
    if (cls.equals("java.util.concurrent.Semaphore")) {
      return name.startsWith("acquire");
    }
    if (cls.contains("BlockingQueue") || cls.contains("BlockingDeque")
        || cls.equals("java.util.concurrent.SynchronousQueue")) {
      return name.equals("put") || name.equals("take") || name.equals("takeFirst")
          || name.equals("takeLast") || name.equals("putFirst") || name.equals("putLast");
    }
    if (cls.contains("Future") || cls.equals("java.util.concurrent.CompletableFuture")) {
      return name.equals("get") || name.equals("join");
    }
    if (cls.startsWith("java.util.concurrent.") && cls.contains("Executor")) {
      return name.equals("awaitTermination") || name.startsWith("invoke")
          || name.equals("close");
    }
    return false;
  }

  private boolean mayCallBack(MethodInstance mi, int index, AbstractInvokeExpr inv, String cls,
      List<AbstractObject> receivers) {
    List<AbstractObject> args = argumentObjects(mi, index, inv);
    if (NonCallingMethods.contains(cls, inv.getMethodSignature().getName())) {
      Optional<String> called = ArgumentCallbacks.argumentMethod(cls,
          inv.getMethodSignature().getName());
      return called.isPresent() && argumentCallbacks.callsBack(called.get(), args);
    }
    boolean container = cls.startsWith("java.util.") && !cls.startsWith("java.util.concurrent.")
        || cls.startsWith("java.util.concurrent.Concurrent")
        || cls.startsWith("java.util.concurrent.CopyOnWrite")
        || cls.contains("BlockingQueue") || cls.contains("BlockingDeque");
    for (AbstractObject o : args) {
      if (o.kind() == AbstractObject.Kind.LAMBDA) {
        return true;
      }
      if (!container && o.kind() == AbstractObject.Kind.ALLOCATION
          && tc.code().isApplication(tc.code().classType(o.type()))) {
        return true;
      }
    }
    // A container stores application objects without calling them, except an argument that is
    // itself an application collection, map or comparator, which it reads or compares with.
    return container && argumentCallbacks.containerArgumentCallsBack(args);
  }

  private List<AbstractObject> argumentObjects(MethodInstance mi, int index,
      AbstractInvokeExpr inv) {
    List<AbstractObject> args = new ArrayList<>();
    for (Immediate a : inv.getArgs()) {
      if (a instanceof Local l) {
        args.addAll(tc.pts().pointsTo(mi, index, l));
      }
    }
    return args;
  }
}

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * The registry of the rb models of JDK API families ({@link LibraryModel}), one line each,
 * made once per translation. A call is given to the first model that matches it, in this
 * order (see {@link LibraryCommands#sequences}): the {@code java.util.concurrent} families
 * ({@link #models}), the synchronized collections (chosen by receiver), then the core models
 * of {@code Thread}, {@code Object}, locks, conditions and {@code LockSupport}
 * ({@link #coreModels}). The whole program is observed once, by all models together, on the
 * first need. What no model covers is judged at the library boundary ({@link TrustedLibrary}) by the
 * facts of the {@link LibraryFacts} registry, one entry per API family: whether a method never
 * throws, calls no application code, keeps its arguments local, or does nothing
 * concurrency-relevant.
 */
final class LibraryModels {
  /** The classes whose constant constructor arguments the models read. */
  private static final Set<String> CONSTRUCTED = Set.of(SemaphoreModel.SEMAPHORE,
      LatchModel.LATCH, BarrierModel.BARRIER, PhaserModel.PHASER,
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque");

  private final TranslationContext tc;
  private final ModelContext mc;
  private final FutureModel futures;
  private final ForkJoinModel forkJoin;
  private final ShutdownHooks hooks;
  private final ReadWriteLockModel readWrite;
  private final StampedLockModel stamped;
  private final List<LibraryModel> models;
  private final List<LibraryModel> coreModels;
  private final SynchronizedCollectionModel synchronizedCollections;
  private final SemaphoreModel semaphores;
  private final KeyPresenceModel keyPresence;

  LibraryModels(TranslationContext tc) {
    this.tc = tc;
    this.mc = new ModelContext(tc, CONSTRUCTED, this::observeAll);
    this.futures = new FutureModel(mc);
    this.forkJoin = new ForkJoinModel(mc);
    this.hooks = new ShutdownHooks(mc);
    this.readWrite = new ReadWriteLockModel(mc);
    this.stamped = new StampedLockModel(mc);
    this.semaphores = new SemaphoreModel(mc);
    this.keyPresence = new KeyPresenceModel(mc);
    ThreadJoinModel threads = new ThreadJoinModel(mc);
    MonitorModel monitors = new MonitorModel(mc);
    this.models = List.of(
        semaphores,
        new LatchModel(mc),
        new BarrierModel(mc),
        new PhaserModel(mc),
        forkJoin,
        hooks,
        futures,
        new ExecutorModel(mc, futures),
        stamped,
        new ExchangerModel(mc),
        new QueueModel(mc),
        new ConcurrentQueueModel(mc),
        keyPresence,
        new TimerModel(mc),
        new TimeUnitWaits(mc, threads, monitors),
        readWrite);
    this.synchronizedCollections = new SynchronizedCollectionModel(mc);
    this.coreModels = List.of(
        threads,
        monitors,
        new LockModel(mc),
        new ConditionModel(mc),
        new LockSupportModel(mc));
  }

  /** The semaphores' model. */
  SemaphoreModel semaphores() {
    return semaphores;
  }

  /** The synchronized collections' model, chosen by receiver (see {@link LibraryCommands}). */
  SynchronizedCollectionModel synchronizedCollections() {
    return synchronizedCollections;
  }

  /**
   * The core model ({@code Thread}, {@code Object}, locks, conditions, {@code LockSupport}) of
   * a JDK call that no other model took, or null.
   */
  LibraryModel findCore(String cls, List<AbstractObject> receivers) {
    for (LibraryModel m : coreModels) {
      if (m.matches(cls, receivers)) {
        return m;
      }
    }
    return null;
  }

  /** Declares a counter the translator itself uses (a counted loop's trips). */
  void declareTranslatorCounter(Counter c) {
    mc.declareIfAbsent(c);
  }

  /** The counter of that name, or null if none is declared. */
  Counter counter(String name) {
    return mc.counter(name);
  }

  /** The presence flags of keyed maps the translated commands use ({@link KeyPresenceModel}). */
  KeyPresenceModel keyPresence() {
    return keyPresence;
  }

  /** The counters the translated commands use, sorted by name. */
  List<Counter> counters() {
    return mc.counters();
  }

  /**
   * The model of a call of {@code method} declared in {@code cls} on these receivers, or null.
   */
  LibraryModel find(String cls, String method, List<AbstractObject> receivers) {
    for (LibraryModel m : models) {
      if (m.matches(cls, receivers) && m.claims(method)) {
        return m;
      }
    }
    return null;
  }

  /**
   * True if some model says the wait tests the interrupt flag on entry (see {@link
   * LibraryModel#checksInterruptOnEntry}); the families' and the core models are asked.
   */
  boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    return allModels().anyMatch(m -> m.checksInterruptOnEntry(sig, receiverTypes));
  }

  /** True if the call is a non-blocking attempt whose boolean result the translator pins. */
  boolean isTry(MethodInstance mi, int index, AbstractInvokeExpr inv, MethodSignature sig,
      List<AbstractObject> receivers) {
    LibraryModel.Call call = new LibraryModel.Call(mi, index, inv, sig, null, null);
    return allModels().anyMatch(m -> m.isTry(call, receivers));
  }

  /** Every model: the families', then the core ones. */
  private java.util.stream.Stream<LibraryModel> allModels() {
    return java.util.stream.Stream.concat(models.stream(), coreModels.stream());
  }

  /** The alternatives of a pinned non-blocking attempt, one per receiver object. */
  List<LibraryModel.TryMaker> tryCommands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, Origin origin) {
    List<AbstractObject> receivers = tc.libraryReceivers(mi, index, inv);
    LibraryModel.Call call = new LibraryModel.Call(mi, index, inv, sig, origin, null);
    return allModels().filter(m -> m.isTry(call, receivers)).findFirst()
        .map(m -> m.tryCommands(call))
        .orElse(List.of());
  }

  /**
   * True if the object is the read or write lock view of a ReentrantReadWriteLock or a view of
   * a StampedLock: its {@code Lock} methods are those models', not a plain lock's.
   */
  boolean isReadWriteView(AbstractObject o) {
    return readWrite.isView(o) || stamped.isView(o);
  }

  /** See {@link ReadWriteLockModel#lockName}. */
  String lockName(AbstractObject o, Origin where) {
    return readWrite.lockName(o, where);
  }

  /** See {@link ReadWriteLockModel#readWriteCall}. */
  List<Supplier<List<Command>>> readWriteCall(AbstractObject view, String name, Origin origin,
      Supplier<String> label) {
    return readWrite.readWriteCall(view, name, origin, label);
  }

  /**
   * A {@code Lock} call on views of both kinds (read-write and stamped locks): each view's own
   * model, one alternative per view (so the view is chosen freely at each call: IMPRECISE
   * {@code lock-choice} at an unlock).
   */
  List<Supplier<List<Command>>> viewCalls(List<AbstractObject> views, String name,
      Origin origin, Supplier<String> label) {
    if (name.equals("unlock")) {
      tc.caveat("lock-choice", origin, "unlock of a lock view that may be one of " + views
          + "; the release is a choice", Caveat.Effect.IMPRECISE);
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject v : views) {
      out.addAll(stamped.isView(v) ? stamped.callOn(v, name, label, origin)
          : readWrite.readWriteCall(v, name, origin, label));
    }
    return out;
  }

  /**
   * A caveat where a {@code Lock} call's receivers mix views of a StampedLock with other locks:
   * the call is then translated as a plain lock's, on every receiver (UNSOUND {@code stamped}).
   */
  void mixedStampedViews(List<AbstractObject> receivers, Origin origin) {
    if (receivers.stream().anyMatch(stamped::isView)
        && !receivers.stream().allMatch(this::isReadWriteView)) {
      tc.caveat("stamped", origin, "a Lock call whose receiver may be a view of a StampedLock"
          + " or another lock is translated as a plain lock's", Caveat.Effect.UNSOUND);
    }
  }

  /**
   * The pinned {@code tryLock} of a lock view: {@link ReadWriteLockModel#readWriteTry} or
   * {@link StampedLockModel#viewTry}.
   */
  List<LibraryModel.TryMaker> readWriteTry(AbstractObject view, Origin origin) {
    return stamped.isView(view) ? stamped.viewTry(view, origin)
        : readWrite.readWriteTry(view, origin);
  }

  /** The worker counters of the task's pools, from every model (see {@link LibraryModel#workers}). */
  List<String> workers(AbstractObject task) {
    List<String> out = new ArrayList<>();
    for (LibraryModel m : models) {
      out.addAll(m.workers(task));
    }
    return out;
  }

  /** See {@link FutureModel#wrapsTask}; a fork/join worker ({@link ForkJoinModel}) too. */
  boolean wrapsTask(AbstractObject task) {
    return forkJoin.isWorker(task) || futures.wrapsTask(task);
  }

  /** True if the thread object is a fork/join worker ({@link ForkJoinModel#isWorker}). */
  boolean isForkJoinWorker(AbstractObject thread) {
    return forkJoin.isWorker(thread);
  }

  /** See {@link ShutdownHooks#registration}. */
  List<Command> shutdownHookRegistration(AbstractObject hook, Supplier<String> label,
      Origin origin) {
    return hooks.registration(hook, label, origin);
  }

  /** See {@link ShutdownHooks#exit}. */
  List<Command> exitWithHooks(Supplier<String> label, Origin origin) {
    return hooks.exit(label, origin);
  }

  /** See {@link ForkJoinModel#handOver}. */
  List<Command> forkJoinHandOver(List<AbstractObject> workers, MethodInstance mi, int index,
      AbstractInvokeExpr inv, Origin origin, Supplier<String> label) {
    return forkJoin.handOver(workers, mi, index, inv, origin, label);
  }

  /** See {@link FutureModel#waitForEnd}. */
  List<Command> waitForEnd(AbstractObject task, Supplier<String> label, Origin origin,
      Set<AbstractObject> seen) {
    return futures.waitForEnd(task, label, origin, seen);
  }

  /** See {@link FutureModel#isInline}. */
  boolean isInline(AbstractObject task) {
    return futures.isInline(task);
  }

  /** See {@link FutureModel#inlineRegistration}. */
  List<Command> inlineRegistration(AbstractObject task, Supplier<String> label,
      org.petrify.ir.rb.Origin origin) {
    return futures.inlineRegistration(task, label, origin);
  }

  /** See {@link FutureModel#taskPrelude}. */
  List<Command> taskPrelude(AbstractObject task, Supplier<String> label) {
    if (forkJoin.isWorker(task)) {
      return forkJoin.prelude(task, label);
    }
    return futures.taskPrelude(task, label);
  }

  /** See {@link FutureModel#anyBatch}. */
  String anyBatch(AbstractObject batch) {
    return futures.anyBatch(batch);
  }

  /** See {@link FutureModel#cancelledBeforeStart}. */
  List<Command> cancelledBeforeStart(AbstractObject task, Supplier<String> label, String out) {
    return futures.cancelledBeforeStart(task, label, out);
  }

  /** See {@link FutureModel#mayEndWithoutFunction}. */
  boolean mayEndWithoutFunction(AbstractObject task) {
    return futures.mayEndWithoutFunction(task);
  }

  /** See {@link FutureModel#taskEpilogue}. */
  List<Command> taskEpilogue(AbstractObject task, Supplier<String> label) {
    if (forkJoin.isWorker(task)) {
      return forkJoin.epilogue(task, label);
    }
    return futures.taskEpilogue(task, label);
  }

  /** One pass over every reachable body: every invoke statement to every model. */
  private void observeAll() {
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(stmts.get(i));
        if (inv == null) {
          continue;
        }
        mc.observeConstructor(mi, i, inv);
        for (LibraryModel m : models) {
          m.observe(mi, i, inv);
        }
      }
    }
    for (LibraryRunTargets.Target t : tc.libraryRunTargets().all()) {
      for (LibraryModel m : models) {
        m.observe(t.mi(), t.index(), t.inv());
      }
    }
  }

}

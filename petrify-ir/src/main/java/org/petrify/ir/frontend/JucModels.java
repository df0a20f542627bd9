package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.Continuation;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * The rb models of the {@code java.util.concurrent} synchronizers, built on rb counters
 * ({@link Counter}): one counter per abstract object and role, named
 * {@code <object>.<role>} (e.g. {@code java.util.concurrent.Semaphore@Main.java:9.permits}).
 * <ul>
 *   <li>{@code Semaphore(p)}: counter {@code permits}, initially {@code p}; {@code acquire(n)}
 *       is {@code down n}, {@code release(n)} is {@code up n}, {@code tryAcquire(n[, timeout])}
 *       is {@code trydown n else <failure>} with the boolean result pinned for the test that
 *       follows (a timed try is the same: waiting is a matter of scheduling). Java's permits
 *       are unbounded, so the counter is a limit counter whose capacity is the initial permits
 *       (or the largest acquire) plus the amounts of all release sites: a run releasing more
 *       overflows and the check is inconclusive, never silently wrong.</li>
 *   <li>{@code CountDownLatch(n)}: counter {@code count} with capacity and initial value
 *       {@code n}; {@code countDown()} is {@code trydown 1} whose failure (count already zero)
 *       does nothing; {@code await()} is {@code until count <= 0}; a timed {@code await} may
 *       also return at once (the timeout).</li>
 *   <li>{@code BlockingQueue}s: counter {@code items}, with the queue's capacity for
 *       {@code ArrayBlockingQueue(n)} and {@code LinkedBlockingQueue(n)}/{@code
 *       LinkedBlockingDeque(n)}, else a limit counter bounded by the number of insertion sites;
 *       {@code put} is {@code up 1}, {@code take} is {@code down 1}, {@code offer} a pinned
 *       {@code tryup 1}, {@code poll} a {@code trydown 1} whose failure returns null;
 *       {@code add} on a bounded queue is an offer (the exception when full is not modelled),
 *       {@code remove(o)} may remove one item, {@code clear}/{@code drainTo} any number.
 *       {@code SynchronousQueue}: {@code put} adds the item, then waits on counter
 *       {@code handoff} until a taker took it; {@code take} takes an item and signals the
 *       handoff; {@code offer} may fail or hand over (IMPRECISE: in the model it may wait for
 *       a taker that Java's offer would not wait for).</li>
 *   <li>{@code Exchanger}: rb lock {@code state} and counters {@code offered} and
 *       {@code matched} of capacity 1; {@code exchange} takes a waiting offer or makes one and
 *       waits until it is taken (see {@link #exchange}); a timed exchange may also return at
 *       once. Only on a known single object: on a summary object or an unknown receiver it
 *       returns at once (UNSOUND).</li>
 *   <li>{@code CyclicBarrier(n)}: counters {@code arrived} and {@code left} of capacity
 *       {@code n}; {@code await} is {@code up arrived 1; until arrived >= n; up left 1;
 *       trydown left n else done; down arrived n; done:} — the last to leave resets the
 *       barrier, and an arrival of the next round waits until then; a timed await may also
 *       return at once. The barrier action is not run (UNSOUND caveat).</li>
 *   <li>Executors: a task ({@code submit}, {@code execute}, {@code invokeAll},
 *       {@code supplyAsync/runAsync} with an executor) is an rb thread; on a pool with a fixed
 *       number {@code k} of workers ({@code newFixedThreadPool(k)}, {@code newSingleThreadExecutor},
 *       {@code newScheduledThreadPool(k)}) it first takes one of the pool's counter
 *       {@code workers} (capacity {@code k}) and gives it back when it ends, so a task waiting
 *       for a task queued behind it starves. Cached, virtual-thread and work-stealing pools and
 *       the common pool give every task its own thread. {@code Future.get()} and
 *       {@code CompletableFuture.join()/get()} of a task join its thread (a timed get may also
 *       return at once); {@code invokeAll} starts one task per callable and joins them all;
 *       {@code close()} joins every task of the pool, {@code awaitTermination} too or returns
 *       at once (the timeout); {@code shutdown} does nothing.</li>
 *   <li>A {@code CompletableFuture} made with {@code new}: counter {@code done} (capacity 1);
 *       {@code complete}, {@code completeExceptionally} and {@code cancel} set it (a second
 *       completion does nothing), {@code join}/{@code get} wait for it. A task future that some
 *       call completes gets a {@code done} counter too ({@link #completedTasks()});
 *       {@code anyOf(..)} has a counter that its first completing part sets
 *       ({@link #waitForAny}). A
 *       continuation ({@code thenApply}, {@code thenCombineAsync}, ...) is a task thread that
 *       first waits for its source futures ({@link #taskPrelude}).</li>
 *   <li>{@code Phaser}: see {@link #phaserCall}.</li>
 *   <li>{@code ReentrantReadWriteLock} {@code rw}: rb lock {@code <rw>.write}, limit counter
 *       {@code <rw>.readers} (the read holds of all threads) and per-thread counters
 *       {@code <rw>.rholds}/{@code <rw>.wholds} (the running thread's read and write holds):
 *       a thread's first read hold waits while another thread holds or waits for the write
 *       lock, a nested read hold never waits (as Java's reentrant read acquire passes a queued
 *       writer), a first write hold waits until no read hold is left (so a read→write upgrade
 *       waits forever), a nested write hold only re-enters, and the write lock's owner may
 *       take read holds (downgrade); an unlock without a hold waits forever. tryLock of either
 *       fails where the lock would wait. See {@link ReadWrite}.</li>
 *   <li>{@code StampedLock} {@code s} (not reentrant): counter {@code <s>.write} (capacity 1,
 *       1 while free) and limit counter {@code <s>.readers}; {@code writeLock()} is
 *       {@code down write 1; until readers <= 0}, {@code readLock()} is
 *       {@code down write 1; up readers 1; up write 1} (the read hold is counted while the
 *       write token is held, so a reader and a writer never hold the lock together),
 *       {@code unlockWrite}/{@code unlockRead} undo
 *       them, {@code unlock(stamp)} is either; optimistic reads do nothing; conversions and
 *       the lock views are not modelled (UNSOUND).</li>
 * </ul>
 * Constructor arguments must be constants (javac folds {@code static final} ones); otherwise
 * a default is used and an UNSOUND caveat says so. A summary object (allocated on a loop) is
 * one counter for all its runtime objects: reported as UNSOUND.
 */
final class JucModels {
  static final String SEMAPHORE = "java.util.concurrent.Semaphore";
  static final String LATCH = "java.util.concurrent.CountDownLatch";
  static final String BARRIER = "java.util.concurrent.CyclicBarrier";
  static final String SYNCHRONOUS_QUEUE = "java.util.concurrent.SynchronousQueue";
  static final String PHASER = "java.util.concurrent.Phaser";
  static final String EXCHANGER = "java.util.concurrent.Exchanger";
  /** Queues whose int constructor argument is their capacity. */
  private static final Set<String> SIZED_QUEUES = Set.of(
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque");
  /** Queues without a capacity. */
  private static final Set<String> UNBOUNDED_QUEUES = Set.of(
      "java.util.concurrent.PriorityBlockingQueue", "java.util.concurrent.DelayQueue",
      "java.util.concurrent.LinkedTransferQueue");
  private static final Set<String> INSERTIONS = Set.of("put", "putFirst", "putLast", "add",
      "addFirst", "addLast", "offer", "offerFirst", "offerLast", "transfer", "tryTransfer");

  private static final Set<String> CONSTRUCTED = Set.of(SEMAPHORE, LATCH, BARRIER, PHASER,
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque");

  private final TranslationContext tc;
  private final Map<String, Counter> counters = new TreeMap<>();
  /** Per object id, the int constants of its constructor call ({@code null}: not constant). */
  private Map<Integer, List<Integer>> constructorArgs;
  /** Per semaphore object id, the summed amounts of its release sites and largest acquire. */
  private Map<Integer, int[]> semaphoreUse;
  /** Per queue object id, the number of its insertion sites. */
  private Map<Integer, Integer> insertionSites;
  /** Per executor object id, its number of workers, or 0 when every task gets a thread. */
  private Map<Integer, Integer> poolSizes;
  /** Per phaser object id, the summed amounts of its register and bulkRegister sites. */
  private Map<Integer, Integer> phaserRegistrations;
  /** See {@link #completedTasks()}. */
  private Set<Integer> completedTasks;
  /**
   * The {@code CompletableFuture.anyOf} results: for each, its parts (see {@link #anyOfParts});
   * filled by {@link #scan()}.
   */
  private Map<Integer, List<AbstractObject>> anyOfs;
  static final String FUTURE = "java.util.concurrent.CompletableFuture";
  static final String STAMPED = "java.util.concurrent.locks.StampedLock";
  /** The model's bound on concurrent read holds of a read-write or stamped lock. */
  static final int READ_HOLDS = 4;
  private static final Set<String> WAITABLES = Set.of("java.util.concurrent.Future",
      "java.util.concurrent.FutureTask", FUTURE, "java.util.concurrent.ForkJoinTask",
      "java.util.concurrent.CompletionStage", "java.util.concurrent.RunnableFuture",
      "java.util.concurrent.ScheduledFuture");

  JucModels(TranslationContext tc) {
    this.tc = tc;
  }

  /** The counters the translated commands use, sorted by name. */
  List<Counter> counters() {
    return List.copyOf(counters.values());
  }

  /** True if the class (the declared class of a called method) is modelled here. */
  static boolean handles(String cls) {
    return cls.equals(SEMAPHORE) || cls.equals(LATCH) || cls.equals(BARRIER) || isQueue(cls)
        || cls.equals(PHASER) || cls.equals(EXCHANGER)
        || WAITABLES.contains(cls) || isExecutor(cls) || cls.equals(STAMPED);
  }

  /** True if the object is the read or write lock view of a ReentrantReadWriteLock. */
  boolean isReadWriteView(AbstractObject o) {
    return !tc.pts().readWriteLocks(o).isEmpty();
  }

  /**
   * The rb lock that stands for a lock object: {@code <rw>.write} for the write lock view of
   * a read-write lock (the lock its conditions belong to), else the object's own lock.
   */
  String lockName(AbstractObject o, Origin where) {
    List<AbstractObject> rws = tc.pts().readWriteLocks(o);
    return rws.isEmpty() ? tc.lockName(o, where) : writeLock(rws.get(0), where);
  }

  private String writeLock(AbstractObject rw, Origin where) {
    return tc.lockName(rw, where) + ".write";
  }

  private String readers(AbstractObject lock) {
    String name = lock.name() + ".readers";
    if (!counters.containsKey(name)) {
      declare(new Counter(name, READ_HOLDS, 0, true), lock, lock.origin());
    }
    return name;
  }

  /**
   * The per-thread counter of a read-write lock's holds by the running thread: {@code rholds}
   * (read holds, a limit counter bounded by {@link #READ_HOLDS}) or {@code wholds} (write
   * holds, bounded by the same).
   */
  private String holds(AbstractObject rw, String role) {
    String name = rw.name() + "." + role;
    if (!counters.containsKey(name)) {
      declare(new Counter(name, READ_HOLDS, 0, true, true), rw, rw.origin());
    }
    return name;
  }

  /**
   * The alternatives of {@code lock}, {@code lockInterruptibly} or {@code unlock} on a read or
   * write lock view (one per read-write lock it may belong to); see {@link ReadWrite}.
   */
  List<Supplier<List<Command>>> readWriteCall(AbstractObject view, String name, Origin origin,
      Supplier<String> label) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    boolean read = view.type().endsWith("$ReadLock");
    boolean unlock = name.equals("unlock");
    if (!unlock && !name.equals("lock") && !name.equals("lockInterruptibly")) {
      return out;
    }
    for (AbstractObject rw : tc.pts().readWriteLocks(view)) {
      ReadWrite m = readWrite(rw, origin);
      out.add(() -> read && unlock ? m.readUnlock(label, origin)
          : read ? m.readLock(label, origin)
          : unlock ? m.writeUnlock(label, origin) : m.writeLock(label, origin));
    }
    return out;
  }

  /** The pinned {@code tryLock()} of a read or write lock view. */
  List<TryMaker> readWriteTry(AbstractObject view, Origin origin) {
    List<TryMaker> out = new ArrayList<>();
    boolean read = view.type().endsWith("$ReadLock");
    for (AbstractObject rw : tc.pts().readWriteLocks(view)) {
      ReadWrite m = readWrite(rw, origin);
      if (read) {
        tc.caveat("rw-try-read", origin, "readLock().tryLock() of " + rw.name() + " fails in"
            + " the model while a writer waits for the write lock; Java's succeeds then (it"
            + " barges past queued writers), a run the model does not have",
            Caveat.Effect.UNSOUND);
      }
      out.add(read ? (l, f, fresh) -> m.tryReadLock(l, f, fresh, origin)
          : (l, f, fresh) -> m.tryWriteLock(l, f, fresh, origin));
    }
    return out;
  }

  private ReadWrite readWrite(AbstractObject rw, Origin origin) {
    return new ReadWrite(writeLock(rw, origin), readers(rw), holds(rw, "rholds"),
        holds(rw, "wholds"));
  }

  /**
   * The model of one {@code ReentrantReadWriteLock} {@code rw}: rb lock {@code write}
   * ({@code <rw>.write}, the lock its conditions belong to), limit counter {@code readers}
   * (the read holds of all threads) and per-thread counters {@code rholds} and {@code wholds}
   * (the running thread's read and write holds). Invariant: {@code readers} is the sum of all
   * threads' {@code rholds}, and a thread's {@code wholds} is positive exactly while it holds
   * {@code write} for a write hold. A first read hold waits for {@code write} (so it waits
   * while another thread holds or waits for the write lock; the owner downgrades), a nested one
   * does not (Java's reentrant read acquire passes a queued writer); a first write hold takes
   * {@code write} and waits until no read hold is left (so a read→write upgrade waits for the
   * thread's own hold forever), a nested one only re-enters {@code write}. An unlock without a
   * hold waits forever on its {@code down} (Java throws IllegalMonitorStateException).
   */
  record ReadWrite(String write, String readers, String rholds, String wholds) {

    /** {@code trydown rholds 1 else FIRST; up rholds 2; up readers 1; goto END; FIRST: ...}. */
    List<Command> readLock(Supplier<String> label, Origin origin) {
      String[] l = labels(label, null, 9);
      return List.of(new Command.TryDown(l[0], rholds, 1, l[4], origin),
          new Command.Up(l[1], rholds, 2, origin),
          new Command.Up(l[2], readers, 1, origin),
          new Command.Goto(l[3], l[8], origin),
          new Command.Acquire(l[4], write, origin),
          new Command.Up(l[5], rholds, 1, origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Skip(l[8], origin));
    }

    List<Command> readUnlock(Supplier<String> label, Origin origin) {
      return List.of(new Command.Down(label.get(), rholds, 1, origin),
          new Command.Down(label.get(), readers, 1, origin));
    }

    /** {@code trydown wholds 1 else FIRST; up wholds 2; acquire write; goto END; FIRST: ...}. */
    List<Command> writeLock(Supplier<String> label, Origin origin) {
      String[] l = labels(label, null, 8);
      return List.of(new Command.TryDown(l[0], wholds, 1, l[4], origin),
          new Command.Up(l[1], wholds, 2, origin),
          new Command.Acquire(l[2], write, origin),
          new Command.Goto(l[3], l[7], origin),
          new Command.Acquire(l[4], write, origin),
          new Command.Until(l[5], readers, false, 0, origin),
          new Command.Up(l[6], wholds, 1, origin),
          new Command.Skip(l[7], origin));
    }

    List<Command> writeUnlock(Supplier<String> label, Origin origin) {
      return List.of(new Command.Down(label.get(), wholds, 1, origin),
          new Command.Release(label.get(), write, origin));
    }

    /** A read lock that fails, instead of waiting, where a first read hold would wait. */
    List<Command> tryReadLock(String first, String failure, Supplier<String> fresh,
        Origin origin) {
      String[] l = labels(fresh, first, 9);
      return List.of(new Command.TryDown(l[0], rholds, 1, l[4], origin),
          new Command.Up(l[1], rholds, 2, origin),
          new Command.Up(l[2], readers, 1, origin),
          new Command.Goto(l[3], l[8], origin),
          new Command.TryAcquire(l[4], write, failure, origin),
          new Command.Up(l[5], rholds, 1, origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Skip(l[8], origin));
    }

    /**
     * A write lock that fails, instead of waiting, where a first write hold would wait: the
     * write lock is taken, or a read hold is left (tested by taking one and giving it back).
     */
    List<Command> tryWriteLock(String first, String failure, Supplier<String> fresh,
        Origin origin) {
      String[] l = labels(fresh, first, 11);
      return List.of(new Command.TryDown(l[0], wholds, 1, l[4], origin),
          new Command.Up(l[1], wholds, 2, origin),
          new Command.Acquire(l[2], write, origin),
          new Command.Goto(l[3], l[10], origin),
          new Command.TryAcquire(l[4], write, failure, origin),
          new Command.TryDown(l[5], readers, 1, l[9], origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Goto(l[8], failure, origin),
          new Command.Up(l[9], wholds, 1, origin),
          new Command.Skip(l[10], origin));
    }

    /** {@code n} labels in order: {@code first} (if not null), then fresh ones. */
    private static String[] labels(Supplier<String> fresh, String first, int n) {
      String[] l = new String[n];
      for (int i = 0; i < n; i++) {
        l[i] = i == 0 && first != null ? first : fresh.get();
      }
      return l;
    }
  }

  private void stampedCall(MethodInstance mi, int index, AbstractInvokeExpr inv, String name,
      Origin origin, Supplier<String> label, List<Supplier<List<Command>>> out) {
    for (AbstractObject s : receivers(mi, index, inv, STAMPED, origin)) {
      String write = s.name() + ".write";
      if (!counters.containsKey(write)) {
        declare(new Counter(write, 1, 1, false), s, origin);
      }
      String readers = readers(s);
      Supplier<List<Command>> writeLock = () -> List.of(
          new Command.Down(label.get(), write, 1, origin),
          new Command.Until(label.get(), readers, false, 0, origin));
      // The read hold is taken while holding the write token, so that no writer can pass its
      // "no readers" test between the reader's test of the write token and its increment.
      Supplier<List<Command>> readLock = () -> List.of(
          new Command.Down(label.get(), write, 1, origin),
          new Command.Up(label.get(), readers, 1, origin),
          new Command.Up(label.get(), write, 1, origin));
      Supplier<List<Command>> unlockWrite = () -> List.of(
          new Command.Up(label.get(), write, 1, origin));
      Supplier<List<Command>> unlockRead = () -> List.of(
          new Command.Down(label.get(), readers, 1, origin));
      switch (name) {
        case "writeLock", "writeLockInterruptibly" -> out.add(writeLock);
        case "readLock", "readLockInterruptibly" -> out.add(readLock);
        case "unlockWrite", "tryUnlockWrite" -> out.add(unlockWrite);
        case "unlockRead", "tryUnlockRead" -> out.add(unlockRead);
        case "unlock" -> {
          out.add(unlockWrite);
          out.add(unlockRead);
        }
        case "tryWriteLock", "tryReadLock" -> {
          tc.caveat("stamped-try", origin, "StampedLock." + name + " is modelled as a lock"
              + " that may fail; the stamp test that follows is a free choice",
              Caveat.Effect.IMPRECISE);
          out.add(name.equals("tryWriteLock") ? writeLock : readLock);
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        }
        case "tryOptimisticRead", "validate", "isWriteLocked", "isReadLocked",
            "getReadLockCount" -> {
          // no synchronization
        }
        default -> tc.caveat("stamped", origin, "StampedLock." + name + " is not modelled",
            Caveat.Effect.UNSOUND);
      }
    }
  }

  private static boolean isExecutor(String cls) {
    return cls.startsWith("java.util.concurrent.") && cls.contains("Executor")
        && !cls.equals("java.util.concurrent.Executors");
  }

  /**
   * The worker counters a task thread must take one of: those of the fixed-size pools it may
   * be submitted to (declared here); empty for plain threads and unbounded pools.
   */
  List<String> workers(AbstractObject task) {
    List<String> out = new ArrayList<>();
    for (AbstractObject pool : tc.pts().taskPools(task)) {
      int size = poolSizes().getOrDefault(pool.id(), 0);
      if (pool.kind() == AbstractObject.Kind.ALLOCATION && (pool.type().contains("ThreadPool")
          || pool.type().contains("ForkJoinPool"))) {
        tc.caveat("pool-size", pool.origin(), "the workers of " + pool.name() + " are not"
            + " modelled; every task gets a thread of its own (pool starvation is not modelled)",
            Caveat.Effect.UNSOUND);
      }
      if (size > 0) {
        String name = pool.name() + ".workers";
        counters.putIfAbsent(name, new Counter(name, size, size, false));
        if (tc.pts().isSummary(pool)) {
          tc.caveat("summary-counter", pool.origin(), pool.name() + " stands for several"
              + " executors (created on a loop or in code that runs more than once); they share"
              + " one counter " + name, Caveat.Effect.UNSOUND);
        }
        out.add(name);
      }
    }
    return out;
  }

  private Map<Integer, Integer> poolSizes() {
    if (poolSizes == null) {
      scan();
    }
    return poolSizes;
  }

  private static boolean isQueue(String cls) {
    return cls.equals("java.util.concurrent.BlockingQueue")
        || cls.equals("java.util.concurrent.BlockingDeque")
        || cls.equals("java.util.concurrent.TransferQueue") || cls.equals(SYNCHRONOUS_QUEUE)
        || SIZED_QUEUES.contains(cls) || UNBOUNDED_QUEUES.contains(cls);
  }

  /**
   * True if the call is a non-blocking attempt whose boolean result the translator should pin
   * (see {@link #tryCommands}).
   */
  boolean isTry(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return cls.equals(SEMAPHORE) && name.equals("tryAcquire")
        || isQueue(cls) && name.startsWith("offer");
  }

  /**
   * Makes the commands of one alternative of a pinned non-blocking attempt: the first command
   * has {@code label}, failure goes to {@code failure}, success falls through past the last
   * command; {@code fresh} gives further labels.
   */
  @FunctionalInterface
  interface TryMaker {
    List<Command> make(String label, String failure, Supplier<String> fresh);
  }

  /**
   * The alternatives of a non-blocking attempt, one per receiver object (see
   * {@link TryMaker}).
   */
  List<TryMaker> tryCommands(MethodInstance mi, int index,
      AbstractInvokeExpr inv, MethodSignature sig, Origin origin) {
    List<TryMaker> out = new ArrayList<>();
    if (isQueue(sig.getDeclClassType().getFullyQualifiedName())) {
      for (AbstractObject o : receivers(mi, index, inv, "BlockingQueue", origin)) {
        if (queueKind(o) == QueueKind.SYNCHRONOUS) {
          tc.caveat("synchronous-offer", origin, "offer on " + o.name() + " succeeds only if"
              + " a taker waits; the model may instead wait for one (spurious blocking)",
              Caveat.Effect.IMPRECISE);
          String items = queueItems(o, origin);
          String handoff = handoff(o);
          out.add((label, failure, fresh) -> {
            String put = fresh.get();
            return List.of(new Command.Jump(label, List.of(failure, put), origin),
                new Command.TryUp(put, items, 1, failure, origin),
                new Command.Down(fresh.get(), handoff, 1, origin));
          });
        } else if (queueKind(o) != null) {
          String items = queueItems(o, origin);
          out.add((label, failure, fresh) -> List.of(new Command.TryUp(label, items, 1, failure,
              origin)));
        }
      }
      return out;
    }
    int amount = sig.getParameterCount() == 1 || sig.getParameterCount() == 3
        ? amountArg(inv, origin) : 1;
    for (AbstractObject o : receivers(mi, index, inv, SEMAPHORE, origin)) {
      String c = semaphore(o, origin);
      out.add((label, failure, fresh) -> List.of(new Command.TryDown(label, c, amount, failure,
          origin)));
    }
    return out;
  }

  /**
   * The alternatives (each a command sequence) for a call of a modelled class; an empty list
   * if the method does nothing in the model.
   */
  List<Supplier<List<Command>>> commands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, Origin origin, Supplier<String> label) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (name.equals("<init>")) {
      return out;
    }
    if (cls.equals(SEMAPHORE)) {
      semaphoreCall(mi, index, inv, sig, name, origin, label, out);
    } else if (cls.equals(LATCH)) {
      latchCall(mi, index, inv, sig, name, origin, label, out);
    } else if (cls.equals(BARRIER)) {
      barrierCall(mi, index, inv, sig, name, origin, label, out);
    } else if (cls.equals(PHASER)) {
      for (AbstractObject o : receivers(mi, index, inv, PHASER, origin)) {
        phaserCall(o, inv, name, origin, label, out);
      }
    } else if (WAITABLES.contains(cls)) {
      futureCall(mi, index, inv, sig, name, origin, label, out);
    } else if (isExecutor(cls)) {
      executorCall(mi, index, inv, sig, name, origin, label, out);
    } else if (cls.equals(STAMPED)) {
      stampedCall(mi, index, inv, name, origin, label, out);
    } else if (cls.equals(EXCHANGER)) {
      exchangerCall(mi, index, inv, sig, name, origin, label, out);
    } else {
      for (AbstractObject o : receivers(mi, index, inv, "BlockingQueue", origin)) {
        queueCall(o, name, origin, label, out);
      }
    }
    return out;
  }

  /**
   * True if a call of a method declared in {@code cls} on these receivers is modelled here:
   * the class is a modelled one, or a collection interface called on queue objects only.
   */
  boolean handles(String cls, List<AbstractObject> receivers) {
    if (handles(cls)) {
      return true;
    }
    boolean collection = cls.equals("java.util.Queue") || cls.equals("java.util.Deque")
        || cls.equals("java.util.Collection") || cls.equals("java.util.AbstractQueue")
        || cls.equals("java.lang.Iterable");
    return collection && !receivers.isEmpty()
        && receivers.stream().allMatch(o -> queueKind(o) != null);
  }

  /** How a queue object's count is modelled, or null if it is no modelled queue. */
  private enum QueueKind { SIZED, UNBOUNDED, SYNCHRONOUS }

  private static QueueKind queueKind(AbstractObject o) {
    String t = o.type();
    if (t.equals(SYNCHRONOUS_QUEUE)) {
      return QueueKind.SYNCHRONOUS;
    }
    if (SIZED_QUEUES.contains(t)) {
      return QueueKind.SIZED;
    }
    return UNBOUNDED_QUEUES.contains(t) ? QueueKind.UNBOUNDED : null;
  }

  private void queueCall(AbstractObject o, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    QueueKind kind = queueKind(o);
    if (kind == null) {
      tc.caveat("unknown-queue", origin, o.name() + " is not a modelled blocking queue ("
          + o.type() + "); " + name + " does nothing", Caveat.Effect.UNSOUND);
      return;
    }
    String items = queueItems(o, origin);
    boolean bounded = !counters.get(items).limit();
    switch (name) {
      case "put", "putFirst", "putLast" -> out.add(() -> insert(o, items, label, origin));
      case "add", "addFirst", "addLast", "offer", "offerFirst", "offerLast" -> {
        if (kind == QueueKind.SYNCHRONOUS || bounded) {
          if (name.startsWith("add")) {
            tc.caveat("queue-add", origin, name + " on the bounded " + o.name() + " throws"
                + " when it is full; modelled as offer (the exception is not)",
                Caveat.Effect.UNSOUND);
          }
          out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryUp(l, items, 1, f, origin),
              origin));
        } else {
          out.add(() -> List.of(new Command.Up(label.get(), items, 1, origin)));
        }
      }
      case "take", "takeFirst", "takeLast" -> out.add(() -> remove(o, items, label, origin));
      case "poll", "pollFirst", "pollLast", "remove", "removeFirst", "removeLast" -> {
        if (name.startsWith("remove")) {
          tc.caveat("queue-remove", origin, name + " on " + o.name() + " throws when it is"
              + " empty (or, for remove(o), may find nothing); modelled as poll (the exception"
              + " is not)", Caveat.Effect.UNSOUND);
        }
        out.add(() -> {
          String first = label.get();
          String after = label.get();
          List<Command> cs = new ArrayList<>();
          cs.add(new Command.TryDown(first, items, 1, after, origin));
          if (kind == QueueKind.SYNCHRONOUS) {
            cs.add(new Command.Up(label.get(), handoff(o), 1, origin));
          }
          cs.add(new Command.Skip(after, origin));
          return cs;
        });
      }
      case "clear", "drainTo" -> out.add(() -> {
        String head = label.get();
        String take = label.get();
        String again = label.get();
        String done = label.get();
        return List.of(new Command.Jump(head, List.of(done, take), origin),
            new Command.TryDown(take, items, 1, done, origin),
            new Command.Goto(again, head, origin), new Command.Skip(done, origin));
      });
      case "transfer", "tryTransfer" -> tc.caveat("queue-transfer", origin, name + " on "
          + o.name() + " is modelled as put/offer: it does not wait for a consumer",
          Caveat.Effect.UNSOUND);
      default -> {
        // size, peek, contains, iteration: no synchronization effect modelled
      }
    }
    if (name.equals("transfer")) {
      out.add(() -> insert(o, items, label, origin));
    } else if (name.equals("tryTransfer")) {
      out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryUp(l, items, 1, f, origin),
          origin));
    }
  }

  private void futureCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    boolean wait = name.equals("get") || name.equals("join");
    boolean complete = COMPLETIONS.contains(name);
    if (!wait && !complete) {
      if (name.startsWith("then") || name.startsWith("handle") || name.startsWith("when")
          || name.startsWith("exceptionally") || name.contains("Either")
          || name.contains("Both")) {
        tc.caveat("future-continuation", origin, "CompletableFuture." + name + " on a future"
            + " the analysis does not know: the continuation does not run and its future never"
            + " completes", Caveat.Effect.UNSOUND);
      } else if (name.equals("orTimeout") || name.equals("completeOnTimeout")) {
        tc.caveat("future-timeout", origin, "CompletableFuture." + name + " is not modelled:"
            + " the future does not complete when the time is up", Caveat.Effect.UNSOUND);
      }
      return;
    }
    List<AbstractObject> futures = tc.receiverObjects(mi, index, inv);
    if (futures.isEmpty()) {
      tc.caveat("unknown-future", origin, "no abstract object for the future; " + name
          + " returns at once", Caveat.Effect.UNSOUND);
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
      return;
    }
    for (AbstractObject f : futures) {
      if (complete) {
        if (isStarted(f) && !completedTasks().contains(f.id())) {
          tc.caveat("future-complete", origin, name + " of the task future " + f.name()
              + " is not modelled: waiting for it still waits for the task",
              Caveat.Effect.UNSOUND);
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        } else {
          String done = done(f);
          out.add(() -> {
            List<Command> cs = new ArrayList<>(tryOrSkip(label,
                (l, fl) -> new Command.TryUp(l, done, 1, fl, origin), origin));
            cs.addAll(signalAnyOfs(f, label, origin));
            return cs;
          });
        }
      } else {
        out.add(() -> waitFor(f, label, origin, new java.util.HashSet<>()));
      }
    }
    if (wait && sig.getParameterCount() > 0) {
      tc.caveat("timed-get", origin, "a timed get may return at once; the TimeoutException it"
          + " then throws is not modelled", Caveat.Effect.UNSOUND);
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
  }

  /** The methods that complete a {@code CompletableFuture} (a second completion does nothing). */
  private static final Set<String> COMPLETIONS = Set.of("complete", "completeExceptionally",
      "cancel", "obtrudeValue", "obtrudeException");

  /**
   * Task futures (library threads of {@code supplyAsync}, {@code runAsync} or a continuation)
   * that some reachable call may complete: they get a {@code done} counter that the task sets
   * when it ends and a completion sets before, and waiting for them waits for that counter
   * instead of joining the task's thread.
   */
  private Set<Integer> completedTasks() {
    if (completedTasks == null) {
      scan();
    }
    return completedTasks;
  }

  /**
   * True if the task's thread procedure needs more than a call of its entry: a continuation
   * (waits for its sources first) or a task future with a {@code done} counter.
   */
  boolean wrapsTask(AbstractObject task) {
    return tc.pts().continuation(task) != null || completedTasks().contains(task.id())
        || !anyOfsWith(task).isEmpty();
  }

  /**
   * The commands a task thread runs before its function (and before it takes a pool worker):
   * for a continuation, waiting for its sources (all of them, or, for the {@code *Either}
   * methods, one chosen nondeterministically); empty for other threads.
   */
  List<Command> taskPrelude(AbstractObject task, Supplier<String> label) {
    Continuation how = tc.pts().continuation(task);
    List<Command> cs = new ArrayList<>();
    if (how == null) {
      return cs;
    }
    Origin origin = task.origin();
    if (!how.async()) {
      tc.caveat("future-inline", origin, "CompletableFuture." + how.method() + " runs its"
          + " function in the thread that completes the future (holding that thread's locks,"
          + " which then waits for it) or in the caller if the future is already complete; the"
          + " model runs it in a thread of its own", Caveat.Effect.UNSOUND);
    }
    if (how.composes()) {
      tc.caveat("future-compose", origin, "CompletableFuture." + how.method() + ": the"
          + " future the function returns is not waited for; the result completes when the"
          + " function returns", Caveat.Effect.UNSOUND);
    }
    List<AbstractObject> sources = tc.pts().continuationSources(task);
    if (how.either() && sources.size() > 1) {
      List<List<Command>> waits = new ArrayList<>();
      for (AbstractObject f : sources) {
        waits.add(waitFor(f, label, origin, new java.util.HashSet<>()));
      }
      String after = label.get();
      List<String> targets = new ArrayList<>();
      List<Command> branches = new ArrayList<>();
      for (List<Command> w : waits) {
        targets.add(w.get(0).label());
        branches.addAll(w);
        branches.add(new Command.Goto(label.get(), after, origin));
      }
      cs.add(new Command.Jump(label.get(), targets, origin));
      cs.addAll(branches);
      cs.add(new Command.Skip(after, origin));
    } else {
      Set<AbstractObject> seen = new java.util.HashSet<>();
      for (AbstractObject f : sources) {
        cs.addAll(waitFor(f, label, origin, seen));
      }
    }
    return cs;
  }

  /**
   * True if the task may end without running its function: an {@code exceptionally}
   * continuation (runs only on failure), or a continuation of a source whose task may throw
   * (Java then skips the function and completes exceptionally).
   */
  boolean mayEndWithoutFunction(AbstractObject task) {
    Continuation how = tc.pts().continuation(task);
    if (how == null) {
      return false;
    }
    if (how.onFailureOnly()) {
      return true;
    }
    if (how.method().startsWith("handle") || how.method().startsWith("whenComplete")) {
      return false;
    }
    for (AbstractObject source : tc.pts().continuationSources(task)) {
      if (isStarted(source) && tc.pts().threadEntries(source).stream().anyMatch(tc::mayThrow)) {
        return true;
      }
    }
    return false;
  }

  /** The commands a task runs when it ends: setting its {@code done} counter, if it has one. */
  List<Command> taskEpilogue(AbstractObject task, Supplier<String> label) {
    Origin origin = task.origin();
    List<Command> cs = new ArrayList<>(signalAnyOfs(task, label, origin));
    if (!completedTasks().contains(task.id())) {
      return cs;
    }
    String done = done(task);
    cs.addAll(tryOrSkip(label, (l, f) -> new Command.TryUp(l, done, 1, f, origin), origin));
    return cs;
  }

  private boolean isStarted(AbstractObject o) {
    return tc.pts().startedThreads().contains(o);
  }

  /** The commands that wait until a future is done (a task's thread ends, or it is completed). */
  private List<Command> waitFor(AbstractObject f, Supplier<String> label, Origin origin,
      Set<AbstractObject> seen) {
    List<Command> cs = new ArrayList<>();
    if (!seen.add(f)) {
      return cs;
    }
    if (isStarted(f) && completedTasks().contains(f.id())) {
      cs.add(new Command.Until(label.get(), done(f), true, 1, origin));
    } else if (isStarted(f)) {
      if (tc.pts().isTaskBatch(f)) {
        tc.batchTasks(f).forEach(t -> cs.add(new Command.Join(label.get(), t[1], origin)));
      } else {
        cs.add(new Command.Join(label.get(), tc.threadId(f), origin));
      }
    } else if (f.kind() == AbstractObject.Kind.ALLOCATION && f.type().equals(FUTURE)) {
      cs.add(new Command.Until(label.get(), done(f), true, 1, origin));
    } else if (anyOfs().containsKey(f.id())) {
      cs.addAll(waitForAny(f, label, origin));
    } else {
      for (AbstractObject part : tc.pts().contents(f)) {
        if (part.type().equals(FUTURE) || isStarted(part)) {
          cs.addAll(waitFor(part, label, origin, seen));
        }
      }
    }
    if (cs.isEmpty()) {
      cs.add(new Command.Skip(label.get(), origin));
    }
    return cs;
  }

  /**
   * Waiting for an {@code anyOf} result {@code a}: {@code until <a>.any >= 1}, the counter
   * {@code <a>.any} (capacity 1) being set by the first part that completes (a task part at its
   * end, {@link #taskEpilogue}; a {@code new CompletableFuture} part at its completion). With a
   * part the analysis cannot follow (not a task and not an allocated future, e.g. another
   * combined future), the wait returns at once (UNSOUND {@code future-any}).
   */
  private List<Command> waitForAny(AbstractObject a, Supplier<String> label, Origin origin) {
    List<AbstractObject> parts = anyOfs().get(a.id()).stream()
        .filter(p -> p.type().equals(FUTURE) || isStarted(p)).toList();
    boolean known = !parts.isEmpty();
    for (AbstractObject p : parts) {
      known &= isStarted(p) || p.kind() == AbstractObject.Kind.ALLOCATION
          && p.type().equals(FUTURE);
    }
    if (!known) {
      tc.caveat("future-any", origin, "CompletableFuture.anyOf of futures the analysis cannot"
          + " all follow: waiting for it returns at once", Caveat.Effect.UNSOUND);
      return List.of(new Command.Skip(label.get(), origin));
    }
    return List.of(new Command.Until(label.get(), anyDone(a), true, 1, origin));
  }

  /** The counter an {@code anyOf} result's first completing part sets. */
  private String anyDone(AbstractObject anyOf) {
    String name = anyOf.name() + ".any";
    if (!counters.containsKey(name)) {
      declare(new Counter(name, 1, 0, false), anyOf, anyOf.origin());
    }
    return name;
  }

  /** The {@code anyOf} results {@code part} is a part of (empty for most futures). */
  private List<AbstractObject> anyOfsWith(AbstractObject part) {
    List<AbstractObject> out = new ArrayList<>();
    for (Map.Entry<Integer, List<AbstractObject>> e : anyOfs().entrySet()) {
      if (e.getValue().contains(part)) {
        out.add(tc.pts().objects().get(e.getKey()));
      }
    }
    return out;
  }

  /** Sets the {@code any} counter of every {@code anyOf} that {@code part} is part of. */
  private List<Command> signalAnyOfs(AbstractObject part, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    for (AbstractObject a : anyOfsWith(part)) {
      String any = anyDone(a);
      cs.addAll(tryOrSkip(label, (l, f) -> new Command.TryUp(l, any, 1, f, origin), origin));
    }
    return cs;
  }

  private Map<Integer, List<AbstractObject>> anyOfs() {
    if (anyOfs == null) {
      scan();
    }
    return anyOfs;
  }

  private String done(AbstractObject future) {
    String name = future.name() + ".done";
    if (!counters.containsKey(name)) {
      declare(new Counter(name, 1, 0, false), future, future.origin());
    }
    return name;
  }

  private void executorCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    boolean close = name.equals("close");
    boolean await = name.equals("awaitTermination");
    if (name.equals("shutdownNow")) {
      tc.caveat("shutdown-now", origin, "shutdownNow is modelled as shutdown: running tasks"
          + " are not interrupted and queued ones still run", Caveat.Effect.UNSOUND);
    }
    if (!close && !await) {
      return;
    }
    for (AbstractObject pool : tc.receiverObjects(mi, index, inv)) {
      List<AbstractObject> tasks = new ArrayList<>();
      for (AbstractObject t : tc.pts().startedThreads()) {
        if (tc.pts().taskPools(t).contains(pool)) {
          tasks.add(t);
        }
      }
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        Set<AbstractObject> seen = new java.util.HashSet<>();
        for (AbstractObject t : tasks) {
          cs.addAll(waitFor(t, label, origin, seen));
        }
        if (cs.isEmpty()) {
          cs.add(new Command.Skip(label.get(), origin));
        }
        return cs;
      });
    }
    if (await) {
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
  }

  /** {@code put}: one more item; on a synchronous queue, then wait until it is taken. */
  private List<Command> insert(AbstractObject o, String items, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Up(label.get(), items, 1, origin));
    if (queueKind(o) == QueueKind.SYNCHRONOUS) {
      cs.add(new Command.Down(label.get(), handoff(o), 1, origin));
    }
    return cs;
  }

  /** {@code take}: one item less; on a synchronous queue, then tell the putter. */
  private List<Command> remove(AbstractObject o, String items, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Down(label.get(), items, 1, origin));
    if (queueKind(o) == QueueKind.SYNCHRONOUS) {
      cs.add(new Command.Up(label.get(), handoff(o), 1, origin));
    }
    return cs;
  }

  private void barrierCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    if (!name.equals("await")) {
      if (name.equals("reset")) {
        tc.caveat("barrier", origin, "CyclicBarrier.reset is not modelled",
            Caveat.Effect.UNSOUND);
      }
      return;
    }
    for (AbstractObject o : receivers(mi, index, inv, BARRIER, origin)) {
      int parties = barrierParties(o, origin);
      String arrived = o.name() + ".arrived";
      String left = o.name() + ".left";
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Up(label.get(), arrived, 1, origin));
        cs.add(new Command.Until(label.get(), arrived, true, parties, origin));
        cs.add(new Command.Up(label.get(), left, 1, origin));
        String reset = label.get();
        String after = label.get();
        String done = label.get();
        cs.add(new Command.TryDown(reset, left, parties, done, origin));
        cs.add(new Command.Down(after, arrived, parties, origin));
        cs.add(new Command.Skip(done, origin));
        return cs;
      });
      if (sig.getParameterCount() > 0) {
        tc.caveat("barrier-timeout", origin, "a timed CyclicBarrier.await may return at once;"
            + " the TimeoutException it then throws and the BrokenBarrierException of the other"
            + " parties are not modelled", Caveat.Effect.UNSOUND);
        out.add(() -> List.of(new Command.Skip(label.get(), origin)));
      }
    }
  }

  /**
   * {@code exchange} on each receiver that is one known object (see {@link #exchange}); on an
   * unknown receiver or a summary object it returns at once (UNSOUND), and a timed exchange may
   * also return at once (the timeout).
   */
  private void exchangerCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    if (!name.equals("exchange")) {
      return;
    }
    boolean atOnce = false;
    for (AbstractObject x : receivers(mi, index, inv, EXCHANGER, origin)) {
      if (tc.pts().isSummary(x)) {
        tc.caveat("blocking-call", origin, "Exchanger.exchange on " + x.name() + ", which"
            + " stands for several exchangers (allocated on a loop or in code that runs more"
            + " than once), is not modelled; it returns at once", Caveat.Effect.UNSOUND);
        atOnce = true;
        continue;
      }
      String base = x.name();
      if (!counters.containsKey(base + ".offered")) {
        declare(new Counter(base + ".offered", 1, 0, false), x, origin);
        declare(new Counter(base + ".matched", 1, 0, false), x, origin);
      }
      out.add(() -> exchange(base, label, origin));
    }
    if (sig.getParameterCount() > 1) {
      tc.caveat("exchange-timeout", origin, "a timed Exchanger.exchange may return at once;"
          + " the TimeoutException it then throws is not modelled", Caveat.Effect.UNSOUND);
      atOnce = true;
    }
    if (atOnce) {
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
  }

  /**
   * One {@code exchange} on the exchanger {@code base}: rb lock {@code <base>.state} makes
   * each step atomic and is never held while waiting; counters {@code offered} and
   * {@code matched} of capacity 1. Outside the lock they are in one of three states: FREE
   * (both 0), OFFERED (offered = 1: one thread waits for a partner) and MATCHED (matched = 1:
   * a partner took the offer and the offerer has not yet resumed).
   * <pre>
   * L:     acquire state; trydown offered 1 else O
   *        up matched 1; release state; goto END           -- take the waiting offer
   * O:     tryup matched 1 else BUSY; down matched 1       -- FREE (a test: nobody waits
   *        up offered 1; release state                     --  on matched now): offer
   *        down matched 1; goto END                        -- and wait for a taker
   * BUSY:  release state; until matched &lt;= 0; goto L    -- MATCHED: wait until it resumed
   * END:
   * </pre>
   * Pairs are exact: a new offer is made only in FREE, after the last offerer has taken its
   * {@code matched}, so at most one thread waits on {@code down matched} and no other can take
   * its partner's answer. A thread in BUSY waits only while that offerer's resumption is
   * enabled, and once {@code matched} is 0 it leaves BUSY for good unless another pair formed
   * meanwhile, so waiting never spins; a deadlock leaves exactly one thread waiting, on
   * {@code down matched}, as in Java. Java frees its slot as soon as a partner arrives, so the
   * model only delays a new offer until the last offerer has resumed: no run ends differently.
   * The exchanged value is not tracked.
   */
  static List<Command> exchange(String base, Supplier<String> label, Origin origin) {
    String lock = base + ".state";
    String offered = base + ".offered";
    String matched = base + ".matched";
    String[] l = new String[15];
    for (int i = 0; i < l.length; i++) {
      l[i] = label.get();
    }
    return List.of(new Command.Acquire(l[0], lock, origin),
        new Command.TryDown(l[1], offered, 1, l[5], origin),
        new Command.Up(l[2], matched, 1, origin),
        new Command.Release(l[3], lock, origin),
        new Command.Goto(l[4], l[14], origin),
        new Command.TryUp(l[5], matched, 1, l[11], origin),
        new Command.Down(l[6], matched, 1, origin),
        new Command.Up(l[7], offered, 1, origin),
        new Command.Release(l[8], lock, origin),
        new Command.Down(l[9], matched, 1, origin),
        new Command.Goto(l[10], l[14], origin),
        new Command.Release(l[11], lock, origin),
        new Command.Until(l[12], matched, false, 0, origin),
        new Command.Goto(l[13], l[0], origin),
        new Command.Skip(l[14], origin));
  }

  /**
   * A {@code Phaser} {@code p}: rb lock {@code <p>.state} makes each operation atomic (it is
   * never held while waiting); limit counters {@code registered} (the registered parties) and
   * {@code unarrived} (the parties still to arrive in this phase), both starting at the
   * constructor's parties, with room for every {@code register}/{@code bulkRegister} site;
   * counter {@code phase} (0 or 1) is the phase's parity; per parity P, {@code waitingP}
   * counts the {@code arriveAndAwaitAdvance} callers of the current phase and {@code goP}
   * the released ones that have not yet resumed. An arrival takes one unarrived party
   * ({@code arriveAndDeregister} also one registered); the last one advances: it flips the
   * parity, refills {@code unarrived} from {@code registered} (none left: the phaser is
   * terminated, and later arrivals return at once) and moves the waiters of the phase to
   * {@code goP}. A waiter then takes one {@code goP}. Waiters are told apart by parity only
   * (IMPRECISE caveat): a released waiter that resumes only after the phase after next has
   * begun may swap places with a waiter of that phase.
   */
  private void phaserCall(AbstractObject o, AbstractInvokeExpr inv, String name, Origin origin,
      Supplier<String> label, List<Supplier<List<Command>>> out) {
    switch (name) {
      case "arrive", "arriveAndDeregister", "arriveAndAwaitAdvance" -> {
        Phaser ph = phaser(o, origin);
        boolean await = name.equals("arriveAndAwaitAdvance");
        boolean deregister = name.equals("arriveAndDeregister");
        out.add(() -> ph.arrival(await, deregister, label, origin));
      }
      case "register", "bulkRegister" -> {
        Phaser ph = phaser(o, origin);
        int amount = name.equals("register") ? 1 : amountArg(inv, origin);
        out.add(() -> List.of(new Command.Acquire(label.get(), ph.lock, origin),
            new Command.Up(label.get(), ph.registered, amount, origin),
            new Command.Up(label.get(), ph.unarrived, amount, origin),
            new Command.Release(label.get(), ph.lock, origin)));
      }
      case "awaitAdvance", "awaitAdvanceInterruptibly", "forceTermination" -> tc.caveat(
          "phaser", origin, "Phaser." + name + " is not modelled: it returns at once and"
          + " changes nothing (use arriveAndAwaitAdvance)", Caveat.Effect.UNSOUND);
      default -> {
        // getPhase, getRegisteredParties, isTerminated, ...: no synchronization
      }
    }
  }

  /** The rb names of one phaser's lock and counters (see {@link #phaserCall}). */
  private record Phaser(String lock, String registered, String unarrived, String phase,
      String[] waiting, String[] go, int capacity) {

    /** One arrival: atomic under the lock; then, for an awaiting one, the wait for its go. */
    List<Command> arrival(boolean await, boolean deregister, Supplier<String> label,
        Origin origin) {
      List<Command> cs = new ArrayList<>();
      String terminated = label.get();
      String even = label.get();
      String end = label.get();
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.add(new Command.TryDown(label.get(), unarrived, 1, terminated, origin));
      if (deregister) {
        cs.add(new Command.Down(label.get(), registered, 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), phase, 1, even, origin));
      parity(cs, 1, await, label, end, origin);
      cs.add(new Command.Skip(even, origin));
      parity(cs, 0, await, label, end, origin);
      cs.add(new Command.Release(terminated, lock, origin));
      cs.add(new Command.Skip(end, origin));
      return cs;
    }

    /**
     * The arrival in a phase of parity {@code p} (for p = 1 the parity counter has just been
     * taken down to test it, so it already reads "advanced" and is put back if not).
     */
    private void parity(List<Command> cs, int p, boolean await, Supplier<String> label,
        String end, Origin origin) {
      String advance = label.get();
      if (await) {
        cs.add(new Command.Up(label.get(), waiting[p], 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), unarrived, 1, advance, origin));
      cs.add(new Command.Up(label.get(), unarrived, 1, origin));
      if (p == 1) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      leave(cs, p, await, label, end, origin);
      cs.add(new Command.Skip(advance, origin));
      if (p == 0) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      String refilled = label.get();
      for (int k = capacity; k >= 1; k--) {
        String next = k == 1 ? refilled : label.get();
        cs.add(new Command.TryDown(label.get(), registered, k, next, origin));
        cs.add(new Command.Up(label.get(), registered, k, origin));
        cs.add(new Command.Up(label.get(), unarrived, k, origin));
        cs.add(new Command.Goto(label.get(), refilled, origin));
        if (k > 1) {
          cs.add(new Command.Skip(next, origin));
        }
      }
      cs.add(new Command.Skip(refilled, origin));
      String move = label.get();
      String moved = label.get();
      cs.add(new Command.TryDown(move, waiting[p], 1, moved, origin));
      cs.add(new Command.Up(label.get(), go[p], 1, origin));
      cs.add(new Command.Goto(label.get(), move, origin));
      cs.add(new Command.Skip(moved, origin));
      leave(cs, p, await, label, end, origin);
    }

    private void leave(List<Command> cs, int p, boolean await, Supplier<String> label,
        String end, Origin origin) {
      cs.add(new Command.Release(label.get(), lock, origin));
      if (await) {
        cs.add(new Command.Down(label.get(), go[p], 1, origin));
      }
      cs.add(new Command.Goto(label.get(), end, origin));
    }
  }

  private Phaser phaser(AbstractObject o, Origin where) {
    String base = o.name();
    String registered = base + ".registered";
    List<Integer> args = constructorArgs().getOrDefault(o.id(), List.of());
    int capacity;
    if (!counters.containsKey(registered)) {
      boolean tiered = args.size() == 2 || args.size() == 1 && args.get(0) == null;
      Integer parties = args.isEmpty() || args.size() == 1 && tiered ? Integer.valueOf(0)
          : args.get(args.size() - 1);
      if (tiered) {
        tc.caveat("phaser", where, "the parent of " + base + " is not modelled (tiered"
            + " phasers): it advances on its own", Caveat.Effect.UNSOUND);
      }
      if (parties == null || parties < 0) {
        tc.caveat("phaser", where, "the parties of " + base + " are not a constant; modelled"
            + " as 1", Caveat.Effect.UNSOUND);
        parties = 1;
      }
      if (!o.type().equals(PHASER)) {
        tc.caveat("phaser-advance", where, o.type() + ".onAdvance is not run: its phasers"
            + " terminate only when no party is registered", Caveat.Effect.UNSOUND);
      }
      tc.caveat("phaser-generations", where, "the waiters of " + base + " are told apart by"
          + " the parity of their phase: a released waiter that resumes only after the phase"
          + " after next has begun may swap places with a waiter of that phase",
          Caveat.Effect.IMPRECISE);
      capacity = Math.max(1, parties + phaserRegistrations().getOrDefault(o.id(), 0));
      declare(new Counter(registered, capacity, parties, true), o, where);
      declare(new Counter(base + ".unarrived", capacity, parties, true), o, where);
      declare(new Counter(base + ".phase", 1, 0, false), o, where);
      for (int p = 0; p < 2; p++) {
        declare(new Counter(base + ".waiting" + p, capacity, 0, true), o, where);
        declare(new Counter(base + ".go" + p, capacity, 0, true), o, where);
      }
    }
    capacity = counters.get(registered).capacity();
    return new Phaser(base + ".state", registered, base + ".unarrived", base + ".phase",
        new String[] {base + ".waiting0", base + ".waiting1"},
        new String[] {base + ".go0", base + ".go1"}, capacity);
  }

  private Map<Integer, Integer> phaserRegistrations() {
    if (phaserRegistrations == null) {
      scan();
    }
    return phaserRegistrations;
  }

  private void semaphoreCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    boolean acquire = name.equals("acquire") || name.equals("acquireUninterruptibly");
    boolean release = name.equals("release");
    boolean tryAcquire = name.equals("tryAcquire");
    if (!acquire && !release && !tryAcquire) {
      if (name.equals("drainPermits") || name.equals("reducePermits")) {
        tc.caveat("semaphore", origin, "Semaphore." + name + " is not modelled: the permits"
            + " stay as they are", Caveat.Effect.UNSOUND);
      }
      return;
    }
    int amount = sig.getParameterCount() == 1 || sig.getParameterCount() == 3
        ? amountArg(inv, origin) : 1;
    for (AbstractObject o : receivers(mi, index, inv, SEMAPHORE, origin)) {
      String c = semaphore(o, origin);
      if (acquire) {
        out.add(() -> List.of(new Command.Down(label.get(), c, amount, origin)));
      } else if (release) {
        out.add(() -> List.of(new Command.Up(label.get(), c, amount, origin)));
      } else {
        out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryDown(l, c, amount, f, origin),
            origin));
      }
    }
  }

  private void latchCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    for (AbstractObject o : receivers(mi, index, inv, LATCH, origin)) {
      String c = latch(o, origin);
      if (name.equals("countDown")) {
        out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryDown(l, c, 1, f, origin),
            origin));
      } else if (name.equals("await")) {
        out.add(() -> List.of(new Command.Until(label.get(), c, false, 0, origin)));
        if (sig.getParameterCount() > 0) {
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        }
      }
    }
  }

  /** A non-blocking command whose failure just goes on: the command, then a landing skip. */
  private static List<Command> tryOrSkip(Supplier<String> label,
      BiFunction<String, String, Command> make, Origin origin) {
    String first = label.get();
    String after = label.get();
    return List.of(make.apply(first, after), new Command.Skip(after, origin));
  }

  // ------------------------------------------------------------------ counters of objects

  private String semaphore(AbstractObject o, Origin where) {
    String name = o.name() + ".permits";
    if (!counters.containsKey(name)) {
      Integer permits = constructorArg(o, 0);
      if (permits == null) {
        tc.caveat("semaphore", where, "the permits of " + o.name() + " are not a constant;"
            + " modelled as 1", Caveat.Effect.UNSOUND);
        permits = 1;
      } else if (permits < 0) {
        tc.caveat("semaphore", where, o.name() + " starts with " + permits + " permits;"
            + " modelled as 0 (fewer releases are needed in the model)",
            Caveat.Effect.UNSOUND);
        permits = 0;
      }
      int[] use = semaphoreUse().getOrDefault(o.id(), new int[2]);
      int capacity = Math.max(Math.max(permits, use[1]), 1) + use[0];
      declare(new Counter(name, capacity, permits, true), o, where);
    }
    return name;
  }

  private String latch(AbstractObject o, Origin where) {
    String name = o.name() + ".count";
    if (!counters.containsKey(name)) {
      Integer count = constructorArg(o, 0);
      if (count == null || count < 0) {
        tc.caveat("latch", where, "the count of " + o.name() + " is not a non-negative"
            + " constant; modelled as 1", Caveat.Effect.UNSOUND);
        count = 1;
      }
      declare(new Counter(name, Math.max(count, 1), count, false), o, where);
    }
    return name;
  }

  private String queueItems(AbstractObject o, Origin where) {
    String name = o.name() + ".items";
    if (!counters.containsKey(name)) {
      QueueKind kind = queueKind(o);
      Integer capacity = kind == QueueKind.SIZED ? constructorArg(o, 0) : null;
      boolean sized = kind == QueueKind.SIZED && !constructorArgs().getOrDefault(o.id(),
          List.of()).isEmpty();
      if (kind == QueueKind.SYNCHRONOUS) {
        declare(new Counter(name, 1, 0, false), o, where);
      } else if (sized && capacity != null && capacity > 0) {
        declare(new Counter(name, capacity, 0, false), o, where);
      } else {
        if (sized) {
          tc.caveat("queue-capacity", where, "the capacity of " + o.name() + " is not a"
              + " positive constant; modelled as unbounded", Caveat.Effect.UNSOUND);
        }
        int sites = Math.max(1, insertionSites().getOrDefault(o.id(), 0));
        declare(new Counter(name, sites, 0, true), o, where);
      }
    }
    return name;
  }

  private String handoff(AbstractObject o) {
    String name = o.name() + ".handoff";
    counters.putIfAbsent(name, new Counter(name, 1, 0, false));
    return name;
  }

  private int barrierParties(AbstractObject o, Origin where) {
    String arrived = o.name() + ".arrived";
    Counter c = counters.get(arrived);
    if (c != null) {
      return c.capacity();
    }
    Integer parties = constructorArg(o, 0);
    if (parties == null || parties < 1) {
      tc.caveat("barrier", where, "the parties of " + o.name() + " are not a positive"
          + " constant; modelled as 1", Caveat.Effect.UNSOUND);
      parties = 1;
    }
    List<Integer> args = constructorArgs().getOrDefault(o.id(), List.of());
    if (args.size() > 1) {
      tc.caveat("barrier-action", where, "the barrier action of " + o.name() + " is not run"
          + " in the model", Caveat.Effect.UNSOUND);
    }
    declare(new Counter(arrived, parties, 0, false), o, where);
    declare(new Counter(o.name() + ".left", parties, 0, false), o, where);
    return parties;
  }

  private Map<Integer, Integer> insertionSites() {
    if (insertionSites == null) {
      scan();
    }
    return insertionSites;
  }

  private void declare(Counter c, AbstractObject o, Origin where) {
    counters.put(c.name(), c);
    if (tc.pts().isSummary(o)) {
      tc.caveat("summary-counter", where, o.name() + " stands for several runtime objects"
          + " (allocated on a loop or in code that runs more than once); they share one"
          + " counter " + c.name(), Caveat.Effect.UNSOUND);
    }
  }

  private List<AbstractObject> receivers(MethodInstance mi, int index, AbstractInvokeExpr inv,
      String type, Origin origin) {
    List<AbstractObject> objects = tc.receiverObjects(mi, index, inv);
    if (objects.isEmpty()) {
      tc.caveat("unknown-synchronizer", origin, "no abstract object for the " + type
          + " receiver; the call does nothing", Caveat.Effect.UNSOUND);
    }
    return objects;
  }

  /** The amount in the first argument, or 1 with a caveat if it is not a positive constant. */
  private int amountArg(AbstractInvokeExpr inv, Origin origin) {
    if (inv.getArgCount() > 0 && inv.getArg(0) instanceof IntConstant c && c.getValue() > 0) {
      return c.getValue();
    }
    tc.caveat("synchronizer-amount", origin, "the count argument is not a positive constant;"
        + " modelled as 1", Caveat.Effect.UNSOUND);
    return 1;
  }

  private Integer constructorArg(AbstractObject o, int k) {
    List<Integer> args = constructorArgs().get(o.id());
    return args == null || k >= args.size() ? null : args.get(k);
  }

  private Map<Integer, List<Integer>> constructorArgs() {
    if (constructorArgs == null) {
      scan();
    }
    return constructorArgs;
  }

  private Map<Integer, int[]> semaphoreUse() {
    if (semaphoreUse == null) {
      scan();
    }
    return semaphoreUse;
  }

  /**
   * One pass over every reachable body: the constant constructor arguments of modelled
   * objects, and per semaphore the summed release amounts and the largest acquire.
   */
  private void scan() {
    constructorArgs = new HashMap<>();
    semaphoreUse = new HashMap<>();
    insertionSites = new HashMap<>();
    poolSizes = new HashMap<>();
    completedTasks = new java.util.TreeSet<>();
    phaserRegistrations = new HashMap<>();
    anyOfs = new HashMap<>();
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        AbstractInvokeExpr inv = invokeOf(stmts.get(i));
        if (inv != null && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.concurrent.Executors")) {
          int size = poolSize(inv);
          String factory = inv.getMethodSignature().getName();
          if (size == 0 && (factory.equals("newFixedThreadPool")
              || factory.equals("newScheduledThreadPool"))) {
            tc.caveat("pool-size", tc.origins().of(mi.method(), stmts.get(i)), "the size of the"
                + " pool is not a positive constant; every task gets a thread of its own (pool"
                + " starvation is not modelled)", Caveat.Effect.UNSOUND);
          }
          for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
            poolSizes.put(o.id(), size);
          }
        }
        if (inv != null && inv.getMethodSignature().getName().equals("anyOf")
            && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
                .equals(FUTURE)) {
          for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
            anyOfs.put(o.id(), tc.pts().contents(o));
          }
        }
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        MethodSignature sig = ii.getMethodSignature();
        String cls = sig.getDeclClassType().getFullyQualifiedName();
        String name = sig.getName();
        if (cls.equals(PHASER) && (name.equals("register") || name.equals("bulkRegister"))) {
          int amount = name.equals("register") ? 1
              : ii.getArg(0) instanceof IntConstant c ? Math.max(c.getValue(), 1) : 1;
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            phaserRegistrations.merge(o.id(), amount, Integer::sum);
          }
        }
        if (cls.equals(FUTURE) && COMPLETIONS.contains(name)) {
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            if (isStarted(o)) {
              completedTasks.add(o.id());
            }
          }
        }
        if (INSERTIONS.contains(name)) {
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            if (queueKind(o) != null) {
              insertionSites.merge(o.id(), 1, Integer::sum);
            }
          }
        }
        if (name.equals("<init>") && CONSTRUCTED.contains(cls)) {
          List<Integer> args = new ArrayList<>();
          for (Immediate a : ii.getArgs()) {
            args.add(a instanceof IntConstant c ? c.getValue() : null);
          }
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            constructorArgs.put(o.id(), args);
          }
        } else if (cls.equals(SEMAPHORE)) {
          boolean release = name.equals("release");
          boolean acquire = name.startsWith("acquire") || name.equals("tryAcquire");
          if (!release && !acquire) {
            continue;
          }
          int amount = 1;
          if ((sig.getParameterCount() == 1 || sig.getParameterCount() == 3)
              && ii.getArg(0) instanceof IntConstant c) {
            amount = Math.max(c.getValue(), 1);
          }
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            int[] use = semaphoreUse.computeIfAbsent(o.id(), k -> new int[2]);
            if (release) {
              use[0] += amount;
            } else {
              use[1] = Math.max(use[1], amount);
            }
          }
        }
      }
    }
  }

  /** The workers of an {@code Executors} factory's pool, 0 for one thread per task. */
  private static int poolSize(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (name.equals("newSingleThreadExecutor")
        || name.equals("newSingleThreadScheduledExecutor")) {
      return 1;
    }
    if ((name.equals("newFixedThreadPool") || name.equals("newScheduledThreadPool"))
        && inv.getArgCount() > 0 && inv.getArg(0) instanceof IntConstant c && c.getValue() > 0) {
      return c.getValue();
    }
    return 0;
  }

  static AbstractInvokeExpr invokeOf(Stmt s) {
    if (s instanceof JInvokeStmt is) {
      return is.getInvokeExpr().orElse(null);
    }
    if (s instanceof JAssignStmt a && a.getRightOp() instanceof AbstractInvokeExpr e) {
      return e;
    }
    return null;
  }
}

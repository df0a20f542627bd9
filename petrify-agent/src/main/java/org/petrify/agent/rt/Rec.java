package org.petrify.agent.rt;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.agent.trace.TraceFormat;

/**
 * The recording runtime: static hooks that instrumented code calls. Each hook appends one event
 * to the calling thread's {@link ThreadLog}; synchronisation events also take a position in one
 * global order ({@link #SEQ}). Hooks never block on a lock of the program and never call back
 * into it. Before {@link #start} and after shutdown the hooks do nothing.
 */
public final class Rec {
  private Rec() {}

  private static final AtomicLong SEQ = new AtomicLong();
  private static final AtomicInteger NEXT_THREAD = new AtomicInteger();
  private static final ObjectIds OBJECTS = new ObjectIds();
  /** Thread object to thread id, for the threads seen so far (weak: finished threads go). */
  private static final Map<Thread, Integer> THREAD_IDS = new WeakHashMap<>();
  private static final List<ThreadLog> LOGS = new java.util.ArrayList<>();
  private static final ThreadLocal<ThreadLog> LOG = ThreadLocal.withInitial(Rec::register);

  private static TraceSink sink;
  private static boolean recording;
  /** Enforcement mode (null when only recording), see {@link Replay}. */
  private static Replay replay;
  /** Enforcement mode for a deadlock witness (null otherwise), see {@link DeadlockReplay}. */
  private static DeadlockReplay deadlock;
  /** Replay modes: thread paths assigned at start (main, main.1, ...). */
  private static final Map<Thread, String> PATHS = new WeakHashMap<>();
  private static int others;

  /** Starts enforcing the replay plan {@code plan} (recording into {@code file}). */
  public static synchronized void replay(Path file, Path plan) throws IOException {
    replay = Replay.load(plan);
    start(file);
    replay.startWatchdog();
  }

  /**
   * Starts enforcing the deadlock witness plan {@code plan} (recording into {@code file}); the
   * calling thread is the program's main thread.
   */
  public static synchronized void replayDeadlock(Path file, Path plan) throws IOException {
    deadlock = DeadlockReplay.load(plan);
    deadlock.thread("main", Thread.currentThread());
    start(file);
    deadlock.start();
  }

  /** True in either enforcement mode (threads get paths, held locks are counted). */
  private static boolean enforcing() {
    return replay != null || deadlock != null;
  }

  /** Starts recording into {@code file}; the calling thread becomes thread 0. */
  public static synchronized void start(Path file) throws IOException {
    sink = new TraceSink(file);
    recording = true;
    LOG.get();
  }

  /** Stops recording: flushes every thread's buffer, writes the site table and the end record. */
  public static void stop() {
    if (replay != null) {
      replay.exited();
    }
    if (deadlock != null) {
      deadlock.exited();
    }
    TraceSink s;
    List<ThreadLog> logs;
    synchronized (Rec.class) {
      if (!recording) {
        return;
      }
      recording = false;
      s = sink;
      logs = new java.util.ArrayList<>(LOGS);
    }
    long events = 0;
    for (ThreadLog log : logs) {
      log.flush();
      events += log.events;
    }
    List<Sites.Site> sites = Sites.all();
    for (int i = 0; i < sites.size(); i++) {
      s.site(i, sites.get(i));
    }
    s.close(events);
    if (s.failure() != null) {
      System.err.println("petrify-agent: writing the trace failed: " + s.failure());
    }
  }

  private static ThreadLog register() {
    Thread t = Thread.currentThread();
    int id;
    boolean known;
    synchronized (THREAD_IDS) {
      Integer assigned = THREAD_IDS.get(t);
      known = assigned != null;
      id = known ? assigned : NEXT_THREAD.getAndIncrement();
      if (!known) {
        THREAD_IDS.put(t, id);
      }
    }
    if (!known && sink != null) {
      sink.thread(id, -1, 0, t.getName());
    }
    ThreadLog log = new ThreadLog(id, sink);
    if (enforcing()) {
      synchronized (PATHS) {
        String path = PATHS.get(t);
        log.path = path != null ? path : id == 0 ? "main" : "other." + (++others);
      }
    }
    synchronized (Rec.class) {
      LOGS.add(log);
    }
    return log;
  }

  private static int id(ThreadLog log, Object o) {
    if (enforcing()) {
      log.firstUse.putIfAbsent(o, log.firstUse.size() + 1);
    }
    if (o == log.lastObject) {
      return log.lastId;
    }
    int id = OBJECTS.id(o);
    log.lastObject = o;
    log.lastId = id;
    return id;
  }

  /** Replay mode: counts the access and applies rule 2. */
  private static void access(ThreadLog log, int site, String kind) {
    if (replay == null) {
      return;
    }
    Sites.Site s = Sites.get(site);
    String key = Replay.key(s.className().replace('/', '.'), s.method(), s.line(), kind);
    int n = log.accessCounts.merge(key, 1, Integer::sum);
    replay.beforeAccess(log.path, key, n);
  }

  /** Before {@code o}'s monitor or lock is acquired: replay mode applies rule 1. */
  public static void acquiring(Object o, int site) {
    if (!enforcing() || !recording || o == null) {
      return;
    }
    if (site >= 0 && Sites.get(site).kind() == TraceFormat.SITE_LOCK
        && !LibraryLocks.isLibraryLock(o)) {
      return;
    }
    ThreadLog log = LOG.get();
    if (log.held.getOrDefault(o, 0) > 0) {
      return; // a re-entry never waits
    }
    if (deadlock != null) {
      if (!uncontrolled(o)) {
        deadlock.before(log.path, "acquire", Sites.get(site));
      }
      return;
    }
    Integer j = log.firstUse.get(o);
    replay.beforeAcquire(log.path, j != null ? j : log.firstUse.size() + 1);
  }

  /**
   * At instrumentation time: the number of a call of a JDK method at a position of the deadlock
   * witness (class, method, line), or -1 when no deadlock witness is replayed or the position
   * is not one of its steps.
   */
  public static int libraryCallId(String className, String method, int line, String callee) {
    DeadlockReplay d = deadlock;
    return d == null ? -1 : d.libraryCallId(className, method, line, callee);
  }

  /** Before call {@code id} (see {@link #libraryCallId}) with its reference operands. */
  public static void libraryCall(Object[] operands, int id) {
    if (deadlock != null && recording) {
      deadlock.libraryCall(LOG.get().path, id, operands);
    }
  }

  /** After call {@code id} returned normally (a call that returns no reference). */
  public static void libraryReturned(int id) {
    if (deadlock != null && recording) {
      deadlock.libraryReturned(LOG.get().path, id, DeadlockReplay.NO_RESULT);
    }
  }

  /** After call {@code id} returned {@code result} normally (a call that returns a reference). */
  public static void libraryResult(Object result, int id) {
    if (deadlock != null && recording) {
      deadlock.libraryReturned(LOG.get().path, id, result);
    }
  }

  /** Locks the deadlock replay does not order: read locks (shared, modelled as counters). */
  private static boolean uncontrolled(Object lock) {
    return lock instanceof java.util.concurrent.locks.ReentrantReadWriteLock.ReadLock;
  }

  // ---- plain accesses ------------------------------------------------------------------------

  public static void read(Object o, int site) {
    if (recording) {
      ThreadLog log = LOG.get();
      access(log, site, "read");
      log.event(TraceFormat.READ, site, id(log, o));
    }
  }

  public static void write(Object o, int site) {
    if (recording) {
      ThreadLog log = LOG.get();
      access(log, site, "write");
      log.event(TraceFormat.WRITE, site, id(log, o));
    }
  }

  public static void readStatic(int site) {
    if (recording) {
      access(LOG.get(), site, "read");
      LOG.get().event(TraceFormat.READ, site, 0);
    }
  }

  public static void writeStatic(int site) {
    if (recording) {
      access(LOG.get(), site, "write");
      LOG.get().event(TraceFormat.WRITE, site, 0);
    }
  }

  public static void arrayRead(Object array, int index, int site) {
    if (recording && array != null) {
      ThreadLog log = LOG.get();
      access(log, site, "aread");
      log.event(TraceFormat.ARRAY_READ, site, id(log, array), index & 0xFFFFFFFFL);
    }
  }

  public static void arrayWrite(Object array, int index, int site) {
    if (recording && array != null) {
      ThreadLog log = LOG.get();
      access(log, site, "awrite");
      log.event(TraceFormat.ARRAY_WRITE, site, id(log, array), index & 0xFFFFFFFFL);
    }
  }

  public static void allocated(Object array, int site) {
    if (recording) {
      ThreadLog log = LOG.get();
      log.event(TraceFormat.ALLOC, site, id(log, array));
    }
  }

  // ---- volatile and atomic accesses (synchronisation) --------------------------------------

  /** Before a volatile or atomic read of {@code o} (null: a static field). */
  public static void syncRead(Object o, int site) {
    if (recording) {
      ThreadLog log = LOG.get();
      log.event(TraceFormat.SYNC_READ, site, o == null ? 0 : id(log, o), SEQ.incrementAndGet());
    }
  }

  /** After a volatile or atomic write of {@code o} (null: a static field). */
  public static void syncWrite(Object o, int site) {
    if (recording) {
      ThreadLog log = LOG.get();
      log.event(TraceFormat.SYNC_WRITE, site, o == null ? 0 : id(log, o), SEQ.incrementAndGet());
    }
  }

  public static void syncReadStatic(int site) {
    syncRead(null, site);
  }

  public static void syncWriteStatic(int site) {
    syncWrite(null, site);
  }

  // ---- monitors and locks --------------------------------------------------------------------

  /** After {@code o}'s monitor or lock was acquired. */
  public static void acquired(Object o, int site) {
    if (recording && o != null) {
      ThreadLog log = LOG.get();
      if (enforcing()) {
        log.held.merge(o, 1, Integer::sum);
      }
      log.event(TraceFormat.ACQUIRE, site, id(log, o), SEQ.incrementAndGet());
      if (deadlock != null) {
        deadlock.after(log.path);
      }
    }
  }

  /** Before {@code o}'s monitor or lock is released. */
  public static void releasing(Object o, int site) {
    if (recording && o != null) {
      ThreadLog log = LOG.get();
      if (deadlock != null && log.held.getOrDefault(o, 0) == 1 && !uncontrolled(o)) {
        deadlock.before(log.path, "release", Sites.get(site));
      }
      if (enforcing()) {
        log.held.merge(o, -1, Integer::sum);
      }
      log.event(TraceFormat.RELEASE, site, id(log, o), SEQ.incrementAndGet());
    }
  }

  /** After a {@code tryLock} on {@code lock}; returns its result unchanged. */
  public static boolean tried(boolean acquired, Object lock, int site) {
    if (recording && LibraryLocks.isLibraryLock(lock)) {
      if (acquired) {
        acquired(lock, site);
      } else {
        ThreadLog log = LOG.get();
        log.event(TraceFormat.TRY_FAILED, site, id(log, lock));
        if (deadlock != null) {
          deadlock.after(log.path);
        }
      }
    }
    return acquired;
  }

  /**
   * After {@code lock()} on an object that may be a {@code Lock}: an acquisition if its
   * {@code lock()} is JDK code ({@link LibraryLocks}); a lock of the program's own records the
   * events of its code instead.
   */
  public static void locked(Object lock, int site) {
    if (LibraryLocks.isLibraryLock(lock)) {
      acquired(lock, site);
    }
  }

  /** Before {@code unlock()} on an object that may be a {@code Lock}. */
  public static void unlocking(Object lock, int site) {
    if (LibraryLocks.isLibraryLock(lock)) {
      releasing(lock, site);
    }
  }

  public static void waiting(Object monitor, int site) {
    if (recording && monitor != null) {
      ThreadLog log = LOG.get();
      if (deadlock != null) {
        deadlock.before(log.path, "wait", Sites.get(site));
      }
      log.event(TraceFormat.WAIT, site, id(log, monitor), SEQ.incrementAndGet());
    }
  }

  public static void woken(Object monitor, int site) {
    if (recording && monitor != null) {
      ThreadLog log = LOG.get();
      log.event(TraceFormat.WOKEN, site, id(log, monitor), SEQ.incrementAndGet());
    }
  }

  public static void notifying(Object monitor, int site) {
    if (recording && monitor != null) {
      ThreadLog log = LOG.get();
      if (deadlock != null) {
        deadlock.before(log.path, "notify", Sites.get(site));
      }
      log.event(TraceFormat.NOTIFY, site, id(log, monitor), SEQ.incrementAndGet());
    }
  }

  public static void notifyingAll(Object monitor, int site) {
    if (recording && monitor != null) {
      ThreadLog log = LOG.get();
      if (deadlock != null) {
        deadlock.before(log.path, "notify", Sites.get(site));
      }
      log.event(TraceFormat.NOTIFY_ALL, site, id(log, monitor), SEQ.incrementAndGet());
    }
  }

  // ---- threads -------------------------------------------------------------------------------

  /** Before {@code start()} on an object that may be a thread: assigns the child's id. */
  public static void starting(Object o, int site) {
    if (!recording || !(o instanceof Thread t)) {
      return;
    }
    ThreadLog log = LOG.get();
    int child;
    synchronized (THREAD_IDS) {
      if (THREAD_IDS.containsKey(t)) {
        return; // started twice: start() will throw
      }
      child = NEXT_THREAD.getAndIncrement();
      THREAD_IDS.put(t, child);
    }
    log.children++;
    if (enforcing()) {
      String path = log.path + "." + (++log.pathChildren);
      synchronized (PATHS) {
        PATHS.put(t, path);
      }
      if (deadlock != null) {
        deadlock.thread(path, t);
      }
    }
    sink.thread(child, log.thread, log.children, t.getName());
    log.event(TraceFormat.START, site, child, SEQ.incrementAndGet());
  }

  /**
   * Before {@code Runtime.addShutdownHook(o)}: in the deadlock replay the hook gets its path
   * here, as the next thread its registrar starts, because the model starts a hook where it is
   * registered (the JVM starts it at exit, from JDK code no hook sees). Nothing is recorded.
   */
  public static void registeringHook(Object o, int site) {
    if (!recording || deadlock == null || !(o instanceof Thread t)) {
      return;
    }
    ThreadLog log = LOG.get();
    String path = log.path + "." + (++log.pathChildren);
    synchronized (PATHS) {
      if (PATHS.containsKey(t)) {
        return;
      }
      PATHS.put(t, path);
    }
    deadlock.thread(path, t);
  }

  /**
   * Replaces {@code Thread.Builder.start(task)} (Java 21+): {@code unstarted(task)}, then
   * {@link #starting} and {@code start()}, which is what the builder's {@code start} does, so
   * the thread is numbered (and, when enforcing, given its path) before it runs. The builder
   * is reached through reflection because the agent is compiled for Java 17.
   */
  public static Thread startBuilt(Object builder, Runnable task, int site) {
    Thread t = (Thread) invoke(unstarted(), builder, task);
    starting(t, site);
    t.start();
    return t;
  }

  /** Replaces {@code Thread.startVirtualThread(task)}: {@code ofVirtual()}, then as above. */
  public static Thread startVirtual(Runnable task, int site) {
    try {
      Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
      return startBuilt(builder, task, site);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Thread.ofVirtual: " + e, e);
    }
  }

  private static java.lang.reflect.Method unstarted;

  private static synchronized java.lang.reflect.Method unstarted() {
    if (unstarted == null) {
      try {
        unstarted = Class.forName("java.lang.Thread$Builder").getMethod("unstarted",
            Runnable.class);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("Thread.Builder.unstarted: " + e, e);
      }
    }
    return unstarted;
  }

  private static Object invoke(java.lang.reflect.Method m, Object target, Object arg) {
    try {
      return m.invoke(target, arg);
    } catch (java.lang.reflect.InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---- fork/join tasks (deadlock replay) -----------------------------------------------------

  /**
   * Before a call hands {@code task} (if it is a {@code ForkJoinTask}) to a pool: in the
   * deadlock replay the task gets the path of the witness's worker for it, the current path
   * plus {@code .fK} for the thread's K-th hand-over (see {@link DeadlockReplay}).
   */
  public static void forking(Object task, int site) {
    if (deadlock == null || !recording || !(task instanceof java.util.concurrent.ForkJoinTask)) {
      return;
    }
    ThreadLog log = LOG.get();
    deadlock.handOver(log.path, log.path + ".f" + (++log.pathForks), task, Sites.get(site));
  }

  /** Before {@code ForkJoinTask.invokeAll(a, b)}: both are handed over, in this order. */
  public static void forkingTwo(Object a, Object b, int site) {
    forking(a, site);
    forking(b, site);
  }

  /** Before {@code invokeAll} of an array or a collection: each element, in order. */
  public static void forkingAll(Object tasks, int site) {
    if (deadlock == null || !recording) {
      return;
    }
    if (tasks instanceof Object[] array) {
      for (Object t : array) {
        forking(t, site);
      }
    } else if (tasks instanceof Iterable<?> collection) {
      for (Object t : collection) {
        forking(t, site);
      }
    }
  }

  /**
   * Before a join of {@code task} (if it is a {@code ForkJoinTask}): in the deadlock replay,
   * waits until a pool worker has taken the task when the witness has its worker take it (so
   * that the joiner does not run it inline).
   */
  public static void joining(Object task, int site) {
    if (deadlock == null || !recording || !(task instanceof java.util.concurrent.ForkJoinTask)) {
      return;
    }
    deadlock.beforeJoin(LOG.get().path, task);
  }

  /**
   * Replaces {@code pool.invoke(task)}: in the deadlock replay, when the witness has a worker
   * take the task, {@code execute}, {@link #joining} and {@code join} (what {@code invoke}
   * does, with the join held until a worker took it), with {@code invoke}'s exceptions;
   * otherwise {@code invoke} itself.
   */
  public static Object poolInvoke(Object pool, Object task, int site) {
    java.util.concurrent.ForkJoinPool p = (java.util.concurrent.ForkJoinPool) pool;
    java.util.concurrent.ForkJoinTask<?> t = (java.util.concurrent.ForkJoinTask<?>) task;
    if (deadlock == null || !recording || t == null
        || p.getClass() != java.util.concurrent.ForkJoinPool.class) {
      return p.invoke(t);
    }
    forking(t, site);
    if (!deadlock.claimedByWorker(t)) {
      return p.invoke(t);
    }
    p.execute(t);
    joining(t, site);
    try {
      return t.join();
    } catch (RuntimeException | Error unchecked) {
      throw unchecked;
    } catch (Exception checked) {
      throw new RuntimeException(checked);
    }
  }

  /**
   * At the entry of a {@code compute()} method of {@code task}: a pool worker that runs it at
   * its top level (no application frame below) takes the path the task got when it was handed
   * over ({@code other.N} if none); a thread that runs it inline (a joiner, {@code invoke})
   * keeps its path. Either way the replay notes that the task has started.
   */
  public static void computing(Object task) {
    if (deadlock == null || !recording || !(task instanceof java.util.concurrent.ForkJoinTask)) {
      return;
    }
    Thread t = Thread.currentThread();
    if (t instanceof java.util.concurrent.ForkJoinWorkerThread && outermostCompute()) {
      ThreadLog log = LOG.get();
      String path = deadlock.pathOfTask(task);
      if (path == null) {
        synchronized (PATHS) {
          path = "other." + (++others);
        }
      }
      log.path = path;
      log.pathChildren = 0;
      log.pathForks = 0;
      deadlock.entered(task, t);
    } else {
      deadlock.entered(task, null);
    }
  }

  /**
   * True if the calling {@code compute()} (called from {@link #computing}) has no application
   * frame below it, other than the {@code compute} frames of its own class (a bridge method).
   */
  private static boolean outermostCompute() {
    return StackWalker.getInstance().walk(frames -> {
      String computeClass = null;
      for (StackWalker.StackFrame f : (Iterable<StackWalker.StackFrame>) frames::iterator) {
        String c = f.getClassName();
        if (c.startsWith("org.petrify.agent.")) {
          continue;
        }
        if (computeClass == null) {
          computeClass = c;
          continue;
        }
        if (c.equals(computeClass) && f.getMethodName().equals("compute")) {
          continue;
        }
        if (!(c.startsWith("java.") || c.startsWith("javax.") || c.startsWith("jdk.")
            || c.startsWith("sun.") || c.startsWith("com.sun."))) {
          return false;
        }
      }
      return true;
    });
  }

  /** After {@code join()} returned on an object that may be a thread: a join if it finished. */
  public static void joined(Object o, int site) {
    if (!recording || !(o instanceof Thread t) || t.isAlive()) {
      return;
    }
    Integer child;
    synchronized (THREAD_IDS) {
      child = THREAD_IDS.get(t);
    }
    if (child != null) {
      LOG.get().event(TraceFormat.JOIN, site, child, SEQ.incrementAndGet());
    }
  }
}

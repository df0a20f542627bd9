package org.petrify.agent.rt;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Enforcement mode of the agent for a static deadlock witness ({@code petrify check --confirm}):
 * the program's lock operations happen in the witness's order, each blocked thread is held just
 * before its blocking acquisition until every step of the witness has happened, and then the
 * JVM itself is asked whether the threads are blocked where the witness says.
 *
 * <p>The plan (a text file, one directive per line, fields separated by single spaces):
 * <ul>
 *   <li>{@code thread PATH NAME}: the witness thread {@code NAME} (the rest of the line) is the
 *       thread with identity {@code PATH} ({@code main}, {@code main.1}: the k-th thread its
 *       parent started);</li>
 *   <li>{@code op PATH KIND CLASS METHOD LINE}, in witness order: one step, {@code KIND} being
 *       {@code acquire} (a monitor entry, {@code lock()} or {@code tryLock()}, re-entries
 *       excluded), {@code release} (the outermost one), {@code wait} ({@code Object.wait}),
 *       {@code notify} ({@code notify}/{@code notifyAll}) or a queue call: {@code put}, {@code
 *       take} (or a poll that gets an item), {@code empty} (a poll that finds the queue empty),
 *       each followed by {@code ITEM}, the number of the step (counted from 0) whose put the
 *       item is, or -1 when the witness does not say; {@code LINE} is -1 when unknown;</li>
 *   <li>{@code block PATH CLASS METHOD LINE STATE [HOLDER]}: the thread is blocked at that
 *       position at the end of the witness; {@code STATE} is {@code lock} (then its next
 *       acquisition after its last step must be at that position; {@code HOLDER} is the path of
 *       the thread holding the lock, or {@code -}) or {@code wait} (join, wait, park, ...);</li>
 *   <li>{@code task PATH CLAIM CLASS METHOD LINE}: the witness thread {@code PATH} (its parent's
 *       path plus {@code .fK}) stands for the pool worker that may take the task its parent
 *       hands to a fork/join pool at that position in its K-th hand-over; {@code CLAIM} is
 *       {@code claim} if the witness has it take the task, {@code leave} if not (the task is
 *       then run inline by a joiner, or by nobody).</li>
 *   <li>{@code pass CLASS METHOD LINE}: a position where the concurrency skeleton dropped the
 *       lock operations of a thread-local or leaf lock (see below);</li>
 *   <li>{@code result FILE} and {@code timeout MILLIS}.</li>
 * </ul>
 *
 * <p>Fork/join tasks. Each hand-over (hooked at the call) gives the task the path of its
 * witness worker; a pool worker that runs the task's {@code compute()} at its top level takes
 * that path while it runs it (a thread that runs a task inline keeps its own). A join of a task
 * whose witness worker takes it waits until some pool worker has started it, so that the joiner
 * cannot run it inline. At the end, a worker path the witness has blocked must be a thread still
 * running its unfinished task, blocked as reported; any other worker path's task must be done,
 * or started inline by another thread and not running on a worker of its own: a task still
 * queued in a pool fails the comparison (a worker could yet take it).
 *
 * <p>Rules. A thread of the plan that reaches a lock operation compares it with its next step:
 * a different kind or position means the program took another path than the witness (the
 * replay fails at once, with both positions). Otherwise it waits until every earlier step of the
 * plan has happened; an acquisition counts as happened when it returned, every other step when
 * its thread reached it. A thread past its last step may only perform its blocking acquisition,
 * and only once every step has happened. Threads outside the plan (started by JDK code) run
 * freely; read locks of {@code ReentrantReadWriteLock} are not controlled.
 *
 * <p>Dropped locks. An acquisition, release or notification at a {@code pass} position that is
 * not the thread's next step (nor its blocking acquisition) is let through: the skeleton dropped
 * that lock's operations (they cannot be part of a deadlock), so the witness has no step for
 * them. This only lets a thread run where it would otherwise end the replay; it makes the
 * program do nothing it could not do, and the outcome still rests on the JVM's own view of the
 * threads at the end (below), so a passed operation cannot make a deadlock that did not happen
 * look reproduced: a thread that blocks on a passed lock is not where the plan blocks it, or
 * never reaches its next step, and the replay fails or times out.
 *
 * <p>Queue hand-offs. A queue call of the plan (a {@link #PUTS} or {@link #TAKES} method of a
 * {@link java.util.Queue} called at its position, see {@link #queueCall}) waits for its turn like
 * a lock step and counts as happened when it returns, so a queue's calls run one at a time in
 * the plan's order: a FIFO queue then hands each take the item the plan says, which the agent
 * checks (each put notes its item; a take that gets another item, or none, ends the replay, as
 * does an empty poll that gets one). A thread the witness has blocked in a queue call is held
 * at it until every step has happened, so that it cannot take an item meant for another.
 *
 * <p>Lock operations inside the JDK. The JDK is not instrumented: a step whose position is a
 * call of a JDK method (the witness places the JDK's own lock operations at the application
 * call that makes them) is seen through hooks around that call, see {@link #libraryCall}. The
 * JDK's acquisitions are not held one by one; the end comparison below is the same, so a
 * replay that cannot steer them fails rather than confirms.
 *
 * <p>Outcome. When every step has happened, a checker compares the JVM's view with the plan
 * twice, 200 ms apart: each {@code block} thread alive, {@code BLOCKED} or {@code WAITING}
 * outside the agent, with its innermost application frame at the reported position, a lock
 * waiter's lock owned by the reported holder ({@link ThreadMXBean}), and every other thread of
 * the plan finished. Then {@code REPRODUCED} and the details go to the result file and the JVM
 * halts; if the program ends first, diverges, or the timeout passes, {@code NOT_REPRODUCED} and
 * the reason.
 */
final class DeadlockReplay {
  /** One step of the plan. */
  record Op(int index, String path, String kind, String className, String method, int line,
      int item) {
    boolean queue() {
      return kind.equals("put") || kind.equals("take") || kind.equals("empty");
    }

    String where() {
      return className + "." + method + (line >= 0 ? ":" + line : "");
    }
  }

  /** A call of a JDK method at a position of the witness (see {@link #libraryCall}). */
  record Call(String className, String method, int line, String callee) {
    boolean at(String cls, String m, int l) {
      return className.equals(cls) && method.equals(m) && (l < 0 || l == line);
    }

    String where() {
      return className + "." + method + ":" + line;
    }
  }

  /** A thread's position at the end of the witness. */
  record Block(String path, String className, String method, int line, boolean lock,
      String holder) {
    String where() {
      return className + "." + method + (line >= 0 ? ":" + line : "");
    }
  }

  private final Map<String, String> names = new LinkedHashMap<>();
  private final List<Op> ops = new ArrayList<>();
  private final Map<String, List<Op>> opsOf = new HashMap<>();
  private final Map<String, Block> blocks = new LinkedHashMap<>();
  /** Fork/join worker paths of the plan: whether the witness has the worker take its task. */
  private final Map<String, Boolean> claims = new HashMap<>();
  private final Map<String, Op> handOvers = new HashMap<>();
  /** The {@code pass} positions (as steps of kind {@code pass}, of no thread). */
  private final List<Op> passes = new ArrayList<>();
  private Path result;
  private long timeoutMillis = 10_000;

  /** Guarded by {@code this}: the next step to happen, per thread the next of its steps. */
  private int turn;
  private final Map<String, Integer> cursor = new HashMap<>();
  /** Threads whose acquisition step is under way (counted when the acquisition returns). */
  private final Set<String> acquiring = new HashSet<>();
  /** Threads waiting inside a hook of this class. */
  private final Set<String> inHook = new HashSet<>();
  private final Map<String, Thread> threads = new HashMap<>();
  /** Fork/join tasks handed over so far: their paths, each path's task, the started ones. */
  private final Map<Object, String> taskPaths = new java.util.IdentityHashMap<>();
  private final Map<String, Object> taskOf = new HashMap<>();
  private final Set<String> started = new HashSet<>();
  private boolean done;
  /** When the checker gives up ({@link System#nanoTime}). */
  private volatile long deadline;
  /** The positions of the plan's steps and blocks ({@code class method line}), made once. */
  private Set<String> positions;
  /** JDK calls at witness positions, numbered at instrumentation time. */
  private final List<Call> calls = new ArrayList<>();
  /** Steps that happen inside a JDK call their thread has entered: they count as happened. */
  private final Set<Integer> inside = new HashSet<>();
  /** Threads inside the JDK call where the witness has them blocked: the call. */
  private final Map<String, Call> sections = new HashMap<>();
  /** The reference operands of each blocking section's call. */
  private final Map<String, Object[]> sectionOperands = new java.util.concurrent.ConcurrentHashMap<>();
  /** Blocking-section threads let into their calls by {@link #stage}. */
  private final Set<String> entering = new HashSet<>();
  private boolean staging;
  /** Queue calls under way, per thread: the step and the number of the call. */
  private final Map<String, Op> queueing = new HashMap<>();
  private final Map<String, Integer> queueCallIds = new HashMap<>();
  /** The items put by queue steps, by the number of the step (one object may be put twice). */
  private final Map<Integer, Object> items = new HashMap<>();
  /** What a JDK call whose result is not a reference returns to {@link #libraryReturned}. */
  static final Object NO_RESULT = new Object();
  /** Queue methods that insert an item (the plan's {@code put}). */
  static final Set<String> PUTS = Set.of("put", "putFirst", "putLast", "add", "addFirst",
      "addLast", "offer", "offerFirst", "offerLast", "push");
  /** Queue methods that move several items or wait for a taker: a plan step there fails. */
  static final Set<String> MODIFIERS = Set.of("transfer", "tryTransfer", "drainTo", "addAll",
      "removeAll", "removeIf", "retainAll", "clear");
  /** Queue methods that remove the head or fail (the plan's {@code take} and {@code empty}). */
  static final Set<String> TAKES = Set.of("take", "takeFirst", "takeLast", "poll", "pollFirst",
      "pollLast", "remove", "removeFirst", "removeLast", "pop");

  static DeadlockReplay load(Path plan) throws IOException {
    DeadlockReplay r = new DeadlockReplay();
    for (String line : Files.readAllLines(plan, StandardCharsets.UTF_8)) {
      String[] w = line.trim().split(" ");
      switch (w[0]) {
        case "thread" -> r.names.put(w[1], line.trim().substring(("thread " + w[1] + " ").length()));
        case "op" -> {
          Op op = new Op(r.ops.size(), w[1], w[2], w[3], w[4], Integer.parseInt(w[5]),
              w.length > 6 ? Integer.parseInt(w[6]) : -1);
          r.ops.add(op);
          r.opsOf.computeIfAbsent(op.path(), k -> new ArrayList<>()).add(op);
        }
        case "block" -> r.blocks.put(w[1], new Block(w[1], w[2], w[3], Integer.parseInt(w[4]),
            w[5].equals("lock"), w.length > 6 && !w[6].equals("-") ? w[6] : null));
        case "task" -> {
          r.claims.put(w[1], w[2].equals("claim"));
          r.handOvers.put(w[1], new Op(-1, w[1], "hand-over", w[3], w[4], Integer.parseInt(w[5]),
              -1));
        }
        case "pass" -> r.passes.add(new Op(-1, "", "pass", w[1], w[2], Integer.parseInt(w[3]),
            -1));
        case "result" -> r.result = Path.of(line.trim().substring("result ".length()));
        case "timeout" -> r.timeoutMillis = Long.parseLong(w[1]);
        default -> { }
      }
    }
    return r;
  }

  private String name(String path) {
    return names.getOrDefault(path, path);
  }

  /** Notes the thread object of a path (the main thread, or a thread being started). */
  synchronized void thread(String path, Thread t) {
    threads.put(path, t);
  }

  /**
   * A thread at {@code parent} hands {@code task} to a pool at {@code site}; {@code path} is the
   * path of the task's worker. A hand-over elsewhere than the witness's ends the replay.
   */
  void handOver(String parent, String path, Object task, Sites.Site site) {
    Op expected = handOvers.get(path);
    synchronized (this) {
      taskPaths.put(task, path);
      if (expected == null || done) {
        return;
      }
      taskOf.put(path, task);
    }
    String className = site.className().replace('/', '.');
    if (!same(expected.className(), expected.method(), expected.line(), className,
        site.method(), site.line(), false)) {
      diverged(parent, "hand-over", className, site, "the witness has its hand-over of the task"
          + " of " + name(path) + " at " + expected.where());
    }
  }

  /** The path of a handed-over task's worker, or null. */
  synchronized String pathOfTask(Object task) {
    return taskPaths.get(task);
  }

  /** True if the witness has the worker of {@code task} take it. */
  synchronized boolean claimedByWorker(Object task) {
    String path = taskPaths.get(task);
    return path != null && claims.getOrDefault(path, false);
  }

  /** {@code task}'s {@code compute()} starts, on {@code worker} at its top level, or inline. */
  synchronized void entered(Object task, Thread worker) {
    String path = taskPaths.get(task);
    if (path == null || !started.add(path) && worker == null) {
      return;
    }
    if (worker != null && claims.containsKey(path)) {
      threads.put(path, worker);
    }
    notifyAll();
  }

  /**
   * Before thread {@code path} joins {@code task}: if the witness has a worker take the task,
   * waits until one has started it (or the replay ends).
   */
  synchronized void beforeJoin(String path, Object task) {
    String worker = taskPaths.get(task);
    if (worker == null || !claims.getOrDefault(worker, false)) {
      return;
    }
    inHook.add(path);
    try {
      while (!done && !started.contains(worker)) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    } finally {
      inHook.remove(path);
    }
  }

  void start() {
    deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    Thread checker = new Thread(this::check, "petrify-deadlock-replay");
    checker.setDaemon(true);
    checker.start();
  }

  /**
   * At the start of the JVM's shutdown (the agent's own shutdown hook), without a result yet.
   * While another thread of the plan is not finished (the program's shutdown hooks run beside
   * this one, and a thread that called {@code System.exit} waits for them), the checker goes
   * on until it decides or its time is up; otherwise the program ended before the deadlock.
   */
  void exited() {
    synchronized (this) {
      while (!done && System.nanoTime() < deadline && unfinished()) {
        try {
          wait(20);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    finish(false, "the program ended before the deadlock: " + state());
  }

  /** True if a thread of the plan other than the caller is not finished. */
  private boolean unfinished() {
    for (Thread t : threads.values()) {
      if (t != Thread.currentThread() && t.getState() != Thread.State.TERMINATED) {
        return true;
      }
    }
    return false;
  }

  /**
   * Before a lock operation of kind {@code kind} by thread {@code path} at a site: applies the
   * rules (may wait; may end the replay when the program leaves the witness).
   */
  void before(String path, String kind, Sites.Site site) {
    List<Op> mine = opsOf.get(path);
    if (mine == null || done) {
      return;
    }
    String className = site.className().replace('/', '.');
    boolean syncMethod = site.kind() == org.petrify.agent.trace.TraceFormat.SITE_SYNC_METHOD;
    synchronized (this) {
      int c = cursor.getOrDefault(path, 0);
      if (c < mine.size()) {
        Op op = mine.get(c);
        if (!op.kind().equals(kind) || !same(op.className(), op.method(), op.line(), className,
            site.method(), site.line(), syncMethod)) {
          if (passes(kind, className, site, syncMethod)) {
            return;
          }
          diverged(path, kind, className, site, "the witness has " + op.kind() + " at "
              + op.where() + " next");
          return;
        }
        await(path, op.index());
        if (done) {
          return;
        }
        cursor.put(path, c + 1);
        if (kind.equals("acquire")) {
          acquiring.add(path);
        } else {
          turn = op.index() + 1;
          skipInside();
          notifyAll();
        }
        return;
      }
      Block b = blocks.get(path);
      if (b == null || !b.lock() || !kind.equals("acquire") || !same(b.className(), b.method(),
          b.line(), className, site.method(), site.line(), syncMethod)) {
        if (passes(kind, className, site, syncMethod)) {
          return;
        }
        diverged(path, kind, className, site, b != null && b.lock()
            ? "the witness has it blocked acquiring at " + b.where()
            : "the witness has no further lock operation of this thread");
        return;
      }
      await(path, ops.size());
    }
  }

  /**
   * True if a lock operation of {@code kind} at the site is one the plan lets pass: an
   * acquisition, release or notification at a {@code pass} position (a lock the skeleton
   * dropped).
   */
  private boolean passes(String kind, String className, Sites.Site site, boolean syncMethod) {
    if (!kind.equals("acquire") && !kind.equals("release") && !kind.equals("notify")) {
      return false;
    }
    for (Op p : passes) {
      if (same(p.className(), p.method(), p.line(), className, site.method(), site.line(),
          syncMethod)) {
        return true;
      }
    }
    return false;
  }

  /** After an acquisition (or a failed {@code tryLock}) by {@code path} returned. */
  synchronized void after(String path) {
    if (acquiring.remove(path)) {
      turn++;
      skipInside();
      notifyAll();
    }
  }

  /** Steps inside entered JDK calls count as happened once every earlier step has. */
  private void skipInside() {
    while (turn < ops.size() && inside.contains(turn)) {
      turn++;
    }
  }

  /**
   * At instrumentation time: the number of a JDK call at {@code className.method:line}, or -1
   * if no step or blocked position of the plan is there.
   */
  synchronized int libraryCallId(String className, String method, int line, String callee) {
    if (positions == null) {
      positions = new HashSet<>();
      blocks.values().forEach(b -> positions.add(b.className() + " " + b.method() + " "
          + b.line()));
      ops.forEach(o -> positions.add(o.className() + " " + o.method() + " " + o.line()));
    }
    if (!positions.contains(className + " " + method + " " + line)) {
      return -1;
    }
    calls.add(new Call(className, method, line, callee));
    return calls.size() - 1;
  }

  /**
   * Thread {@code path} calls a JDK method at a position of the witness, with reference
   * operands {@code operands}. The thread's next steps at that position are the JDK's own lock
   * operations (no hook sees them): the thread enters the call when the first of them is next,
   * and they count as happened from then on, in their turn. If the witness has the thread
   * blocked on a lock at that position after them (a blocking section: the blocking acquisition
   * is inside the JDK too), the thread waits until every step has happened and every other
   * thread the witness has blocked on a lock is at its blocking acquisition; then the threads
   * of blocking sections are let in by {@link #stage}. The replay only delays threads (and
   * holds monitors for a while, as a thread of the program could): it never makes the program
   * do what it could not do.
   */
  void libraryCall(String path, int id, Object[] operands) {
    List<Op> mine = opsOf.getOrDefault(path, List.of());
    Block b = blocks.get(path);
    if (done || mine.isEmpty() && b == null) {
      return;
    }
    synchronized (this) {
      Call call = calls.get(id);
      if (queueCall(path, id, call, operands, mine, b)) {
        return;
      }
      if (Sites.lockSiteAt(call.className(), call.method(), call.line())) {
        return; // a hooked lock operation at the same position: the steps there are its
      }
      int c = cursor.getOrDefault(path, 0);
      int k = c;
      while (k < mine.size() && !mine.get(k).queue() && call.at(mine.get(k).className(),
          mine.get(k).method(), mine.get(k).line())) {
        k++;
      }
      boolean blocking = k == mine.size() && b != null && b.lock()
          && call.at(b.className(), b.method(), b.line());
      if (k == c && !blocking) {
        return;
      }
      if (k > c) {
        await(path, mine.get(c).index());
      }
      if (done) {
        return;
      }
      for (int i = c; i < k; i++) {
        inside.add(mine.get(i).index());
      }
      cursor.put(path, k);
      skipInside();
      notifyAll();
      if (!blocking) {
        return;
      }
      sections.put(path, call);
      sectionOperands.put(path, operands);
      inHook.add(path);
      try {
        while (!done && !entering.contains(path)) {
          if (!staging && turn >= ops.size() && blockersReady()) {
            staging = true;
            Thread stager = new Thread(this::stage, "petrify-deadlock-stager");
            stager.setDaemon(true);
            stager.start();
          }
          try {
            wait(5);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
      } finally {
        inHook.remove(path);
      }
    }
  }

  /**
   * Lets the threads of blocking sections into their JDK calls so that the JDK's lock
   * acquisitions can follow the witness although no hook sees them. Every operand object of
   * those calls is first locked by a helper thread of the replay (one per object, so that each
   * can be released alone); the section threads enter one by one, in the witness order of their
   * first step inside, each until it blocks; then, one at a time, a helper whose monitor a
   * section thread is blocked on releases it, and the threads move on until they block again.
   * A monitor waited for by several threads goes to the one that blocked first on the JVMs
   * that grant monitors in arrival order (HotSpot does): that is the witness's order when the
   * threads entered in it. Whatever the JVM does, {@link #compare} decides the outcome, as for
   * any replay; all helpers release within two seconds.
   */
  private void stage() {
    List<String> order;
    synchronized (this) {
      order = new ArrayList<>(sections.keySet());
    }
    order.sort(java.util.Comparator.comparingInt(this::firstInside));
    Map<Object, Thread> holders = new java.util.IdentityHashMap<>();
    Map<Object, java.util.concurrent.CountDownLatch> release = new java.util.IdentityHashMap<>();
    long until = System.nanoTime() + 2_000_000_000L;
    try {
      for (String p : order) {
        for (Object o : sectionOperands.getOrDefault(p, new Object[0])) {
          if (o != null && !holders.containsKey(o)) {
            java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            Thread h = new Thread(() -> hold(o, held, go), "petrify-deadlock-holder");
            h.setDaemon(true);
            h.start();
            try {
              if (!held.await(200, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                go.countDown(); // another thread holds it: leave it to the program
                continue;
              }
            } catch (InterruptedException e) {
              go.countDown();
              return;
            }
            holders.put(o, h);
            release.put(o, go);
          }
        }
      }
      for (String p : order) {
        synchronized (this) {
          entering.add(p);
          notifyAll();
        }
        settle(order, until);
      }
      ThreadMXBean mx = ManagementFactory.getThreadMXBean();
      boolean progress = true;
      while (progress && System.nanoTime() < until) {
        progress = false;
        for (String p : order) {
          Thread t = threadOf(p);
          ThreadInfo info = t == null ? null : mx.getThreadInfo(t.getId());
          if (info == null || info.getLockInfo() == null) {
            continue;
          }
          for (Map.Entry<Object, Thread> e : holders.entrySet()) {
            java.util.concurrent.CountDownLatch go = release.get(e.getKey());
            if (go.getCount() > 0 && info.getLockOwnerId() == e.getValue().getId()
                && info.getLockInfo().getIdentityHashCode()
                == System.identityHashCode(e.getKey())) {
              go.countDown();
              progress = true;
              break;
            }
          }
          if (progress) {
            settle(order, until);
            break;
          }
        }
      }
    } finally {
      release.values().forEach(java.util.concurrent.CountDownLatch::countDown);
      synchronized (this) {
        entering.addAll(order);
        notifyAll();
      }
    }
  }

  /** Holds {@code o}'s monitor from {@code held} until {@code go} (at most two seconds). */
  private static void hold(Object o, java.util.concurrent.CountDownLatch held,
      java.util.concurrent.CountDownLatch go) {
    synchronized (o) {
      held.countDown();
      try {
        go.await(2, java.util.concurrent.TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Waits until every entered section thread is blocked or finished for 20 ms (or the end). */
  private void settle(List<String> order, long until) {
    int stable = 0;
    while (stable < 4 && System.nanoTime() < until && !done) {
      boolean still = true;
      for (String p : order) {
        Thread t = threadOf(p);
        boolean in;
        synchronized (this) {
          in = entering.contains(p);
        }
        if (in && t != null && t.isAlive() && t.getState() != Thread.State.BLOCKED) {
          still = false;
        }
      }
      stable = still ? stable + 1 : 0;
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * True if every thread the witness has blocked on a lock is at its blocking acquisition: in
   * a blocking section, held by the replay before its last acquisition, or blocked. Called
   * holding the monitor of this.
   */
  private boolean blockersReady() {
    for (Block b : blocks.values()) {
      if (!b.lock() || sections.containsKey(b.path())) {
        continue;
      }
      List<Op> mine = opsOf.getOrDefault(b.path(), List.of());
      boolean held = inHook.contains(b.path())
          && cursor.getOrDefault(b.path(), 0) == mine.size();
      Thread t = threads.get(b.path());
      if (!held && (t == null || t.getState() != Thread.State.BLOCKED)) {
        return false;
      }
    }
    return true;
  }

  private synchronized Thread threadOf(String path) {
    return threads.get(path);
  }

  /** The index of the first step of {@code path} that happens inside a JDK call. */
  private synchronized int firstInside(String path) {
    for (Op op : opsOf.getOrDefault(path, List.of())) {
      if (inside.contains(op.index())) {
        return op.index();
      }
    }
    return ops.size();
  }

  /**
   * A queue call of thread {@code path} (a method of {@link #PUTS} or {@link #TAKES} on a {@link
   * java.util.Queue}) at a position of the witness, called holding the monitor of this; true if
   * it is one of the plan's queue steps or the thread's blocking call, which it then handles.
   * The thread's next step there: the call waits for its turn and counts as happened when it
   * returns ({@link #libraryReturned}), so that the queue's calls run one at a time in the plan's
   * order and a FIFO queue hands each take the item the plan says; a put notes its item. Past
   * its last step at the position where the witness has it blocked (a take of an empty queue):
   * the call waits until every step has happened, so that it takes no item of another's.
   */
  private boolean queueCall(String path, int id, Call call, Object[] operands, List<Op> mine,
      Block b) {
    boolean puts = PUTS.contains(call.callee());
    boolean modifies = MODIFIERS.contains(call.callee());
    if (!puts && !modifies && !TAKES.contains(call.callee()) || operands.length == 0
        || !(operands[0] instanceof java.util.Queue)) {
      return false;
    }
    int c = cursor.getOrDefault(path, 0);
    if (c < mine.size()) {
      Op op = mine.get(c);
      if (!op.queue() || !call.at(op.className(), op.method(), op.line())) {
        return false;
      }
      if (modifies) {
        finish(false, "thread " + name(path) + " called " + call.callee() + " of a queue at "
            + call.where() + ", where the witness has a " + op.kind() + " next (the replay "
            + "orders single puts, takes and polls only)");
        return true;
      }
      if (puts != op.kind().equals("put")) {
        return false;
      }
      await(path, op.index());
      if (done) {
        return true;
      }
      cursor.put(path, c + 1);
      if (puts && operands.length > 1 && operands[1] != null) {
        items.put(op.index(), operands[1]);
      }
      queueing.put(path, op);
      queueCallIds.put(path, id);
      return true;
    }
    if (b == null || b.lock() || !call.at(b.className(), b.method(), b.line())) {
      return false;
    }
    await(path, ops.size());
    return true;
  }

  /**
   * Thread {@code path} returned from JDK call {@code id} with {@code result} ({@link
   * #NO_RESULT} if it returns no reference). A queue step ends: a take must have returned the
   * item of the put the plan names, an empty poll nothing; otherwise the program took another
   * path than the witness.
   */
  void libraryReturned(String path, int id, Object result) {
    Call call;
    synchronized (this) {
      Op op = queueing.get(path);
      if (op != null && queueCallIds.get(path) == id) {
        queueing.remove(path);
        queueCallIds.remove(path);
        if (done) {
          return;
        }
        String wrong = wrongItem(op, result);
        if (wrong != null) {
          finish(false, "thread " + name(path) + " " + wrong + " at " + op.where()
              + " (the program took another path than the witness)");
          return;
        }
        turn = op.index() + 1;
        skipInside();
        notifyAll();
        return;
      }
      call = sections.get(path);
      if (done || call == null || call != calls.get(id)) {
        return;
      }
    }
    finish(false, "thread " + name(path) + " returned from the JDK call at " + call.where()
        + ", where the witness has it blocked (the locks the JDK takes inside were taken in "
        + "another order than the witness's; the replay cannot hold a thread inside JDK code)");
  }

  /** Why {@code result} is not what queue step {@code op} returns in the witness, or null. */
  private String wrongItem(Op op, Object result) {
    if (result == NO_RESULT || op.kind().equals("put")) {
      return null;
    }
    if (op.kind().equals("empty")) {
      return result == null ? null : "polled an item where the witness finds the queue empty";
    }
    if (result == null) {
      return "found the queue empty where the witness takes an item";
    }
    if (op.item() < 0 || items.get(op.item()) == result) {
      return null;
    }
    Integer put = null;
    for (Map.Entry<Integer, Object> e : items.entrySet()) {
      put = e.getValue() == result ? e.getKey() : put;
    }
    return "took " + (put == null ? "an item no step of the witness put" : "the item put at "
        + ops.get(put).where() + " by " + name(ops.get(put).path())) + ", but the witness has it "
        + "take the item put at " + ops.get(op.item()).where() + " by "
        + name(ops.get(op.item()).path());
  }

  /** Waits (holding the monitor of this) until step {@code index} is next. */
  private void await(String path, int index) {
    inHook.add(path);
    try {
      while (!done && turn < index) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    } finally {
      inHook.remove(path);
    }
  }

  private static boolean same(String cls, String method, int line, String actualClass,
      String actualMethod, int actualLine, boolean syncMethod) {
    return cls.equals(actualClass) && method.equals(actualMethod)
        && (syncMethod || line < 0 || actualLine <= 0 || line == actualLine);
  }

  private void diverged(String path, String kind, String className, Sites.Site site,
      String expected) {
    finish(false, "thread " + name(path) + " did " + kind + " at " + className + "."
        + site.method() + (site.line() > 0 ? ":" + site.line() : "") + ", but " + expected
        + " (the program took another path than the witness)");
  }

  /** The checker thread: compares the JVM's threads with the plan until done or timed out. */
  private void check() {
    String lastMismatch = "";
    String matchedOnce = null;
    while (System.nanoTime() < deadline) {
      try {
        Thread.sleep(matchedOnce != null ? 200 : 50);
      } catch (InterruptedException e) {
        return;
      }
      String verdict;
      synchronized (this) {
        if (done) {
          return;
        }
        verdict = turn < ops.size() ? null : compare();
      }
      if (verdict != null && verdict.startsWith("+")) {
        if (matchedOnce != null) {
          finish(true, verdict.substring(1));
          return;
        }
        matchedOnce = verdict;
      } else {
        matchedOnce = null;
        if (verdict != null) {
          lastMismatch = verdict.substring(1);
        }
      }
    }
    finish(false, "timeout after " + timeoutMillis + " ms: " + (turn < ops.size() ? state()
        : lastMismatch));
  }

  /**
   * The JVM's threads against the plan: {@code +} and the reproduced deadlock, or {@code -} and
   * the first difference. Called holding the monitor of this.
   */
  private String compare() {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Map<Long, String> pathOfId = new HashMap<>();
    for (Map.Entry<String, Thread> e : threads.entrySet()) {
      pathOfId.put(e.getValue().getId(), e.getKey());
    }
    StringBuilder details = new StringBuilder();
    for (String path : names.keySet()) {
      Thread t = threads.get(path);
      Block b = blocks.get(path);
      if (claims.containsKey(path)) {
        String task = compareTask(path, t, b);
        if (task != null) {
          return task;
        }
        if (b == null) {
          continue;
        }
      }
      if (b == null) {
        if (t != null && t.isAlive()) {
          return "-thread " + name(path) + " is still running (" + t.getState() + at(t) + ")";
        }
        continue;
      }
      if (t == null || !t.isAlive()) {
        return "-thread " + name(path) + " is " + (t == null ? "not started" : "finished")
            + ", the witness has it blocked at " + b.where();
      }
      if (inHook.contains(path)) {
        return "-thread " + name(path) + " is held by the replay";
      }
      Thread.State s = t.getState();
      if (s != Thread.State.BLOCKED && s != Thread.State.WAITING) {
        return "-thread " + name(path) + " is " + s + at(t);
      }
      StackTraceElement frame = applicationFrame(t.getStackTrace());
      if (frame == null || !same(b.className(), b.method(), b.line(), frame.getClassName(),
          frame.getMethodName(), frame.getLineNumber(), false)) {
        return "-thread " + name(path) + " is " + s + at(t) + ", the witness has it at "
            + b.where();
      }
      details.append(details.length() == 0 ? "" : "; ").append(name(path)).append(" ")
          .append(s).append(" at ").append(frame);
      if (b.lock()) {
        ThreadInfo info = mx.getThreadInfo(t.getId());
        String owner = info == null ? null : pathOfId.get(info.getLockOwnerId());
        if (b.holder() != null && !b.holder().equals(owner)) {
          return "-thread " + name(path) + " waits for " + (info == null ? "?" : info.getLockName())
              + " held by " + (owner == null ? "thread id " + (info == null ? "?"
              : info.getLockOwnerId()) : name(owner)) + ", the witness has it held by "
              + name(b.holder());
        }
        if (info != null) {
          details.append(" waiting for ").append(info.getLockName());
          if (owner != null) {
            details.append(" held by ").append(name(owner));
          }
        }
      }
    }
    long[] cycle = mx.findDeadlockedThreads();
    if (cycle != null) {
      details.append("; the JVM's deadlock detector lists ").append(cycle.length)
          .append(cycle.length == 1 ? " thread" : " threads");
    }
    return "+" + details;
  }

  /**
   * A fork/join worker path against the plan: {@code -} and the difference, or null if it
   * agrees so far (a blocked one is then compared as any thread).
   */
  private String compareTask(String path, Thread t, Block b) {
    Object task = taskOf.get(path);
    boolean finished = task != null && ((java.util.concurrent.ForkJoinTask<?>) task).isDone();
    if (b != null) {
      return t != null && !finished ? null : "-thread " + name(path) + (t == null
          ? " has not taken its task on a pool worker" : " has finished its task")
          + ", the witness has it blocked at " + b.where();
    }
    if (task == null || finished) {
      return null;
    }
    if (!started.contains(path)) {
      return "-the task of " + name(path) + " is still queued in its pool (a worker may take it)";
    }
    return t == null ? null : "-thread " + name(path) + " is still running its task ("
        + t.getState() + at(t) + ")";
  }

  private static String at(Thread t) {
    StackTraceElement f = applicationFrame(t.getStackTrace());
    return f == null ? "" : " at " + f;
  }

  /** The innermost frame outside the JDK and the agent, or null. */
  static StackTraceElement applicationFrame(StackTraceElement[] stack) {
    for (StackTraceElement f : stack) {
      String c = f.getClassName();
      if (!(c.startsWith("java.") || c.startsWith("javax.") || c.startsWith("jdk.")
          || c.startsWith("sun.") || c.startsWith("com.sun.") || c.startsWith("org.petrify.agent."))) {
        return f;
      }
    }
    return null;
  }

  private synchronized String state() {
    StringBuilder s = new StringBuilder();
    if (turn < ops.size()) {
      Op next = ops.get(turn);
      s.append("step ").append(turn + 1).append(" of ").append(ops.size()).append(" (")
          .append(name(next.path())).append(' ').append(next.kind()).append(" at ")
          .append(next.where()).append(") did not happen");
    } else {
      s.append("all ").append(ops.size()).append(" steps happened");
    }
    for (String path : names.keySet()) {
      Thread t = threads.get(path);
      s.append("; ").append(name(path)).append(": ").append(t == null ? "not started"
          : !t.isAlive() ? "finished" : inHook.contains(path) ? "held by the replay" + at(t)
          : t.getState() + at(t));
    }
    return s.toString();
  }

  private void finish(boolean reproduced, String why) {
    synchronized (this) {
      if (done) {
        return;
      }
      done = true;
      notifyAll();
    }
    ReplayResult.writeAndHalt(result, reproduced ? "REPRODUCED" : "NOT_REPRODUCED", why);
  }
}

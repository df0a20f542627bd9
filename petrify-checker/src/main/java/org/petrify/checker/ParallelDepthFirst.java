package org.petrify.checker;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The depth-first search ({@link SearchOrder#DFS}) with {@code k >= 1} workers over one
 * {@link SharedMarkingSet}; one worker is the same code with one segment and nobody to share
 * work with.
 *
 * <p><b>Work.</b> A <em>task</em> is a stored state not yet expanded (its packed marking, the
 * transition that led to it, and, when a witness may be needed, the path from the initial
 * marking). Each worker takes a task, starts its own {@link Successors} there and runs a plain
 * depth-first search from it: every successor that the shared set accepts as new is this
 * worker's to expand. Work is shared by <em>donation</em>, the receiver-initiated form of work
 * stealing: while some worker waits for work ({@link #hunger} &gt; 0), a busy worker hands the
 * next new successor it stores to the pool instead of entering it, and goes on with its own
 * frame. So every stored state is expanded exactly once, by the worker that stored it or by
 * the one that took it from the pool, and a full exploration fires every edge of the (reduced)
 * graph once whatever k is. A busy worker pays one volatile read per new state while nobody is
 * hungry; the pool's lock is taken only by donations and by workers out of work. The search
 * ends when every worker waits and the pool is empty, or at the first goal or failure (then
 * the others stop within {@value #STOP_CHECK} edges and one frame's transitions).
 *
 * <p><b>Edges.</b> With one-word markings and no overflow checks, a worker passes over the
 * edges to stored states inside {@link Successors#nextNew} (the same edges in the same order
 * as firing, looking up and undoing each, without writing the words), so that the look-ups
 * of one frame, each usually a cache miss, follow each other with little work in between.
 *
 * <p><b>Stubborn sets.</b> Both reductions of the searches here, deadlock-preserving sets and
 * up-sets of a predicate, preserve the goal by an induction on the distance to it that holds
 * for whichever stubborn set each state gets and in whichever order states are expanded, as
 * long as every stored state is expanded once (see {@link StubbornSet}): no cycle proviso, so
 * no dependence on a depth-first stack, which k workers do not share. A donated state is
 * seeded after the transition that led to it, as on the donor's path. (A search needing a
 * proviso tied to the stack, for example for stuttering-invariant LTL or {@code AG EF}, would
 * not be sound here; the CTL evaluator does not use this class.)
 *
 * <p><b>Witnesses.</b> A task carries the path from the initial marking to it (when the goal is
 * not {@code NONE}); a worker's witness is its task's path followed by its own search path.
 * Paths are copied only at donations, which happen only when a worker is out of work.
 *
 * <p><b>Counting.</b> Each worker counts edges and new states locally and publishes them every
 * {@value #PUBLISH} states; the state budget is checked against the published total plus the
 * worker's own unpublished count, so with one worker it is exact and with k it may be passed by
 * at most (k-1)·{@value #PUBLISH} states. Budget exceptions, codec overflows and errors thrown
 * by any worker stop the search and are rethrown by {@link #run} on the calling thread, which
 * runs worker 0 (so interrupting it stops the search).
 */
final class ParallelDepthFirst {
  /** Edges between two checks of the clock and of the stop flag. */
  private static final int STOP_CHECK = 1 << 12;
  /** New states a worker counts before it adds them to {@link #published}. */
  private static final int PUBLISH = 1 << 10;

  private final ReachabilitySearch search;
  private final FiringRules rules;
  private final Budget budget;
  private final int workers;
  private final boolean keepPaths;
  private final SharedMarkingSet set;
  private final AtomicLong published = new AtomicLong();
  private final AtomicLong edges = new AtomicLong();

  /** Tasks not yet taken; guarded by itself, as are {@link #waiting} and {@link #finished}. */
  private final ArrayDeque<Task> pool = new ArrayDeque<>();
  private int waiting;
  private boolean finished;
  /** Workers waiting minus tasks in the pool: donate while positive. */
  private volatile int hunger;
  private volatile boolean stop;
  /** Some worker gave its deadlock-preserving stubborn sets up. */
  private volatile boolean stubbornGivenUp;
  /** The first goal found, or the first failure; guarded by {@code this}. */
  private int[] witness;
  private Throwable failure;

  private record Task(long[] words, int lastFired, int[] path) {}

  ParallelDepthFirst(ReachabilitySearch search, FiringRules rules, Budget budget, int workers,
      boolean keepPaths) {
    this.search = search;
    this.rules = rules;
    this.budget = budget;
    this.workers = workers;
    this.keepPaths = keepPaths;
    this.set = new SharedMarkingSet(rules.codec.words(), budget, workers);
  }

  /** States stored (exact after {@link #run}). */
  long states() {
    return set.size();
  }

  long bytes() {
    return set.bytes();
  }

  long edges() {
    return edges.get();
  }

  /** True if some worker gave its deadlock-preserving stubborn sets up (so far). */
  boolean stubbornGivenUp() {
    return stubbornGivenUp;
  }

  /** The path to the goal marking found, or null. */
  synchronized int[] witness() {
    return witness;
  }

  /** Runs the search to its end; true if a goal marking was found. */
  boolean run() {
    Thread[] helpers = new Thread[workers - 1];
    for (int i = 0; i < helpers.length; i++) {
      int id = i + 1;
      helpers[i] = new Thread(() -> work(id, false), "petrify-search-" + id);
      helpers[i].setDaemon(true);
      helpers[i].start();
    }
    work(0, true);
    boolean interrupted = false;
    for (Thread t : helpers) {
      while (true) {
        try {
          t.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
          halt();
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      if (failure instanceof RuntimeException e) {
        throw e;
      }
      if (failure instanceof Error e) {
        throw e;
      }
      return witness != null;
    }
  }

  private void work(int id, boolean initial) {
    try {
      new Worker(id).run(initial);
    } catch (Throwable e) {
      synchronized (this) {
        if (failure == null && witness == null) {
          failure = e;
        }
      }
      halt();
    }
  }

  private void found(int[] path) {
    synchronized (this) {
      if (failure == null && witness == null) {
        witness = path;
      }
    }
    halt();
  }

  /** Stops every worker. */
  private void halt() {
    stop = true;
    synchronized (pool) {
      finished = true;
      pool.notifyAll();
    }
  }

  /** The next task, waiting for one; null when the search is over. */
  private Task take() {
    synchronized (pool) {
      waiting++;
      hunger = waiting - pool.size();
      while (pool.isEmpty() && !finished) {
        if (waiting == workers) {
          finished = true;
          pool.notifyAll();
          break;
        }
        try {
          pool.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new BudgetExceededException(Unknown.INTERRUPTED, "interrupted");
        }
      }
      if (finished) {
        return null;
      }
      waiting--;
      Task t = pool.poll();
      hunger = waiting - pool.size();
      return t;
    }
  }

  private void donate(Task task) {
    synchronized (pool) {
      pool.add(task);
      hunger = waiting - pool.size();
      pool.notify();
    }
  }

  /** One worker: its generator, its path, its counters. */
  private final class Worker {
    private final int id;
    private final Successors g = new Successors(rules, budget);
    private final StatePredicate predicate;
    private int[] path = new int[1024];
    private int[] prefix = new int[0];
    private long edgeCount;
    /** The edge count at which {@link #checkDue} next checks. */
    private long nextCheck = STOP_CHECK;
    private long stored;
    private long unpublished;

    Worker(int id) {
      this.id = id;
      this.predicate = search.predicateForWorker(id);
      budget.allocate(4L * path.length);
    }

    void run(boolean initial) {
      try {
        if (initial) {
          int misfit = g.start(rules.net.initialMarking());
          if (misfit >= 0) {
            throw new EncodingOverflowException(misfit, g.marking[misfit]);
          }
          set.add(g.words, 0, id);
          newState();
          if (enterRoot(-1) || !explore()) {
            return;
          }
        }
        for (Task task = take(); task != null; task = take()) {
          prefix = task.path;
          g.startAt(task.words, 0);
          if (enterRoot(task.lastFired) || !explore()) {
            return;
          }
        }
      } finally {
        if (g.stubbornGivenUp()) {
          stubbornGivenUp = true;
        }
        edges.addAndGet(edgeCount);
        published.addAndGet(unpublished);
        unpublished = 0;
      }
    }

    /** True if the root is a goal (then the search is over); else pushes its frame. */
    private boolean enterRoot(int lastFired) {
      if (search.isGoal(g)) {
        found(prefix.clone());
        return true;
      }
      search.expand(g, lastFired, predicate);
      return false;
    }

    /**
     * Depth-first from the current root until its frame is exhausted (true: take the next
     * task) or the search is over (false: a goal was found here or elsewhere).
     */
    private boolean explore() {
      Successors s = g;
      boolean oneWord = s.looksUpOnOneWord();
      while (true) {
        if (s.depth() == 0) {
          return true;
        }
        int t = oneWord ? s.nextNew(set, id) : s.next();
        if (oneWord) {
          edgeCount += s.skipped();
        }
        if (t < 0) {
          s.pop();
          int d = s.depth();
          if (d > 0) {
            s.leave(path[d - 1]);
          }
          if (oneWord && checkDue()) {
            return false;
          }
          continue;
        }
        edgeCount++;
        if (checkDue()) {
          return false;
        }
        int length = s.depth();
        if (length == path.length) {
          path = GrowableArrays.grow(path, length + 1, budget);
        }
        path[length - 1] = t;
        if (!oneWord) {
          int overflowed = s.fire(t);
          if (overflowed >= 0) {
            int[] full = concat(prefix, path, length);
            throw search.overflow(s, overflowed, full, full.length);
          }
          if (!set.add(s.words, 0, id)) {
            s.undo(t);
            continue;
          }
        }
        newState();
        if (hunger > 0) {
          donate(new Task(s.words.clone(), t, keepPaths ? concat(prefix, path, length) : prefix));
          s.undo(t);
          continue;
        }
        s.enter(t);
        if (search.isGoal(s)) {
          found(concat(prefix, path, length));
          return false;
        }
        search.expand(s, t, predicate);
      }
    }

    /**
     * Every {@value #STOP_CHECK} edges or more: checks the clock (throwing past the deadline);
     * true if the search was stopped elsewhere.
     */
    private boolean checkDue() {
      if (edgeCount < nextCheck) {
        return false;
      }
      nextCheck = edgeCount + STOP_CHECK;
      budget.checkTime();
      return stop;
    }

    private void newState() {
      stored++;
      if (++unpublished == PUBLISH) {
        published.addAndGet(unpublished);
        unpublished = 0;
      }
      long total = published.get() + unpublished;
      budget.checkStates(total);
      if (id == 0) {
        search.progress(stored);
      }
    }
  }

  /** {@code head} followed by {@code tail[0 .. length-1]}. */
  private static int[] concat(int[] head, int[] tail, int length) {
    int[] result = java.util.Arrays.copyOf(head, head.length + length);
    System.arraycopy(tail, 0, result, head.length, length);
    return result;
  }
}

package org.petrify.checker;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The depth-first search ({@link SearchOrder#DFS}) with {@code k >= 1} workers over one
 * {@link SharedMarkingSet}; one worker is the same code, over the same set (for one-word
 * markings the same lock-free {@link ConcurrentWordSet}), with nobody to share work with.
 *
 * <p><b>Work.</b> A <em>task</em> is either a stored state not yet expanded (its packed
 * marking, the transition that led to it) or a {@link StackSlice}: the lowest frames of another
 * worker's depth-first stack with what they have left to fire; with either, when a witness may
 * be needed, the path from the initial marking. Each worker takes a task, starts its own
 * {@link Successors} there (for a slice: rebuilds its frames along its transitions, without
 * storing or testing their states again) and runs a plain depth-first search from it: every
 * successor that the shared set accepts as new is this worker's to expand. Work is shared when
 * some worker waits for work ({@link #hunger} &gt; 0), the receiver-initiated form of work
 * stealing: a busy worker, at its next check (every {@value #CHECK_INTERVAL} edges, sooner at
 * the start: {@link #FIRST_CHECK_INTERVAL}), gives away
 * the lower half of its frames below the top one (<em>stack splitting</em>: frames
 * {@code floor .. to - 1}; it keeps the rest and its task ends when its stack falls back to
 * {@code to}, so it never returns to the frames it gave); with no frame below the top it gives
 * nothing at that check. So every stored state is expanded exactly once, each transition of
 * its frame fired once, by the worker that stored it or by the one that took its frame, and a
 * full exploration fires every edge of the (reduced) graph once whatever k is.
 *
 * <p><b>Why frames and not only new states.</b> On a large state space a depth-first stack
 * grows to millions of frames (asym-18: 3.5 M of 6.6 M states), and most of a search's edges
 * are fired on the way back down it, where nearly every successor is stored: a worker that
 * could hand over only new states had nothing to give there, so a worker that ran out early
 * waited while the other went back down alone (asym-18, 2 workers: one waited up to half the
 * run, bench/figures/engine-figures.md). The marking of the lowest frame given is computed from
 * the worker's own copy of its lowest frame's marking ({@code floorWords}) by firing the path
 * on the words, once per split; frames keep no marking, so one worker, which never splits,
 * pays nothing but a volatile read per check. The pool's lock is taken only by shares and by
 * workers out of work. The search ends when every worker waits and the pool is empty, or at
 * the first goal or failure (then the others stop within {@value #CHECK_INTERVAL} edges and
 * one frame's transitions).
 *
 * <p><b>One rare branch in the loop.</b> The search loop ({@code Worker.exploreSteps}) leaves
 * to its caller, the slow path ({@code Worker.explore}), at a check or at the end of its task,
 * and tests both in one comparison that is true every {@value #CHECK_INTERVAL} edges: what
 * happens rarely (a share, the end of a task, the clock) is then never a branch of the compiled
 * loop. The compiler turns a branch never taken while it profiles a method into a trap; the
 * first time such a branch is taken, late in the search, the trap throws the compiled loop away
 * and both workers run slower code until it is compiled again
 * (JFR's deoptimization events, bench/figures/engine-figures.md). A trap in the slow path
 * throws away only the slow path's code; the loop does not inline it.
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
 * no dependence on a depth-first stack, which k workers do not share. (A search needing a
 * proviso tied to the stack, for example for stuttering-invariant LTL or {@code AG EF}, would
 * not be sound here; the CTL evaluator does not use this class.) A slice's frames keep the
 * members their sets had on the giver's stack, so a state's frame fires one set, whoever fires
 * which part of it.
 *
 * <p><b>Witnesses.</b> A task carries the path from the initial marking to its slice's first
 * frame (when the goal is not {@code NONE}); a worker's witness is its task's path followed by
 * its own search path, which starts with the slice's transitions. Paths are copied only
 * at shares, which happen only when a worker is out of work.
 *
 * <p><b>Counting.</b> Each worker counts edges and new states locally and publishes them every
 * {@value #PUBLISH} states; the state budget is checked against the published total plus the
 * worker's own unpublished count, so with one worker it is exact and with k it may be passed by
 * at most (k-1)·{@value #PUBLISH} states. Budget exceptions, codec overflows and errors thrown
 * by any worker stop the search and are rethrown by {@link #run} on the calling thread, which
 * runs worker 0 (so interrupting it stops the search).
 */
final class ParallelDepthFirst {
  /** Edges between two checks: of the clock, of the stop flag and of {@link #hunger}. */
  private static final int CHECK_INTERVAL = 1 << 12;
  /**
   * Edges before a worker's first check when there are several workers; each later interval
   * doubles up to {@value #CHECK_INTERVAL}. The other workers wait for work from the start, and
   * the first {@value #CHECK_INTERVAL} edges run in the interpreter (tens of milliseconds), so
   * the first share comes after the first {@value #FIRST_CHECK_INTERVAL} edges instead. One
   * worker, which never shares, checks every {@value #CHECK_INTERVAL} edges from the start, so
   * that its loop is profiled as before.
   */
  private static final int FIRST_CHECK_INTERVAL = 1 << 6;
  /** The outcome of {@code Worker.exploreSteps} when a goal was found. */
  private static final int OVER = Integer.MIN_VALUE;
  /** New states a worker counts before it adds them to {@link #published}. */
  private static final int PUBLISH = 1 << 10;

  /**
   * For tests only: when positive, every worker of a search made from now on checks every this
   * many edges instead of {@value #CHECK_INTERVAL}, and gives work away at every check, whether
   * a worker is hungry or not (with one worker it takes the work back from the pool later), so
   * that splitting and resuming are exercised on small nets. Zero (off) in normal use.
   */
  static volatile int forcedShareInterval;
  /** Slices resumed by any search since the class was loaded (for tests: shares happened). */
  static final AtomicLong slicesResumed = new AtomicLong();

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

  /**
   * The frames of another worker's stack ({@code slice}); {@code path} leads from the initial
   * marking to the slice's first frame.
   */
  private record Task(int[] path, StackSlice slice) {}

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
    /** See {@link #forcedShareInterval}. */
    private final boolean forcedShares = forcedShareInterval > 0;
    /** Edges between two checks, once the first checks are passed. */
    private final int checkInterval = forcedShares ? forcedShareInterval : CHECK_INTERVAL;
    /** Edges from one check to the next: doubles from the first up to {@link #checkInterval}. */
    private int interval = workers > 1 ? Math.min(FIRST_CHECK_INTERVAL, checkInterval)
        : checkInterval;
    /** The edge count at which the loop next leaves to {@link #explore} for a check. */
    private long nextCheck = interval;
    private long stored;
    private long unpublished;
    /**
     * The count of stored states at which worker 0 next reports progress: 1, 2, 4, … up to
     * {@link ReachabilitySearch#PROGRESS_INTERVAL}, then every interval. The early reports are
     * there for the compiler: a report only every 2^18 states is a branch never taken while the
     * search loop is profiled, so the compiler turned it into a trap: the first report (at
     * 262,144 states of worker 0) deoptimized the compiled loop, which both workers then left
     * for slower code until a second compilation of it (JFR, asym-18, 2 workers). Taken at
     * 256, 512, … states, while the loop is profiled, the branch is compiled as code.
     */
    private long nextProgress = 1;
    /** The lowest frame this worker still owns: the frames below it were given away. */
    private int floor;
    /** The packed marking of frame {@link #floor} (this worker's own copy). */
    private long[] floorWords;

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
          floor = 0;
          floorWords = g.words.clone();
          if (search.isGoal(g)) {
            found(prefix.clone());
            return;
          }
          search.expand(g, -1, predicate);
          if (!explore()) {
            return;
          }
        }
        for (Task task = take(); task != null; task = take()) {
          prefix = task.path;
          g.dropFrames();
          floor = 0;
          resume(task.slice);
          if (!explore()) {
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

    /** Rebuilds another worker's frames; their states were tested and stored by it. */
    private void resume(StackSlice slice) {
      int n = slice.frames();
      if (path.length < n) {
        path = GrowableArrays.grow(path, n, budget);
      }
      System.arraycopy(slice.fired, 0, path, 0, n - 1);
      g.resume(slice);
      slicesResumed.incrementAndGet();
      floorWords = slice.words;
      budget.release(slice.bytes());
    }

    /**
     * Gives the lower half of this worker's frames below the top one to the pool (stack
     * splitting), if there is one.
     */
    private void split() {
      int below = g.depth() - 1 - floor;
      if (below < 1) {
        return;
      }
      int to = floor + (below + 1) / 2;
      StackSlice slice = g.slice(floor, to, floorWords, path);
      budget.allocate(slice.bytes());
      int[] slicePath = keepPaths ? concat(prefix, path, floor) : prefix;
      long[] words = slice.topWords.clone();
      rules.fireWords(path[to - 1], words);
      floorWords = words;
      floor = to;
      donate(new Task(slicePath, slice));
    }

    /**
     * Depth-first from the current root until its frame is exhausted (true: take the next
     * task) or the search is over (false: a goal was found here or elsewhere). This is the
     * search's slow path: {@link #exploreSteps} returns here at the end of the task and every
     * {@link #checkInterval} edges, and here the worker checks the clock and the stop flag and
     * shares work when another worker is hungry. Its branches are first taken late in the search
     * (the first end of a task, the first share) but do not belong to the compiled loop, so
     * the trap of such a branch makes only this method's compiled code be thrown away.
     */
    private boolean explore() {
      while (true) {
        int outcome = exploreSteps();
        if (outcome == OVER) {
          return false;
        }
        if (outcome < 0) {
          int d = g.depth();
          if (d == floor) {
            return true;
          }
          g.leave(path[d - 1]);
        }
        interval = Math.min(2 * interval, checkInterval);
        nextCheck = edgeCount + interval;
        budget.checkTime();
        if (stop) {
          return false;
        }
        if (hunger > 0 || forcedShares) {
          split();
        }
      }
    }

    /**
     * Depth-first steps until the task ends or a check is due. Returns {@link #OVER} when a
     * goal was found; else the last step's transition: -1 if it was a pop (the frame popped
     * is not yet left: the current marking is still the popped frame's), a transition
     * {@code >= 0} if it entered and expanded a new state. The end of the task and a due check
     * are one comparison after either step, {@code (d - floor - 1 | nextCheck - 1 - edgeCount)
     * < 0}, true when either difference is negative, so that the one branch out of the loop is
     * taken every {@link #checkInterval} edges while the compiler profiles it, and the first
     * end of a task, late in the search, meets compiled code and no trap.
     */
    private int exploreSteps() {
      Successors s = g;
      boolean oneWord = s.looksUpOnOneWord();
      while (true) {
        int t = oneWord ? s.nextNew(set, id) : s.next();
        if (oneWord) {
          edgeCount += s.skipped();
        }
        if (t >= 0) {
          edgeCount++;
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
          s.enter(t);
          if (search.isGoal(s)) {
            found(concat(prefix, path, length));
            return OVER;
          }
          search.expand(s, t, predicate);
        } else {
          s.pop();
        }
        int d = s.depth();
        if (((long) (d - floor - 1) | (nextCheck - 1 - edgeCount)) < 0) {
          return t;
        }
        if (t < 0) {
          s.leave(path[d - 1]);
        }
      }
    }

    private void newState() {
      stored++;
      if (++unpublished == PUBLISH) {
        published.addAndGet(unpublished);
        unpublished = 0;
      }
      long total = published.get() + unpublished;
      budget.checkStates(total);
      if (id == 0 && stored == nextProgress) {
        nextProgress = Math.min(2 * stored, stored + ReachabilitySearch.PROGRESS_INTERVAL);
        search.reportProgress();
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

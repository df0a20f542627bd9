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
 * stealing: a busy worker, at its next pop or new state, gives away the lower half of its
 * frames below the top one (<em>stack splitting</em>: frames {@code floor .. to - 1}; it keeps
 * the rest and its task ends when its stack falls back to {@code to}, so it never returns to
 * the frames it gave); with no frame below the top, it hands over the new successor instead of
 * entering it. So every stored state is expanded exactly once, each transition of its frame
 * fired once, by the worker that stored it or by the one that took its frame, and a full
 * exploration fires every edge of the (reduced) graph once whatever k is.
 *
 * <p><b>Why frames and not only new states.</b> On a large state space a depth-first stack
 * grows to millions of frames (asym-18: 3.5 M of 6.6 M states), and most of a search's edges
 * are fired on the way back down it, where nearly every successor is stored: a worker that
 * could hand over only new states had nothing to give there, so a worker that ran out early
 * waited while the other went back down alone (asym-18, 2 workers: one waited up to half the
 * run, bench/figures/engine-figures.md). The marking of the lowest frame given is computed from
 * the worker's own copy of its lowest frame's marking ({@code floorWords}) by firing the path
 * on the words, once per split; frames keep no marking, so one worker, which never splits,
 * pays nothing but a volatile read per pop and new state. A busy worker pays that read while
 * nobody is hungry; the pool's lock is taken only by shares and by workers out of work. The
 * search ends when every worker waits and the pool is empty, or at the first goal or failure
 * (then the others stop within {@value #STOP_CHECK} edges and one frame's transitions).
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
 * not be sound here; the CTL evaluator does not use this class.) A slice's frames keep the
 * members their sets had on the giver's stack, so a state's frame fires one set, whoever fires
 * which part of it.
 *
 * <p><b>Witnesses.</b> A task carries the path from the initial marking to it (when the goal is
 * not {@code NONE}; for a slice, to its first frame, followed by the slice's own transitions);
 * a worker's witness is its task's path followed by its own search path. Paths are copied only
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
  /** Edges between two checks of the clock and of the stop flag. */
  private static final int STOP_CHECK = 1 << 12;
  /** Steps of the search loop between two returns of {@code Worker.exploreSteps}. */
  private static final int STEPS = 1 << 12;
  /** Outcomes of {@code Worker.exploreSteps}: task done, search over, more steps to take. */
  private static final int DONE = 0;
  private static final int OVER = 1;
  private static final int MORE = 2;
  /** New states a worker counts before it adds them to {@link #published}. */
  private static final int PUBLISH = 1 << 10;

  /**
   * For tests only: when positive, every worker of a search made from now on also gives work
   * away every this many pops and new states, whether a worker is hungry or not (with one
   * worker it takes the work back from the pool later), so that splitting and resuming are
   * exercised on small nets. Zero (off) in normal use.
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
   * A stored state to expand ({@code words}, reached by {@code lastFired}), or the frames of
   * another worker's stack ({@code slice}, then {@code words} is null); {@code path} leads from
   * the initial marking to the state, or to the slice's first frame.
   */
  private record Task(long[] words, int lastFired, int[] path, StackSlice slice) {}

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
    /** See {@link #forcedShareInterval}; and the pops and new states since the last share. */
    private final int shareInterval = forcedShareInterval;
    private int sinceShare;

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
          if (enterRoot(-1) || !explore()) {
            return;
          }
        }
        for (Task task = take(); task != null; task = take()) {
          prefix = task.path;
          g.dropFrames();
          floor = 0;
          if (task.slice != null) {
            resume(task.slice);
          } else {
            g.startAt(task.words, 0);
            floorWords = task.words;
            if (enterRoot(task.lastFired)) {
              return;
            }
          }
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
     * splitting); false if there is none.
     */
    private boolean split() {
      int below = g.depth() - 1 - floor;
      if (below < 1) {
        return false;
      }
      int to = floor + (below + 1) / 2;
      StackSlice slice = g.slice(floor, to, floorWords, path);
      budget.allocate(slice.bytes());
      int[] slicePath = keepPaths ? concat(prefix, path, floor) : prefix;
      long[] words = floorWords.clone();
      for (int d = floor; d < to; d++) {
        rules.fireWords(path[d], words);
      }
      floorWords = words;
      floor = to;
      donate(new Task(null, -1, slicePath, slice));
      return true;
    }

    /** True if {@link #forcedShareInterval} asks for a share now. */
    private boolean forcedShare() {
      if (shareInterval <= 0 || ++sinceShare < shareInterval) {
        return false;
      }
      sinceShare = 0;
      return true;
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
      while (true) {
        int outcome = exploreSteps();
        if (outcome != MORE) {
          return outcome == DONE;
        }
      }
    }

    /**
     * At most {@value #STEPS} steps of {@link #explore}: {@link #DONE}, {@link #OVER} or
     * {@link #MORE}. The loop lives in a method that returns often so that, when the compiler
     * deoptimizes it (a branch first taken late in the search, such as a share), the worker
     * runs its next steps in the recompiled method at once, not the rest of a whole task in the
     * interpreter until an on-stack replacement is compiled.
     */
    private int exploreSteps() {
      Successors s = g;
      boolean oneWord = s.looksUpOnOneWord();
      for (int step = 0; step < STEPS; step++) {
        if (s.depth() == floor) {
          return DONE;
        }
        int t = oneWord ? s.nextNew(set, id) : s.next();
        if (oneWord) {
          edgeCount += s.skipped();
        }
        if (t < 0) {
          s.pop();
          int d = s.depth();
          if (d > floor) {
            s.leave(path[d - 1]);
            if (hunger > 0 || forcedShare()) {
              split();
            }
          }
          if (oneWord && checkDue()) {
            return OVER;
          }
          continue;
        }
        edgeCount++;
        if (checkDue()) {
          return OVER;
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
        if ((hunger > 0 || forcedShare()) && !split()) {
          donate(new Task(s.words.clone(), t, keepPaths ? concat(prefix, path, length) : prefix,
              null));
          s.undo(t);
          continue;
        }
        s.enter(t);
        if (search.isGoal(s)) {
          found(concat(prefix, path, length));
          return OVER;
        }
        search.expand(s, t, predicate);
      }
      return MORE;
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

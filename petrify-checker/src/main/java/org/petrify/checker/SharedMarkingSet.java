package org.petrify.checker;

import java.util.concurrent.locks.StampedLock;

/**
 * The visited states of a depth-first search with one or more workers
 * ({@link ParallelDepthFirst}).
 *
 * <p>With markings of one word (most nets up to a few dozen places, e.g. the philosophers up
 * to N = 18), the set is a {@link ConcurrentWordSet} for any number of workers, one included:
 * one table without segments or locks, an insertion by compare-and-set on the slot, grown by
 * the workers together, so that neither a look-up nor an insertion writes a lock word that
 * the other workers' look-ups read. One worker runs the same code as k (the single code path
 * of issue 21): measured against a {@link MarkingSet} for one worker on asym-18 (whole
 * process, paired runs), it costs 0.93–1.00 of its CPU with the parallel collector, 1.03 and
 * 0.98 under G1 (bench/figures/engine-figures.md).
 *
 * <p>With markings of several words: {@link MarkingSet}s in segments, a marking living in the
 * segment named by the highest bits of its hash (the segment slots it by the lowest bits, so
 * the two choices are independent). With one worker there is one segment and no lock: the set
 * costs what a {@link MarkingSet} costs. With k workers there are at least 64·k segments (a
 * power of two), each guarded by its own {@link StampedLock}. An add first looks the marking
 * up under an optimistic read (two volatile reads of the stamp, no write), which settles most
 * adds of a search (a marking met again: 90% of the edges of the philosophers) without
 * writing a shared cache line; only a marking not found, or a lookup that overlapped a write,
 * takes the segment's write lock and looks again before inserting. Two workers meet on a lock
 * only when they insert into the same segment at the same moment, with probability about 1/64
 * per insertion whatever k is; a segment grows (doubles) under its own lock and holds up only
 * the insertions into it. No object and no word is stored per state beyond the packed marking
 * (the segments are open-addressing tables of markings, at most 3/4 full).
 *
 * <p>{@link #wordAdder} gives each worker its own way into a set of one-word markings (its
 * {@link ConcurrentWordSet.Worker}), for the look-up loop of {@link Successors#nextNew}.
 */
final class SharedMarkingSet {
  /** Slots of a segment at the start, when there are several. */
  private static final int SEGMENT_CAPACITY = 64;
  /** Slots of the lock-free set of one-word markings at the start. */
  private static final int ONE_WORD_CAPACITY = 1 << 12;

  private final int words;
  private final MarkingSet[] segments;
  private final StampedLock[] locks;
  /** {@code hash >>> shift} is the segment; unused with one segment. */
  private final int shift;
  private final boolean locking;
  /** With one-word markings, the lock-free set used instead of the segments; else null. */
  private final ConcurrentWordSet oneWord;

  SharedMarkingSet(int words, Budget budget, int workers) {
    this.words = words;
    this.locking = workers > 1;
    int count = 1;
    while (locking && count < 64 * workers) {
      count <<= 1;
    }
    if (words == 1) {
      this.oneWord = new ConcurrentWordSet(budget, ONE_WORD_CAPACITY, workers);
      this.segments = new MarkingSet[0];
      this.locks = new StampedLock[0];
      this.shift = 0;
      return;
    }
    this.oneWord = null;
    this.segments = new MarkingSet[count];
    this.locks = new StampedLock[locking ? count : 0];
    this.shift = 64 - Integer.numberOfTrailingZeros(count);
    for (int i = 0; i < count; i++) {
      segments[i] = locking ? new MarkingSet(words, budget, SEGMENT_CAPACITY)
          : new MarkingSet(words, budget);
    }
    for (int i = 0; i < locks.length; i++) {
      locks[i] = new StampedLock();
    }
  }

  /**
   * Adds the marking at {@code src[offset ..]} for the worker {@code worker} (below the worker
   * count, one thread at a time per worker); true if it was not present. Thread-safe.
   */
  boolean add(long[] src, int offset, int worker) {
    if (oneWord != null) {
      return oneWord.add(src[offset], worker);
    }
    if (!locking) {
      return segments[0].add(src, offset);
    }
    long hash = MarkingSet.hashOf(src, offset, words);
    int i = (int) (hash >>> shift);
    MarkingSet segment = segments[i];
    StampedLock lock = locks[i];
    long stamp = lock.tryOptimisticRead();
    if (stamp != 0 && segment.contains(src, offset, hash) && lock.validate(stamp)) {
      return false;
    }
    stamp = lock.writeLock();
    try {
      return segment.add(src, offset, hash);
    } finally {
      lock.unlockWrite(stamp);
    }
  }

  /** Worker {@code worker}'s way to add markings given as one {@code long} (one-word markings only). */
  ConcurrentWordSet.Worker wordAdder(int worker) {
    return oneWord.worker(worker);
  }

  /** The states stored; exact once the workers have stopped, an estimate while they run. */
  long size() {
    long n = oneWord == null ? 0 : oneWord.size();
    for (MarkingSet s : segments) {
      n += s.size();
    }
    return n;
  }

  long bytes() {
    long n = oneWord == null ? 0 : oneWord.bytes();
    for (MarkingSet s : segments) {
      n += s.bytes();
    }
    return n;
  }
}

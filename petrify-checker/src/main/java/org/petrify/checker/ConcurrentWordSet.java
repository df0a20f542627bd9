package org.petrify.checker;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The visited states of a search with several workers when a packed marking is one word: a
 * lock-free set of {@code long} keys in segments (the segment named by the highest bits of the
 * key's {@link MarkingSet#hashOf hash}, the slot by the lowest), each an open-addressing table
 * with linear probing. A look-up of a key met before reads the slots only, and an insertion
 * writes one slot by compare-and-set: no lock, no write to a line that a look-up of another
 * segment reads.
 *
 * <p><b>Layout.</b> A segment's table is {@value #HEADER} header words (word 0: the keys
 * counted into this table, see below) followed by a power of two of slots; 0 is an empty slot
 * and {@link #FROZEN} a slot that a growth closed. The keys 0 and {@code FROZEN} themselves are
 * recorded in two flags, not in the tables.
 *
 * <p><b>Insertion.</b> A key goes into the first empty slot of its probe sequence by
 * compare-and-set from 0; if another worker's key won the slot, the probe goes on (and stops if
 * that key is the same one). So a key is stored at most once and {@link #add} returns true for
 * exactly one of the workers adding it.
 *
 * <p><b>Counting.</b> Each worker (an index below the worker count given at construction, used
 * by one thread at a time) counts its insertions per segment in arrays of its own and adds them
 * to the table's word 0 in batches of {@code slots / (16 k)} (at least 1) for k workers, so
 * that an insertion does not write a line that the other workers write too. A worker's batch
 * belongs to the table it counted in: once that table is replaced, the count is dropped (the
 * growth counted every key it copied). So word 0 is at most {@code k (batch - 1) <= slots/16}
 * below the keys in the table, and a segment grows when word 0 reaches 3/4 of the slots: a
 * table is at most 13/16 full before a growth has been triggered, never full. {@link #size} is
 * the sum of the workers' own totals of insertions, exact once they have stopped.
 *
 * <p><b>Growth</b> (at 3/4 full), under the segment's monitor, taken by growths only: the
 * grower closes every empty slot of the old table (compare-and-set 0 to {@code FROZEN}), copies
 * every key into a table of twice the slots, and then publishes it. A slot is either filled
 * before the grower closes it (then its key is copied) or closed (then no key enters it), so no
 * insertion is lost. A worker whose probe meets a closed slot waits until the new table is
 * published (spinning briefly, then on the segment's monitor) and probes there; it finds there every key of the old table, so a key present
 * before is never reported new, and a key inserted twice cannot happen. Growth is accounted in
 * the {@link Budget} before it allocates. If it fails (budget or heap), the segment is marked
 * failed, and a worker that waits for its new table (a closed slot, or a table that concurrent
 * insertions filled past 3/4 up to the last slot) ends with a budget exception instead of
 * spinning forever ({@code ConcurrentWordSetTest} makes that happen with tiny segments).
 */
final class ConcurrentWordSet {
  /** Marks a slot closed by a growth (the key of that value lives in {@link #frozenStored}). */
  static final long FROZEN = 0x8000_0000_0000_0001L;
  private static final int HEADER = 8;
  /** Pauses a worker spins for a growth before it waits on the segment's monitor. */
  private static final int SPINS = 1 << 10;
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

  /** One segment: its current table (replaced only by a growth, under the segment's monitor). */
  private static final class Segment {
    volatile long[] table;
    /** Set when a growth of this segment failed (budget or heap): waiters must not spin on. */
    volatile boolean growthFailed;

    Segment(int slots) {
      table = new long[HEADER + slots];
    }
  }

  private final Budget budget;
  private final Segment[] segments;
  private final int shift;
  private final AtomicBoolean zeroStored = new AtomicBoolean();
  private final AtomicBoolean frozenStored = new AtomicBoolean();
  /** {@code slots / batchDivisor} is a worker's batch for a table of that many slots. */
  private final int batchDivisor;
  private final Counts[] counts;

  /** One worker's counts (see the class comment); touched by that worker only. */
  private static final class Counts {
    /**
     * Per segment: the slots of the table the pending insertions went into (a segment's tables
     * only double, so this names the table without holding on to it), and how many they are.
     */
    final int[] slots;
    final int[] pending;
    long inserted;

    Counts(int segments) {
      slots = new int[segments];
      pending = new int[segments];
    }
  }

  /**
   * {@code segmentCount} segments (a power of two, at least 2) of {@code slots} slots each (a
   * power of two), for {@code workers} workers.
   */
  ConcurrentWordSet(Budget budget, int segmentCount, int slots, int workers) {
    this.budget = budget;
    budget.allocate(8L * (HEADER + slots) * segmentCount
        + (8L * segmentCount + 64) * workers);
    this.segments = new Segment[segmentCount];
    for (int i = 0; i < segmentCount; i++) {
      segments[i] = new Segment(slots);
    }
    this.shift = 64 - Integer.numberOfTrailingZeros(segmentCount);
    this.batchDivisor = 16 * workers;
    this.counts = new Counts[workers];
    for (int w = 0; w < workers; w++) {
      counts[w] = new Counts(segmentCount);
    }
  }

  /**
   * Adds {@code key} for the worker {@code worker}; true if it was not present (for exactly one
   * of concurrent adders).
   */
  boolean add(long key, int worker) {
    if (key == 0) {
      return zeroStored.compareAndSet(false, true);
    }
    if (key == FROZEN) {
      return frozenStored.compareAndSet(false, true);
    }
    long hash = MarkingSet.mix(key);
    int index = (int) (hash >>> shift);
    Segment s = segments[index];
    while (true) {
      long[] t = s.table;
      int m = t.length - HEADER - 1;
      int slot = (int) hash & m;
      for (int probes = 0; probes <= m; probes++) {
        int i = HEADER + slot;
        long v = (long) SLOT.getAcquire(t, i);
        if (v == key) {
          return false;
        }
        if (v == FROZEN) {
          break;
        }
        if (v == 0) {
          v = (long) SLOT.compareAndExchange(t, i, 0L, key);
          if (v == 0) {
            inserted(s, t, index, counts[worker]);
            return true;
          }
          if (v == key) {
            return false;
          }
          if (v == FROZEN) {
            break;
          }
        }
        slot = (slot + 1) & m;
      }
      // Closed by a growth (or full while one is under way): wait for the new table.
      awaitGrowth(s, t);
    }
  }

  /**
   * Returns once segment {@code s} no longer has table {@code t}: after a bounded spin
   * ({@value #SPINS} pauses, a few tens of microseconds, about what a growth of a small table
   * takes), on the segment's monitor, which the grower holds from the first slot it closes
   * until the new table is published. So a worker whose grower is descheduled (another process
   * on its core) sleeps in the monitor instead of spinning on its own core for the grower's
   * time slice. A table that filled up before its growth began (no monitor held) is waited for
   * by yielding. Throws if the segment's growth failed.
   */
  private static void awaitGrowth(Segment s, long[] t) {
    for (int spins = 0; s.table == t; spins++) {
      if (s.growthFailed) {
        throw new BudgetExceededException(Unknown.MEMORY_BUDGET,
            "state table full (its growth failed in another worker)");
      }
      if (spins < SPINS) {
        Thread.onSpinWait();
      } else {
        synchronized (s) {
          // Nothing to do: taking the monitor waits for the growth that holds it.
        }
        if (s.table == t) {
          Thread.yield();
        }
      }
    }
  }

  /** Counts an insertion into table {@code t} of segment {@code index} (class comment). */
  private void inserted(Segment s, long[] t, int index, Counts c) {
    c.inserted++;
    int slots = t.length - HEADER;
    int pending = c.slots[index] == slots ? c.pending[index] + 1 : 1;
    if (pending < slots / batchDivisor) {
      c.slots[index] = slots;
      c.pending[index] = pending;
      return;
    }
    c.pending[index] = 0;
    long count = (long) SLOT.getAndAdd(t, 0, (long) pending) + pending;
    if (count >= slots / 4 * 3) {
      grow(s, t);
    }
  }

  private void grow(Segment s, long[] old) {
    synchronized (s) {
      if (s.table != old) {
        return;
      }
      try {
        copyIntoBigger(s, old);
      } catch (RuntimeException | OutOfMemoryError e) {
        s.growthFailed = true;
        throw e;
      }
    }
  }

  /** The growth proper, under the segment's monitor: close, copy, publish. */
  private void copyIntoBigger(Segment s, long[] old) {
    int oldSlots = old.length - HEADER;
    long slots = 2L * oldSlots;
    if (HEADER + slots > Integer.MAX_VALUE - 8) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state table full");
    }
    budget.allocate(8 * (HEADER + slots));
    long[] bigger = new long[(int) (HEADER + slots)];
    int m = (int) slots - 1;
    long copied = 0;
    for (int i = HEADER; i < old.length; i++) {
      long v = (long) SLOT.getAcquire(old, i);
      if (v == 0) {
        v = (long) SLOT.compareAndExchange(old, i, 0L, FROZEN);
        if (v == 0) {
          continue;
        }
      }
      int slot = (int) MarkingSet.mix(v) & m;
      while (bigger[HEADER + slot] != 0) {
        slot = (slot + 1) & m;
      }
      bigger[HEADER + slot] = v;
      copied++;
    }
    bigger[0] = copied;
    s.table = bigger;
    budget.release(8L * old.length);
  }

  /** The keys stored; exact once the workers have stopped, an estimate while they run. */
  long size() {
    long n = (zeroStored.get() ? 1 : 0) + (frozenStored.get() ? 1 : 0);
    for (Counts c : counts) {
      n += c.inserted;
    }
    return n;
  }

  long bytes() {
    long n = 0;
    for (Segment s : segments) {
      n += 8L * s.table.length;
    }
    return n;
  }
}

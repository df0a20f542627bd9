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
 * counted into this table, see below) followed by a power of two of slots. A key {@code k} is
 * stored as {@code k + 1} ({@link MarkingSet#stored}), 0 is an empty slot and {@link #FROZEN}
 * ({@code Long.MIN_VALUE}) a slot that a growth closed. So the marking 0, which a search meets,
 * takes the ordinary path (not a branch never taken before, which the compiler would turn into
 * a trap and a recompilation of the search loop late in the run); the two keys whose stored
 * form would be 0 or {@code FROZEN}, {@code -1} and {@code Long.MAX_VALUE} (every bit of the
 * word set, or all but the highest: a packed marking has them only if its fields fill the
 * word and are all at their maximum), are recorded in two flags instead.
 *
 * <p><b>Workers.</b> Each worker (an index below the worker count given at construction, used
 * by one thread at a time) adds through its own {@link Worker}: its copy of each segment's
 * table reference and its counts, so that a look-up reads one array of its own, then the
 * slots. A copy may be older than the segment's table; see Growth for why that is safe.
 *
 * <p><b>Insertion.</b> A key goes into the first empty slot of its probe sequence by
 * compare-and-set from 0; if another worker's key won the slot, the probe goes on (and stops if
 * that key is the same one). So a key is stored at most once and {@link #add} returns true for
 * exactly one of the workers adding it. The probe reads slots with opaque loads: a slot's value
 * is the whole datum (no other write is published through it), a stale 0 is settled by the
 * compare-and-set that follows, and a table's contents copied by a growth are published by the
 * volatile write of {@link Segment#table}, read before the table is probed.
 *
 * <p><b>Counting.</b> A worker counts its insertions per segment into the table of its copy
 * and adds them to that table's word 0 in batches of {@code slots >> batchShift} (at least 1;
 * {@code 2^batchShift >= 16 k} for k workers), so that an insertion does not write a line that
 * the other workers write too. When the worker's copy is replaced by a newer table the count is
 * dropped (the growth counted every key it copied). So word 0 is at most {@code k (batch - 1)
 * <= slots/16} below the keys in the table, and a segment grows when word 0 reaches 3/4 of the
 * slots: a table is at most 13/16 full before a growth has been triggered, never full.
 * {@link #size} is the sum of the workers' own totals of insertions, exact once they have
 * stopped.
 *
 * <p><b>Growth</b> (at 3/4 full), under the segment's monitor, taken by growths only: the
 * grower closes every empty slot of the old table (compare-and-set 0 to {@code FROZEN}), copies
 * every key into a table of twice the slots, and then publishes it. A slot is either filled
 * before the grower closes it (then its key is copied) or closed (then no key enters it), so no
 * insertion is lost. A worker whose probe meets a closed slot, or probes a whole table without
 * meeting an empty one, takes the segment's table anew, waiting if it is still the one probed
 * (spinning briefly, then on the segment's monitor) until the new table is published, and
 * probes there. A worker's copy that is older than the segment's table is a table whose growth
 * has ended or is under way: every key it holds is in the newer table, and every slot it still
 * has empty is closed before the newer one is published, so a probe of it finds a key that is
 * present, or meets a closed slot (or, while the growth closes slots, inserts into a slot the
 * growth copies later); it never reports a present key new, and a key inserted twice cannot
 * happen. Growth is accounted in the {@link Budget} before it allocates. If it fails (budget or
 * heap), the segment is marked failed, and a worker that waits for its new table (a closed
 * slot, or a table that concurrent insertions filled past 3/4 up to the last slot) ends with a
 * budget exception instead of spinning forever ({@code ConcurrentWordSetTest} makes that
 * happen with tiny segments).
 */
final class ConcurrentWordSet {
  /** Marks a slot closed by a growth (the stored form of {@code Long.MAX_VALUE}). */
  static final long FROZEN = Long.MIN_VALUE;
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
  /** The keys -1 and {@code Long.MAX_VALUE}, whose stored forms are 0 and {@link #FROZEN}. */
  private final AtomicBoolean minusOneStored = new AtomicBoolean();
  private final AtomicBoolean maxStored = new AtomicBoolean();
  /** A worker's batch for a table of {@code slots} slots is {@code slots >> batchShift}. */
  private final int batchShift;
  private final Worker[] workers;

  /**
   * One worker's view of the set (see the class comment); used by one thread at a time.
   */
  final class Worker {
    /** Per segment: a table of it, the current one or an older one (class comment). */
    private final long[][] tables;
    /** Per segment: the insertions into {@code tables[i]} not yet added to its word 0. */
    private final int[] pending;
    /** The outer set's {@code shift}, kept here so that a look-up reads this object only. */
    private final int segmentShift = shift;
    private long inserted;

    private Worker() {
      tables = new long[segments.length][];
      pending = new int[segments.length];
      for (int i = 0; i < tables.length; i++) {
        tables[i] = segments[i].table;
      }
    }

    /** As {@link ConcurrentWordSet#add(long, int)} for this worker. */
    boolean add(long key) {
      long stored = MarkingSet.stored(key);
      if (stored << 1 == 0) {
        return (stored == 0 ? minusOneStored : maxStored).compareAndSet(false, true);
      }
      long hash = MarkingSet.mix(key);
      int index = (int) (hash >>> segmentShift);
      long[] t = tables[index];
      while (true) {
        int m = t.length - HEADER - 1;
        int slot = (int) hash & m;
        for (int probes = 0; probes <= m; probes++) {
          int i = HEADER + slot;
          long v = (long) SLOT.getOpaque(t, i);
          if (v == stored) {
            return false;
          }
          if (v != 0 && v != FROZEN) {
            slot = (slot + 1) & m;
            continue;
          }
          if (v == 0) {
            v = (long) SLOT.compareAndExchange(t, i, 0L, stored);
            if (v == 0) {
              inserted(index, t);
              return true;
            }
            if (v == stored) {
              return false;
            }
          }
          if (v == FROZEN) {
            break;
          }
          slot = (slot + 1) & m;
        }
        // Closed by a growth (or full while one is under way): take the newer table.
        t = renew(index, t);
      }
    }

    /** Replaces {@code tables[index]}, {@code old}, by the segment's table once it is newer. */
    private long[] renew(int index, long[] old) {
      Segment s = segments[index];
      awaitGrowth(s, old);
      long[] t = s.table;
      tables[index] = t;
      pending[index] = 0;
      return t;
    }

    /** Counts an insertion into {@code t}, this worker's table of segment {@code index}. */
    private void inserted(int index, long[] t) {
      inserted++;
      int slots = t.length - HEADER;
      int n = pending[index] + 1;
      if (n < slots >>> batchShift) {
        pending[index] = n;
        return;
      }
      pending[index] = 0;
      long count = (long) SLOT.getAndAdd(t, 0, (long) n) + n;
      if (count >= slots / 4 * 3) {
        grow(segments[index], t);
        renew(index, t);
      }
    }
  }

  /**
   * {@code segmentCount} segments (a power of two, at least 2) of {@code slots} slots each (a
   * power of two), for {@code workers} workers.
   */
  ConcurrentWordSet(Budget budget, int segmentCount, int slots, int workers) {
    this.budget = budget;
    budget.allocate(8L * (HEADER + slots) * segmentCount
        + (12L * segmentCount + 64) * workers);
    this.segments = new Segment[segmentCount];
    for (int i = 0; i < segmentCount; i++) {
      segments[i] = new Segment(slots);
    }
    this.shift = 64 - Integer.numberOfTrailingZeros(segmentCount);
    this.batchShift = 4 + (32 - Integer.numberOfLeadingZeros(workers - 1));
    this.workers = new Worker[workers];
    for (int w = 0; w < workers; w++) {
      this.workers[w] = new Worker();
    }
  }

  /** The view of worker {@code worker} (below the worker count). */
  Worker worker(int worker) {
    return workers[worker];
  }

  /**
   * Adds {@code key} for the worker {@code worker}; true if it was not present (for exactly one
   * of concurrent adders).
   */
  boolean add(long key, int worker) {
    return workers[worker].add(key);
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
      if (v == FROZEN) {
        continue; // closed by an earlier attempt that failed (budget or heap): no key
      }
      int slot = (int) MarkingSet.mix(v - 1) & m;
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
    long n = (minusOneStored.get() ? 1 : 0) + (maxStored.get() ? 1 : 0);
    for (Worker w : workers) {
      n += w.inserted;
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

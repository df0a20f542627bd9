package org.petrify.checker;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The visited states of a search with several workers when a packed marking is one word: a
 * lock-free set of {@code long} keys in one open-addressing table with linear probing, slotted
 * by the lowest bits of the key's {@link MarkingSet#mix hash}, that the workers grow together.
 * A look-up of a key met before reads the slots only, and an insertion writes one slot by
 * compare-and-set: no lock, and a look-up costs what a {@link MarkingSet} look-up costs (the
 * worker's own copy of the table reference and its mask, then the slots).
 *
 * <p><b>Layout.</b> A table is a power of two of slots. A key {@code k} is stored as
 * {@code k + 1} ({@link #stored}), 0 is an empty slot and {@link #FROZEN}
 * ({@code Long.MIN_VALUE}) a slot that a growth closed. So the marking 0, which a search meets,
 * takes the ordinary path (not a branch never taken before, which the compiler would turn into
 * a trap and a recompilation of the search loop late in the run); the two keys whose stored
 * form would be 0 or {@code FROZEN}, {@code -1} and {@code Long.MAX_VALUE} (every bit of the
 * word set, or all but the highest: a packed marking has them only if its fields fill the
 * word and are all at their maximum), are recorded in two flags instead.
 *
 * <p><b>Workers.</b> Each worker (an index below the worker count given at construction, used
 * by one thread at a time) adds through its own {@link Worker}: its copy of the table
 * reference, its mask and its counts, in fields no other thread writes. A copy may be older
 * than the set's table; see Growth for why that is safe. It is the set of every search of
 * one-word markings, one worker included: then that worker starts, migrates and publishes
 * every growth itself (the monitor and the compare-and-sets are uncontended), and the
 * arguments below hold with k = 1.
 *
 * <p><b>Insertion.</b> A key goes into the first empty slot of its probe sequence by
 * compare-and-set from 0; if another worker's key won the slot, the probe goes on (and stops if
 * that key is the same one). So a key is stored at most once and {@link #add} returns true for
 * exactly one of the workers adding it. The probe reads slots with opaque loads: a slot's value
 * is the whole datum (no other write is published through it), a stale 0 is settled by the
 * compare-and-set that follows, and a table's contents copied by a growth are published by the
 * volatile write of {@link #table}, read before the table is probed.
 *
 * <p><b>Counting.</b> A worker counts its insertions into the table of its copy and adds them
 * to that table's {@link Table#counted} in batches of {@code slots >> batchShift} (at least 1;
 * {@code 2^batchShift >= 16 k} for k workers), so that an insertion does not write a line that
 * the other workers write too. When the worker's copy is replaced by a newer table the count is
 * dropped (the growth counted every key it copied). So {@code counted} is at most
 * {@code k (batch - 1) <= slots/16} below the keys in the table, and a growth starts when
 * {@code counted} reaches 3/4 of the slots: a table is at most 13/16 full when its growth is
 * started. {@link #size} is the sum of the workers' own totals of insertions, exact once they
 * have stopped.
 *
 * <p><b>Growth</b> (at 3/4 full), shared by the workers that meet it, as
 * {@code ConcurrentHashMap} transfers its bins. The worker whose count reaches 3/4 accounts a
 * table of twice the slots in the {@link Budget}, allocates it and publishes a {@link Growth}
 * (under this set's monitor, taken by the start and the end of a growth only; a growth that
 * fails, budget or heap, fails there, before it closed any slot, and marks the set failed).
 * Then every worker that meets the growth (the starter, and each worker whose probe meets a
 * closed slot or a whole table without an empty one) claims chunks of {@value #CHUNK} old slots
 * until none is left: in its chunk it closes every empty slot (compare-and-set 0 to
 * {@code FROZEN}) and copies every key into the new table (compare-and-set into the first empty
 * slot of the key's probe sequence there: migrators of other chunks write the new table at the
 * same time, and no key is copied twice, since each old slot is in one chunk). The migrator
 * that finishes the last chunk publishes the new table with the number of keys copied; the
 * others wait for that (spinning, then yielding) and take the new table.
 *
 * <p>Why no insertion is lost and no key is stored twice: an old slot is either filled before
 * its migrator closes it (then its key is copied) or closed (then no key enters it). Slots are
 * never emptied, so a key {@code x} present in a table lies before the first empty or closed
 * slot of its probe sequence there; a probe of that table finds it before it meets a closed
 * slot. So a worker goes on to the new table only for a key that is not in the old one and can
 * no longer enter it (its probe met a closed slot, which stays closed), and the new table, before
 * it is published, is written by migrators only: a key enters the new table once, by its
 * migrator or, after publication, by an insertion. A worker's copy that is older than the set's
 * table is a table whose growth has ended or is under way: every key it holds is in the newer
 * table, and every slot it still has empty is closed before the newer one is published, so a
 * probe of it finds a key that is present, or meets a closed slot (or, while the growth is
 * under way, inserts into a slot whose migrator copies it later); it never reports a present key
 * new. A worker that waits for a growth that failed ends with a budget exception instead of
 * waiting forever ({@code ConcurrentWordSetTest} makes that happen with a tiny table).
 */
final class ConcurrentWordSet {
  /** Marks a slot closed by a growth (the stored form of {@code Long.MAX_VALUE}). */
  static final long FROZEN = Long.MIN_VALUE;
  /** Old slots a migrator claims at once. */
  static final int CHUNK = 1 << 12;
  /** Pauses a worker spins for the end of a growth before it yields between checks. */
  private static final int SPINS = 1 << 10;
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

  /** One table: its slots and the keys counted into it (see Counting). */
  private static final class Table {
    final long[] slots;
    /** Keys counted into this table; a growth starts when it reaches {@link #growAt}. */
    final AtomicLong counted = new AtomicLong();
    final long growAt;

    Table(int slots) {
      this.slots = new long[slots];
      this.growAt = slots / 4 * 3;
    }
  }

  /** The growth of {@code from} into {@code to}, shared by the workers that meet it. */
  private static final class Growth {
    final Table from;
    final Table to;
    final int chunks;
    final AtomicInteger claimed = new AtomicInteger();
    final AtomicInteger finished = new AtomicInteger();
    final AtomicLong copied = new AtomicLong();

    Growth(Table from, Table to) {
      this.from = from;
      this.to = to;
      this.chunks = (from.slots.length + CHUNK - 1) / CHUNK;
    }
  }

  private final Budget budget;
  /** The current table: replaced only when a growth is over, under this set's monitor. */
  private volatile Table table;
  /** The growth under way, or null; set and cleared under this set's monitor. */
  private volatile Growth growth;
  /** Set when a growth failed (budget or heap): waiters must not wait on. */
  private volatile boolean growthFailed;
  /** The keys -1 and {@code Long.MAX_VALUE}, whose stored forms are 0 and {@link #FROZEN}. */
  private final AtomicBoolean minusOneStored = new AtomicBoolean();
  private final AtomicBoolean maxStored = new AtomicBoolean();
  /** A worker's batch for a table of {@code slots} slots is {@code slots >> batchShift}. */
  private final int batchShift;
  private final Worker[] workers;

  /**
   * 68 bytes that keep a worker's fields off the cache line where the object before it ends
   * (see {@link Worker}). The {@code int} fills the gap after the object header, where the
   * layout would otherwise put one of the subclass's fields.
   */
  @SuppressWarnings("unused")
  private abstract static class PaddingBefore {
    int gap;
    long p0, p1, p2, p3, p4, p5, p6, p7;
  }

  /** A worker's own fields, between the paddings (see {@link Worker}). */
  private abstract static class WorkerFields extends PaddingBefore {
    /** A table of the set, the current one or an older one (class comment), and its slots. */
    Table current;
    long[] slots;
    int mask;
    /** Insertions into {@code current} not yet added to its count, and the batch size. */
    int pending;
    int batch;
    long inserted;
  }

  /**
   * One worker's view of the set (see the class comment); used by one thread at a time.
   *
   * <p>The workers' views are allocated one after the other, and a young collection may copy
   * them side by side again, so without padding two workers' fields share a cache line: every
   * insertion writes {@code pending} and {@code inserted}, and every look-up reads
   * {@code slots} and {@code mask}, so each insertion by one worker would cost the other a
   * miss at its next look-up. HotSpot lays a superclass's fields out before its subclass's,
   * so the fields of {@link WorkerFields} sit between at least 64 bytes of
   * {@link PaddingBefore} and the 64 bytes of padding here, on lines of their own.
   */
  @SuppressWarnings("unused")
  final class Worker extends WorkerFields {
    long q0, q1, q2, q3, q4, q5, q6, q7;

    private Worker() {
      adopt(table);
    }

    private void adopt(Table t) {
      current = t;
      slots = t.slots;
      mask = slots.length - 1;
      pending = 0;
      batch = Math.max(1, slots.length >>> batchShift);
    }

    /** As {@link ConcurrentWordSet#add(long, int)} for this worker. */
    boolean add(long key) {
      long stored = stored(key);
      if (stored << 1 == 0) {
        return (stored == 0 ? minusOneStored : maxStored).compareAndSet(false, true);
      }
      int hash = (int) MarkingSet.mix(key);
      while (true) {
        long[] t = slots;
        int m = mask;
        int slot = hash & m;
        for (int probes = 0; probes <= m; probes++) {
          long v = (long) SLOT.getOpaque(t, slot);
          if (v == 0) {
            // 0 if the key is now in the slot, else what another worker put there first
            v = (long) SLOT.compareAndExchange(t, slot, 0L, stored);
          }
          // One path for a lost race: no branch of its own, which the compiler, never having
          // seen it taken, would make a trap (JFR: one such trap per run of two workers).
          if (v == 0) {
            inserted();
            return true;
          }
          if (v == stored) {
            return false;
          }
          if (v == FROZEN) {
            break;
          }
          slot = (slot + 1) & m;
        }
        // Closed by a growth (or full while one is under way): help it, take the newer table.
        renew();
      }
    }

    /** Counts an insertion into {@code current}; starts its growth at 3/4 (class comment). */
    private void inserted() {
      inserted++;
      int n = pending + 1;
      if (n < batch) {
        pending = n;
        return;
      }
      pending = 0;
      Table t = current;
      if (t.counted.addAndGet(n) >= t.growAt) {
        startGrowth(t);
        renew();
      }
    }

    /**
     * Replaces {@code current} by the set's table once that is newer, helping the growth of
     * {@code current} meanwhile; throws if a growth failed.
     */
    private void renew() {
      Table old = current;
      Table t;
      for (int spins = 0; (t = table) == old; spins++) {
        if (growthFailed) {
          throw new BudgetExceededException(Unknown.MEMORY_BUDGET,
              "state table full (its growth failed in another worker)");
        }
        Growth g = growth;
        if (g != null && g.from == old) {
          migrate(g);
        }
        // The last chunks are another migrator's, or the growth is about to be started.
        if (spins < SPINS) {
          Thread.onSpinWait();
        } else {
          Thread.yield();
        }
      }
      adopt(t);
    }
  }

  /** A key as its slot holds it: 0 (empty) only for the key -1. */
  static long stored(long key) {
    return key + 1;
  }

  /** An empty set of {@code slots} slots (a power of two) for {@code workers} workers. */
  ConcurrentWordSet(Budget budget, int slots, int workers) {
    this.budget = budget;
    budget.allocate(8L * slots + 64L * workers);
    this.table = new Table(slots);
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
   * Starts the growth of {@code from} unless it is no longer the table or its growth has
   * started; the new table is accounted and allocated before any slot is closed, so a failed
   * start leaves the table as it was (and marks the set failed, for the waiters).
   */
  private synchronized void startGrowth(Table from) {
    if (table != from || growth != null) {
      return;
    }
    if (growthFailed) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state table full");
    }
    try {
      long slots = 2L * from.slots.length;
      if (slots > Integer.MAX_VALUE - 8) {
        throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state table full");
      }
      budget.allocate(8 * slots);
      growth = new Growth(from, new Table((int) slots));
    } catch (RuntimeException | OutOfMemoryError e) {
      growthFailed = true;
      throw e;
    }
  }

  /** Migrates chunks of {@code g} until none is left to claim; the last one publishes. */
  private void migrate(Growth g) {
    int c;
    while ((c = g.claimed.getAndIncrement()) < g.chunks) {
      g.copied.addAndGet(migrateChunk(g, c));
      if (g.finished.incrementAndGet() == g.chunks) {
        publish(g);
      }
    }
  }

  /** Closes the empty slots of chunk {@code c} of {@code g}'s old table, copies its keys. */
  private static long migrateChunk(Growth g, int c) {
    long[] src = g.from.slots;
    long[] dst = g.to.slots;
    int m = dst.length - 1;
    int end = Math.min(src.length, (c + 1) * CHUNK);
    long copied = 0;
    for (int i = c * CHUNK; i < end; i++) {
      long v = (long) SLOT.getOpaque(src, i);
      if (v == 0) {
        v = (long) SLOT.compareAndExchange(src, i, 0L, FROZEN);
        if (v == 0) {
          continue;
        }
      }
      int slot = (int) MarkingSet.mix(v - 1) & m;
      while ((long) SLOT.getOpaque(dst, slot) != 0
          || (long) SLOT.compareAndExchange(dst, slot, 0L, v) != 0) {
        slot = (slot + 1) & m;
      }
      copied++;
    }
    return copied;
  }

  /** Makes {@code g}'s new table the set's, with the keys copied as its count. */
  private synchronized void publish(Growth g) {
    g.to.counted.set(g.copied.get());
    table = g.to;
    growth = null;
    budget.release(8L * g.from.slots.length);
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
    Growth g = growth;
    return 8L * table.slots.length + (g == null ? 0 : 8L * g.to.slots.length);
  }
}

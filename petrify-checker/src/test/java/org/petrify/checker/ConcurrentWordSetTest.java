package org.petrify.checker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLongArray;
import org.junit.jupiter.api.Test;

/**
 * {@link ConcurrentWordSet}: several threads add overlapping key sequences (with the two keys
 * kept outside the tables, -1 and {@code Long.MAX_VALUE}, and the keys 0, 1 and
 * {@link ConcurrentWordSet#FROZEN} next to their stored forms) into a tiny table, so that it
 * grows many times while others insert and probe, and its last growths are shared by several
 * migrators (tables of many {@link ConcurrentWordSet#CHUNK chunks}); every distinct key must be
 * reported new exactly once, and the set must hold exactly the distinct keys.
 */
class ConcurrentWordSetTest {
  @Test
  void eachKeyIsNewForExactlyOneAdder() throws InterruptedException {
    int threads = 4;
    int perThread = 200_000;
    int distinct = 150_000;
    long[] keys = new long[distinct];
    Random random = new Random(21);
    for (int i = 0; i < distinct; i++) {
      keys[i] = random.nextLong();
    }
    keys[7] = 0;
    keys[11] = ConcurrentWordSet.FROZEN;
    keys[13] = -1;
    keys[17] = Long.MAX_VALUE;
    keys[19] = 1;
    ConcurrentWordSet set = new ConcurrentWordSet(Budget.of(Long.MAX_VALUE, java.time.Duration.ofHours(1), Long.MAX_VALUE), 4, threads);
    AtomicLongArray wins = new AtomicLongArray(distinct);
    Thread[] workers = new Thread[threads];
    for (int w = 0; w < threads; w++) {
      long seed = w;
      int worker = w;
      workers[w] = new Thread(() -> {
        Random r = new Random(seed);
        for (int i = 0; i < perThread; i++) {
          // Each thread meets the keys in its own order, mostly fresh ones first.
          int k = i < distinct ? (int) ((i + seed * 37_501) % distinct) : r.nextInt(distinct);
          if (set.add(keys[k], worker)) {
            wins.incrementAndGet(k);
          }
        }
      });
      workers[w].start();
    }
    for (Thread t : workers) {
      t.join();
    }
    Set<Long> expected = new HashSet<>();
    for (long k : keys) {
      expected.add(k);
    }
    long newReports = 0;
    for (int i = 0; i < distinct; i++) {
      newReports += wins.get(i);
    }
    assertEquals(expected.size(), newReports, "new reports");
    assertEquals(expected.size(), set.size(), "size");
    for (long k : keys) {
      assertFalse(set.add(k, 0), "present: " + k);
    }
  }

  /**
   * One worker, the set of every one-word search with one worker: against a {@link HashSet} on
   * random keys mixed with the keys next to the stored forms' edge cases (0, the keys -1 and
   * {@code Long.MAX_VALUE} kept outside the table, 1, {@code Long.MIN_VALUE}, -2), through
   * many growths of a tiny table (this worker migrates every chunk itself).
   */
  @Test
  void oneWorkerAgreesWithAHashSet() {
    long[] edges = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, -2};
    Random random = new Random(23);
    for (int round = 0; round < 20; round++) {
      ConcurrentWordSet set = new ConcurrentWordSet(Budget.of(Long.MAX_VALUE,
          java.time.Duration.ofHours(1), Long.MAX_VALUE), 4, 1);
      Set<Long> expected = new HashSet<>();
      for (int i = 0; i < 20_000; i++) {
        long key = i % 97 == round ? edges[(i / 97) % edges.length]
            : random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(30_000);
        assertEquals(expected.add(key), set.add(key, 0), "add " + key);
      }
      assertEquals(expected.size(), set.size(), "size");
      for (long key : expected) {
        assertFalse(set.add(key, 0), "present: " + key);
      }
    }
  }

  /**
   * A growth that the memory budget refuses ends every adder with the budget exception: none
   * is left waiting for a new table that will never come (it would if a growth could fail
   * after closing slots, or if growth were handed to another thread).
   */
  @Test
  void aRefusedGrowthEndsEveryAdder() throws InterruptedException {
    int threads = 4;
    // Room for the initial table only (8 slots) and the workers, not for one growth.
    ConcurrentWordSet set = new ConcurrentWordSet(Budget.of(Long.MAX_VALUE,
        java.time.Duration.ofHours(1), 8L * 8 + 64L * threads + 8), 8, threads);
    java.util.concurrent.atomic.AtomicInteger ended = new java.util.concurrent.atomic.AtomicInteger();
    Thread[] workers = new Thread[threads];
    for (int w = 0; w < threads; w++) {
      long seed = w;
      int worker = w;
      workers[w] = new Thread(() -> {
        Random r = new Random(seed);
        try {
          for (int i = 0; i < 1_000_000; i++) {
            set.add(r.nextLong(), worker);
          }
        } catch (BudgetExceededException e) {
          ended.incrementAndGet();
        }
      });
      workers[w].start();
    }
    for (Thread t : workers) {
      t.join(60_000);
      assertFalse(t.isAlive(), "an adder still runs after the refused growth");
    }
    assertEquals(threads, ended.get(), "adders ended by the budget");
  }
}

package org.petrify.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The machine's own ceiling for the two-worker speed-up of a large exploration (issue 21, item
 * 2): random reads of one shared table of {@code 2^bits} words, the size of the state store of
 * asym-18 by default (6.6 M markings, 2^24 slots, 128 MB), by 1 thread and by {@code k} threads
 * at once, in two forms:
 * <ul>
 *   <li><em>dependent</em>: the slot of a read depends on the word the previous read returned,
 *       as in the depth-first search, where what comes after a hash probe depends on its answer;
 *       each read waits for the memory;
 *   <li><em>independent</em>: the slots follow from the loop counter only, so the processor
 *       keeps several reads in flight.
 * </ul>
 * Prints the CPU nanoseconds per read (the threads' own CPU time, so a loaded machine moves it
 * less than the wall time) and the ratio of k threads to 1. A ratio above 1 for dependent reads
 * is CPU that k workers of the search spend on the same probes whatever the software does: a
 * worker of {@code ParallelExplorationFigures} that costs r times its single-worker CPU caps the
 * speed-up on k cores at k / r.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.MemoryLatencyFigures [BITS [READS [K]]]
 * </pre>
 * (defaults 24, 20,000,000 reads per thread, k = 2).
 */
public final class MemoryLatencyFigures {
  private MemoryLatencyFigures() {}

  public static void main(String[] args) throws InterruptedException {
    int bits = args.length > 0 ? Integer.parseInt(args[0]) : 24;
    long reads = args.length > 1 ? Long.parseLong(args[1]) : 20_000_000L;
    int k = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    long[] table = table(bits);
    for (boolean dependent : new boolean[] {true, false}) {
      nanosPerRead(table, reads / 10, 1, dependent);
      double one = nanosPerRead(table, reads, 1, dependent);
      double many = nanosPerRead(table, reads, k, dependent);
      System.out.printf(Locale.ROOT, "%s reads of 2^%d words: 1 thread %.1f ns, %d threads %.1f"
          + " ns CPU per read, ratio %.2f%n", dependent ? "dependent" : "independent", bits,
          one, k, many, many / one);
    }
  }

  /** A table of {@code 2^bits} non-zero words in a random-looking order. */
  static long[] table(int bits) {
    long[] table = new long[1 << bits];
    for (int i = 0; i < table.length; i++) {
      table[i] = mix(i) | 1;
    }
    return table;
  }

  /**
   * The mean CPU nanoseconds per read of {@code threads} threads each reading {@code reads}
   * random slots of {@code table} at the same time.
   */
  static double nanosPerRead(long[] table, long reads, int threads, boolean dependent)
      throws InterruptedException {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    long[] cpu = new long[threads];
    long[] sums = new long[threads];
    Thread[] workers = new Thread[threads];
    for (int w = 0; w < threads; w++) {
      int id = w;
      workers[w] = new Thread(() -> {
        long start = bean.getCurrentThreadCpuTime();
        sums[id] = read(table, reads, 0x9E3779B97F4A7C15L * (id + 1), dependent);
        cpu[id] = bean.getCurrentThreadCpuTime() - start;
      });
    }
    for (Thread t : workers) {
      t.start();
    }
    long total = 0;
    for (int w = 0; w < threads; w++) {
      workers[w].join();
      total += cpu[w];
    }
    if (sums[0] == 42) {
      System.out.print("");
    }
    return (double) total / (reads * threads);
  }

  /** {@code reads} reads of {@code table} from {@code seed}; the sum of the words read. */
  private static long read(long[] table, long reads, long seed, boolean dependent) {
    int mask = table.length - 1;
    long sum = 0;
    for (long i = 0; i < reads; i++) {
      long key = dependent ? seed + i + (sum & 1) : seed + i;
      sum += table[(int) mix(key) & mask];
    }
    return sum;
  }

  private static long mix(long h) {
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    h ^= h >>> 33;
    h *= 0xC4CEB9FE1A85EC53L;
    return h ^ (h >>> 33);
  }
}

package org.petrify.bench;

/**
 * A workload for the recording overhead of {@code petrify record} (whole-process timings with
 * and without the agent, see {@code bench/figures/race-figures.md}): {@code threads} threads each run
 * {@code iterations} rounds of a small bank: a plain read and write of a shared array element, a
 * transfer between two accounts under their monitors, and a read of a volatile flag. Every
 * round is about ten recorded events, so the run measures the agent's cost per event.
 *
 * <p>Usage: {@code RecordingWorkload [threads] [iterations]} (default 4 and 200,000); prints
 * the total balance, which the transfers keep constant.
 */
public final class RecordingWorkload {
  private static final int ACCOUNTS = 16;

  private final long[] balances = new long[ACCOUNTS];
  private final Object[] locks = new Object[ACCOUNTS];
  private final int[] hits = new int[ACCOUNTS];
  private volatile boolean running = true;

  private RecordingWorkload() {
    for (int i = 0; i < ACCOUNTS; i++) {
      balances[i] = 1_000;
      locks[i] = new Object();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
    int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
    RecordingWorkload bank = new RecordingWorkload();
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int seed = t;
      workers[t] = new Thread(() -> bank.work(seed, iterations));
      workers[t].start();
    }
    for (Thread w : workers) {
      w.join();
    }
    long total = 0;
    for (long b : bank.balances) {
      total += b;
    }
    System.out.println("total " + total);
  }

  private void work(int seed, int iterations) {
    int x = seed * 7 + 1;
    for (int i = 0; i < iterations && running; i++) {
      x = x * 1_103_515_245 + 12_345;
      int from = (x >>> 8) % ACCOUNTS;
      int to = (from + 1 + (x >>> 20) % (ACCOUNTS - 1)) % ACCOUNTS;
      hits[from]++;
      transfer(from, to, 1);
    }
  }

  private void transfer(int from, int to, long amount) {
    Object first = locks[Math.min(from, to)];
    Object second = locks[Math.max(from, to)];
    synchronized (first) {
      synchronized (second) {
        balances[from] -= amount;
        balances[to] += amount;
      }
    }
  }
}

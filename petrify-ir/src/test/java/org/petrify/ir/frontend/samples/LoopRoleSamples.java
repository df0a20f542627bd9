package org.petrify.ir.frontend.samples;

/**
 * Threads started in a counted loop whose role follows the loop index: a {@code Thread}
 * subclass with a final id from the constructor, or a lambda capturing the index. The first
 * half produce into a one-slot buffer, the rest consume, one item each.
 */
public final class LoopRoleSamples {
  private LoopRoleSamples() {}

  static final Object SLOT = new Object();
  static int count;

  static void act(boolean producer) throws InterruptedException {
    synchronized (SLOT) {
      if (producer) {
        while (count == 1) {
          SLOT.wait();
        }
        count = 1;
      } else {
        while (count == 0) {
          SLOT.wait();
        }
        count = 0;
      }
      SLOT.notifyAll();
    }
  }

  static final class Worker extends Thread {
    final int id;
    final int producers;

    Worker(int id, int producers) {
      this.id = id;
      this.producers = producers;
    }

    @Override
    public void run() {
      try {
        act(id < producers);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  static void workers(int producers) throws InterruptedException {
    Worker[] ws = new Worker[4];
    for (int i = 0; i < 4; i++) {
      ws[i] = new Worker(i, producers);
      ws[i].start();
    }
    for (Worker w : ws) {
      w.join();
    }
  }

  /** Two producers, two consumers: every item is taken. */
  public static final class BalancedWorkers {
    public static void main(String[] args) throws InterruptedException {
      workers(2);
    }
  }

  /** Three producers, one consumer: producers wait on the full slot forever. */
  public static final class UnbalancedWorkers {
    public static void main(String[] args) throws InterruptedException {
      workers(3);
    }
  }

  static void role(int id, int producers) {
    try {
      act(id < producers);
    } catch (InterruptedException e) {
      return;
    }
  }

  /** Lambdas capturing the index; two producers, two consumers. */
  public static final class BalancedLambdas {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        int id = i;
        ts[i] = new Thread(() -> role(id, 2));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** Lambdas capturing the index; three producers, one consumer. */
  public static final class UnbalancedLambdas {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        int id = i;
        ts[i] = new Thread(() -> role(id, 3));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /**
   * Three philosophers started in a loop, each taking the lower-numbered of its forks first
   * ({@code Math.min}/{@code max} of the loop's indexes): no lock cycle.
   */
  public static final class OrderedForks {
    public static void main(String[] args) throws InterruptedException {
      Object[] forks = {new Object(), new Object(), new Object()};
      Thread[] ps = new Thread[3];
      for (int i = 0; i < 3; i++) {
        int left = i;
        int right = (i + 1) % 3;
        Object first = forks[Math.min(left, right)];
        Object second = forks[Math.max(left, right)];
        ps[i] = new Thread(() -> {
          synchronized (first) {
            synchronized (second) {
              first.hashCode();
            }
          }
        });
        ps[i].start();
      }
      for (Thread p : ps) {
        p.join();
      }
    }
  }
  static void actOrReturn(boolean producer) {
    try {
      act(producer);
    } catch (InterruptedException e) {
      return;
    }
  }

  /** A role computed by a branch on the index ({@code i < 2}): two producers, two consumers. */
  public static final class BalancedBranchRoles {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        boolean producer = i < 2;
        ts[i] = new Thread(() -> actOrReturn(producer));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** The same with {@code i < 3}: three producers, one consumer. */
  public static final class UnbalancedBranchRoles {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        boolean producer = i < 3;
        ts[i] = new Thread(() -> actOrReturn(producer));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** Even indexes consume, odd ones produce ({@code i % 2 == 0 ? ...}): balanced. */
  public static final class BalancedParityRoles {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        int role = i % 2 == 0 ? 1 : 0;
        ts[i] = new Thread(() -> role(role, 1));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** {@code i % 4 == 0 ? ...}: one consumer, three producers. */
  public static final class UnbalancedParityRoles {
    public static void main(String[] args) throws InterruptedException {
      Thread[] ts = new Thread[4];
      for (int i = 0; i < 4; i++) {
        int role = i % 4 == 0 ? 1 : 0;
        ts[i] = new Thread(() -> role(role, 1));
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  static void countOrAwait(boolean counter, java.util.concurrent.CountDownLatch latch) {
    if (counter) {
      latch.countDown();
    } else {
      try {
        latch.await();
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** Four tasks submitted in a loop to a pool of four: 0 and 1 count a latch of 2 down. */
  public static final class BalancedPoolTasks {
    public static void main(String[] args) throws Exception {
      java.util.concurrent.ExecutorService pool =
          java.util.concurrent.Executors.newFixedThreadPool(4);
      java.util.concurrent.CountDownLatch latch = new java.util.concurrent.CountDownLatch(2);
      java.util.concurrent.Future<?>[] fs = new java.util.concurrent.Future<?>[4];
      for (int i = 0; i < 4; i++) {
        int k = i;
        fs[i] = pool.submit(() -> countOrAwait(k < 2, latch));
      }
      for (java.util.concurrent.Future<?> f : fs) {
        f.get();
      }
      pool.shutdown();
    }
  }

  /** The same with only task 0 counting down: tasks 1 to 3 wait forever. */
  public static final class UnbalancedPoolTasks {
    public static void main(String[] args) throws Exception {
      java.util.concurrent.ExecutorService pool =
          java.util.concurrent.Executors.newFixedThreadPool(4);
      java.util.concurrent.CountDownLatch latch = new java.util.concurrent.CountDownLatch(2);
      java.util.concurrent.Future<?>[] fs = new java.util.concurrent.Future<?>[4];
      for (int i = 0; i < 4; i++) {
        int k = i;
        fs[i] = pool.submit(() -> countOrAwait(k < 1, latch));
      }
      for (java.util.concurrent.Future<?> f : fs) {
        f.get();
      }
      pool.shutdown();
    }
  }

  /** Threads a stream makes, each capturing its element; two producers, two consumers. */
  public static final class StreamLambdas {
    public static void main(String[] args) throws InterruptedException {
      streamRoles(2);
    }
  }

  /** The same with three producers and one consumer. */
  public static final class UnbalancedStreamLambdas {
    public static void main(String[] args) throws InterruptedException {
      streamRoles(3);
    }
  }

  static void streamRoles(int producers) throws InterruptedException {
    java.util.List<Thread> ts = java.util.stream.IntStream.range(0, 4)
        .mapToObj(i -> new Thread(() -> role(i, producers))).toList();
    ts.forEach(Thread::start);
    for (Thread t : ts) {
      t.join();
    }
  }

  /** A helper called from two sites with constants makes the thread; one producer each. */
  public static final class TwoSites {
    public static void main(String[] args) throws InterruptedException {
      Thread a = startRole(0);
      Thread b = startRole(1);
      a.join();
      b.join();
    }
  }

  /** The same helper given two producers: the second waits forever. */
  public static final class TwoSitesUnbalanced {
    public static void main(String[] args) throws InterruptedException {
      Thread a = startRole(0);
      Thread b = startRole(0);
      a.join();
      b.join();
    }
  }

  private static Thread startRole(int id) {
    Thread t = new Thread(() -> role(id, 1));
    t.start();
    return t;
  }
}

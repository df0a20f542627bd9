package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A fixed pool sized by a call: the first task waits for the second, which needs a worker of
 * its own. One worker starves (deadlock), two do not.
 */
public final class ConstantPoolSamples {
  private ConstantPoolSamples() {}

  /** Sizes the pool. */
  static class Sizing {
    int workers() {
      return 1;
    }
  }

  /** Two workers. */
  static final class TwoWorkers extends Sizing {
    @Override
    int workers() {
      return 2;
    }
  }

  /** workers() returns 1: the pool starves. */
  public static final class One {
    public static void main(String[] args) throws InterruptedException {
      ExecutorService pool = Executors.newFixedThreadPool(new Sizing().workers());
      CountDownLatch go = new CountDownLatch(1);
      pool.execute(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          // ends
        }
      });
      pool.execute(go::countDown);
      pool.shutdown();
      pool.awaitTermination(1, TimeUnit.DAYS);
    }
  }

  /** workers() returns 2: no starvation. */
  public static final class Two {
    public static void main(String[] args) throws InterruptedException {
      ExecutorService pool = Executors.newFixedThreadPool(new TwoWorkers().workers());
      CountDownLatch go = new CountDownLatch(1);
      pool.execute(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          // ends
        }
      });
      pool.execute(go::countDown);
      pool.shutdown();
      pool.awaitTermination(1, TimeUnit.DAYS);
    }
  }

  /** The receiver may be either class: 1 or 2 workers, not one constant (pool-size stays). */
  public static final class Either {
    public static void main(String[] args) throws InterruptedException {
      Sizing s = args.length > 0 ? new Sizing() : new TwoWorkers();
      ExecutorService pool = Executors.newFixedThreadPool(s.workers());
      pool.execute(() -> { });
      pool.shutdown();
    }
  }
}

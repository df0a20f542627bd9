package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.Semaphore;

/**
 * Cancellation, {@code shutdownNow}, {@code invokeAny} and {@code FutureTask}: each nested
 * class is one program whose name says whether the JVM run ends ({@code Ends}) or hangs
 * ({@code Hangs}).
 */
public final class CancelSamples {
  private CancelSamples() {}

  /** {@code cancel(true)} interrupts the task's latch wait; the exception ends the task. */
  public static class CancelInterruptsEnds {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newSingleThreadExecutor();
      CountDownLatch never = new CountDownLatch(1);
      Future<?> f = pool.submit(() -> {
        never.await();
        return null;
      });
      f.cancel(true);
      pool.shutdown();
    }
  }

  /** {@code cancel(false)} lets the running task wait on. */
  public static class CancelWithoutInterruptHangs {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newSingleThreadExecutor();
      CountDownLatch never = new CountDownLatch(1);
      Future<?> f = pool.submit(() -> {
        never.await();
        return null;
      });
      f.cancel(false);
      pool.shutdown();
    }
  }

  /** The task swallows the interrupt and waits again. */
  public static class CancelSwallowedHangs {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newSingleThreadExecutor();
      CountDownLatch never = new CountDownLatch(1);
      Future<?> f = pool.submit(() -> {
        while (true) {
          try {
            never.await();
            return;
          } catch (InterruptedException e) {
            // swallowed
          }
        }
      });
      f.cancel(true);
      pool.shutdown();
    }
  }

  /** {@code shutdownNow} interrupts the running task, which returns from its handler. */
  public static class ShutdownNowEnds {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newCachedThreadPool();
      CountDownLatch never = new CountDownLatch(1);
      pool.execute(() -> {
        try {
          never.await();
        } catch (InterruptedException e) {
          return;
        }
      });
      pool.shutdownNow();
    }
  }

  /** {@code shutdown} interrupts nothing. */
  public static class ShutdownHangs {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newCachedThreadPool();
      CountDownLatch never = new CountDownLatch(1);
      pool.execute(() -> {
        try {
          never.await();
        } catch (InterruptedException e) {
          return;
        }
      });
      pool.shutdown();
    }
  }

  /** The first task waits for the second, which wins; the loser is cancelled. */
  public static class InvokeAnyWinnerEnds {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newFixedThreadPool(2);
      CountDownLatch never = new CountDownLatch(1);
      Callable<Integer> stuck = () -> {
        never.await();
        return 1;
      };
      Callable<Integer> quick = () -> 2;
      pool.invokeAny(List.of(stuck, quick));
      pool.shutdown();
    }
  }

  /** Every task fails: the caller's handler runs and waits forever. */
  public static class InvokeAnyAllFailHangs {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newFixedThreadPool(2);
      CountDownLatch never = new CountDownLatch(1);
      Callable<Integer> bad = () -> {
        throw new IllegalStateException();
      };
      Callable<Integer> worse = () -> {
        throw new IllegalArgumentException();
      };
      try {
        pool.invokeAny(List.of(bad, worse));
      } catch (ExecutionException e) {
        never.await();
      }
      pool.shutdown();
    }
  }

  /** Every task fails: the caller's handler ends. */
  public static class InvokeAnyAllFailEnds {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newFixedThreadPool(2);
      Callable<Integer> bad = () -> {
        throw new IllegalStateException();
      };
      Callable<Integer> worse = () -> {
        throw new IllegalArgumentException();
      };
      try {
        pool.invokeAny(List.of(bad, worse));
      } catch (ExecutionException e) {
        System.out.println("all failed");
      }
      pool.shutdown();
    }
  }

  /** One task fails, the other never ends: the caller waits forever. */
  public static class InvokeAnyFailAndStuckHangs {
    public static void main(String[] args) throws Exception {
      ExecutorService pool = Executors.newFixedThreadPool(2);
      CountDownLatch never = new CountDownLatch(1);
      Callable<Integer> bad = () -> {
        throw new IllegalStateException();
      };
      Callable<Integer> stuck = () -> {
        never.await();
        return 1;
      };
      pool.invokeAny(List.of(bad, stuck));
      pool.shutdownNow();
    }
  }

  /** A future task run by a thread; {@code get} returns. */
  public static class FutureTaskRunEnds {
    public static void main(String[] args) throws Exception {
      FutureTask<String> f = new FutureTask<>(() -> "x");
      new Thread(f).start();
      f.get();
    }
  }

  /** A future task nobody runs; {@code get} waits forever. */
  public static class FutureTaskNeverRunHangs {
    public static void main(String[] args) throws Exception {
      FutureTask<String> f = new FutureTask<>(() -> "x");
      if (args.length > 100) {
        new Thread(f).start();
      }
      f.get();
    }
  }

  /** Two threads run one future task: its callable runs once (a second run would block). */
  public static class FutureTaskTwiceEnds {
    public static void main(String[] args) throws Exception {
      Semaphore one = new Semaphore(1);
      FutureTask<String> f = new FutureTask<>(() -> {
        one.acquire();
        return "x";
      });
      Thread t1 = new Thread(f);
      Thread t2 = new Thread(f);
      t1.start();
      t2.start();
      f.get();
      t1.join();
      t2.join();
    }
  }

  /** Two threads run one future task: its callable counts down once, not twice. */
  public static class FutureTaskTwiceHangs {
    public static void main(String[] args) throws Exception {
      CountDownLatch two = new CountDownLatch(2);
      FutureTask<String> f = new FutureTask<>(() -> {
        two.countDown();
        return "x";
      });
      Thread t1 = new Thread(f);
      Thread t2 = new Thread(f);
      t1.start();
      t2.start();
      f.get();
      two.await();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The futures {@code invokeAll} returns are done: their {@code get} returns at once. Main
 * opens the latch before the batch, so the waiting task ends and nothing blocks.
 */
public class InvokeAllFutures {
  public static void main(String[] args) throws Exception {
    CountDownLatch ready = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Callable<Integer>> tasks = new ArrayList<>();
    tasks.add(() -> {
      ready.await();
      return 1;
    });
    tasks.add(() -> 2);
    ready.countDown();
    List<Future<Integer>> results = pool.invokeAll(tasks);
    int sum = 0;
    for (Future<Integer> f : results) {
      sum += f.get();
    }
    pool.shutdown();
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Twin of {@link InvokeAllFutures}: main opens the latch only after {@code invokeAll}, which
 * waits for the task that waits for the latch (hangs on the JVM).
 */
public class InvokeAllLate {
  public static void main(String[] args) throws Exception {
    CountDownLatch ready = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Callable<Integer>> tasks = new ArrayList<>();
    tasks.add(() -> {
      ready.await();
      return 1;
    });
    tasks.add(() -> 2);
    List<Future<Integer>> results = pool.invokeAll(tasks);
    ready.countDown();
    int sum = 0;
    for (Future<Integer> f : results) {
      sum += f.get();
    }
    pool.shutdown();
  }
}

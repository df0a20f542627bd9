package org.petrify.ir.frontend.names;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Pool workers: pool-N-thread-M where the worker is determinable. */
public class Pools {
  public static void main(String[] args) throws Exception {
    ExecutorService fixed = Executors.newFixedThreadPool(2);
    ExecutorService single = Executors.newSingleThreadExecutor();
    fixed.submit(Names.PRINT).get();   // pool-1-thread-1
    fixed.submit(Names.PRINT).get();   // pool-1-thread-2
    fixed.submit(Names.PRINT).get();   // either worker
    single.submit(Names.PRINT).get();  // pool-2-thread-1
    fixed.shutdown();
    single.shutdown();
  }
}

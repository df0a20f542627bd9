package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A pool whose {@code afterExecute} hook takes locks (the JDK calls it in the pool's worker),
 * and a lock subclass that overrides only {@code toString} (which {@code lock()} never calls).
 */
public class HookedPool {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class NamedLock extends ReentrantLock {
    @Override
    public String toString() {
      synchronized (B) {
        return "named";
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>()) {
      @Override
      protected void afterExecute(Runnable r, Throwable t) {
        synchronized (B) {
          synchronized (A) {
            System.out.println("after");
          }
        }
      }
    };
    pool.execute(() -> System.out.println("task"));
    NamedLock lock = new NamedLock();
    lock.lock();
    try {
      synchronized (A) {
        synchronized (B) {
          System.out.println("main");
        }
      }
    } finally {
      lock.unlock();
    }
    pool.shutdown();
    pool.awaitTermination(1, TimeUnit.SECONDS);
  }
}

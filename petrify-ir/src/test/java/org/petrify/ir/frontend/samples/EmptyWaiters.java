package org.petrify.ir.frontend.samples;

import java.util.Collections;
import java.util.LinkedList;

/**
 * A hand-over loop over a queue of waiters that nothing ever adds to (the shape of commons-pool
 * 1.5's {@code GenericObjectPool.allocate}): {@code wakeAll} holds the pool and would lock each
 * waiter it takes, while the other thread holds a waiter and calls {@code wakeAll}. The queue is
 * empty on the JVM, so the loop never runs and there is no deadlock. {@link Filled}: a waiter
 * is enqueued, the loop runs, and the two threads take pool and waiter in opposite orders (a
 * deadlock). {@link Escaped}: the waiter is added by the JDK ({@code Collections.addAll}), out
 * of the analysed code's sight: the queue may not be taken for empty, and the deadlock is
 * found.
 */
public class EmptyWaiters {
  final LinkedList<Object> waiters = new LinkedList<>();

  synchronized void enqueue(Object w) {
    waiters.add(w);
  }

  synchronized void wakeAll() {
    while (!waiters.isEmpty()) {
      Object w = waiters.removeFirst();
      synchronized (w) {
        w.notifyAll();
      }
    }
  }

  static void run(EmptyWaiters pool, Object waiter) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (waiter) {
        pool.wakeAll();
      }
    });
    t.start();
    pool.wakeAll();
    t.join();
  }

  public static void main(String[] args) throws InterruptedException {
    run(new EmptyWaiters(), new Object());
  }

  /** A waiter is enqueued: the loop runs. */
  public static class Filled {
    public static void main(String[] args) throws InterruptedException {
      EmptyWaiters pool = new EmptyWaiters();
      Object waiter = new Object();
      pool.enqueue(waiter);
      run(pool, waiter);
    }
  }

  /** A waiter is added by a JDK method the analysis does not see into. */
  public static class Escaped {
    public static void main(String[] args) throws InterruptedException {
      EmptyWaiters pool = new EmptyWaiters();
      Object waiter = new Object();
      Collections.addAll(pool.waiters, waiter);
      run(pool, waiter);
    }
  }
}

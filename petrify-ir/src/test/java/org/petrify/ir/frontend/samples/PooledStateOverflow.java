package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * More live pooled objects than a per-instance rule may have slots for, and a bug that lives
 * in the oldest one: the main thread borrows an object and invalidates it, borrows two more
 * (the pool makes them, at most three in all), then puts the invalid object back in the idle
 * deque. A second thread takes it, fails to allocate it, finds the count at the maximum and
 * waits in {@code takeFirst()} forever: a deadlock on the JVM, every run. A rule that gave the
 * third object the slot of the first (its state reset to {@code IDLE}) would let the second
 * thread allocate the invalid object and answer no deadlock; the third object must fall back
 * to the summary's weak values instead.
 */
public class PooledStateOverflow {
  enum State { IDLE, ALLOCATED, INVALID }

  static final class Pooled {
    private State state = State.IDLE;

    synchronized boolean allocate() {
      if (state == State.IDLE) {
        state = State.ALLOCATED;
        return true;
      }
      return false;
    }

    synchronized void invalidate() {
      state = State.INVALID;
    }
  }

  static final class Pool {
    final LinkedBlockingDeque<Pooled> idle = new LinkedBlockingDeque<>();
    final AtomicInteger count = new AtomicInteger();

    Pooled create() {
      if (count.incrementAndGet() > 3) {
        count.decrementAndGet();
        return null;
      }
      return new Pooled();
    }

    Pooled borrow() throws InterruptedException {
      Pooled p = null;
      while (p == null) {
        p = idle.pollFirst();
        if (p == null) {
          p = create();
        }
        if (p == null) {
          p = idle.takeFirst();
        }
        if (!p.allocate()) {
          p = null;
        }
      }
      return p;
    }
  }

  static void use(Pool pool) {
    try {
      pool.borrow();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Pool pool = new Pool();
    Pooled first = pool.borrow();
    first.invalidate();
    pool.borrow();
    pool.borrow();
    pool.idle.addFirst(first);
    Thread late = new Thread(() -> use(pool));
    late.start();
    late.join();
  }
}

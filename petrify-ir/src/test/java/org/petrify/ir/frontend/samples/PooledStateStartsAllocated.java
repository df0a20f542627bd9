package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The twin of {@link PooledStateLazy} whose pooled objects start {@code ALLOCATED} (the
 * constructor sets the wrong state): {@code allocate()} fails on every new object, so each
 * borrower creates again until the count reaches the maximum and then waits in
 * {@code takeFirst()} for an object nobody will give back: a deadlock on the JVM.
 */
public class PooledStateStartsAllocated {
  enum State { IDLE, ALLOCATED }

  static final class Pooled {
    private State state = State.ALLOCATED;

    synchronized boolean allocate() {
      if (state == State.IDLE) {
        state = State.ALLOCATED;
        return true;
      }
      return false;
    }

    synchronized boolean deallocate() {
      if (state == State.ALLOCATED) {
        state = State.IDLE;
        return true;
      }
      return false;
    }
  }

  static final class Pool {
    final Map<Pooled, Boolean> all = new ConcurrentHashMap<>();
    final LinkedBlockingDeque<Pooled> idle = new LinkedBlockingDeque<>();
    final AtomicInteger count = new AtomicInteger();
    final int max;

    Pool(int max) {
      this.max = max;
    }

    Pooled create() {
      if (count.incrementAndGet() > max) {
        count.decrementAndGet();
        return null;
      }
      Pooled p = new Pooled();
      all.put(p, Boolean.TRUE);
      return p;
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

    void giveBack(Pooled p) {
      if (!p.deallocate()) {
        throw new IllegalStateException("not borrowed");
      }
      idle.addFirst(p);
    }
  }

  static void use(Pool pool) {
    try {
      Pooled p = pool.borrow();
      pool.giveBack(p);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Pool pool = new Pool(2);
    Thread a = new Thread(() -> use(pool));
    Thread b = new Thread(() -> use(pool));
    a.start();
    b.start();
    a.join();
    b.join();
  }
}

package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool of at most two objects made on demand, as commons-pool2's {@code GenericObjectPool}
 * makes them: {@code create()} counts the object, makes it (state {@code IDLE}), records it in
 * a registry of every object the pool made and returns it, and {@code borrow()} then allocates
 * it ({@code IDLE} to {@code ALLOCATED}) or, if that fails, starts over. Two users borrow one
 * object each and give it back. Nothing but its creator's {@code allocate()} can change a new
 * object's state before that call (the registry is only written), so each user's first object
 * serves it and nobody waits in {@code takeFirst()}: no deadlock on the JVM. The model has one
 * value set for every object of the summary allocation in {@code create()}, so it finds a
 * false deadlock: the form of pool2-2.12.0's in ninety lines.
 */
public class PooledStateLazy {
  enum State { IDLE, ALLOCATED }

  static final class Pooled {
    private State state = State.IDLE;

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

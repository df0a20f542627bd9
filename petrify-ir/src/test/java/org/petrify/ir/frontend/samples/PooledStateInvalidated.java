package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool of at most one object made on demand, which it records in a registry before its
 * creator allocates it; a second thread invalidates every object in the registry. When the
 * invalidation falls between the creator's {@code create()} and its {@code allocate()}, the
 * allocation fails, the object is lost (the count stays at the maximum) and the creator waits
 * in {@code takeFirst()} forever: a deadlock on the JVM (forced by a pause after the record).
 * A rule for the state of objects a pool creates must keep this one: the object is published.
 */
public class PooledStateInvalidated {
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
    final Map<Pooled, Boolean> all = new ConcurrentHashMap<>();
    final LinkedBlockingDeque<Pooled> idle = new LinkedBlockingDeque<>();
    final AtomicInteger count = new AtomicInteger();

    Pooled create() {
      if (count.incrementAndGet() > 1) {
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
  }

  static void use(Pool pool) {
    try {
      Pooled p = pool.borrow();
      pool.idle.addFirst(p);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void invalidateAll(Pool pool) {
    for (Pooled p : pool.all.keySet()) {
      p.invalidate();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Pool pool = new Pool();
    Thread user = new Thread(() -> use(pool));
    Thread reaper = new Thread(() -> invalidateAll(pool));
    user.start();
    reaper.start();
    user.join();
    reaper.join();
  }
}

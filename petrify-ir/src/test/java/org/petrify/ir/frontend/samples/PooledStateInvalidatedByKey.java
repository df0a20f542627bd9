package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The bug twin of {@link PooledStateKeyed} where the new object is reached by a registry
 * lookup before its creator allocates it: the pool records the last object it made in a
 * field (for monitoring), and a second thread invalidates, by a lookup in the registry, the
 * object recorded there. When that falls between the creator's {@code create()} and its
 * {@code allocate()}, the allocation fails, the object is lost (the count stays at the
 * maximum, one) and the creator waits in {@code takeFirst()} forever: a deadlock on the JVM
 * (forced by pauses). A rule that took a lookup by key for a reference to an old object only
 * (the key of a new one being unknown to other threads) would answer no deadlock here.
 */
public class PooledStateInvalidatedByKey {
  enum State { IDLE, ALLOCATED, INVALID }

  static final class Pooled {
    final Object object = new Object();
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
    final Map<Object, Pooled> all = new ConcurrentHashMap<>();
    final LinkedBlockingDeque<Pooled> idle = new LinkedBlockingDeque<>();
    final AtomicInteger count = new AtomicInteger();
    volatile Object lastMade;

    Pooled create() {
      if (count.incrementAndGet() > 1) {
        count.decrementAndGet();
        return null;
      }
      Pooled p = new Pooled();
      all.put(p.object, p);
      lastMade = p.object;
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

    void invalidate(Object object) {
      Pooled p = all.get(object);
      if (p != null) {
        p.invalidate();
      }
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

  static void invalidateLast(Pool pool) {
    Object o = pool.lastMade;
    if (o != null) {
      pool.invalidate(o);
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Pool pool = new Pool();
    Thread user = new Thread(() -> use(pool));
    Thread reaper = new Thread(() -> invalidateLast(pool));
    user.start();
    reaper.start();
    user.join();
    reaper.join();
  }
}

package org.petrify.ir.pointsto.samples;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Futures two threads lease from one pool, for {@code OwnReferences} and
 * {@code PointsToResult.isOncePerThread}: each thread's lambda (one method instance per
 * thread) calls the one {@code lease} instance, which allocates a {@code Fut} and publishes it
 * in a shared queue; the thread then completes and reads its future through the reference its
 * lease returned ({@code mine}), while {@code drain} completes whatever future it polls
 * ({@code other}), and {@code Bad} reaches its future through a field ({@code viaField}).
 */
public class Leases {
  static final class Fut {
    boolean done;

    void complete() {
      Fut self = this;
      self.done = true;
    }

    boolean read() {
      return done;
    }

    boolean peek() {
      return done;
    }
  }

  static final class Pool {
    final Queue<Fut> all = new ConcurrentLinkedQueue<>();

    Fut lease(Object route) {
      return lease(route, null);
    }

    Fut lease(Object route, Object state) {
      Fut f = new Fut();
      all.add(f);
      return f;
    }

    void drain() {
      Fut other = all.poll();
      if (other != null) {
        other.complete();
      }
    }
  }

  static final class Bad {
    Fut held;

    void run(Pool pool) {
      held = pool.lease("x");
      Fut viaField = held;
      viaField.read();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Pool pool = new Pool();
    Runnable user = () -> {
      Fut mine = pool.lease("r");
      mine.complete();
      mine.peek();
      pool.drain();
    };
    Thread a = new Thread(user, "a");
    Thread b = new Thread(user, "b");
    a.start();
    b.start();
    a.join();
    b.join();
    new Bad().run(pool);
  }
}

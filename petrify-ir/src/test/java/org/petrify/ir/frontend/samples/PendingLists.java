package org.petrify.ir.frontend.samples;

import java.util.LinkedList;
import java.util.ListIterator;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A one-slot pool whose waiting requests sit in a {@code LinkedList} that {@code release}
 * walks with a {@code ListIterator}: the first waiting request gets the slot, is removed by the
 * iterator and moved to a queue of finished requests, whose latches {@code fire} counts down
 * after the lock is let go. Correct: the request {@code next()} returns is one that waits, so
 * the released slot goes to the other thread's request and its latch is counted down.
 */
public class PendingLists {
  /** A request and the latch its maker awaits. */
  static final class Req {
    final CountDownLatch done = new CountDownLatch(1);
    boolean completed;
  }

  /** The pool: a walk moves the first waiting request to {@code finished}. */
  static final class Pool {
    final ReentrantLock lock = new ReentrantLock();
    final LinkedList<Req> pending = new LinkedList<>();
    final Queue<Req> finished = new ConcurrentLinkedQueue<>();
    boolean busy;

    Req lease() {
      Req r = new Req();
      lock.lock();
      try {
        if (!busy) {
          busy = true;
          r.completed = true;
          finished.add(r);
        } else {
          pending.add(r);
        }
      } finally {
        lock.unlock();
      }
      fire();
      return r;
    }

    void release() {
      lock.lock();
      try {
        busy = false;
        ListIterator<Req> it = pending.listIterator();
        while (it.hasNext()) {
          Req r = it.next();
          if (!busy) {
            busy = true;
            r.completed = true;
            it.remove();
          }
          if (r.completed) {
            finished.add(r);
            break;
          }
        }
      } finally {
        lock.unlock();
      }
      fire();
    }

    void fire() {
      Req r;
      while ((r = finished.poll()) != null) {
        r.done.countDown();
      }
    }
  }

  public static void main(String[] args) throws Exception {
    Pool pool = new Pool();
    Runnable user = () -> {
      try {
        Req r = pool.lease();
        r.done.await();
        pool.release();
      } catch (InterruptedException e) {
        // not interrupted
      }
    };
    Thread a = new Thread(user);
    Thread b = new Thread(user);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /**
   * Bug: the walk returns from {@code release} once it moved a request, before {@code fire}:
   * the moved request's latch is never counted down and its maker waits forever.
   */
  public static class Returns {

    /** The pool of the bug: {@code return} skips {@code fire}. */
    static final class ReturnsPool {
      final ReentrantLock lock = new ReentrantLock();
      final LinkedList<Req> pending = new LinkedList<>();
      final Queue<Req> finished = new ConcurrentLinkedQueue<>();
      boolean busy;

      Req lease() {
        Req r = new Req();
        lock.lock();
        try {
          if (!busy) {
            busy = true;
            r.completed = true;
            finished.add(r);
          } else {
            pending.add(r);
          }
        } finally {
          lock.unlock();
        }
        fire();
        return r;
      }

      void release() {
        lock.lock();
        try {
          busy = false;
          ListIterator<Req> it = pending.listIterator();
          while (it.hasNext()) {
            Req r = it.next();
            if (!busy) {
              busy = true;
              r.completed = true;
              it.remove();
            }
            if (r.completed) {
              finished.add(r);
              return;
            }
          }
        } finally {
          lock.unlock();
        }
        fire();
      }

      void fire() {
        Req r;
        while ((r = finished.poll()) != null) {
          r.done.countDown();
        }
      }
    }

    public static void main(String[] args) throws Exception {
      ReturnsPool pool = new ReturnsPool();
      Runnable user = () -> {
        try {
          Req r = pool.lease();
          r.done.await();
          pool.release();
        } catch (InterruptedException e) {
          // not interrupted
        }
      };
      Thread a = new Thread(user);
      Thread b = new Thread(user);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Bug: the walk removes the request it completes but never moves it to {@code finished}: its
   * maker waits forever.
   */
  public static class Dropped {

    /** The pool of the bug: the request is dropped. */
    static final class DroppedPool {
      final ReentrantLock lock = new ReentrantLock();
      final LinkedList<Req> pending = new LinkedList<>();
      final Queue<Req> finished = new ConcurrentLinkedQueue<>();
      boolean busy;

      Req lease() {
        Req r = new Req();
        lock.lock();
        try {
          if (!busy) {
            busy = true;
            r.completed = true;
            finished.add(r);
          } else {
            pending.add(r);
          }
        } finally {
          lock.unlock();
        }
        fire();
        return r;
      }

      void release() {
        lock.lock();
        try {
          busy = false;
          ListIterator<Req> it = pending.listIterator();
          while (it.hasNext()) {
            Req r = it.next();
            if (!busy) {
              busy = true;
              r.completed = true;
              it.remove();
            }
            if (r.completed) {
              break;
            }
          }
        } finally {
          lock.unlock();
        }
        fire();
      }

      void fire() {
        Req r;
        while ((r = finished.poll()) != null) {
          r.done.countDown();
        }
      }
    }

    public static void main(String[] args) throws Exception {
      DroppedPool pool = new DroppedPool();
      Runnable user = () -> {
        try {
          Req r = pool.lease();
          r.done.await();
          pool.release();
        } catch (InterruptedException e) {
          // not interrupted
        }
      };
      Thread a = new Thread(user);
      Thread b = new Thread(user);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }
}

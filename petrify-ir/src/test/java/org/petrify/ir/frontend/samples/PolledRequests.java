package org.petrify.ir.frontend.samples;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Requests handed over through queues, each carrying its maker's promise: whoever polls a
 * request completes the promise reached through it. Correct: each of two threads queues its
 * request, drains the queue completing what it polls, then awaits its own promise (every
 * queued request is polled by someone, so no deadlock).
 */
public class PolledRequests {
  static final Queue<Request> DONE = new ConcurrentLinkedQueue<>();

  /** A promise: done under its own monitor, waiters wait while not done. */
  static final class Promise {
    private boolean done;

    synchronized void complete() {
      done = true;
      notifyAll();
    }

    synchronized void await() throws InterruptedException {
      while (!done) {
        wait();
      }
    }
  }

  /** A request with the promise of its maker, and its maker's token. */
  static final class Request {
    final Promise future;
    final Object owner;

    Request(Promise future, Object owner) {
      this.future = future;
      this.owner = owner;
    }
  }

  static void drain() {
    try {
      Promise mine = new Promise();
      DONE.add(new Request(mine, null));
      Request r;
      while ((r = DONE.poll()) != null) {
        r.future.complete();
      }
      mine.await();
    } catch (InterruptedException e) {
      // not interrupted
    }
  }

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(PolledRequests::drain);
    Thread b = new Thread(PolledRequests::drain);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /** Bug: the drain completes only its own thread's requests; a polls b's: b waits forever. */
  public static class OwnOnly {
    static final Queue<Request> DONE = new ConcurrentLinkedQueue<>();

    static void drain() {
      try {
        Object me = new Object();
        Promise mine = new Promise();
        DONE.add(new Request(mine, me));
        Request r;
        while ((r = DONE.poll()) != null) {
          if (r.owner == me) {
            r.future.complete();
          }
        }
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(OwnOnly::drain);
      Thread b = new Thread(OwnOnly::drain);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Correct, with a blocking queue: each thread puts its request, takes one (its own or the
   * other's), completes it under the promise's monitor and awaits its own: two puts, two takes,
   * both promises completed.
   */
  public static class Taken {
    static final BlockingQueue<Request> Q = new LinkedBlockingQueue<>();

    static void work() {
      try {
        Promise mine = new Promise();
        Q.put(new Request(mine, null));
        Request r = Q.take();
        synchronized (r) {
          r.future.complete();
        }
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(Taken::work);
      Thread b = new Thread(Taken::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Bug, with a blocking queue: each thread puts two requests for its own promise, takes one
   * and completes its promise, then awaits its own. If both take requests of a's, b's promise
   * is never completed and b waits forever (a real deadlock through the taken element).
   */
  public static class TakenTwice {
    static final BlockingQueue<Request> Q = new LinkedBlockingQueue<>();

    static void work() {
      try {
        Promise mine = new Promise();
        Q.put(new Request(mine, null));
        Q.put(new Request(mine, null));
        Request r = Q.take();
        r.future.complete();
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(TakenTwice::work);
      Thread b = new Thread(TakenTwice::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Requests taken out of one queue and put into another, each carrying its maker's promise.
 * Correct: each of two threads puts its request into {@code PENDING}, takes one (its own or
 * the other's) and moves it to {@code DONE}, drains {@code DONE} completing what it polls, then
 * awaits its own promise. Every request is moved before its mover drains, so every promise is
 * completed: no deadlock. The moving site puts either thread's request; the request it puts is
 * the one it took.
 */
public class MovedRequests {
  static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();
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

  /** A request with the promise of its maker. */
  static final class Request {
    final Promise future;

    Request(Promise future) {
      this.future = future;
    }
  }

  static void work() {
    try {
      Promise mine = new Promise();
      PENDING.put(new Request(mine));
      Request r = PENDING.take();
      DONE.add(r);
      Request d;
      while ((d = DONE.poll()) != null) {
        d.future.complete();
      }
      mine.await();
    } catch (InterruptedException e) {
      // not interrupted
    }
  }

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(MovedRequests::work);
    Thread b = new Thread(MovedRequests::work);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /**
   * Bug: each thread puts its request twice, takes one and moves it to {@code DONE}. When both
   * take a's requests, b's promise is never completed and b waits forever.
   */
  public static class Twice {
    static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();
    static final Queue<Request> DONE = new ConcurrentLinkedQueue<>();

    static void work() {
      try {
        Promise mine = new Promise();
        PENDING.put(new Request(mine));
        PENDING.put(new Request(mine));
        Request r = PENDING.take();
        DONE.add(r);
        Request d;
        while ((d = DONE.poll()) != null) {
          d.future.complete();
        }
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(Twice::work);
      Thread b = new Thread(Twice::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Correct: a request taken out of {@code PENDING} is put back into it, then taken again and
   * completed. Both puts back and both second takes happen, so both promises are completed.
   */
  public static class PutBack {
    static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();

    static void work() {
      try {
        Promise mine = new Promise();
        PENDING.put(new Request(mine));
        Request r = PENDING.take();
        PENDING.put(r);
        Request s = PENDING.take();
        s.future.complete();
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(PutBack::work);
      Thread b = new Thread(PutBack::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Bug: a request taken out of {@code PENDING} is put back; the second take is completed only
   * if it is the request taken first. If a takes a's request, puts it back, then takes b's,
   * and b takes a's twice, b's promise is never completed and b waits forever.
   */
  public static class SameAgain {
    static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();

    static void work() {
      try {
        Promise mine = new Promise();
        PENDING.put(new Request(mine));
        Request r = PENDING.take();
        PENDING.put(r);
        Request s = PENDING.take();
        if (s == r) {
          s.future.complete();
        }
        mine.await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(SameAgain::work);
      Thread b = new Thread(SameAgain::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Requests handed over through a queue and read through getters: whoever polls a request
 * completes the promise its getter returns ({@code r.future()}) unless the request's getter
 * says it failed ({@code r.failed()}). Read from a jar, the {@code failed()} getter is inert:
 * one method instance serves both requests, so only the polled request (the queue's element
 * kinds) says whose flag it reads. Correct: thread a queues a request and awaits its promise;
 * thread b queues a failed request and waits for nothing; both serve the queue, and a's request
 * is not failed, so whoever polls it completes a's promise (no deadlock).
 */
public class PinnedGetters {
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

  /** A request with the promise of its maker, and whether it failed. */
  static final class Request {
    private final Promise future;
    boolean failed;

    Request(Promise future) {
      this.future = future;
    }

    Promise future() {
      return future;
    }

    boolean failed() {
      return failed;
    }
  }

  static void serve() {
    Request r;
    while ((r = DONE.poll()) != null) {
      Promise p = r.future();
      if (!r.failed()) {
        p.complete();
      }
    }
  }

  static void awaiting() {
    try {
      Promise mine = new Promise();
      DONE.add(new Request(mine));
      serve();
      mine.await();
    } catch (InterruptedException e) {
      // not interrupted
    }
  }

  static void failing() {
    Request q = new Request(new Promise());
    q.failed = true;
    DONE.add(q);
    serve();
  }

  public static void main(String[] args) throws Exception {
    Thread a = new Thread(PinnedGetters::awaiting);
    Thread b = new Thread(PinnedGetters::failing);
    a.start();
    b.start();
    a.join();
    b.join();
  }
}

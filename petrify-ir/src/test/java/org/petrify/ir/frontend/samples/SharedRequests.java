package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * Two workers run one runnable that makes a request in shared code ({@code submit}, one
 * request object per worker with heap contexts per thread) and waits for it; a completer takes
 * and completes two requests: no deadlock. In {@link One} the completer completes one (a
 * worker waits forever); in {@link Looped} one worker submits twice (a loop in its own code,
 * so its requests stay a summary) and the completer completes two of three.
 */
public class SharedRequests {
  static final class Req {
    private boolean done;

    synchronized void await() throws InterruptedException {
      while (!done) {
        wait();
      }
    }

    synchronized void complete() {
      done = true;
      notifyAll();
    }
  }

  static final class Service {
    final LinkedBlockingQueue<Req> queue = new LinkedBlockingQueue<>();

    Req submit() {
      Req r = new Req();
      queue.add(r);
      return r;
    }

    void completeSome(int n) {
      try {
        for (int i = 0; i < n; i++) {
          queue.take().complete();
        }
      } catch (InterruptedException e) {
        // not interrupted
      }
    }
  }

  static void run(Service s, Runnable first, Runnable second, int completed)
      throws InterruptedException {
    Thread a = new Thread(first, "a");
    Thread b = new Thread(second, "b");
    Thread c = new Thread(() -> s.completeSome(completed), "c");
    a.start();
    b.start();
    c.start();
    a.join();
    b.join();
    c.join();
  }

  static Runnable user(Service s, int times) {
    return () -> {
      try {
        for (int i = 0; i < times; i++) {
          s.submit().await();
        }
      } catch (InterruptedException e) {
        // not interrupted
      }
    };
  }

  public static void main(String[] args) throws InterruptedException {
    Service s = new Service();
    Runnable user = () -> {
      try {
        s.submit().await();
      } catch (InterruptedException e) {
        // not interrupted
      }
    };
    run(s, user, user, 2);
  }

  /** The completer completes one request of two. */
  public static final class One {
    public static void main(String[] args) throws InterruptedException {
      Service s = new Service();
      Runnable user = () -> {
        try {
          s.submit().await();
        } catch (InterruptedException e) {
          // not interrupted
        }
      };
      run(s, user, user, 1);
    }
  }

  /** Worker a submits twice, b once; two of the three are completed. */
  public static final class Looped {
    public static void main(String[] args) throws InterruptedException {
      Service s = new Service();
      run(s, user(s, 2), user(s, 1), 2);
    }
  }
}

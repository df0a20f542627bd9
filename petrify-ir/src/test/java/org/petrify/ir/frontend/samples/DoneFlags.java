package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Promises made in a loop of unknown length (one summary object), published to a watcher
 * thread, whose {@code done} flag is only ever set to true. Here main completes each promise
 * and then awaits it: no deadlock. {@link Listener}: a listener runs after the flag is set and
 * awaits the promise it is handed (no deadlock); {@link Returned}: a helper completes and
 * returns the promise, the caller waits while a getter says it is pending (no deadlock).
 * Deadlocks: {@link Early} runs the listener before the flag is set; {@link Maybe} completes
 * only for long arguments; {@link Reset} clears the flag (so it is no stable flag) before the
 * await.
 */
public class DoneFlags {
  static volatile Promise last;

  static final class Promise {
    private boolean done;
    private final List<Consumer<Promise>> listeners = new ArrayList<>();

    void addListener(Consumer<Promise> l) {
      listeners.add(l);
    }

    void complete() {
      synchronized (this) {
        done = true;
        notifyAll();
      }
      for (Consumer<Promise> l : listeners) {
        l.accept(this);
      }
    }

    void completeLate() {
      for (Consumer<Promise> l : listeners) {
        l.accept(this);
      }
      synchronized (this) {
        done = true;
        notifyAll();
      }
    }

    synchronized void reset() {
      done = false;
    }

    synchronized boolean isDone() {
      return done;
    }

    synchronized void await() {
      while (!done) {
        try {
          wait();
        } catch (InterruptedException e) {
          // not interrupted
        }
      }
    }
  }

  static Promise make() {
    Promise p = new Promise();
    last = p;
    return p;
  }

  static Thread watcher() {
    Thread w = new Thread(() -> {
      Promise p = last;
    });
    w.start();
    return w;
  }

  public static void main(String[] args) throws InterruptedException {
    Thread w = watcher();
    for (String a : args) {
      Promise p = make();
      p.complete();
      p.await();
    }
    w.join();
  }

  /** A listener awaits the promise it is called back with, after the flag is set. */
  public static final class Listener {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        p.complete();
      }
      w.join();
    }
  }

  /** A helper completes and returns the promise; the caller waits while it is pending. */
  public static final class Returned {
    static Promise fire() {
      Promise p = make();
      p.complete();
      return p;
    }

    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = fire();
        if (!p.isDone()) {
          p.await();
        }
      }
      w.join();
    }
  }

  /** The listener runs before the flag is set: it waits forever. */
  public static final class Early {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        p.completeLate();
      }
      w.join();
    }
  }

  /** The promise is completed only for long arguments. */
  public static final class Maybe {
    static void maybe(Promise p, String a) {
      if (a.length() > 3) {
        p.complete();
      }
    }

    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        maybe(p, a);
        p.await();
      }
      w.join();
    }
  }

  /** The flag is cleared after completion, so it is not stable: the await waits forever. */
  public static final class Reset {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.complete();
        p.reset();
        p.await();
      }
      w.join();
    }
  }
}

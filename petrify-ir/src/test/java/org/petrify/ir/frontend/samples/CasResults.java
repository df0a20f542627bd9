package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;

/**
 * Promises made in a loop of unknown length (one summary object), published to a watcher
 * thread, whose {@code result} only a field updater's compare-and-set writes: from
 * {@code null} or the marker {@code UNCANCELLABLE} (not done) to {@code SUCCESS} (done), as
 * netty's {@code DefaultPromise} does. A listener runs after a successful completion and
 * awaits the promise it is handed: no deadlock (also with a method reference as the
 * listener, {@link Ref}). Deadlocks: {@link Early} and {@link RefEarly} run the listener
 * before the compare-and-set; {@link NotDone} "completes" with the not-done marker; {@link Reset} also
 * sets the result back to {@code null}; {@link Back} compare-and-sets it from {@code SUCCESS}
 * back to {@code null}.
 */
public class CasResults {
  static volatile Promise last;

  static final Object SUCCESS = new Object();
  static final Object UNCANCELLABLE = new Object();

  static final class Promise {
    private static final AtomicReferenceFieldUpdater<Promise, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Promise.class, Object.class, "result");
    private volatile Object result;
    private final List<Consumer<Promise>> listeners = new ArrayList<>();

    void addListener(Consumer<Promise> l) {
      listeners.add(l);
    }

    boolean setUncancellable() {
      return RESULT.compareAndSet(this, null, UNCANCELLABLE);
    }

    void complete() {
      if (RESULT.compareAndSet(this, null, SUCCESS)
          || RESULT.compareAndSet(this, UNCANCELLABLE, SUCCESS)) {
        synchronized (this) {
          notifyAll();
        }
        for (Consumer<Promise> l : listeners) {
          l.accept(this);
        }
      }
    }

    void completeLate() {
      for (Consumer<Promise> l : listeners) {
        l.accept(this);
      }
      if (RESULT.compareAndSet(this, null, SUCCESS)) {
        synchronized (this) {
          notifyAll();
        }
      }
    }

    void completeNotDone() {
      if (RESULT.compareAndSet(this, null, UNCANCELLABLE)) {
        for (Consumer<Promise> l : listeners) {
          l.accept(this);
        }
      }
    }

    void reset() {
      RESULT.set(this, null);
    }

    void back() {
      RESULT.compareAndSet(this, SUCCESS, null);
    }

    static boolean isDone0(Object r) {
      return r != null && r != UNCANCELLABLE;
    }

    void await() {
      Object r = result;
      if (isDone0(r)) {
        return;
      }
      synchronized (this) {
        while (!isDone0(result)) {
          try {
            wait();
          } catch (InterruptedException e) {
            // not interrupted
          }
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
      p.setUncancellable();
      p.addListener(q -> q.await());
      p.complete();
    }
    w.join();
  }

  /** The listener is a method reference: the promise it is handed is its receiver. */
  public static final class Ref {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(Promise::await);
        p.complete();
      }
      w.join();
    }
  }

  /** A method reference listener runs before the compare-and-set: it waits forever. */
  public static final class RefEarly {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(Promise::await);
        p.completeLate();
      }
      w.join();
    }
  }

  /** The listener runs before the compare-and-set: it waits forever. */
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

  /** The listener runs after a compare-and-set to the not-done marker: it waits forever. */
  public static final class NotDone {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        p.completeNotDone();
      }
      w.join();
    }
  }

  /** Another promise's result is set back to null: no value is absorbing. */
  public static final class Reset {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        p.complete();
        p.reset();
        p.await();
      }
      w.join();
    }
  }

  /** A compare-and-set from the done value back to null: the await after it waits forever. */
  public static final class Back {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        p.complete();
        p.back();
        p.await();
      }
      w.join();
    }
  }
}

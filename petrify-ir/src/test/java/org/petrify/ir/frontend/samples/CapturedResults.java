package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;

/**
 * Promises as netty's {@code DefaultPromise} makes them (one summary object, published to a
 * watcher thread): {@code result} moves by compare-and-set from {@code null} or
 * {@code UNCANCELLABLE} (not done) to {@code SUCCESS}; the listeners run through an anonymous
 * {@code Runnable} that captures the promise, after a successful completion, or at once when a
 * listener is added to a promise whose {@code isDone()} is true. Each listener awaits the
 * promise it is handed: no deadlock. Deadlocks: {@link Early} runs the captured notification
 * before the compare-and-set; {@link MarkerDone} adds a listener when {@code isDone()} only
 * excludes {@code null}, after {@code setUncancellable}; {@link NotDone} notifies when
 * {@code isDone()} is false; {@link Reassigned} runs a task whose captured promise field is
 * also written with a promise never completed.
 */
public class CapturedResults {
  static volatile Promise last;

  static final Object SUCCESS = new Object();
  static final Object UNCANCELLABLE = new Object();

  /** Runs a task at once. */
  static final class Exec {
    static void execute(Runnable r) {
      r.run();
    }
  }

  static final class Promise {
    private static final AtomicReferenceFieldUpdater<Promise, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Promise.class, Object.class, "result");
    private volatile Object result;
    private final List<Consumer<Promise>> listeners = new ArrayList<>();

    void addListener(Consumer<Promise> l) {
      synchronized (this) {
        listeners.add(l);
      }
      if (isDone()) {
        notifyListeners();
      }
    }

    void addListenerLoose(Consumer<Promise> l) {
      synchronized (this) {
        listeners.add(l);
      }
      if (isSet()) {
        notifyListeners();
      }
    }

    void addListenerWrong(Consumer<Promise> l) {
      synchronized (this) {
        listeners.add(l);
      }
      if (!isDone()) {
        notifyListeners();
      }
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
        notifyListeners();
      }
    }

    void completeLate() {
      notifyListeners();
      if (RESULT.compareAndSet(this, null, SUCCESS)) {
        synchronized (this) {
          notifyAll();
        }
      }
    }

    private void notifyListeners() {
      Exec.execute(new Runnable() {
        @Override
        public void run() {
          notifyNow();
        }
      });
    }

    private void notifyNow() {
      for (Consumer<Promise> l : listeners) {
        l.accept(this);
      }
    }

    boolean isDone() {
      return isDone0(result);
    }

    boolean isSet() {
      return result != null;
    }

    static boolean isDone0(Object r) {
      return r != null && r != UNCANCELLABLE;
    }

    void await() {
      if (isDone()) {
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
      p.addListener(q -> q.await());
    }
    w.join();
  }

  /** The captured notification runs before the compare-and-set: the listener waits forever. */
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

  /** {@code isSet()} is true for the not-done marker: the listener waits forever. */
  public static final class MarkerDone {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.setUncancellable();
        p.addListenerLoose(q -> q.await());
      }
      w.join();
    }
  }

  /** The listener runs when the promise is not done: it waits forever. */
  public static final class NotDone {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListenerWrong(q -> q.await());
      }
      w.join();
    }
  }

  /** A task holding a promise in a field written twice, once with a promise never done. */
  static final class Notify implements Runnable {
    Promise target;

    Notify(Promise p) {
      target = p;
    }

    @Override
    public void run() {
      target.notifyNow();
    }
  }

  /** The second write of the task's field stores a fresh promise: its listener waits forever. */
  public static final class Reassigned {
    public static void main(String[] args) throws InterruptedException {
      Thread w = watcher();
      for (String a : args) {
        Promise p = make();
        p.addListener(q -> q.await());
        if (p.isDone()) {
          Notify n = new Notify(p);
          Promise fresh = make();
          fresh.addListener(q -> q.await());
          n.target = fresh;
          Exec.execute(n);
        }
      }
      w.join();
    }
  }
}

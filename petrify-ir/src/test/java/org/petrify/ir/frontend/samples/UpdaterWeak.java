package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * A reference field set by a {@code weakCompareAndSet} of its updater (which may fail
 * spuriously, not modelled): the field stays untracked.
 */
public class UpdaterWeak {
  static final AtomicReferenceFieldUpdater<UpdaterWeak, Object> REF =
      AtomicReferenceFieldUpdater.newUpdater(UpdaterWeak.class, Object.class, "ref");
  private volatile Object ref;

  public static void main(String[] args) throws InterruptedException {
    UpdaterWeak w = new UpdaterWeak();
    Thread t = new Thread(() -> {
      REF.weakCompareAndSet(w, null, new Object());
      synchronized (w) {
        w.notifyAll();
      }
    });
    t.start();
    synchronized (w) {
      while (w.ref == null) {
        w.wait();
      }
    }
    t.join();
  }
}

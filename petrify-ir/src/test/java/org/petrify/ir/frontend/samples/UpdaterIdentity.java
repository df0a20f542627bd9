package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * A reference stored through a field updater is later compared by identity with the object
 * stored: the points-to set of the field must contain it (else the comparison would be decided
 * "different" and the deadlock behind it missed). Main deadlocks when it finds its object.
 */
public class UpdaterIdentity {
  static final AtomicReferenceFieldUpdater<UpdaterIdentity, Object> REF =
      AtomicReferenceFieldUpdater.newUpdater(UpdaterIdentity.class, Object.class, "ref");
  volatile Object ref;

  public static void main(String[] args) throws InterruptedException {
    UpdaterIdentity u = new UpdaterIdentity();
    Object mine = new Object();
    Object lock = new Object();
    u.ref = new Object();
    REF.set(u, mine);
    Object r = u.ref;
    if (r == mine) {
      synchronized (lock) {
        lock.wait();
      }
    }
  }
}

package org.petrify.ir.frontend.samples;

/**
 * Identity comparisons decided by points-to sets: {@code open} proceeds only for the gate's
 * owner ({@code g.owner != this}); main opens {@code first} through its owner and asks the
 * wrong owner to open {@code second}, which the waiter does not wait for. No deadlock.
 */
public class GuardIdentity {
  static final class Gate {
    final Object owner;
    boolean open;

    Gate(Object owner) {
      this.owner = owner;
    }
  }

  synchronized boolean open(Gate g) {
    if (g.owner != this) {
      return false;
    }
    g.open = true;
    notifyAll();
    return true;
  }

  synchronized void await(Gate g) throws InterruptedException {
    while (!g.open) {
      wait();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    GuardIdentity owner = new GuardIdentity();
    GuardIdentity other = new GuardIdentity();
    Gate first = new Gate(owner);
    Gate second = new Gate(owner);
    Thread t = new Thread(() -> {
      try {
        owner.await(first);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    t.start();
    other.open(second);
    owner.open(first);
    t.join();
  }
}

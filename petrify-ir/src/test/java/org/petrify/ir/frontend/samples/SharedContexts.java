package org.petrify.ir.frontend.samples;

/**
 * Two workers, each calls {@link Worker#step} on its own receiver (two contexts of step). The
 * step locks a shared static lock (the two contexts translate alike) and its receiver (the two
 * contexts lock different objects).
 */
public class SharedContexts {
  static final Object SHARED = new Object();
  static int count;

  static class Worker {
    void shared() {
      synchronized (SHARED) {
        count++;
      }
    }

    void own() {
      synchronized (this) {
        count++;
      }
    }
  }

  public static void main(String[] args) {
    Worker a = new Worker();
    Worker b = new Worker();
    a.shared();
    b.shared();
    a.own();
    b.own();
  }
}

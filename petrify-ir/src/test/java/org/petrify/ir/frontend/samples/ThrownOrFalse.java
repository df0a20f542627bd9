package org.petrify.ir.frontend.samples;

/**
 * A gate's {@code tryPass} throws once the gate is closed and otherwise returns whether a
 * permit is free (here never); main's handler waits on a monitor nobody notifies. The gate is
 * never closed, so {@code tryPass} returns {@code false} and never throws: no deadlock, and
 * the model must not take the {@code false} return, which leaves the result variant by its
 * exceptional exit, for a throw.
 */
public class ThrownOrFalse {
  static final Object lock = new Object();
  static final Gate gate = new Gate();

  static final class Gate {
    boolean closed;
    boolean free;

    void close() {
      closed = true;
    }

    boolean tryPass() {
      if (closed) {
        throw new IllegalStateException("closed");
      }
      return free;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    try {
      if (!gate.tryPass()) {
        System.out.println("no permit");
      }
    } catch (IllegalStateException e) {
      synchronized (lock) {
        lock.wait();
      }
    }
  }
}

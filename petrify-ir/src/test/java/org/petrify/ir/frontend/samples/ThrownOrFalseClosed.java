package org.petrify.ir.frontend.samples;

/**
 * {@link ThrownOrFalse} with the gate closed first: {@code tryPass} throws and main's handler
 * waits forever on a monitor nobody notifies, a deadlock the thrown flag must keep.
 */
public class ThrownOrFalseClosed {
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
    gate.close();
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

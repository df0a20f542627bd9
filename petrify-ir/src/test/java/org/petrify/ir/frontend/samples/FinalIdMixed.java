package org.petrify.ir.frontend.samples;

/**
 * Twin of {@link FinalIdDelegated} where one snapshot is {@code STOPPED}: a local that may hold
 * either snapshot has no single value, and the worker given the stopped one takes {@code B}
 * first: a deadlock.
 */
public class FinalIdMixed {
  enum State { NEW, RUNNING, STOPPED }

  static final Object A = new Object();
  static final Object B = new Object();

  static final class Snapshot {
    final State state;

    Snapshot(State state) {
      this.state = state;
    }
  }

  static Snapshot current;

  static void work() {
    Snapshot s = current;
    if (s.state != State.RUNNING) {
      synchronized (B) {
        synchronized (A) {
          System.out.print("");
        }
      }
    } else {
      synchronized (A) {
        synchronized (B) {
          System.out.print("");
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    current = new Snapshot(State.RUNNING);
    Thread t = new Thread(FinalIdMixed::work);
    t.start();
    current = new Snapshot(State.STOPPED);
    work();
    t.join();
  }
}

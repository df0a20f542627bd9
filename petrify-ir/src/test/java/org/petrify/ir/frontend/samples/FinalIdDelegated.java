package org.petrify.ir.frontend.samples;

/**
 * An enum state set through a delegating constructor ({@code this(state, false)}) and held in
 * an immutable object: the worker's order depends on it, and both snapshots say
 * {@code RUNNING}, so both threads take {@code A} first: no deadlock.
 */
public class FinalIdDelegated {
  enum State { NEW, RUNNING, STOPPED }

  static final Object A = new Object();
  static final Object B = new Object();

  static final class Snapshot {
    final State state;
    final boolean stopping;

    Snapshot(State state) {
      this(state, false);
    }

    Snapshot(State state, boolean stopping) {
      this.state = state;
      this.stopping = stopping;
    }
  }

  static void work(Snapshot s) {
    if (s.state != State.RUNNING || s.stopping) {
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
    Snapshot s1 = new Snapshot(State.RUNNING);
    Snapshot s2 = new Snapshot(State.RUNNING, false);
    Thread t = new Thread(() -> work(s1));
    t.start();
    work(s2);
    t.join();
  }
}

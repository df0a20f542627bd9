package org.petrify.ir.frontend.samples;

/**
 * A state machine whose states are singletons compared by identity: the worker moves
 * {@code IDLE → RUNNING → DONE} and notifies; the waiter waits while {@code state != DONE}.
 * No deadlock, provable only if {@code state}'s domain names the three singletons.
 */
public class SingletonState {
  static final Object IDLE = new Object();
  static final Object RUNNING = new Object();
  static final Object DONE = new Object();

  Object state = IDLE;

  synchronized void move(Object next) {
    state = next;
    notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    SingletonState s = new SingletonState();
    Thread worker = new Thread(() -> {
      synchronized (s) {
        s.state = RUNNING;
      }
      synchronized (s) {
        s.state = DONE;
        s.notifyAll();
      }
    });
    worker.start();
    synchronized (s) {
      while (s.state != DONE) {
        s.wait();
      }
    }
    worker.join();
  }
}

package org.petrify.ir.frontend.samples;

/**
 * Twin of {@link SingletonState} whose worker stops at {@code RUNNING}: the waiter waits for
 * {@code DONE} forever (a real deadlock, which naming the singletons must not hide).
 */
public class SingletonStateWrong {
  static final Object IDLE = new Object();
  static final Object RUNNING = new Object();
  static final Object DONE = new Object();

  Object state = IDLE;

  public static void main(String[] args) throws InterruptedException {
    SingletonStateWrong s = new SingletonStateWrong();
    Thread worker = new Thread(() -> {
      synchronized (s) {
        s.state = RUNNING;
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

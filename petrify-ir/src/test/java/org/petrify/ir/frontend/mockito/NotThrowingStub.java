package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.doNothing;
import static org.mockito.Mockito.mock;

import java.util.concurrent.locks.ReentrantLock;

/** The twin of {@link ThrowingStub} whose stub does nothing: the worker always unlocks. */
public class NotThrowingStub {
  public static void main(String[] args) throws InterruptedException {
    ReentrantLock lock = new ReentrantLock();
    Listener listener = mock(Listener.class);
    doNothing().when(listener).onEvent();
    Thread worker = new Thread(() -> {
      try {
        lock.lock();
        listener.onEvent();
        lock.unlock();
      } catch (IllegalStateException e) {
        // the lock stays taken
      }
    });
    worker.start();
    worker.join();
    lock.lock();
    lock.unlock();
  }
}

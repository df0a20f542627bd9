package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;

import java.util.concurrent.locks.ReentrantLock;

/**
 * A stub that throws skips the worker's unlock (no finally): the worker ends holding the lock
 * and main blocks for ever on it. Found only if the stubbed call may throw in the model.
 */
public class ThrowingStub {
  public static void main(String[] args) throws InterruptedException {
    ReentrantLock lock = new ReentrantLock();
    Listener listener = mock(Listener.class);
    doThrow(new IllegalStateException()).when(listener).onEvent();
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

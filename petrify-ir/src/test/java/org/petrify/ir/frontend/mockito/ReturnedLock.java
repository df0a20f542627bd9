package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

/**
 * A stubbed method returns a shared object that both threads lock, in opposite orders with
 * another lock: a deadlock only if thenReturn's value reaches the worker's synchronized block.
 */
public class ReturnedLock {
  public static void main(String[] args) throws InterruptedException {
    Listener registry = mock(Listener.class);
    Object shared = new Object();
    Object other = new Object();
    when(registry.lockFor(anyString())).thenReturn(shared);
    Thread worker = new Thread(() -> {
      synchronized (registry.lockFor("x")) {
        synchronized (other) {
          registry.onEvent();
        }
      }
    });
    worker.start();
    synchronized (other) {
      synchronized (shared) {
        registry.onEvent();
      }
    }
    worker.join();
  }
}

package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;

/** The fixed twin of {@link ReturnedLock} (stubbed with doReturn): both threads take the shared lock first. */
public class ReturnedLockOrdered {
  public static void main(String[] args) throws InterruptedException {
    Listener registry = mock(Listener.class);
    Object shared = new Object();
    Object other = new Object();
    doReturn(shared).when(registry).lockFor(anyString());
    Thread worker = new Thread(() -> {
      synchronized (registry.lockFor("x")) {
        synchronized (other) {
          registry.onEvent();
        }
      }
    });
    worker.start();
    synchronized (shared) {
      synchronized (other) {
        registry.onEvent();
      }
    }
    worker.join();
  }
}

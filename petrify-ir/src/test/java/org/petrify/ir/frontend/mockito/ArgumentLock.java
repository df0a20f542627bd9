package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;

/**
 * An answer locks the argument of the mocked call (InvocationOnMock.getArgument): main holds A
 * and passes B, the worker holds B and then takes A.
 */
public class ArgumentLock {
  static final Object A = new Object();
  static final Object B = new Object();

  public static void main(String[] args) throws InterruptedException {
    Listener listener = mock(Listener.class);
    doAnswer(inv -> {
      Object target = inv.getArgument(0);
      synchronized (target) {
        return null;
      }
    }).when(listener).accept(any());
    Thread worker = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          listener.onEvent();
        }
      }
    });
    worker.start();
    synchronized (A) {
      listener.accept(B);
    }
    worker.join();
  }
}

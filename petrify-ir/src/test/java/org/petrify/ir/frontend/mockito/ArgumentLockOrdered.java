package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;

/** The fixed twin of {@link ArgumentLock}: main passes A itself (a reentrant lock). */
public class ArgumentLockOrdered {
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
      listener.accept(A);
    }
    worker.join();
  }
}

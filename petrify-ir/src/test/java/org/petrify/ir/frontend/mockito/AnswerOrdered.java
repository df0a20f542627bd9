package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/** The fixed twin of {@link AnswerDeadlock}: the worker takes A before it calls the mock. */
public class AnswerOrdered {
  static final Object A = new Object();
  static final Object B = new Object();

  public static void main(String[] args) throws InterruptedException {
    Listener first = mock(Listener.class);
    Listener second = mock(Listener.class);
    doAnswer(inv -> {
      synchronized (B) {
        return null;
      }
    }).when(first).onEvent();
    when(second.compute(anyInt())).thenAnswer(inv -> {
      synchronized (B) {
        return 1;
      }
    });
    Thread worker = new Thread(() -> {
      synchronized (A) {
        second.compute(3);
      }
    });
    worker.start();
    synchronized (A) {
      first.onEvent();
    }
    worker.join();
    verify(first).onEvent();
  }
}

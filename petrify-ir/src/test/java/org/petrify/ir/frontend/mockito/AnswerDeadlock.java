package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/**
 * Lock-order deadlock through mocks' answers: the main thread holds A and calls the mock, whose
 * doAnswer takes B; the worker holds B and calls another mock whose thenAnswer takes A.
 */
public class AnswerDeadlock {
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
      synchronized (A) {
        return 1;
      }
    });
    Thread worker = new Thread(() -> {
      synchronized (B) {
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

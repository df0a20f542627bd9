package org.petrify.ir.frontend.mockito;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willAnswer;
import static org.mockito.Mockito.lenient;
import static org.mockito.Mockito.mock;

/**
 * {@link AnswerDeadlock} with BDD stubbing ({@code willAnswer(..).given(mock)}) and a lenient
 * {@code when}: the answers still run where the mocks are called.
 */
public class LenientBdd {
  static final Object A = new Object();
  static final Object B = new Object();

  public static void main(String[] args) throws InterruptedException {
    Listener first = mock(Listener.class);
    Listener second = mock(Listener.class);
    willAnswer(inv -> {
      synchronized (B) {
        return null;
      }
    }).given(first).onEvent();
    lenient().when(second.compute(anyInt())).thenAnswer(inv -> {
      synchronized (A) {
        return 1;
      }
    });
    given(second.lockFor("x")).willReturn(A);
    Thread worker = new Thread(() -> {
      synchronized (B) {
        second.compute(3);
      }
    });
    worker.start();
    synchronized (second.lockFor("x")) {
      first.onEvent();
    }
    worker.join();
  }
}

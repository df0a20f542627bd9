package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;

/**
 * Mocks made by a generic helper ({@code mock(type)} with a Class parameter): the mock's class
 * comes from the Class objects the parameter points to. Same deadlock as
 * {@link AnswerDeadlock}.
 */
public class HelperMock {
  static final Object A = new Object();
  static final Object B = new Object();

  static <T> T create(Class<T> type) {
    return mock(type);
  }

  public static void main(String[] args) throws InterruptedException {
    Listener listener = create(Listener.class);
    doAnswer(inv -> {
      synchronized (B) {
        return null;
      }
    }).when(listener).onEvent();
    Thread worker = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          listener.compute(1);
        }
      }
    });
    worker.start();
    synchronized (A) {
      listener.onEvent();
    }
    worker.join();
  }
}

package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.doAnswer;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.Mock;
import org.mockito.junit.MockitoJUnitRunner;

/** A JUnit 4 test run by MockitoJUnitRunner: its @Mock field is a mock (analysed, not run). */
@RunWith(MockitoJUnitRunner.class)
public class RunnerCase {
  static final Object A = new Object();
  static final Object B = new Object();
  @Mock Listener listener;

  @Test
  public void deadlocks() throws InterruptedException {
    doAnswer(inv -> {
      synchronized (B) {
        return null;
      }
    }).when(listener).onEvent();
    Thread other = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          listener.compute(1);
        }
      }
    });
    other.start();
    synchronized (A) {
      listener.onEvent();
    }
    other.join();
  }
}

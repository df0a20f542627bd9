package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.doAnswer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

/**
 * A JUnit 5 test with MockitoExtension: the worker (built by @InjectMocks around the @Mock
 * listener) calls the listener holding its own lock, and the listener's answer takes GATE; in
 * {@code deadlocks} another thread holds GATE and calls the worker. Not run by the build (the
 * name does not end in Test): it is analysed as the program.
 */
@ExtendWith(MockitoExtension.class)
public class ExtensionCase {
  static final Object GATE = new Object();
  @Mock Listener listener;
  @InjectMocks Worker worker;

  @Test
  void deadlocks() throws InterruptedException {
    doAnswer(inv -> {
      synchronized (GATE) {
        return null;
      }
    }).when(listener).onEvent();
    Thread other = new Thread(() -> {
      synchronized (GATE) {
        worker.work();
      }
    });
    other.start();
    worker.work();
    other.join();
  }

  @Test
  void ordered() throws InterruptedException {
    doAnswer(inv -> {
      synchronized (GATE) {
        return null;
      }
    }).when(listener).onEvent();
    Thread other = new Thread(() -> worker.work());
    other.start();
    worker.work();
    other.join();
  }
}

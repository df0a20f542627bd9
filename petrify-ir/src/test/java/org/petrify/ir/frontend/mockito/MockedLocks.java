package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import java.util.concurrent.locks.Lock;

/**
 * Mocked locks and a mocked thread do nothing: two threads take two mocked locks in opposite
 * orders (no deadlock: a mock's lock() returns at once), join a mocked thread (returns at
 * once), and verify calls do nothing.
 */
public class MockedLocks {
  public static void main(String[] args) throws InterruptedException {
    Lock first = mock(Lock.class);
    Lock second = mock(Lock.class);
    Thread never = mock(Thread.class);
    Listener listener = mock(Listener.class);
    Thread worker = new Thread(() -> {
      second.lock();
      first.lock();
      listener.onEvent();
      first.unlock();
      second.unlock();
    });
    worker.start();
    first.lock();
    second.lock();
    listener.compute(listener.compute(1));
    second.unlock();
    first.unlock();
    never.start();
    never.join();
    worker.join();
    verify(first, times(1)).lock();
    verify(listener, never()).lockFor("x");
  }
}

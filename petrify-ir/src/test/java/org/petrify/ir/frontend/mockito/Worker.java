package org.petrify.ir.frontend.mockito;

/** A class under test that calls its listener under its own lock (for @InjectMocks). */
public class Worker {
  private final Listener listener;

  public Worker(Listener listener) {
    this.listener = listener;
  }

  public synchronized void work() {
    listener.onEvent();
  }
}

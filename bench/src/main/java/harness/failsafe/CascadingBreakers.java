package harness.failsafe;

import dev.failsafe.CircuitBreaker;

/**
 * Correct use of Failsafe 3.3.2 circuit breakers that trip each other: each breaker's {@code
 * onOpen} listener records a failure on the other. The listener runs while the thread holds
 * the monitor of the breaker's closed state ({@code CircuitState.recordFailure} and {@code
 * ClosedState.checkThreshold} are {@code synchronized} and call {@code transitionTo}, which
 * calls the listener; checked in the bytecode). No deadlock: {@code transitionTo} replaces the
 * breaker's state object (an {@code AtomicReference}) before it calls the listener, so the
 * other thread's nested {@code recordFailure} reads the new open state and locks that one. If
 * {@code fails-x} held x's closed state while waiting for y's, it read y's state before {@code
 * fails-y} opened y, after opening x itself; then {@code fails-y}, which opened y before
 * reading x's state, read it after x was opened: the open state, not the one held.
 */
public class CascadingBreakers {
  static CircuitBreaker<Object> x;
  static CircuitBreaker<Object> y;

  public static void main(String[] args) throws Exception {
    x = CircuitBreaker.builder().withFailureThreshold(1).onOpen(e -> {
      pause(200);
      y.recordFailure();
    }).build();
    y = CircuitBreaker.builder().withFailureThreshold(1).onOpen(e -> {
      pause(200);
      x.recordFailure();
    }).build();
    Thread failsX = new Thread(() -> x.recordFailure(), "fails-x");
    Thread failsY = new Thread(() -> y.recordFailure(), "fails-y");
    failsX.start();
    failsY.start();
    failsX.join();
    failsY.join();
    System.out.println(x.getState() + " " + y.getState());
  }

  static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Main holds {@code lock} around a parallel stream whose function takes {@code lock}: a
 * common-pool worker blocks on it while main waits for the worker (hangs on the JVM).
 */
public class ParallelStreamHeld {
  static final Object lock = new Object();
  static final List<Integer> items = new ArrayList<>(List.of(1, 2, 3, 4));
  static int sum;

  public static void main(String[] args) {
    synchronized (lock) {
      items.parallelStream().map(x -> x + 1).forEach(x -> {
        synchronized (lock) {
          sum += x;
        }
      });
    }
  }
}

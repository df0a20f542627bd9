package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** Twin of {@link ParallelStreamHeld}: main takes the lock only after the stream. */
public class ParallelStreamFree {
  static final Object lock = new Object();
  static final List<Integer> items = new ArrayList<>(List.of(1, 2, 3, 4));
  static int sum;

  public static void main(String[] args) {
    items.parallelStream().forEach(x -> {
      synchronized (lock) {
        sum += x;
      }
    });
    int squares = IntStream.range(0, 10).parallel().map(i -> i * i).sum();
    synchronized (lock) {
      sum += squares;
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Functions handed to library methods that run them in the caller: a stream filter and a
 * collector function that take {@code b} run in t1 (holding {@code a}); a merge function and
 * an {@code Optional.ifPresent} action that take {@code a} run in t2 (holding {@code b}).
 */
public class CallerRuns {
  static final Object a = new Object();
  static final Object b = new Object();
  static final List<String> items = new ArrayList<>(List.of("x", "y"));
  static final Map<String, Integer> counts = new HashMap<>();

  static boolean takeB(String s) {
    synchronized (b) {
      return !s.isEmpty();
    }
  }

  static int takeA(int x, int y) {
    synchronized (a) {
      return x + y;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t1 = new Thread(() -> {
      synchronized (a) {
        List<String> kept = items.stream().filter(CallerRuns::takeB)
            .collect(Collectors.toList());
        kept.removeIf(String::isEmpty);
      }
    });
    Thread t2 = new Thread(() -> {
      synchronized (b) {
        counts.merge("x", 1, CallerRuns::takeA);
        Optional.of("x").ifPresent(s -> takeA(1, 2));
      }
    });
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}

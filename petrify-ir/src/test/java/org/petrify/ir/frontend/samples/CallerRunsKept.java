package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Calls whose functions the caller-runs rule cannot all account for: each keeps its caveat. */
public class CallerRunsKept {
  static final List<String> items = new ArrayList<>(List.of("x", "y"));
  static final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
  static int n;

  static boolean check(String s) {
    return !s.isEmpty();
  }

  public static void main(String[] args) {
    // sequential stream over a plain filter: no caveat
    n += (int) items.stream().filter(CallerRunsKept::check).count();
    // a method reference to a JDK method that may block
    items.forEach(queue::add);
    items.forEach(s -> n++);
    // a view of a synchronized list: forEach runs under the wrapped list's lock
    Collections.unmodifiableList(Collections.synchronizedList(items)).forEach(s -> n++);
  }
}

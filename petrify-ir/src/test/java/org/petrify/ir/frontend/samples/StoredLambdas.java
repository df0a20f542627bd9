package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Lambdas stored as elements of JDK containers ({@code add}, {@code put}, {@code push}): never
 * called by the container. A comparator lambda given to a {@code TreeSet} is called by it.
 */
public class StoredLambdas {
  static final Object lock = new Object();
  static int n;

  public static void main(String[] args) {
    List<Runnable> jobs = new ArrayList<>();
    jobs.add(() -> n++);
    Map<String, Runnable> named = new HashMap<>();
    named.put("a", () -> n++);
    ArrayDeque<Runnable> stack = new ArrayDeque<>();
    stack.push(() -> n++);
    TreeSet<String> sorted = new TreeSet<>((x, y) -> {
      synchronized (lock) {
        return x.compareTo(y);
      }
    });
    sorted.add("x");
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Two synchronized lists, each added to the other on its own thread: {@code a.addAll(b)} holds
 * {@code a}'s mutex while it calls {@code b.toArray()}, which takes {@code b}'s; the other
 * thread does the converse (a deadlock). {@link Ordered}: both threads add {@code b} to
 * {@code a} (one lock order, no deadlock).
 */
public class SyncListAddAll {
  public static void main(String[] args) throws InterruptedException {
    List<String> a = Collections.synchronizedList(new ArrayList<>());
    List<String> b = Collections.synchronizedList(new ArrayList<>());
    a.add("a");
    b.add("b");
    Thread t1 = new Thread(() -> a.addAll(b));
    Thread t2 = new Thread(() -> b.addAll(a));
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  /** The same lists, one lock order. */
  public static class Ordered {
    public static void main(String[] args) throws InterruptedException {
      List<String> a = Collections.synchronizedList(new ArrayList<>());
      List<String> b = Collections.synchronizedList(new ArrayList<>());
      a.add("a");
      b.add("b");
      Thread t1 = new Thread(() -> a.addAll(b));
      Thread t2 = new Thread(() -> a.addAll(b));
      t1.start();
      t2.start();
      t1.join();
      t2.join();
    }
  }
}

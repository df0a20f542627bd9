package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Three compare-and-set retry loops whose expected value is read again before every try: a
 * Treiber push on an {@code AtomicReference} (through a cast), a field updater fed by a direct
 * read of its volatile field, and a {@code weakCompareAndSetVolatile} counter. Two threads run
 * all three; the JVM prints 4 4 4 and exits.
 */
public class CasRetryShapes {
  static final class Node {
    final Node next;

    Node(Node next) {
      this.next = next;
    }
  }

  static final AtomicReference<Node> TOP = new AtomicReference<>();
  static final AtomicInteger WEAK = new AtomicInteger();
  static final AtomicIntegerFieldUpdater<CasRetryShapes> COUNT =
      AtomicIntegerFieldUpdater.newUpdater(CasRetryShapes.class, "count");
  static final CasRetryShapes SHARED = new CasRetryShapes();
  volatile int count;

  static void push() {
    Node h;
    Node n;
    do {
      h = TOP.get();
      n = new Node(h);
    } while (!TOP.compareAndSet(h, n));
  }

  void increment() {
    int v;
    do {
      v = count;
    } while (!COUNT.compareAndSet(this, v, v + 1));
  }

  static void weakIncrement() {
    int v;
    do {
      v = WEAK.get();
    } while (!WEAK.weakCompareAndSetVolatile(v, v + 1));
  }

  static void work() {
    for (int i = 0; i < 2; i++) {
      push();
      SHARED.increment();
      weakIncrement();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(CasRetryShapes::work);
    Thread b = new Thread(CasRetryShapes::work);
    a.start();
    b.start();
    a.join();
    b.join();
    int pushed = 0;
    for (Node n = TOP.get(); n != null; n = n.next) {
      pushed++;
    }
    System.out.println(pushed + " " + SHARED.count + " " + WEAK.get());
  }
}

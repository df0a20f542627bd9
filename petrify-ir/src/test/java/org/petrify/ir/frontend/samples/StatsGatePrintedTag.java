package org.petrify.ir.frontend.samples;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * {@link StatsGatePrinted} whose printing lambda renders a captured application object whose
 * {@code toString} puts the gate's counter into the ring: a slot's {@code set} may then be the
 * counter's. A deadlock.
 */
public class StatsGatePrintedTag {
  /** Rendered by the printing lambda: its {@code toString} puts the counter into the ring. */
  final class Tag {
    @Override
    public String toString() {
      slots[1] = done;
      return "tag";
    }
  }

  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  final List<WeakReference<Class<?>>> trace = new ArrayList<>();
  private final Object lock = new Object();

  StatsGatePrintedTag() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
    trace.add(new WeakReference<>(StatsGatePrintedTag.class));
  }

  void print(PrintWriter writer) {
    Tag tag = new Tag();
    Consumer<WeakReference<Class<?>>> line = reference -> writer.println(tag);
    trace.forEach(line.andThen(reference -> { }));
  }

  void finish() {
    slots[1].set(-5);
    if (done.incrementAndGet() == PARTIES) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (done.get() < PARTIES) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    StatsGatePrintedTag g = new StatsGatePrintedTag();
    g.print(new PrintWriter(System.out, true));
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}

package org.petrify.ir.frontend.samples;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * {@link StatsGatePrintedTag} whose printing lambda renders its parameter, the elements of a
 * list holding an application object whose {@code toString} puts the gate's counter into the
 * ring: a slot's {@code set} may then be the counter's. A deadlock on the JVM; the rule does
 * not see it (an object the library passes typed {@code Object}, LambdaCalls' one gap), and
 * the unseen lambda stays an UNSOUND library-callback caveat.
 */
public class StatsGatePrintedItems {
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

  StatsGatePrintedItems() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
    trace.add(new WeakReference<>(StatsGatePrintedItems.class));
  }

  void print(PrintWriter writer) {
    List<Object> items = new ArrayList<>();
    items.add(new Tag());
    Consumer<Object> line = item -> writer.println(item);
    items.forEach(line.andThen(item -> { }));
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
    StatsGatePrintedItems g = new StatsGatePrintedItems();
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

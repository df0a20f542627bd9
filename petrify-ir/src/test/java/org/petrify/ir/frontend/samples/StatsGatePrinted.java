package org.petrify.ir.frontend.samples;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * {@link StatsGate} that also hands {@code List.forEach} a lambda the points-to analysis does
 * not follow (composed by the JDK's {@code Consumer.andThen}), printing the referents of a
 * list of weak references to a captured JDK {@code PrintWriter} ({@code
 * writer.println(reference.get())}, the shape of commons-pool2's {@code
 * SecurityManagerCallStack.printStackTrace}). The lambda reaches no program object whose
 * methods run: the gate's counter stays confined, no deadlock.
 */
public class StatsGatePrinted {
  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  final List<WeakReference<Class<?>>> trace = new ArrayList<>();
  private final Object lock = new Object();

  StatsGatePrinted() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
    trace.add(new WeakReference<>(StatsGatePrinted.class));
  }

  void print(PrintWriter writer) {
    Consumer<WeakReference<Class<?>>> line = reference -> writer.println(reference.get());
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
    StatsGatePrinted g = new StatsGatePrinted();
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

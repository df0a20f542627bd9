package org.petrify.ir.frontend.samples;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * {@link StatsGatePrinted} whose captured {@code PrintWriter} wraps an application writer
 * whose {@code write} puts the gate's counter into the ring: a slot's {@code set} may then be
 * the counter's. A deadlock.
 */
public class StatsGatePrintedSink {
  /** The writer the printer wraps: its {@code write} puts the counter into the ring. */
  final class Sink extends java.io.Writer {
    @Override
    public void write(char[] buf, int off, int len) {
      slots[1] = done;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }

  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  final List<WeakReference<Class<?>>> trace = new ArrayList<>();
  private final Object lock = new Object();

  StatsGatePrintedSink() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
    trace.add(new WeakReference<>(StatsGatePrintedSink.class));
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
    StatsGatePrintedSink g = new StatsGatePrintedSink();
    g.print(new PrintWriter(g.new Sink(), true));
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}

package org.petrify.agent;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/** A program for {@link InstrumenterTest}: one of each recorded construct, in a known order. */
public class Sample {
  static int counter;
  static volatile boolean flag;
  final int fixed = 3;
  int plain;
  long wide;
  volatile long wideVolatile;
  final ReentrantLock lock = new ReentrantLock();
  final AtomicInteger atomic = new AtomicInteger();

  synchronized int syncMethod(int x) {
    plain = plain + x;
    return plain;
  }

  synchronized void syncThrows() {
    throw new IllegalStateException("out");
  }

  public static long run() throws InterruptedException {
    Sample s = new Sample();
    counter = s.fixed;
    flag = true;
    s.wide = 1L << 40;
    s.wideVolatile = s.wide + 1;
    long[] longs = new long[2];
    longs[1] = s.wideVolatile;
    int[] ints = new int[3];
    ints[2] = counter + 1;
    synchronized (s) {
      s.plain = ints[2];
    }
    s.syncMethod(5);
    try {
      s.syncThrows();
    } catch (IllegalStateException expected) {
      s.plain++;
    }
    s.lock.lock();
    try {
      s.plain--;
    } finally {
      s.lock.unlock();
    }
    if (s.lock.tryLock()) {
      s.lock.unlock();
    }
    s.atomic.incrementAndGet();
    synchronized (s) {
      s.wait(1);
      s.notifyAll();
    }
    Thread worker = new Thread(() -> counter++);
    worker.start();
    worker.join();
    boolean seen = flag;
    return s.plain + s.wide + longs[1] + counter + (seen ? 1 : 0) + s.atomic.get();
  }
}

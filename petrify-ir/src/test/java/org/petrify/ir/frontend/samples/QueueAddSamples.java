package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/** {@code add} on bounded queues: it throws {@code IllegalStateException} when the queue is full. */
public final class QueueAddSamples {
  private QueueAddSamples() {}

  /** Capacity one: the second add throws and the worker dies holding the lock main takes. */
  public static final class FullQueueEndsTheThread {
    public static void main(String[] args) throws InterruptedException {
      ReentrantLock lock = new ReentrantLock();
      ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(1);
      Thread producer = new Thread(() -> {
        lock.lock();
        jobs.add("first");
        jobs.add("second");
        lock.unlock();
      });
      producer.start();
      producer.join();
      lock.lock();
      lock.unlock();
    }
  }

  /** Capacity two: both adds succeed. */
  public static final class QueueWithRoom {
    public static void main(String[] args) throws InterruptedException {
      ReentrantLock lock = new ReentrantLock();
      ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(2);
      Thread producer = new Thread(() -> {
        lock.lock();
        jobs.add("first");
        jobs.add("second");
        lock.unlock();
      });
      producer.start();
      producer.join();
      lock.lock();
      lock.unlock();
    }
  }

  /** The adds in a helper the worker calls: the exception passes through a caller. */
  public static final class AddInAHelper {
    static void fill(BlockingQueue<String> jobs) {
      jobs.add("first");
      jobs.add("second");
    }

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch done = new CountDownLatch(1);
      ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(1);
      Thread producer = new Thread(() -> {
        fill(jobs);
        done.countDown();
      });
      producer.start();
      done.await();
    }
  }
}

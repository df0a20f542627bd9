package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Main calls {@code tryLock} and drops its result: the lock is free, so main holds it from then
 * on, and the worker that main joins waits for it for ever. Deadlock.
 */
public class DiscardedTryLock {
  public static void main(String[] args) throws InterruptedException {
    ReentrantLock lock = new ReentrantLock();
    lock.tryLock();
    Thread worker = new Thread(() -> {
      lock.lock();
      lock.unlock();
    });
    worker.start();
    worker.join();
  }
}

package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The lock is the program's own non-reentrant one or a JDK {@code ReentrantLock}: each receiver
 * has its own behaviour. With the program's lock, {@code tryLock} by its holder fails and main
 * waits for ever; with the JDK lock it succeeds. Deadlock.
 */
public class MixedLockTryLock {
  public static void main(String[] args) throws Exception {
    Lock l = args.length > 0 ? new OwnLockTryLock.FlagLock() : new ReentrantLock();
    CountDownLatch never = new CountDownLatch(1);
    l.lock();
    if (!l.tryLock()) {
      never.await();
    }
    l.unlock();
  }
}

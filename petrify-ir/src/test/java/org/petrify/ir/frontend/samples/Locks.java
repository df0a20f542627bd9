package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/** ReentrantLock lock/unlock and tryLock; deadlocks when tryLock succeeds and main holds first. */
public class Locks {
  static final Lock first = new ReentrantLock();
  static final ReentrantLock second = new ReentrantLock();

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      if (second.tryLock()) {
        try {
          first.lock();
          first.unlock();
        } finally {
          second.unlock();
        }
      }
    });
    t.start();
    first.lock();
    try {
      second.lock();
      second.unlock();
    } finally {
      first.unlock();
    }
    t.join();
  }
}

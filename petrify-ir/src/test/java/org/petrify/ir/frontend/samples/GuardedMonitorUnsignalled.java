package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The twin of {@link GuardedMonitor} that deadlocks: the worker sets stopped without signalling
 * the guard, so main, waiting for stopped before the worker sets it, waits forever.
 */
public class GuardedMonitorUnsignalled {
  static final class Guard {
    final Condition condition;
    volatile boolean satisfied;

    Guard(Monitor monitor) {
      condition = monitor.lock.newCondition();
    }

    boolean isSatisfied() {
      return satisfied;
    }
  }

  static final class Monitor {
    final ReentrantLock lock = new ReentrantLock();

    void enterWhen(Guard guard) {
      lock.lock();
      if (!guard.isSatisfied()) {
        awaitFor(guard);
      }
    }

    private void awaitFor(Guard guard) {
      do {
        guard.condition.awaitUninterruptibly();
      } while (!guard.isSatisfied());
    }

    void signal(Guard guard) {
      guard.condition.signalAll();
    }

    void leave() {
      lock.unlock();
    }
  }

  static final class Service {
    final Monitor monitor = new Monitor();
    final Guard isRunning = new Guard(monitor);
    final Guard isStopped = new Guard(monitor);

    void run() {
      monitor.lock.lock();
      isRunning.satisfied = true;
      monitor.signal(isRunning);
      monitor.leave();
      monitor.lock.lock();
      isStopped.satisfied = true;
      monitor.leave();
    }

    void awaitRunning() {
      monitor.enterWhen(isRunning);
      monitor.leave();
    }

    void awaitTerminated() {
      monitor.enterWhen(isStopped);
      monitor.leave();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Service s = new Service();
    Thread worker = new Thread(s::run);
    worker.start();
    s.awaitRunning();
    s.awaitTerminated();
    worker.join();
  }
}

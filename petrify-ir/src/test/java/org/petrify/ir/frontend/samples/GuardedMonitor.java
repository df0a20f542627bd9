package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A monitor with guards, shaped like Guava's {@code Monitor} under {@code AbstractService}: one
 * lock, a condition per guard; {@code enterWhen(guard)} hands the guard to {@code awaitFor},
 * which allocates nothing and waits on the guard's condition. A worker sets running, then
 * stopped, each time signalling its guard; main waits for running, then for stopped. No
 * deadlock: each wait is on the guard its caller passed, and each guard is signalled after its
 * flag is set.
 */
public class GuardedMonitor {
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
      monitor.signal(isStopped);
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

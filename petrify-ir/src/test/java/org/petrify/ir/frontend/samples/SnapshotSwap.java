package org.petrify.ir.frontend.samples;

/**
 * A service keeps its phase in an immutable snapshot that it replaces under its lock, as
 * Guava's {@code AbstractService} does: the starter swaps {@code NEW} for {@code RUNNING} and
 * notifies; the waiter waits until the current snapshot's phase is {@code RUNNING}. It never
 * waits after the notification, so there is no deadlock.
 */
public class SnapshotSwap {
  enum Phase { NEW, RUNNING, STOPPED }

  static final class Snapshot {
    final Phase phase;

    Snapshot(Phase phase) {
      this.phase = phase;
    }
  }

  static final class Service {
    private final Object lock = new Object();
    private volatile Snapshot current = new Snapshot(Phase.NEW);

    void start() {
      synchronized (lock) {
        if (current.phase == Phase.NEW) {
          current = new Snapshot(Phase.RUNNING);
          lock.notifyAll();
        }
      }
    }

    void awaitRunning() throws InterruptedException {
      synchronized (lock) {
        while (current.phase != Phase.RUNNING) {
          lock.wait();
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Service s = new Service();
    Thread starter = new Thread(s::start);
    starter.start();
    s.awaitRunning();
    starter.join();
  }
}

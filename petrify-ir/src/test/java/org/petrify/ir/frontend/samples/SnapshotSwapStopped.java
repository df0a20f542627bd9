package org.petrify.ir.frontend.samples;

/**
 * The twin of {@link SnapshotSwap} that deadlocks: the starter goes on to {@code STOPPED}
 * right after {@code RUNNING}, so a waiter that looks only after the second swap waits for
 * {@code RUNNING} forever.
 */
public class SnapshotSwapStopped {
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

    void startAndStop() {
      synchronized (lock) {
        if (current.phase == Phase.NEW) {
          current = new Snapshot(Phase.RUNNING);
          lock.notifyAll();
        }
      }
      synchronized (lock) {
        current = new Snapshot(Phase.STOPPED);
        lock.notifyAll();
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
    Thread starter = new Thread(s::startAndStop);
    starter.start();
    s.awaitRunning();
    starter.join();
  }
}

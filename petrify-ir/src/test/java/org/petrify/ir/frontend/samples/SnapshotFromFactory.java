package org.petrify.ir.frontend.samples;

/**
 * Snapshots made by one factory method for every phase: the objects of its allocation site
 * have several phases, so a read of the phase through the swapped field is not decided, and
 * the real deadlock (the waiter looks only after {@code STOPPED}) is still found.
 */
public class SnapshotFromFactory {
  enum Phase { NEW, RUNNING, STOPPED }

  static final class Snapshot {
    final Phase phase;

    Snapshot(Phase phase) {
      this.phase = phase;
    }

    static Snapshot of(Phase p) {
      return new Snapshot(p);
    }
  }

  static final class Service {
    private final Object lock = new Object();
    private volatile Snapshot current = Snapshot.of(Phase.NEW);

    void startAndStop() {
      for (Phase p : new Phase[] {Phase.RUNNING, Phase.STOPPED}) {
        synchronized (lock) {
          current = Snapshot.of(p);
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
    Thread starter = new Thread(s::startAndStop);
    starter.start();
    s.awaitRunning();
    starter.join();
  }
}

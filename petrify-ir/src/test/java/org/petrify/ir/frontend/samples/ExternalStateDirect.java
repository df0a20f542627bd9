package org.petrify.ir.frontend.samples;

/**
 * A service keeps its phase in an immutable snapshot, as Guava's {@code AbstractService} does,
 * and its external phase is a method of the snapshot that branches on the snapshot's final
 * fields ({@code StateSnapshot.externalState()}). The starter stores a snapshot that is
 * {@code STARTING} with shutdown requested, whose external phase is {@code STOPPING}; the
 * waiter reads the snapshot into a local and calls the method on it. It never waits after
 * the notification, so there is no deadlock.
 */
public class ExternalStateDirect {
  enum Phase { NEW, STARTING, RUNNING, STOPPING, TERMINATED }

  static final class Snapshot {
    final Phase phase;
    final boolean shutdownWhenStarted;

    Snapshot(Phase phase) {
      this(phase, false);
    }

    Snapshot(Phase phase, boolean shutdownWhenStarted) {
      this.phase = phase;
      this.shutdownWhenStarted = shutdownWhenStarted;
    }

    Phase external() {
      if (shutdownWhenStarted && phase == Phase.STARTING) {
        return Phase.STOPPING;
      }
      return phase;
    }
  }

  static final class Service {
    private final Object lock = new Object();
    private volatile Snapshot current = new Snapshot(Phase.NEW);

    Phase state() {
      return current.external();
    }

    void start() {
      synchronized (lock) {
        current = new Snapshot(Phase.STARTING, true);
        lock.notifyAll();
      }
    }

    void await() throws InterruptedException {
      synchronized (lock) {
        Snapshot s = current;
        while (s.external() != Phase.STOPPING) {
          lock.wait();
          s = current;
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Service s = new Service();
    Thread starter = new Thread(s::start);
    starter.start();
    s.await();
    starter.join();
  }
}

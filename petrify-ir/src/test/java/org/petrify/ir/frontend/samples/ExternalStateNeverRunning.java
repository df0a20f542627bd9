package org.petrify.ir.frontend.samples;

/**
 * The twin of {@link ExternalStateGetter} that deadlocks: the waiter waits for
 * {@code RUNNING}, but the only snapshot stored is {@code STARTING} with shutdown requested,
 * whose external phase is {@code STOPPING}; the waiter waits forever.
 */
public class ExternalStateNeverRunning {
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
        while (state() != Phase.RUNNING) {
          lock.wait();
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

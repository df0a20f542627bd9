package org.petrify.ir.frontend.samples;

/**
 * As {@link ExternalStateDirect}, but the waiter asks the service's {@code state()}, which
 * returns {@code current.external()}: the call reads the snapshot and applies the method to
 * it. No deadlock.
 */
public class ExternalStateGetter {
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
        while (state() != Phase.STOPPING) {
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

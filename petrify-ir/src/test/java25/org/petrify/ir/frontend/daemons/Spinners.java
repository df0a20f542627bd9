package org.petrify.ir.frontend.daemons;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Programs whose one other thread spins for ever after {@code main} returns (DaemonWorkersTest).
 * On JDK 25 the JVM exits for the daemon ones and hangs for the others (each checked with
 * {@code timeout 5}); {@link AsyncCommonPool} also hangs on JDK 17 with two CPUs.
 */
final class Spinners {
  private Spinners() {}

  static void spin() {
    while (true) {
      Thread.onSpinWait();
    }
  }

  /** Exits: a virtual thread is a daemon. */
  static final class StartVirtual {
    public static void main(String[] args) {
      Thread.startVirtualThread(Spinners::spin);
    }
  }

  /** Exits: a virtual thread is a daemon. */
  static final class BuilderVirtual {
    public static void main(String[] args) {
      Thread.ofVirtual().start(Spinners::spin);
    }
  }

  /** Exits: one virtual thread per task, the executor is never closed. */
  static final class VirtualExecutor {
    public static void main(String[] args) {
      Executors.newVirtualThreadPerTaskExecutor().submit(Spinners::spin);
    }
  }

  /** Exits: a work-stealing pool's workers are daemon ForkJoinWorkerThreads. */
  static final class WorkStealing {
    public static void main(String[] args) {
      Executors.newWorkStealingPool().submit(Spinners::spin);
    }
  }

  /** Exits: the default delayed executor runs its task on a daemon thread. */
  static final class Delayed {
    public static void main(String[] args) {
      CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS).execute(Spinners::spin);
    }
  }

  /** Hangs: a fixed pool's worker is not a daemon and the pool is never shut down. */
  static final class FixedPool {
    public static void main(String[] args) {
      Executors.newFixedThreadPool(1).submit(Spinners::spin);
    }
  }

  /** Hangs: the async task runs on the application's fixed pool. */
  static final class AsyncOnFixedPool {
    public static void main(String[] args) {
      CompletableFuture.runAsync(Spinners::spin, Executors.newFixedThreadPool(1));
    }
  }

  /** Hangs on JDK 17 with at most two CPUs (a non-daemon {@code new Thread} per task). */
  static final class AsyncCommonPool {
    public static void main(String[] args) {
      CompletableFuture.runAsync(Spinners::spin);
    }
  }

  /** Hangs: the builder may be a platform one (its static type is {@code Thread.Builder}). */
  static final class VirtualOrPlatform {
    public static void main(String[] args) {
      Thread.Builder b = args.length > 5 ? Thread.ofVirtual() : Thread.ofPlatform();
      b.start(Spinners::spin);
    }
  }
}

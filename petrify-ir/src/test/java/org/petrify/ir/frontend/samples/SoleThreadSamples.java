package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;

/**
 * An unchecked exception in {@code main} before or after the first thread start: before it the
 * exception ends the program (nothing can be left blocked), after it a waiter may be stranded.
 */
public final class SoleThreadSamples {
  static int x;

  private SoleThreadSamples() {}

  static Thread waiter(CountDownLatch l) {
    return new Thread(() -> {
      try {
        l.await();
      } catch (InterruptedException e) {
        // ends
      }
    });
  }

  /** The division throws before any thread exists: INFO. */
  public static final class Before {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      x = 10 / args.length;
      waiter(l).start();
      new Thread(() -> l.countDown()).start();
    }
  }

  /** The division throws after the waiter started: the counter is never started (UNSOUND). */
  public static final class Between {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      waiter(l).start();
      x = 10 / args.length;
      new Thread(() -> l.countDown()).start();
    }
  }

  /** A callee starts the waiter, then throws: the call is no sole-thread point (UNSOUND). */
  public static final class CalleeStarts {
    static CountDownLatch l = new CountDownLatch(1);

    static void init(int n) {
      waiter(l).start();
      x = 10 / n;
    }

    public static void main(String[] args) {
      init(args.length);
      new Thread(() -> l.countDown()).start();
    }
  }

  /** A finally around the division runs in main first: UNSOUND. */
  public static final class InFinally {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      try {
        x = 10 / args.length;
      } finally {
        x = 1;
      }
      waiter(l).start();
      new Thread(() -> l.countDown()).start();
    }
  }

  /** A static initializer started the waiter before main ran: UNSOUND. */
  public static final class StartedByInitializer {
    static final CountDownLatch L = new CountDownLatch(1);

    static {
      waiter(L).start();
    }

    public static void main(String[] args) {
      x = 10 / args.length;
      new Thread(() -> L.countDown()).start();
    }
  }

  /** A loop: the division also runs after the first start (UNSOUND). */
  public static final class InLoop {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(2);
      for (int k = 0; k < args.length; k++) {
        x = 10 / args.length;
        waiter(l).start();
      }
      l.countDown();
    }
  }

  /**
   * As {@link Between}, the counter a method reference to a JDK method: the skipped start is
   * still a signal (a wrong HOLDS before: the thread's target had no body to look into).
   */
  public static final class BetweenMethodReference {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      waiter(l).start();
      x = 10 / args.length;
      new Thread(l::countDown).start();
    }
  }

  /** A lambda is made before the division: making it starts nothing (INFO). */
  public static final class LambdaBefore {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      Runnable count = () -> l.countDown();
      x = 10 / args.length;
      waiter(l).start();
      new Thread(count).start();
    }
  }

  /** A lambda that starts the waiter runs before the division (UNSOUND). */
  public static final class LambdaRunStarts {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      Runnable start = () -> waiter(l).start();
      start.run();
      x = 10 / args.length;
      new Thread(() -> l.countDown()).start();
    }
  }

  /** An enum of the program. */
  enum Mode { FAST, SLOW }

  /** {@code Mode.ordinal()} names the program's enum but runs {@code Enum.ordinal} (INFO). */
  public static final class InheritedBefore {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      x = Mode.SLOW.ordinal();
      x = 10 / args.length;
      waiter(l).start();
      new Thread(() -> l.countDown()).start();
    }
  }

  static Runnable hook;

  static void prepare(boolean withHook) {
    if (withHook) {
      hook.run();
    }
  }

  /** The call of the unknown hook is on a branch the constant argument rules out (INFO). */
  public static final class DecidedBranch {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      prepare(false);
      x = 10 / args.length;
      waiter(l).start();
      new Thread(() -> l.countDown()).start();
    }
  }

  /** The same call on the branch taken: the hook may start a thread (UNSOUND). */
  public static final class TakenBranch {
    public static void main(String[] args) {
      CountDownLatch l = new CountDownLatch(1);
      prepare(true);
      x = 10 / args.length;
      waiter(l).start();
      new Thread(() -> l.countDown()).start();
    }
  }
}

package org.petrify.ir.frontend.samples;

/**
 * Fields advanced by the results of application methods that are functions of their arguments'
 * values ({@code ValueFunctions}), each run by a worker twice under a lock while main waits for
 * the final value, and twins whose final value never comes.
 */
public final class ValueFunctionSamples {
  private ValueFunctionSamples() {}

  enum State {
    NEW, RUNNING, DONE;

    State next() {
      switch (this) {
        case NEW:
          return RUNNING;
        case RUNNING:
          return DONE;
        default:
          return DONE;
      }
    }

    State stuck() {
      return this == NEW ? RUNNING : this;
    }
  }

  /**
   * Switch expressions: javac's default throws ({@code MatchException}, or {@code
   * IncompatibleClassChangeError} before Java 21), which no constant of the enum reaches.
   */
  enum Step {
    NEW, RUNNING, DONE;

    Step next() {
      return switch (this) {
        case NEW -> RUNNING;
        case RUNNING, DONE -> DONE;
      };
    }

    Step stuck() {
      return switch (this) {
        case NEW, RUNNING -> RUNNING;
        case DONE -> DONE;
      };
    }
  }

  /** {@code step = step.next()} by a switch expression: NEW, RUNNING, DONE. */
  public static final class SwitchExpressionNext {
    static Step step = Step.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            step = step.next();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (step != Step.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /** {@code step = step.stuck()} by a switch expression: DONE never comes. */
  public static final class SwitchExpressionStuck {
    static Step step = Step.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            step = step.stuck();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (step != Step.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /** {@code state = state.next()}: NEW, RUNNING, DONE. */
  public static final class EnumNext {
    static State state = State.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            state = state.next();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (state != State.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /** {@code state = state.stuck()}: NEW, RUNNING, RUNNING; DONE never comes. */
  public static final class EnumStuck {
    static State state = State.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            state = state.stuck();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (state != State.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  static int advance(int p) {
    if (p == 0) {
      return 1;
    }
    return p == 1 ? 3 : p;
  }

  /** {@code phase = advance(phase)}: 0, 1, 3, and a flag {@code done = phase == 3}. */
  public static final class IntPhase {
    static int phase;
    static boolean done;
    static final Object LOCK = new Object();

    static boolean finished(int p) {
      return p == 3;
    }

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            phase = advance(phase);
            done = finished(phase);
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (!done) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /**
   * The function also reads a field another thread may change ({@code skip}, set by main
   * before the start): it is no value function, its result stays unknown, and the twin whose
   * field makes it stay at 0 deadlocks.
   */
  public static final class MutableInput {
    static int phase;
    static boolean skip;
    static final Object LOCK = new Object();

    static int step(int p) {
      return skip ? p : p + 1;
    }

    public static void main(String[] args) throws InterruptedException {
      skip = true;
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            phase = step(phase);
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (phase != 2) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /** Constants with bodies of their own, each overriding {@code next()}. */
  enum Body {
    NEW {
      @Override
      Body next() {
        return RUNNING;
      }

      @Override
      Body stuck() {
        return RUNNING;
      }
    },
    RUNNING {
      @Override
      Body next() {
        return DONE;
      }

      @Override
      Body stuck() {
        return RUNNING;
      }
    },
    DONE {
      @Override
      Body next() {
        return DONE;
      }

      @Override
      Body stuck() {
        return DONE;
      }
    };

    abstract Body next();

    abstract Body stuck();
  }

  /** The constants' own bodies: NEW, RUNNING, DONE. */
  public static final class EnumBodyNext {
    static Body state = Body.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            state = state.next();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (state != Body.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }

  /** The constants' own bodies: NEW, RUNNING, RUNNING; DONE never comes. */
  public static final class EnumBodyStuck {
    static Body state = Body.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        for (int i = 0; i < 2; i++) {
          synchronized (LOCK) {
            state = state.stuck();
            LOCK.notifyAll();
          }
        }
      });
      w.start();
      synchronized (LOCK) {
        while (state != Body.DONE) {
          LOCK.wait();
        }
      }
      w.join();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Non-final fields that constructors set: {@code Listed.state} (volatile, objects published
 * only through a copy-on-write list) and {@code Handed.state} (plain, objects published only
 * through a volatile field) are never read as null; {@code Racy.state} (objects published
 * through a plain static field), {@code Forgotten.state} (another write stores null) and
 * {@code Escaping.state} (the constructor publishes {@code this} first) may be. Static
 * fields: {@code Limits.DISABLED}, copied from {@code ZERO} after its write, is never null;
 * {@code Limits.EARLY}, copied before the write, may be.
 */
public class PublishedStates {
  enum State { NEW, RUNNING }

  static final List<Object> LIST = new CopyOnWriteArrayList<>();
  static volatile Handed handed;
  static Racy racy;
  static Object sink;

  static final class Listed {
    volatile State state = State.NEW;
  }

  static final class Handed {
    State state;

    Handed() {
      state = State.NEW;
    }
  }

  static final class Racy {
    State state = State.NEW;
  }

  static final class Forgotten {
    volatile State state = State.NEW;
  }

  static final class Escaping {
    volatile State state;

    Escaping() {
      LIST.add(this);
      state = State.NEW;
    }
  }

  static final class Limits {
    static final Limits EARLY = Limits.ZERO;
    static final Limits ZERO = new Limits();
    static final Limits DISABLED = ZERO;
  }

  public static void main(String[] args) {
    Listed listed = new Listed();
    LIST.add(listed);
    listed.state = State.RUNNING;
    handed = new Handed();
    racy = new Racy();
    Forgotten forgotten = new Forgotten();
    LIST.add(forgotten);
    forgotten.state = null;
    Escaping escaping = new Escaping();
    sink = listed.state;
    sink = handed.state;
    sink = racy.state;
    sink = forgotten.state;
    sink = escaping.state;
    sink = Limits.DISABLED;
    sink = Limits.EARLY;
  }
}

package org.petrify.ir.frontend.samples;

/**
 * String literals as monitors (see {@code MonitorLocks}): literals are interned, so the same
 * characters in two classes are one lock; a {@code new String} is another object.
 */
public final class LiteralLockSamples {
  private LiteralLockSamples() {}

  static void both(Runnable first, Runnable second) throws InterruptedException {
    Thread a = new Thread(first);
    Thread b = new Thread(second);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static final class Config {
    static final String LOCK = "config";

    static void update() {
      synchronized (LOCK) {
        synchronized ("cache") {
          LOCK.hashCode();
        }
      }
    }
  }

  static final class Cache {
    static void evict() {
      synchronized ("cache") {
        synchronized ("config") {
          Cache.class.hashCode();
        }
      }
    }

    static void evictInOrder() {
      synchronized ("config") {
        synchronized ("cache") {
          Cache.class.hashCode();
        }
      }
    }

    static void evictCopy() {
      Object own = new String("config");
      synchronized ("cache") {
        synchronized (own) {
          own.hashCode();
        }
      }
    }
  }

  /** Two classes lock the same two literals in opposite orders: a lock cycle. */
  public static final class Crossed {
    public static void main(String[] args) throws InterruptedException {
      both(Config::update, Cache::evict);
    }
  }

  /** The same literals in the same order: no cycle. */
  public static final class SameOrder {
    public static void main(String[] args) throws InterruptedException {
      both(Config::update, Cache::evictInOrder);
    }
  }

  /** A {@code new String} with the literal's characters is another object: no cycle. */
  public static final class NewString {
    public static void main(String[] args) throws InterruptedException {
      both(Config::update, Cache::evictCopy);
    }
  }
}

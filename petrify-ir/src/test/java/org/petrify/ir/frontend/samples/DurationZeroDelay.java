package org.petrify.ir.frontend.samples;

import java.time.Duration;
import java.util.Objects;

/**
 * Twin of {@link DurationNoEvictor} whose default is {@code ofNanos(0)} and whose delay is set to {@code Duration.ZERO}, tested by {@code compareTo} and {@code toMillis}: not positive, no evictor, no deadlock.
 */
public class DurationZeroDelay {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class Config {
    static final Duration DEFAULT_DELAY = Duration.ofNanos(0L);
    private Duration delay = DEFAULT_DELAY;

    Duration getDelay() {
      return delay;
    }

    void setDelay(Duration d) {
      delay = d;
    }
  }

  static final class Pool {
    private final Object evictionLock = new Object();
    private Duration delay;
    Thread evictor;

    Pool(Config c) {
      setDelay(c.getDelay());
    }

    final void setDelay(Duration d) {
      this.delay = nonNull(d, Config.DEFAULT_DELAY);
      startEvictor(this.delay);
    }

    static Duration nonNull(Duration d, Duration dflt) {
      return d != null ? d : Objects.requireNonNull(dflt, "dflt");
    }

    static boolean isPositive(Duration d) {
      return d.compareTo(Duration.ZERO) > 0 && d.toMillis() > 1000;
    }

    void startEvictor(Duration d) {
      synchronized (evictionLock) {
        if (evictor == null && isPositive(d)) {
          evictor = new Thread(this::evict, "evictor");
          evictor.start();
        }
      }
    }

    void evict() {
      synchronized (A) {
        synchronized (B) {
          System.out.println("evict");
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Config c = new Config();
    c.setDelay(Duration.ZERO);
    Pool p = new Pool(c);
    synchronized (B) {
      synchronized (A) {
        System.out.println("main");
      }
    }
    if (p.evictor != null) {
      p.evictor.join();
    }
  }
}

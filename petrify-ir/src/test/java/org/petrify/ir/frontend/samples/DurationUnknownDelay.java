package org.petrify.ir.frontend.samples;

import java.time.Duration;
import java.util.Objects;

/**
 * Twin of {@link DurationNoEvictor} whose delay is set from a run-time value: the evictor may start (a deadlock).
 */
public class DurationUnknownDelay {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class Config {
    static final Duration DEFAULT_DELAY = Duration.ofMillis(-1L);
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
      return d != null && !d.isNegative() && !d.isZero();
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
    c.setDelay(Duration.ofMillis(args.length - 1));
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

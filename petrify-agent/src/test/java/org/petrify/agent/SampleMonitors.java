package org.petrify.agent;

/**
 * Synchronized methods for {@link ExplicitMonitorsTest}: each reports whether the current thread
 * holds the monitor it should hold, so that the test can tell that the instrumented method still
 * locks it, releases it on return and on an exception.
 */
public class SampleMonitors {
  int count;

  synchronized boolean holdsThis() {
    count++;
    return Thread.holdsLock(this);
  }

  static synchronized boolean holdsClass() {
    return Thread.holdsLock(SampleMonitors.class);
  }

  synchronized long wide(long x) {
    if (x < 0) {
      return -x;
    }
    return x * 2;
  }

  synchronized void fails() {
    count++;
    throw new IllegalStateException("out");
  }

  /** Bit 0..5: the checks above and after; all set when the monitors behave. */
  public static int run() {
    SampleMonitors m = new SampleMonitors();
    int bits = 0;
    bits |= m.holdsThis() ? 1 : 0;
    bits |= !Thread.holdsLock(m) ? 2 : 0;
    bits |= holdsClass() && !Thread.holdsLock(SampleMonitors.class) ? 4 : 0;
    bits |= m.wide(-3) == 3 && m.wide(4) == 8 ? 8 : 0;
    try {
      m.fails();
    } catch (IllegalStateException expected) {
      bits |= !Thread.holdsLock(m) ? 16 : 0;
    }
    bits |= m.count == 2 ? 32 : 0;
    return bits;
  }
}

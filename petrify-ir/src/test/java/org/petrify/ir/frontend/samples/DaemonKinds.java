package org.petrify.ir.frontend.samples;

/**
 * Four spinning threads: only {@code before} is certainly a daemon (setDaemon(true) on every
 * path before its start); {@code after} is made a daemon after its start (the JVM throws and it
 * stays a non-daemon), {@code maybe} only on one branch, {@code no} with setDaemon(false).
 */
public class DaemonKinds {
  static volatile int ticks;

  static void spin() {
    while (true) {
      ticks++;
    }
  }

  public static void main(String[] args) {
    Thread before = new Thread(DaemonKinds::spin, "before");
    before.setDaemon(true);
    before.start();
    Thread after = new Thread(DaemonKinds::spin, "after");
    after.start();
    try {
      after.setDaemon(true);
    } catch (IllegalThreadStateException e) {
      System.out.println("too late");
    }
    Thread maybe = new Thread(DaemonKinds::spin, "maybe");
    if (args.length > 0) {
      maybe.setDaemon(true);
    }
    maybe.start();
    Thread no = new Thread(DaemonKinds::spin, "no");
    no.setDaemon(false);
    no.start();
  }
}

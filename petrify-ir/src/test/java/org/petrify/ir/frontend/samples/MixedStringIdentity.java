package org.petrify.ir.frontend.samples;

/**
 * The command is the literal on one path and a new String on the other: {@code ==} may hold,
 * and A is taken under B. Deadlock.
 */
public final class MixedStringIdentity {
  static final Object A = new Object();
  static final Object B = new Object();

  static void handle(String command) {
    synchronized (B) {
      if (command == "stop") {
        synchronized (A) {
          System.out.println("stopped");
        }
      }
    }
  }

  public static void main(String[] args) {
    String command = args.length == 0 ? "stop" : new String("stop");
    new Thread(() -> handle(command)).start();
    synchronized (A) {
      synchronized (B) {
        System.out.println("main");
      }
    }
  }
}

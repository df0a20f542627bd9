package org.petrify.ir.frontend.samples;

/**
 * A command compared by {@code ==} with a literal: {@code handle(new String("stop"))} never
 * takes A under B (a new object is never the interned literal); {@code handle("stop")} would.
 * No deadlock.
 */
public final class NewStringIdentity {
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
    new Thread(() -> handle(new String("stop"))).start();
    synchronized (A) {
      synchronized (B) {
        System.out.println("main");
      }
    }
  }
}

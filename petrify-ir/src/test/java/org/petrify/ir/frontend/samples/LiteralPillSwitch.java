package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A consumer that switches on the string it takes and stops at {@code "STOP"} (javac's
 * {@code hashCode} switch, then {@code equals}). No deadlock.
 */
public class LiteralPillSwitch {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<String> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        boolean run = true;
        while (run) {
          switch (q.take()) {
            case "STOP" -> run = false;
            case "PING" -> System.out.println("pong");
            default -> System.out.println("?");
          }
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    q.put("PING");
    q.put("other");
    q.put("STOP");
    c.join();
  }
}

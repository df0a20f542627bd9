package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A consumer that polls with a timeout, takes after a timeout (null) and stops at the
 * poison pill. No deadlock, provable only if the polled pill is known to be the pill.
 */
public class PillPolled {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>();
    Thread c = new Thread(() -> {
      try {
        while (true) {
          Object o = q.poll(10, TimeUnit.MILLISECONDS);
          if (o == null) {
            o = q.take();
          }
          if (o == POISON) {
            return;
          }
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    q.put("job");
    q.put(POISON);
    c.join();
  }
}

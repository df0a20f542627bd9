package harness.jetty;

import java.util.concurrent.CountDownLatch;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Correct use of Jetty's {@code QueuedThreadPool}: started, two tasks executed that count
 * under one monitor and count a latch down, the latch awaited, the pool stopped.
 */
public class QueuedPoolTasks {
  public static void main(String[] args) throws Exception {
    QueuedThreadPool pool = new QueuedThreadPool(4, 2);
    pool.start();
    CountDownLatch done = new CountDownLatch(2);
    Object lock = new Object();
    int[] count = {0};
    for (int i = 0; i < 2; i++) {
      pool.execute(() -> {
        synchronized (lock) {
          count[0]++;
        }
        done.countDown();
      });
    }
    done.await();
    pool.stop();
    System.out.println(count[0]);
  }
}

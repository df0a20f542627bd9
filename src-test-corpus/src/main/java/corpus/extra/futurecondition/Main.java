package corpus.extra.futurecondition;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A future in the style of HttpCore's {@code BasicFuture}: volatile state written under a
 * {@code ReentrantLock}, waited for on a condition made by {@code lock.newCondition()}. The
 * worker fails the future, so {@code get} throws, {@code main} never gives the permit back and
 * the worker waits for it for ever while {@code main} joins it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the failed future's get throws and main skips the release")

public class Main {
    static final Semaphore PERMIT = new Semaphore(1);

    static class Fut {
      private volatile boolean completed;
      private volatile Exception ex;
      private final ReentrantLock lock = new ReentrantLock();
      private final Condition condition = lock.newCondition();

      boolean isDone() {
        return completed;
      }

      Object get() throws InterruptedException, ExecutionException {
        lock.lock();
        try {
          while (!completed) {
            condition.await();
          }
          if (ex != null) {
            throw new ExecutionException(ex);
          }
          return "done";
        } finally {
          lock.unlock();
        }
      }

      boolean complete() {
        lock.lock();
        try {
          if (completed) {
            return false;
          }
          completed = true;
          condition.signalAll();
          return true;
        } finally {
          lock.unlock();
        }
      }

      boolean fail(Exception e) {
        lock.lock();
        try {
          if (completed) {
            return false;
          }
          ex = e;
          completed = true;
          condition.signalAll();
          return true;
        } finally {
          lock.unlock();
        }
      }
    }

    public static void main(String[] args) throws Exception {
        Fut f = new Fut() {};
        PERMIT.acquire();
        Thread t = new Thread(() -> {
            if (!f.isDone()) {
                f.fail(new IllegalStateException());
            }
            PERMIT.acquireUninterruptibly();
        });
        t.start();
        try {
            f.get();
            PERMIT.release();
        } catch (Exception e) {
            System.out.println("failed");
        }
        t.join();
    }
}

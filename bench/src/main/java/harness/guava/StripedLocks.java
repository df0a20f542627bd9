package harness.guava;

import com.google.common.util.concurrent.Striped;
import java.util.List;
import java.util.concurrent.locks.Lock;

/**
 * Correct concurrent use of Guava 33.6.0 {@code Striped} (never run by the build, only
 * analysed): two threads each lock the stripes of the keys "x" and "y", named in opposite
 * orders, through {@code bulkGet}, which returns the stripes in one global order; both lock
 * them in that order and unlock in reverse. No deadlock.
 */
public class StripedLocks {
  static void transfer(Striped<Lock> striped, Object from, Object to) {
    Iterable<Lock> locks = striped.bulkGet(List.of(from, to));
    for (Lock l : locks) {
      l.lock();
    }
    for (Lock l : locks) {
      l.unlock();
    }
  }

  public static void main(String[] args) throws Exception {
    final Striped<Lock> striped = Striped.lock(4);
    Thread t1 = new Thread(() -> transfer(striped, "x", "y"), "x-to-y");
    Thread t2 = new Thread(() -> transfer(striped, "y", "x"), "y-to-x");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}

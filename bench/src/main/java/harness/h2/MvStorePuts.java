package harness.h2;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * Correct use of H2's {@code MVStore}: an in-memory store, one map written by two threads,
 * then the store closed.
 */
public class MvStorePuts {
  public static void main(String[] args) throws InterruptedException {
    MVStore store = MVStore.open(null);
    MVMap<Integer, String> map = store.openMap("data");
    Thread first = new Thread(() -> map.put(1, "one"), "put-1");
    Thread second = new Thread(() -> map.put(2, "two"), "put-2");
    first.start();
    second.start();
    first.join();
    second.join();
    store.close();
  }
}

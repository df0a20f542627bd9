package harness.hikari;

import com.zaxxer.hikari.util.ConcurrentBag;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Correct use of HikariCP 7.1.0's {@code ConcurrentBag} (never run by the build, only analysed):
 * two entries, two threads each borrowing one with a one-second limit and giving it back. A
 * borrow that finds nothing waits on the bag's hand-off queue with a time limit, so nothing
 * waits for ever: no deadlock, and the program ends.
 */
public class BagBorrowRequite {
  static final class Item implements ConcurrentBag.IConcurrentBagEntry {
    final AtomicInteger state = new AtomicInteger();
    public boolean compareAndSet(int expect, int update) { return state.compareAndSet(expect, update); }
    public void setState(int s) { state.set(s); }
    public int getState() { return state.get(); }
  }
  public static void main(String[] args) throws Exception {
    ConcurrentBag<Item> bag = new ConcurrentBag<>(waiting -> { });
    bag.add(new Item());
    bag.add(new Item());
    Runnable user = () -> {
      try {
        Item it = bag.borrow(1, TimeUnit.SECONDS);
        if (it != null) bag.requite(it);
      } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
    };
    Thread a = new Thread(user, "a"); Thread b = new Thread(user, "b");
    a.start(); b.start(); a.join(); b.join();
    bag.close();
  }
}

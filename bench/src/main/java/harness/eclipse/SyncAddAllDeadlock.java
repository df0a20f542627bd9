package harness.eclipse;

import org.eclipse.collections.api.list.MutableList;
import org.eclipse.collections.impl.factory.Lists;

/**
 * Eclipse Collections' synchronized lists added to each other on two threads: {@code
 * SynchronizedMutableList.addAll(c)} holds the list's lock while {@code FastList.addAll(c)}
 * asks {@code c.isEmpty()}, which takes {@code c}'s lock. Thread {@code x-gets-y} holds
 * {@code x} and wants {@code y}, thread {@code y-gets-x} the converse.
 */
public class SyncAddAllDeadlock {
  public static void main(String[] args) throws InterruptedException {
    MutableList<String> x = Lists.mutable.<String>empty().asSynchronized();
    MutableList<String> y = Lists.mutable.<String>empty().asSynchronized();
    x.add("x");
    y.add("y");
    Thread t1 = new Thread(() -> x.addAll(y), "x-gets-y");
    Thread t2 = new Thread(() -> y.addAll(x), "y-gets-x");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}

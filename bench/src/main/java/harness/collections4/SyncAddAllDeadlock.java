package harness.collections4;

import java.util.ArrayList;
import java.util.Collection;
import org.apache.commons.collections4.collection.SynchronizedCollection;

/**
 * Commons Collections 4's synchronized collections added to each other on two threads: {@code
 * SynchronizedCollection.addAll(c)} holds the wrapper's lock while {@code ArrayList.addAll(c)}
 * calls {@code c.toArray()}, which takes {@code c}'s lock. Thread {@code x-gets-y} holds
 * {@code x} and wants {@code y}, thread {@code y-gets-x} the converse.
 */
public class SyncAddAllDeadlock {
  public static void main(String[] args) throws InterruptedException {
    Collection<String> x = SynchronizedCollection.synchronizedCollection(new ArrayList<>());
    Collection<String> y = SynchronizedCollection.synchronizedCollection(new ArrayList<>());
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

package harness.collections;

import java.util.ArrayList;
import java.util.Collection;
import org.apache.commons.collections.collection.SynchronizedCollection;

/**
 * A harness over commons-collections 3.2.2 (never run by the build, only analysed): two
 * synchronized collections, each added to the other on its own thread.
 *
 * <p>The lock order, as the library has it: {@code SynchronizedCollection.addAll(c)} holds the
 * collection's lock while the decorated {@code ArrayList.addAll(c)} calls {@code c.toArray()},
 * which for a {@code SynchronizedCollection} takes {@code c}'s lock. Thread {@code a-gets-b}
 * holds {@code a} and wants {@code b}; thread {@code b-gets-a} holds {@code b} and wants
 * {@code a}: the lock-order deadlock that decorated synchronized collections have (the same as
 * the JDK's {@code Collections.synchronizedList}).
 */
public class SyncAddAllDeadlock {
  public static void main(String[] args) throws Exception {
    final Collection<String> a = SynchronizedCollection.decorate(new ArrayList<String>());
    final Collection<String> b = SynchronizedCollection.decorate(new ArrayList<String>());
    a.add("a");
    b.add("b");
    Thread t1 = new Thread(() -> a.addAll(b), "a-gets-b");
    Thread t2 = new Thread(() -> b.addAll(a), "b-gets-a");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}

package harness.jdk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A harness over the JDK's own library (never run by the build, only analysed): two lists of
 * {@code Collections.synchronizedList}, each added to the other on its own thread.
 * {@code SynchronizedCollection.addAll(c)} holds the list's mutex while {@code
 * ArrayList.addAll(c)} calls {@code c.toArray()}, which takes {@code c}'s mutex: thread
 * {@code a-gets-b} holds {@code a} and wants {@code b}, thread {@code b-gets-a} the converse.
 */
public class SyncListAddAllDeadlock {
  public static void main(String[] args) throws Exception {
    final List<String> a = Collections.synchronizedList(new ArrayList<String>());
    final List<String> b = Collections.synchronizedList(new ArrayList<String>());
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

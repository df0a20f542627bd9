package harness.radix;

import com.googlecode.concurrenttrees.radix.ConcurrentRadixTree;
import com.googlecode.concurrenttrees.radix.RadixTree;
import com.googlecode.concurrenttrees.radix.node.concrete.DefaultCharArrayNodeFactory;

/**
 * Correct use of concurrent-trees 2.6.1: two threads put keys with a common prefix into one
 * {@code ConcurrentRadixTree} (writes are serialised by the tree's {@code ReentrantLock}, reads
 * take no lock) while a third reads; {@code main} joins all three.
 */
public class RadixTreeWriters {
  public static void main(String[] args) throws Exception {
    RadixTree<Integer> tree = new ConcurrentRadixTree<>(new DefaultCharArrayNodeFactory());
    Thread team = new Thread(() -> tree.put("team", 1), "puts-team");
    Thread tea = new Thread(() -> tree.put("tea", 2), "puts-tea");
    Integer[] seen = new Integer[1];
    Thread reader = new Thread(() -> seen[0] = tree.getValueForExactKey("tea"), "reader");
    team.start();
    tea.start();
    reader.start();
    team.join();
    tea.join();
    reader.join();
    System.out.println(tree.size() + " " + seen[0]);
  }
}

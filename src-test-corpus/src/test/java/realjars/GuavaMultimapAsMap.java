package realjars;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.ListMultimap;
import java.util.Collection;
import java.util.Map;

/**
 * Iterates a Guava multimap's {@code asMap()} view under a lock while another thread adds
 * (reaches {@code AbstractMapBasedMultimap$AsMap$AsMapIterator.next()} and its bridge).
 */
public final class GuavaMultimapAsMap {
  private static final ListMultimap<String, Integer> MAP = ArrayListMultimap.create();

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> {
      synchronized (MAP) {
        MAP.put("a", 1);
      }
    });
    writer.start();
    int total = 0;
    synchronized (MAP) {
      for (Map.Entry<String, Collection<Integer>> e : MAP.asMap().entrySet()) {
        total += e.getValue().size();
      }
    }
    writer.join();
    System.out.println(total);
  }
}

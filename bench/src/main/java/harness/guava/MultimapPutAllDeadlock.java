package harness.guava;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.ListMultimap;
import com.google.common.collect.Multimaps;
import java.util.List;

/**
 * Guava 33.6.0's synchronized multimaps: {@code putAll(key, values)} holds the multimap's
 * mutex while {@code AbstractMultimap.putAll} asks {@code values.isEmpty()}; here {@code
 * values} is a view of another synchronized multimap, whose {@code isEmpty} takes that one's
 * mutex (checked in the bytecode). Thread {@code reader} follows Guava's documented idiom (it
 * holds {@code y} while it walks a view of {@code y}) and puts into {@code x}; thread {@code
 * copier} holds {@code x} in {@code putAll} and wants {@code y} (hangs on the JVM; the sleeps
 * only make it take that order).
 */
public class MultimapPutAllDeadlock {
  public static void main(String[] args) throws Exception {
    ListMultimap<String, String> x = Multimaps.synchronizedListMultimap(ArrayListMultimap.create());
    ListMultimap<String, String> y = Multimaps.synchronizedListMultimap(ArrayListMultimap.create());
    x.put("k", "x1");
    y.put("k", "y1");
    List<String> ys = y.get("k");
    Thread copier = new Thread(() -> {
      pause(100);
      x.putAll("k", ys);
    }, "copier");
    Thread reader = new Thread(() -> {
      synchronized (y) {
        pause(300);
        for (String v : ys) {
          x.put("seen", v);
        }
      }
    }, "reader");
    copier.start();
    reader.start();
    copier.join();
    reader.join();
  }

  static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

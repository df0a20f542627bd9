package harness.guava;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.ListMultimap;
import com.google.common.collect.Multimaps;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed twin of {@link MultimapPutAllDeadlock}: thread {@code reader} copies the view of
 * {@code y} while it holds {@code y} and puts into {@code x} after releasing it, so it never
 * holds {@code y} while it wants {@code x}. No deadlock.
 */
public class MultimapPutAllCopy {
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
      List<String> copy;
      synchronized (y) {
        pause(300);
        copy = new ArrayList<>(ys);
      }
      for (String v : copy) {
        x.put("seen", v);
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

package harness.guava;

import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;

/**
 * The fixed twin of {@link CacheLoaderLock}: "reader" releases {@code LOCK} before it asks
 * the cache for "key", so the load in progress can take it. No deadlock.
 */
public class CacheLoaderOutside {
  static final Object LOCK = new Object();

  public static void main(String[] args) throws Exception {
    LoadingCache<String, Integer> cache = CacheBuilder.newBuilder().build(
        new CacheLoader<String, Integer>() {
          @Override
          public Integer load(String key) {
            pause();
            synchronized (LOCK) {
              return key.length();
            }
          }
        });
    Thread loader = new Thread(() -> cache.getUnchecked("key"), "loader");
    Thread reader = new Thread(() -> {
      synchronized (LOCK) {
        pause();
      }
      cache.getUnchecked("key");
    }, "reader");
    loader.start();
    reader.start();
    loader.join();
    reader.join();
  }

  static void pause() {
    try {
      Thread.sleep(200);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

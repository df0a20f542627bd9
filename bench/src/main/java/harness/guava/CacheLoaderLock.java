package harness.guava;

import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;

/**
 * A lock held around a Guava 33.6.0 {@code LoadingCache} lookup whose loader takes the same
 * lock (a known misuse; hangs on the JVM): "loader" starts loading "key" and wants {@code
 * LOCK}; "locked-reader" holds {@code LOCK} and asks for "key", so it waits for the load in
 * progress. The sleeps only make the JVM take the deadlocking order; the analysis does not
 * need them.
 */
public class CacheLoaderLock {
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
        cache.getUnchecked("key");
      }
    }, "locked-reader");
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

package harness.caffeine;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * Correct concurrent use of Caffeine 3.2.2 (never run by the build, only analysed): two threads
 * compute-if-absent different keys of one bounded cache; the loader does not touch the cache.
 * No deadlock.
 */
public class LoadingCacheUse {
  public static void main(String[] args) throws Exception {
    final Cache<String, Integer> cache = Caffeine.newBuilder().maximumSize(16).build();
    Thread t1 = new Thread(() -> cache.get("one", String::length), "loads-one");
    Thread t2 = new Thread(() -> cache.get("two", String::length), "loads-two");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}

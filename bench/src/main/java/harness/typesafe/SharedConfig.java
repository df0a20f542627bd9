package harness.typesafe;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;

/**
 * Correct use of Typesafe Config 1.4.1: a {@code Config} parsed and resolved once (immutable,
 * documented thread-safe) read by two threads, one of which parses and merges a fallback of
 * its own; {@code main} joins both.
 */
public class SharedConfig {
  public static void main(String[] args) throws Exception {
    Config config = ConfigFactory.parseString("pool { size = 4, name = main }").resolve();
    int[] size = new int[1];
    String[] name = new String[1];
    Thread sizer = new Thread(() -> size[0] = config.getInt("pool.size"), "sizer");
    Thread namer = new Thread(() -> name[0] = config
        .withFallback(ConfigFactory.parseString("pool.name = fallback")).getString("pool.name"),
        "namer");
    sizer.start();
    namer.start();
    sizer.join();
    namer.join();
    System.out.println(size[0] + " " + name[0]);
  }
}

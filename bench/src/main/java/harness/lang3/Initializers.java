package harness.lang3;

import org.apache.commons.lang3.concurrent.BackgroundInitializer;
import org.apache.commons.lang3.concurrent.LazyInitializer;
import org.apache.commons.lang3.concurrent.ConcurrentException;

/**
 * Correct use of Commons Lang 3's initializers (never run by the build, only analysed; the
 * release on petrify's own class path): a {@code LazyInitializer} read by two threads and a
 * {@code BackgroundInitializer} started and awaited: no deadlock.
 */
public class Initializers {
  static final LazyInitializer<StringBuilder> LAZY = new LazyInitializer<>() {
    @Override protected StringBuilder initialize() { return new StringBuilder("x"); }
  };
  public static void main(String[] args) throws Exception {
    BackgroundInitializer<Integer> bg = new BackgroundInitializer<>() {
      @Override protected Integer initialize() { return 42; }
    };
    bg.start();
    Thread a = new Thread(() -> { try { LAZY.get(); } catch (ConcurrentException e) { } }, "a");
    a.start();
    LAZY.get();
    a.join();
    System.out.println(bg.get());
  }
}

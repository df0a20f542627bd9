package org.petrify.ir.pointsto.samples;

/**
 * A program over a real jar (JUnit 4): two threads run a test class through {@code JUnitCore},
 * whose test locks a shared object. {@code StableRunsTest} analyses it in fresh code bases and
 * in another JVM and expects the same result each time.
 */
public class JUnitThreads {
  static final Object LOCK = new Object();
  static int runs;

  public static class Case {
    @org.junit.Test
    public void counts() {
      synchronized (LOCK) {
        runs++;
      }
      org.junit.Assert.assertTrue(runs > 0);
    }
  }

  public static void main(String[] args) throws Exception {
    Runnable r = () -> org.junit.runner.JUnitCore.runClasses(Case.class);
    Thread a = new Thread(r), b = new Thread(r);
    a.start(); b.start();
    a.join(); b.join();
  }
}

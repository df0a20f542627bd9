package org.petrify.cli;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Whether the JVM running the tests accepts a class file: defines it in a fresh class loader
 * (format checks) and initializes it (verification and linking), on a daemon thread given two
 * seconds (a class whose initializer runs longer was accepted). A missing class it refers to is a missing
 * dependency, not a defect of the class: accepted.
 */
final class JvmOracle {
  private JvmOracle() {}

  static boolean accepts(String name, byte[] bytes) {
    return why(name, bytes) == null;
  }

  /** Null if the JVM accepts the class, else what it threw. */
  static String why(String name, byte[] bytes) {
    AtomicReference<String> problem = new AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        ClassLoader loader = new ClassLoader(JvmOracle.class.getClassLoader()) {
          @Override
          protected Class<?> findClass(String n) throws ClassNotFoundException {
            if (n.equals(name)) {
              return defineClass(n, bytes, 0, bytes.length);
            }
            throw new ClassNotFoundException(n);
          }
        };
        Class.forName(name, true, loader);
      } catch (NoClassDefFoundError e) {
        // a class it uses is missing: a missing dependency, not a defect of the class (the
        // JVM loads classes lazily and the analysis reports unresolved calls)
        if (String.valueOf(e.getMessage()).replace('/', '.').equals(name)) {
          problem.set(e.toString());
        }
      } catch (Throwable e) {
        problem.set(e.toString());
      }
    });
    t.setDaemon(true);
    t.start();
    try {
      t.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return problem.get();
  }
}

package org.petrify.agent.rt;

import java.util.concurrent.locks.Lock;

/**
 * Which {@code Lock} objects the recording treats as locks: those whose {@code lock()} is JDK
 * code ({@code ReentrantLock}, the read-write lock views, and program subclasses that inherit
 * it). A class of the program or of a library jar that implements {@code Lock} with its own
 * {@code lock()} is no lock to the analysis either: its calls are translated as calls of that
 * code (monitors, waits, fields), and the recording records them the same way, by the events of
 * that code, not as an acquisition of the object. The answer is computed once per class.
 */
final class LibraryLocks {
  private LibraryLocks() {}

  private static final ClassValue<Boolean> JDK_LOCK = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> c) {
      if (!Lock.class.isAssignableFrom(c)) {
        return false;
      }
      try {
        return isJdk(c.getMethod("lock").getDeclaringClass());
      } catch (NoSuchMethodException | SecurityException e) {
        return true;
      }
    }
  };

  /** True if {@code o} is a {@code Lock} whose {@code lock()} is JDK code. */
  static boolean isLibraryLock(Object o) {
    return o != null && JDK_LOCK.get(o.getClass());
  }

  private static boolean isJdk(Class<?> c) {
    ClassLoader l = c.getClassLoader();
    return l == null || l == ClassLoader.getPlatformClassLoader();
  }
}

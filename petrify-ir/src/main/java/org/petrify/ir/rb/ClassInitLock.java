package org.petrify.ir.rb;

/**
 * The naming of the rb locks that stand for JVM class initialisation locks (JLS 12.4.2): the
 * lock of class {@code C} is named {@code C.<clinit>}, a name no Java object's lock has. The
 * frontend takes it for the whole initialisation of {@code C}, so "waiting for this lock, held
 * by thread T" reads in Java terms as "waiting for class C to be initialised by thread T".
 */
public final class ClassInitLock {
  private static final String SUFFIX = ".<clinit>";

  private ClassInitLock() {}

  /** The lock name of a class's initialisation. */
  public static String of(String className) {
    return className + SUFFIX;
  }

  /** True if the lock name is a class initialisation lock. */
  public static boolean is(String lock) {
    return lock != null && lock.endsWith(SUFFIX) && lock.length() > SUFFIX.length();
  }

  /** The class of a class initialisation lock ({@link #is} must hold). */
  public static String className(String lock) {
    return lock.substring(0, lock.length() - SUFFIX.length());
  }
}

package org.petrify.ir.pointsto;

/**
 * The lock views of a {@code StampedLock} {@code s}: {@code s.asReadLock()},
 * {@code s.asWriteLock()} and {@code s.asReadWriteLock()}, and the {@code readLock()} and
 * {@code writeLock()} of the last. Each returns a library object of its call site bound to
 * the stamped locks it stands for ({@link PointsToResult#readWriteLocks}); the views share
 * their lock's state, so the translation runs a view's {@code Lock} methods as the stamped
 * lock's own read or write methods (not the reentrant model of a
 * {@code ReentrantReadWriteLock}).
 */
public final class StampedViews {
  /** The stamped lock class. */
  public static final String STAMPED = "java.util.concurrent.locks.StampedLock";
  static final String READ_WRITE_VIEW = STAMPED + "$ReadWriteLockView";
  /** The class of the read view. */
  public static final String READ_VIEW = STAMPED + "$ReadLockView";
  /** The class of the write view. */
  public static final String WRITE_VIEW = STAMPED + "$WriteLockView";

  private StampedViews() {
  }

  /** True if this method of this (declaring) class returns a view of a stamped lock. */
  static boolean returnsView(String cls, String name) {
    return cls.equals(STAMPED) && (name.equals("asReadLock") || name.equals("asWriteLock")
        || name.equals("asReadWriteLock"))
        || cls.equals(READ_WRITE_VIEW) && (name.equals("readLock") || name.equals("writeLock"));
  }

  /** The class of the view a method of {@link #returnsView} returns. */
  static String viewType(String name) {
    return switch (name) {
      case "asReadLock", "readLock" -> READ_VIEW;
      case "asWriteLock", "writeLock" -> WRITE_VIEW;
      default -> READ_WRITE_VIEW;
    };
  }

  /** True if the object is a view of a stamped lock (of one of the three view classes). */
  public static boolean isView(AbstractObject o) {
    return o.type().startsWith(STAMPED + "$");
  }
}

package org.petrify.ir.pointsto.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Guava's synchronized multimaps in small (never run, only analysed): a public static factory
 * calls a static helper with a {@code null} mutex, whose constructor takes the view itself as
 * mutex when it is null, so the helper is analysed in an {@code args(p1=null)} instance ({@link
 * org.petrify.ir.pointsto.ParameterBranches}); a view's {@code list()} hands its mutex to a
 * static method that makes a list view over the same mutex. Two views made at two lines of
 * {@code main} must each keep their own mutex, and so must the list view taken from one of them
 * (list views of both would be one object: their call string, two static hops above the view's
 * identity, is cut at the depth).
 */
public class SynchronizedViews {
  public static Object mutexA;
  public static Object mutexB;
  public static Object listMutexB;

  /** The synchronized view of a map of lists. */
  public static final class SyncMap {
    final List<Object> delegate;
    final Object mutex;

    SyncMap(List<Object> delegate, Object mutex) {
      this.delegate = delegate;
      this.mutex = mutex == null ? this : mutex;
    }

    public SyncList list() {
      synchronized (mutex) {
        return SyncList.over(delegate, mutex);
      }
    }
  }

  /** A list view synchronized on the mutex of the view it was taken from. */
  public static final class SyncList {
    final List<Object> delegate;
    final Object mutex;

    private SyncList(List<Object> delegate, Object mutex) {
      this.delegate = delegate;
      this.mutex = mutex;
    }

    static SyncList over(List<Object> delegate, Object mutex) {
      return new SyncList(delegate, mutex);
    }

    public int size() {
      synchronized (mutex) {
        return delegate.size();
      }
    }
  }

  /** The public factory ({@code Multimaps.synchronizedListMultimap}). */
  public static SyncMap synchronizedMap(List<Object> map) {
    return wrap(map, null);
  }

  /** The helper ({@code Synchronized.listMultimap(multimap, mutex)}). */
  static SyncMap wrap(List<Object> map, Object mutex) {
    if (map == null) {
      throw new IllegalArgumentException();
    }
    return new SyncMap(map, mutex);
  }

  public static void main(String[] args) {
    SyncMap a = synchronizedMap(new ArrayList<>());
    SyncMap b = synchronizedMap(new ArrayList<>());
    mutexA = a.mutex;
    mutexB = b.mutex;
    listMutexB = b.list().mutex;
  }
}

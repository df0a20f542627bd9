package org.petrify.ir.frontend.samples;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;

/**
 * An application collection whose methods lock it, added to another on each of two threads:
 * {@code a.addAll(b)} holds {@code a} while {@code ArrayList.addAll(b)} calls {@code
 * b.toArray()}, which locks {@code b}; the other thread does the converse (a deadlock).
 * {@link Copied}: {@code addAll} copies the argument before it takes its own lock (no nested
 * locks, no deadlock). {@link Sorted}: a comparator that locks, handed to a {@code TreeMap},
 * which calls it later from other calls: that stays a caveat.
 */
public class BagAddAll extends AbstractCollection<Object> {
  final List<Object> items = new ArrayList<>();

  @Override
  public synchronized boolean add(Object o) {
    return items.add(o);
  }

  @Override
  public synchronized boolean addAll(Collection<?> c) {
    return items.addAll(c);
  }

  @Override
  public synchronized Object[] toArray() {
    return items.toArray();
  }

  @Override
  public synchronized int size() {
    return items.size();
  }

  @Override
  public Iterator<Object> iterator() {
    return Arrays.asList(toArray()).iterator();
  }

  static void cross(Collection<Object> a, Collection<Object> b) throws InterruptedException {
    a.add("a");
    b.add("b");
    Thread t1 = new Thread(() -> a.addAll(b));
    Thread t2 = new Thread(() -> b.addAll(a));
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  public static void main(String[] args) throws InterruptedException {
    cross(new BagAddAll(), new BagAddAll());
  }

  /** A bag that reads the argument before it locks itself. */
  public static class Copied extends BagAddAll {
    @Override
    public boolean addAll(Collection<?> c) {
      Object[] snapshot = c.toArray();
      synchronized (this) {
        return items.addAll(Arrays.asList(snapshot));
      }
    }

    public static void main(String[] args) throws InterruptedException {
      cross(new Copied(), new Copied());
    }
  }

  /** A comparator that locks, kept by a tree map and called by its later calls. */
  public static class Sorted {
    static final class Locking implements Comparator<Object> {
      @Override
      public synchronized int compare(Object x, Object y) {
        return x.hashCode() - y.hashCode();
      }
    }

    public static void main(String[] args) {
      TreeMap<Object, Object> map = new TreeMap<>(new Locking());
      map.put("k", "v");
    }
  }
}

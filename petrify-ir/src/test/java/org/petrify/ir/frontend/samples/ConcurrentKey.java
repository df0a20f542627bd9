package org.petrify.ir.frontend.samples;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A {@code ConcurrentHashMap.putIfAbsent} of an application map as key: the inherited {@code
 * hashCode} calls the key's synchronized {@code entrySet}, code the model does not run, in the
 * caller; then two threads take {@code A} and {@code B} in opposite orders (a deadlock).
 * {@link AddAll}: a {@code CopyOnWriteArrayList.addAll} of an application collection, a method
 * given a collection rather than a stored element, which keeps the thread of dropped code.
 */
public class ConcurrentKey {
  static final Object A = new Object();
  static final Object B = new Object();

  /** A map whose entries are computed under its own monitor. */
  static final class Settings extends AbstractMap<String, String> {
    @Override
    public synchronized Set<Map.Entry<String, String>> entrySet() {
      return Set.of();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    new ConcurrentHashMap<Object, String>().putIfAbsent(new Settings(), "defaults");
    Thread t = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          A.hashCode();
        }
      }
    });
    t.start();
    synchronized (B) {
      synchronized (A) {
        B.hashCode();
      }
    }
    t.join();
  }

  /** A collection whose array is made under its own monitor. */
  static final class Bag extends AbstractCollection<String> {
    @Override
    public synchronized Object[] toArray() {
      return new Object[0];
    }

    @Override
    public Iterator<String> iterator() {
      return Collections.emptyIterator();
    }

    @Override
    public int size() {
      return 0;
    }
  }

  /** {@code addAll} of an application collection to a concurrent list. */
  public static class AddAll {
    public static void main(String[] args) {
      new CopyOnWriteArrayList<String>().addAll(new Bag());
    }
  }
}

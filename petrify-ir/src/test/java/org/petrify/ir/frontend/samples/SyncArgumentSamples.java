package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Vector;

/**
 * Synchronized collections handed to JDK methods as arguments (see {@code
 * ArgumentCollectionLocks}): the JDK calls the argument's own methods, which lock it. One
 * thread copies the collection while it holds {@code LOCK}; the other takes the collection's
 * lock and then {@code LOCK}.
 */
public final class SyncArgumentSamples {
  private SyncArgumentSamples() {}

  static final Object LOCK = new Object();

  static void other(Object collection) {
    synchronized (collection) {
      synchronized (LOCK) {
        LOCK.hashCode();
      }
    }
  }

  /** {@code new ArrayList<>(list)} under {@code LOCK}: a lock cycle. */
  public static final class CopyUnderLock {
    public static void main(String[] args) throws InterruptedException {
      List<Integer> list = Collections.synchronizedList(new ArrayList<>());
      Thread t = new Thread(() -> other(list));
      t.start();
      synchronized (LOCK) {
        List<Integer> copy = new ArrayList<>(list);
        copy.hashCode();
      }
      t.join();
    }
  }

  /** The same copy after {@code LOCK} is released: no cycle. */
  public static final class CopyOutsideLock {
    public static void main(String[] args) throws InterruptedException {
      List<Integer> list = Collections.synchronizedList(new ArrayList<>());
      Thread t = new Thread(() -> other(list));
      t.start();
      List<Integer> copy;
      synchronized (LOCK) {
        LOCK.hashCode();
      }
      copy = new ArrayList<>(list);
      copy.hashCode();
      t.join();
    }
  }

  /** {@code plain.addAll(vector)} under {@code LOCK}: a lock cycle through the Vector. */
  public static final class AddAllVectorUnderLock {
    public static void main(String[] args) throws InterruptedException {
      Vector<Integer> vector = new Vector<>();
      Thread t = new Thread(() -> other(vector));
      t.start();
      List<Integer> plain = new ArrayList<>();
      synchronized (LOCK) {
        plain.addAll(vector);
      }
      t.join();
    }
  }
}

package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A lock read from a copy of a list ({@code new ArrayList<>(src)}): the points-to analysis puts
 * {@code src} itself among the copy's elements, but only {@code a} can be the receiver of
 * {@code Lock.lock()}. Thread 1 holds {@code a} and takes the copy's monitor; thread 2 holds
 * the source list's monitor and takes {@code a}: no cycle (taking the list {@code src} for the
 * lock would make one). {@link Bug}: thread 2 takes the copy's monitor instead, a real cycle.
 * {@link Custom}: an application class that extends {@code ReentrantLock} stays a lock.
 */
public class CopiedLocks {
  static final Lock a = new ReentrantLock();
  static final List<Lock> src = List.of(a);
  static int n;

  static void holdAThenMonitor(List<Lock> copy) {
    Lock l;
    try {
      l = copy.get(0);
    } catch (RuntimeException e) {
      return;
    }
    l.lock();
    try {
      synchronized (copy) {
        n++;
      }
    } finally {
      l.unlock();
    }
  }

  static void monitorThenA(Object monitor) {
    synchronized (monitor) {
      a.lock();
      try {
        n++;
      } finally {
        a.unlock();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    List<Lock> copy = new ArrayList<>(src);
    Thread t1 = new Thread(() -> holdAThenMonitor(copy));
    Thread t2 = new Thread(() -> monitorThenA(src));
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  /** Thread 2 holds the copy's monitor and takes {@code a}: a deadlock. */
  public static class Bug {
    public static void main(String[] args) throws InterruptedException {
      List<Lock> copy = new ArrayList<>(src);
      Thread t1 = new Thread(() -> holdAThenMonitor(copy));
      Thread t2 = new Thread(() -> monitorThenA(copy));
      t1.start();
      t2.start();
      t1.join();
      t2.join();
    }
  }

  /** A lock of an application subclass of {@code ReentrantLock}, read from a list. */
  public static class Custom {
    static final class Named extends ReentrantLock {
      private static final long serialVersionUID = 1L;
    }

    static final List<Object> items = new ArrayList<>();

    static void use() {
      Lock l = (Lock) items.get(1);
      l.lock();
      l.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
      items.add(new Object());
      items.add(new Named());
      Thread t = new Thread(Custom::use);
      t.start();
      use();
      t.join();
    }
  }
}

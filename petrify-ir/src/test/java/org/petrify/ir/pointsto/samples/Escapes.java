package org.petrify.ir.pointsto.samples;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Objects for {@code ThreadEscapeTest}: each marker class is allocated once and reaches other
 * threads (or not) through one channel.
 */
public class Escapes {
  static class Local {}

  static class LocalInSharedCode {}

  static class InStatic {}

  static class Captured {}

  static class Box {
    Object f;
  }

  static class Reached {}

  static class ToJdk {}

  static class Returned {}

  static class InArray {}

  static class Worker extends Thread {
    @Override
    public void run() {}
  }

  static Object shared;
  static Object[] sharedArray;

  static void work() {
    LocalInSharedCode o = new LocalInSharedCode();
    synchronized (o) {
      o.notifyAll();
    }
  }

  public static void main(String[] args) throws Exception {
    Local local = new Local();
    synchronized (local) {
      local.notify();
    }
    shared = new InStatic();
    Box box = new Box();
    box.f = new Reached();
    Captured captured = new Captured();
    Thread t = new Thread(() -> {
      synchronized (captured) {
        work();
      }
      Object x = box.f;
    });
    t.start();
    work();
    ThreadLocal<Object> tl = new ThreadLocal<>();
    tl.set(new ToJdk());
    ExecutorService ex = Executors.newFixedThreadPool(1);
    Future<Object> f = ex.submit(() -> new Returned());
    f.get();
    new Worker().start();
    Object[] arr = new Object[1];
    arr[0] = new InArray();
    sharedArray = arr;
    t.join();
  }
}

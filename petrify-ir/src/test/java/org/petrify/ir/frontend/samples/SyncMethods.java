package org.petrify.ir.frontend.samples;

/** Synchronized instance and static methods, a Thread subclass and a Runnable class. */
public class SyncMethods {
  int count;

  synchronized void inc() {
    count++;
  }

  static synchronized void global() {}

  static class Worker extends Thread {
    final SyncMethods target;

    Worker(SyncMethods target) {
      this.target = target;
    }

    @Override
    public void run() {
      target.inc();
      global();
    }
  }

  static class Task implements Runnable {
    final SyncMethods target;

    Task(SyncMethods target) {
      this.target = target;
    }

    @Override
    public void run() {
      target.inc();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    SyncMethods s = new SyncMethods();
    Worker w = new Worker(s);
    Thread t = new Thread(new Task(s));
    Thread anon = new Thread() {
      @Override
      public void run() {
        global();
      }
    };
    w.start();
    t.start();
    anon.start();
    w.join();
    t.join();
    anon.join();
  }
}

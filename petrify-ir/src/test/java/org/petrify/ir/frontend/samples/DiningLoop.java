package org.petrify.ir.frontend.samples;

/** Dining philosophers with forks and philosophers created in counted loops (JPF style). */
public class DiningLoop {
  static final int N = 3;

  static class Fork {}

  static class Philosopher extends Thread {
    final Fork left;
    final Fork right;

    Philosopher(Fork left, Fork right) {
      this.left = left;
      this.right = right;
    }

    @Override
    public void run() {
      synchronized (left) {
        synchronized (right) {
          left.hashCode();
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Fork[] forks = new Fork[N];
    for (int i = 0; i < N; i++) {
      forks[i] = new Fork();
    }
    Philosopher[] phils = new Philosopher[N];
    for (int i = 0; i < N; i++) {
      phils[i] = new Philosopher(forks[i], forks[(i + 1) % N]);
      phils[i].start();
    }
    for (Philosopher p : phils) {
      p.join();
    }
  }
}

package org.petrify.ir.frontend.names;

/**
 * Threads named in the ways {@code ThreadNamesTest} checks; each prints its own name, which
 * the test compares with what Petrify names it (JDK 25 numbers unnamed threads at construction).
 */
public class Names {
  static final Runnable PRINT = () -> System.out.println(Thread.currentThread().getName());

  /** Named by the constructor of a subclass through {@code super(name)}. */
  static final class Worker extends Thread {
    Worker(String name) {
      super(name);
    }

    @Override
    public void run() {
      PRINT.run();
    }
  }

  /** An unnamed subclass: it takes a number. */
  static final class Plain extends Thread {
    @Override
    public void run() {
      PRINT.run();
    }
  }

  /** A subclass that names itself with setName in its constructor (after taking a number). */
  static final class SelfNamed extends Thread {
    SelfNamed() {
      setName("self");
    }

    @Override
    public void run() {
      PRINT.run();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(PRINT, "worker");      // constructor name
    Thread b = new Thread(PRINT);                // Thread-0
    Thread c = new Worker("sub");                // super(name)
    Thread d = new Plain();                      // Thread-1
    Thread e = new Thread(PRINT);                // Thread-2, renamed
    e.setName("renamed");
    Thread f = new SelfNamed();                  // Thread-3 used up, named "self"
    Thread g = Thread.ofPlatform().name("built").unstarted(PRINT);
    Thread h = Thread.ofPlatform().unstarted(PRINT); // Thread-4
    Thread i = new Thread(PRINT);                // Thread-5
    Thread[] all = {a, b, c, d, e, f, g, h, i};
    for (Thread t : all) {
      t.start();
    }
    for (Thread t : all) {
      t.join();
    }
  }
}

package org.petrify.ir.pointsto.samples;

/**
 * Requests made by shared code for {@code ThreadContexts}: one runnable run by thread
 * {@code a}, by threads started in a loop of unknown bound (one thread object, a summary) and
 * by {@code main} itself; each run makes one {@code Req} in {@code submit} (a monitor, so a
 * synchronization object) and one plain {@code Note} in {@code note}.
 */
public class ThreadRequests {
  static Req last;
  static Note lastNote;

  static final class Req { }

  static final class Note { }

  static Req submit() {
    Req r = new Req();
    synchronized (r) {
      last = r;
    }
    return r;
  }

  static void note() {
    lastNote = new Note();
  }

  public static void main(String[] args) throws InterruptedException {
    Runnable user = () -> {
      submit();
      note();
    };
    Thread a = new Thread(user, "a");
    a.start();
    for (String arg : args) {
      new Thread(user, arg).start();
    }
    user.run();
    a.join();
  }
}

package org.petrify.ir.frontend.samples;

/**
 * Guards written only through setters whose call sites pass a few constants: an enum phase,
 * an int level and a boolean flag. The worker waits until the phase is {@code RUNNING} or
 * {@code STOPPED}, the level at least 2 and the flag true; {@code main} calls each setter with
 * two constants, the last of which satisfies the worker: no deadlock.
 */
public class GuardSetters {
  enum Phase { NEW, RUNNING, STOPPED }

  private Phase phase = Phase.NEW;
  private int level;
  private boolean open;

  synchronized void phase(Phase p) {
    phase = p;
    notifyAll();
  }

  synchronized void level(int l) {
    level = l;
    notifyAll();
  }

  synchronized void open(boolean o) {
    open = o;
    notifyAll();
  }

  synchronized void awaitAll() throws InterruptedException {
    while (phase != Phase.RUNNING && phase != Phase.STOPPED || level < 2 || !open) {
      wait();
    }
  }

  static void run(GuardSetters g, Phase last, int top, boolean finallyOpen)
      throws InterruptedException {
    Thread w = new Thread(() -> {
      try {
        g.awaitAll();
      } catch (InterruptedException e) {
        return;
      }
    });
    w.start();
    g.phase(Phase.RUNNING);
    g.phase(last);
    g.level(1);
    g.level(top);
    g.open(false);
    g.open(finallyOpen);
    w.join();
  }

  public static void main(String[] args) throws InterruptedException {
    run(new GuardSetters(), Phase.STOPPED, 2, true);
  }

  /** The same setters, but the last calls leave the phase back at {@code NEW}: a deadlock. */
  public static class Lost {
    public static void main(String[] args) throws InterruptedException {
      run(new GuardSetters(), Phase.NEW, 2, true);
    }
  }
}

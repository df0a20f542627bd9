package org.petrify.ir.frontend.samples;

/**
 * The opposite lock order is only taken in phase STOP, which the worker sets after it released
 * both locks; the switch on the enum of another class (a $SwitchMap switch) is exact, so there
 * is no deadlock.
 */
public class PhaseSwitch {
  static final Object a = new Object();
  static final Object b = new Object();
  static volatile Phase phase = Phase.INIT;

  static void worker() {
    phase = Phase.RUN;
    synchronized (a) {
      synchronized (b) {
        phase = Phase.RUN;
      }
    }
    phase = Phase.STOP;
  }

  static void watcher() {
    while (true) {
      switch (phase) {
        case STOP -> {
          synchronized (b) {
            synchronized (a) {
              return;
            }
          }
        }
        default -> Thread.onSpinWait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread w = new Thread(PhaseSwitch::worker);
    Thread v = new Thread(PhaseSwitch::watcher);
    w.start();
    v.start();
    w.join();
    v.join();
  }
}

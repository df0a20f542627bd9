package org.petrify.ir.frontend.samples;

/**
 * An enum constant passed through a constructor to a factory that switches on it (javac
 * compiles the switch over {@code $SwitchMap[mode.ordinal()]}): only {@code MULTI} starts the
 * thread whose lock order inverts main's. With {@code SINGLE}, no deadlock once the
 * parameters are pinned in argument variants and the switch is decided.
 */
public class ArgumentModes {
  /** How the ring is built. */
  public enum Mode { SINGLE, MULTI }

  final Object a = new Object();
  final Object b = new Object();

  ArgumentModes(Mode mode) {
    start(mode);
  }

  void start(Mode mode) {
    switch (mode) {
      case MULTI:
        new Thread(this::backwards).start();
        break;
      default:
        break;
    }
  }

  void backwards() {
    synchronized (b) {
      synchronized (a) {
        a.hashCode();
      }
    }
  }

  void forwards() {
    synchronized (a) {
      synchronized (b) {
        b.hashCode();
      }
    }
  }

  public static void main(String[] args) {
    new ArgumentModes(Mode.SINGLE).forwards();
  }
}

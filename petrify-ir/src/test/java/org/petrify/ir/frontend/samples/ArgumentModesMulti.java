package org.petrify.ir.frontend.samples;

/** The bug twin of {@link ArgumentModes}: {@code MULTI} starts the thread (a real deadlock). */
public class ArgumentModesMulti {
  /** How the ring is built. */
  public enum Mode { SINGLE, MULTI }

  final Object a = new Object();
  final Object b = new Object();

  ArgumentModesMulti(Mode mode) {
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
    new ArgumentModesMulti(Mode.MULTI).forwards();
  }
}

package org.petrify.ir.frontend.samples;

/**
 * A slot computed by a static arithmetic helper decides whether main waits for ever: with
 * {@code args.length == 0} the slot after 3 wraps to 0 and main goes on; {@link PureGateStuck}
 * asks for the slot after 2, which is 3, and waits.
 */
public class PureGate {
  static final Object LOCK = new Object();

  static int next(int slot) {
    int n = slot + 1;
    return n & 3;
  }

  static void await(int from) throws InterruptedException {
    int s = next(from);
    if (s != 0) {
      synchronized (LOCK) {
        LOCK.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    await(3);
  }
}

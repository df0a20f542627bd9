package org.petrify.ir.frontend.samples;

/**
 * A listener field that nothing ever sets: no class of the program implements
 * {@link Listener}, so {@code l.fired()} runs only on a null receiver (it would throw).
 */
public class OptionalListener {
  /** A call-back the program could install. */
  public interface Listener {
    void fired();
  }

  static Listener listener;

  public static void main(String[] args) {
    Listener l = listener;
    if (l != null) {
      l.fired();
    }
    Listener again = produce(l);
    if (again != null) {
      again.fired();
    }
  }

  static Listener produce(Listener l) {
    return l;
  }
}

package org.petrify.ir.frontend.samples;

/**
 * Control twin of {@link OptionalListener}: an implementation of the listener is created (and
 * dropped), so an empty receiver elsewhere is not known to be null and keeps its UNSOUND caveat.
 */
public class CreatedListener {
  /** A call-back the program could install. */
  public interface Listener {
    void fired();
  }

  static Listener listener;

  public static void main(String[] args) {
    Listener made = new Listener() {
      @Override
      public void fired() {}
    };
    Listener l = listener;
    if (l != null) {
      l.fired();
    }
    System.out.println(made.hashCode());
  }
}

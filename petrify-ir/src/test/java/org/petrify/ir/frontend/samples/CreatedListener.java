package org.petrify.ir.frontend.samples;

/**
 * Control twin of {@link OptionalListener}: an implementation of the listener is created (and
 * dropped), so an empty receiver elsewhere is not known to be null and keeps its UNSOUND caveat.
 * The field is installed from a value the points-to analysis has no object for (a system
 * property), so it is not known to hold only null either (a field nothing ever writes would be,
 * rule (3) of {@code NullReceivers}).
 */
public class CreatedListener {
  /** A call-back the program could install. */
  public interface Listener {
    void fired();
  }

  static Listener listener;

  static void install() {
    listener = (Listener) System.getProperties().get("listener");
  }

  public static void main(String[] args) {
    install();
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

package org.petrify.ir.frontend.samples;

/**
 * Rule (2) of {@code NullReceivers}: {@code event.logger()} has a receiver nothing creates
 * (no {@link Event}), so it cannot return; the {@code Logger} it would return is created
 * elsewhere, but the call on that result is not reached either.
 */
public class ResultOfNullCall {
  /** Something queued that nothing creates. */
  public interface Event {
    Logger logger();
  }

  /** Made by the program. */
  public static class Logger {
    public String name() {
      return "l";
    }
  }

  static Event pending;
  static Logger root = new Logger();

  public static void main(String[] args) {
    Event e = pending;
    if (e != null) {
      Logger l = e.logger();
      System.out.println(l.name());
    }
    System.out.println(root.name());
  }
}

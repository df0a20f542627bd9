package org.petrify.ir.frontend.samples;

/**
 * Array reads indexed by an enum's {@code ordinal()}, for {@code SwitchMapIndexesTest}: javac's
 * switch map (sized by {@code values().length}) is in bounds; a table one slot short, a table
 * sized by another enum and a non-final table are not proved.
 */
public final class SwitchMapSamples {
  enum Small { A }

  static final int[] SHORT = new int[SampleMode.values().length - 1];
  static final int[] OTHER = new int[Small.values().length];
  static int[] mutable = new int[SampleMode.values().length];

  static int safeSwitch(SampleMode m) {
    switch (m) {
      case FAST:
        return 1;
      case SLOW:
        return 2;
      default:
        return 0;
    }
  }

  static int unsafeShort(SampleMode m) {
    return SHORT[m.ordinal()];
  }

  static int unsafeOtherEnum(SampleMode m) {
    return OTHER[m.ordinal()];
  }

  static int unsafeMutable(SampleMode m) {
    return mutable[m.ordinal()];
  }

  public static void main(String[] args) {
    mutable = new int[1];
    SampleMode m = args.length == 0 ? SampleMode.IDLE : SampleMode.SLOW;
    safeSwitch(m);
    unsafeShort(m);
    unsafeOtherEnum(m);
    unsafeMutable(m);
  }
}

/** An enum of its own class, so that a {@code switch} on it reads a switch map. */
enum SampleMode { FAST, SLOW, IDLE }

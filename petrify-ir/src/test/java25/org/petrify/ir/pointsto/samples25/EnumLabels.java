package org.petrify.ir.pointsto.samples25;

/** Two pattern switches over {@code Object} with qualified enum constants and a class as labels. */
public final class EnumLabels {
  private EnumLabels() {}

  enum Color { RED, GREEN }

  record Box(int n) {}

  public static int dispatch(Object o) {
    return switch (o) {
      case Color.RED -> 1;
      case Box b -> 2;
      case Color.GREEN -> 3;
      default -> 0;
    };
  }

  public static int other(Object o) {
    return switch (o) {
      case Color.GREEN -> 1;
      case Box b -> 2;
      case Color.RED -> 3;
      default -> 0;
    };
  }

}

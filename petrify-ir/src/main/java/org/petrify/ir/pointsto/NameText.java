package org.petrify.ir.pointsto;

/** Strings written into names of contexts and procedures. */
public final class NameText {
  private NameText() {}

  /**
   * {@code s} with every character but ASCII letters and digits written {@code _xxxx} (its
   * code in four hex digits). Injective: {@code '_'} itself is escaped, so two strings give one
   * text only when they are equal.
   */
  public static String escaped(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      if (c < 128 && Character.isLetterOrDigit(c)) {
        b.append(c);
      } else {
        b.append('_').append(String.format("%04x", (int) c));
      }
    }
    return b.toString();
  }
}

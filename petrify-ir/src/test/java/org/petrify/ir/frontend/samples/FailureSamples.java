package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * JDK calls for {@code KnownFailuresTest}: {@code known...} methods make one call whose
 * unchecked exceptions are exactly known, {@code unknown...} methods one whose are not.
 */
public final class FailureSamples {
  static String text = "x";

  static int knownParse() {
    return Integer.parseInt(text);
  }

  static Integer knownValueOfText() {
    return Integer.valueOf(text);
  }

  static String knownPlainListGet(List<String> plain) {
    return plain.get(1);
  }

  static String unknownViewGet(List<String> view) {
    return view.get(1);
  }

  public static void main(String[] args) {
    knownParse();
    knownValueOfText();
    List<String> plain = new ArrayList<>();
    plain.add("a");
    knownPlainListGet(plain);
    unknownViewGet(Collections.unmodifiableList(plain));
  }
}

package org.petrify.api;

import java.util.Locale;

/** Whether an access reads or writes its location. Reads sort before writes. */
public enum AccessKind {
  READ,
  WRITE;

  /** {@code "read"} or {@code "write"}, as in JSON and in race keys. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@code "reading"} or {@code "writing"}, as in the report text. */
  String gerund() {
    return this == READ ? "reading" : "writing";
  }

  /** The kind named {@code read} or {@code write}. */
  public static AccessKind of(String word) {
    return valueOf(word.toUpperCase(Locale.ROOT));
  }
}

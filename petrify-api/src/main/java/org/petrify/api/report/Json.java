package org.petrify.api.report;

import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * A minimal JSON writer for the reports (we do not depend on a JSON library). Values are
 * {@code null}, {@link Boolean}, {@link Number}, {@link CharSequence} (and enums, written by
 * name), {@link Map} with string keys (written in iteration order, so use a
 * {@link java.util.LinkedHashMap} for a stable layout), {@link Collection}, arrays of
 * {@code int}/{@code long}, and {@code Object[]}. Output is indented by two spaces per level,
 * one member per line, ending without a newline. Non-finite doubles are written as {@code null}.
 */
public final class Json {
  private Json() {}

  /** The value as indented JSON text. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, 0);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out, int depth) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof Boolean b) {
      out.append(b.booleanValue());
    } else if (value instanceof Double d) {
      out.append(d.isNaN() || d.isInfinite() ? "null" : d.toString());
    } else if (value instanceof Float f) {
      write(f.doubleValue(), out, depth);
    } else if (value instanceof Number n) {
      out.append(n);
    } else if (value instanceof CharSequence s) {
      string(s, out);
    } else if (value instanceof Enum<?> e) {
      string(e.name(), out);
    } else if (value instanceof Map<?, ?> map) {
      object(map, out, depth);
    } else if (value instanceof Collection<?> c) {
      array(c.iterator(), c.isEmpty(), out, depth);
    } else if (value instanceof int[] a) {
      array(java.util.Arrays.stream(a).boxed().iterator(), a.length == 0, out, depth);
    } else if (value instanceof long[] a) {
      array(java.util.Arrays.stream(a).boxed().iterator(), a.length == 0, out, depth);
    } else if (value instanceof Object[] a) {
      array(java.util.Arrays.asList(a).iterator(), a.length == 0, out, depth);
    } else {
      throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
    }
  }

  private static void object(Map<?, ?> map, StringBuilder out, int depth) {
    if (map.isEmpty()) {
      out.append("{}");
      return;
    }
    out.append("{\n");
    Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<?, ?> e = it.next();
      indent(out, depth + 1);
      string(String.valueOf(e.getKey()), out);
      out.append(": ");
      write(e.getValue(), out, depth + 1);
      out.append(it.hasNext() ? ",\n" : "\n");
    }
    indent(out, depth);
    out.append('}');
  }

  private static void array(Iterator<?> it, boolean empty, StringBuilder out, int depth) {
    if (empty) {
      out.append("[]");
      return;
    }
    out.append("[\n");
    while (it.hasNext()) {
      indent(out, depth + 1);
      write(it.next(), out, depth + 1);
      out.append(it.hasNext() ? ",\n" : "\n");
    }
    indent(out, depth);
    out.append(']');
  }

  private static void indent(StringBuilder out, int depth) {
    out.append("  ".repeat(depth));
  }

  /** Appends {@code s} as a JSON string literal, escaping quotes, backslashes and controls. */
  static void string(CharSequence s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == 0x2028 || c == 0x2029) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}

package org.petrify.api.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict little JSON parser (baselines; tests), independent of {@link Json}: objects become
 * LinkedHashMaps, arrays Lists, numbers Long or Double, and anything malformed throws.
 */
public final class JsonReader {
  private final String s;
  private int i;

  private JsonReader(String s) {
    this.s = s;
  }

  public static Object parse(String text) {
    JsonReader r = new JsonReader(text);
    Object v = r.value();
    r.ws();
    if (r.i != text.length()) {
      throw r.error("trailing text");
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  public static Map<String, Object> object(String text) {
    return (Map<String, Object>) parse(text);
  }

  private Object value() {
    ws();
    if (i >= s.length()) {
      throw error("unexpected end");
    }
    char c = s.charAt(i);
    switch (c) {
      case '{': {
        i++;
        Map<String, Object> m = new LinkedHashMap<>();
        ws();
        if (peek('}')) {
          return m;
        }
        do {
          ws();
          String key = string();
          ws();
          expect(':');
          if (m.put(key, value()) != null) {
            throw error("duplicate key " + key);
          }
          ws();
        } while (peek(','));
        expect('}');
        return m;
      }
      case '[': {
        i++;
        List<Object> l = new ArrayList<>();
        ws();
        if (peek(']')) {
          return l;
        }
        do {
          l.add(value());
          ws();
        } while (peek(','));
        expect(']');
        return l;
      }
      case '"':
        return string();
      default:
        if (s.startsWith("true", i)) {
          i += 4;
          return true;
        }
        if (s.startsWith("false", i)) {
          i += 5;
          return false;
        }
        if (s.startsWith("null", i)) {
          i += 4;
          return null;
        }
        int start = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
          i++;
        }
        String num = s.substring(start, i);
        if (num.isEmpty()) {
          throw error("unexpected " + c);
        }
        return num.matches("-?\\d+") ? (Object) Long.parseLong(num) : (Object) Double.parseDouble(num);
    }
  }

  private String string() {
    expect('"');
    StringBuilder b = new StringBuilder();
    while (true) {
      if (i >= s.length()) {
        throw error("unterminated string");
      }
      char c = s.charAt(i++);
      if (c == '"') {
        return b.toString();
      }
      if (c < 0x20) {
        throw error("control character in string");
      }
      if (c == '\\') {
        char e = s.charAt(i++);
        switch (e) {
          case 'n' -> b.append('\n');
          case 't' -> b.append('\t');
          case 'r' -> b.append('\r');
          case 'b' -> b.append('\b');
          case 'f' -> b.append('\f');
          case '/' -> b.append('/');
          case '"' -> b.append('"');
          case '\\' -> b.append('\\');
          case 'u' -> {
            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
            i += 4;
          }
          default -> throw error("bad escape \\" + e);
        }
      } else {
        b.append(c);
      }
    }
  }

  private void ws() {
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
  }

  private boolean peek(char c) {
    if (i < s.length() && s.charAt(i) == c) {
      i++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("expected " + c);
    }
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("JSON at " + i + ": " + what);
  }
}

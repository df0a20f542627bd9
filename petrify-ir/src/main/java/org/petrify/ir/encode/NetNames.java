package org.petrify.ir.encode;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Node names safe for every net format we write: letters, digits and {@code _ . $ # @ / [ ]}
 * are kept, any other character becomes {@code _} (so {@code lock#Main.java:12} becomes
 * {@code lock#Main.java_12}). One instance hands out distinct safe names for distinct rb names
 * (a later name that would collide gets a {@code _2}, {@code _3}... suffix). The side table
 * keeps the exact rb names.
 */
final class NetNames {
  private final Map<String, String> safeOf = new HashMap<>();
  private final Set<String> used = new HashSet<>();

  /** The safe name of {@code raw}, the same for every call with the same raw name. */
  String safe(String raw) {
    String known = safeOf.get(raw);
    if (known != null) {
      return known;
    }
    String base = sanitize(raw);
    String name = base;
    for (int i = 2; !used.add(name); i++) {
      name = base + "_" + i;
    }
    safeOf.put(raw, name);
    return name;
  }

  static String sanitize(String name) {
    StringBuilder b = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
          || c == '_' || c == '.' || c == '$' || c == '#' || c == '@' || c == '/' || c == '['
          || c == ']';
      b.append(ok ? c : '_');
    }
    return b.length() == 0 ? "_" : b.toString();
  }
}

package org.petrify.ir.encode;

/**
 * Node names safe for every net format we write: letters, digits and {@code _ . $ # @ / [ ]}
 * are kept, any other character becomes {@code _} (so {@code lock#Main.java:12} becomes
 * {@code lock#Main.java_12}). The side table keeps the exact rb names.
 */
final class NetNames {
  private NetNames() {}

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

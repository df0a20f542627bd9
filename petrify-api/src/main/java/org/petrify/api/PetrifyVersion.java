package org.petrify.api;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version of Petrify, as the build wrote it into {@code org/petrify/api/version.properties}. */
public final class PetrifyVersion {
  private static final String VERSION = load();

  private PetrifyVersion() {}

  /** The version, e.g. {@code 0.1.0-SNAPSHOT}; {@code "unknown"} if the build did not record it. */
  public static String get() {
    return VERSION;
  }

  private static String load() {
    try (InputStream in = PetrifyVersion.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        return "unknown";
      }
      Properties p = new Properties();
      p.load(in);
      String v = p.getProperty("version", "unknown");
      return v.startsWith("${") ? "unknown" : v;
    } catch (IOException e) {
      return "unknown";
    }
  }
}

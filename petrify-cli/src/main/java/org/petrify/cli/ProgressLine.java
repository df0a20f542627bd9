package org.petrify.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.petrify.checker.ProgressListener;
import org.petrify.checker.Statistics;

/**
 * Draws one self-overwriting progress line on stderr ({@code \r}, at most four updates a
 * second) from the stages (load, translate, encode: what they built so far) and the engine's
 * statistics, and erases it when done. Silent when disabled.
 */
final class ProgressLine implements ProgressListener {
  private static final long MIN_NANOS_BETWEEN_UPDATES = 250_000_000L;
  private final PrintWriter err;
  private final boolean enabled;
  private String label;
  private long lastUpdate;
  private int drawnWidth;

  ProgressLine(PrintWriter err, boolean enabled, String label) {
    this.err = err;
    this.enabled = enabled;
    this.label = label;
  }

  @Override
  public synchronized void onProgress(Statistics s) {
    if (!enabled) {
      return;
    }
    long now = System.nanoTime();
    if (drawnWidth > 0 && now - lastUpdate < MIN_NANOS_BETWEEN_UPDATES) {
      return;
    }
    lastUpdate = now;
    String line = String.format(Locale.ROOT, "petrify: %s: %s states, %s edges, %.1f s",
        label, count(s.states()), count(s.edges()), s.millis() / 1000.0);
    draw(line);
  }

  @Override
  public synchronized void onStage(String stage, String summary, long millis) {
    if (!enabled) {
      return;
    }
    lastUpdate = System.nanoTime();
    draw(String.format(Locale.ROOT, "petrify: %s: %s: %s, %.1f s", label, stage, summary,
        millis / 1000.0));
  }

  private void draw(String line) {
    err.print("\r" + line + " ".repeat(Math.max(0, drawnWidth - line.length())));
    err.flush();
    drawnWidth = line.length();
  }

  /** The label of the following updates (the query being checked). */
  synchronized void label(String newLabel) {
    this.label = newLabel;
  }

  /** Erases the line, if one was drawn. */
  synchronized void finish() {
    if (drawnWidth > 0) {
      err.print("\r" + " ".repeat(drawnWidth) + "\r");
      err.flush();
      drawnWidth = 0;
    }
  }

  static String count(long n) {
    if (n >= 10_000_000L) {
      return String.format(Locale.ROOT, "%.1fM", n / 1e6);
    }
    if (n >= 10_000L) {
      return String.format(Locale.ROOT, "%.1fk", n / 1e3);
    }
    return Long.toString(n);
  }
}

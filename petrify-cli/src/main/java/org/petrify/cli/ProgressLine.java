package org.petrify.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.petrify.checker.ProgressListener;
import org.petrify.checker.Statistics;

/**
 * Progress on stderr from the stages (load, translate, encode: what they built so far) and the
 * engine's statistics. On a terminal it is one self-overwriting line ({@code \r}, at most four
 * updates a second), erased when done; elsewhere (a CI log) it is plain lines, at most one every
 * {@link #LOG_INTERVAL_NANOS} apart except at a stage change, never a {@code \r}. Either way a
 * heartbeat repeats the last news with the elapsed time when nothing was shown for
 * {@link #HEARTBEAT_NANOS}, so a long stage is never silent. Silent when disabled.
 */
final class ProgressLine implements ProgressListener, org.petrify.api.AnalysisProgress {
  private static final long MIN_NANOS_BETWEEN_UPDATES = 250_000_000L;
  static final long LOG_INTERVAL_NANOS = 5_000_000_000L;
  static final long HEARTBEAT_NANOS = 10_000_000_000L;
  private final PrintWriter err;
  private final boolean enabled;
  private final boolean terminal;
  private final long start = System.nanoTime();
  private String label;
  private String stage = "";
  private String news = "starting";
  private long lastUpdate;
  private int drawnWidth;
  /** True between the start (or a new label) and {@link #finish}: the heartbeat speaks only then. */
  private boolean active = true;

  ProgressLine(PrintWriter err, boolean enabled, String label) {
    this(err, enabled, Boolean.getBoolean("petrify.stderr.tty"), label);
  }

  ProgressLine(PrintWriter err, boolean enabled, boolean terminal, String label) {
    this.err = err;
    this.enabled = enabled;
    this.terminal = terminal;
    this.label = label;
    this.lastUpdate = start;
    if (enabled) {
      Thread heartbeat = new Thread(this::beat, "petrify-progress");
      heartbeat.setDaemon(true);
      heartbeat.start();
    }
  }

  private void beat() {
    try {
      while (!Thread.currentThread().isInterrupted()) {
        Thread.sleep(1000);
        synchronized (this) {
          long now = System.nanoTime();
          if (active && now - lastUpdate >= HEARTBEAT_NANOS) {
            show(prefix() + news + String.format(Locale.ROOT, " (still running, %.0f s)",
                (now - start) / 1e9), now);
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private String prefix() {
    return label.isEmpty() ? "petrify: " : "petrify: " + label + ": ";
  }

  @Override
  public void onProgress(Statistics s) {
    onSearch(s.states(), s.edges(), s.millis());
  }

  @Override
  public synchronized void onSearch(long states, long edges, long millis) {
    if (!enabled) {
      return;
    }
    news = String.format(Locale.ROOT, "%s states, %s edges, %.1f s", count(states),
        count(edges), millis / 1000.0);
    long now = System.nanoTime();
    long interval = terminal ? MIN_NANOS_BETWEEN_UPDATES : LOG_INTERVAL_NANOS;
    if ((terminal ? drawnWidth > 0 : true) && now - lastUpdate < interval) {
      return;
    }
    show(prefix() + news, now);
  }

  @Override
  public synchronized void onStage(String newStage, String summary, long millis) {
    if (!enabled) {
      return;
    }
    news = String.format(Locale.ROOT, "%s: %s, %.1f s", newStage, summary, millis / 1000.0);
    long now = System.nanoTime();
    boolean changed = !newStage.equals(stage);
    stage = newStage;
    if (!terminal && !changed && now - lastUpdate < LOG_INTERVAL_NANOS) {
      return;
    }
    show(prefix() + news, now);
  }

  private void show(String line, long now) {
    lastUpdate = now;
    if (terminal) {
      err.print("\r" + line + " ".repeat(Math.max(0, drawnWidth - line.length())));
      drawnWidth = line.length();
    } else {
      err.println(line);
    }
    err.flush();
  }

  /** The label of the following updates (the query being checked). */
  synchronized void label(String newLabel) {
    this.label = newLabel;
    this.active = true;
    this.lastUpdate = System.nanoTime();
  }

  /** Quiets the heartbeat (until the next label) and erases the line, if one was drawn. */
  synchronized void finish() {
    active = false;
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

package org.petrify.api.report;

import org.petrify.api.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.petrify.api.Report;

/**
 * Draws the witness of a {@link Report} as a sequence diagram in plain SVG (no external tool):
 * one vertical lane per thread, one row per line of {@link Report#witnessLines()} in the global
 * order of the interleaving (a step, with its source line as its label, or a dotted segment for
 * a summary of steps outside the concurrency skeleton, "… 1,204 steps by main in ...").
 * Acquisitions are filled squares, releases hollow ones, waits and wake-ups circles; while a
 * thread holds a lock a bar in the lock's colour runs along its lane. Starting and joining a thread are dashed arrows between lanes. For a
 * deadlock the last rows are the blocked acquisitions: a red arrow from the blocked thread to
 * the holder of the lock it waits for (grey for joins), and the final cycle (those arrows and the
 * acquisitions they wait on) is drawn thick red. The repeated part of an infinite run is shaded.
 *
 * <p>The document is self-contained and well-formed XML: elements carry {@code class} names
 * ({@code lane}, {@code event}, {@code blocked}, {@code summary}, {@code cycle}, {@code hold},
 * {@code label}) and {@code data-*} attributes (thread, step, kind, lock; {@code data-steps},
 * the number of steps, on a summary) that tests and scripts can read.
 */
public final class WitnessSvg {
  private static final int TOP = 96;
  private static final int ROW = 30;
  private static final int STEP_COLUMN = 44;
  private static final int LANE = 200;
  private static final int TEXT_COLUMN = 760;
  private static final String[] COLOURS = {"#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e",
      "#8c564b", "#e377c2", "#17becf", "#bcbd22"};

  private WitnessSvg() {}

  /** The SVG document of the report's witness (a short note instead if it has none). */
  public static String write(Report r) {
    return draw(r, true);
  }

  /** The same drawing as an {@code <svg>} element to embed in an HTML page. */
  static String element(Report r) {
    return draw(r, false);
  }

  private static String draw(Report r, boolean standalone) {
    Interleaving il = Interleaving.of(r);
    List<String> lanes = il.lanes();
    Map<String, String> lockAlias = new LinkedHashMap<>();
    for (Interleaving.Event e : il.events()) {
      if (e.lock() != null) {
        lockAlias.putIfAbsent(e.lock(), "L" + (lockAlias.size() + 1));
      }
      for (String h : e.holds()) {
        lockAlias.putIfAbsent(h, "L" + (lockAlias.size() + 1));
      }
    }
    int rows = il.events().size();
    int width = STEP_COLUMN + Math.max(1, lanes.size()) * LANE + TEXT_COLUMN;
    int legendTop = TOP + rows * ROW + 24;
    int height = legendTop + 24 + 18 * (lockAlias.size() + 2);
    StringBuilder s = new StringBuilder();
    if (standalone) {
      s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    }
    s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width)
        .append(' ').append(height).append("\" font-family=\"Helvetica, Arial, sans-serif\""
            + " font-size=\"12\" class=\"petrify-witness\">\n");
    s.append("<title>").append(esc(title(r, il))).append("</title>\n");
    s.append("<defs>\n");
    marker(s, "arrow", "#555555");
    marker(s, "arrow-red", "#d62728");
    s.append("</defs>\n");
    s.append("<rect x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
        .append("\" fill=\"#ffffff\"/>\n");
    text(s, 12, 24, "title", "font-size=\"16\" font-weight=\"bold\"", title(r, il));
    if (rows == 0) {
      text(s, 12, 50, "label", "", r.verdict() + ": there is no witness to draw"
          + r.reason().map(x -> " (" + x + ")").orElse(""));
      return s.append("</svg>\n").toString();
    }
    if (il.loopStart() >= 0) {
      int y0 = TOP + il.loopStart() * ROW - ROW / 2;
      long shown = il.events().stream()
          .filter(e -> e.kind() != Interleaving.Kind.BLOCKED).count();
      int y1 = TOP + (int) shown * ROW - ROW / 2;
      s.append("<rect class=\"repeated\" x=\"0\" y=\"").append(y0).append("\" width=\"")
          .append(width).append("\" height=\"").append(y1 - y0)
          .append("\" fill=\"#fff4d6\"/>\n");
      text(s, width - 8, y0 + 14, "label", "text-anchor=\"end\" fill=\"#a06000\"",
          "repeated forever");
    }
    for (int i = 0; i < lanes.size(); i++) {
      String lane = lanes.get(i);
      int x = laneX(i);
      boolean onCycle = il.cycle().contains(lane);
      s.append("<g class=\"lane\" data-thread=\"").append(esc(lane)).append("\">\n");
      s.append("<rect x=\"").append(x - LANE / 2 + 8).append("\" y=\"40\" width=\"")
          .append(LANE - 16).append("\" height=\"36\" rx=\"4\" fill=\"")
          .append(onCycle ? "#fde0e0" : "#eef2f7").append("\" stroke=\"")
          .append(onCycle ? "#d62728" : "#8899aa").append("\"/>\n");
      List<String> head = wrap(lane, 26);
      for (int k = 0; k < Math.min(2, head.size()); k++) {
        text(s, x, 55 + k * 14, "lane-name", "text-anchor=\"middle\" font-weight=\"bold\"",
            head.get(k));
      }
      s.append("<line x1=\"").append(x).append("\" y1=\"76\" x2=\"").append(x).append("\" y2=\"")
          .append(TOP + rows * ROW).append("\" stroke=\"#aab4c0\" stroke-dasharray=\"2,3\"/>\n");
      s.append("</g>\n");
    }
    holdBars(s, il, lanes, lockAlias);
    for (Interleaving.Event e : il.events()) {
      event(s, il, e, lanes, lockAlias, width);
    }
    legend(s, legendTop, lockAlias);
    return s.append("</svg>\n").toString();
  }

  private static String title(Report r, Interleaving il) {
    String what = il.cycle().isEmpty() ? "" : " — lock cycle of " + il.cycle().size()
        + " threads";
    return r.property() + ": " + r.verdict() + what;
  }

  private static int laneX(int lane) {
    return STEP_COLUMN + lane * LANE + LANE / 2;
  }

  private static int rowY(Interleaving.Event e) {
    return TOP + (e.order() - 1) * ROW;
  }

  /** One bar per (thread, lock) interval during which the thread holds the lock. */
  private static void holdBars(StringBuilder s, Interleaving il, List<String> lanes,
      Map<String, String> alias) {
    Map<String, Integer> since = new LinkedHashMap<>();
    List<Interleaving.Event> events = il.events();
    Map<String, List<String>> previous = new LinkedHashMap<>();
    for (Interleaving.Event e : events) {
      List<String> before = previous.getOrDefault(e.thread(), List.of());
      for (String lock : e.holds()) {
        since.putIfAbsent(e.thread() + '\n' + lock, rowY(e));
      }
      for (String lock : before) {
        if (!e.holds().contains(lock)) {
          bar(s, lanes, alias, e.thread(), lock, since.remove(e.thread() + '\n' + lock), rowY(e));
        }
      }
      previous.put(e.thread(), e.holds());
    }
    int end = TOP + (events.size() - 1) * ROW + ROW / 2;
    for (Map.Entry<String, Integer> open : since.entrySet()) {
      String[] key = open.getKey().split("\n", 2);
      bar(s, lanes, alias, key[0], key[1], open.getValue(), end);
    }
  }

  private static void bar(StringBuilder s, List<String> lanes, Map<String, String> alias,
      String thread, String lock, Integer from, int to) {
    if (from == null) {
      return;
    }
    int lane = lanes.indexOf(thread);
    List<String> locks = new ArrayList<>(alias.keySet());
    int offset = 6 + 5 * (locks.indexOf(lock) % 6);
    s.append("<rect class=\"hold\" data-thread=\"").append(esc(thread)).append("\" data-lock=\"")
        .append(esc(lock)).append("\" x=\"").append(laneX(lane) - offset - 3).append("\" y=\"")
        .append(from).append("\" width=\"4\" height=\"").append(Math.max(2, to - from))
        .append("\" fill=\"").append(colour(alias, lock)).append("\" opacity=\"0.7\">");
    s.append("<title>").append(esc(thread + " holds <" + lock + ">")).append("</title></rect>\n");
  }

  private static void event(StringBuilder s, Interleaving il, Interleaving.Event e,
      List<String> lanes, Map<String, String> alias, int width) {
    int x = laneX(lanes.indexOf(e.thread()));
    int y = rowY(e);
    boolean cycle = il.onCycle(e);
    String kind = e.kind().name().toLowerCase(Locale.ROOT);
    boolean blocked = e.kind() == Interleaving.Kind.BLOCKED;
    boolean summary = e.kind() == Interleaving.Kind.SUMMARY;
    s.append("<g class=\"event").append(blocked ? " blocked" : "")
        .append(summary ? " summary" : "")
        .append(cycle ? " cycle" : "").append("\" data-step=\"")
        .append(blocked ? e.order() : e.step())
        .append("\" data-thread=\"").append(esc(e.thread())).append("\" data-kind=\"")
        .append(kind).append('"');
    if (summary) {
      s.append(" data-steps=\"").append(e.steps()).append('"');
    }
    if (e.lock() != null) {
      s.append(" data-lock=\"").append(esc(e.lock())).append('"');
    }
    s.append(">\n<title>").append(esc(summary ? e.text() : blocked ? e.thread() + ": "
        + e.text() + " at " + e.origin().frame() : e.step() + ". " + e.thread() + ": "
        + e.text() + " at " + e.origin().frame())).append("</title>\n");
    if (e.order() % 2 == 0) {
      s.append("<rect x=\"").append(STEP_COLUMN).append("\" y=\"").append(y - ROW / 2)
          .append("\" width=\"").append(width - STEP_COLUMN).append("\" height=\"").append(ROW)
          .append("\" fill=\"#000000\" opacity=\"0.025\"/>\n");
    }
    text(s, STEP_COLUMN - 8, y + 4, "step", "text-anchor=\"end\" fill=\"#667788\"",
        blocked ? "" : summary ? "…" : Integer.toString(e.step()));
    String fill = e.lock() != null ? colour(alias, e.lock()) : "#667788";
    String stroke = cycle ? "#d62728" : "#333333";
    String strokeWidth = cycle ? "3" : "1";
    switch (e.kind()) {
      case ACQUIRE, WAKE -> s.append("<rect x=\"").append(x - 6).append("\" y=\"").append(y - 6)
          .append("\" width=\"12\" height=\"12\" fill=\"").append(fill).append("\" stroke=\"")
          .append(stroke).append("\" stroke-width=\"").append(strokeWidth).append("\"/>\n");
      case RELEASE -> s.append("<rect x=\"").append(x - 6).append("\" y=\"").append(y - 6)
          .append("\" width=\"12\" height=\"12\" fill=\"#ffffff\" stroke=\"").append(fill)
          .append("\" stroke-width=\"2\"/>\n");
      case WAIT -> s.append("<circle cx=\"").append(x).append("\" cy=\"").append(y)
          .append("\" r=\"6\" fill=\"#ffffff\" stroke=\"").append(fill)
          .append("\" stroke-width=\"2\"/>\n");
      case FINISH -> s.append("<rect x=\"").append(x - 8).append("\" y=\"").append(y - 2)
          .append("\" width=\"16\" height=\"4\" fill=\"#333333\"/>\n");
      case SUMMARY -> s.append("<line class=\"skipped\" x1=\"").append(x).append("\" y1=\"")
          .append(y - ROW / 2 + 3).append("\" x2=\"").append(x).append("\" y2=\"")
          .append(y + ROW / 2 - 3).append("\" stroke=\"#667788\" stroke-width=\"3\""
              + " stroke-dasharray=\"1,4\"/>\n");
      case BLOCKED -> s.append("<circle cx=\"").append(x).append("\" cy=\"").append(y)
          .append("\" r=\"7\" fill=\"#d62728\" stroke=\"").append(stroke)
          .append("\" stroke-width=\"").append(strokeWidth).append("\"/>\n");
      default -> s.append("<circle cx=\"").append(x).append("\" cy=\"").append(y)
          .append("\" r=\"3\" fill=\"#667788\"/>\n");
    }
    int target = e.other() != null ? lanes.indexOf(e.other()) : -1;
    if (target >= 0 && target != lanes.indexOf(e.thread())) {
      int tx = laneX(target);
      int dir = tx > x ? 1 : -1;
      boolean lockWait = e.kind() == Interleaving.Kind.BLOCKED && e.lock() != null;
      boolean red = lockWait;
      String dash = lockWait ? "" : " stroke-dasharray=\"5,3\"";
      if (e.kind() == Interleaving.Kind.JOIN) {
        // The joined thread's end flows into the joiner.
        s.append("<line class=\"edge\" x1=\"").append(tx).append("\" y1=\"").append(y)
            .append("\" x2=\"").append(x - 8 * dir).append("\" y2=\"").append(y)
            .append("\" stroke=\"#555555\"").append(dash)
            .append(" marker-end=\"url(#arrow)\"/>\n");
      } else if (e.kind() == Interleaving.Kind.FORK || e.kind() == Interleaving.Kind.BLOCKED) {
        s.append("<line class=\"edge").append(lockWait ? " waits-for" : "").append("\" x1=\"")
            .append(x + 8 * dir).append("\" y1=\"").append(y).append("\" x2=\"")
            .append(tx - 8 * dir).append("\" y2=\"").append(y).append("\" stroke=\"")
            .append(red ? "#d62728" : "#555555").append("\" stroke-width=\"")
            .append(cycle ? "3" : red ? "2" : "1").append('"').append(dash)
            .append(" marker-end=\"url(#").append(red ? "arrow-red" : "arrow").append(")\"/>\n");
      }
    }
    String shortLabel = shortLabel(e, alias);
    text(s, x + 10, y - 8, "marker-label", "font-size=\"10\" fill=\""
        + (e.kind() == Interleaving.Kind.BLOCKED ? "#d62728" : "#333333") + "\"", shortLabel);
    String line = line(e.origin());
    String full = summary ? e.text() : e.thread() + ": " + e.text()
        + (line.isEmpty() ? "" : "   " + line);
    int tx = STEP_COLUMN + lanes.size() * LANE + 12;
    text(s, tx, y + 4, "label", e.kind() == Interleaving.Kind.BLOCKED
        ? "fill=\"#d62728\" font-weight=\"bold\"" : "", truncate(full, 120));
    s.append("</g>\n");
  }

  private static String shortLabel(Interleaving.Event e, Map<String, String> alias) {
    String lock = e.lock() != null ? alias.get(e.lock()) : null;
    String line = e.origin().isKnown() && e.origin().line() > 0 ? ":" + e.origin().line() : "";
    return switch (e.kind()) {
      case ACQUIRE -> "lock " + lock + line;
      case WAKE -> "re-lock " + lock + line;
      case RELEASE -> "unlock " + lock + line;
      case WAIT -> "wait " + lock + line;
      case FORK -> "start" + line;
      case JOIN -> "join" + line;
      case FINISH -> "end";
      case BLOCKED -> (lock != null ? "blocked on " + lock : "blocked") + line;
      case OTHER -> truncate(e.text(), 22) + line;
      case SUMMARY -> String.format(Locale.ROOT, "… %,d steps", e.steps());
    };
  }

  /** {@code File.java:42}, or the frame's class and method when the file is unknown. */
  private static String line(SourceLocation o) {
    if (!o.isKnown()) {
      return "";
    }
    String file = o.sourceFile() != null ? o.sourceFile() : o.className();
    return file + (o.line() > 0 ? ":" + o.line() : "") + " (" + simple(o.className()) + "."
        + o.methodName() + ")";
  }

  private static String simple(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  private static void legend(StringBuilder s, int top, Map<String, String> alias) {
    s.append("<g class=\"legend\">\n");
    int x = 12;
    text(s, x, top, "legend-title", "font-weight=\"bold\"", "Legend");
    int y = top + 18;
    s.append("<rect x=\"").append(x).append("\" y=\"").append(y - 9)
        .append("\" width=\"10\" height=\"10\" fill=\"#667788\" stroke=\"#333333\"/>\n");
    text(s, x + 16, y, "legend-item", "", "lock");
    s.append("<rect x=\"").append(x + 70).append("\" y=\"").append(y - 9)
        .append("\" width=\"10\" height=\"10\" fill=\"#ffffff\" stroke=\"#667788\""
            + " stroke-width=\"2\"/>\n");
    text(s, x + 86, y, "legend-item", "", "unlock");
    s.append("<circle cx=\"").append(x + 155).append("\" cy=\"").append(y - 4)
        .append("\" r=\"5\" fill=\"#ffffff\" stroke=\"#667788\" stroke-width=\"2\"/>\n");
    text(s, x + 166, y, "legend-item", "", "wait");
    s.append("<circle cx=\"").append(x + 215).append("\" cy=\"").append(y - 4)
        .append("\" r=\"6\" fill=\"#d62728\"/>\n");
    text(s, x + 226, y, "legend-item", "", "blocked at the end (red arrow: waits for the lock"
        + " held there; thick red: the lock cycle; dashed: start / join; dotted: steps outside"
        + " the concurrency skeleton, summarised)");
    for (Map.Entry<String, String> lock : alias.entrySet()) {
      y += 18;
      s.append("<rect x=\"").append(x).append("\" y=\"").append(y - 9)
          .append("\" width=\"10\" height=\"10\" fill=\"").append(colour(alias, lock.getKey()))
          .append("\"/>\n");
      text(s, x + 16, y, "legend-lock", "", lock.getValue() + " = <" + lock.getKey() + ">");
    }
    s.append("</g>\n");
  }

  private static String colour(Map<String, String> alias, String lock) {
    int i = new ArrayList<>(alias.keySet()).indexOf(lock);
    return COLOURS[Math.floorMod(i, COLOURS.length)];
  }

  private static void marker(StringBuilder s, String id, String colour) {
    s.append("<marker id=\"").append(id).append("\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\""
        + " markerUnits=\"userSpaceOnUse\" markerWidth=\"10\" markerHeight=\"10\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L"
        + " 10 5 L 0 10 z\" fill=\"").append(colour).append("\"/></marker>\n");
  }

  private static void text(StringBuilder s, int x, int y, String cls, String attributes,
      String content) {
    s.append("<text class=\"").append(cls).append("\" x=\"").append(x).append("\" y=\"")
        .append(y).append('"').append(attributes.isEmpty() ? "" : " " + attributes).append('>')
        .append(esc(content)).append("</text>\n");
  }

  private static List<String> wrap(String name, int width) {
    List<String> lines = new ArrayList<>();
    String rest = name;
    while (rest.length() > width && lines.size() < 1) {
      int cut = Math.max(rest.lastIndexOf('@', width), rest.lastIndexOf('.', width));
      if (cut <= 0) {
        cut = width;
      }
      lines.add(rest.substring(0, cut));
      rest = rest.substring(cut);
    }
    lines.add(truncate(rest, width));
    return lines;
  }

  private static String truncate(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 1) + "…";
  }

  /** Escapes text for XML content and attribute values. */
  static String esc(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          if (c < 0x20 && c != '\n' && c != '\t') {
            out.append(' ');
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}

package org.petrify.api.report;

import static org.petrify.api.report.WitnessSvg.esc;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.petrify.api.Access;
import org.petrify.api.Explanation;
import org.petrify.api.PetrifyVersion;
import org.petrify.api.Race;
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.api.Caveat;

/**
 * One self-contained HTML page for one or more {@link Report}s (one section per entry point):
 * the verdict, the blocked threads or looping threads, the outcome of replaying a deadlock
 * witness on the JVM ({@code <p class="replay ..." data-outcome="CONFIRMED|NOT_CONFIRMED|
 * NOT_TRIED">}, when one was asked for), the races with their replay outcome, the witness drawn
 * by {@link WitnessSvg} (inline SVG), the caveats, the statistics and the full text report. No scripts, no external
 * styles, fonts or images. The page is well-formed XML (XHTML syntax), so it can be parsed
 * with any XML parser; sections are {@code <section class="report" data-verdict="...">}.
 */
public final class ReportHtml {
  private ReportHtml() {}

  /** The page of one report. */
  public static String write(Report r) {
    return write(Map.of("", r));
  }

  /** The page of reports keyed by entry point (an empty key: no entry-point heading). */
  public static String write(Map<String, Report> byEntryPoint) {
    StringBuilder s = new StringBuilder();
    s.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        .append("<meta charset=\"utf-8\"/>\n<title>").append(esc(pageTitle(byEntryPoint)))
        .append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
    s.append("<h1>Petrify report</h1>\n<p class=\"tool\">petrify ")
        .append(esc(PetrifyVersion.get())).append("</p>\n");
    for (Map.Entry<String, Report> e : byEntryPoint.entrySet()) {
      section(s, e.getKey(), e.getValue());
    }
    return s.append("</body>\n</html>\n").toString();
  }

  private static String pageTitle(Map<String, Report> reports) {
    StringBuilder t = new StringBuilder("Petrify: ");
    boolean first = true;
    for (Map.Entry<String, Report> e : reports.entrySet()) {
      t.append(first ? "" : ", ").append(e.getKey().isEmpty() ? "" : e.getKey() + " ")
          .append(e.getValue().property()).append(' ').append(e.getValue().verdict());
      first = false;
    }
    return t.toString();
  }

  private static void section(StringBuilder s, String entry, Report r) {
    String verdict = r.verdict().name();
    s.append("<section class=\"report\" data-verdict=\"").append(verdict).append("\"")
        .append(entry.isEmpty() ? "" : " data-entry=\"" + esc(entry) + "\"").append(">\n");
    s.append("<h2>").append(entry.isEmpty() ? "" : esc(entry) + ": ").append(esc(r.property()))
        .append(" <span class=\"verdict ").append(verdict.toLowerCase(Locale.ROOT)).append("\">")
        .append(verdict).append("</span></h2>\n");
    r.reason().ifPresent(x -> s.append("<p class=\"reason\">").append(esc(x)).append("</p>\n"));
    Explanation ex = r.explanation().orElse(null);
    if (ex instanceof Explanation.Deadlock d) {
      s.append("<h3>Blocked threads</h3>\n<table class=\"blocked\">\n<tr><th>thread</th>"
          + "<th>waits for</th><th>at</th><th>held by</th><th>holds</th></tr>\n");
      for (Explanation.BlockedThread t : d.threads()) {
        s.append("<tr><td>").append(esc(t.label())).append("</td><td>")
            .append(esc(t.waitingFor().text())).append("</td><td><code>")
            .append(esc(t.waitingAt().frame())).append("</code></td><td>")
            .append(t.heldBy() == null ? "" : esc(t.heldBy())).append("</td><td>");
        for (Explanation.HeldLock h : t.holds()) {
          s.append("<div>&lt;").append(esc(h.lock())).append("&gt; since <code>")
              .append(esc(h.acquiredAt().frame())).append("</code></div>");
        }
        s.append("</td></tr>\n");
      }
      s.append("</table>\n");
    } else if (ex instanceof Explanation.NonTermination n) {
      s.append("<h3>Threads that never finish</h3>\n<ul class=\"looping\">\n");
      for (Explanation.LoopingThread t : n.threads()) {
        s.append("<li>").append(esc(t.thread()));
        if (!t.loop().isEmpty()) {
          s.append(" loops through");
          for (var o : t.loop()) {
            s.append(" <code>").append(esc(o.frame())).append("</code>");
          }
        } else if (t.waitingAt() != null) {
          s.append(" waits at <code>").append(esc(t.waitingAt().frame())).append("</code>");
        }
        s.append("</li>\n");
      }
      s.append("</ul>\n");
    }
    r.replay().ifPresent(x -> s.append("<h3>Replay on the JVM</h3>\n<p class=\"replay ")
        .append(x.outcome().name().toLowerCase(Locale.ROOT).replace('_', '-'))
        .append("\" data-outcome=\"").append(x.outcome().name()).append("\">")
        .append(esc(x.text())).append("</p>\n"));
    if (r.isRaceReport() && !r.races().isEmpty()) {
      s.append("<h3>Data races</h3>\n<table class=\"races\">\n<tr><th>location</th>"
          + "<th>access</th><th>access</th><th>replay</th></tr>\n");
      for (Race race : r.races()) {
        s.append("<tr class=\"race\"><td><code>").append(esc(race.location()))
            .append("</code></td>");
        for (Access a : List.of(race.first(), race.second())) {
          s.append("<td>").append(esc(a.thread())).append(' ').append(esc(a.kind().word()))
              .append(" at <code>").append(esc(a.at().frame())).append("</code></td>");
        }
        s.append("<td>").append(esc(race.confirmed().label())).append("</td></tr>\n");
      }
      s.append("</table>\n");
    }
    if (!r.witness().isEmpty()) {
      s.append("<h3>Interleaving</h3>\n<div class=\"diagram\">\n")
          .append(WitnessSvg.element(r)).append("</div>\n");
    }
    s.append("<h3>Caveats</h3>\n");
    if (r.caveats().isEmpty()) {
      s.append("<p class=\"none\">none: every construct was modelled exactly</p>\n");
    } else {
      s.append("<table class=\"caveats\">\n<tr><th>effect</th><th>kind</th><th>where</th>"
          + "<th>what</th></tr>\n");
      for (Caveat c : r.caveats()) {
        s.append("<tr class=\"caveat ").append(c.effect().name().toLowerCase(Locale.ROOT))
            .append("\"><td>").append(c.effect()).append("</td><td>").append(esc(c.kind().id()))
            .append("</td><td><code>").append(esc(c.where().frame())).append("</code></td><td>")
            .append(esc(c.message())).append("</td></tr>\n");
      }
      s.append("</table>\n");
    }
    Statistics st = r.statistics();
    s.append("<h3>Statistics</h3>\n<p class=\"statistics\">").append(String.format(Locale.ROOT,
        "net %d places, %d transitions; %d states, %d edges (reduction %s); load %d ms,"
            + " translate %d ms, encode %d ms, check %d ms",
        st.places(), st.transitions(), st.states(), st.edges(), st.reduction(), st.loadMillis(),
        st.translateMillis(), st.encodeMillis(), st.checkMillis()))
        .append("</p>\n");
    s.append("<details><summary>Text report</summary>\n<pre class=\"text\">")
        .append(esc(r.text())).append("</pre>\n</details>\n</section>\n");
  }

  private static final String STYLE = """
      body { font-family: Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
      h1 { margin-bottom: 0; } .tool { color: #667; margin-top: 0.2em; }
      section.report { border-top: 2px solid #ccd; margin-top: 1.5em; }
      .verdict { padding: 0.1em 0.5em; border-radius: 4px; color: #fff; font-size: 0.8em; }
      .verdict.violated { background: #d62728; } .verdict.holds { background: #2ca02c; }
      .verdict.inconclusive { background: #ff7f0e; }
      table { border-collapse: collapse; margin: 0.5em 0; }
      th, td { border: 1px solid #ccd; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
      th { background: #eef2f7; } td { overflow-wrap: anywhere; }
      tr.unsound td:first-child { color: #d62728; font-weight: bold; }
      p.replay.confirmed { color: #2ca02c; } p.replay.not-confirmed { color: #d62728; }
      code, pre { font-family: Menlo, Consolas, monospace; font-size: 0.9em; }
      .diagram { overflow-x: auto; border: 1px solid #ccd; padding: 0.5em; }
      pre.text { background: #f6f7f9; padding: 1em; overflow-x: auto; }
      """;
}

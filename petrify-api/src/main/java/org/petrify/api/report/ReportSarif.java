package org.petrify.api.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.api.Explanation;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.race.Access;
import org.petrify.api.race.AccessKind;
import org.petrify.api.race.Confirmation;
import org.petrify.api.race.Race;
import org.petrify.ir.rb.Origin;

/**
 * A minimal, valid SARIF 2.1.0 log of one {@link Report}: one run of the tool {@code petrify}
 * with one rule per property, and one result per violation (none when the property holds). A
 * deadlock result is located at the acquisition the first blocked thread waits at, with the
 * other blocked acquisitions and the acquisitions of the held locks as related locations; a
 * non-termination result at the first source line of the loop. A race report has one result
 * per race (rule {@code data-race}) with both accesses as its two locations. An inconclusive verdict gives
 * a {@code note} result without a location, and the reason.
 */
public final class ReportSarif {
  private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  private ReportSarif() {}

  public static String write(Report r) {
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("id", ruleId(r));
    rule.put("shortDescription", text(ruleDescription(r)));
    Map<String, Object> driver = new LinkedHashMap<>();
    driver.put("name", "petrify");
    driver.put("version", "0.1.0-SNAPSHOT");
    driver.put("rules", List.of(rule));
    List<Object> results = new ArrayList<>();
    if (r.isRaceReport()) {
      for (Race race : r.races()) {
        results.add(race(race));
      }
    }
    if (r.verdict() == Verdict.VIOLATED && !r.isRaceReport()) {
      results.add(violation(r));
    } else if (r.verdict() == Verdict.INCONCLUSIVE) {
      Map<String, Object> res = new LinkedHashMap<>();
      res.put("ruleId", ruleId(r));
      res.put("level", "note");
      res.put("message", text(r.property() + " is inconclusive: " + r.reason().orElse("unknown")));
      results.add(res);
    }
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tool", Map.of("driver", driver));
    run.put("results", results);
    Map<String, Object> log = new LinkedHashMap<>();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    log.put("runs", List.of(run));
    return Json.write(log);
  }

  private static String ruleId(Report r) {
    return switch (r.property()) {
      case "deadlock", "termination", "livelock" -> r.property();
      case Report.RACES -> "data-race";
      default -> "ctl";
    };
  }

  private static String ruleDescription(Report r) {
    return switch (r.property()) {
      case "deadlock" -> "Started threads can block each other forever.";
      case "termination" -> "Some execution of the program does not terminate.";
      case "livelock" -> "The program can keep running while a started thread never finishes.";
      case Report.RACES -> "Two threads can access one location at once, at least one writing.";
      default -> "The CTL property does not hold.";
    };
  }

  private static Map<String, Object> violation(Report r) {
    Map<String, Object> res = new LinkedHashMap<>();
    res.put("ruleId", ruleId(r));
    res.put("level", "error");
    List<Object> locations = new ArrayList<>();
    List<Object> related = new ArrayList<>();
    String message = r.property() + " violated";
    Explanation e = r.explanation().orElse(null);
    if (e instanceof Explanation.Deadlock d && !d.threads().isEmpty()) {
      StringBuilder m = new StringBuilder("Deadlock: ");
      for (int i = 0; i < d.threads().size(); i++) {
        Explanation.BlockedThread t = d.threads().get(i);
        m.append(i > 0 ? "; " : "").append("thread ").append(t.thread()).append(" waits for ")
            .append(t.waitingFor()).append(" at ").append(t.waitingAt().frame());
        if (t.heldBy() != null) {
          m.append(", held by ").append(t.heldBy());
        }
        Map<String, Object> loc = location(t.waitingAt(), "thread " + t.thread() + " waits for "
            + t.waitingFor());
        if (i == 0) {
          locations.add(loc);
        } else {
          related.add(loc);
        }
        for (Explanation.HeldLock h : t.holds()) {
          related.add(location(h.acquiredAt(), "thread " + t.thread() + " locked <" + h.lock() + ">"));
        }
      }
      message = m.toString();
    } else if (e instanceof Explanation.NonTermination n) {
      StringBuilder m = new StringBuilder("Non-termination: ");
      boolean first = true;
      for (Explanation.LoopingThread t : n.threads()) {
        m.append(first ? "" : "; ").append("thread ").append(t.thread()).append(" never finishes");
        Origin at = !t.loop().isEmpty() ? t.loop().get(0) : t.waitingAt();
        if (at != null) {
          Map<String, Object> loc = location(at, "thread " + t.thread() + " never finishes");
          if (locations.isEmpty()) {
            locations.add(loc);
          } else {
            related.add(loc);
          }
        }
        first = false;
      }
      message = m.toString();
    }
    res.put("message", text(message));
    if (!locations.isEmpty()) {
      res.put("locations", locations);
    }
    if (!related.isEmpty()) {
      for (int i = 0; i < related.size(); i++) {
        @SuppressWarnings("unchecked")
        Map<String, Object> loc = (Map<String, Object>) related.get(i);
        loc.put("id", i + 1);
      }
      res.put("relatedLocations", related);
    }
    return res;
  }

  private static Map<String, Object> race(Race race) {
    Map<String, Object> res = new LinkedHashMap<>();
    res.put("ruleId", "data-race");
    res.put("level", race.confirmed() == Confirmation.NOT_CONFIRMED
        ? "warning" : "error");
    res.put("message", text(race.headline().substring("WARNING: ".length())));
    res.put("locations", List.of(access(race.first()), access(race.second())));
    return res;
  }

  private static Map<String, Object> access(Access a) {
    return location(a.at(), a.thread() + " " + (a.kind() == AccessKind.READ
        ? "reads" : "writes") + " here");
  }

  private static Map<String, Object> location(Origin o, String message) {
    Map<String, Object> loc = new LinkedHashMap<>();
    if (o.isKnown()) {
      Map<String, Object> physical = new LinkedHashMap<>();
      physical.put("artifactLocation", Map.of("uri", sourceUri(o)));
      if (o.line() > 0) {
        physical.put("region", Map.of("startLine", o.line()));
      }
      loc.put("physicalLocation", physical);
      Map<String, Object> logical = new LinkedHashMap<>();
      logical.put("fullyQualifiedName", o.className() + "." + o.methodName());
      logical.put("kind", "function");
      loc.put("logicalLocations", List.of(logical));
    }
    loc.put("message", text(message));
    return loc;
  }

  /** The source file relative to the source root, guessed from the package: app/Main.java. */
  static String sourceUri(Origin o) {
    String cls = o.className();
    int dot = cls.lastIndexOf('.');
    String dir = dot >= 0 ? cls.substring(0, dot).replace('.', '/') + "/" : "";
    String file = o.sourceFile();
    if (file == null) {
      String simple = cls.substring(dot + 1);
      int dollar = simple.indexOf('$');
      file = (dollar > 0 ? simple.substring(0, dollar) : simple) + ".java";
    }
    return dir + file;
  }

  private static Map<String, Object> text(String s) {
    return Map.of("text", s);
  }
}

package org.petrify.api.report;

import org.petrify.api.SourceLocation;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.petrify.api.Access;
import org.petrify.api.AccessKind;
import org.petrify.api.Explanation;
import org.petrify.api.PetrifyVersion;
import org.petrify.api.Race;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.replay.Confirmation;
import org.petrify.api.Caveat;

/**
 * A SARIF 2.1.0 log of one or more {@link Report}s (one per entry point): one run of the tool
 * {@code petrify}, one rule per property checked, one result per violation (none when the
 * property holds), and the caveats as tool execution notifications.
 *
 * <p>A deadlock result is located at the acquisition the first blocked thread waits at, with
 * the other blocked acquisitions and the acquisitions of the held locks as related locations;
 * a non-termination result at the first source line of the loop. Every result with a witness
 * has one {@code codeFlow} with one {@code threadFlow} per Java thread: its lines of {@link
 * Report#witnessLines()} in order (the skeleton steps, each message starting with the step's
 * number, and the summaries of the other steps, "… 1,204 steps by main in ...", importance
 * {@code unimportant}), {@code executionOrder} counting the lines across all threads, each
 * message naming the lock taken, released or awaited and the locks held ({@code state.holds});
 * a deadlock's flows end with the blocked acquisitions. {@code partialFingerprints["petrify/v1"]} hashes the rule, the
 * sorted lock and thread identities without line numbers and the sorted methods involved, so it
 * survives line shifts. A race report has one result per race (rule {@code data-race}) with
 * both accesses as its two locations. An inconclusive verdict gives a result of kind
 * {@code open} with the reason.
 *
 * <p>A result whose witness was replayed on the JVM ({@code check --confirm} for a deadlock,
 * {@code race --confirm} for a race) carries the outcome in its property bag:
 * {@code confirmed} (true, false, or null when no replay could be tried) and {@code replay},
 * {@code {outcome, text}} ({@code outcome} {@code CONFIRMED}, {@code NOT_CONFIRMED} or
 * {@code NOT_TRIED}), and its message ends with the outcome. Results that were never
 * replayed have neither.
 *
 * <p>File locations are relative to the source root, guessed from the package
 * ({@code app/Main.java}), with {@code uriBaseId} {@code SRCROOT}; give the root's URI to
 * {@link #write(Map, URI)} to resolve it.
 */
public final class ReportSarif {
  private static final String SCHEMA =
      "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json";
  static final String FINGERPRINT = "petrify/v1";
  private static final String SRCROOT = "SRCROOT";

  private ReportSarif() {}

  /** The log of one report. */
  public static String write(Report r) {
    return write(Map.of("", r), SourceLocations.none());
  }

  /**
   * The log of reports keyed by entry point (shown in each result's message and in
   * {@code properties.entryPoint} unless the key is empty); {@code sourceRoot}, if not null,
   * is where the relative source paths start (written as {@code originalUriBaseIds}).
   */
  public static String write(Map<String, Report> byEntryPoint, URI sourceRoot) {
    return write(byEntryPoint, sourceRoot == null ? SourceLocations.none()
        : SourceLocations.of(List.of(java.nio.file.Path.of(sourceRoot)), null));
  }

  /**
   * The log of reports keyed by entry point, with every source path written relative to the
   * repository root that {@code sources} finds (its URI in {@code originalUriBaseIds.SRCROOT}),
   * as code-scanning services expect.
   */
  public static String write(Map<String, Report> byEntryPoint, SourceLocations sources) {
    return write(byEntryPoint, sources, KnownFindings.none());
  }

  /**
   * As {@link #write(Map, SourceLocations)}, with each finding marked by what is known of it:
   * {@code baselineState} {@code "new"} or {@code "unchanged"} where a baseline was given, and a
   * {@code suppressions} entry ({@code inSource}, with the reason) where {@code @Suppress}
   * covers it.
   */
  public static String write(Map<String, Report> byEntryPoint, SourceLocations sources,
      KnownFindings known) {
    return write(byEntryPoint, sources, known::triage, known.hasBaseline());
  }

  /**
   * As {@link #write(Map, SourceLocations, KnownFindings)} with the status of each report's
   * finding given by {@code triage} (e.g. each module's own baseline in an aggregate), and
   * {@code baselineState} written when {@code baseline} is true.
   */
  public static String write(Map<String, Report> byEntryPoint, SourceLocations sources,
      java.util.function.Function<Report, KnownFindings.Triage> triage, boolean baseline) {
    List<String> ruleIds = new ArrayList<>();
    List<Object> rules = new ArrayList<>();
    List<Object> results = new ArrayList<>();
    List<Object> notifications = new ArrayList<>();
    Map<String, Object> notificationDescriptors = new LinkedHashMap<>();
    for (Map.Entry<String, Report> e : byEntryPoint.entrySet()) {
      Report r = e.getValue();
      String id = ruleId(r);
      if (!ruleIds.contains(id)) {
        ruleIds.add(id);
        rules.add(rule(id));
      }
      int ruleIndex = ruleIds.indexOf(id);
      String entry = e.getKey();
      int first = results.size();
      if (r.isRaceReport()) {
        for (Race race : r.races()) {
          results.add(race(race, ruleIndex, entry, sources));
        }
      }
      if (r.verdict() == Verdict.VIOLATED && !r.isRaceReport()) {
        results.add(violation(r, ruleIndex, entry, sources));
      }
      if (r.verdict() == Verdict.VIOLATED) {
        mark(results.subList(first, results.size()), triage.apply(r), baseline);
      } else if (r.verdict() == Verdict.INCONCLUSIVE) {
        Map<String, Object> res = new LinkedHashMap<>();
        res.put("ruleId", id);
        res.put("ruleIndex", ruleIndex);
        res.put("kind", "open");
        res.put("level", "none");
        res.put("message", text(prefix(entry) + r.property() + " is inconclusive: "
            + r.reason().orElse("unknown")));
        res.put("properties", properties(r, entry));
        results.add(res);
      }
      for (Caveat c : r.caveats()) {
        notificationDescriptors.computeIfAbsent(c.kind().id(), ReportSarif::caveatDescriptor);
        notifications.add(notification(c, entry,
            !r.unacceptedUnsoundCaveats().contains(c), sources));
      }
    }
    Map<String, Object> driver = new LinkedHashMap<>();
    driver.put("name", "petrify");
    driver.put("version", PetrifyVersion.get());
    driver.put("semanticVersion", PetrifyVersion.get());
    driver.put("rules", rules);
    if (!notificationDescriptors.isEmpty()) {
      driver.put("notifications", new ArrayList<>(notificationDescriptors.values()));
    }
    Map<String, Object> invocation = new LinkedHashMap<>();
    invocation.put("executionSuccessful", true);
    if (!notifications.isEmpty()) {
      invocation.put("toolExecutionNotifications", dedupe(notifications));
    }
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tool", Map.of("driver", driver));
    run.put("invocations", List.of(invocation));
    if (sources.root() != null) {
      run.put("originalUriBaseIds", Map.of(SRCROOT, Map.of("uri", sources.root().toString())));
    }
    run.put("columnKind", "utf16CodeUnits");
    run.put("results", results);
    Map<String, Object> log = new LinkedHashMap<>();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    log.put("runs", List.of(run));
    return Json.write(log);
  }

  private static List<Object> dedupe(List<Object> notifications) {
    List<Object> out = new ArrayList<>();
    for (Object n : notifications) {
      if (!out.contains(n)) {
        out.add(n);
      }
    }
    return out;
  }

  private static String prefix(String entry) {
    return entry.isEmpty() ? "" : "[" + entry + "] ";
  }

  private static Map<String, Object> properties(Report r, String entry) {
    Map<String, Object> p = new LinkedHashMap<>();
    if (!entry.isEmpty()) {
      p.put("entryPoint", entry);
    }
    p.put("property", r.property());
    p.put("verdict", r.verdict());
    p.put("modelVerdict", r.modelVerdict());
    if (r.decidedOnlyForTheModel()) {
      p.put("unmodelled", r.unacceptedUnsoundCaveats().stream().map(c -> c.kind().id()).distinct()
          .toList());
    }
    if (!r.acceptedUnsound().isEmpty()) {
      p.put("acceptedUnsound", List.copyOf(r.acceptedUnsound()));
    }
    p.put("states", r.statistics().states());
    return p;
  }

  static String ruleId(Report r) {
    return switch (r.property()) {
      case "deadlock", "termination", "livelock" -> r.property();
      case Report.RACES -> "data-race";
      default -> "ctl";
    };
  }

  private static Map<String, Object> rule(String id) {
    String name;
    String shortText;
    String full;
    String help;
    List<String> tags;
    switch (id) {
      case "deadlock" -> {
        name = "Deadlock";
        shortText = "Started threads can block each other forever.";
        full = "Some interleaving reaches a state where started threads wait for locks held by"
            + " each other (or for threads that never finish) and nothing else can move.";
        help = "Take the locks in one global order in every thread, hold fewer locks at once,"
            + " or use tryLock with a timeout. The code flow shows the interleaving: which"
            + " thread took which lock where, and the acquisitions that block at the end.";
        tags = List.of("concurrency", "deadlock", "reliability", "correctness");
      }
      case "termination" -> {
        name = "NonTermination";
        shortText = "Some execution of the program does not terminate.";
        full = "Some execution runs forever, or blocks, without every started thread finishing.";
        help = "Check the loop conditions and wake-ups of the threads shown in the code flow:"
            + " the repeated part of the run is marked in its messages.";
        tags = List.of("concurrency", "termination", "reliability");
      }
      case "livelock" -> {
        name = "Livelock";
        shortText = "The program can keep running while a started thread never finishes.";
        full = "Some execution keeps moving forever while a started thread never finishes.";
        help = "Look at the repeated part of the code flow: a loop that retries without"
            + " progress (or starves another thread) runs there forever.";
        tags = List.of("concurrency", "livelock", "reliability");
      }
      case "data-race" -> {
        name = "DataRace";
        shortText = "Two threads can access one location at once, at least one writing.";
        full = "Two accesses to the same abstract location from different threads, at least one"
            + " a write, can be enabled together with no lock ordering them.";
        help = "Guard both accesses with one lock, make the field volatile or final, or use an"
            + " atomic or concurrent type. The two locations are the racing accesses.";
        tags = List.of("concurrency", "data-race", "correctness");
      }
      default -> {
        name = "CtlProperty";
        shortText = "The CTL property does not hold.";
        full = "A CTL formula over the program's Petri net is false in its initial state.";
        help = "The code flow shows a run that refutes the formula (when the formula has one).";
        tags = List.of("concurrency", "ctl");
      }
    }
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("id", id);
    rule.put("name", name);
    rule.put("shortDescription", text(shortText));
    rule.put("fullDescription", text(full));
    rule.put("defaultConfiguration", Map.of("level", "error"));
    Map<String, Object> helpText = new LinkedHashMap<>();
    helpText.put("text", help);
    helpText.put("markdown", "**" + shortText + "** " + help);
    rule.put("help", helpText);
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("tags", tags);
    props.put("precision", "high");
    props.put("problem.severity", "error");
    rule.put("properties", props);
    return rule;
  }

  private static Map<String, Object> caveatDescriptor(String kind) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", kind);
    d.put("shortDescription", text("The model approximates a construct (" + kind + ")."));
    return d;
  }

  private static Map<String, Object> notification(Caveat c, String entry, boolean accepted,
      SourceLocations sources) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("descriptor", Map.of("id", c.kind().id()));
    n.put("level", switch (c.effect()) {
      case UNSOUND -> "warning";
      case IMPRECISE, INFO -> "note";
    });
    n.put("message", text(prefix(entry) + c.effect().name().toLowerCase(Locale.ROOT) + " "
        + c.kind() + ": " + c.message()));
    if (c.where().isKnown()) {
      n.put("locations", List.of(location(c.where(), c.message(), sources)));
    }
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("effect", c.effect());
    if (c.effect() == Caveat.Effect.UNSOUND) {
      p.put("accepted", accepted);
    }
    if (!entry.isEmpty()) {
      p.put("entryPoint", entry);
    }
    n.put("properties", p);
    return n;
  }

  private static Map<String, Object> violation(Report r, int ruleIndex, String entry,
      SourceLocations sources) {
    Map<String, Object> res = new LinkedHashMap<>();
    res.put("ruleId", ruleId(r));
    res.put("ruleIndex", ruleIndex);
    res.put("kind", "fail");
    res.put("level", "error");
    List<Object> locations = new ArrayList<>();
    List<Object> related = new ArrayList<>();
    String message = r.property() + " violated";
    TreeSet<String> identities = new TreeSet<>();
    TreeSet<String> methods = new TreeSet<>();
    Explanation e = r.explanation().orElse(null);
    if (e instanceof Explanation.Deadlock d && !d.threads().isEmpty()) {
      StringBuilder m = new StringBuilder("Deadlock: ");
      for (int i = 0; i < d.threads().size(); i++) {
        Explanation.BlockedThread t = d.threads().get(i);
        m.append(i > 0 ? "; " : "").append("thread ").append(t.label()).append(" waits for ")
            .append(t.waitingFor()).append(" at ").append(t.waitingAt().frame());
        if (t.heldBy() != null) {
          m.append(", held by ").append(t.heldBy());
        }
        if (t.lock() != null) {
          identities.add("lock " + withoutLines(t.lock()));
          methods.add(method(t.waitingAt()));
          for (Explanation.HeldLock h : t.holds()) {
            identities.add("lock " + withoutLines(h.lock()));
            methods.add(method(h.acquiredAt()));
          }
        }
        Map<String, Object> loc = location(t.waitingAt(), "thread " + t.label() + " waits for "
            + t.waitingFor(), sources);
        if (i == 0) {
          locations.add(loc);
        } else {
          related.add(loc);
        }
        for (Explanation.HeldLock h : t.holds()) {
          related.add(location(h.acquiredAt(), "thread " + t.label() + " locked <" + h.lock() + ">",
              sources));
        }
      }
      message = m.toString();
    } else if (e instanceof Explanation.NonTermination n) {
      StringBuilder m = new StringBuilder("Non-termination: ");
      boolean first = true;
      for (Explanation.LoopingThread t : n.threads()) {
        m.append(first ? "" : "; ").append("thread ").append(t.thread()).append(" never finishes");
        identities.add("thread " + withoutLines(t.thread()));
        for (SourceLocation o : t.loop()) {
          methods.add(method(o));
        }
        SourceLocation at = !t.loop().isEmpty() ? t.loop().get(0) : t.waitingAt();
        if (at != null) {
          Map<String, Object> loc = location(at, "thread " + t.thread() + " never finishes",
              sources);
          if (locations.isEmpty()) {
            locations.add(loc);
          } else {
            related.add(loc);
          }
        }
        first = false;
      }
      message = m.toString();
    } else {
      identities.add("formula " + r.property());
    }
    String replayed = r.replay().map(x -> " (replay: " + x.text() + ")").orElse("");
    res.put("message", text(prefix(entry) + message + replayed));
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
    Interleaving il = Interleaving.of(r);
    if (!il.events().isEmpty()) {
      res.put("codeFlows", List.of(codeFlow(il, message, sources)));
    }
    methods.remove("");
    res.put("partialFingerprints", Map.of(FINGERPRINT,
        fingerprint(ruleId(r) + "|" + String.join(",", identities) + "|"
            + String.join(",", methods))));
    Map<String, Object> props = properties(r, entry);
    r.replay().ifPresent(x -> replay(props, x.outcome(), x.text()));
    res.put("properties", props);
    return res;
  }

  /** Marks a report's results as new, unchanged (in the baseline) or suppressed in code. */
  @SuppressWarnings("unchecked")
  private static void mark(List<Object> results, KnownFindings.Triage triage, boolean baseline) {
    for (Object o : results) {
      Map<String, Object> res = (Map<String, Object>) o;
      if (baseline) {
        res.put("baselineState",
            triage.status() == KnownFindings.Status.IN_BASELINE ? "unchanged" : "new");
      }
      if (triage.status() == KnownFindings.Status.SUPPRESSED) {
        res.put("suppressions", List.of(Map.of("kind", "inSource", "justification",
            triage.why())));
      }
    }
  }

  /**
   * The fingerprints of a report's findings ({@code partialFingerprints["petrify/v1"]}): one per
   * race of a race report, one for any other violation, none when nothing was found.
   */
  @SuppressWarnings("unchecked")
  public static List<String> fingerprints(Report r) {
    List<Map<String, Object>> results = new ArrayList<>();
    if (r.isRaceReport()) {
      r.races().forEach(race -> results.add(race(race, 0, "", SourceLocations.none())));
    } else if (r.verdict() == Verdict.VIOLATED) {
      results.add(violation(r, 0, "", SourceLocations.none()));
    }
    List<String> out = new ArrayList<>();
    for (Map<String, Object> res : results) {
      out.add((String) ((Map<String, Object>) res.get("partialFingerprints")).get(FINGERPRINT));
    }
    return out;
  }

  /** Puts the replay outcome into a result's property bag (see the class comment). */
  private static void replay(Map<String, Object> props, Confirmation outcome, String text) {
    props.put("confirmed", outcome.json());
    Map<String, Object> replay = new LinkedHashMap<>();
    replay.put("outcome", outcome);
    replay.put("text", text);
    props.put("replay", replay);
  }

  private static Map<String, Object> race(Race race, int ruleIndex, String entry,
      SourceLocations sources) {
    Map<String, Object> res = new LinkedHashMap<>();
    res.put("ruleId", "data-race");
    res.put("ruleIndex", ruleIndex);
    res.put("kind", "fail");
    res.put("level", race.confirmed() == Confirmation.NOT_CONFIRMED ? "warning" : "error");
    String headline = race.headline();
    res.put("message", text(prefix(entry) + (headline.startsWith("WARNING: ")
        ? headline.substring("WARNING: ".length()) : headline)));
    res.put("locations", List.of(access(race.first(), sources), access(race.second(), sources)));
    Interleaving il = Interleaving.of(race.interleaving(), -1, null);
    if (!il.events().isEmpty()) {
      res.put("codeFlows", List.of(codeFlow(il, "steps after which both accesses can happen next",
          sources)));
    }
    TreeSet<String> methods = new TreeSet<>();
    methods.add(method(race.first().at()) + " " + race.first().kind());
    methods.add(method(race.second().at()) + " " + race.second().kind());
    res.put("partialFingerprints", Map.of(FINGERPRINT,
        fingerprint("data-race|" + withoutLines(race.location()) + "|" + String.join(",", methods))));
    Map<String, Object> props = new LinkedHashMap<>();
    if (!entry.isEmpty()) {
      props.put("entryPoint", entry);
    }
    if (race.confirmed() != Confirmation.NOT_TRIED) {
      replay(props, race.confirmed(), race.confirmed() == Confirmation.CONFIRMED
          ? "confirmed: both threads were held just before their accesses at once"
          : "not confirmed: the replay did not hold both threads before their accesses at once"
              + " (the race may be spurious, or need another path or the memory model)");
    }
    if (!props.isEmpty()) {
      res.put("properties", props);
    }
    return res;
  }

  private static Map<String, Object> access(Access a, SourceLocations sources) {
    return location(a.at(), a.thread() + " " + (a.kind() == AccessKind.READ
        ? "reads" : "writes") + " here", sources);
  }

  private static Map<String, Object> codeFlow(Interleaving il, String message,
      SourceLocations sources) {
    List<Object> threadFlows = new ArrayList<>();
    for (String lane : il.lanes()) {
      List<Object> locations = new ArrayList<>();
      for (Interleaving.Event ev : il.events()) {
        if (ev.thread().equals(lane)) {
          locations.add(threadFlowLocation(il, ev, sources));
        }
      }
      if (locations.isEmpty()) {
        continue;
      }
      Map<String, Object> tf = new LinkedHashMap<>();
      tf.put("id", lane);
      tf.put("message", text("thread " + lane + (il.cycle().contains(lane)
          ? " (on the lock cycle)" : "")));
      tf.put("locations", locations);
      threadFlows.add(tf);
    }
    Map<String, Object> flow = new LinkedHashMap<>();
    flow.put("message", text(message));
    flow.put("threadFlows", threadFlows);
    return flow;
  }

  private static Map<String, Object> threadFlowLocation(Interleaving il, Interleaving.Event ev,
      SourceLocations sources) {
    StringBuilder m = new StringBuilder();
    if (ev.repeated()) {
      m.append("(repeated forever) ");
    }
    if (ev.kind() == Interleaving.Kind.SUMMARY) {
      m.append(ev.text());
    } else if (ev.kind() == Interleaving.Kind.BLOCKED) {
      m.append(ev.thread()).append(": ").append(ev.text());
    } else {
      m.append(ev.step()).append(". ").append(ev.thread()).append(": ").append(ev.text());
    }
    if (!ev.holds().isEmpty()) {
      m.append(ev.kind() == Interleaving.Kind.BLOCKED ? "; holds " : "; now holds ");
      for (int i = 0; i < ev.holds().size(); i++) {
        m.append(i > 0 ? ", " : "").append('<').append(ev.holds().get(i)).append('>');
      }
    }
    Map<String, Object> tfl = new LinkedHashMap<>();
    tfl.put("location", location(ev.origin(), m.toString(), sources));
    List<String> kinds = switch (ev.kind()) {
      case ACQUIRE, WAKE -> List.of("acquire", "lock");
      case RELEASE -> List.of("release", "lock");
      case WAIT -> List.of("release", "lock", "wait");
      case FORK -> List.of("call", "thread-start");
      case JOIN -> List.of("thread-join");
      case FINISH -> List.of("exit");
      case BLOCKED -> ev.lock() != null ? List.of("acquire", "lock", "danger")
          : List.of("danger");
      case OTHER, SUMMARY -> List.of();
    };
    if (!kinds.isEmpty()) {
      tfl.put("kinds", kinds);
    }
    Map<String, Object> state = new LinkedHashMap<>();
    state.put("holds", text(ev.holds().isEmpty() ? "nothing" : String.join(", ", ev.holds())));
    if (ev.kind() == Interleaving.Kind.BLOCKED) {
      state.put("waitsFor", text(ev.text().substring("waits for ".length())));
    }
    tfl.put("state", state);
    tfl.put("executionOrder", ev.order());
    tfl.put("importance", il.onCycle(ev) || ev.kind() == Interleaving.Kind.BLOCKED ? "essential"
        : ev.kind() == Interleaving.Kind.OTHER || ev.kind() == Interleaving.Kind.SUMMARY
            ? "unimportant" : "important");
    return tfl;
  }

  /** Drops the line numbers from allocation-site names such as {@code Object@Main.java:12}. */
  static String withoutLines(String name) {
    return name.replaceAll("(\\.(?:java|kt)):\\d+", "$1");
  }

  private static String method(SourceLocation o) {
    return o == null || !o.isKnown() ? "" : o.className() + "." + o.methodName();
  }

  private static String fingerprint(String key) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Map<String, Object> location(SourceLocation o, String message,
      SourceLocations sources) {
    Map<String, Object> loc = new LinkedHashMap<>();
    if (o != null && o.isKnown()) {
      Map<String, Object> physical = new LinkedHashMap<>();
      Map<String, Object> artifact = new LinkedHashMap<>();
      // Relative to the repository root (SRCROOT), or an absolute URI for a file outside it.
      String uri = sources.uri(sourceUri(o));
      artifact.put("uri", uri);
      if (!uri.startsWith("file:")) {
        artifact.put("uriBaseId", SRCROOT);
      }
      physical.put("artifactLocation", artifact);
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
  static String sourceUri(SourceLocation o) {
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

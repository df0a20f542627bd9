package org.petrify.api.report;

import org.petrify.api.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.api.Access;
import org.petrify.api.Explanation;
import org.petrify.api.JvmReplay;
import org.petrify.api.Race;
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.api.Step;
import org.petrify.api.WitnessLine;
import org.petrify.api.StructuralReduction;
import org.petrify.api.Caveat;

/**
 * The stable JSON form of a {@link Report} ({@code petrify check --format json}). Members, in
 * this order: {@code property}, {@code verdict} (HOLDS|VIOLATED|INCONCLUSIVE), {@code reason}
 * (string or null), {@code modelVerdict} (the model's verdict before the no-silent-pass rule),
 * {@code states}, {@code witness} (the lines of {@link Report#witnessLines()}: steps {@code
 * {step, thread, kind, action, at, transition, operation, subject}} ({@code kind} a
 * {@link org.petrify.api.StepKind}) and, unless the report shows its full witness, summaries
 * {@code {kind: "SUMMARY", skipped, first, last, thread, where, text}} of a thread's steps
 * outside the concurrency skeleton), {@code witnessSteps} (the number of steps of the whole witness),
 * {@code loopStart} (the index in {@code witness} where the repeated part of an infinite
 * witness starts, -1 for a finite one), {@code explanation}
 * (null, or an object with {@code kind} "deadlock" or "non-termination"), {@code caveats}
 * (array of {@code {kind, effect, at, message}}), {@code statistics}, and for the property
 * {@code races} also {@code races}: an array of {@code {location, first, second, confirmed,
 * interleaving}}, {@code first}/{@code second} being {@code {thread, access: "read"|"write",
 * at}}, {@code confirmed} true, false or null (no replay tried), {@code interleaving} steps like
 * {@code witness}. A deadlock report replayed on the JVM ({@code check --confirm}) ends with
 * {@code confirmed} (true, false, or null when no replay could be tried) and {@code replay}
 * ({@code {outcome, threads, reason, millis, text}}). Source positions
 * ({@code at}, {@code waitingAt}, {@code acquiredAt}, {@code loop[]}) are objects
 * {@code {frame, class, method, file, line}}. New members may be added; none is removed or
 * renamed.
 */
public final class ReportJson {
  private ReportJson() {}

  public static String write(Report r) {
    return Json.write(toMap(r));
  }

  /** The report as the ordered map that {@link Json} writes. */
  public static Map<String, Object> toMap(Report r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("property", r.property());
    m.put("verdict", r.verdict());
    m.put("reason", r.reason().orElse(null));
    m.put("modelVerdict", r.modelVerdict());
    m.put("states", r.statistics().states());
    List<Object> witness = new ArrayList<>();
    for (WitnessLine line : r.witnessLines()) {
      witness.add(line instanceof WitnessLine.Summary sum ? summary(sum)
          : step(((WitnessLine.Shown) line).step()));
    }
    m.put("witness", witness);
    m.put("witnessSteps", r.witness().size());
    m.put("loopStart", r.loopLine());
    m.put("explanation", r.explanation().map(e -> explanation(e, r.fullWitness())).orElse(null));
    List<Object> caveats = new ArrayList<>();
    for (Caveat c : r.caveats()) {
      Map<String, Object> cm = new LinkedHashMap<>();
      cm.put("kind", c.kind().id());
      cm.put("effect", c.effect());
      cm.put("at", origin(c.where()));
      cm.put("message", c.message());
      cm.put("accepted", c.effect() == Caveat.Effect.UNSOUND
          ? !r.unacceptedUnsoundCaveats().contains(c) : null);
      caveats.add(cm);
    }
    m.put("caveats", caveats);
    m.put("acceptedUnsound", List.copyOf(r.acceptedUnsound()));
    m.put("statistics", statistics(r.statistics()));
    if (r.replay().isPresent()) {
      JvmReplay replay = r.replay().get();
      m.put("confirmed", replay.outcome().json());
      Map<String, Object> rm = new LinkedHashMap<>();
      rm.put("outcome", replay.outcome());
      rm.put("threads", replay.threads());
      rm.put("reason", replay.reason());
      rm.put("millis", replay.millis());
      rm.put("text", replay.text());
      m.put("replay", rm);
    }
    if (r.isRaceReport() || !r.races().isEmpty()) {
      List<Object> races = new ArrayList<>();
      for (Race race : r.races()) {
        races.add(race(race));
      }
      m.put("races", races);
    }
    return m;
  }

  private static Map<String, Object> race(Race race) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("location", race.location());
    m.put("first", access(race.first()));
    m.put("second", access(race.second()));
    m.put("confirmed", race.confirmed().json());
    List<Object> steps = new ArrayList<>();
    for (Step s : race.interleaving()) {
      steps.add(step(s));
    }
    m.put("interleaving", steps);
    return m;
  }

  private static Map<String, Object> access(Access a) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("thread", a.thread());
    m.put("access", a.kind().word());
    m.put("at", origin(a.at()));
    return m;
  }

  private static Map<String, Object> step(Step s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("step", s.index());
    m.put("thread", s.thread());
    m.put("kind", s.kind());
    m.put("action", s.action().text());
    m.put("at", origin(s.origin()));
    m.put("transition", s.transition());
    m.put("operation", s.operation());
    m.put("subject", s.subject());
    return m;
  }

  private static Map<String, Object> summary(WitnessLine.Summary sum) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", "SUMMARY");
    m.put("skipped", sum.steps());
    m.put("first", sum.first());
    m.put("last", sum.last());
    m.put("thread", sum.thread());
    m.put("where", sum.where());
    m.put("text", sum.text());
    return m;
  }

  static Map<String, Object> origin(SourceLocation o) {
    if (o == null) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("frame", o.frame());
    m.put("class", o.isKnown() ? o.className() : null);
    m.put("method", o.isKnown() ? o.methodName() : null);
    m.put("file", o.sourceFile());
    m.put("line", o.line() >= 0 ? o.line() : null);
    return m;
  }

  private static Map<String, Object> explanation(Explanation e, boolean fullWitness) {
    Map<String, Object> m = new LinkedHashMap<>();
    List<Object> threads = new ArrayList<>();
    if (e instanceof Explanation.Deadlock d) {
      m.put("kind", "deadlock");
      for (Explanation.BlockedThread t : d.threads()) {
        Map<String, Object> tm = new LinkedHashMap<>();
        tm.put("thread", t.label());
        tm.put("waitingFor", t.waitingFor().text());
        tm.put("waitingAt", origin(t.waitingAt()));
        tm.put("lock", t.lock());
        tm.put("heldBy", t.heldBy());
        List<Object> holds = new ArrayList<>();
        for (Explanation.HeldLock h : t.holds()) {
          Map<String, Object> hm = new LinkedHashMap<>();
          hm.put("lock", h.lock());
          hm.put("acquiredAt", origin(h.acquiredAt()));
          holds.add(hm);
        }
        tm.put("holds", holds);
        tm.put("createdAt", t.createdAt().isKnown() ? origin(t.createdAt()) : null);
        threads.add(tm);
      }
      m.put("droppedLockSites", d.droppedLockSites().stream().map(ReportJson::origin).toList());
    } else if (e instanceof Explanation.NonTermination n) {
      m.put("kind", "non-termination");
      for (Explanation.LoopingThread t : n.threads()) {
        Map<String, Object> tm = new LinkedHashMap<>();
        tm.put("thread", t.thread());
        List<Object> loop = new ArrayList<>();
        for (SourceLocation o : t.loop()) {
          loop.add(origin(o));
        }
        tm.put("loop", loop);
        tm.put("waitingAt", origin(t.waitingAt()));
        tm.put("createdAt", t.createdAt().isKnown() ? origin(t.createdAt()) : null);
        threads.add(tm);
      }
    }
    m.put("threads", threads);
    m.put("text", e.text(fullWitness));
    return m;
  }

  private static Map<String, Object> statistics(Statistics s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("loadMillis", s.loadMillis());
    m.put("translateMillis", s.translateMillis());
    m.put("encodeMillis", s.encodeMillis());
    m.put("checkMillis", s.checkMillis());
    m.put("places", s.places());
    m.put("transitions", s.transitions());
    m.put("states", s.states());
    m.put("edges", s.edges());
    m.put("reduction", s.reduction());
    m.put("structuralReduction", structuralReduction(s.structuralReduction()));
    m.put("classes", s.classes());
    m.put("classesReached", s.classesReached());
    m.put("methodsReached", s.methodsReached());
    m.put("methodsTranslated", s.methodsTranslated());
    m.put("procedures", s.procedures());
    m.put("skeletonProcedures", s.skeletonProcedures());
    m.put("droppedLocks", s.droppedLocks());
    return m;
  }

  /**
   * {@code {placesBefore, placesAfter, transitionsBefore, transitionsAfter, rules: [{rule,
   * applications}], millis}}, or null for none. Shared with {@code net-check --format json}.
   */
  public static Map<String, Object> structuralReduction(StructuralReduction r) {
    if (r == null) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("placesBefore", r.placesBefore());
    m.put("placesAfter", r.placesAfter());
    m.put("transitionsBefore", r.transitionsBefore());
    m.put("transitionsAfter", r.transitionsAfter());
    List<Map<String, Object>> rules = new ArrayList<>();
    for (StructuralReduction.RuleCount c : r.rules()) {
      Map<String, Object> rule = new LinkedHashMap<>();
      rule.put("rule", c.rule());
      rule.put("applications", c.applications());
      rules.add(rule);
    }
    m.put("rules", rules);
    m.put("millis", r.millis());
    return m;
  }
}

package org.petrify.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The immutable result of checking one property of a program.
 *
 * @param property {@code "deadlock"}, {@code "termination"}, {@code "livelock"}, or the CTL
 *     formula as given
 * @param verdict HOLDS, VIOLATED or INCONCLUSIVE
 * @param reason why the verdict is INCONCLUSIVE (or a remark on a decided one), if any
 * @param witness the witness in Java terms, empty if there is none; it has been replayed on the
 *     net before being reported
 * @param witnessTransitions the witness as net transition names (same length as
 *     {@code witness})
 * @param loopStart for an infinite witness (a lasso), the index in {@code witness} where the
 *     repeated part starts; -1 for a finite one
 * @param caveats every construct that was approximated, with its effect on soundness
 * @param statistics times per stage, net size and states explored
 * @param explanation for a violation, what goes wrong in Java terms
 * @param races for the property {@code "races"}, the potential data races found (the verdict
 *     is VIOLATED exactly when there is one); empty for every other property
 * @param replay for a deadlock witness replayed on the JVM ({@link Analysis#confirm}), the
 *     outcome; empty when no replay was asked for
 * @param modelVerdict the verdict for the model as the engine found it; it differs from
 *     {@code verdict} only when the no-silent-pass rule lowered it to INCONCLUSIVE (see
 *     {@link #judged})
 * @param acceptedUnsound the UNSOUND caveat kinds the user accepted ({@code "all"}: every kind)
 * @param fullWitness true if the renderings (text, JSON, SARIF, SVG, HTML) show every witness
 *     step; false (the default) if they summarise the steps outside the concurrency skeleton
 *     ({@link #witnessLines()}); {@code witness} holds every step either way
 */
public record Report(String property, Verdict verdict, Optional<String> reason,
    List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
    Statistics statistics, Optional<Explanation> explanation, List<Race> races,
    Optional<JvmReplay> replay, Verdict modelVerdict, Set<String> acceptedUnsound,
    boolean fullWitness) {

  /** The property name of race reports. */
  public static final String RACES = "races";

  /** The {@link #acceptedUnsound} entry that accepts every UNSOUND caveat kind. */
  public static final String ALL_KINDS = "all";

  /** How many unmodelled constructs a lowered verdict's reason names before "and N more". */
  private static final int NAMED_IN_REASON = 3;

  public Report {
    witness = List.copyOf(witness);
    witnessTransitions = List.copyOf(witnessTransitions);
    caveats = List.copyOf(caveats);
    races = List.copyOf(races);
    acceptedUnsound = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(acceptedUnsound));
  }

  /** A report whose renderings summarise the witness (see {@link #fullWitness}). */
  public Report(String property, Verdict verdict, Optional<String> reason,
      List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
      Statistics statistics, Optional<Explanation> explanation, List<Race> races,
      Optional<JvmReplay> replay, Verdict modelVerdict, Set<String> acceptedUnsound) {
    this(property, verdict, reason, witness, witnessTransitions, loopStart, caveats, statistics,
        explanation, races, replay, modelVerdict, acceptedUnsound, false);
  }

  /**
   * A report as the engine found it: no JVM replay, nothing accepted yet (see {@link #judged}).
   */
  public Report(String property, Verdict verdict, Optional<String> reason,
      List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
      Statistics statistics, Optional<Explanation> explanation, List<Race> races) {
    this(property, verdict, reason, witness, witnessTransitions, loopStart, caveats, statistics,
        explanation, races, Optional.empty(), verdict, Set.of());
  }

  /** This report with the outcome of replaying its witness on the JVM. */
  public Report withReplay(JvmReplay outcome) {
    return new Report(property, verdict, reason, witness, witnessTransitions, loopStart, caveats,
        statistics, explanation, races, Optional.of(outcome), modelVerdict, acceptedUnsound,
        fullWitness);
  }

  /**
   * This report rendered with every witness step ({@code true}, {@code check --full-witness})
   * or with the steps outside the concurrency skeleton summarised ({@code false}, the default).
   */
  public Report withFullWitness(boolean full) {
    return new Report(property, verdict, reason, witness, witnessTransitions, loopStart, caveats,
        statistics, explanation, races, replay, modelVerdict, acceptedUnsound, full);
  }

  /**
   * The witness as the renderings show it: with {@link #fullWitness} every step, else the steps
   * of the concurrency skeleton with each run of other steps summarised per thread ({@link
   * WitnessSummary}).
   */
  public List<WitnessLine> witnessLines() {
    return fullWitness ? WitnessSummary.full(witness) : WitnessSummary.of(witness, loopStart);
  }

  /**
   * The index in {@link #witnessLines()} of the first line of the repeated part of an infinite
   * witness; -1 for a finite one.
   */
  public int loopLine() {
    return WitnessSummary.loopLine(witness, loopStart, witnessLines());
  }

  /** A report without races (every property but {@code races}). */
  public Report(String property, Verdict verdict, Optional<String> reason,
      List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
      Statistics statistics, Optional<Explanation> explanation) {
    this(property, verdict, reason, witness, witnessTransitions, loopStart, caveats, statistics,
        explanation, List.of());
  }

  /**
   * The no-silent-pass rule: a verdict that claims something of every execution (HOLDS of
   * deadlock, termination, livelock and races; for a CTL formula, any verdict without a
   * witness) in a model with UNSOUND caveats is INCONCLUSIVE, its reason naming the constructs
   * that are not modelled, unless every such caveat's kind is in {@code accepted} (or
   * {@code accepted} contains {@link #ALL_KINDS}); then the verdict stays and the reason lists
   * what was accepted. Judging the model verdict again with other kinds gives the same result
   * as judging the engine's report once.
   */
  public Report judged(Set<String> accepted) {
    Verdict model = modelVerdict;
    List<Caveat> unsound = caveats.stream()
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND).distinct().toList();
    boolean universal = model == Verdict.HOLDS
        || (isCtl() && model == Verdict.VIOLATED && witness.isEmpty());
    Optional<String> why = verdict == model ? reason : Optional.empty();
    Verdict v = model;
    if (universal && !unsound.isEmpty()) {
      List<Caveat> open = unsound.stream().filter(c -> !isAccepted(c.kind().id(), accepted)).toList();
      String verb = model == Verdict.HOLDS ? "holds" : "is false";
      if (!open.isEmpty()) {
        v = Verdict.INCONCLUSIVE;
        why = Optional.of(verb + " for the model, but " + open.size()
            + (open.size() == 1 ? " construct is" : " constructs are") + " not modelled: "
            + named(open) + "; to accept them use --accept-unsound " + kinds(open)
            + " (Analysis.acceptUnsound)");
      } else {
        why = Optional.of(verb + " for the model; " + unsound.size() + " unmodelled "
            + (unsound.size() == 1 ? "construct" : "constructs") + " accepted ("
            + kinds(unsound) + "), see the caveats");
      }
    }
    return new Report(property, v, why, witness, witnessTransitions, loopStart, caveats,
        statistics, explanation, races, replay, model, accepted, fullWitness);
  }

  private boolean isCtl() {
    return !Set.of("deadlock", "termination", "livelock", RACES).contains(property);
  }

  private static boolean isAccepted(String kind, Set<String> accepted) {
    return accepted.contains(ALL_KINDS) || accepted.contains(kind);
  }

  /** "kind at frame (message)" for the first few, then "and N more". */
  private static String named(List<Caveat> open) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < open.size() && i < NAMED_IN_REASON; i++) {
      Caveat c = open.get(i);
      parts.add(c.kind().id() + (c.where().isKnown() ? " at " + c.where().frame() : ""));
    }
    String s = String.join(", ", parts);
    return open.size() > NAMED_IN_REASON ? s + " and " + (open.size() - NAMED_IN_REASON)
        + " more" : s;
  }

  /** The distinct kinds, comma-separated, in first-seen order. */
  private static String kinds(List<Caveat> caveats) {
    Map<String, Boolean> kinds = new LinkedHashMap<>();
    caveats.forEach(c -> kinds.put(c.kind().id(), true));
    return String.join(",", kinds.keySet());
  }

  /**
   * The UNSOUND caveats whose kind was not accepted: constructs whose real executions may be
   * missing from the model. A HOLDS verdict implies there are none.
   */
  public List<Caveat> unacceptedUnsoundCaveats() {
    return caveats.stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND
        && !isAccepted(c.kind().id(), acceptedUnsound)).distinct().toList();
  }

  /** True if the model decided the property but unaccepted UNSOUND caveats made it INCONCLUSIVE. */
  public boolean decidedOnlyForTheModel() {
    return verdict == Verdict.INCONCLUSIVE && modelVerdict != Verdict.INCONCLUSIVE;
  }

  /**
   * A race report: VIOLATED if {@code races} is not empty, else HOLDS, or INCONCLUSIVE when
   * {@code inconclusive} gives a reason (the races found until then are kept); "no race" in a
   * model with UNSOUND caveats not in {@code acceptedUnsound} is INCONCLUSIVE (see
   * {@link #judged}).
   */
  public static Report ofRaces(List<Race> races, Optional<String> inconclusive,
      List<Caveat> caveats, Statistics statistics, Set<String> acceptedUnsound) {
    Verdict v = inconclusive.isPresent() ? Verdict.INCONCLUSIVE
        : races.isEmpty() ? Verdict.HOLDS : Verdict.VIOLATED;
    return new Report(RACES, v, inconclusive, List.of(), List.of(), -1, caveats, statistics,
        Optional.empty(), races).judged(acceptedUnsound);
  }

  /** {@link #ofRaces(List, Optional, List, Statistics, Set)} with nothing accepted. */
  public static Report ofRaces(List<Race> races, Optional<String> inconclusive,
      List<Caveat> caveats, Statistics statistics) {
    return ofRaces(races, inconclusive, caveats, statistics, Set.of());
  }

  /** True if this is a race report ({@code property} is {@code races}). */
  public boolean isRaceReport() {
    return RACES.equals(property);
  }

  /** True if the verdict is HOLDS. */
  public boolean holds() {
    return verdict == Verdict.HOLDS;
  }

  /** True if the verdict is VIOLATED. */
  public boolean violated() {
    return verdict == Verdict.VIOLATED;
  }

  /** True if some caveat says real executions may be missing from the model. */
  public boolean hasUnsoundCaveats() {
    return caveats.stream().anyMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  /** A multi-line human-readable rendering: verdict, explanation, caveats, statistics. */
  public String text() {
    StringBuilder s = new StringBuilder();
    s.append(property).append(": ").append(verdict);
    reason.ifPresent(r -> s.append(" (").append(r).append(')'));
    s.append('\n');
    if (!acceptedUnsound.isEmpty()) {
      s.append("Accepted as not modelled: ").append(String.join(",", acceptedUnsound))
          .append('\n');
    }
    explanation.ifPresent(e -> s.append('\n').append(e.text(fullWitness)));
    replay.ifPresent(r -> s.append("\nReplay: ").append(r.text()).append('\n'));
    if (!races.isEmpty()) {
      s.append('\n').append(races.size()).append(races.size() == 1 ? " data race" : " data races")
          .append(":\n");
      for (Race race : races) {
        s.append('\n').append(race.text());
      }
    }
    if (!caveats.isEmpty()) {
      s.append("\nCaveats:\n");
      for (Caveat c : caveats) {
        boolean accepted = c.effect() == Caveat.Effect.UNSOUND
            && isAccepted(c.kind().id(), acceptedUnsound);
        s.append("  ").append(c).append(accepted ? " [accepted]" : "").append('\n');
      }
    }
    Statistics st = statistics;
    s.append(String.format(java.util.Locale.ROOT,
        "%nStatistics: net %d places, %d transitions; %d states, %d edges (reduction %s); "
            + "load %d ms, translate %d ms, encode %d ms, check %d ms%n",
        st.places(), st.transitions(), st.states(), st.edges(), st.reduction(), st.loadMillis(),
        st.translateMillis(), st.encodeMillis(), st.checkMillis()));
    if (st.structuralReduction() != null) {
      s.append("Structural reduction: ").append(st.structuralReduction()).append('\n');
    }
    if (st.procedures() > 0) {
      s.append(String.format(java.util.Locale.ROOT, "Program: %d classes read, %d reached;"
          + " %d methods reached, %d translated; %d rb procedures, %d in the skeleton; %d"
          + " thread-local or leaf locks dropped%n", st.classes(), st.classesReached(),
          st.methodsReached(), st.methodsTranslated(),
          st.procedures(), st.skeletonProcedures(), st.droppedLocks()));
    }
    return s.toString();
  }

  @Override
  public String toString() {
    return property + ": " + verdict + reason.map(r -> " (" + r + ")").orElse("");
  }
}

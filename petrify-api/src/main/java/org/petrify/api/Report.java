package org.petrify.api;

import java.util.List;
import java.util.Optional;
import org.petrify.api.race.Race;
import org.petrify.ir.rb.Caveat;

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
 */
public record Report(String property, Verdict verdict, Optional<String> reason,
    List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
    Statistics statistics, Optional<Explanation> explanation, List<Race> races,
    Optional<JvmReplay> replay) {

  /** The property name of race reports. */
  public static final String RACES = "races";

  public Report {
    witness = List.copyOf(witness);
    witnessTransitions = List.copyOf(witnessTransitions);
    caveats = List.copyOf(caveats);
    races = List.copyOf(races);
  }

  /** A report without a JVM replay. */
  public Report(String property, Verdict verdict, Optional<String> reason,
      List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
      Statistics statistics, Optional<Explanation> explanation, List<Race> races) {
    this(property, verdict, reason, witness, witnessTransitions, loopStart, caveats, statistics,
        explanation, races, Optional.empty());
  }

  /** This report with the outcome of replaying its witness on the JVM. */
  public Report withReplay(JvmReplay outcome) {
    return new Report(property, verdict, reason, witness, witnessTransitions, loopStart, caveats,
        statistics, explanation, races, Optional.of(outcome));
  }

  /** A report without races (every property but {@code races}). */
  public Report(String property, Verdict verdict, Optional<String> reason,
      List<Step> witness, List<String> witnessTransitions, int loopStart, List<Caveat> caveats,
      Statistics statistics, Optional<Explanation> explanation) {
    this(property, verdict, reason, witness, witnessTransitions, loopStart, caveats, statistics,
        explanation, List.of());
  }

  /**
   * A race report: VIOLATED if {@code races} is not empty, else HOLDS, or INCONCLUSIVE when
   * {@code inconclusive} gives a reason (the races found until then are kept).
   */
  public static Report ofRaces(List<Race> races, Optional<String> inconclusive,
      List<Caveat> caveats, Statistics statistics) {
    Verdict v = inconclusive.isPresent() ? Verdict.INCONCLUSIVE
        : races.isEmpty() ? Verdict.HOLDS : Verdict.VIOLATED;
    return new Report(RACES, v, inconclusive, List.of(), List.of(), -1, caveats, statistics,
        Optional.empty(), races);
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
    explanation.ifPresent(e -> s.append('\n').append(e.text()));
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
        s.append("  ").append(c).append('\n');
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
    return s.toString();
  }

  @Override
  public String toString() {
    return property + ": " + verdict + reason.map(r -> " (" + r + ")").orElse("");
  }
}

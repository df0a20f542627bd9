package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import org.petrify.ir.rb.Origin;

/**
 * The one place where the analysis's internal values become the facade's own types: an rb
 * {@link Origin} becomes a {@link SourceLocation}, an rb caveat an API {@link Caveat}. The
 * conversion keeps every field, so reports render exactly as before.
 */
final class ApiTypes {
  private ApiTypes() {}

  /** The API location of an rb origin (null is read as no position). */
  static SourceLocation location(Origin o) {
    if (o == null) {
      return null;
    }
    return new SourceLocation(o.className(), o.methodName(), o.sourceFile(), o.line(),
        o.bytecodeIndex());
  }

  /** {@link #location} of each origin, in order. */
  static List<SourceLocation> locations(List<Origin> origins) {
    List<SourceLocation> out = new ArrayList<>(origins.size());
    for (Origin o : origins) {
      out.add(location(o));
    }
    return out;
  }

  /** The API caveat of an rb caveat. */
  static Caveat caveat(org.petrify.ir.rb.Caveat c) {
    return new Caveat(CaveatKind.intern(c.kind()), location(c.where()), c.message(),
        Caveat.Effect.valueOf(c.effect().name()));
  }

  /** {@link #caveat} of each caveat, in order. */
  static List<Caveat> caveats(List<org.petrify.ir.rb.Caveat> caveats) {
    return caveats.stream().map(ApiTypes::caveat).toList();
  }

  /** The API figures of a structural reduction, or null for none. */
  static StructuralReduction reduction(org.petrify.checker.reduce.ReductionSummary r) {
    if (r == null) {
      return null;
    }
    return new StructuralReduction(r.placesBefore(), r.placesAfter(), r.transitionsBefore(),
        r.transitionsAfter(), r.rules().stream()
            .map(c -> new StructuralReduction.RuleCount(c.rule(), c.applications())).toList(),
        r.millis());
  }

  /** The engine's listener that tells {@code progress} what it reports (none for null). */
  static org.petrify.checker.ProgressListener listener(AnalysisProgress progress) {
    if (progress == null || progress == AnalysisProgress.NONE) {
      return org.petrify.checker.ProgressListener.NONE;
    }
    return new org.petrify.checker.ProgressListener() {
      @Override
      public void onProgress(org.petrify.checker.Statistics s) {
        progress.onSearch(s.states(), s.edges(), s.millis());
      }

      @Override
      public void onStage(String stage, String summary, long millis) {
        progress.onStage(stage, summary, millis);
      }
    };
  }
}

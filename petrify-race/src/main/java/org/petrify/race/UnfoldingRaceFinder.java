package org.petrify.race;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.petrify.checker.unfolding.AccessLabel;
import org.petrify.checker.unfolding.RaceCandidates;
import org.petrify.checker.unfolding.Unfolder;
import org.petrify.checker.unfolding.Unfolding;
import org.petrify.checker.unfolding.UnfoldingOptions;
import org.petrify.checker.unfolding.UnfoldingStatistics;

/**
 * Finds the race candidates of a mined net with its unfolding (the seed's method): a finite
 * complete prefix is built ({@link Unfolder}), and two transitions with conflicting accesses
 * are a candidate when the prefix has events of both whose presets form a co-set, i.e. some
 * reachable marking enables both ({@link RaceCandidates}). The candidate's prefix is the
 * configuration {@code ([e] ∪ [f]) \ {e, f}} of those two events as a firing sequence: only
 * what the two accesses causally need, which is the interleaving a replay enforces.
 *
 * <p>Exact like {@link RaceFinder} (the state-space search, kept as its differential oracle):
 * on a complete prefix both give the same transition pairs. On an incomplete prefix (a budget
 * ran out) the candidates found are real, others may be missing.
 */
public final class UnfoldingRaceFinder {
  /**
   * The candidates, sorted by prefix length, then by transitions; whether the prefix was
   * complete (else why not); and the prefix's figures.
   */
  public record Result(List<RaceCandidate> candidates, boolean complete,
      Optional<String> incompleteReason, UnfoldingStatistics statistics) {
    public Result {
      candidates = List.copyOf(candidates);
    }
  }

  private UnfoldingRaceFinder() {}

  /**
   * @throws org.petrify.checker.unfolding.UnsafeNetException if the net is not safe (mining
   *     never builds such a net)
   */
  public static Result find(TraceNet mined, UnfoldingOptions options) {
    Unfolding unfolding = Unfolder.unfold(mined.net(), options);
    RaceCandidates found = RaceCandidates.find(unfolding, labels(mined));
    List<RaceCandidate> candidates = new ArrayList<>();
    for (org.petrify.checker.unfolding.RaceCandidate c : found.candidates()) {
      candidates.add(new RaceCandidate(c.first(), c.second(), c.witness().firingSequence()));
    }
    candidates.sort(Comparator.comparingInt((RaceCandidate c) -> c.prefix().size())
        .thenComparingInt(RaceCandidate::first).thenComparingInt(RaceCandidate::second));
    return new Result(candidates, found.complete(), found.incompleteReason(),
        unfolding.statistics());
  }

  /** Per transition the access it makes, by location, kind and thread path (null: none). */
  static AccessLabel[] labels(TraceNet mined) {
    List<Operation> ops = mined.operations();
    AccessLabel[] labels = new AccessLabel[ops.size()];
    for (int t = 0; t < labels.length; t++) {
      Operation.Access a = ops.get(t).access();
      if (a != null) {
        labels[t] = new AccessLabel(a.location(), a.write(), ops.get(t).thread());
      }
    }
    return labels;
  }
}

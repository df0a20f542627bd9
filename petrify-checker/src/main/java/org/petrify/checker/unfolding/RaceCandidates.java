package org.petrify.checker.unfolding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.roaringbitmap.RoaringBitmap;

/**
 * The potential data races of a labelled safe net, read off its unfolding: every pair of
 * transitions with conflicting access labels (one location, different threads, at least one
 * write) that some reachable marking enables together. "Enabled together" rather than
 * "concurrent": two accesses that share an input place (e.g. the place holding a variable's
 * value, which a read tests and a write changes) can still both be about to happen.
 *
 * <p>Per pair, the search stops at the first pair of events whose presets form a co-set; the
 * candidate carries those events and the configuration that enables both. On an incomplete
 * prefix ({@link #complete()} false) the candidates found are real potential races, but others
 * may be missing.
 *
 * @param candidates one per transition pair, ordered by first then second transition
 * @param complete true if the prefix was complete, so no enabled-together pair is missing
 * @param incompleteReason the prefix's reason when it is incomplete
 */
public record RaceCandidates(List<RaceCandidate> candidates, boolean complete,
    Optional<String> incompleteReason) {

  public RaceCandidates {
    candidates = List.copyOf(candidates);
    Objects.requireNonNull(incompleteReason, "incompleteReason");
  }

  /**
   * Finds the potential races of {@code unfolding}'s net, whose transition {@code t} carries
   * {@code labels[t]} (null: no memory access).
   *
   * @throws IllegalArgumentException if {@code labels} does not have one entry per transition
   */
  public static RaceCandidates find(Unfolding unfolding, AccessLabel[] labels) {
    int transitions = unfolding.net().transitionCount();
    if (labels.length != transitions) {
      throw new IllegalArgumentException("expected " + transitions + " labels, got "
          + labels.length);
    }
    Map<String, List<Integer>> byLocation = new LinkedHashMap<>();
    for (int t = 0; t < transitions; t++) {
      if (labels[t] != null) {
        byLocation.computeIfAbsent(labels[t].location(), k -> new ArrayList<>()).add(t);
      }
    }
    List<RaceCandidate> found = new ArrayList<>();
    for (List<Integer> accesses : byLocation.values()) {
      for (int i = 0; i < accesses.size(); i++) {
        int t = accesses.get(i);
        List<Integer> partners = new ArrayList<>();
        for (int j = i + 1; j < accesses.size(); j++) {
          int u = accesses.get(j);
          if (labels[t].conflictsWith(labels[u])) {
            partners.add(u);
          }
        }
        if (!partners.isEmpty()) {
          racesOf(unfolding, t, partners, labels, found);
        }
      }
    }
    found.sort((a, b) -> a.first() != b.first() ? Integer.compare(a.first(), b.first())
        : Integer.compare(a.second(), b.second()));
    return new RaceCandidates(found, unfolding.complete(), unfolding.incompleteReason());
  }

  /** Adds the pairs of {@code t} with each of {@code partners} that are enabled together. */
  private static void racesOf(Unfolding unfolding, int t, List<Integer> partners,
      AccessLabel[] labels, List<RaceCandidate> found) {
    if (unfolding.isIsolated(t) || partners.stream().anyMatch(unfolding::isIsolated)) {
      for (int u : partners) {
        unfolding.enabledTogetherWitness(t, u).ifPresent(w -> found.add(
            new RaceCandidate(t, u, labels[t], labels[u], w)));
      }
      return;
    }
    List<Integer> open = new ArrayList<>(partners);
    int[][] partnerEvents = new int[partners.size()][];
    for (int e : unfolding.eventsOf(t)) {
      if (open.isEmpty()) {
        return;
      }
      RoaringBitmap compatible = unfolding.compatibleConditions(e, true);
      for (int k = open.size() - 1; k >= 0; k--) {
        int u = open.get(k);
        int slot = partners.indexOf(u);
        if (partnerEvents[slot] == null) {
          partnerEvents[slot] = unfolding.eventsOf(u);
        }
        for (int f : partnerEvents[slot]) {
          if (Unfolding.containsAll(compatible, unfolding.presetView(f))) {
            found.add(new RaceCandidate(t, u, labels[t], labels[u], unfolding.witness(e, f)));
            open.remove(k);
            break;
          }
        }
      }
    }
  }
}

package org.petrify.checker.structural;

import java.util.Optional;
import org.petrify.checker.Budget;
import org.petrify.net.PetriNet;

/**
 * No reachable dead marking in an ordinary net (every arc weight 1), because every siphon that
 * could be empty at a dead marking contains a trap marked initially.
 *
 * <p>The argument (the siphon–trap property; Murata, "Petri nets: properties, analysis and
 * applications", Proc. IEEE 77(4), 1989, Sect. VII; Desel and Esparza, "Free Choice Petri
 * Nets", 1995, Ch. 4, for the liveness version of Commoner's theorem that needs free choice):
 * let M be a reachable dead marking of an ordinary net and S the set of places empty at M.
 * Every transition is disabled, so each has a pre-place in S; hence {@code •S ⊆ T = S•} and S
 * is a siphon that "hits" every pre-set. The largest trap Q inside S is empty at M; since a trap
 * marked initially stays marked ({@link Traps}), Q is not marked initially. So if no set S of
 * places that hits every pre-set has an initially unmarked largest trap, no reachable marking
 * is dead. This is weaker than asking it of every siphon, and needs no free choice: it proves
 * deadlock freedom, not liveness.
 *
 * <p>The check searches for such an S (a counterexample to the premise): depth first, it picks
 * a transition not yet hit and tries each of its pre-places; a place tried and abandoned is
 * excluded from the later alternatives (any set containing it was covered). A branch ends when
 * the largest trap inside the chosen places is marked initially, because that trap only grows
 * with the set. The search is complete: if a dead marking were reachable, always choosing the
 * first alternative inside its empty set S yields a hitting set inside S whose largest trap
 * (inside S's) is unmarked initially, and no place of S is excluded on that path. Finding a
 * hitting set with an unmarked largest trap, or running out of work, gives no proof.
 * Filters are not used (a proof covers every dead marking).
 */
final class SiphonTrap implements Technique {
  /** Search nodes before giving up. */
  private static final int MAX_NODES = 100_000;

  /** At most this many places chosen on one path (the search's recursion depth). */
  private static final int MAX_DEPTH = 2_000;

  @Override
  public String name() {
    return "siphon-trap";
  }

  @Override
  public Optional<String> prove(DeadMarkingProblem problem, Budget budget) {
    if (!problem.ordinary()) {
      return Optional.empty();
    }
    PetriNet net = problem.net();
    if (problem.sourceTransition() >= 0) {
      return Optional.of("transition " + net.transitionName(problem.sourceTransition())
          + " has no pre-place");
    }
    Search s = new Search(net, budget);
    try {
      if (s.badSetExists()) {
        return Optional.empty();
      }
    } catch (ArithmeticException e) {
      return Optional.empty();
    }
    return Optional.of(s.nodes + " sets of places searched");
  }

  /** The depth-first search for a hitting set whose largest trap is unmarked initially. */
  private static final class Search {
    private final PetriNet net;
    private final Budget budget;
    private final boolean[] chosen;
    /** Per place: how many reasons exclude it (a counter, so exclusions nest). */
    private final int[] excluded;
    /** Per transition: how many chosen places are in its pre-set. */
    private final int[] hits;
    int nodes;

    Search(PetriNet net, Budget budget) {
      this.net = net;
      this.budget = budget;
      chosen = new boolean[net.placeCount()];
      excluded = new int[net.placeCount()];
      hits = new int[net.transitionCount()];
    }

    /** The places chosen on the current path: the recursion depth of {@link #badSetExists}. */
    private int depth;

    /**
     * True if some hitting set below the current choice has an unmarked largest trap. Gives up
     * (an {@code ArithmeticException}, so no proof) past {@link #MAX_NODES} nodes or {@link
     * #MAX_DEPTH} chosen places: the recursion must not grow with the net (a stack overflow in
     * a caller's thread, whatever its stack size, is an internal error, not a verdict).
     */
    boolean badSetExists() {
      if (++nodes > MAX_NODES) {
        throw new ArithmeticException("node limit");
      }
      if (depth >= MAX_DEPTH) {
        throw new ArithmeticException("depth limit");
      }
      if ((nodes & 63) == 0) {
        budget.checkTime();
      }
      if (Traps.initialTokens(net, Traps.largestIn(net, chosen)) > 0) {
        return false;
      }
      int t = unhitTransition();
      if (t == -1) {
        return true;
      }
      if (t == -2) {
        return false;
      }
      int start = net.preStart(t);
      int end = net.preStart(t + 1);
      int[] excludedHere = new int[end - start];
      int count = 0;
      boolean found = false;
      for (int k = start; k < end && !found; k++) {
        int p = net.prePlace(k);
        if (excluded[p] > 0) {
          continue;
        }
        choose(p, true);
        depth++;
        try {
          found = badSetExists();
        } finally {
          depth--;
        }
        choose(p, false);
        excluded[p]++;
        excludedHere[count++] = p;
      }
      for (int i = 0; i < count; i++) {
        excluded[excludedHere[i]]--;
      }
      return found;
    }

    private void choose(int p, boolean in) {
      chosen[p] = in;
      int delta = in ? 1 : -1;
      for (int i = net.consumerStart(p); i < net.consumerStart(p + 1); i++) {
        hits[net.consumer(i)] += delta;
      }
    }

    /**
     * The unhit transition with fewest candidate pre-places; -1 if every transition is hit;
     * -2 if some unhit transition has every pre-place excluded (a dead end).
     */
    private int unhitTransition() {
      int best = -1;
      int bestCount = Integer.MAX_VALUE;
      for (int t = 0; t < net.transitionCount(); t++) {
        if (hits[t] > 0) {
          continue;
        }
        int count = 0;
        for (int k = net.preStart(t); k < net.preStart(t + 1); k++) {
          count += excluded[net.prePlace(k)] == 0 ? 1 : 0;
        }
        if (count == 0) {
          return -2;
        }
        if (count < bestCount) {
          best = t;
          bestCount = count;
        }
      }
      return best;
    }
  }
}

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
  /** Search nodes before giving up, by default. */
  static final int MAX_NODES = 100_000;

  /** Search nodes this attempt may visit before it gives up. */
  private final int maxNodes;

  SiphonTrap() {
    this(MAX_NODES);
  }

  /** An attempt that gives up (finds no proof) after visiting {@code maxNodes} search nodes. */
  SiphonTrap(int maxNodes) {
    this.maxNodes = maxNodes;
  }

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
    budget.checkMemory(Search.bytes(net));
    Search s = new Search(net, budget, maxNodes);
    try {
      if (s.badSetExists()) {
        return Optional.empty();
      }
    } catch (ArithmeticException e) {
      return Optional.empty();
    }
    return Optional.of(s.nodes + " sets of places searched");
  }

  /**
   * The depth-first search for a hitting set whose largest trap is unmarked initially, run on
   * an explicit stack so that its depth (up to one level per place) never touches the caller's
   * thread stack.
   *
   * <p>Stack layout: frame {@code f < depth} is a node whose unhit transition {@code
   * frameTransition[f]} is being branched on; {@code frameNext[f]} is the pre-arc index of its
   * next alternative, {@code frameChoice[f]} the place chosen in the alternative under way (or
   * -1 before the first), and {@code trail[frameTrailStart[f] .. trailTop)} (up to the next
   * frame's start) the places it has excluded so far, in the order excluded. Invariant: the
   * places chosen are exactly the {@code frameChoice} of the frames, and no place is both chosen
   * and on the trail or twice on the trail (a frame tries only places that are neither excluded
   * nor, since its transition is unhit, chosen); so the frames number at most {@code
   * placeCount + 1} and the trail at most {@code placeCount}.
   */
  private static final class Search {
    /** {@link #node}: a hitting set with an unmarked largest trap is the current set. */
    private static final int BAD = 1;
    /** {@link #node}: no such set contains the current set (given the exclusions). */
    private static final int NONE = 0;
    /** {@link #node}: undecided here, a frame was pushed to branch on an unhit transition. */
    private static final int OPEN = 2;

    private final PetriNet net;
    private final Budget budget;
    private final int maxNodes;
    private final boolean[] chosen;
    /** Per place: how many reasons exclude it (a counter, so exclusions nest). */
    private final int[] excluded;
    /** Per transition: how many chosen places are in its pre-set. */
    private final int[] hits;
    private final int[] frameTransition;
    private final int[] frameNext;
    private final int[] frameChoice;
    private final int[] frameTrailStart;
    private final int[] trail;
    private int depth;
    private int trailTop;
    int nodes;

    Search(PetriNet net, Budget budget, int maxNodes) {
      this.net = net;
      this.budget = budget;
      this.maxNodes = maxNodes;
      int places = net.placeCount();
      chosen = new boolean[places];
      excluded = new int[places];
      hits = new int[net.transitionCount()];
      frameTransition = new int[places + 1];
      frameNext = new int[places + 1];
      frameChoice = new int[places + 1];
      frameTrailStart = new int[places + 1];
      trail = new int[places];
    }

    /** The bytes of the search's arrays (their contents), for the budget's memory check. */
    static long bytes(PetriNet net) {
      return 25L * net.placeCount() + 4L * net.transitionCount() + 16;
    }

    /**
     * True if some hitting set that contains no excluded place has an unmarked largest trap.
     * Gives up (an {@code ArithmeticException}, so no proof) past {@code maxNodes} nodes, and
     * with the budget's exception at its deadline (checked at every node).
     */
    boolean badSetExists() {
      int outcome = node();
      while (outcome != BAD) {
        if (outcome == NONE) {
          if (depth == 0) {
            return false;
          }
          int p = frameChoice[depth - 1];
          choose(p, false);
          excluded[p]++;
          trail[trailTop++] = p;
        }
        int f = depth - 1;
        int p = nextAlternative(f);
        if (p < 0) {
          for (int i = frameTrailStart[f]; i < trailTop; i++) {
            excluded[trail[i]]--;
          }
          trailTop = frameTrailStart[f];
          depth--;
          outcome = NONE;
          continue;
        }
        frameChoice[f] = p;
        choose(p, true);
        outcome = node();
      }
      return true;
    }

    /**
     * Evaluates the current set of chosen places: {@link #BAD}, {@link #NONE}, or {@link #OPEN}
     * with a new frame on the stack for the unhit transition with fewest alternatives.
     */
    private int node() {
      if (++nodes > maxNodes) {
        throw new ArithmeticException("node limit");
      }
      budget.checkTime();
      if (Traps.initialTokens(net, Traps.largestIn(net, chosen)) > 0) {
        return NONE;
      }
      int t = unhitTransition();
      if (t == -1) {
        return BAD;
      }
      if (t == -2) {
        return NONE;
      }
      frameTransition[depth] = t;
      frameNext[depth] = net.preStart(t);
      frameChoice[depth] = -1;
      frameTrailStart[depth] = trailTop;
      depth++;
      return OPEN;
    }

    /** The next pre-place of frame {@code f}'s transition that is not excluded, or -1. */
    private int nextAlternative(int f) {
      int end = net.preStart(frameTransition[f] + 1);
      for (int k = frameNext[f]; k < end; k++) {
        int p = net.prePlace(k);
        if (excluded[p] == 0) {
          frameNext[f] = k + 1;
          return p;
        }
      }
      frameNext[f] = end;
      return -1;
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

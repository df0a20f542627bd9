package org.petrify.net.structure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.petrify.net.PetriNet;

/**
 * Upper bounds on the tokens of each place that hold in every reachable marking, derived from
 * the structure of the net alone.
 *
 * <p>Two sources: (1) every semi-positive place invariant {@code y} (see
 * {@link PlaceInvariants}) gives {@code m(p) <= floor((y · m0) / y(p))} for each place {@code p}
 * in its support; (2) a place that no transition increases never exceeds its initial marking.
 * The bound of a place is the least of these. {@link #UNBOUNDED} ({@code -1}) means no bound
 * was found — the place may still be bounded. The invariant computation is capped (rows and
 * work), so this is fast on every net (well under a second on each of the 100 MCC nets) and
 * degrades to fewer bounds, never to wrong ones, when the cap is hit; a caller with a deadline
 * or a memory limit passes a {@link StructuralBudget} that may end it earlier.
 */
public final class StructuralBounds {
  /** Marker for "no structural bound known". */
  public static final long UNBOUNDED = -1;

  private StructuralBounds() {}

  /** Per place id, the structural bound or {@link #UNBOUNDED}. */
  public static long[] of(PetriNet net) {
    return analyse(net).bounds();
  }

  /**
   * The bounds with some facts about how they were found.
   *
   * @param bounds per place id, the bound or {@link #UNBOUNDED}
   * @param invariants number of place invariants used
   * @param complete false if the invariant computation hit its cap (some bounds may be missing)
   * @param semiflows the place invariants used (as many as {@code invariants})
   */
  public record Analysis(long[] bounds, int invariants, boolean complete, List<Semiflow> semiflows) {
    /** True if every place has a bound. */
    public boolean allBounded() {
      return Arrays.stream(bounds).noneMatch(b -> b == UNBOUNDED);
    }

    /** The largest finite bound, or {@link #UNBOUNDED} if some place has none. */
    public long maxBound() {
      return allBounded() ? Arrays.stream(bounds).max().orElse(0) : UNBOUNDED;
    }
  }

  /**
   * A semi-positive place invariant: {@code places} ascending, {@code weights} positive, and
   * {@code sum weights[i] * m(places[i])} the same in every reachable marking {@code m}.
   */
  public record Semiflow(int[] places, long[] weights) {}

  /** Computes the bounds and reports how. */
  public static Analysis analyse(PetriNet net) {
    return analyse(net, StructuralBudget.NONE);
  }

  /**
   * As {@link #analyse(PetriNet)}, asking {@code budget} as the invariants are computed (see
   * {@link PlaceInvariants}); an exception it throws ends the analysis and passes through.
   */
  public static Analysis analyse(PetriNet net, StructuralBudget budget) {
    long[] bounds = new long[net.placeCount()];
    Arrays.fill(bounds, UNBOUNDED);
    for (int p = 0; p < net.placeCount(); p++) {
      if (neverIncreased(net, p)) {
        bounds[p] = net.initialTokens(p);
      }
    }
    PlaceInvariants.Result invariants = PlaceInvariants.of(net, budget);
    List<Semiflow> semiflows = new ArrayList<>(invariants.invariants().size());
    for (PlaceInvariants.Invariant y : invariants.invariants()) {
      semiflows.add(new Semiflow(y.places(), y.weights()));
      long total;
      try {
        total = 0;
        for (int i = 0; i < y.places().length; i++) {
          total = Math.addExact(total,
              Math.multiplyExact(y.weights()[i], (long) net.initialTokens(y.places()[i])));
        }
      } catch (ArithmeticException overflow) {
        continue;
      }
      for (int i = 0; i < y.places().length; i++) {
        long bound = total / y.weights()[i];
        int p = y.places()[i];
        if (bounds[p] == UNBOUNDED || bound < bounds[p]) {
          bounds[p] = bound;
        }
      }
    }
    return new Analysis(bounds, invariants.invariants().size(), invariants.complete(),
        List.copyOf(semiflows));
  }

  /**
   * True if no transition puts more tokens on {@code place} than it takes: then the initial count
   * bounds the place in every reachable marking.
   */
  public static boolean neverIncreased(PetriNet net, int place) {
    for (int i = net.producerStart(place); i < net.producerStart(place + 1); i++) {
      int t = net.producer(i);
      if (net.produces(t, place) > net.consumes(t, place)) {
        return false;
      }
    }
    return true;
  }
}

package org.petrify.checker.structural;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.petrify.checker.Budget;
import org.petrify.net.PetriNet;

/**
 * No reachable dead marking, because the state equation has no dead solution.
 *
 * <p>Every reachable marking M satisfies the state equation {@code M = M0 + C·x} with a firing
 * count vector {@code x >= 0} (C the incidence matrix), {@code M >= 0}, every proven place bound
 * and, for every trap Q marked initially, {@code Σ_{p∈Q} M(p) >= 1} ({@link Traps}). A dead M
 * also disables every transition t: some pre-place p has {@code M(p) <= W(p,t) − 1}. If this
 * system has no solution over the rationals, no reachable marking is dead (Murata, "Petri nets:
 * properties, analysis and applications", Proc. IEEE 77(4), 1989, on the state equation as a
 * necessary condition of reachability; Esparza and Melzer, "Verification of safety properties
 * using integer programming: beyond the state equation", FMSD 16, 2000, for the trap
 * constraints). The same holds with the filter's linear constraints added.
 *
 * <p>The disjunction "t disabled" is handled in two ways. As a linear relaxation where all of
 * t's pre-places have proven bounds {@code b}: {@code Σ_p (M(p) − W(p,t) + 1)/(b_p − W(p,t) + 1)
 * <= |•t| − 1} holds whenever some term is {@code <= 0} (the others are at most 1), so it is
 * implied by "t disabled"; for 1-safe ordinary nets it reads {@code Σ_{•t} M <= |•t| − 1}, exact
 * over integers. And by branching: when the rational solution enables a transition, the search
 * tries each pre-place p in turn with {@code M(p) <= W(p,t) − 1} added, and the proof needs every
 * branch infeasible. When a solution leaves an initially marked trap empty (the largest trap
 * among the places empty in the solution), its constraint is added for all later systems and the
 * system solved again. A solution that disables every transition and satisfies every trap
 * constraint found ends the attempt without a proof (it may or may not be reachable).
 *
 * <p>Systems are solved exactly ({@link IntegerSimplex}); overflow or the work limits end the
 * attempt without a proof.
 */
final class StateEquation implements Technique {
  /** Pivots per system before giving up. */
  private static final long MAX_PIVOTS = 200_000;
  /**
   * Dictionary entries the pivots of all systems of one attempt may rewrite before it gives up
   * ({@link Long#MAX_VALUE}: no limit but the others).
   */
  private final long maxCells;

  /** An attempt limited by {@link #MAX_PIVOTS} per system and the other limits only. */
  StateEquation() {
    this(Long.MAX_VALUE);
  }

  /**
   * As {@link #StateEquation()}, giving up once the simplex has rewritten {@code maxCells}
   * dictionary entries in all (a deterministic measure of the work).
   */
  StateEquation(long maxCells) {
    this.maxCells = maxCells;
  }
  /** Systems solved (branches and trap rounds) before giving up. */
  private static final int MAX_SYSTEMS = 20_000;
  /** Bytes of simplex dictionaries alive at once (one per level of the branching). */
  private static final long MAX_BYTES = 256L << 20;

  @Override
  public String name() {
    return "state-equation";
  }

  @Override
  public Optional<String> prove(DeadMarkingProblem problem, Budget budget) {
    return new Attempt(problem, budget, maxCells).run();
  }

  /** One proof attempt: the net's incidence by place, the trap constraints found so far. */
  private static final class Attempt {
    private final PetriNet net;
    private final DeadMarkingProblem problem;
    private final Budget budget;
    /** Per place: the transitions changing it and by how much (sparse row of C). */
    private final int[][] changers;
    private final long[][] changes;
    private final List<boolean[]> traps = new ArrayList<>();
    private int systems;
    private int branches;
    private long bytes;
    private long pivots;
    private long cells;
    private final long maxCells;

    Attempt(DeadMarkingProblem problem, Budget budget, long maxCells) {
      this.problem = problem;
      this.maxCells = maxCells;
      this.net = problem.net();
      this.budget = budget;
      int places = net.placeCount();
      List<java.util.Map<Integer, Long>> byPlace = new ArrayList<>();
      for (int p = 0; p < places; p++) {
        byPlace.add(new java.util.TreeMap<>());
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        for (int k = net.preStart(t); k < net.preStart(t + 1); k++) {
          byPlace.get(net.prePlace(k)).merge(t, (long) -net.preWeight(k), Long::sum);
        }
        for (int k = net.postStart(t); k < net.postStart(t + 1); k++) {
          byPlace.get(net.postPlace(k)).merge(t, (long) net.postWeight(k), Long::sum);
        }
      }
      changers = new int[places][];
      changes = new long[places][];
      for (int p = 0; p < places; p++) {
        java.util.Map<Integer, Long> row = byPlace.get(p);
        row.values().removeIf(v -> v == 0);
        changers[p] = row.keySet().stream().mapToInt(Integer::intValue).toArray();
        changes[p] = row.values().stream().mapToLong(Long::longValue).toArray();
      }
    }

    Optional<String> run() {
      if (problem.sourceTransition() >= 0) {
        return Optional.of("transition " + net.transitionName(problem.sourceTransition())
            + " has no pre-place");
      }
      IntegerSimplex root;
      try {
        root = base();
        if (!refute(root)) {
          return Optional.empty();
        }
      } catch (ArithmeticException e) {
        return Optional.empty();
      }
      return Optional.of(systems + " linear systems, " + branches + " branches, "
          + traps.size() + " trap constraints, " + pivots + " pivots, " + cells + " entries");
    }

    /**
     * The system without branch constraints: M >= 0, relaxed disabling, the filter. Its dense
     * dictionary (a row of one entry per transition and the constant, per constraint) stops
     * growing once it alone passes {@link #MAX_BYTES} (the limit {@link #refute} applies to all
     * dictionaries alive): the attempt ends without a proof (ArithmeticException), where
     * building it whole could exhaust the heap that the search needs.
     */
    private IntegerSimplex base() {
      IntegerSimplex lp = new IntegerSimplex(net.transitionCount());
      for (int p = 0; p < net.placeCount(); p++) {
        addMarkingRow(lp, new int[] {p}, new long[] {-1}, 0);
        withinMemory(lp);
      }
      long[] bounds = problem.bounds();
      for (int p = 0; p < net.placeCount(); p++) {
        if (bounds[p] >= 0 && changers[p].length > 0) {
          addMarkingRow(lp, new int[] {p}, new long[] {1}, bounds[p]);
          withinMemory(lp);
        }
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        addDisablingRelaxation(lp, t);
        withinMemory(lp);
      }
      for (DeadMarkingProblem.Constraint c : problem.filter()) {
        addMarkingRow(lp, c.places(), c.coefficients(), c.bound());
      }
      return lp;
    }

    /**
     * Adds the linear relaxation of "t disabled" when every pre-place is bounded (see the class
     * comment); a transition some pre-place of which can never hold enough tokens is always
     * disabled and gets no row.
     */
    private void addDisablingRelaxation(IntegerSimplex lp, int t) {
      long[] bounds = problem.bounds();
      int start = net.preStart(t);
      int size = net.preStart(t + 1) - start;
      long lcm = 1;
      for (int k = start; k < start + size; k++) {
        long b = bounds[net.prePlace(k)];
        long w = net.preWeight(k);
        if (b >= 0 && b < w) {
          return;
        }
        if (size > 1 && b < 0) {
          return;
        }
        if (size > 1) {
          long range = b - w + 1;
          lcm = Math.multiplyExact(lcm / gcd(lcm, range), range);
        }
      }
      int[] places = new int[size];
      long[] coefficients = new long[size];
      long bound = Math.multiplyExact(lcm, size - 1);
      for (int k = 0; k < size; k++) {
        int p = net.prePlace(start + k);
        long w = net.preWeight(start + k);
        long factor = size == 1 ? 1 : lcm / (bounds[p] - w + 1);
        places[k] = p;
        coefficients[k] = factor;
        bound = Math.addExact(bound, Math.multiplyExact(factor, w - 1));
      }
      addMarkingRow(lp, places, coefficients, bound);
    }

    private static long gcd(long a, long b) {
      return b == 0 ? a : gcd(b, a % b);
    }

    /** Adds {@code Σ coefficients[k]·M(places[k]) <= bound}, with M = M0 + C·x. */
    private void addMarkingRow(IntegerSimplex lp, int[] places, long[] coefficients, long bound) {
      long rhs = bound;
      java.util.Map<Integer, Long> row = new java.util.TreeMap<>();
      for (int k = 0; k < places.length; k++) {
        int p = places[k];
        long a = coefficients[k];
        rhs = Math.subtractExact(rhs, Math.multiplyExact(a, net.initialTokens(p)));
        for (int i = 0; i < changers[p].length; i++) {
          row.merge(changers[p][i], Math.multiplyExact(a, changes[p][i]), Math::addExact);
        }
      }
      int[] vars = new int[row.size()];
      long[] cs = new long[row.size()];
      int i = 0;
      for (var e : row.entrySet()) {
        vars[i] = e.getKey();
        cs[i++] = e.getValue();
      }
      lp.addRow(vars, cs, rhs);
    }

    /** Ends the attempt once {@code lp}'s dictionary passes {@link #MAX_BYTES}. */
    private void withinMemory(IntegerSimplex lp) {
      if ((long) lp.rowCount() * (net.transitionCount() + 1) * 8 > MAX_BYTES) {
        throw new ArithmeticException("the base system passes the memory limit");
      }
    }

    /**
     * True if {@code lp} (already holding the branch's constraints) has no solution that is dead
     * and satisfies the trap constraints; may add trap constraints to {@code lp} and to the
     * list shared by all branches.
     */
    private boolean refute(IntegerSimplex lp) {
      int trapsIn = traps.size();
      long held = (long) lp.rowCount() * (net.transitionCount() + 1) * 8;
      bytes += held;
      try {
        while (true) {
          budget.checkTime();
          if (++systems > MAX_SYSTEMS || bytes > MAX_BYTES) {
            throw new ArithmeticException("work limit");
          }
          for (; trapsIn < traps.size(); trapsIn++) {
            addMarkingRow(lp, traps.get(trapsIn), -1);
          }
          long before = lp.pivots();
          long cellsBefore = lp.cells();
          IntegerSimplex.Outcome outcome;
          try {
            outcome = lp.solve(MAX_PIVOTS, cellsBefore + Math.max(0, maxCells - cells),
                budget::checkTime);
          } finally {
            pivots += lp.pivots() - before;
            cells += lp.cells() - cellsBefore;
          }
          if (outcome == IntegerSimplex.Outcome.INFEASIBLE) {
            return true;
          }
          long[][] marking = solutionMarking(lp);
          boolean[] trap = emptyMarkedTrap(marking[0]);
          if (trap != null) {
            traps.add(trap);
            continue;
          }
          int t = enabledTransition(marking);
          if (t < 0) {
            return false;
          }
          // One branch per pre-place p of t, most likely dead first (fewest tokens in the
          // solution): M(p) <= W − 1, with every pre-place tried before it sufficiently
          // marked (its branch covered the rest), so the branches partition the dead markings.
          int[] order = preArcsByTokens(t, marking);
          for (int i = 0; i < order.length; i++) {
            branches++;
            IntegerSimplex child = lp.copy();
            for (int j = trapsIn; j < traps.size(); j++) {
              addMarkingRow(child, traps.get(j), -1);
            }
            for (int j = 0; j < i; j++) {
              addMarkingRow(child, new int[] {net.prePlace(order[j])}, new long[] {-1},
                  -net.preWeight(order[j]));
            }
            addMarkingRow(child, new int[] {net.prePlace(order[i])}, new long[] {1},
                net.preWeight(order[i]) - 1);
            if (!refute(child)) {
              return false;
            }
          }
          return true;
        }
      } finally {
        bytes -= held;
      }
    }

    /** The pre-arc indices of {@code t}, by increasing tokens of their place in the solution. */
    private int[] preArcsByTokens(int t, long[][] marking) {
      Integer[] arcs = new Integer[net.preStart(t + 1) - net.preStart(t)];
      for (int i = 0; i < arcs.length; i++) {
        arcs[i] = net.preStart(t) + i;
      }
      java.util.Arrays.sort(arcs, java.util.Comparator.comparingDouble(
          k -> (double) marking[0][net.prePlace(k)] / marking[1][net.prePlace(k)]));
      int[] result = new int[arcs.length];
      for (int i = 0; i < arcs.length; i++) {
        result[i] = arcs[i];
      }
      return result;
    }

    /** Adds {@code Σ_{p∈set} M(p) >= 1} as {@code Σ −M(p) <= −1}. */
    private void addMarkingRow(IntegerSimplex lp, boolean[] set, long sign) {
      int count = 0;
      for (boolean b : set) {
        count += b ? 1 : 0;
      }
      int[] places = new int[count];
      long[] coefficients = new long[count];
      int k = 0;
      for (int p = 0; p < set.length; p++) {
        if (set[p]) {
          places[k] = p;
          coefficients[k++] = sign;
        }
      }
      addMarkingRow(lp, places, coefficients, -1);
    }

    /**
     * The marking of the basic solution as fractions: {@code M(p) = num[p] / den[p]}, returned
     * as {@code {num, den}}, each denominator positive.
     */
    private long[][] solutionMarking(IntegerSimplex lp) {
      int places = net.placeCount();
      long[] num = new long[places];
      long[] den = new long[places];
      long[][] x = new long[net.transitionCount()][];
      for (int t = 0; t < x.length; t++) {
        x[t] = lp.value(t);
      }
      for (int p = 0; p < places; p++) {
        long d = 1;
        for (int i = 0; i < changers[p].length; i++) {
          long[] v = x[changers[p][i]];
          if (v[0] != 0) {
            d = Math.multiplyExact(d / gcd(d, v[1]), v[1]);
          }
        }
        long v0 = Math.multiplyExact(d, net.initialTokens(p));
        for (int i = 0; i < changers[p].length; i++) {
          long[] v = x[changers[p][i]];
          if (v[0] != 0) {
            v0 = Math.addExact(v0, Math.multiplyExact(changes[p][i],
                Math.multiplyExact(v[0], d / v[1])));
          }
        }
        num[p] = v0;
        den[p] = d;
      }
      return new long[][] {num, den};
    }

    /** The largest trap among the places empty in the solution if it is marked initially. */
    private boolean[] emptyMarkedTrap(long[] numerators) {
      boolean[] empty = new boolean[numerators.length];
      boolean any = false;
      for (int p = 0; p < numerators.length; p++) {
        empty[p] = numerators[p] == 0;
        any |= empty[p];
      }
      if (!any) {
        return null;
      }
      boolean[] trap = Traps.largestIn(net, empty);
      return Traps.initialTokens(net, trap) > 0 ? trap : null;
    }

    /**
     * A transition enabled in the (rational) solution, the one with fewest pre-places; -1 if
     * the solution disables every transition.
     */
    private int enabledTransition(long[][] marking) {
      int best = -1;
      int bestSize = Integer.MAX_VALUE;
      for (int t = 0; t < net.transitionCount(); t++) {
        boolean enabled = true;
        for (int k = net.preStart(t); k < net.preStart(t + 1) && enabled; k++) {
          int p = net.prePlace(k);
          enabled = marking[0][p] > Math.multiplyExact(marking[1][p], net.preWeight(k) - 1L);
        }
        int size = net.preStart(t + 1) - net.preStart(t);
        if (enabled && size < bestSize) {
          best = t;
          bestSize = size;
        }
      }
      return best;
    }
  }
}

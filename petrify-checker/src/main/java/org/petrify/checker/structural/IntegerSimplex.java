package org.petrify.checker.structural;

import java.util.Arrays;

/**
 * Exact feasibility of a system of linear inequalities {@code a·x <= b}, {@code x >= 0}, over the
 * rationals, by the dual simplex method on an integer dictionary: no rounding, so "infeasible" is
 * a proof.
 *
 * <p>Data layout: variables are the {@code n} originals ({@code 0..n-1}) and one slack per row
 * ({@code n + row}, {@code s = b - a·x}). Row {@code i} of the dictionary reads
 * {@code den[i] * x[basic(i)] = A[i][0] + Σ_c A[i][c+1] * x[nonbasic(c)]} with integer entries
 * and a positive integer {@code den[i]} (the row is divided by the gcd of its entries when the
 * denominator grows large); the basic
 * solution (nonbasic variables 0) sets {@code x[basic(i)] = A[i][0] / den[i]}. A pivot rewrites
 * only the rows whose entry in the pivot column is not zero (net incidence matrices are sparse,
 * so most rows stay as they are). Arithmetic is on {@code long} with overflow checks; an overflow
 * or the pivot limit ends the computation with an {@link ArithmeticException}, never with a
 * wrong answer.
 *
 * <p>With a zero objective every basis is dual feasible, so the dual simplex reduces to: take a
 * primal-infeasible row; if it has no positive entry, the row is a Farkas certificate (a
 * nonnegative combination equal to a negative constant) and the system is infeasible; else pivot
 * on one of its positive entries. Any such choice is sound (each answer is read off the
 * dictionary, exact whatever the path to it); the choice only decides the work and whether it
 * ends. Each {@link #solve} first makes up to {@link #CHEAP_PIVOTS_PER_LINE}·(rows + columns)
 * cheap pivots ({@link #sparsestInfeasibleRow}, {@link #cheapestColumn}: the row with fewest
 * positive entries, the column whose pivot rewrites fewest entries), then follows Bland's rule
 * (the infeasible row of least basic index, its positive entry of least nonbasic index), which
 * terminates from any basis (it is Bland's primal rule on the dual), so {@code solve} always
 * ends. Rows can be added to a solved dictionary (expressed in the current basis), so a search
 * that tightens a system re-solves from the last basis. Not thread-safe.
 */
final class IntegerSimplex {
  /** Outcome of {@link #solve}. */
  enum Outcome { FEASIBLE, INFEASIBLE }

  private final int n;
  private long[][] rows;
  private int m;
  /**
   * A rewritten row is divided by the gcd of its entries once its denominator exceeds this: the
   * gcd costs more than the row operation, and the entries stay far from overflow.
   */
  private static final long NORMALIZE_ABOVE = 1L << 20;
  /**
   * Cheap pivots per row and column of the dictionary in one {@link #solve}, before Bland's
   * rule. Measured on the deadlock-free contest nets whose state equation is tried
   * ({@code ../shared/mcc}, {@code ../shared/mcc-large}), against Bland's rule throughout:
   * Railroad-PT-010 19.9 M entries rewritten → 3.9 M (2,816 pivots → 449), LamportFastMutEx-PT-3
   * 61.8 M → 16.0 M, the same nets proved; 1 instead of 4 or 16 changes little.
   */
  static final int CHEAP_PIVOTS_PER_LINE = 4;

  /**
   * Per row: true if this dictionary alone holds the row's array. A {@link #copy} shares the
   * arrays (most rows of a branch are never rewritten) and clears the flag on both sides; a row
   * is cloned before its first rewrite ({@link #writable}).
   */
  private boolean[] owned;
  /** Per row: the positive denominator of its basic variable. */
  private long[] den;
  /** Variable id at each row and nonbasic column. */
  private int[] basicOf;
  private final int[] nonbasicOf;
  /** For each variable: its row if basic (>= 0), else {@code -1 - column}. */
  private int[] position;
  private long pivots;
  /** Dictionary entries rewritten by the pivots so far (a measure of work, as time is). */
  private long cells;

  /** Cheap pivots per row and column in one {@link #solve}; 0: Bland's rule throughout. */
  private final int cheapPivotsPerLine;
  /**
   * The time check of the running {@link #solve}, run every 32 pivots and inside the scans that
   * choose a pivot every {@link #LINES_PER_CHECK} rows or columns (they change nothing): on a
   * large system the choice of one pivot alone can outlast a deadline.
   */
  private Runnable checkTime = () -> { };
  private static final int LINES_PER_CHECK = 1 << 10;

  IntegerSimplex(int variables) {
    this(variables, CHEAP_PIVOTS_PER_LINE);
  }

  /** A dictionary making {@code cheapPivotsPerLine} cheap pivots per line (tests: 0). */
  IntegerSimplex(int variables, int cheapPivotsPerLine) {
    this.cheapPivotsPerLine = cheapPivotsPerLine;
    n = variables;
    rows = new long[8][];
    owned = new boolean[8];
    den = new long[8];
    basicOf = new int[8];
    nonbasicOf = new int[n];
    position = new int[n + 8];
    for (int j = 0; j < n; j++) {
      nonbasicOf[j] = j;
      position[j] = -1 - j;
    }
  }

  private IntegerSimplex(IntegerSimplex o) {
    cheapPivotsPerLine = o.cheapPivotsPerLine;
    n = o.n;
    m = o.m;
    rows = Arrays.copyOf(o.rows, Math.max(8, o.m));
    owned = new boolean[rows.length];
    Arrays.fill(o.owned, false);
    den = Arrays.copyOf(o.den, rows.length);
    basicOf = Arrays.copyOf(o.basicOf, rows.length);
    nonbasicOf = o.nonbasicOf.clone();
    position = Arrays.copyOf(o.position, n + rows.length);
    pivots = o.pivots;
    cells = o.cells;
  }

  /** An independent copy (for a search that backtracks). */
  IntegerSimplex copy() {
    return new IntegerSimplex(this);
  }

  int rowCount() {
    return m;
  }

  long pivots() {
    return pivots;
  }

  /** Dictionary entries rewritten by all pivots so far, those before a {@link #copy} included. */
  long cells() {
    return cells;
  }

  /**
   * Adds {@code Σ coefficients[k]·x[variables[k]] <= bound} over original variables, expressed
   * in the current basis (so a solved system stays solved but for this row).
   */
  void addRow(int[] variables, long[] coefficients, long bound) {
    long common = 1;
    for (int k = 0; k < variables.length; k++) {
      int pos = position[variables[k]];
      if (coefficients[k] != 0 && pos >= 0) {
        common = lcm(common, den[pos]);
      }
    }
    long[] row = new long[n + 1];
    row[0] = Math.multiplyExact(common, bound);
    for (int k = 0; k < variables.length; k++) {
      long g = coefficients[k];
      if (g == 0) {
        continue;
      }
      int pos = position[variables[k]];
      if (pos < 0) {
        int c = -1 - pos;
        row[c + 1] = Math.subtractExact(row[c + 1], Math.multiplyExact(g, common));
      } else {
        long[] basic = rows[pos];
        long factor = Math.multiplyExact(g, common / den[pos]);
        for (int c = 0; c <= n; c++) {
          if (basic[c] != 0) {
            row[c] = Math.subtractExact(row[c], Math.multiplyExact(factor, basic[c]));
          }
        }
      }
    }
    if (m == rows.length) {
      rows = Arrays.copyOf(rows, m * 2);
      owned = Arrays.copyOf(owned, m * 2);
      den = Arrays.copyOf(den, m * 2);
      basicOf = Arrays.copyOf(basicOf, m * 2);
      position = Arrays.copyOf(position, n + m * 2);
    }
    rows[m] = row;
    owned[m] = true;
    den[m] = common;
    normalize(m);
    basicOf[m] = n + m;
    position[n + m] = m;
    m++;
  }

  private static long gcd(long a, long b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  private static long lcm(long a, long b) {
    return Math.multiplyExact(a / gcd(a, b), b);
  }

  /** Divides row {@code i} and its denominator by their greatest common divisor. */
  private void normalize(int i) {
    long[] row = rows[i];
    long g = den[i];
    for (int c = 0; c <= n && g != 1; c++) {
      if (row[c] != 0) {
        g = gcd(g, row[c]);
      }
    }
    if (g > 1) {
      row = writable(i);
      for (int c = 0; c <= n; c++) {
        row[c] /= g;
      }
      den[i] /= g;
    }
  }

  /**
   * Decides feasibility; {@code maxPivots} bounds the work, and {@code checkTime} runs every few
   * pivots and during the choice of one on large systems (it throws to abandon the
   * computation).
   *
   * @throws ArithmeticException on overflow, an inexact division (a bug, reported as such) or
   *     more than {@code maxPivots} pivots
   */
  Outcome solve(long maxPivots, Runnable checkTime) {
    return solve(maxPivots, Long.MAX_VALUE, checkTime);
  }

  /**
   * As {@link #solve(long, Runnable)}, also ending with an {@link ArithmeticException} once more
   * than {@code maxCells} dictionary entries have been rewritten ({@link #cells()}).
   */
  Outcome solve(long maxPivots, long maxCells, Runnable checkTime) {
    this.checkTime = checkTime;
    long cheapUntil = pivots + cheapPivotsPerLine * ((long) m + n);
    while (true) {
      boolean bland = pivots >= cheapUntil;
      int r = bland ? blandRow() : sparsestInfeasibleRow();
      if (r < 0) {
        return Outcome.FEASIBLE;
      }
      int s = bland ? blandColumn(r) : cheapestColumn(r);
      if (s < 0) {
        return Outcome.INFEASIBLE;
      }
      if (++pivots > maxPivots) {
        throw new ArithmeticException("pivot limit " + maxPivots + " reached");
      }
      if ((pivots & 31) == 0) {
        checkTime.run();
      }
      pivot(r, s);
      if (cells > maxCells) {
        throw new ArithmeticException("work limit of " + maxCells + " entries passed");
      }
    }
  }

  /** The infeasible row (negative constant) of least basic index, or -1. */
  private int blandRow() {
    int r = -1;
    for (int i = 0; i < m; i++) {
      if (rows[i][0] < 0 && (r < 0 || basicOf[i] < basicOf[r])) {
        r = i;
      }
    }
    return r;
  }

  /** The positive entry of row {@code r} of least nonbasic index (its column), or -1. */
  private int blandColumn(int r) {
    long[] row = rows[r];
    int s = -1;
    for (int c = 0; c < n; c++) {
      if (row[c + 1] > 0 && (s < 0 || nonbasicOf[c] < nonbasicOf[s])) {
        s = c;
      }
    }
    return s;
  }

  /**
   * The infeasible row with fewest positive entries (first of them), or -1: one with none
   * ends the solve at once, and few leave few pivot columns to choose among.
   */
  private int sparsestInfeasibleRow() {
    int r = -1;
    int fewest = Integer.MAX_VALUE;
    for (int i = 0; i < m && fewest > 0; i++) {
      if ((i & (LINES_PER_CHECK - 1)) == LINES_PER_CHECK - 1) {
        checkTime.run();
      }
      long[] row = rows[i];
      if (row[0] < 0) {
        int positive = 0;
        for (int c = 1; c <= n && positive < fewest; c++) {
          if (row[c] > 0) {
            positive++;
          }
        }
        if (positive < fewest) {
          r = i;
          fewest = positive;
        }
      }
    }
    return r;
  }

  /**
   * The column of a positive entry of row {@code r} whose pivot rewrites fewest entries (first
   * of them), or -1: each other row with a nonzero entry in the column is rewritten on the
   * pivot row's nonzero columns, and on all its columns when the pivot entry is not 1 (the row
   * is multiplied by it).
   */
  private int cheapestColumn(int r) {
    long[] row = rows[r];
    int count = 0;
    for (int c = 0; c <= n; c++) {
      if (row[c] != 0) {
        count++;
      }
    }
    int s = -1;
    long least = Long.MAX_VALUE;
    for (int c = 0; c < n; c++) {
      if ((c & (LINES_PER_CHECK - 1)) == LINES_PER_CHECK - 1) {
        checkTime.run();
      }
      if (row[c + 1] > 0) {
        long touched = 0;
        for (int i = 0; i < m; i++) {
          if (rows[i][c + 1] != 0) {
            touched++;
          }
        }
        long cost = touched * (count + (row[c + 1] == 1 ? 0 : n + 1));
        if (cost < least) {
          least = cost;
          s = c;
        }
      }
    }
    return s;
  }

  /** Row {@code i}'s array, cloned first if it is shared with another dictionary. */
  private long[] writable(int i) {
    if (!owned[i]) {
      rows[i] = rows[i].clone();
      owned[i] = true;
    }
    return rows[i];
  }

  /**
   * Exchanges the basic variable of row {@code r} with the nonbasic variable of column
   * {@code s}: a row i with entry {@code a} in the pivot column becomes
   * {@code p·row_i − a·row_r} (p the pivot entry), which changes only the pivot row's nonzero
   * columns when {@code p = 1}.
   */
  private void pivot(int r, int s) {
    long[] pr = writable(r);
    long p = pr[s + 1];
    long dr = den[r];
    int[] nonzero = new int[n + 1];
    int count = 0;
    for (int c = 0; c <= n; c++) {
      if (pr[c] != 0 && c != s + 1) {
        nonzero[count++] = c;
      }
    }
    for (int i = 0; i < m; i++) {
      long a = rows[i][s + 1];
      if (i == r || a == 0) {
        continue;
      }
      long[] row = writable(i);
      // p·den[i]·x_i = p·A_i0 − a·A_r0 + Σ (p·A_ic − a·A_rc)·x_c + a·den[r]·x_leaving
      if (p != 1) {
        for (int c = 0; c <= n; c++) {
          long e = row[c];
          if (e != 0) {
            row[c] = Math.multiplyExact(p, e);
          }
        }
        den[i] = Math.multiplyExact(p, den[i]);
        cells += n + 1;
      }
      cells += count;
      for (int k = 0; k < count; k++) {
        int c = nonzero[k];
        row[c] = Math.subtractExact(row[c], Math.multiplyExact(a, pr[c]));
      }
      row[s + 1] = Math.multiplyExact(a, dr);
      if (den[i] > NORMALIZE_ABOVE) {
        normalize(i);
      }
    }
    // p·x_entering = −A_r0 − Σ A_rc·x_c + den[r]·x_leaving
    for (int k = 0; k < count; k++) {
      pr[nonzero[k]] = -pr[nonzero[k]];
    }
    pr[s + 1] = dr;
    den[r] = p;
    normalize(r);
    int entering = nonbasicOf[s];
    int leaving = basicOf[r];
    basicOf[r] = entering;
    nonbasicOf[s] = leaving;
    position[entering] = r;
    position[leaving] = -1 - s;
  }

  /**
   * The value of original variable {@code j} in the basic solution as {@code {numerator,
   * denominator}}, the denominator positive.
   */
  long[] value(int j) {
    int pos = position[j];
    return pos < 0 ? new long[] {0, 1} : new long[] {rows[pos][0], den[pos]};
  }
}

package org.petrify.checker.structural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The exact simplex: known feasible and infeasible systems, and random systems where every
 * FEASIBLE answer comes with a basic solution that satisfies every row exactly, and every
 * INFEASIBLE answer is checked against the integer points of a box (an integer solution would
 * contradict it).
 */
class IntegerSimplexTest {
  private static final Runnable NO_LIMIT = () -> { };

  @Test
  void infeasibleAndFeasibleSystems() {
    IntegerSimplex s = new IntegerSimplex(2);
    s.addRow(new int[] {0, 1}, new long[] {1, 1}, 1);   // x + y <= 1
    s.addRow(new int[] {0}, new long[] {-1}, -2);        // x >= 2
    assertThat(s.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.INFEASIBLE);

    IntegerSimplex t = new IntegerSimplex(2);
    t.addRow(new int[] {0, 1}, new long[] {1, 1}, 4);    // x + y <= 4
    t.addRow(new int[] {0, 1}, new long[] {-2, -1}, -3); // 2x + y >= 3
    t.addRow(new int[] {1}, new long[] {-3}, -2);        // 3y >= 2
    assertThat(t.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
    assertSatisfied(t, new long[][] {{1, 1, 4}, {-2, -1, -3}, {0, -3, -2}});
    // Tightening a solved system re-solves from its basis: x >= 4 leaves no room for 3y >= 2.
    t.addRow(new int[] {0}, new long[] {-1}, -4);
    assertThat(t.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.INFEASIBLE);
  }

  @Test
  void copiesShareNoChange() {
    // Copies share rows until one of them pivots on them: neither sees the other's pivots.
    IntegerSimplex base = new IntegerSimplex(2);
    base.addRow(new int[] {0, 1}, new long[] {1, 1}, 4);    // x + y <= 4
    base.addRow(new int[] {0, 1}, new long[] {-2, -1}, -3); // 2x + y >= 3
    assertThat(base.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
    long[] x = base.value(0);
    long[] y = base.value(1);
    IntegerSimplex left = base.copy();
    left.addRow(new int[] {0}, new long[] {-1}, -5);        // x >= 5: infeasible
    IntegerSimplex right = base.copy();
    right.addRow(new int[] {1}, new long[] {-3}, -2);       // 3y >= 2
    assertThat(right.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
    assertThat(left.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.INFEASIBLE);
    assertSatisfied(right, new long[][] {{1, 1, 4}, {-2, -1, -3}, {0, -3, -2}});
    assertThat(base.value(0)).containsExactly(x);
    assertThat(base.value(1)).containsExactly(y);
    assertSatisfied(base, new long[][] {{1, 1, 4}, {-2, -1, -3}});
    assertThat(base.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
  }

  @Test
  void theWorkLimitCountsRewrittenEntries() {
    IntegerSimplex s = new IntegerSimplex(2);
    s.addRow(new int[] {0, 1}, new long[] {1, 1}, 4);
    s.addRow(new int[] {0, 1}, new long[] {-2, -1}, -3);
    s.addRow(new int[] {1}, new long[] {-3}, -2);
    IntegerSimplex limited = s.copy();
    assertThat(s.solve(1000, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
    assertThat(s.cells()).isPositive();
    assertThatThrownBy(() -> limited.solve(1000, 0, NO_LIMIT))
        .isInstanceOf(ArithmeticException.class).hasMessageContaining("work limit");
  }

  @Test
  void fractionalVertexIsExact() {
    // 2x <= 1 and 2x >= 1: only x = 1/2.
    IntegerSimplex s = new IntegerSimplex(1);
    s.addRow(new int[] {0}, new long[] {2}, 1);
    s.addRow(new int[] {0}, new long[] {-2}, -1);
    assertThat(s.solve(100, NO_LIMIT)).isEqualTo(IntegerSimplex.Outcome.FEASIBLE);
    long[] x = s.value(0);
    assertThat(2 * x[0]).isEqualTo(x[1]);
  }

  @Test
  void randomSystemsAgreeWithTheirSolutionsAndIntegerPoints() {
    Random random = new Random(21);
    int feasible = 0;
    int infeasible = 0;
    for (int round = 0; round < 3000; round++) {
      int n = 1 + random.nextInt(3);
      int m = 1 + random.nextInt(5);
      long[][] rows = new long[m][n + 1];
      IntegerSimplex s = new IntegerSimplex(n);
      for (int i = 0; i < m; i++) {
        int[] vars = new int[n];
        long[] cs = new long[n];
        for (int j = 0; j < n; j++) {
          vars[j] = j;
          cs[j] = random.nextInt(7) - 3;
          rows[i][j] = cs[j];
        }
        rows[i][n] = random.nextInt(9) - 3;
        s.addRow(vars, cs, rows[i][n]);
      }
      if (s.solve(10_000, NO_LIMIT) == IntegerSimplex.Outcome.FEASIBLE) {
        feasible++;
        assertSatisfied(s, rows);
      } else {
        infeasible++;
        assertThat(someIntegerPoint(rows, n, 8)).as("round %d", round).isFalse();
      }
    }
    assertThat(feasible).isGreaterThan(100);
    assertThat(infeasible).isGreaterThan(100);
  }

  /**
   * The cheap pivot rule against Bland's rule throughout, on sparse systems shaped like state
   * equations (entries mostly ±1, some ±2): the same outcome on every system, each FEASIBLE
   * answer satisfied exactly. Half the rounds allow one cheap pivot per line only, so that
   * Bland's rule takes over within the longer solves; rows are added in groups, so a tightened
   * system is re-solved from the last basis on each side.
   */
  @Test
  void theCheapPivotRuleAgreesWithBlandsRule() {
    Random random = new Random(16);
    int[] outcomes = new int[2];
    for (int round = 0; round < 2000; round++) {
      int n = 2 + random.nextInt(9);
      int m = 2 + random.nextInt(14);
      IntegerSimplex bland = new IntegerSimplex(n, 0);
      IntegerSimplex cheap = new IntegerSimplex(n, round % 2 == 0 ? 1 : 4);
      List<long[]> rows = new ArrayList<>();
      for (int i = 0; i < m; i++) {
        long[] row = randomSparseRow(random, n);
        rows.add(row);
        addRow(bland, row);
        addRow(cheap, row);
        if (i % 5 == 4 || i == m - 1) {
          IntegerSimplex.Outcome expected = bland.solve(100_000, NO_LIMIT);
          assertThat(cheap.solve(100_000, NO_LIMIT)).as("round %d, %d rows", round, i + 1)
              .isEqualTo(expected);
          if (expected == IntegerSimplex.Outcome.FEASIBLE) {
            assertSatisfied(cheap, rows.toArray(long[][]::new));
          } else {
            break;
          }
        }
      }
      outcomes[bland.solve(100_000, NO_LIMIT).ordinal()]++;
    }
    assertThat(outcomes[0]).as("feasible").isGreaterThan(200);
    assertThat(outcomes[1]).as("infeasible").isGreaterThan(200);
  }

  private static long[] randomSparseRow(Random random, int n) {
    long[] row = new long[n + 1];
    for (int j = 0; j < n; j++) {
      int pick = random.nextInt(10);
      row[j] = pick < 5 ? 0 : pick < 7 ? 1 : pick < 9 ? -1 : random.nextBoolean() ? 2 : -2;
    }
    row[n] = random.nextInt(7) - 3;
    return row;
  }

  private static void addRow(IntegerSimplex s, long[] row) {
    int n = row.length - 1;
    int[] vars = new int[n];
    for (int j = 0; j < n; j++) {
      vars[j] = j;
    }
    s.addRow(vars, java.util.Arrays.copyOf(row, n), row[n]);
  }

  /** Each row {@code a·x <= b} (last entry b) holds for the basic solution, exactly. */
  private static void assertSatisfied(IntegerSimplex s, long[][] rows) {
    int n = rows[0].length - 1;
    // Common denominator d of all values, numerators scaled to it.
    BigInteger d = BigInteger.ONE;
    for (int j = 0; j < n; j++) {
      long[] x = s.value(j);
      assertThat(x[1]).isPositive();
      assertThat(x[0]).isGreaterThanOrEqualTo(0);
      BigInteger dj = BigInteger.valueOf(x[1]);
      d = d.multiply(dj).divide(d.gcd(dj));
    }
    for (long[] row : rows) {
      BigInteger lhs = BigInteger.ZERO;
      for (int j = 0; j < n; j++) {
        long[] x = s.value(j);
        BigInteger scaled = BigInteger.valueOf(x[0]).multiply(d).divide(BigInteger.valueOf(x[1]));
        lhs = lhs.add(BigInteger.valueOf(row[j]).multiply(scaled));
      }
      assertThat(lhs.compareTo(d.multiply(BigInteger.valueOf(row[n])))).isLessThanOrEqualTo(0);
    }
  }

  private static boolean someIntegerPoint(long[][] rows, int n, int max) {
    int[] x = new int[n];
    while (true) {
      boolean ok = true;
      for (long[] row : rows) {
        long lhs = 0;
        for (int j = 0; j < n; j++) {
          lhs += row[j] * x[j];
        }
        ok &= lhs <= row[n];
      }
      if (ok) {
        return true;
      }
      int j = 0;
      while (j < n && x[j] == max) {
        x[j++] = 0;
      }
      if (j == n) {
        return false;
      }
      x[j]++;
    }
  }
}

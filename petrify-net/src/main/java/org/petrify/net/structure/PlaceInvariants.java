package org.petrify.net.structure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.net.PetriNet;

/**
 * Semi-positive place invariants (P-semiflows): vectors {@code y >= 0}, {@code y != 0}, with
 * {@code y · C = 0} for the incidence matrix {@code C[p][t] = post(t,p) - pre(t,p)}, so that
 * {@code y · m = y · m0} in every reachable marking {@code m}.
 *
 * <p>Computed with the Farkas / Fourier–Motzkin elimination over the transition columns, in
 * sparse form, always eliminating next the column whose elimination creates the fewest rows.
 * Rows whose remaining incidence part is zero are finished invariants and leave the work set.
 * Exact {@code long} arithmetic with overflow checks; every row is divided by the gcd of its
 * coefficients, and duplicates are dropped. The computation is bounded: at most
 * {@code maxRows} rows may be alive at once and at most {@code maxWork} coefficient operations
 * are spent, and at most {@value #DEFAULT_MAX_INVARIANTS} invariants are collected; beyond that, combinations are dropped (as are rows whose arithmetic overflows).
 * Dropping rows is sound — every returned vector is still an invariant — but the result may
 * then miss invariants, which {@link Result#complete()} reports. No minimality test is done, so
 * returned invariants need not have minimal support.
 */
final class PlaceInvariants {
  static final int DEFAULT_MAX_ROWS = 4_000;
  static final long DEFAULT_MAX_WORK = 4_000_000L;
  static final int DEFAULT_MAX_INVARIANTS = 4_000;

  /**
   * An invariant in sparse form: {@code places} sorted ascending, {@code weights} positive.
   */
  record Invariant(int[] places, long[] weights) {}

  /** The invariants found and whether the cutoff left the set incomplete. */
  record Result(List<Invariant> invariants, boolean complete) {}

  /** A work row: invariant part over places, remaining incidence part over transitions. */
  private static final class Row {
    final int[] places;
    final long[] weights;
    final int[] columns;
    final long[] values;

    Row(int[] places, long[] weights, int[] columns, long[] values) {
      this.places = places;
      this.weights = weights;
      this.columns = columns;
      this.values = values;
    }

    long valueAt(int column) {
      int i = Arrays.binarySearch(columns, column);
      return i >= 0 ? values[i] : 0;
    }
  }

  private final int transitions;
  private final int maxRows;
  private long work;
  private final long maxWork;
  private boolean complete = true;
  private final int[] positive;
  private final int[] negative;
  private List<Row> rows = new ArrayList<>();
  private final List<Invariant> finished = new ArrayList<>();
  private final Set<Key> finishedKeys = new HashSet<>();

  private PlaceInvariants(PetriNet net, int maxRows, long maxWork) {
    this.transitions = net.transitionCount();
    this.maxRows = maxRows;
    this.maxWork = maxWork;
    this.positive = new int[transitions];
    this.negative = new int[transitions];
    for (int p = 0; p < net.placeCount(); p++) {
      int[] columns = effectColumns(net, p);
      long[] values = new long[columns.length];
      for (int i = 0; i < columns.length; i++) {
        values[i] = (long) net.produces(columns[i], p) - net.consumes(columns[i], p);
      }
      add(new Row(new int[] {p}, new long[] {1}, columns, values));
    }
  }

  /** The transitions with a nonzero effect on {@code place}, ascending. */
  private static int[] effectColumns(PetriNet net, int place) {
    int[] touching = new int[net.consumerStart(place + 1) - net.consumerStart(place)
        + net.producerStart(place + 1) - net.producerStart(place)];
    int n = 0;
    for (int i = net.consumerStart(place); i < net.consumerStart(place + 1); i++) {
      touching[n++] = net.consumer(i);
    }
    for (int i = net.producerStart(place); i < net.producerStart(place + 1); i++) {
      touching[n++] = net.producer(i);
    }
    int[] sorted = Arrays.stream(touching).sorted().distinct()
        .filter(t -> net.produces(t, place) != net.consumes(t, place)).toArray();
    return sorted;
  }

  static Result of(PetriNet net) {
    return of(net, DEFAULT_MAX_ROWS, DEFAULT_MAX_WORK);
  }

  static Result of(PetriNet net, int maxRows, long maxWork) {
    PlaceInvariants farkas = new PlaceInvariants(net, maxRows, maxWork);
    farkas.eliminate();
    return new Result(List.copyOf(farkas.finished), farkas.complete);
  }

  private void add(Row row) {
    if (row.columns.length == 0) {
      if (finishedKeys.add(new Key(row.places, row.weights))) {
        finished.add(new Invariant(row.places, row.weights));
      }
      return;
    }
    rows.add(row);
    count(row, 1);
  }

  private void count(Row row, int delta) {
    for (int i = 0; i < row.columns.length; i++) {
      if (row.values[i] > 0) {
        positive[row.columns[i]] += delta;
      } else {
        negative[row.columns[i]] += delta;
      }
    }
  }

  private void eliminate() {
    while (!rows.isEmpty()) {
      int column = cheapestColumn();
      if (column < 0) {
        return;
      }
      List<Row> pos = new ArrayList<>();
      List<Row> neg = new ArrayList<>();
      List<Row> rest = new ArrayList<>(rows.size());
      for (Row row : rows) {
        long v = row.valueAt(column);
        if (v > 0) {
          pos.add(row);
        } else if (v < 0) {
          neg.add(row);
        } else {
          rest.add(row);
        }
      }
      for (Row row : pos) {
        count(row, -1);
      }
      for (Row row : neg) {
        count(row, -1);
      }
      rows = rest;
      Set<Key> seen = new HashSet<>();
      combine:
      for (Row a : pos) {
        for (Row b : neg) {
          if (rows.size() >= maxRows || work >= maxWork
              || finished.size() >= DEFAULT_MAX_INVARIANTS) {
            complete = false;
            break combine;
          }
          Row combined = combine(a, b, column);
          if (combined != null && seen.add(new Key(combined.places, combined.weights))) {
            add(combined);
          }
        }
      }
      if (work >= maxWork || finished.size() >= DEFAULT_MAX_INVARIANTS) {
        complete = false;
        return;
      }
    }
  }

  /** The live column whose elimination adds the fewest rows, or -1 if none is live. */
  private int cheapestColumn() {
    int best = -1;
    long bestCost = Long.MAX_VALUE;
    for (int t = 0; t < transitions; t++) {
      if (positive[t] + negative[t] == 0) {
        continue;
      }
      long cost = (long) positive[t] * negative[t] - positive[t] - negative[t];
      if (cost < bestCost) {
        bestCost = cost;
        best = t;
      }
    }
    return best;
  }

  /** {@code |b_c| a + a_c b} divided by the gcd, or null on overflow. */
  private Row combine(Row a, Row b, int column) {
    long av = a.valueAt(column);
    long bv = -b.valueAt(column);
    long g = gcd(av, bv);
    long fa = bv / g;
    long fb = av / g;
    work += a.places.length + b.places.length + a.columns.length + b.columns.length;
    try {
      Sparse places = merge(a.places, a.weights, fa, b.places, b.weights, fb);
      Sparse columns = merge(a.columns, a.values, fa, b.columns, b.values, fb);
      long divisor = 0;
      for (long w : places.values) {
        divisor = gcd(divisor, w);
      }
      for (long v : columns.values) {
        divisor = gcd(divisor, Math.abs(v));
      }
      if (divisor > 1) {
        for (int i = 0; i < places.values.length; i++) {
          places.values[i] /= divisor;
        }
        for (int i = 0; i < columns.values.length; i++) {
          columns.values[i] /= divisor;
        }
      }
      return new Row(places.indices, places.values, columns.indices, columns.values);
    } catch (ArithmeticException overflow) {
      complete = false;
      return null;
    }
  }

  private record Sparse(int[] indices, long[] values) {}

  /** {@code fa * x + fb * y} over sorted sparse vectors, dropping zero entries. */
  private static Sparse merge(int[] xi, long[] xv, long fa, int[] yi, long[] yv, long fb) {
    int[] indices = new int[xi.length + yi.length];
    long[] values = new long[xi.length + yi.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < xi.length || j < yi.length) {
      long value;
      int index;
      if (j >= yi.length || (i < xi.length && xi[i] < yi[j])) {
        index = xi[i];
        value = Math.multiplyExact(fa, xv[i++]);
      } else if (i >= xi.length || yi[j] < xi[i]) {
        index = yi[j];
        value = Math.multiplyExact(fb, yv[j++]);
      } else {
        index = xi[i];
        value = Math.addExact(Math.multiplyExact(fa, xv[i++]), Math.multiplyExact(fb, yv[j++]));
      }
      if (value != 0) {
        indices[n] = index;
        values[n++] = value;
      }
    }
    return new Sparse(Arrays.copyOf(indices, n), Arrays.copyOf(values, n));
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long r = a % b;
      a = b;
      b = r;
    }
    return Math.abs(a);
  }

  private record Key(int[] places, long[] weights) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(places, k.places)
          && Arrays.equals(weights, k.weights);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(places) + Arrays.hashCode(weights);
    }
  }
}

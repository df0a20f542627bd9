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
 * coefficients, and duplicates are dropped. The computation is bounded by caps of its own: at
 * most {@code maxRows} combined rows may be alive at once, at most {@code maxWork} coefficient
 * operations are spent in combinations and {@code maxScan} in choosing columns (one unit per
 * row or column looked at), and at most {@value #DEFAULT_MAX_INVARIANTS} invariants are
 * collected; beyond that, combinations are dropped (as are rows whose arithmetic overflows).
 * Dropping rows is sound — every returned vector is still an invariant — but the result may
 * then miss invariants, which {@link Result#complete()} reports. No minimality test is done, so
 * returned invariants need not have minimal support.
 *
 * <p>Within these caps the caller's {@link StructuralBudget} is asked every {@value
 * #CHECK_INTERVAL} units of work (of either kind), with an estimate of the bytes held by the
 * live rows and the invariants found; it may abandon the computation by throwing.
 */
final class PlaceInvariants {
  static final int DEFAULT_MAX_ROWS = 4_000;
  static final long DEFAULT_MAX_WORK = 4_000_000L;
  static final int DEFAULT_MAX_INVARIANTS = 4_000;
  /**
   * The default cap on rows and columns looked at while choosing columns: ten times the work
   * cap, which keeps every MCC net's invariants (a cap of one work cap lost some) and takes
   * about a second on a 200,000-transition chain (where the uncapped choice is quadratic).
   */
  static final long DEFAULT_MAX_SCAN = 10 * DEFAULT_MAX_WORK;
  /** Units of work between two calls of the budget. */
  static final long CHECK_INTERVAL = 1 << 14;
  /** The stage name given to the budget. */
  static final String STAGE = "place invariants";

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

    /** Bytes held by this row: four arrays and the object, headers included. */
    long bytes() {
      return 96L + 12L * (places.length + columns.length);
    }
  }

  private final int transitions;
  private final int maxRows;
  private long work;
  private final long maxWork;
  /** Rows and columns looked at while choosing columns (capped by {@code maxScan}). */
  private long scan;
  private final long maxScan;
  /** All units of work, including building the initial rows (which no cap limits). */
  private long steps;
  private long nextCheck = CHECK_INTERVAL;
  private final StructuralBudget budget;
  /** Bytes of the live rows and the invariants found (see {@link Row#bytes}). */
  private long heldBytes;
  private int eliminated;
  private boolean complete = true;
  private final int[] positive;
  private final int[] negative;
  private List<Row> rows = new ArrayList<>();
  private final List<Invariant> finished = new ArrayList<>();
  private final Set<Key> finishedKeys = new HashSet<>();

  private PlaceInvariants(PetriNet net, int maxRows, long maxWork, long maxScan,
      StructuralBudget budget) {
    this.transitions = net.transitionCount();
    this.maxRows = maxRows;
    this.maxWork = maxWork;
    this.maxScan = maxScan;
    this.budget = budget;
    this.positive = new int[transitions];
    this.negative = new int[transitions];
    heldBytes = 8L * transitions;
    for (int p = 0; p < net.placeCount(); p++) {
      int[] columns = effectColumns(net, p);
      step(1 + columns.length);
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
    return of(net, StructuralBudget.NONE);
  }

  /** The invariants within the default caps and {@code budget} (whose exceptions pass through). */
  static Result of(PetriNet net, StructuralBudget budget) {
    return of(net, DEFAULT_MAX_ROWS, DEFAULT_MAX_WORK, DEFAULT_MAX_SCAN, budget);
  }

  static Result of(PetriNet net, int maxRows, long maxWork) {
    return of(net, maxRows, maxWork, DEFAULT_MAX_SCAN, StructuralBudget.NONE);
  }

  static Result of(PetriNet net, int maxRows, long maxWork, long maxScan,
      StructuralBudget budget) {
    PlaceInvariants farkas = new PlaceInvariants(net, maxRows, maxWork, maxScan, budget);
    farkas.eliminate();
    return new Result(List.copyOf(farkas.finished), farkas.complete);
  }

  /**
   * Counts {@code combining} units of combination work and {@code choosing} units of column
   * choice, and asks the budget once every {@link #CHECK_INTERVAL} units.
   */
  private void spend(long combining, long choosing) {
    work += combining;
    scan += choosing;
    step(combining + choosing);
  }

  /** Counts {@code units} of work and asks the budget once every {@link #CHECK_INTERVAL}. */
  private void step(long units) {
    steps += units;
    if (steps >= nextCheck) {
      nextCheck = steps + CHECK_INTERVAL;
      budget.check(STAGE, heldBytes, this::progress);
    }
  }

  private String progress() {
    return String.format(java.util.Locale.ROOT,
        "%,d invariants found, %,d rows alive, %,d of %,d transitions eliminated",
        finished.size(), rows.size(), eliminated, transitions);
  }

  private void add(Row row) {
    if (row.columns.length == 0) {
      if (finishedKeys.add(new Key(row.places, row.weights))) {
        finished.add(new Invariant(row.places, row.weights));
        heldBytes += row.bytes();
      }
      return;
    }
    rows.add(row);
    heldBytes += row.bytes();
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
      if (scan >= maxScan) {
        complete = false;
        return;
      }
      int column = cheapestColumn();
      if (column < 0) {
        return;
      }
      eliminated++;
      List<Row> pos = new ArrayList<>();
      List<Row> neg = new ArrayList<>();
      List<Row> rest = new ArrayList<>(rows.size());
      for (Row row : rows) {
        spend(0, 1);
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
      long combinedBytes = 0;
      for (Row row : pos) {
        combinedBytes += row.bytes();
      }
      for (Row row : neg) {
        combinedBytes += row.bytes();
      }
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
      heldBytes -= combinedBytes;
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
    spend(0, transitions);
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
    spend(a.places.length + b.places.length + a.columns.length + b.columns.length, 0);
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

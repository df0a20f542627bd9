package org.petrify.checker;

/**
 * Which places may hold tokens together: an over-approximation, computed once per net, of the
 * pairs of places marked at the same time in some reachable marking.
 *
 * <p><b>The relation.</b> {@code together(p, q)} for {@code p != q} over-approximates "some
 * reachable marking has {@code M(p) >= 1} and {@code M(q) >= 1}"; {@code together(p, p)}
 * over-approximates "some reachable marking has {@code M(p) >= 2}". The least fixpoint of:
 * <ul>
 *   <li>the pairs of the initial marking;
 *   <li>for a transition {@code t} that may fire (every two places of its pre-set together, a
 *       place of weight 2 or more together with itself): its <em>survivors</em> {@code S(t)} are
 *       the places together with every place of its pre-set (for a pre-place, together with
 *       itself stands for "a token left over"); each place of its post-set becomes together with
 *       every survivor and every other post-place (with itself when its arc weight is 2 or more
 *       or it is a survivor).
 * </ul>
 * A transition with an empty pre-set may fire anywhere: its survivors are the places ever
 * marked. Induction on the firing sequence: if every pair of a reachable marking {@code M} is
 * in the relation and {@code M[t>M'}, then {@code t} may fire (its pre-places are marked
 * together in {@code M}), a place marked in {@code M'} and not filled by {@code t} alone was
 * marked beyond {@code t}'s need in {@code M}, so it is a survivor, and every pair of
 * {@code M'} is one of the pairs added. So the relation holds every pair of every reachable
 * marking; the complement ("never together") is exact knowledge.
 *
 * <p>It is the classic pairwise concurrency relation of safe nets (Kovalyov; Garavel's
 * "concurrent places"), here for any weights, so it also sees the places of a thread's control
 * flow, of a one-token lock or variable, and what a fork and a join order: a place of a
 * thread that runs only after it joined another is never together with that other thread's
 * control places.
 *
 * <p>Rows are bit sets, one per place; the fixpoint is a worklist of transitions whose pre-set
 * rows grew. It is skipped ({@link #of} returns null) on nets above {@link #MAX_PLACES} places
 * or when it takes more than {@link #MAX_WORK} row operations: the relation is only used to
 * leave needs out of stubborn sets, and without it none is left out.
 */
final class MarkedTogether {
  /** Largest net (places) for which the relation is computed: rows take places² bits. */
  static final int MAX_PLACES = 16_384;
  /** Largest number of 64-bit row words touched by the fixpoint before it gives up. */
  static final long MAX_WORK = 100_000_000L;

  private final int places;
  private final int words;
  /** Row of place p: {@code rows[p * words .. (p + 1) * words - 1]}. */
  private final long[] rows;
  /** Per transition: whether it may fire at all (its pre-set may be marked together). */
  private final boolean[] mayFire;

  private MarkedTogether(int places, long[] rows, boolean[] mayFire) {
    this.places = places;
    this.words = (places + 63) >>> 6;
    this.rows = rows;
    this.mayFire = mayFire;
  }

  /** Bytes held. */
  long bytes() {
    return 8L * rows.length + mayFire.length;
  }

  /** Whether {@code p} and {@code q} (or, for p == q, two tokens of p) may be marked together. */
  boolean together(int p, int q) {
    return (rows[p * words + (q >>> 6)] & (1L << q)) != 0;
  }

  /** Whether transition {@code t} may fire in some reachable marking. */
  boolean mayFire(int t) {
    return mayFire[t];
  }

  /**
   * Whether {@code u} can never be enabled while every pre-place of {@code t} is marked:
   * {@code u} never fires, or some pre-place of {@code u} is never marked together with a
   * different pre-place of {@code t}.
   */
  boolean excludedBy(FiringRules rules, int t, int u) {
    if (!mayFire[u]) {
      return true;
    }
    for (int i = rules.preStart[u]; i < rules.preStart[u + 1]; i++) {
      int q = rules.prePlace[i];
      for (int j = rules.preStart[t]; j < rules.preStart[t + 1]; j++) {
        int c = rules.prePlace[j];
        if (c != q && !together(c, q)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The relation of {@code rules}' net from its initial marking, or null (see the class). */
  static MarkedTogether of(FiringRules rules) {
    int n = rules.places;
    if (n == 0 || n > MAX_PLACES) {
      return null;
    }
    return new Fixpoint(rules).run();
  }

  /** The least fixpoint of the class comment. */
  private static final class Fixpoint {
    private final FiringRules rules;
    private final int n;
    private final int words;
    private final long[] rows;
    private final long[] marked;
    private final boolean[] mayFire;
    private final long[] survivors;
    private final int[] postStart;
    private final int[] postPlace;
    private final int[] postWeight;
    private final int[] queue;
    private final boolean[] queued;
    /** Transitions with an empty pre-set: their survivors grow with every newly marked place. */
    private final int[] unconditional;
    private int head;
    private int size;
    private long work;

    Fixpoint(FiringRules rules) {
      this.rules = rules;
      this.n = rules.places;
      this.words = (n + 63) >>> 6;
      this.rows = new long[n * words];
      this.marked = new long[words];
      this.mayFire = new boolean[rules.transitions];
      this.survivors = new long[words];
      int tc = rules.transitions;
      this.postStart = new int[tc + 1];
      int arcs = 0;
      for (int t = 0; t < tc; t++) {
        postStart[t] = arcs;
        arcs += rules.net.postStart(t + 1) - rules.net.postStart(t);
      }
      postStart[tc] = arcs;
      this.postPlace = new int[arcs];
      this.postWeight = new int[arcs];
      for (int t = 0; t < tc; t++) {
        int from = rules.net.postStart(t);
        for (int k = 0; k < postStart[t + 1] - postStart[t]; k++) {
          postPlace[postStart[t] + k] = rules.net.postPlace(from + k);
          postWeight[postStart[t] + k] = rules.net.postWeight(from + k);
        }
      }
      this.queue = new int[tc];
      this.queued = new boolean[tc];
      int count = 0;
      for (int t = 0; t < tc; t++) {
        count += rules.preStart[t] == rules.preStart[t + 1] ? 1 : 0;
      }
      this.unconditional = new int[count];
      count = 0;
      for (int t = 0; t < tc; t++) {
        if (rules.preStart[t] == rules.preStart[t + 1]) {
          unconditional[count++] = t;
        }
      }
    }

    MarkedTogether run() {
      int[] m0 = rules.net.initialMarking();
      for (int p = 0; p < n; p++) {
        if (m0[p] > 0) {
          marked[p >>> 6] |= 1L << p;
          for (int q = 0; q < n; q++) {
            if (m0[q] > 0 && (q != p || m0[p] >= 2)) {
              rows[p * words + (q >>> 6)] |= 1L << q;
            }
          }
        }
      }
      for (int t = 0; t < rules.transitions; t++) {
        enqueue(t);
      }
      while (size > 0) {
        int t = queue[head];
        head = head + 1 == queue.length ? 0 : head + 1;
        size--;
        queued[t] = false;
        if (!fire(t)) {
          return null;
        }
      }
      return new MarkedTogether(n, rows, mayFire);
    }

    private void enqueue(int t) {
      if (!queued[t]) {
        queued[t] = true;
        int tail = head + size;
        queue[tail >= queue.length ? tail - queue.length : tail] = t;
        size++;
      }
    }

    /** Adds the pairs of one firing of t, if it may fire; false when over the work bound. */
    private boolean fire(int t) {
      int from = rules.preStart[t];
      int to = rules.preStart[t + 1];
      for (int i = from; i < to; i++) {
        int p = rules.prePlace[i];
        if (!bit(marked, 0, p) || rules.preWeight[i] >= 2 && !bit(rows, p * words, p)) {
          return true;
        }
        for (int j = i + 1; j < to; j++) {
          if (!bit(rows, p * words, rules.prePlace[j])) {
            return true;
          }
        }
      }
      mayFire[t] = true;
      if (from == to) {
        System.arraycopy(marked, 0, survivors, 0, words);
      } else {
        int base = rules.prePlace[from] * words;
        System.arraycopy(rows, base, survivors, 0, words);
        for (int i = from + 1; i < to; i++) {
          int row = rules.prePlace[i] * words;
          for (int w = 0; w < words; w++) {
            survivors[w] &= rows[row + w];
          }
        }
      }
      work += (long) words * (to - from + 1);
      for (int k = postStart[t]; k < postStart[t + 1]; k++) {
        int r = postPlace[k];
        int row = r * words;
        boolean grew = !bit(marked, 0, r);
        if (grew) {
          marked[r >>> 6] |= 1L << r;
          for (int u : unconditional) {
            enqueue(u);
          }
        }
        // Symmetry: every survivor q new in r's row gets r in its own row (q == r: r kept a
        // token, so it has 2 now). A bit already in r's row is already in q's.
        for (int w = 0; w < words; w++) {
          long before = rows[row + w];
          long added = survivors[w] & ~before;
          if (added == 0) {
            continue;
          }
          rows[row + w] = before | added;
          grew = true;
          while (added != 0) {
            int q = (w << 6) + Long.numberOfTrailingZeros(added);
            added &= added - 1;
            work++;
            if (q != r) {
              rows[q * words + (r >>> 6)] |= 1L << r;
              consumersChanged(q);
            }
          }
        }
        for (int j = postStart[t]; j < postStart[t + 1]; j++) {
          int r2 = postPlace[j];
          if ((r2 != r || postWeight[k] >= 2) && !bit(rows, row, r2)) {
            rows[row + (r2 >>> 6)] |= 1L << r2;
            grew = true;
          }
        }
        work += 3L * words;
        if (grew) {
          consumersChanged(r);
        }
      }
      return work <= MAX_WORK;
    }

    private void consumersChanged(int p) {
      for (int k = rules.consumerStart[p]; k < rules.consumerStart[p + 1]; k++) {
        enqueue(rules.consumerTransition[k]);
      }
      work++;
    }

    private static boolean bit(long[] set, int base, int i) {
      return (set[base + (i >>> 6)] & (1L << i)) != 0;
    }
  }
}

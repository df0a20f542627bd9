package org.petrify.checker;

/**
 * Computes stubborn sets of a marking; allocated once per search and reused for every state.
 *
 * <p><b>The needs graph.</b> At a marking {@code m}, each transition {@code t} <em>needs</em> a
 * set of transitions:
 * <ul>
 *   <li>{@code t} enabled: for each pre-place {@code p} of {@code t}, if {@code t} lowers
 *       {@code p}, every consumer of {@code p} (so {@code t} cannot disable an outside
 *       transition); otherwise every transition that lowers {@code p} (so no outside transition
 *       can disable {@code t}). A set closed under this rule makes {@code t} commute with every
 *       sequence of outside transitions (condition D1) and keeps it enabled along such a
 *       sequence (it is a key transition, D2).
 *   <li>{@code t} disabled: for one pre-place {@code p} with too few tokens (the scapegoat:
 *       among the insufficiently marked pre-places, the one with the fewest producers not yet
 *       visited, then the fewest of them enabled; see {@code scapegoat}), every transition that
 *       raises {@code p}; then no sequence of outside
 *       transitions enables {@code t}.
 * </ul>
 * A set of transitions closed under "needs" is stubborn. The scapegoat of a transition is chosen
 * once, when the transition is first visited, so the graph is fixed during one computation.
 *
 * <p><b>Needs that cannot fire.</b> With {@link MarkedTogether} (which places may be marked
 * together in some reachable marking) two kinds of needs are left out. (1) An enabled {@code t}
 * does not need a transition {@code u} that has a pre-place never marked together with a
 * different pre-place of {@code t}. Along a sequence of transitions outside a set closed under
 * the remaining needs, no pre-place of {@code t} loses a token: its consumers (a place
 * {@code t} lowers) or decreasers (a place {@code t} only reads) are in the set or left out, and
 * a left-out {@code u} is disabled as long as the pre-places of {@code t} stay marked
 * (induction along the sequence). So every left-out {@code u} stays disabled along it, and D1
 * and D2 hold as before. (2) Transitions that can never fire ({@link MarkedTogether#mayFire}) are
 * no needs at all, of enabled or of disabled transitions. The typical case is a thread that
 * reads a field which another thread writes only after joining it: the writer's program point
 * is never marked together with the reader's, so the reader no longer needs the writer, and
 * through it the joining thread's whole path back to its join and into the joined thread.
 *
 * <p><b>Deadlocks</b> ({@link #deadlock}): a depth-first search of the needs graph from one
 * enabled seed, with Tarjan's strongly connected component algorithm (LoLA's "tarjan" method,
 * after Schmidt). Components complete in reverse topological order: when a
 * component completes, everything reachable from it is itself plus components completed
 * earlier. The first completed component with an enabled member is taken: its closure is
 * stubborn, and its enabled members are exactly the component's (the earlier components have
 * none). So the set is stubborn, has an enabled member whenever one exists (D0), and every
 * enabled member is a key transition: every reachable deadlock stays reachable (Valmari). No
 * cycle proviso is needed for deadlocks. The search visits each transition at most once, so the
 * set does not depend on trying seeds and costs time linear in the needs graph it visits.
 * The seed is an enabled consumer of a place that the transition fired last raised, when the
 * caller knows it, else the first enabled transition: the component found is the first one
 * closed along the chain of needs from the seed, and seeding where the marking just changed
 * keeps that chain short in a depth-first search (on the asymmetric philosophers it cut the
 * transitions visited per state from about N/3 to 2, with the same sets as LoLA's: 2N²−4N+5
 * states). Enabled transitions that are alone in their closure (see {@code isolatedBits}) are
 * taken without a search. The deadlock search runs {@code deadlockTarjan}, the same visits
 * without the rejection marks of {@link #preferInvisible}, and takes the scapegoat of a
 * transition missing tokens on one pre-place only from {@link Enabledness#missingXor} (no
 * scan of the pre-set); the sets are those of the general {@code tarjan} with a scan, member
 * for member and in order ({@code StubbornSetReferenceTest}). What remains of the cost is the
 * visit itself: on Peterson-PT-3 a search visits about 248 of the 332 transitions (the seed's
 * component is most of the net), on Railroad-PT-010 138 of 156. Once every enabled transition
 * is visited and known to reach the seed the search stops with the same set (see
 * {@code deadlockTarjan}): on Railroad after 56 visits on average.
 *
 * <p><b>Reachability of a predicate φ</b> ({@link #reachability}), for {@code EF φ} and
 * {@code AG ¬φ}: the closure of an up-set of φ at a marking violating φ ({@link StatePredicate}:
 * every path to a φ marking fires some transition of it). Then if a φ marking is reachable by a
 * shortest path {@code w}, let {@code t} be the first transition of {@code w} in the set; by the
 * disabled-member rule {@code t} is enabled now, by D1 {@code t} can be moved to the front, and
 * the rest is a shorter path to the same φ marking. By induction on the length, every φ marking
 * reachable in the full graph is reachable in the reduced one. Because the induction is on the
 * distance to the target, there is no ignoring problem and no cycle proviso is required (this is
 * the "up-set" method of LoLA; visibility is subsumed by the up-set). If the set has no enabled
 * member, no φ marking is reachable from here and the state gets no successors. The whole up-set
 * must be in the set, so here the closure is a plain worklist (no component can be dropped).
 *
 * <p><b>Without visible transitions</b> ({@link #preferInvisible}, for {@code AG EF φ}): the
 * same Tarjan search, continued from every enabled invisible seed, taking the first completed
 * component with enabled members that reaches no enabled visible transition and has fewer
 * enabled members than the current result. A component is <em>rejected</em> if it has an
 * enabled visible member, too many enabled members, or reaches a rejected component; an accepted
 * component's closure then has enabled members only in itself, none visible. Such a set
 * satisfies D0, D1, D2 and the visibility condition V.
 *
 * <p>The result of a call is the list of enabled members in {@link #enabledMembers()} (size
 * {@link #enabledCount()}), valid until the next call.
 */
final class StubbornSet {
  /** The largest enabled count for which {@link #enabledStronglyConnected} is tried. */
  private static final int STRONGLY_CONNECTED_CHECK = 64;
  /** Recent tries and successes of {@link #enabledStronglyConnected} (halved now and then). */
  private int checkTries;
  private int checkHits;
  private int calls;
  /**
   * Deadlock-preserving sets are given up for the rest of the search when, over the first
   * {@value} markings with two or more enabled transitions, they kept more than
   * {@value #KEPT_NUM}/{@value #KEPT_DEN} of the enabled transitions while their search visited
   * more than {@value #VISITS_PER_SET} transitions per set on average, or more than
   * {@value #COSTLY_KEPT_NUM}/{@value #COSTLY_KEPT_DEN} of them while visiting more than
   * {@value #COSTLY_VISITS_PER_SET} per set: then a set costs many successor computations and
   * saves few. From then on every enabled transition is fired. That
   * is sound: the enabled transitions of a marking contain the enabled members of any of its
   * stubborn sets, and the induction that makes the reduced graph keep every reachable deadlock
   * (the class comment) needs only that those members are fired, whatever else is. The rule
   * depends on the markings met in search order only, so a search gives the same state count
   * on every run. On SafeBus-PT-06 the sets keep 81% of the enabled transitions at a cost of
   * 301 transitions visited per set (the plain search is several times faster per state); on
   * the philosophers and most program nets the sets are a few transitions visited, never given
   * up.
   *
   * <p>The second, costly tier exists because one threshold alone is a cliff: on the program
   * net of the dbcp-pool harness (2,028 transitions after structural reduction) the sets kept
   * 68.7% of the enabled transitions at 743 visits per set, and after a change of one place in
   * the encoding 66.1% at 690: the first tier gave them up on the first net only, and the
   * check of the second took 4 times longer per state for the same number of states. There the
   * search of a disabled transition's producers walks backwards along a thread's control
   * places (one or two producers each, so they are the scapegoats) through most of the thread.
   * Peterson-PT-3's sets keep 62.5% at 135 visits and reduce the state space several-fold.
   * Of the 116 nets of the shared contest samples ({@code EF DEADLOCK}), the 16 whose search
   * completes a sample visit at most 301 transitions per set (SafeBus-PT-06; then Dekker-PT-020
   * 252, Peterson-PT-3 135), so the costly tier changes no contest figure.
   */
  static final int SAMPLE = 4096;
  static final int KEPT_NUM = 2;
  static final int KEPT_DEN = 3;
  static final int VISITS_PER_SET = 64;
  static final int COSTLY_KEPT_NUM = 1;
  static final int COSTLY_KEPT_DEN = 2;
  static final int COSTLY_VISITS_PER_SET = 512;

  /**
   * The rule of {@link #SAMPLE}: markings sampled, then two tiers of kept fraction and visits
   * per set to exceed (either tier gives the sets up).
   */
  record GiveUp(int sample, int keptNum, int keptDen, int visitsPerSet,
      int costlyKeptNum, int costlyKeptDen, int costlyVisitsPerSet) {
    static final GiveUp DEFAULT = new GiveUp(SAMPLE, KEPT_NUM, KEPT_DEN, VISITS_PER_SET,
        COSTLY_KEPT_NUM, COSTLY_KEPT_DEN, COSTLY_VISITS_PER_SET);

    /** One tier only (the costly tier the same as the first). */
    GiveUp(int sample, int keptNum, int keptDen, int visitsPerSet) {
      this(sample, keptNum, keptDen, visitsPerSet, keptNum, keptDen, visitsPerSet);
    }

    /**
     * Whether sets that kept {@code kept} of {@code enabled} enabled transitions over
     * {@code sampled} markings, visiting {@code visits} transitions in all, are given up.
     */
    boolean givesUp(long sampled, long enabled, long kept, long visits) {
      return kept * keptDen > enabled * keptNum && visits > (long) visitsPerSet * sampled
          || kept * costlyKeptDen > enabled * costlyKeptNum
              && visits > (long) costlyVisitsPerSet * sampled;
    }
  }

  /** The rule of the sets made from now on; tests only change it (and restore it). */
  static GiveUp giveUpRule = GiveUp.DEFAULT;
  private final GiveUp rule = giveUpRule;
  private int sampled;
  private long sampledEnabled;
  private long sampledKept;
  private long sampledVisits;
  private long visitedTotal;
  /** Searches of {@link #deadlockTarjan} that stopped before their component completed. */
  long earlyStops;
  /** After a {@link #deadlockTarjan} search that stopped early: its frames, else 0. */
  private int earlyTop;
  private boolean givenUp;
  private final FiringRules rules;
  /** {@code stamp[t] == generation} means t is visited (Tarjan) or a member (closure). */
  private final int[] stamp;
  private int generation;
  /** Tarjan: the DFS number and low link of each visited transition. */
  private final int[] number;
  private final int[] low;
  private final boolean[] onStack;
  /** Tarjan: the transition was in a rejected component, or reaches one. */
  private final boolean[] rejected;
  /** Tarjan: the component stack. Closure: the members in insertion order. */
  private final int[] members;
  private int memberCount;
  /** Tarjan: the call stack, per frame the transition and its range in {@link #adjacent}. */
  private final int[] frameTransition;
  private final int[] framePosition;
  private final int[] frameEnd;
  /**
   * The needs graph's edges, fixed for the net: from {@code adjacent[enabledStart[t]]} to
   * {@code adjacent[enabledStart[t+1]-1]} the needs of t when enabled (the consumers or
   * decreasers of its pre-places as in the class comment, each once, without t), then from
   * {@code adjacent[raiserStart[p]]} on the transitions that raise place p (the needs of a
   * disabled transition whose scapegoat is p). A frame of the Tarjan search is a range of it,
   * so no list is copied per visit.
   */
  private final int[] adjacent;
  private final int[] enabledStart;
  private final int[] raiserStart;
  private int counter;
  private final int[] result;
  private int resultCount;
  /** Per pre-arc: true if its transition lowers the place (post < pre). */
  private final boolean[] preLowers;
  /**
   * Bit t: the closure of {@code {t}} is {@code {t}} whenever t is enabled, because t needs
   * nothing when enabled: for each pre-place t is its only consumer (if t lowers it) or no other
   * transition lowers it (e.g. a step of one thread between two program points of its own),
   * apart from needs left out by {@link #concurrency}.
   */
  private final long[] isolatedBits;
  /**
   * Which places may be marked together ({@link MarkedTogether}), or null (net too large): the
   * needs it leaves out are those of "Needs that cannot fire" in the class comment.
   */
  private final MarkedTogether concurrency;
  /**
   * Per transition t, from {@code raisedStart[t]}: the places whose producer lists
   * ({@code rules.increaser}) hold t, once per occurrence; the inverse of those lists.
   */
  private final int[] raisedStart;
  private final int[] raised;
  /**
   * During {@link #deadlockTarjan}: per place p with {@code placeGeneration[p] == generation},
   * how many of its producers are visited (stamped); other places have none visited. Kept as
   * transitions are stamped, so the scapegoat rule reads a place's producers not yet visited
   * without scanning them.
   */
  private final int[] placeGeneration;
  private final int[] visitedProducers;
  /**
   * {@link #deadlockTarjan}'s visit numbers: {@code dfsNumber[t] >= searchBase} iff t is
   * visited in the current search (see there); {@link #dfsBase} is the next search's base.
   */
  private final int[] dfsNumber;
  private int searchBase;
  private int dfsBase = 1;
  private final StatePredicate.TransitionSink seedSink = this::addMember;
  private Enabledness enabled;
  private int[] marking;
  /** During {@link #preferInvisible}: the visible transitions and the size to beat. */
  private boolean[] visible;
  private int limit;

  StubbornSet(FiringRules rules) {
    this.rules = rules;
    int n = rules.transitions;
    this.stamp = new int[n];
    this.number = new int[n];
    this.low = new int[n];
    this.onStack = new boolean[n];
    this.rejected = new boolean[n];
    this.members = new int[n];
    this.frameTransition = new int[n];
    this.framePosition = new int[n];
    this.frameEnd = new int[n];
    this.result = new int[n];
    this.preLowers = new boolean[rules.prePlace.length];
    this.isolatedBits = new long[(n + 63) >>> 6];
    for (int t = 0; t < n; t++) {
      for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
        preLowers[i] = rules.delta(t, rules.prePlace[i]) < 0;
      }
    }
    this.concurrency = rules.markedTogether();
    this.enabledStart = new int[n + 1];
    this.raiserStart = new int[rules.places + 1];
    GrowableInts edges = new GrowableInts(4 * n + 16);
    int[] seen = new int[n];
    java.util.Arrays.fill(seen, -1);
    for (int t = 0; t < n; t++) {
      enabledStart[t] = edges.size();
      seen[t] = t;
      for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
        int p = rules.prePlace[i];
        int[] from = preLowers[i] ? rules.consumerTransition : rules.decreaser;
        int[] start = preLowers[i] ? rules.consumerStart : rules.decreaserStart;
        for (int k = start[p]; k < start[p + 1]; k++) {
          int u = from[k];
          if (seen[u] != t) {
            seen[u] = t;
            if (concurrency == null || !concurrency.excludedBy(rules, t, u)) {
              edges.add(u);
            }
          }
        }
      }
      if (edges.size() == enabledStart[t]) {
        isolatedBits[t >>> 6] |= 1L << t;
      }
    }
    enabledStart[n] = edges.size();
    for (int p = 0; p < rules.places; p++) {
      raiserStart[p] = edges.size();
      for (int k = rules.increaserStart[p]; k < rules.increaserStart[p + 1]; k++) {
        int u = rules.increaser[k];
        if (concurrency == null || concurrency.mayFire(u)) {
          edges.add(u);
        }
      }
    }
    raiserStart[rules.places] = edges.size();
    this.adjacent = edges.toArray();
    this.raisedStart = new int[n + 1];
    for (int k = 0; k < rules.increaserStart[rules.places]; k++) {
      raisedStart[rules.increaser[k] + 1]++;
    }
    for (int t = 0; t < n; t++) {
      raisedStart[t + 1] += raisedStart[t];
    }
    this.raised = new int[raisedStart[n]];
    int[] fill = raisedStart.clone();
    for (int p = 0; p < rules.places; p++) {
      for (int k = rules.increaserStart[p]; k < rules.increaserStart[p + 1]; k++) {
        raised[fill[rules.increaser[k]]++] = p;
      }
    }
    this.placeGeneration = new int[rules.places];
    this.visitedProducers = new int[rules.places];
    this.dfsNumber = new int[n];
  }

  /** Bytes held (for the budget). */
  long bytes() {
    return 37L * stamp.length + preLowers.length + 8L * isolatedBits.length
        + (concurrency == null ? 0 : concurrency.bytes())
        + 4L * (adjacent.length + enabledStart.length + raiserStart.length
        + raisedStart.length + raised.length + 2L * placeGeneration.length);
  }

  int[] enabledMembers() {
    return result;
  }

  int enabledCount() {
    return resultCount;
  }

  /** A deadlock-preserving stubborn set of {@code marking}; enabledness must match it. */
  void deadlock(int[] marking, Enabledness enabledness) {
    deadlock(marking, enabledness, -1);
  }

  /**
   * A deadlock-preserving stubborn set of {@code marking}, reached by firing {@code lastFired}
   * (or -1 if unknown); the search starts at an enabled transition that {@code lastFired}
   * enabled or could have enabled (see the class comment).
   */
  void deadlock(int[] marking, Enabledness enabledness, int lastFired) {
    this.enabled = enabledness;
    this.marking = marking;
    resultCount = 0;
    if (enabledness.count <= 1 || givenUp) {
      takeAllEnabled();
      return;
    }
    long visitedBefore = visitedTotal;
    earlyTop = 0;
    deadlockSearch(lastFired);
    if (sampled < rule.sample()) {
      if (earlyTop > 0) {
        visitedTotal += remainingVisits();
      }
      sampled++;
      sampledEnabled += enabledness.count;
      sampledKept += resultCount;
      sampledVisits += visitedTotal - visitedBefore;
      if (sampled == rule.sample()) {
        givenUp = rule.givesUp(sampled, sampledEnabled, sampledKept, sampledVisits);
      }
    }
  }

  /**
   * Whether the sets were given up ({@link #deadlock} then takes every enabled transition):
   * see {@link #SAMPLE}.
   */
  boolean givenUp() {
    return givenUp;
  }

  /** Transitions visited by the deadlock searches of the give-up rule's sample, in all. */
  long sampledVisits() {
    return sampledVisits;
  }

  private void deadlockSearch(int lastFired) {
    Enabledness enabledness = enabled;
    long[] bits = enabledness.bits;
    for (int w = 0; w < bits.length; w++) {
      long both = bits[w] & isolatedBits[w];
      if (both != 0) {
        result[0] = (w << 6) + Long.numberOfTrailingZeros(both);
        resultCount = 1;
        return;
      }
    }
    if (enabledness.count <= STRONGLY_CONNECTED_CHECK && worthChecking()) {
      checkTries++;
      if (enabledStronglyConnected()) {
        checkHits++;
        takeAllEnabled();
        return;
      }
    }
    visible = null;
    limit = Integer.MAX_VALUE;
    newGeneration();
    int seed = lastFired >= 0 ? enabledConsumerOfRaised(lastFired) : -1;
    if (seed < 0) {
      seed = enabledness.next(0);
    }
    boolean found = deadlockTarjan(seed);
    visitedTotal += counter;
    if (!found) {
      throw new AssertionError("the component of an enabled seed has an enabled member");
    }
  }

  /**
   * A stubborn set of {@code marking} preserving the reachability of {@code goal}, which must be
   * false at {@code marking}.
   */
  void reachability(int[] marking, Enabledness enabledness, StatePredicate goal) {
    this.enabled = enabledness;
    this.marking = marking;
    resultCount = 0;
    if (enabledness.count <= 1) {
      takeAllEnabled();
      return;
    }
    newGeneration();
    memberCount = 0;
    goal.addUpset(marking, rules, seedSink);
    if (close(enabledness.count)) {
      resultCount = 0;
      for (int i = 0; i < memberCount; i++) {
        int t = members[i];
        if (enabled.isEnabled(t)) {
          result[resultCount++] = t;
        }
      }
    } else {
      takeAllEnabled();
    }
  }

  /**
   * Replaces the current result (typically a {@link #reachability} set) by a smaller
   * deadlock-preserving set none of whose enabled members is {@code visible}, if there is one
   * for the scapegoats chosen (see the class comment); returns whether it did.
   */
  boolean preferInvisible(int[] marking, Enabledness enabledness, boolean[] visible) {
    this.enabled = enabledness;
    this.marking = marking;
    if (resultCount <= 1) {
      return false;
    }
    this.visible = visible;
    this.limit = resultCount;
    try {
      newGeneration();
      for (int t = enabledness.next(0); t >= 0; t = enabledness.next(t + 1)) {
        if (!visible[t] && stamp[t] != generation && tarjan(t)) {
          return true;
        }
      }
      return false;
    } finally {
      this.visible = null;
    }
  }

  /**
   * True if the enabled transitions are strongly connected by the needs of enabled transitions
   * alone: for enabled t, u enabled and in t's needs (which do not depend on the marking, see
   * {@link #adjacent}), an edge t to u. These edges are edges of the needs graph, so then every
   * enabled transition is in one component of it, which is the first completed component with
   * an enabled member whatever the seed and the scapegoats: the Tarjan search would return every
   * enabled transition, and this check finds that without visiting the disabled ones (on
   * Railroad-PT-010 every state's set is all enabled transitions, and half the states pass
   * this check). A forward search from the first enabled transition, then a backward fixpoint;
   * quadratic in the enabled count, so only tried up to {@value #STRONGLY_CONNECTED_CHECK}.
   */
  private boolean enabledStronglyConnected() {
    newGeneration();
    int n = enabled.count;
    int first = enabled.next(0);
    int[] queue = members;
    int head = 0;
    int tail = 0;
    stamp[first] = generation;
    queue[tail++] = first;
    while (head < tail) {
      int t = queue[head++];
      for (int k = enabledStart[t], end = enabledStart[t + 1]; k < end; k++) {
        int u = adjacent[k];
        if (stamp[u] != generation && enabled.isEnabled(u)) {
          stamp[u] = generation;
          queue[tail++] = u;
        }
      }
    }
    if (tail < n) {
      return false;
    }
    newGeneration();
    stamp[first] = generation;
    int reaching = 1;
    boolean changed = true;
    while (changed && reaching < n) {
      changed = false;
      for (int t = enabled.next(0); t >= 0; t = enabled.next(t + 1)) {
        if (stamp[t] == generation) {
          continue;
        }
        for (int k = enabledStart[t], end = enabledStart[t + 1]; k < end; k++) {
          if (stamp[adjacent[k]] == generation) {
            stamp[t] = generation;
            reaching++;
            changed = true;
            break;
          }
        }
      }
    }
    return reaching == n;
  }

  /**
   * Whether to try {@link #enabledStronglyConnected}: always while it succeeds at least once in
   * 8 recent tries, else once in 32 calls (to notice when it starts succeeding). The check is
   * exact, so this changes the cost only, never a set.
   */
  private boolean worthChecking() {
    if (checkTries >= 1024) {
      checkTries >>= 1;
      checkHits >>= 1;
    }
    return checkTries < 64 || checkHits * 8 >= checkTries || (++calls & 31) == 0;
  }

  /** The first enabled consumer of a place that {@code t} raises, or -1. */
  private int enabledConsumerOfRaised(int t) {
    for (int k = rules.deltaStart[t], end = rules.deltaStart[t + 1]; k < end; k++) {
      if (rules.deltaValue[k] > 0) {
        int p = rules.deltaPlace[k];
        for (int i = rules.consumerStart[p], ie = rules.consumerStart[p + 1]; i < ie; i++) {
          int u = rules.consumerTransition[i];
          if (enabled.isEnabled(u)) {
            return u;
          }
        }
      }
    }
    return -1;
  }

  private void takeAllEnabled() {
    resultCount = 0;
    for (int t = enabled.next(0); t >= 0; t = enabled.next(t + 1)) {
      result[resultCount++] = t;
    }
  }

  private void newGeneration() {
    if (++generation == Integer.MAX_VALUE) {
      java.util.Arrays.fill(stamp, 0);
      java.util.Arrays.fill(placeGeneration, 0);
      generation = 1;
    }
    memberCount = 0;
    counter = 0;
  }

  /**
   * Tarjan's algorithm on the needs graph from {@code seed} (not yet visited in this
   * generation); true if it accepted a component, whose enabled members are then the result.
   * Transitions visited by an earlier call of the same generation are treated as completed.
   */
  private boolean tarjan(int seed) {
    int[] adj = adjacent;
    int[] stampOf = stamp;
    int gen = generation;
    visit(seed);
    frameTransition[0] = seed;
    openFrame(0, seed);
    int top = 1;
    while (top > 0) {
      int f = top - 1;
      int t = frameTransition[f];
      int position = framePosition[f];
      if (position < frameEnd[f]) {
        int u = adj[position];
        framePosition[f] = position + 1;
        if (stampOf[u] != gen) {
          visit(u);
          frameTransition[top] = u;
          openFrame(top, u);
          top++;
        } else if (onStack[u]) {
          if (number[u] < low[t]) {
            low[t] = number[u];
          }
        } else if (rejected[u]) {
          rejected[t] = true;
        }
        continue;
      }
      // All needs of t are done.
      top--;
      if (top > 0) {
        int parent = frameTransition[top - 1];
        low[parent] = Math.min(low[parent], low[t]);
      }
      if (low[t] == number[t] && completeComponent(t)) {
        return true;
      }
      if (top > 0 && rejected[t]) {
        rejected[frameTransition[top - 1]] = true;
      }
    }
    return false;
  }

  /**
   * {@link #tarjan} for a deadlock-preserving set (no visible transitions, no limit), where the
   * first completed component with an enabled member is always accepted, so no component is
   * ever rejected: the same visits in the same order and the same result, without the
   * rejection marks and the on-stack flags.
   *
   * <p>One array, {@link #dfsNumber}, is both the visited mark and the DFS number: each search
   * numbers its visits from its own base upwards ({@link #nextBase}, above every number of an
   * earlier search), so a number below the base means "not visited" and no stamp is read per
   * edge. A transition of a completed component (which has no enabled member) gets the number
   * {@code base + transitions}, above every number of the search, so an edge to it leaves the
   * low link as it is, as Tarjan's test "on the stack" would (Pearce's variant); an edge to a
   * transition still on the stack lowers the low link to its number, as before. The scapegoat
   * is {@link Enabledness#missingXor} where one pre-place misses tokens, else
   * {@link #countedScapegoat}.
   *
   * <p><b>Stopping early</b>: the search returns as soon as every enabled transition is visited
   * and known to reach the seed, with the same result as the whole search.
   * Invariant: every transition on the component stack numbered at most {@code reach} reaches
   * the seed (at first only the seed). Every transition on the component stack reaches the
   * transition {@code t} of the top frame: it is in the component of a frame on the current
   * path (Tarjan's stack invariant), and every frame of the path reaches {@code t} along the
   * path. So when {@code t} has an edge to a stacked transition numbered at most {@code reach},
   * everything stacked reaches the seed, and {@code reach} becomes the last number given. (A
   * transition of a completed component never reaches the seed, and its number is above
   * {@code reach}.) Once every enabled transition is visited and stacked at most at
   * {@code reach}, all of them are in the seed's component, which is then the only component
   * with an enabled member, so the first one completed with an enabled member: the whole
   * search would end at the seed and return the enabled transitions of the stack in stack
   * order, the same ones in the same order as now (the stack only grows above them and loses
   * components without enabled members). Only the number of visits differs, which the give-up
   * rule samples: during its sample {@link #remainingVisits} counts the rest. (Stopping early
   * in the sample too keeps the compiled search's branch profile the same before and after the
   * sample.) On Railroad-PT-010 41,116 of 41,117 searches (of the first 100,000 states) stop
   * early, after 56 visits instead of 138; on Peterson-PT-3 13,121 of 35,941 (192 instead of
   * 248), where the enabled transitions not in the set are not reached at all, and only the
   * whole search shows it.
   */
  private boolean deadlockTarjan(int seed) {
    int[] adj = adjacent;
    int[] numberOf = dfsNumber;
    int[] lowOf = low;
    int[] frameT = frameTransition;
    int[] frameP = framePosition;
    int[] frameE = frameEnd;
    int gen = generation;
    int base = nextBase();
    searchBase = base;
    int completed = base + rules.transitions;
    int n = base;
    int stacked = 0;
    // Every transition on the stack numbered at most reach reaches the seed in the needs graph.
    int reach = base;
    // The enabled transitions not yet visited.
    int enabledLeft = enabled.count;
    earlyTop = 0;
    countProducer(seed, gen);
    numberOf[seed] = n;
    lowOf[seed] = n;
    n++;
    members[stacked++] = seed;
    frameT[0] = seed;
    enabledLeft -= openDeadlockFrame(0, seed);
    int top = 1;
    try {
      while (top > 0) {
        int f = top - 1;
        int t = frameT[f];
        int position = frameP[f];
        int end = frameE[f];
        int lowT = lowOf[t];
        int next = -1;
        while (position < end) {
          int u = adj[position++];
          int nu = numberOf[u];
          if (nu < base) {
            next = u;
            break;
          }
          if (nu < lowT) {
            lowT = nu;
          }
          if (nu <= reach) {
            // t reaches the seed, and every stacked transition reaches t (see above).
            reach = n - 1;
            if (enabledLeft == 0) {
              earlyStops++;
              frameP[f] = position;
              earlyTop = top;
              takeStackedEnabled(0, stacked);
              return true;
            }
          }
        }
        lowOf[t] = lowT;
        if (next >= 0) {
          frameP[f] = position;
          countProducer(next, gen);
          numberOf[next] = n;
          lowOf[next] = n;
          n++;
          members[stacked++] = next;
          frameT[top] = next;
          enabledLeft -= openDeadlockFrame(top, next);
          top++;
          continue;
        }
        // All needs of t are done.
        top--;
        if (top > 0) {
          int parent = frameT[top - 1];
          if (lowT < lowOf[parent]) {
            lowOf[parent] = lowT;
          }
        }
        if (lowT == numberOf[t]) {
          int start = stacked;
          int enabledMembers = 0;
          long[] bits = enabled.bits;
          do {
            int u = members[--start];
            if ((bits[u >>> 6] & (1L << u)) != 0) {
              enabledMembers++;
            }
          } while (members[start] != t);
          if (enabledMembers > 0) {
            takeStackedEnabled(start, stacked);
            return true;
          }
          for (int i = start; i < stacked; i++) {
            numberOf[members[i]] = completed;
          }
          stacked = start;
        }
      }
      return false;
    } finally {
      counter = n - base;
      memberCount = stacked;
    }
  }

  /**
   * The visits the last {@link #deadlockTarjan} search would have made after it stopped early,
   * had it run to its end (for the give-up rule's sample): its depth-first search continued
   * from its frames, visiting in the same order with the same scapegoats, without the
   * components (the visit order does not depend on them).
   */
  private int remainingVisits() {
    int[] adj = adjacent;
    int[] numberOf = dfsNumber;
    int base = searchBase;
    int gen = generation;
    int top = earlyTop;
    int n = base + counter;
    int visits = 0;
    while (top > 0) {
      int f = top - 1;
      int position = framePosition[f];
      int end = frameEnd[f];
      int next = -1;
      while (position < end) {
        int u = adj[position++];
        if (numberOf[u] < base) {
          next = u;
          break;
        }
      }
      if (next < 0) {
        top--;
        continue;
      }
      framePosition[f] = position;
      countProducer(next, gen);
      numberOf[next] = n++;
      visits++;
      frameTransition[top] = next;
      openDeadlockFrame(top, next);
      top++;
    }
    earlyTop = 0;
    return visits;
  }

  /** The result: the enabled transitions of {@code members[from .. to-1]}, in that order. */
  private void takeStackedEnabled(int from, int to) {
    long[] bits = enabled.bits;
    resultCount = 0;
    for (int i = from; i < to; i++) {
      int u = members[i];
      if ((bits[u >>> 6] & (1L << u)) != 0) {
        result[resultCount++] = u;
      }
    }
  }

  /**
   * Sets frame {@code f}'s range of {@link #adjacent} to the needs of {@code t}, just visited by
   * {@link #deadlockTarjan}: the scapegoat is {@link Enabledness#missingXor} where one pre-place
   * misses tokens (and the counts are kept), else {@link #countedScapegoat}. Returns 1 if
   * {@code t} is enabled, else 0.
   */
  private int openDeadlockFrame(int f, int t) {
    Enabledness e = enabled;
    if (e.isEnabled(t)) {
      framePosition[f] = enabledStart[t];
      frameEnd[f] = enabledStart[t + 1];
      return 1;
    }
    int p = e.missingKnown && e.countsValid() && e.unsatisfied[t] == 1
        ? e.missingXor[t] : countedScapegoat(rules.preStart[t], rules.preStart[t + 1]);
    framePosition[f] = raiserStart[p];
    frameEnd[f] = raiserStart[p + 1];
    return 0;
  }

  /**
   * The first number of a new {@link #deadlockTarjan} search, above every number of the earlier
   * ones (their completed mark included); when the numbers would overflow, {@link #dfsNumber}
   * is cleared and they start again at 1.
   */
  private int nextBase() {
    int span = rules.transitions + 1;
    if (dfsBase > Integer.MAX_VALUE - 2 * span) {
      java.util.Arrays.fill(dfsNumber, 0);
      dfsBase = 1;
    }
    int base = dfsBase;
    dfsBase += span;
    return base;
  }

  /** Counts the stamping of {@code t} in {@link #visitedProducers} of the places it raises. */
  private void countProducer(int t, int gen) {
    int[] gens = placeGeneration;
    int[] counts = visitedProducers;
    for (int k = raisedStart[t], end = raisedStart[t + 1]; k < end; k++) {
      int p = raised[k];
      if (gens[p] != gen) {
        gens[p] = gen;
        counts[p] = 1;
      } else {
        counts[p]++;
      }
    }
  }

  /** Sets frame {@code f}'s range of {@link #adjacent} to the needs of {@code t}. */
  private void openFrame(int f, int t) {
    if (enabled.isEnabled(t)) {
      framePosition[f] = enabledStart[t];
      frameEnd[f] = enabledStart[t + 1];
    } else {
      int p = scapegoat(t);
      framePosition[f] = raiserStart[p];
      frameEnd[f] = raiserStart[p + 1];
    }
  }

  private void visit(int t) {
    stamp[t] = generation;
    number[t] = counter;
    low[t] = counter;
    counter++;
    onStack[t] = true;
    rejected[t] = false;
    members[memberCount++] = t;
  }

  /**
   * Pops the component rooted at {@code root}; accepts it (result set, true) if it has an
   * enabled member, none visible, fewer than {@link #limit}, and reaches no rejected component.
   */
  private boolean completeComponent(int root) {
    int start = memberCount;
    boolean reject = false;
    int enabledMembers = 0;
    do {
      int u = members[--start];
      onStack[u] = false;
      reject |= rejected[u];
      if (enabled.isEnabled(u)) {
        enabledMembers++;
        reject |= visible != null && visible[u];
      }
    } while (members[start] != root);
    reject |= enabledMembers >= limit;
    if (enabledMembers > 0 && !reject) {
      resultCount = 0;
      for (int i = start; i < memberCount; i++) {
        int u = members[i];
        if (enabled.isEnabled(u)) {
          result[resultCount++] = u;
        }
      }
      return true;
    }
    if (enabledMembers > 0) {
      reject = true;
    }
    for (int i = start; i < memberCount; i++) {
      rejected[members[i]] = reject;
    }
    memberCount = start;
    return false;
  }

  /**
   * An insufficiently marked pre-place of the disabled {@code t} with the fewest producers not
   * yet in the current set; among those, the one with the fewest such producers that are
   * enabled (an enabled producer joins the result, a disabled one only its closure); among
   * those, the first.
   *
   * <p>The second key matters where the first ties, which is common: on Parking-PT-104 the
   * structural reduction removes 41 duplicate transitions, which halves the producer counts of
   * some places, and with ties going to the first pre-place the reachability searches on the
   * reduced net stored 48,482 states (its 32 reachability formulas and EF DEADLOCK) against
   * 2,508 on the net as it is. With the second key: 3,977 against 2,508; on the 52 shared MCC
   * nets compared both ways (157 net-examination rows) no row searched 30% more states, and
   * the states searched fell by 5% in total.
   */
  private int scapegoat(int t) {
    int[] preWeight = rules.preWeight;
    int[] prePlace = rules.prePlace;
    int start = rules.preStart[t];
    int end = rules.preStart[t + 1];
    Enabledness e = enabled;
    if (e.missingKnown && e.countsValid()) {
      if (e.unsatisfied[t] == 1) {
        // The only insufficiently marked pre-place: the loop below would pick it too.
        return e.missingXor[t];
      }
    } else {
      int only = -1;
      for (int i = start; i < end; i++) {
        if (marking[prePlace[i]] < preWeight[i]) {
          if (only >= 0) {
            only = -1;
            break;
          }
          only = prePlace[i];
        }
      }
      if (only >= 0) {
        return only;
      }
    }
    int best = -1;
    int fewestNew = Integer.MAX_VALUE;
    int fewestEnabled = Integer.MAX_VALUE;
    for (int i = start; i < end; i++) {
      int p = prePlace[i];
      if (marking[p] < preWeight[i]) {
        int fresh = 0;
        int freshEnabled = 0;
        for (int k = rules.increaserStart[p], ke = rules.increaserStart[p + 1];
            k < ke && fresh <= fewestNew; k++) {
          int u = rules.increaser[k];
          if (stamp[u] != generation) {
            fresh++;
            if (enabled.isEnabled(u)) {
              freshEnabled++;
            }
          }
        }
        if (fresh < fewestNew || (fresh == fewestNew && freshEnabled < fewestEnabled)) {
          fewestNew = fresh;
          fewestEnabled = freshEnabled;
          best = p;
          if (fresh == 0) {
            break;
          }
        }
      }
    }
    return best;
  }

  /**
   * The choice of {@link #scapegoat}'s loop over the pre-arcs {@code start} to {@code end}, with
   * the producers not yet visited counted by {@link #visitedProducers} instead of a scan: the
   * same place (fewest such producers, then fewest of them enabled, then first), the enabled
   * ones counted only where the first key ties.
   */
  private int countedScapegoat(int start, int end) {
    int[] preWeight = rules.preWeight;
    int[] prePlace = rules.prePlace;
    int gen = generation;
    int best = -1;
    int fewestNew = Integer.MAX_VALUE;
    int fewestEnabled = -1; // -1: not counted yet
    for (int i = start; i < end; i++) {
      int p = prePlace[i];
      if (marking[p] < preWeight[i]) {
        int fresh = rules.increaserStart[p + 1] - rules.increaserStart[p]
            - (placeGeneration[p] == gen ? visitedProducers[p] : 0);
        if (fresh < fewestNew) {
          fewestNew = fresh;
          fewestEnabled = -1;
          best = p;
          if (fresh == 0) {
            break;
          }
        } else if (fresh == fewestNew) {
          if (fewestEnabled < 0) {
            fewestEnabled = freshEnabled(best);
          }
          int freshEnabled = freshEnabled(p);
          if (freshEnabled < fewestEnabled) {
            fewestEnabled = freshEnabled;
            best = p;
          }
        }
      }
    }
    return best;
  }

  /** The enabled producers of {@code p} not yet visited in this {@link #deadlockTarjan} search. */
  private int freshEnabled(int p) {
    int base = searchBase;
    int count = 0;
    for (int k = rules.increaserStart[p], ke = rules.increaserStart[p + 1]; k < ke; k++) {
      int u = rules.increaser[k];
      if (dfsNumber[u] < base && enabled.isEnabled(u)) {
        count++;
      }
    }
    return count;
  }

  private void addMember(int t) {
    if (stamp[t] != generation) {
      stamp[t] = generation;
      members[memberCount++] = t;
    }
  }

  /**
   * Closes the member set under "needs" (worklist); false as soon as it holds {@code limit}
   * enabled transitions (then the caller takes them all).
   */
  private boolean close(int limit) {
    int enabledCount = 0;
    for (int i = 0; i < memberCount; i++) {
      if (enabled.isEnabled(members[i])) {
        enabledCount++;
      }
    }
    int done = 0;
    while (done < memberCount) {
      if (enabledCount >= limit) {
        return false;
      }
      int t = members[done++];
      int before = memberCount;
      int from;
      int to;
      if (enabled.isEnabled(t)) {
        from = enabledStart[t];
        to = enabledStart[t + 1];
      } else {
        int p = scapegoat(t);
        from = raiserStart[p];
        to = raiserStart[p + 1];
      }
      for (int k = from; k < to; k++) {
        addMember(adjacent[k]);
      }
      for (int k = before; k < memberCount; k++) {
        if (enabled.isEnabled(members[k])) {
          enabledCount++;
        }
      }
    }
    return enabledCount < limit;
  }
}

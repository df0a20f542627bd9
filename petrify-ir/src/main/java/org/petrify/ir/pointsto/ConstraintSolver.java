package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import org.petrify.ir.stage.StageBudget;
import org.roaringbitmap.RoaringBitmap;

/**
 * The inclusion-constraint solver: a worklist over nodes with difference propagation. Node ids
 * and object ids are dense ints; {@code pts[n]} is the points-to set of node n as a set of
 * object ids and {@code delta[n]} the part of it not yet propagated (always a subset of
 * {@code pts[n]}; null when empty); {@code succ[n]} are the nodes whose sets include n's (subset edges);
 * {@code constraints[n]} are the loads, stores and calls whose base is n, applied to every object
 * that reaches n, old objects when the constraint is added and new ones as they arrive.
 *
 * <p>A node is on the worklist at most once ({@code queued}). Calls are handed to the
 * {@link CallHandler} per receiver object; it may add nodes, edges and constraints, which are
 * solved in the same run. The solver knows nothing of Java: keys are opaque {@link NodeKey}s.
 *
 * <p>The sets are compressed bitmaps ({@link RoaringBitmap}), not {@link BitSet}s: a dense bit
 * set takes one bit per object id up to its largest element, so on a large class path (a
 * hundred thousand objects, two hundred thousand nodes of a few objects each) the sets of one
 * analysis took more than half a gigabyte, almost all of it zero words. A set that grows past
 * {@link #DENSE} objects also gets a dense copy ({@link #dense}) for the membership test of
 * single objects, the solver's hottest operation (see {@link #addOne}); those sets are few.
 */
final class ConstraintSolver {

  /** Receives a call constraint for one object that reached its receiver node. */
  interface CallHandler {
    void dispatch(Invocation inv, int object);
  }

  private sealed interface Constraint {}

  private record Load(String field, int dst) implements Constraint {}

  private record Store(String field, int src) implements Constraint {}

  private record Call(Invocation inv) implements Constraint {}

  /** A subset edge that lets only the objects {@code passes} accepts through. */
  private record FilteredEdge(int to, IntPredicate passes) {}

  /** See {@link #addIndexedCopy}: the copy's node and the shift of every index. */
  private record IndexedCopy(int dst, int shift) implements Constraint {}

  /** See {@link #addWatch}: told of every object that reaches the node. */
  private record Watch(java.util.function.IntConsumer onObject) implements Constraint {}

  private final CallHandler calls;
  private final Map<NodeKey, Integer> nodeIds = new HashMap<>();
  private final List<RoaringBitmap> pts = new ArrayList<>();
  private final List<RoaringBitmap> delta = new ArrayList<>();
  /** Per node, its successors in the order their edges were added; null while it has none. */
  private final List<Successors> succ = new ArrayList<>();
  private final List<List<Constraint>> constraints = new ArrayList<>();
  /**
   * Per node, its filtered successors ({@link #addFilteredEdge}) in the order they were added;
   * null while it has none. Few nodes have any: the casts of the analysed code.
   */
  private final List<List<FilteredEdge>> filtered = new ArrayList<>();
  private final ArrayDeque<Integer> worklist = new ArrayDeque<>();
  /**
   * Per node, null, or once its set has more than {@link #DENSE} objects a dense copy of it:
   * bit {@code o & 63} of word {@code o >>> 6} is set iff object {@code o} is in the set (words
   * past the array's end are zero). Invariant: equal to the node's set whenever it is not null.
   */
  private final List<long[]> dense = new ArrayList<>();
  /** Per node, the number of objects in its set (kept here: a roaring count walks containers). */
  private int[] cardinality = new int[1024];
  private final BitSet queued = new BitSet();

  private final StageBudget budget;

  /**
   * The largest source set {@link #transfer} copies element by element: a roaring subset test
   * and difference walk the target's container, so for a delta of one object reaching a set
   * of hundreds they cost hundreds of steps, a lookup per object a few.
   */
  private static final int FEW = 16;

  /**
   * The size past which a set gets its {@link #dense} copy. A roaring membership test is a
   * binary search in the set's array container (up to 4,096 ids), and on a large library most
   * of the analysis was spent in that search when one object reaches a large set that has it
   * already (the propagation of a delta to every successor of a shared node). The dense copy
   * answers in one word; it costs one bit per object id, for the few sets this large.
   */
  static final int DENSE = 128;

  /**
   * The successors of a node: an int array in insertion order (so propagation visits them in
   * the order the edges were added, as the linked hash set it replaces did), with an
   * open-addressing hash table of them for the duplicate test once there are more than a few
   * (a field of a shared container's content gains an edge per load of it).
   */
  private static final class Successors {
    private static final int SCAN = 8;
    int[] nodes = new int[2];
    int size;
    /** Node + 1 per slot, 0 for a free one; null while the scan suffices. */
    private int[] table;

    /** Adds a successor; false if it was one already. */
    boolean add(int node) {
      if (table == null) {
        for (int i = 0; i < size; i++) {
          if (nodes[i] == node) {
            return false;
          }
        }
      } else if (!insert(table, node)) {
        return false;
      }
      if (size == nodes.length) {
        nodes = java.util.Arrays.copyOf(nodes, size * 2);
      }
      nodes[size++] = node;
      if (size > SCAN && (table == null || size * 2 > table.length)) {
        table = new int[Integer.highestOneBit(size) * 4];
        for (int i = 0; i < size; i++) {
          insert(table, nodes[i]);
        }
      }
      return true;
    }

    /** Puts a node into a table with a free slot; false if it was there. */
    private static boolean insert(int[] table, int node) {
      int mask = table.length - 1;
      for (int i = (node * 0x9E3779B9) >>> 7 & mask; ; i = (i + 1) & mask) {
        if (table[i] == 0) {
          table[i] = node + 1;
          return true;
        }
        if (table[i] == node + 1) {
          return false;
        }
      }
    }
  }

  ConstraintSolver(CallHandler calls) {
    this(calls, StageBudget.none());
  }

  /** A solver whose worklist checks {@code budget} every few dozen nodes. */
  ConstraintSolver(CallHandler calls, StageBudget budget) {
    this.calls = calls;
    this.budget = budget;
  }

  /** The node of a key, created (empty) on first use. */
  int node(NodeKey key) {
    if (key instanceof NodeKey.Field f) {
      return fieldNode(f.object(), f.field());
    }
    Integer id = nodeIds.get(key);
    if (id != null) {
      return id;
    }
    return newNode(key);
  }

  /** Creates the (empty) node of a key that has none. */
  private int newNode(NodeKey key) {
    int n = pts.size();
    nodeIds.put(key, n);
    pts.add(new RoaringBitmap());
    dense.add(null);
    if (n == cardinality.length) {
      cardinality = java.util.Arrays.copyOf(cardinality, n * 2);
    }
    delta.add(null);
    succ.add(null);
    filtered.add(null);
    constraints.add(new ArrayList<>());
    return n;
  }

  /**
   * The node of field {@code field} of {@code object}, created (empty) on first use. Loads and
   * stores look a field node up per object that reaches their base, the most frequent lookup of
   * the solver: it goes through {@link #fieldIds} and {@link #fieldNodes} instead of hashing and
   * comparing a {@link NodeKey.Field} record in {@link #nodeIds} (which still gets the key, for
   * {@link #freeze}). The same nodes are created in the same order.
   */
  int fieldNode(int object, String field) {
    Integer fieldId = fieldIds.get(field);
    if (fieldId == null) {
      fieldId = fieldIds.size();
      fieldIds.put(field, fieldId);
    }
    long key = (long) object << 32 | fieldId;
    int n = fieldNodes.get(key);
    if (n < 0) {
      n = newNode(new NodeKey.Field(object, field));
      fieldNodes.put(key, n);
      int k = index(field);
      if (k >= 0) {
        indexFields.computeIfAbsent(object, o -> new ArrayList<>()).add(k);
        for (IndexedCopy c : indexCopies.getOrDefault(object, List.of())) {
          copyIndex(c, k, n);
        }
      }
    }
    return n;
  }

  /**
   * Per object, the indices {@code k} of its index fields {@code [k]} created so far, in order
   * of creation (array elements stored at a known index, list positions).
   */
  private final Map<Integer, List<Integer>> indexFields = new HashMap<>();
  /** Per source object, the indexed copies it met ({@link #addIndexedCopy}). */
  private final Map<Integer, List<IndexedCopy>> indexCopies = new HashMap<>();

  /** {@code k} for a field named {@code [k]} (decimal, no sign), else -1. */
  static int index(String field) {
    int len = field.length();
    if (len < 3 || len > 11 || field.charAt(0) != '[' || field.charAt(len - 1) != ']') {
      return -1;
    }
    long k = 0;
    for (int i = 1; i < len - 1; i++) {
      char c = field.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      k = k * 10 + (c - '0');
    }
    return k <= Integer.MAX_VALUE ? (int) k : -1;
  }

  /**
   * For every array object {@code s} that reaches {@code base} and every index field {@code
   * [k]} of {@code s}, the ones it has now and the ones created later: {@code pts(s.[k]) ⊆
   * pts(d.[k + shift])} for every object {@code d} of node {@code dst} (indices {@code k +
   * shift < 0} are left out). This is the position-keeping part of an element copy ({@code
   * clone}, {@code Arrays.copyOf}, {@code System.arraycopy}); the caller adds the rest (the
   * unknown index and all elements). Soundness rests on the caller: every element a runtime
   * copy holds at index {@code j} must have been at index {@code j - shift} of a source, and
   * every store into a source is one at a known index ({@code [k]}) or at the unknown one.
   */
  void addIndexedCopy(int base, int dst, int shift) {
    addConstraint(base, new IndexedCopy(dst, shift));
  }

  /** Registers {@code c} on source object {@code o} and copies the index fields it has. */
  private void applyIndexedCopy(IndexedCopy c, int o) {
    List<IndexedCopy> met = indexCopies.computeIfAbsent(o, x -> new ArrayList<>());
    if (met.contains(c)) {
      return;
    }
    met.add(c);
    List<Integer> ks = indexFields.getOrDefault(o, List.of());
    for (int i = 0; i < ks.size(); i++) {
      int k = ks.get(i);
      copyIndex(c, k, fieldNode(o, "[" + k + "]"));
    }
  }

  /**
   * The largest index an indexed copy stores at; an element that would land past it is stored
   * at the unknown index instead (sound: a read at any constant index also loads the unknown
   * one). This ends the chain of a copy into its own array with a positive shift ({@code
   * System.arraycopy(a, 0, a, 1, n)}), whose every new index field would feed the next.
   */
  static final int MAX_COPIED_INDEX = 64;

  private void copyIndex(IndexedCopy c, int k, int sourceField) {
    long target = (long) k + c.shift();
    if (target >= 0 && target <= MAX_COPIED_INDEX) {
      addStore(c.dst(), "[" + target + "]", sourceField);
    } else if (target > MAX_COPIED_INDEX) {
      addStore(c.dst(), PointsToAnalysis.UNKNOWN_INDEX, sourceField);
    }
  }

  /** Dense ids of the field names seen, in order of first use. */
  private final Map<String, Integer> fieldIds = new HashMap<>();
  /** The field nodes by (object, field id) ({@link #fieldNode}). */
  private final LongIntTable fieldNodes = new LongIntTable();

  /**
   * A map from long keys to non-negative ints, open addressing with linear probing: slot
   * {@code i} holds key {@code keys[i]} with value {@code values[i] - 1}, or nothing if
   * {@code values[i]} is 0; the capacity is a power of two at least twice the size.
   */
  private static final class LongIntTable {
    private long[] keys = new long[1024];
    private int[] values = new int[1024];
    private int size;

    /** The value of the key, -1 if it has none. */
    int get(long key) {
      int mask = values.length - 1;
      for (int i = slot(key) & mask; ; i = (i + 1) & mask) {
        int v = values[i];
        if (v == 0 || keys[i] == key) {
          return v - 1;
        }
      }
    }

    /** Sets the value ({@code >= 0}) of a key that has none. */
    void put(long key, int value) {
      if (2 * (size + 1) > values.length) {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldValues.length * 2];
        for (int i = 0; i < oldValues.length; i++) {
          if (oldValues[i] != 0) {
            insert(oldKeys[i], oldValues[i]);
          }
        }
      }
      insert(key, value + 1);
      size++;
    }

    private void insert(long key, int stored) {
      int mask = values.length - 1;
      int i = slot(key) & mask;
      while (values[i] != 0) {
        i = (i + 1) & mask;
      }
      keys[i] = key;
      values[i] = stored;
    }

    private static int slot(long key) {
      long x = key * 0x9E3779B97F4A7C15L;
      return (int) (x ^ (x >>> 32));
    }
  }

  /** The number of nodes created so far. */
  int size() {
    return pts.size();
  }

  /** The current points-to set of a node; callers must not modify it. */
  RoaringBitmap pointsTo(int node) {
    return pts.get(node);
  }

  /** Adds one object to a node's set. */
  void addObject(int node, int object) {
    if (addOne(node, pts.get(node), object)) {
      deltaOf(node).add(object);
      enqueue(node);
    }
  }

  /** Adds the subset edge pts(from) ⊆ pts(to), propagating what {@code from} has now. */
  void addEdge(int from, int to) {
    if (from == to) {
      return;
    }
    Successors out = succ.get(from);
    if (out == null) {
      out = new Successors();
      succ.set(from, out);
    }
    if (!out.add(to)) {
      return;
    }
    RoaringBitmap source = pts.get(from);
    transfer(source, !source.cardinalityExceeds(FEW), to);
  }

  /**
   * Adds the filtered subset edge {pts(from) ∩ passes} ⊆ pts(to), propagating what {@code from}
   * has now; the objects that arrive later pass through it as through a plain edge if {@code
   * passes} accepts them. {@code passes} must be a function of the object id alone (asked once or
   * more per object). Adding the same edge (same nodes, same filter instance) again does nothing.
   */
  void addFilteredEdge(int from, int to, IntPredicate passes) {
    if (from == to) {
      return;
    }
    List<FilteredEdge> out = filtered.get(from);
    if (out == null) {
      out = new ArrayList<>(2);
      filtered.set(from, out);
    }
    FilteredEdge edge = new FilteredEdge(to, passes);
    if (out.contains(edge)) {
      return;
    }
    out.add(edge);
    transferFiltered(pts.get(from), edge);
  }

  /** Adds to {@code edge.to} the objects of {@code source} that pass its filter, as {@link #transfer}. */
  private void transferFiltered(RoaringBitmap source, FilteredEdge edge) {
    RoaringBitmap target = pts.get(edge.to());
    RoaringBitmap d = null;
    for (org.roaringbitmap.IntIterator it = source.getIntIterator(); it.hasNext(); ) {
      int o = it.next();
      if (edge.passes().test(o) && addOne(edge.to(), target, o)) {
        d = d == null ? deltaOf(edge.to()) : d;
        d.add(o);
      }
    }
    if (d != null) {
      enqueue(edge.to());
    }
  }

  /**
   * Adds to {@code to} (set and delta) the objects of {@code source} it lacks, and queues it if
   * there are any. {@code few} says whether {@code source} has at most {@link #FEW} objects:
   * the caller knows it once for all the successors of a propagated delta (counting a bitmap
   * walks all its containers, and a delta reaches every successor of its node).
   */
  private void transfer(RoaringBitmap source, boolean few, int to) {
    if (source.isEmpty()) {
      return;
    }
    RoaringBitmap target = pts.get(to);
    if (few) {
      // a few objects (the usual delta): one lookup each in the target, instead of bitmap
      // operations that walk the whole target set; the same objects are added
      RoaringBitmap d = null;
      for (org.roaringbitmap.IntIterator it = source.getIntIterator(); it.hasNext(); ) {
        int o = it.next();
        if (addOne(to, target, o)) {
          d = d == null ? deltaOf(to) : d;
          d.add(o);
        }
      }
      if (d != null) {
        enqueue(to);
      }
      return;
    }
    if (target.contains(source)) {
      return; // the usual case once the sets settle: nothing to copy, nothing allocated
    }
    RoaringBitmap fresh = RoaringBitmap.andNot(source, target);
    if (!fresh.isEmpty()) {
      target.or(fresh);
      addedAll(to, target, fresh);
      deltaOf(to).or(fresh);
      enqueue(to);
    }
  }

  /**
   * Adds {@code o} to {@code target}, the set of {@code node}; false if it was there. The same
   * as {@code target.checkedAdd(o)}, with the membership test answered by the dense copy when
   * the set has one.
   */
  private boolean addOne(int node, RoaringBitmap target, int o) {
    long[] bits = dense.get(node);
    if (bits == null) {
      if (!target.checkedAdd(o)) {
        return false;
      }
      if (++cardinality[node] > DENSE) {
        dense.set(node, denseCopy(target));
      }
      return true;
    }
    int w = o >>> 6;
    if (w < bits.length && (bits[w] & 1L << o) != 0) {
      return false;
    }
    target.add(o);
    cardinality[node]++;
    setBit(node, bits, o);
    return true;
  }

  /** Records that {@code fresh}, which was not in it, was added to {@code target}, node's set. */
  private void addedAll(int node, RoaringBitmap target, RoaringBitmap fresh) {
    cardinality[node] += fresh.getCardinality();
    long[] bits = dense.get(node);
    if (bits == null) {
      if (cardinality[node] > DENSE) {
        dense.set(node, denseCopy(target));
      }
      return;
    }
    for (org.roaringbitmap.IntIterator it = fresh.getIntIterator(); it.hasNext(); ) {
      bits = setBit(node, bits, it.next());
    }
  }

  /** Sets bit {@code o} in node's dense copy {@code bits}, growing it; the copy now in use. */
  private long[] setBit(int node, long[] bits, int o) {
    int w = o >>> 6;
    if (w >= bits.length) {
      bits = java.util.Arrays.copyOf(bits, Math.max(w + 1, bits.length * 2));
      dense.set(node, bits);
    }
    bits[w] |= 1L << o;
    return bits;
  }

  private static long[] denseCopy(RoaringBitmap set) {
    long[] bits = new long[(set.last() >>> 6) + 1];
    for (org.roaringbitmap.IntIterator it = set.getIntIterator(); it.hasNext(); ) {
      int o = it.next();
      bits[o >>> 6] |= 1L << o;
    }
    return bits;
  }

  /** The delta set of a node, created on first use. */
  private RoaringBitmap deltaOf(int node) {
    RoaringBitmap d = delta.get(node);
    if (d == null) {
      d = new RoaringBitmap();
      delta.set(node, d);
    }
    return d;
  }

  /** For every o in pts(base): pts(o.field) ⊆ pts(dst). */
  void addLoad(int base, String field, int dst) {
    addConstraint(base, new Load(field, dst));
  }

  /** For every o in pts(base): pts(src) ⊆ pts(o.field). */
  void addStore(int base, String field, int src) {
    addConstraint(base, new Store(field, src));
  }

  /** For every o in pts(receiver): dispatch {@code inv} on o. */
  void addCall(int receiver, Invocation inv) {
    addConstraint(receiver, new Call(inv));
  }

  /**
   * For every o in pts(node), now and later: {@code onObject.accept(o)}, at least once per
   * object (an object not yet propagated when the watch is added may be told twice, as a call
   * constraint may be applied twice), so the consumer must be idempotent. It may add
   * constraints (it runs as a call constraint does).
   */
  void addWatch(int node, java.util.function.IntConsumer onObject) {
    addConstraint(node, new Watch(onObject));
  }

  /**
   * Registers {@code c} on {@code base} and applies it to the objects {@code base} has now.
   * Applying a call may add constraints in turn (a dispatched call generates its target's
   * constraints, a library effect adds calls), so the applications are queued and drained by
   * one loop: a constraint added while the queue is being drained is applied by that loop, after
   * the one that added it returns, instead of by a nested call. The stack depth is therefore
   * bounded by a constant, whatever the length of such chains (a recursion here overflowed the
   * stack on real class paths). The fixpoint is the same: every (constraint, object) pair is
   * still applied, only later, and the objects that arrive afterwards reach the constraint
   * through the worklist as before.
   *
   * <p>A load or store registered on the base already (a library model adds the same one per
   * receiver object of a call) is not registered twice, and is applied only to the objects the
   * first one may not have met yet: those still in the base's delta or being propagated from
   * it. Every other object of the base met the first one (it was in the first one's queued
   * objects, which are applied before these, or was propagated since), and applying a load or
   * store to an object again adds an edge that is there already: nothing. So the solver makes
   * the same nodes and edges in the same order as with the duplicate; on a large library,
   * duplicates were most of the applications (each to every object of a shared container).
   */
  private void addConstraint(int base, Constraint c) {
    RoaringBitmap current;
    if (!(c instanceof Call) && !(c instanceof Watch) && !registered.add(new Registered(base, c))) {
      RoaringBitmap d = delta.get(base);
      current = d == null ? new RoaringBitmap() : d.clone();
      if (base == propagating) {
        current.or(inFlight);
      }
      if (current.isEmpty()) {
        return;
      }
    } else {
      constraints.get(base).add(c);
      if (pts.get(base).isEmpty()) {
        return;
      }
      current = pts.get(base).clone();
    }
    pending.add(new Pending(c, current));
    if (draining) {
      return;
    }
    draining = true;
    try {
      Pending p;
      int steps = 0;
      while ((p = pending.poll()) != null) {
        for (org.roaringbitmap.IntIterator it = p.objects().getIntIterator(); it.hasNext(); ) {
          int o = it.next();
          if ((++steps & 63) == 0) {
            budget.check();
          }
          apply(p.constraint(), o);
        }
      }
    } finally {
      draining = false;
      pending.clear();
    }
  }

  /** A load or store constraint registered on a base node. */
  private record Registered(int base, Constraint constraint) {}

  private final java.util.Set<Registered> registered = new java.util.HashSet<>();
  /** The node {@link #propagate} is applying the constraints of, -1 if none. */
  private int propagating = -1;
  /** The objects being propagated from {@link #propagating} (no longer in its delta). */
  private RoaringBitmap inFlight;

  /** A constraint to apply to the objects its base had when it was added. */
  private record Pending(Constraint constraint, RoaringBitmap objects) {}

  private final ArrayDeque<Pending> pending = new ArrayDeque<>();
  private boolean draining;

  private void enqueue(int node) {
    if (!queued.get(node)) {
      queued.set(node);
      worklist.add(node);
    }
  }

  /**
   * Propagates until nothing changes; whenever the worklist runs dry, {@code moreConstraints}
   * may add constraints (the next reachable method) and returns false once it has none left.
   */
  void solve(BooleanSupplier moreConstraints) {
    do {
      propagate();
    } while (moreConstraints.getAsBoolean());
  }

  private void propagate() {
    int steps = 0;
    while (!worklist.isEmpty()) {
      if ((++steps & 63) == 0) {
        budget.check();
      }
      int n = worklist.poll();
      queued.clear(n);
      RoaringBitmap d = delta.get(n);
      if (d == null || d.isEmpty()) {
        continue;
      }
      delta.set(n, null);
      propagating = n;
      inFlight = d;
      // transfer changes no successor set, so the set is iterated without a copy; nor d, which
      // left the delta list above (a transfer back to n starts a new delta of n)
      Successors out = succ.get(n);
      boolean few = !d.cardinalityExceeds(FEW);
      for (int i = 0; out != null && i < out.size; i++) {
        transfer(d, few, out.nodes[i]);
      }
      List<FilteredEdge> casts = filtered.get(n);
      for (int i = 0; casts != null && i < casts.size(); i++) {
        transferFiltered(d, casts.get(i));
      }
      List<Constraint> cs = constraints.get(n);
      for (int i = 0; i < cs.size(); i++) {
        Constraint c = cs.get(i);
        for (org.roaringbitmap.IntIterator it = d.getIntIterator(); it.hasNext(); ) {
          apply(c, it.next());
        }
      }
      propagating = -1;
      inFlight = null;
    }
  }

  private void apply(Constraint c, int o) {
    if (c instanceof Load l) {
      addEdge(fieldNode(o, l.field()), l.dst());
    } else if (c instanceof Store s) {
      addEdge(s.src(), fieldNode(o, s.field()));
    } else if (c instanceof Call call) {
      calls.dispatch(call.inv(), o);
    } else if (c instanceof IndexedCopy copy) {
      applyIndexedCopy(copy, o);
    } else if (c instanceof Watch w) {
      w.onObject().accept(o);
    }
  }

  /**
   * The solved sets, detached from the solver: the solver must not be used afterwards (the
   * sets are handed over, not copied).
   */
  PointsToSets freeze() {
    pts.forEach(RoaringBitmap::trim);
    dense.clear();
    PointsToSets frozen = new PointsToSets(nodeIds, pts);
    worklist.clear();
    return frozen;
  }
}

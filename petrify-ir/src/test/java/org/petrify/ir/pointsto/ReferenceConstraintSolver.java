package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.petrify.ir.stage.StageBudget;
import org.roaringbitmap.RoaringBitmap;

/**
 * The constraint solver as it was before its successor lists became int arrays and small
 * deltas were copied element by element: the reference of {@link ConstraintSolverDifferentialTest}.
 * Kept verbatim apart from the name and the freeze step.
 */
final class ReferenceConstraintSolver {

  private sealed interface Constraint {}

  private record Load(String field, int dst) implements Constraint {}

  private record Store(String field, int src) implements Constraint {}

  private record Call(Invocation inv) implements Constraint {}

  private final ConstraintSolver.CallHandler calls;
  private final Map<NodeKey, Integer> nodeIds = new HashMap<>();
  private final List<RoaringBitmap> pts = new ArrayList<>();
  private final List<RoaringBitmap> delta = new ArrayList<>();
  private final List<Set<Integer>> succ = new ArrayList<>();
  private final List<List<Constraint>> constraints = new ArrayList<>();
  private final ArrayDeque<Integer> worklist = new ArrayDeque<>();
  private final BitSet queued = new BitSet();

  private final StageBudget budget;

  ReferenceConstraintSolver(ConstraintSolver.CallHandler calls) {
    this(calls, StageBudget.none());
  }

  /** A solver whose worklist checks {@code budget} every few dozen nodes. */
  ReferenceConstraintSolver(ConstraintSolver.CallHandler calls, StageBudget budget) {
    this.calls = calls;
    this.budget = budget;
  }

  /** The node of a key, created (empty) on first use. */
  int node(NodeKey key) {
    Integer id = nodeIds.get(key);
    if (id != null) {
      return id;
    }
    int n = pts.size();
    nodeIds.put(key, n);
    pts.add(new RoaringBitmap());
    delta.add(null);
    succ.add(new LinkedHashSet<>());
    constraints.add(new ArrayList<>());
    return n;
  }

  int fieldNode(int object, String field) {
    return node(new NodeKey.Field(object, field));
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
    if (pts.get(node).checkedAdd(object)) {
      deltaOf(node).add(object);
      enqueue(node);
    }
  }

  /** Adds the subset edge pts(from) ⊆ pts(to), propagating what {@code from} has now. */
  void addEdge(int from, int to) {
    if (from == to || !succ.get(from).add(to)) {
      return;
    }
    transfer(pts.get(from), to);
  }

  /**
   * Adds to {@code to} (set and delta) the objects of {@code source} it lacks, and queues it if
   * there are any.
   */
  private void transfer(RoaringBitmap source, int to) {
    if (source.isEmpty()) {
      return;
    }
    RoaringBitmap target = pts.get(to);
    if (target.contains(source)) {
      return; // the usual case once the sets settle: nothing to copy, nothing allocated
    }
    RoaringBitmap fresh = RoaringBitmap.andNot(source, target);
    if (!fresh.isEmpty()) {
      target.or(fresh);
      deltaOf(to).or(fresh);
      enqueue(to);
    }
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
   * Registers {@code c} on {@code base} and applies it to the objects {@code base} has now.
   * Applying a call may add constraints in turn (a dispatched call generates its target's
   * constraints, a library effect adds calls), so the applications are queued and drained by
   * one loop: a constraint added while the queue is being drained is applied by that loop, after
   * the one that added it returns, instead of by a nested call. The stack depth is therefore
   * bounded by a constant, whatever the length of such chains (a recursion here overflowed the
   * stack on real class paths). The fixpoint is the same: every (constraint, object) pair is
   * still applied, only later, and the objects that arrive afterwards reach the constraint
   * through the worklist as before.
   */
  private void addConstraint(int base, Constraint c) {
    constraints.get(base).add(c);
    if (pts.get(base).isEmpty()) {
      return;
    }
    RoaringBitmap current = pts.get(base).clone();
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
      // transfer changes no successor set, so the set is iterated without a copy
      for (int s : succ.get(n)) {
        transfer(d, s);
      }
      List<Constraint> cs = constraints.get(n);
      for (int i = 0; i < cs.size(); i++) {
        Constraint c = cs.get(i);
        for (org.roaringbitmap.IntIterator it = d.getIntIterator(); it.hasNext(); ) {
          apply(c, it.next());
        }
      }
    }
  }

  private void apply(Constraint c, int o) {
    if (c instanceof Load l) {
      addEdge(fieldNode(o, l.field()), l.dst());
    } else if (c instanceof Store s) {
      addEdge(s.src(), fieldNode(o, s.field()));
    } else if (c instanceof Call call) {
      calls.dispatch(call.inv(), o);
    }
  }

}

package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * List objects whose element positions are known wherever they are read, through parameters,
 * fields and returns as well as in the method that makes them: a positional read ({@code
 * get(k)} with {@code k} known at the call, {@code getFirst()}, {@code getLast()}) of such an
 * object loads its index field {@code [k]} instead of all its elements.
 *
 * <p>The exact objects are the results of {@code List.of(e0, ..., en-1)} (element arguments,
 * no array), whose index fields {@code [k]} receive {@code ek} ({@code
 * ConstraintGenerator.positions}), and the views this class makes of them: {@code reversed()}
 * (index {@code k} is the base's {@code n - 1 - k}) and {@code subList(i, j)} with constant
 * bounds (index {@code k} is the base's {@code i + k}); a {@code subList} with other bounds and
 * every other list-valued view ({@code stream()} ...) is a companion object with the base's
 * elements and no known positions.
 *
 * <p>Sound because: (1) a {@code List.of} list is immutable (every write throws), so element
 * {@code k} of every runtime list an object stands for is an argument {@code k} of its call
 * site, which is in {@code [k]} (other stores into {@code [k]} only add objects); a view's
 * elements are its base's at the derived index. (2) A node holding an exact object refers to that
 * very list at run time unless the object entered it as the result of a library call that
 * returned it for another list (a view the library model does not tell apart from the list).
 * Application code (assignments, fields, parameters, returns, casts, arrays) keeps a
 * reference's identity. So every library call whose result may be a list is watched ({@link
 * #watch}): an exact object reaching its result node, except the object the call made itself
 * at a local with that one definition, loses its positions ({@link #revoke}), and the
 * positional reads already made of it get all its elements too; a view derived from it loses
 * its positions with it (the view may have been taken of a node holding another list). A
 * library result typed as an iterator, stream or spliterator is not watched: no positional
 * read can be made of it, and a library call that turns it back into a list is watched.
 * (3) An index past the size, or a {@code getLast()} of an empty list, throws and returns
 * nothing.
 */
final class PositionalLists {
  /** The index {@link #readAt} records for {@code getLast()}. */
  static final int LAST = -1;

  /** Library result types no positional read can be made of ({@link #watch}). */
  private static final Set<String> NOT_LISTS = Set.of("java.util.Iterator",
      "java.util.ListIterator", "java.util.Spliterator", "java.util.Enumeration",
      "java.util.stream.Stream", "java.util.stream.IntStream", "java.util.stream.LongStream",
      "java.util.stream.DoubleStream");

  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private final CallGraph calls;
  /** The size of every exact object (revoked ones included). */
  private final Map<Integer, Integer> sizes = new HashMap<>();
  /** The {@code List.of} objects, whose views this class makes. */
  private final Set<Integer> bases = new HashSet<>();
  private final Set<Integer> revoked = new HashSet<>();
  /** The index each positional read call reads ({@link #LAST} for {@code getLast()}). */
  private final Map<CallKey, Integer> reads = new HashMap<>();
  /** Per exact object, the (contents node, result node) of the positional reads made of it. */
  private final Map<Integer, List<int[]>> readsOf = new HashMap<>();
  /** Per object, the views whose positions derive from its own. */
  private final Map<Integer, List<Integer>> derived = new HashMap<>();
  /** Per watched result node, the objects that may reach it without losing their positions. */
  private final Map<Integer, Set<Integer>> madeAt = new HashMap<>();
  private final Set<Integer> watched = new HashSet<>();

  PositionalLists(ConstraintSolver solver, HeapObjects heap, CallGraph calls) {
    this.solver = solver;
    this.heap = heap;
    this.calls = calls;
  }

  /** Call {@code key} reads index {@code k} ({@link #LAST}: the last one) of its receiver. */
  void readAt(CallKey key, int k) {
    reads.put(key, k);
  }

  /**
   * {@code made} is the result of library call {@code inv} of method {@code sig}: an exact
   * object if that is {@code List.of} of elements at a call whose result local has no other
   * definition.
   */
  void made(Invocation inv, MethodSignature sig, AbstractObject made) {
    if (sig.getDeclClassType().getFullyQualifiedName().equals("java.util.List")
        && sig.getName().equals("of") && sig.getParameterTypes().stream()
            .noneMatch(t -> t instanceof sootup.core.types.ArrayType)
        && soleDefinition(inv)) {
      exact(made.id(), sig.getParameterCount(), inv.result());
      bases.add(made.id());
    }
  }

  /**
   * Adds the result of positional read {@code inv} on {@code receiver}, whose elements are in
   * node {@code content}: the element at the index read when the receiver is exact; false (the
   * caller adds all elements) otherwise.
   */
  boolean read(Invocation inv, AbstractObject receiver, int content) {
    Integer k = inv.key() == null || inv.result() < 0 ? null : reads.get(inv.key());
    Integer n = sizes.get(receiver.id());
    if (k == null || n == null || revoked.contains(receiver.id())) {
      return false;
    }
    int at = k == LAST ? n - 1 : k;
    if (at >= 0 && at < n) {
      solver.addEdge(solver.fieldNode(receiver.id(), "[" + at + "]"), inv.result());
    }
    readsOf.computeIfAbsent(receiver.id(), o -> new ArrayList<>())
        .add(new int[] {content, inv.result()});
    return true;
  }

  /**
   * The object that stands for the list view call {@code inv} of {@code sig} returns on
   * {@code base}, if {@code base} is a {@code List.of} object and the view is a list; else
   * null (the caller returns the base itself, as for every other container).
   */
  AbstractObject view(Invocation inv, MethodSignature sig, AbstractObject base) {
    String name = sig.getName();
    if (name.equals("iterator") || name.equals("listIterator") || name.equals("spliterator")) {
      return null;
    }
    if (!bases.contains(base.id())) {
      if (sizes.containsKey(base.id())) {
        // a view returned as its own view (a reversed view reversed): its result node may
        // hold it in both orders
        revoke(base.id());
      }
      return null;
    }
    if (!soleDefinition(inv)) {
      return null;
    }
    int n = sizes.get(base.id());
    String tag = "view";
    int from = -1;
    int size = -1;
    if (name.equals("reversed") && sig.getParameterCount() == 0) {
      tag = "reversed";
      size = n;
    } else if (name.equals("subList") && inv.argValues() != null
        && inv.argValues().size() == 2
        && inv.argValues().get(0) instanceof IntConstant i
        && inv.argValues().get(1) instanceof IntConstant j && 0 <= i.getValue()
        && i.getValue() <= j.getValue() && j.getValue() <= n) {
      tag = "subList" + i.getValue() + "-" + j.getValue();
      from = i.getValue();
      size = j.getValue() - i.getValue();
    }
    AbstractObject view = heap.object(tag + ":" + base.id(), Context.EMPTY,
        AbstractObject.Kind.LIBRARY, "java.util.List", tag + "(" + base.name() + ")",
        base.origin(), null);
    heap.allocated(view, inv.key().caller(), true);
    int baseContent = solver.fieldNode(base.id(), PointsToAnalysis.CONTENT);
    solver.addEdge(baseContent, solver.fieldNode(view.id(), PointsToAnalysis.CONTENT));
    if (size >= 0 && !sizes.containsKey(view.id())) {
      exact(view.id(), size, inv.result());
      for (int k = 0; k < size; k++) {
        int source = from < 0 ? n - 1 - k : from + k;
        solver.addEdge(solver.fieldNode(base.id(), "[" + source + "]"),
            solver.fieldNode(view.id(), "[" + k + "]"));
      }
      derived.computeIfAbsent(base.id(), o -> new ArrayList<>()).add(view.id());
      if (revoked.contains(base.id())) {
        revoke(view.id());
      }
    }
    madeAt.computeIfAbsent(inv.result(), r -> new HashSet<>()).add(view.id());
    return view;
  }

  /**
   * Watches the result node of library call {@code inv} of {@code sig} ({@link
   * PositionalLists}, (2)), unless its type cannot be a list.
   */
  void watch(Invocation inv, MethodSignature sig) {
    Type type = sig.getType();
    if (inv.result() < 0 || !(type instanceof ClassType ct)
        || NOT_LISTS.contains(ct.getFullyQualifiedName()) || !watched.add(inv.result())) {
      return;
    }
    int node = inv.result();
    solver.addWatch(node, o -> {
      if (sizes.containsKey(o) && !madeAt.getOrDefault(node, Set.of()).contains(o)) {
        revoke(o);
      }
    });
  }

  private void exact(int object, int size, int resultNode) {
    sizes.put(object, size);
    madeAt.computeIfAbsent(resultNode, r -> new HashSet<>()).add(object);
  }

  /** The object no longer has known positions: its reads and its views' get every element. */
  private void revoke(int object) {
    if (!revoked.add(object)) {
      return;
    }
    for (int[] r : readsOf.getOrDefault(object, List.of())) {
      solver.addEdge(r[0], r[1]);
    }
    for (int view : derived.getOrDefault(object, List.of())) {
      revoke(view);
    }
  }

  /** True if the call's result is a local with no other definition in its method. */
  private boolean soleDefinition(Invocation inv) {
    if (inv.key() == null || inv.result() < 0) {
      return false;
    }
    MethodCode body = calls.body(inv.key().caller());
    if (!(body.stmt(inv.key().stmtIndex()) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof sootup.core.jimple.common.Local l)) {
      return false;
    }
    return body.singleDefinition(l.getName()) != null;
  }
}

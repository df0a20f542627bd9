package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roaringbitmap.RoaringBitmap;
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
 * read can be made of it, and a library call that turns it back into a list is watched. Only
 * the library calls of the application's call statements are watched: the calls the models
 * make themselves (a container asking its collection argument for its entry set, {@code
 * ContainerArguments}) return into nodes no positional read loads, and the one library model
 * that returns a list object for another list, a view ({@code LibraryEffects.resultOf}), makes
 * a view of a {@code List.of} object an object of its own and revokes any other exact object it
 * is asked a view of ({@link #view}), whoever calls it.
 * (3) An index past the size, or a {@code getLast()} of an empty list, throws and returns
 * nothing.
 *
 * <p>Copies are exact too: {@code List.copyOf(c)}, and {@code new ArrayList<>(c)} or {@code new
 * LinkedList<>(c)} made in application code ({@link #called}) as long as the copy is never
 * written. A copy's {@code [k]} receives the {@code [k]} of every object of the node {@code c}
 * ({@link #copyFrom}); one that is not exact, or whose size differs from the first one's,
 * makes the copy lose its positions, and so does a source losing its own later. A mutable copy
 * also loses them when it may be written anywhere in the program ({@link ListWrites}): it is the
 * receiver of a JDK call other than a reader (its iterator is the list object itself), or it
 * reaches an argument of a JDK call that may hold a list and is not one the call only reads.
 * Sound because: a copy constructor and {@code copyOf} take the elements in the iteration
 * order of {@code c}, which for an exact list is its positional order; an application class
 * cannot change an {@code ArrayList} but through its public methods, which are JDK calls with
 * the list as receiver; and the JDK writes a list made in application code only through a
 * reference it was given as a receiver or an argument, or one a callback returned to it ({@link
 * #calledBack}). A list that none of these reach holds, for its whole life, the elements its
 * constructor copied, at the copied positions.
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
  /** The copies ({@link #copyFrom}), exact from their creation on unless revoked. */
  private final Set<Integer> copies = new HashSet<>();
  /** The copies that are {@code ArrayList}s or {@code LinkedList}s: exact while never written. */
  private final Set<Integer> mutableCopies = new HashSet<>();
  /** Objects a JDK call may have written or kept ({@link #called}). */
  private final RoaringBitmap written = new RoaringBitmap();
  /** Per object of {@link ListWrites#COPY_CLASSES}, its constructor statement (method, index). */
  private final Map<Integer, List<Object>> constructors = new HashMap<>();
  /** The argument and call-back return nodes watched for written lists. */
  private final Set<Integer> argumentsWatched = new HashSet<>();
  /** The result nodes of the application's call statements ({@link #calledBack}). */
  private final RoaringBitmap statementResults = new RoaringBitmap();

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
    } else if (sig.getDeclClassType().getFullyQualifiedName().equals("java.util.List")
        && sig.getName().equals("copyOf") && inv.args().size() == 1 && inv.args().get(0) >= 0
        && soleDefinition(inv)) {
      madeAt.computeIfAbsent(inv.result(), r -> new HashSet<>()).add(made.id());
      copyFrom(made.id(), inv.args().get(0));
    }
  }

  /**
   * JDK call {@code inv} of {@code sig} on {@code receiver} (null: a static call): an {@code
   * ArrayList} or {@code LinkedList} constructed from a collection becomes a copy; one that is
   * the receiver of a call other than a reader, or that reaches an argument the call may write
   * or keep, is written ({@link ListWrites}).
   */
  void called(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    if (receiver != null && ListWrites.COPY_CLASSES.contains(receiver.type())) {
      if (sig.getName().equals("<init>")) {
        constructed(inv, sig, receiver);
      } else if (!ListWrites.reads(sig)) {
        written(receiver.id());
      }
    }
    for (int i = 0; i < inv.args().size(); i++) {
      int a = inv.args().get(i);
      if (a >= 0 && ListWrites.mayHoldList(sig, i) && !ListWrites.readsArgument(sig, i)
          && argumentsWatched.add(a)) {
        solver.addWatch(a, this::written);
      }
    }
  }

  /** Node {@code node} is the result of a call statement of the application. */
  void statementResult(int node) {
    statementResults.add(node);
  }

  /**
   * Node {@code returned} is the return of an application method that {@code inv} calls: when
   * the result of {@code inv} is no call statement's ({@link #statementResult}), the call is a
   * JDK call-back (or a model's) and what the method returns goes to JDK code, which may write
   * it ({@code Collectors.toCollection(() -> list)}): a list reaching the node is written.
   */
  void calledBack(Invocation inv, int returned) {
    if (!statementResults.contains(inv.result()) && argumentsWatched.add(returned)) {
      solver.addWatch(returned, this::written);
    }
  }

  /**
   * Constructor call {@code inv} of {@code sig} on {@code list}: the list is a copy if the
   * constructor takes a collection, the object is made by {@code new} and every constructor
   * call it meets is the same statement; else it is written.
   */
  private void constructed(Invocation inv, MethodSignature sig, AbstractObject list) {
    if (inv.key() == null) {
      written(list.id());
      return;
    }
    List<Object> at = List.of(inv.key().caller().method().getSignature(),
        inv.key().stmtIndex());
    List<Object> first = constructors.putIfAbsent(list.id(), at);
    if (first != null && !first.equals(at) || list.kind() != AbstractObject.Kind.ALLOCATION
        || sig.getParameterCount() != 1 || inv.args().get(0) < 0
        || !sig.getParameterType(0).toString().equals("java.util.Collection")) {
      written(list.id());
      return;
    }
    mutableCopies.add(list.id());
    copyFrom(list.id(), inv.args().get(0));
    if (written.contains(list.id())) {
      revoke(list.id());
    }
  }

  /** Object {@code o} may have been written by the JDK: a mutable copy loses its positions. */
  private void written(int o) {
    written.add(o);
    if (mutableCopies.contains(o)) {
      revoke(o);
    }
  }

  /**
   * Copy {@code copy} holds the elements of a list of node {@code source} in their order: its
   * {@code [k]} receives the source objects' {@code [k]}; a source that is not exact (or not of
   * the first one's size) revokes it, and a source's revocation revokes it too.
   */
  private void copyFrom(int copy, int source) {
    copies.add(copy);
    solver.addWatch(source, s -> {
      Integer n = sizes.get(s);
      Integer size = n == null ? null : sizes.putIfAbsent(copy, n);
      if (n == null || revoked.contains(s) || size != null && !size.equals(n)) {
        revoke(copy);
        return;
      }
      for (int k = 0; k < n; k++) {
        solver.addEdge(solver.fieldNode(s, "[" + k + "]"), solver.fieldNode(copy, "[" + k + "]"));
      }
      derived.computeIfAbsent(s, o -> new ArrayList<>()).add(copy);
    });
  }

  /**
   * Adds the result of positional read {@code inv} on {@code receiver}, whose elements are in
   * node {@code content}: the element at the index read when the receiver is exact; false (the
   * caller adds all elements) otherwise.
   */
  boolean read(Invocation inv, AbstractObject receiver, int content) {
    Integer k = inv.key() == null || inv.result() < 0 ? null : reads.get(inv.key());
    Integer n = sizes.get(receiver.id());
    if (k == null || !tracked(receiver.id()) || revoked.contains(receiver.id())
        || k == LAST && n == null) {
      return false;
    }
    // a copy whose size is not known yet reads [k], which only sources of a size above k fill
    int at = k == LAST ? n - 1 : k;
    if (at >= 0 && (n == null || at < n)) {
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
      if (tracked(base.id())) {
        // a view returned as its own view (a reversed view reversed): its result node may
        // hold it in both orders
        revoke(base.id());
      }
      return null;
    }
    if (!soleDefinition(inv)) {
      // the base itself stands for the view
      revoke(base.id());
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
    if (inv.result() < 0 || !statementResults.contains(inv.result())
        || !(type instanceof ClassType ct)
        || NOT_LISTS.contains(ct.getFullyQualifiedName()) || !watched.add(inv.result())) {
      return;
    }
    int node = inv.result();
    solver.addWatch(node, o -> {
      if (tracked(o) && !madeAt.getOrDefault(node, Set.of()).contains(o)) {
        revoke(o);
      }
    });
  }

  /** True if the object is exact now or was: made with known positions or a copy. */
  private boolean tracked(int object) {
    return sizes.containsKey(object) || copies.contains(object);
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

package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.graph.ControlFlowGraph;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JMulExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.types.ClassType;

/**
 * A method body as the analyses see it: statements by dense index, normal successors and
 * exception handlers by index. It starts as SootUp's body and may then have counted loops
 * unrolled ({@link LoopUnroller}); an unrolled statement appears once per iteration, at
 * different indices, with the loop variable's value for that iteration bound in
 * {@link #loopValues}. The same {@link Stmt} object can therefore sit at several indices:
 * always use indices, never statement identity.
 *
 * <p>Layout: {@code successors[i]} are the indices control may go to after statement i
 * normally (for an {@code if}: the fall-through first, then the target, unless one was
 * pruned); {@code handlers[i]} maps exception types to handler indices in trap order;
 * {@code iteration[i]} is -1 outside unrolled loops, else a tag unique per (loop, iteration).
 */
public final class MethodCode {
  private final Body body;
  final List<Stmt> stmts;
  final int[][] successors;
  final List<Map<ClassType, Integer>> handlers;
  final int[] iteration;
  final List<Map<String, Integer>> loopValues;
  private Set<Integer> loops;
  private Map<String, List<Integer>> defs;
  private int[][] predecessors;
  private boolean[] handlerEntries;
  /** Sizes of collections in static final fields ({@link StaticCollections}), or null. */
  StaticCollections statics;

  MethodCode(Body body, List<Stmt> stmts, int[][] successors,
      List<Map<ClassType, Integer>> handlers, int[] iteration,
      List<Map<String, Integer>> loopValues) {
    this.body = body;
    this.stmts = stmts;
    this.successors = successors;
    this.handlers = handlers;
    this.iteration = iteration;
    this.loopValues = loopValues;
  }

  /** The method body as SootUp built it, unrolled nowhere. */
  static MethodCode of(Body body) {
    List<Stmt> stmts = List.copyOf(body.getStmts());
    Map<Stmt, Integer> index = new java.util.IdentityHashMap<>();
    for (int i = 0; i < stmts.size(); i++) {
      index.put(stmts.get(i), i);
    }
    ControlFlowGraph<?> cfg = body.getControlFlowGraph();
    int[][] succ = new int[stmts.size()][];
    List<Map<ClassType, Integer>> handlers = new ArrayList<>();
    for (int i = 0; i < stmts.size(); i++) {
      succ[i] = cfg.successors(stmts.get(i)).stream().map(index::get)
          .filter(java.util.Objects::nonNull).mapToInt(Integer::intValue).toArray();
      Map<ClassType, Integer> h = new LinkedHashMap<>();
      for (Map.Entry<ClassType, Stmt> e : cfg.exceptionalSuccessors(stmts.get(i)).entrySet()) {
        Integer t = index.get(e.getValue());
        if (t != null) {
          h.putIfAbsent(e.getKey(), t);
        }
      }
      handlers.add(h);
    }
    int[] iteration = new int[stmts.size()];
    java.util.Arrays.fill(iteration, -1);
    List<Map<String, Integer>> values = new ArrayList<>();
    for (int i = 0; i < stmts.size(); i++) {
      values.add(Map.of());
    }
    return new MethodCode(body, stmts, succ, handlers, iteration, values);
  }

  public Body body() {
    return body;
  }

  public int size() {
    return stmts.size();
  }

  public Stmt stmt(int i) {
    return stmts.get(i);
  }

  public List<Stmt> stmts() {
    return stmts;
  }

  /** Normal successors of statement i. */
  public int[] successors(int i) {
    return successors[i];
  }

  /** Exception handlers covering statement i, by caught type, in trap order. */
  public Map<ClassType, Integer> handlers(int i) {
    return handlers.get(i);
  }

  /**
   * True if a statement satisfying {@code goal} is reachable from statement {@code from} over
   * normal and exceptional edges without passing through a statement of {@code avoid}: the
   * search does not go on from a statement of {@code avoid}; a goal statement counts as soon as
   * it is reached.
   */
  public boolean reachesAvoiding(int from, java.util.function.IntPredicate goal,
      Set<Integer> avoid) {
    boolean[] seen = new boolean[size()];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.add(from);
    seen[from] = true;
    while (!work.isEmpty()) {
      int i = work.poll();
      if (goal.test(i)) {
        return true;
      }
      if (avoid.contains(i)) {
        continue;
      }
      List<Integer> next = new ArrayList<>();
      for (int s : successors(i)) {
        next.add(s);
      }
      next.addAll(handlers(i).values());
      for (int s : next) {
        if (s >= 0 && s < seen.length && !seen[s]) {
          seen[s] = true;
          work.add(s);
        }
      }
    }
    return false;
  }

  /**
   * True if statement {@code a} dominates statement {@code b} on normal control flow: every
   * path from the first statement to {@code b} passes {@code a} (exception edges are not
   * followed). A statement dominates itself.
   */
  public boolean dominates(int a, int b) {
    if (a == b || a == 0) {
      return true;
    }
    boolean[] seen = new boolean[stmts.size()];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.push(0);
    seen[0] = true;
    while (!work.isEmpty()) {
      int s = work.pop();
      if (s == b) {
        return false;
      }
      for (int t : successors[s]) {
        if (t != a && !seen[t]) {
          seen[t] = true;
          work.push(t);
        }
      }
    }
    return true;
  }

  /** True if statement i is a copy made by loop unrolling. */
  public boolean isUnrolled(int i) {
    return iteration[i] >= 0;
  }

  /** The statements with a normal edge to statement i. */
  public int[] predecessors(int i) {
    if (predecessors == null) {
      List<List<Integer>> in = new ArrayList<>();
      for (int k = 0; k < stmts.size(); k++) {
        in.add(new ArrayList<>());
      }
      for (int k = 0; k < stmts.size(); k++) {
        for (int t : successors[k]) {
          in.get(t).add(k);
        }
      }
      int[][] p = new int[stmts.size()][];
      for (int k = 0; k < stmts.size(); k++) {
        p[k] = in.get(k).stream().mapToInt(Integer::intValue).toArray();
      }
      predecessors = p;
    }
    return predecessors[i];
  }

  /**
   * True if statements {@code from} to {@code to} run as one straight line: each of
   * {@code from .. to-1} has the next index as its only normal successor, and each of
   * {@code from+1 .. to} has the previous index as its only normal predecessor and starts no
   * exception handler. So on normal control flow, {@code to} is reached only through
   * {@code from}, and {@code from}, once completed normally, reaches {@code to} unless a
   * statement between them throws.
   */
  public boolean straightLine(int from, int to) {
    if (from < 0 || to >= stmts.size() || from >= to) {
      return false;
    }
    for (int k = from; k < to; k++) {
      int[] next = successors[k];
      int[] before = predecessors(k + 1);
      if (next.length != 1 || next[0] != k + 1 || before.length != 1 || before[0] != k
          || isHandlerEntry(k + 1)) {
        return false;
      }
    }
    return true;
  }

  /** True if statement i is where some exception handler starts. */
  boolean isHandlerEntry(int i) {
    if (handlerEntries == null) {
      boolean[] h = new boolean[stmts.size()];
      for (Map<ClassType, Integer> m : handlers) {
        for (int t : m.values()) {
          h[t] = true;
        }
      }
      handlerEntries = h;
    }
    return handlerEntries[i];
  }

  /** Statements on a cycle of the normal control-flow graph. */
  public Set<Integer> loopStmts() {
    if (loops == null) {
      loops = new LoopFinder(successors).stmtsOnCycles();
    }
    return loops;
  }

  /**
   * The int value of an immediate at statement {@code at}, when it is known: a literal, the
   * loop variable of an unrolled iteration, or a local with a single reaching definition
   * (in the same iteration, or the only definition in the method) that is a literal, an
   * array's length, the {@code size()} of a collection whose size is known there
   * ({@link IteratorLoops#size}: {@code for (i = 0; i < list.size(); i++)} over a list filled
   * by a counted loop), an addition, subtraction, multiplication, division or remainder of
   * known values, or a {@link MathCalls} function of them, or the unboxed element of a {@code
   * List.of} of known {@code Integer}s an unrolled for-each trip reads ({@link
   * IteratorLoops#unboxedElement}); inside an unrolled
   * iteration also a local whose definitions that reach {@code at} through the branches the
   * iteration decides all give one such value ({@link IterationDefs}: {@code boolean p = i < 2}).
   * Null when unknown. Depth is bounded.
   */
  public Integer intValue(int at, Value v) {
    return intValue(at, v, 0);
  }

  Integer intValue(int at, Value v, int depth) {
    if (v instanceof IntConstant c) {
      return c.getValue();
    }
    if (!(v instanceof Local l) || depth > 12) {
      return null;
    }
    Integer bound = loopValues.get(at).get(l.getName());
    if (bound != null) {
      return bound;
    }
    Integer def = reachingDef(at, l);
    if (def == null) {
      return decidedDefsValue(at, l, depth);
    }
    return defValue(def, depth);
  }

  /**
   * The one value all definitions of {@code l} that reach {@code at} through the branches its
   * unrolled iteration decides give ({@link IterationDefs}), or null.
   */
  private Integer decidedDefsValue(int at, Local l, int depth) {
    if (depth > IterationDefs.MAX_DEPTH) {
      return null;
    }
    List<Integer> ds = IterationDefs.reaching(this, at, l, depth);
    if (ds == null) {
      return null;
    }
    Integer value = null;
    for (int d : ds) {
      Integer v = defValue(d, depth);
      if (v == null || value != null && !value.equals(v)) {
        return null;
      }
      value = v;
    }
    return value;
  }

  /** The int value the assignment at {@code def} stores, when it is known there, or null. */
  private Integer defValue(int def, int depth) {
    if (!(stmts.get(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof IntConstant || rhs instanceof Local) {
      return intValue(def, rhs, depth + 1);
    }
    if (rhs instanceof JLengthExpr len) {
      return arrayLength(def, len.getOp(), depth + 1);
    }
    Integer size = IteratorLoops.knownSize(this, def, rhs);
    if (size != null) {
      return size;
    }
    Integer element = IteratorLoops.unboxedElement(this, def, rhs, depth);
    if (element != null) {
      return element;
    }
    if (rhs instanceof AbstractInvokeExpr inv && MathCalls.isMath(inv)
        && inv.getMethodSignature().getType().toString().equals("int")) {
      return mathValue(def, inv, depth);
    }
    if (rhs instanceof AbstractBinopExpr b) {
      Integer x = intValue(def, b.getOp1(), depth + 1);
      Integer y = intValue(def, b.getOp2(), depth + 1);
      if (x == null || y == null) {
        return null;
      }
      if (b instanceof JAddExpr) {
        return x + y;
      } else if (b instanceof JSubExpr) {
        return x - y;
      } else if (b instanceof JMulExpr) {
        return x * y;
      } else if (b instanceof JDivExpr && y != 0) {
        return x / y;
      } else if (b instanceof JRemExpr && y != 0) {
        return x % y;
      }
    }
    return null;
  }

  /** A {@link MathCalls} function of known int values at {@code def}, or null. */
  private Integer mathValue(int def, AbstractInvokeExpr inv, int depth) {
    List<Long> args = new ArrayList<>();
    for (Value a : inv.getArgs()) {
      Integer v = intValue(def, a, depth + 1);
      if (v == null) {
        return null;
      }
      args.add((long) v);
    }
    Long result = MathCalls.value(inv, args);
    return result == null ? null : (int) (long) result;
  }

  /**
   * True if statement {@code at} is {@code list.get(k)} of a list whose size is known there,
   * with {@code k} known and in range ({@link IteratorLoops#inBoundsGet}): it throws nothing.
   */
  public boolean isGetInBounds(int at, AbstractInvokeExpr inv) {
    return IteratorLoops.inBoundsGet(this, at, inv);
  }

  /**
   * The number of elements of collection local {@code c} at statement {@code at}, or -1 when
   * it is not known there ({@link IteratorLoops#size}: an immutable list or set of known size,
   * a local list that does not escape and gets a known number of {@code add}s).
   */
  public int collectionSize(int at, Local c) {
    return IteratorLoops.size(this, at, c, 0);
  }

  /**
   * True if collection local {@code c} at statement {@code at} holds its elements at known
   * positions ({@link IteratorLoops#positionalCollection}): its element {@code k} is among the
   * objects of its pseudo-field {@code [k]}.
   */
  public boolean positionalCollection(int at, Local c) {
    return IteratorLoops.positionalCollection(this, at, c);
  }

  /**
   * The key under which an unrolled for-each trip's {@code next()} statement records the trip's
   * number ({@link IteratorLoops}); no local has this name.
   */
  static final String NEXT = "next()";

  /**
   * The statements where lambdas capture the list allocated at {@code def}, when the method
   * fills it at known positions before and changes it no more after ({@link
   * IteratorLoops#captures}); else null.
   */
  public List<Integer> listCaptures(int def) {
    return IteratorLoops.captures(this, def);
  }

  private Map<Integer, Integer> addPositions;

  /**
   * The trip number {@code j} (from 0) when statement {@code at} is the {@code it.next()} of an
   * unrolled for-each over a collection of known size: it returns the collection's element at
   * position {@code j}. Null otherwise.
   */
  public Integer nextPosition(int at) {
    return loopValues.get(at).get(NEXT);
  }

  /**
   * The position the element of the {@code add(e)} at statement {@code at} takes in a list whose
   * every element is added at a known position ({@link IteratorLoops#addPositions}); else null.
   */
  Integer addPosition(int at) {
    if (addPositions == null) {
      addPositions = IteratorLoops.addPositions(this);
    }
    return addPositions.get(at);
  }

  /** The length of an array local at {@code at}, when known ({@link #arrayLength}); else null. */
  public Integer arrayLength(int at, Local array) {
    return arrayLength(at, array, 0);
  }

  /** The length of an array local whose single reaching definition is a sized newarray. */
  private Integer arrayLength(int at, Value v, int depth) {
    if (!(v instanceof Local l) || depth > 12) {
      return null;
    }
    Integer def = reachingDef(at, l);
    if (def == null || !(stmts.get(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
    if (rhs instanceof JNewArrayExpr na) {
      return intValue(def, na.getSize(), depth + 1);
    }
    if (rhs instanceof sootup.core.jimple.common.ref.JStaticFieldRef f && statics != null) {
      return statics.arrayLength(f);
    }
    if (rhs instanceof sootup.core.jimple.common.ref.JInstanceFieldRef f && statics != null) {
      return statics.arrayLength(f);
    }
    return rhs instanceof Local ? arrayLength(def, rhs, depth + 1) : null;
  }

  /**
   * The single definition of a local that reaches statement {@code at}: the only definition
   * in the method, or the one earlier in the same unrolled iteration when every definition is
   * inside unrolled iterations. Null when there is no such single definition.
   */
  public Integer reachingDef(int at, Local l) {
    List<Integer> ds = defs().getOrDefault(l.getName(), List.of());
    if (ds.size() == 1 && iteration[ds.get(0)] < 0) {
      return ds.get(0);
    }
    if (iteration[at] < 0) {
      return null;
    }
    Integer def = null;
    for (int d : ds) {
      if (iteration[d] < 0) {
        return null;
      }
      if (iteration[d] == iteration[at]) {
        if (def != null) {
          return null;
        }
        def = d;
      }
    }
    return def != null && def < at ? def : null;
  }

  /**
   * The definitions of {@code l} that may reach statement {@code at}: its single reaching
   * definition ({@link #reachingDef}), or those the branches of an unrolled iteration leave
   * ({@link IterationDefs}); null when not known.
   */
  public List<Integer> definitionsReaching(int at, Local l) {
    Integer def = reachingDef(at, l);
    return def != null ? List.of(def) : IterationDefs.reaching(this, at, l, 0);
  }

  /**
   * The name under which the points-to analysis keeps a local used at statement {@code at}:
   * inside an unrolled iteration, a local defined only inside unrolled iterations (a
   * temporary of the loop body) gets the iteration's tag ({@code $stack3#2}), so that
   * iterations do not share it; every other local keeps its name. The analysis adds an edge
   * from each tagged copy to the plain name, which uses outside the loop read.
   */
  public String localKey(int at, Local l) {
    if (iteration[at] < 0) {
      return l.getName();
    }
    List<Integer> ds = defs().getOrDefault(l.getName(), List.of());
    boolean allTagged = !ds.isEmpty();
    boolean sameTag = false;
    for (int d : ds) {
      allTagged &= iteration[d] >= 0;
      sameTag |= iteration[d] == iteration[at];
    }
    return allTagged && sameTag ? l.getName() + "#" + iteration[at] : l.getName();
  }

  /**
   * The index of the one statement (assignment or identity statement) defining the local in
   * the body, or null if it has several or none.
   */
  public Integer singleDefinition(String local) {
    List<Integer> ds = defs().get(local);
    return ds != null && ds.size() == 1 ? ds.get(0) : null;
  }

  /** Indices of the statements defining each local. */
  Map<String, List<Integer>> defs() {
    if (defs == null) {
      defs = new HashMap<>();
      for (int i = 0; i < stmts.size(); i++) {
        Stmt s = stmts.get(i);
        Value lhs = s instanceof JAssignStmt a ? a.getLeftOp()
            : s instanceof JIdentityStmt id ? id.getLeftOp() : null;
        if (lhs instanceof Local l) {
          defs.computeIfAbsent(l.getName(), k -> new ArrayList<>()).add(i);
        }
      }
    }
    return defs;
  }

  /** The local its {@code := @this} identity statement defines, or null (a static method). */
  public Local thisLocal() {
    for (Stmt s : stmts) {
      if (s instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
          && id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef) {
        return id.getLeftOp();
      }
    }
    return null;
  }

  /** True if {@code inv} is {@code Integer.valueOf(int)}, javac's boxing of an int. */
  public static boolean isIntBoxing(AbstractInvokeExpr inv) {
    return inv.getMethodSignature().toString()
        .equals("<java.lang.Integer: java.lang.Integer valueOf(int)>");
  }

  /**
   * True if {@code inv} is a constructor call ({@code <init>}) all of whose parameters are
   * primitive (a capacity, a load factor): it hands the new object no reference.
   */
  public static boolean isPrimitiveConstructor(AbstractInvokeExpr inv) {
    return inv.getMethodSignature().getName().equals("<init>")
        && inv.getMethodSignature().getParameterTypes().stream()
            .allMatch(t -> t instanceof sootup.core.types.PrimitiveType);
  }

  /** The invoke expression of a statement (a call, or an assignment of a call's result), or null. */
  public static AbstractInvokeExpr invokeOf(Stmt s) {
    if (s instanceof JInvokeStmt is) {
      return is.getInvokeExpr().orElse(null);
    }
    if (s instanceof JAssignStmt a && a.getRightOp() instanceof AbstractInvokeExpr e) {
      return e;
    }
    return null;
  }
}

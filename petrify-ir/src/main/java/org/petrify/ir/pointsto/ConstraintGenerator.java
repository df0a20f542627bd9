package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JNewMultiArrayExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.FieldModifier;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;

/**
 * Turns the statements of one reachable method instance into constraints: copies and casts
 * become subset edges, {@code new} and lambdas objects, field and array accesses loads and
 * stores (array pseudo-fields as described on {@link PointsToAnalysis}), calls
 * {@link Invocation}s (static ones dispatched at once, virtual ones per receiver object).
 * Exception objects are not tracked; the translation follows the handlers.
 *
 * <p>Locals are keyed by {@link MethodCode#localKey} at the statement being generated, so a
 * local redefined in unrolled iterations has one node per definition, each also flowing into
 * the node of the plain local name.
 */
final class ConstraintGenerator {
  private final Origins origins;
  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private final ContextPolicy contexts;
  private final CallGraph calls;
  private final CallDispatcher dispatcher;
  private final List<Caveat> caveats;
  /** The statement whose constraints are being generated; locals are keyed by it. */
  private int current;
  private UpdaterFields updaterFields;
  /** Which statements run in an instance with known parameters; null: every one. */
  private final ParameterBranches branches;
  private final CastFilters castFilters;

  ConstraintGenerator(Origins origins, ConstraintSolver solver, HeapObjects heap,
      ContextPolicy contexts, CallGraph calls, CallDispatcher dispatcher, List<Caveat> caveats,
      ParameterBranches branches) {
    this.branches = branches;
    this.castFilters = new CastFilters(calls.code(), heap);
    this.origins = origins;
    this.solver = solver;
    this.heap = heap;
    this.contexts = contexts;
    this.calls = calls;
    this.dispatcher = dispatcher;
    this.caveats = caveats;
  }

  /** The pseudo-field holding a lambda's i-th captured value. */
  static String capture(int i) {
    return "$cap" + i;
  }

  /**
   * Generates the constraints of an instance's statements; of an instance with known
   * parameters, only of the statements some run reaches ({@link ParameterBranches}).
   */
  void generate(MethodInstance mi, MethodCode body) {
    List<Stmt> stmts = body.stmts();
    ParameterBranches.Feasible feasible = branches == null ? null
        : branches.feasible(mi, body);
    for (int i = 0; i < stmts.size(); i++) {
      if (feasible != null && !feasible.reached()[i]) {
        continue;
      }
      current = i;
      Stmt s = stmts.get(i);
      Origin origin = origins.of(mi.method(), s);
      if (s instanceof JIdentityStmt id) {
        int dst = localNode(mi, id.getLeftOp());
        if (id.getRightOp() instanceof JThisRef) {
          solver.addEdge(solver.node(new NodeKey.This(mi)), dst);
        } else if (id.getRightOp() instanceof JParameterRef p) {
          parameter(solver.node(new NodeKey.Param(mi, p.getIndex())), p, dst);
        }
      } else if (s instanceof JAssignStmt a) {
        assign(mi, i, a, origin);
      } else if (s instanceof JInvokeStmt inv) {
        invoke(mi, i, inv.getInvokeExpr().orElseThrow(), null, origin);
      } else if (s instanceof JReturnStmt r && valueNode(mi, r.getOp()) >= 0) {
        solver.addEdge(valueNode(mi, r.getOp()), solver.node(new NodeKey.Return(mi)));
      }
    }
  }

  /**
   * {@code dst = @parameterN: T}: a subset edge filtered by {@code T} ({@link CastFilters})
   * when {@code T} is a known class that is not an interface, a plain one otherwise. Sound
   * because the verifier checks, at every invoke, that each argument is assignable to a
   * class-typed parameter of the descriptor (interfaces are treated as {@code Object}, so they
   * are not filtered), and every way the JVM calls a method with arguments it did not verify
   * checks them first (reflection throws {@code IllegalArgumentException}, a lambda's class
   * casts): an object whose exact class is no {@code T} is never such a parameter's value.
   */
  private void parameter(int param, JParameterRef p, int dst) {
    edge(param, dst, p.getType() instanceof ClassType t
        && calls.code().anyClass(t).filter(c -> !c.isInterface()).isPresent()
        ? castFilters.of(t) : null);
  }

  /** A subset edge, filtered by {@code filter} unless it is null ({@link CastFilters}). */
  private void edge(int from, int to, java.util.function.IntPredicate filter) {
    if (filter == null) {
      solver.addEdge(from, to);
    } else {
      solver.addFilteredEdge(from, to, filter);
    }
  }

  /** The node of a local at the statement being generated. */
  private int localNode(MethodInstance mi, Local l) {
    String key = calls.body(mi).localKey(current, l);
    int n = solver.node(new NodeKey.LocalVar(mi, key));
    if (!key.equals(l.getName())) {
      solver.addEdge(n, solver.node(new NodeKey.LocalVar(mi, l.getName())));
    }
    return n;
  }

  private void assign(MethodInstance mi, int index, JAssignStmt a, Origin origin) {
    Value lhs = a.getLeftOp();
    Value rhs = a.getRightOp();
    if (rhs instanceof AbstractInvokeExpr inv) {
      invoke(mi, index, inv, lhs instanceof Local l ? l : null, origin);
      return;
    }
    if (lhs instanceof Local l && rhs instanceof JCastExpr c && c.getOp() instanceof Local src) {
      cast(mi, c, src, l);
    } else if (lhs instanceof Local l) {
      readInto(mi, index, rhs, localNode(mi, l), origin);
    } else if (lhs instanceof JInstanceFieldRef f) {
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        solver.addStore(localNode(mi, f.getBase()), f.getFieldSignature().getName(), src);
      }
    } else if (lhs instanceof JStaticFieldRef f) {
      calls.initializeClass(f.getFieldSignature().getDeclClassType());
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        solver.addEdge(src, solver.node(new NodeKey.StaticField(resolvedName(f))));
      }
    } else if (lhs instanceof JArrayRef ar) {
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        int base = localNode(mi, ar.getBase());
        solver.addStore(base, indexField(mi, index, ar), src);
        solver.addStore(base, PointsToAnalysis.ALL_ELEMENTS, src);
      }
    }
  }

  private void readInto(MethodInstance mi, int index, Value rhs, int dst, Origin origin) {
    if (rhs instanceof Local src) {
      solver.addEdge(localNode(mi, src), dst);
    } else if (rhs instanceof ClassConstant cc) {
      solver.addObject(dst, heap.classObject(className(cc)).id());
    } else if (rhs instanceof StringConstant) {
      dispatcher.foreignStrings(dst);
    } else if (rhs instanceof JNewExpr n) {
      ClassType t = n.getType();
      calls.initializeClass(t);
      solver.addObject(dst, allocation(mi, index, t.getFullyQualifiedName(), origin).id());
    } else if (rhs instanceof JNewMultiArrayExpr m) {
      AbstractObject outer = allocation(mi, index, m.getType().toString(), origin);
      solver.addObject(dst, outer.id());
      multiArrayRows(mi, index, outer, m.getSizeCount(), origin);
    } else if (rhs instanceof JNewArrayExpr) {
      solver.addObject(dst, allocation(mi, index, rhs.getType().toString(), origin).id());
    } else if (rhs instanceof JInstanceFieldRef f) {
      solver.addLoad(localNode(mi, f.getBase()), f.getFieldSignature().getName(), dst);
    } else if (rhs instanceof JStaticFieldRef f) {
      calls.initializeClass(f.getFieldSignature().getDeclClassType());
      int field = solver.node(new NodeKey.StaticField(resolvedName(f)));
      String stream = standardStream(staticName(f));
      if (stream != null) {
        solver.addObject(field, heap.standardStream(stream).id());
      } else if (!calls.code().isApplication(f.getFieldSignature().getDeclClassType())) {
        dispatcher.opaqueValue(field, f.getType()); // a JDK object no set shows
      }
      solver.addEdge(field, dst);
    } else if (rhs instanceof JArrayRef ar) {
      int base = localNode(mi, ar.getBase());
      if (calls.body(mi).intValue(index, ar.getIndex()) != null) {
        solver.addLoad(base, indexField(mi, index, ar), dst);
        solver.addLoad(base, PointsToAnalysis.UNKNOWN_INDEX, dst);
      } else {
        solver.addLoad(base, PointsToAnalysis.ALL_ELEMENTS, dst);
      }
    }
  }

  /**
   * {@code dst = (T) src}: a subset edge filtered by the cast's type ({@link CastFilters}) when
   * it is a checkcast of the bytecode to a class or interface type, a plain one otherwise (a
   * cast to {@code Object} or to an array type, one into a type assigner's temporary).
   */
  private void cast(MethodInstance mi, JCastExpr c, Local src, Local lhs) {
    int dst = localNode(mi, lhs);
    edge(localNode(mi, src), dst, c.getType() instanceof ClassType t
        && !lhs.getName().startsWith(StableTemporaries.PREFIX) ? castFilters.of(t) : null);
  }

  /** True for {@code a.clone()} on an array (the JVM's copy, no code of any class runs). */
  private static boolean isArrayClone(AbstractInvokeExpr expr) {
    return expr instanceof AbstractInstanceInvokeExpr ii && expr.getArgs().isEmpty()
        && expr.getMethodSignature().getName().equals("clone")
        && ii.getBase().getType() instanceof sootup.core.types.ArrayType;
  }

  /**
   * {@code r = a.clone()} on an array: a new array allocated at the call site, as
   * {@code new T[a.length]} followed by a copy of every element ({@code a}'s elements flow into
   * the copy's elements at an unknown index). The copy is the caller's own object until it is
   * published, like any allocation; without this it had no object at all and stood for every
   * array in the race check.
   */
  private void arrayClone(MethodInstance mi, int index, Local base, int res, Origin origin) {
    arrayCopyOf(mi, index, () -> localNode(mi, base), base.getType().toString(), res, origin, 0);
  }

  /**
   * A new array of type {@code type} allocated at statement {@code index}, into {@code res},
   * holding the elements of the arrays in node {@code source} (asked after the allocation, in
   * the order the solver always saw): {@link #arrayClone} and {@code Arrays.copyOf} ({@link
   * #arrayCopy}). With a known {@code shift} (source index {@code k} lands at {@code k +
   * shift}) the positions are kept ({@link #copyElements}); with a null one every element is
   * stored at the unknown index.
   */
  private void arrayCopyOf(MethodInstance mi, int index, java.util.function.IntSupplier source,
      String type, int res, Origin origin, Integer shift) {
    AbstractObject copy = allocation(mi, index, type, origin);
    solver.addObject(res, copy.id());
    int from = source.getAsInt();
    int copyNode = solver.node(new NodeKey.LocalVar(mi, "$copy#" + index));
    solver.addObject(copyNode, copy.id());
    copyElements(mi, "$clone#" + index, from, copyNode, shift);
  }

  /**
   * The elements of the arrays in node {@code from} copied into those in node {@code to}: all
   * of them into all elements ({@code [*]}); with a known {@code shift}, the source's element
   * stored at known index {@code k} into index {@code k + shift} of the copy ({@link
   * ConstraintSolver#addIndexedCopy}) and its unknown-index ones into the copy's unknown index;
   * with a null shift every element into the unknown index.
   *
   * <p><b>Soundness of the shift.</b> Every store into an array is one at a known index
   * ({@code [k]}) or at the unknown one ({@code []}), besides {@code [*]}; so at every moment a
   * runtime array's element {@code k} is null or among its abstract object's {@code [k]} and
   * {@code []} (a model that fills an array under {@code [*]} alone also stores at {@code []}).
   * A JVM copy reads each source element once and writes it to the index shifted by the same
   * amount ({@code clone}, {@code copyOf}: 0; {@code copyOfRange(a, from, to)}: {@code -from};
   * {@code arraycopy(s, sp, d, dp, n)}: {@code dp - sp}; an overlapping {@code arraycopy}
   * behaves as if through a temporary array, JLS-wise the same values), so the copy's element
   * {@code j} was the source's element {@code j - shift} at the moment of the copy: among the
   * source's {@code [j - shift]} and {@code []}, which the copy's {@code [j]} and {@code []}
   * now include. The copy's other indices keep what was stored into them otherwise (flow-
   * insensitively, a union). Elements past the copied range or length are not copied at all,
   * so over-copying all of the source's indices only adds objects.
   */
  private void copyElements(MethodInstance mi, String name, int from, int to, Integer shift) {
    int elements = solver.node(new NodeKey.LocalVar(mi, name));
    solver.addLoad(from, PointsToAnalysis.ALL_ELEMENTS, elements);
    solver.addStore(to, PointsToAnalysis.ALL_ELEMENTS, elements);
    if (shift == null) {
      solver.addStore(to, PointsToAnalysis.UNKNOWN_INDEX, elements);
      return;
    }
    int unknown = solver.node(new NodeKey.LocalVar(mi, name + "[]"));
    solver.addLoad(from, PointsToAnalysis.UNKNOWN_INDEX, unknown);
    solver.addStore(to, PointsToAnalysis.UNKNOWN_INDEX, unknown);
    solver.addIndexedCopy(from, to, shift);
  }

  /** The exact int value of {@code v} at statement {@code index} of {@code mi}, or null. */
  private Integer intAt(MethodInstance mi, int index, Value v) {
    if (v instanceof sootup.core.jimple.common.constant.IntConstant c) {
      return c.getValue();
    }
    return v instanceof Local l ? calls.body(mi).intValue(index, l) : null;
  }

  /**
   * {@code r = Enum.valueOf(E.class, name)} (the body of every enum's generated {@code
   * valueOf(String)}) for an application enum {@code E}: {@code r} is one of {@code E}'s
   * constants, the objects of its enum fields. Sound because {@code Enum.valueOf} returns an
   * element of {@code E}'s constant directory or throws, and that directory holds exactly the
   * values of the enum fields, assigned by {@code E}'s class initialisation (JLS 8.9.2). Without
   * this the result had no object and a lock taken on it was an unknown lock.
   */
  private void enumValueOf(AbstractInvokeExpr expr, int res) {
    MethodSignature sig = expr.getMethodSignature();
    if (!(expr instanceof JStaticInvokeExpr) || !sig.getName().equals("valueOf")
        || expr.getArgCount() != 2 || !(expr.getArg(0) instanceof ClassConstant cc)
        || !sig.getDeclClassType().getFullyQualifiedName().equals("java.lang.Enum")) {
      return;
    }
    String enumClass = className(cc);
    ClassType type = calls.code().classType(enumClass);
    calls.code().applicationClass(type).filter(c -> c.isEnum()).ifPresent(c -> {
      calls.initializeClass(type);
      CodeBase.<sootup.java.core.JavaSootField>fieldsInOrder(c).stream()
          .filter(f -> f.isStatic() && f.getModifiers().contains(FieldModifier.ENUM))
          .forEach(f -> solver.addEdge(
              solver.node(new NodeKey.StaticField(enumClass + "." + f.getName())), res));
    });
  }

  /**
   * For {@code E.valueOf("NAME")}, a call of an application enum's generated {@code
   * valueOf(String)} with a literal that names one of {@code E}'s constants (a field of its
   * constant initialisation, {@link EnumTables#ordinals}), the key of that field; else null. The
   * generated method passes the name to {@code Enum.valueOf}, which returns the constant whose
   * {@code name()} it is, and javac gives each constant its field's name; a class cannot declare
   * a {@code valueOf(String)} of its own next to the generated one.
   */
  private String namedEnumConstant(AbstractInvokeExpr expr) {
    MethodSignature sig = expr.getMethodSignature();
    if (!(expr instanceof JStaticInvokeExpr) || !sig.getName().equals("valueOf")
        || expr.getArgCount() != 1 || !(expr.getArg(0) instanceof StringConstant name)) {
      return null;
    }
    String enumClass = sig.getDeclClassType().getFullyQualifiedName();
    return calls.code().enums().ordinals(enumClass).containsKey(name.getValue())
        ? enumClass + "." + name.getValue() : null;
  }

  private AbstractObject allocation(MethodInstance mi, int index, String type, Origin origin) {
    AbstractObject o = heap.object("new:" + mi.method().getSignature() + "#" + index,
        contexts.heapContext(mi), AbstractObject.Kind.ALLOCATION, type,
        type + "@" + Origins.shortPlace(origin), origin, null);
    heap.allocated(o, mi, calls.isInLoop(mi, index));
    return o;
  }

  /**
   * The rows of {@code new T[a][b]...}: the JVM allocates an array for every dimension given a
   * size but the last, each element of an outer array being a fresh inner one. One abstract
   * object per dimension stands for all its rows (at every index: {@code ALL_ELEMENTS} and
   * {@code UNKNOWN_INDEX}, which reads at a constant index also see). Before, the outer array's
   * elements had no object, so {@code g[i][j] = new Thread(..)} lost the thread (an UNSOUND
   * {@code empty-thread} at its start) and {@code synchronized (locks[i][j])} its lock.
   * Dimensions without a size ({@code new T[2][]}) hold null.
   */
  private void multiArrayRows(MethodInstance mi, int index, AbstractObject outer, int sized,
      Origin origin) {
    AbstractObject array = outer;
    String type = outer.type();
    for (int d = 1; d < sized && type.endsWith("[]"); d++) {
      type = type.substring(0, type.length() - 2);
      AbstractObject row = heap.object("new:" + mi.method().getSignature() + "#" + index
          + "/row" + d, contexts.heapContext(mi), AbstractObject.Kind.ALLOCATION, type,
          type + "@" + Origins.shortPlace(origin) + "/row" + d, origin, null);
      heap.allocated(row, mi, calls.isInLoop(mi, index));
      solver.addObject(solver.fieldNode(array.id(), PointsToAnalysis.ALL_ELEMENTS), row.id());
      solver.addObject(solver.fieldNode(array.id(), PointsToAnalysis.UNKNOWN_INDEX), row.id());
      array = row;
    }
  }

  private String indexField(MethodInstance mi, int index, JArrayRef ar) {
    Integer k = calls.body(mi).intValue(index, ar.getIndex());
    return k != null ? "[" + k + "]" : PointsToAnalysis.UNKNOWN_INDEX;
  }

  /**
   * {@code out} or {@code err} for the static fields {@code System.out} and {@code System.err},
   * else null. The JVM sets them before {@code main}; {@code System.setOut}/{@code setErr}
   * store into them too ({@link #streamReplacement}).
   */
  private static String standardStream(String staticField) {
    return staticField.equals("java.lang.System.out") ? "out"
        : staticField.equals("java.lang.System.err") ? "err" : null;
  }

  /**
   * {@code System.setOut(s)}/{@code setErr(s)}: {@code s} flows into the static field, so a
   * later read of {@code System.out} may be the program's stream as well as the JVM's.
   */
  private void streamReplacement(AbstractInvokeExpr expr, List<Integer> args) {
    MethodSignature sig = expr.getMethodSignature();
    if (expr instanceof JStaticInvokeExpr && args.size() == 1 && args.get(0) >= 0
        && sig.getDeclClassType().getFullyQualifiedName().equals("java.lang.System")
        && (sig.getName().equals("setOut") || sig.getName().equals("setErr"))) {
      String field = "java.lang.System." + (sig.getName().equals("setOut") ? "out" : "err");
      solver.addEdge(args.get(0), solver.node(new NodeKey.StaticField(field)));
    }
  }

  /** {@code pkg.Cls.name}, the key of a static field. */
  /**
   * The node name of a static field reference: the field its declaring class declares ({@link
   * CodeBase#staticFieldName}), so a read through a subclass or an implementing class sees the
   * objects stored through the declaring one.
   */
  private String resolvedName(JStaticFieldRef f) {
    return calls.code().staticFieldName(f.getFieldSignature().getDeclClassType(),
        f.getFieldSignature().getName());
  }

  static String staticName(JStaticFieldRef f) {
    return f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
        + f.getFieldSignature().getName();
  }

  /**
   * The JDK's element copies between arrays, which run no code of any class: {@code
   * System.arraycopy(src, i, dst, j, n)} stores {@code src}'s elements into {@code dst} at
   * indices the analysis does not know, and {@code Arrays.copyOf(a, n[, type])} / {@code
   * copyOfRange(a, from, to[, type])} return a new array allocated at the call site holding
   * {@code a}'s elements at unknown indices (as {@link #arrayClone}). Without this the copy's
   * elements had no object (an {@code unknown-lock} or {@code empty-thread} caveat where they
   * were locked or started). Sound: every element a copy may hold is one of the source's, and
   * a read of the copy at a constant index also sees the unknown index.
   */
  private void arrayCopy(MethodInstance mi, int index, AbstractInvokeExpr expr,
      List<Integer> args, int res, Origin origin) {
    if (!(expr instanceof JStaticInvokeExpr)) {
      return;
    }
    MethodSignature sig = expr.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (cls.equals("java.lang.System") && name.equals("arraycopy") && args.size() == 5) {
      if (args.get(0) >= 0 && args.get(2) >= 0) {
        Integer sp = intAt(mi, index, expr.getArg(1));
        Integer dp = intAt(mi, index, expr.getArg(3));
        copyElements(mi, "$arraycopy#" + index, args.get(0), args.get(2),
            sp == null || dp == null ? null : Math.toIntExact((long) dp - sp));
      }
    } else if (cls.equals("java.util.Arrays") && (name.equals("copyOf")
        || name.equals("copyOfRange")) && res >= 0 && !args.isEmpty() && args.get(0) >= 0
        && sig.getType() instanceof sootup.core.types.ArrayType) {
      int source = args.get(0);
      Integer shift = 0;
      if (name.equals("copyOfRange")) {
        Integer start = intAt(mi, index, expr.getArg(1));
        shift = start == null ? null : -start;
      }
      arrayCopyOf(mi, index, () -> source, sig.getType().toString(), res, origin, shift);
    }
  }

  /** JDK methods known to only read the elements of their array arguments. */
  private static final java.util.Set<String> ARRAY_READERS = java.util.Set.of(
      "java.util.Arrays.copyOf", "java.util.Arrays.copyOfRange", "java.util.Arrays.toString",
      "java.util.Arrays.deepToString", "java.util.Arrays.hashCode",
      "java.util.Arrays.deepHashCode", "java.util.Arrays.binarySearch",
      "java.util.Arrays.stream", "java.util.Arrays.equals", "java.util.Arrays.deepEquals",
      "java.util.Arrays.mismatch", "java.util.Arrays.compare", "java.util.List.of",
      "java.util.Set.of", "java.util.Map.of", "java.util.Objects.hash",
      "java.util.Collections.addAll", "java.util.stream.Stream.of", "java.util.EnumSet.of",
      "java.lang.System.arraycopy", "java.util.concurrent.ForkJoinTask.invokeAll",
      "java.lang.String.format", "java.lang.String.join", "java.lang.String.valueOf");

  /**
   * Element positions are lost where the JDK may move or write an array's elements: a JDK
   * method that receives an array (not one of {@link #ARRAY_READERS}; {@code arraycopy}'s
   * destination is {@link #arrayCopy}'s) may permute it ({@code Arrays.sort}, {@code
   * Collections.reverse} of an {@code Arrays.asList} view ...), so the array's elements are
   * also stored at its unknown index, which every constant-index read loads. {@code
   * Arrays.fill}'s value is stored into the array, and a list view {@code Arrays.asList(a)}
   * writes its contents back into {@code a} (its {@code set}, a sort or reverse through it).
   * Without this, {@code Collections.reverse(Arrays.asList(a))} left {@code a[0]} the first
   * element stored (a wrong HOLDS on main), and so did {@code Arrays.sort} of a clone once
   * copies kept positions. Sound by over-approximation: each element of the array after the
   * call is null, one it held before, or one the call wrote.
   */
  private void libraryArrayWrites(MethodInstance mi, int index, AbstractInvokeExpr expr,
      List<Integer> args, int res) {
    MethodSignature sig = expr.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    if (!(cls.startsWith("java.") || cls.startsWith("javax.") || cls.startsWith("jdk.")
        || cls.startsWith("sun.")) || ARRAY_READERS.contains(cls + "." + sig.getName())) {
      return;
    }
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i) < 0 || !(expr.getArg(i).getType()
          instanceof sootup.core.types.ArrayType)) {
        continue;
      }
      int array = args.get(i);
      int elements = solver.node(new NodeKey.LocalVar(mi, "$jdkArray#" + index + "/" + i));
      solver.addLoad(array, PointsToAnalysis.ALL_ELEMENTS, elements);
      solver.addStore(array, PointsToAnalysis.UNKNOWN_INDEX, elements);
      if (cls.equals("java.util.Arrays") && sig.getName().equals("fill")
          && args.get(args.size() - 1) >= 0) {
        solver.addStore(array, PointsToAnalysis.ALL_ELEMENTS, args.get(args.size() - 1));
        solver.addStore(array, PointsToAnalysis.UNKNOWN_INDEX, args.get(args.size() - 1));
      }
      if (cls.equals("java.util.Arrays") && sig.getName().equals("asList") && res >= 0) {
        int written = solver.node(new NodeKey.LocalVar(mi, "$asListWrites#" + index));
        solver.addLoad(res, PointsToAnalysis.CONTENT, written);
        solver.addStore(array, PointsToAnalysis.ALL_ELEMENTS, written);
        solver.addStore(array, PointsToAnalysis.UNKNOWN_INDEX, written);
      }
    }
  }

  /**
   * {@code Class.forName} of a constant name ({@link ClassForName}): the result is that class's
   * object, and an initialising call is an active use of the class, which makes its static
   * initialiser reachable as a {@code new} or a static field access does.
   */
  private void forName(AbstractInvokeExpr expr, int res) {
    String loaded = ClassForName.loaded(expr);
    if (loaded == null) {
      return;
    }
    if (res >= 0) {
      solver.addObject(res, heap.classObject(loaded).id());
    }
    if (ClassForName.initialised(expr) != null) {
      calls.initializeClass(calls.code().classType(loaded));
    }
  }

  /** The binary name of the class a class literal denotes. */
  static String className(ClassConstant cc) {
    String v = cc.getValue();
    if (v.startsWith("L") && v.endsWith(";")) {
      v = v.substring(1, v.length() - 1);
    }
    return v.replace('/', '.');
  }

  /** The node holding an immediate's objects, or -1 for primitives, null and strings. */
  private int valueNode(MethodInstance mi, Value value) {
    Value v = value instanceof JCastExpr c ? c.getOp() : value;
    if (v instanceof Local l) {
      return l.getType() instanceof PrimitiveType ? -1 : localNode(mi, l);
    }
    if (v instanceof ClassConstant cc) {
      AbstractObject o = heap.classObject(className(cc));
      int n = solver.node(new NodeKey.Constant(o.id()));
      solver.addObject(n, o.id());
      return n;
    }
    return -1;
  }

  private void invoke(MethodInstance mi, int index, AbstractInvokeExpr expr, Local result,
      Origin origin) {
    CallKey key = new CallKey(mi, index);
    calls.callSite(key);
    List<Integer> args = new ArrayList<>();
    for (Immediate a : expr.getArgs()) {
      args.add(valueNode(mi, a));
    }
    int res = result == null || result.getType() instanceof PrimitiveType ? -1
        : localNode(mi, result);
    if (res >= 0) {
      dispatcher.library().positions().statementResult(res);
    }
    MethodCode body = calls.body(mi);
    Integer trip = body.nextPosition(index);
    if (trip != null && res >= 0 && expr instanceof AbstractInstanceInvokeExpr it
        && IteratorLoops.positional(body, index)) {
      // the trip's element, not any element (IteratorLoops)
      solver.addLoad(localNode(mi, it.getBase()), "[" + trip + "]", res);
      res = -1;
    }
    Integer at = positionalGet(body, index, expr);
    if (at != null && res >= 0) {
      // list.get(k) at a known k of a list whose elements have known positions
      solver.addLoad(localNode(mi, ((AbstractInstanceInvokeExpr) expr).getBase()),
          "[" + at + "]", res);
      res = -1;
    }
    Integer read = res >= 0 ? positionalRead(body, index, expr) : null;
    if (read != null) {
      // the receiver's objects decide (PositionalLists)
      dispatcher.library().positions().readAt(key, read);
    }
    String component = EntryComponents.componentRead(body, expr);
    if (component != null && res >= 0) {
      // entry.getKey()/getValue() of a Map.entry result: that component only
      solver.addLoad(localNode(mi, ((AbstractInstanceInvokeExpr) expr).getBase()), component,
          res);
      res = -1;
    }
    if (res >= 0 && EntryComponents.isFactory(expr)) {
      entryComponents(mi, index, args, res, origin);
    }
    positions(mi, index, expr, args, res);
    if (IteratorLoops.positionalCopy(body, index) && args.get(0) >= 0) {
      // new ArrayList<>(List.of(e0, ...)): element k of the copy is ek (IteratorLoops)
      solver.addIndexedCopy(args.get(0), localNode(mi, ((JSpecialInvokeExpr) expr).getBase()),
          0);
    }
    streamReplacement(expr, args);
    if (res >= 0 && isArrayClone(expr)) {
      arrayClone(mi, index, ((AbstractInstanceInvokeExpr) expr).getBase(), res, origin);
    }
    arrayCopy(mi, index, expr, args, res, origin);
    libraryArrayWrites(mi, index, expr, args, res);
    forName(expr, res);
    if (res >= 0) {
      enumValueOf(expr, res);
      String constant = namedEnumConstant(expr);
      if (constant != null) {
        // the named constant only; the generated method's return would add every constant
        solver.addEdge(solver.node(new NodeKey.StaticField(constant)), res);
        res = -1;
      }
    }
    if (expr instanceof JDynamicInvokeExpr dyn) {
      lambda(mi, index, dyn, args, res, origin);
      return;
    }
    if (UpdaterFields.isUpdaterCall(expr)) {
      updater(mi, expr, args, res);
    }
    Invocation inv = new Invocation(key, expr.getMethodSignature(),
        expr instanceof JSpecialInvokeExpr || expr instanceof JStaticInvokeExpr, args, res,
        m -> calls.addCallee(key, m), origin, expr.getArgs());
    if (expr instanceof JStaticInvokeExpr) {
      calls.initializeClass(expr.getMethodSignature().getDeclClassType());
      dispatcher.dispatch(inv, null);
    } else if (expr instanceof AbstractInstanceInvokeExpr ii) {
      calls.ordinaryCall(inv);
      solver.addCall(localNode(mi, ii.getBase()), inv);
      if (!isArrayClone(expr)) {
        dispatcher.jdkCallStatement(inv); // an array's clone is arrayClone's
      }
      if (expr.getMethodSignature().getName().equals("addShutdownHook") && expr
          .getMethodSignature().getDeclClassType().getFullyQualifiedName()
          .equals("java.lang.Runtime")) {
        // the Runtime object is no abstract object: the hook's start needs none (LibraryEffects)
        dispatcher.dispatch(inv, null);
      }
    }
  }

  /**
   * {@code r = Map.entry(k, v)}: an entry object allocated at the call site ({@code
   * KeyValueHolder}, besides what the library model gives) with {@code k} and {@code v} in its
   * {@link EntryComponents} fields.
   */
  private void entryComponents(MethodInstance mi, int index, List<Integer> args, int res,
      Origin origin) {
    AbstractObject entry = allocation(mi, index, "java.util.KeyValueHolder", origin);
    solver.addObject(res, entry.id());
    int made = solver.node(new NodeKey.LocalVar(mi, "$entry#" + index));
    solver.addObject(made, entry.id());
    if (args.get(0) >= 0) {
      solver.addStore(made, EntryComponents.KEY, args.get(0));
    }
    if (args.get(1) >= 0) {
      solver.addStore(made, EntryComponents.VALUE, args.get(1));
    }
  }

  /**
   * The index {@code k} when statement {@code index} is {@code list.get(k)} with {@code k}
   * known there ({@link MethodCode#intValue}, e.g. the counter of an unrolled loop) on a list
   * whose elements have known positions ({@link IteratorLoops#positionalCollection}); else
   * null.
   */
  private static Integer positionalGet(MethodCode body, int index, AbstractInvokeExpr expr) {
    AbstractInstanceInvokeExpr call = IteratorLoops.indexedGet(expr);
    if (call == null) {
      return endGet(body, index, expr);
    }
    Integer k = body.intValue(index, expr.getArg(0));
    if (k == null || k < 0) {
      return null;
    }
    IteratorLoops.Use list = IteratorLoops.source(body, index, call.getBase());
    return IteratorLoops.positionalCollection(body, list.at(), list.local()) ? k : null;
  }

  /**
   * The index a positional read of a list reads whatever its receiver: {@code get(k)} with
   * {@code k} known at the call ({@link MethodCode#intValue}), 0 for {@code getFirst()},
   * {@link PositionalLists#LAST} for {@code getLast()}; else null.
   */
  private static Integer positionalRead(MethodCode body, int index, AbstractInvokeExpr expr) {
    if (IteratorLoops.indexedGet(expr) != null) {
      Integer k = body.intValue(index, expr.getArg(0));
      return k != null && k >= 0 ? k : null;
    }
    if (!(expr instanceof AbstractInstanceInvokeExpr) || expr.getArgCount() != 0) {
      return null;
    }
    String name = expr.getMethodSignature().getName();
    return name.equals("getFirst") ? Integer.valueOf(0)
        : name.equals("getLast") ? Integer.valueOf(PositionalLists.LAST) : null;
  }

  /**
   * The index {@code getFirst()} / {@code getLast()} read when statement {@code index} is one
   * of them on a collection whose elements have known positions ({@link
   * IteratorLoops#positionalCollection}): 0, and {@code n - 1} for its size {@code n} known
   * there ({@link IteratorLoops#size}); else null. Sound: on such a collection ({@code
   * List.of}, or a list or deque that only grows by {@code add}), {@code getFirst()} is element
   * 0 and {@code getLast()} element {@code size() - 1} ({@code SequencedCollection},
   * {@code Deque}); on an empty one they throw and return nothing.
   */
  private static Integer endGet(MethodCode body, int index, AbstractInvokeExpr expr) {
    if (!(expr instanceof AbstractInstanceInvokeExpr call) || expr.getArgCount() != 0) {
      return null;
    }
    String name = expr.getMethodSignature().getName();
    if (!name.equals("getFirst") && !name.equals("getLast")) {
      return null;
    }
    IteratorLoops.Use list = IteratorLoops.source(body, index, call.getBase());
    if (!IteratorLoops.positionalCollection(body, list.at(), list.local())) {
      return null;
    }
    if (name.equals("getFirst")) {
      return 0;
    }
    int n = IteratorLoops.size(body, list.at(), list.local(), 0);
    return n >= 1 ? n - 1 : null;
  }

  /**
   * The positions of list elements that {@link IteratorLoops} knows: {@code List.of(e0, ...)}
   * stores {@code ek} in its result's pseudo-field {@code [k]}, and an {@code add(e)} at a known
   * position {@code k} ({@link MethodCode#addPosition}) stores {@code e} in the receiver's
   * {@code [k]}, besides the container's {@code $content} that the library summary fills.
   */
  private void positions(MethodInstance mi, int index, AbstractInvokeExpr expr,
      List<Integer> args, int res) {
    if (expr instanceof JStaticInvokeExpr s && res >= 0 && IteratorLoops.isListOfElements(s)) {
      for (int k = 0; k < args.size(); k++) {
        if (args.get(k) >= 0) {
          solver.addStore(res, "[" + k + "]", args.get(k));
        }
      }
      return;
    }
    Integer k = calls.body(mi).addPosition(index);
    if (k != null && expr instanceof AbstractInstanceInvokeExpr ii && args.size() == 1
        && args.get(0) >= 0) {
      solver.addStore(localNode(mi, ii.getBase()), "[" + k + "]", args.get(0));
    }
  }

  /**
   * A call on a field updater or var handle whose field {@link UpdaterFields} resolves: a write
   * stores its last argument into that field of the objects its first argument holds, a read
   * loads the field into the result, as the field store and load would.
   */
  private void updater(MethodInstance mi, AbstractInvokeExpr expr, List<Integer> args,
      int res) {
    if (!(expr instanceof AbstractInstanceInvokeExpr ii) || args.isEmpty()
        || !(expr.getArg(0) instanceof Local target)
        || target.getType() instanceof PrimitiveType) {
      return;
    }
    if (updaterFields == null) {
      updaterFields = new UpdaterFields(calls.code());
    }
    String field = updaterFields.field(calls.body(mi), ii.getBase());
    if (field == null) {
      return;
    }
    String name = expr.getMethodSignature().getName();
    int object = localNode(mi, target);
    if (UpdaterFields.writes(name) && args.size() > 1 && args.get(args.size() - 1) >= 0) {
      solver.addStore(object, field, args.get(args.size() - 1));
    }
    if (UpdaterFields.reads(name) && res >= 0) {
      solver.addLoad(object, field, res);
    }
  }

  /**
   * A {@code LambdaMetafactory} call site creates a lambda object whose captured arguments go
   * to its {@link #capture} fields; string concatenation, records' object methods and pattern
   * switches have no effect; other bootstraps are reported as not modelled (UNSOUND).
   */
  private void lambda(MethodInstance mi, int index, JDynamicInvokeExpr dyn, List<Integer> args,
      int res, Origin origin) {
    String bootstrap = dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (!bootstrap.equals("java.lang.invoke.LambdaMetafactory")) {
      if (bootstrap.equals("java.lang.invoke.StringConcatFactory")
          || bootstrap.equals("java.lang.runtime.ObjectMethods")) {
        dispatcher.library().dynamicElementCalls(new CallKey(mi, index), origin, bootstrap,
            dyn.getMethodSignature().getName(), dyn.getBootstrapArgs(), args);
      }
      if (!bootstrap.equals("java.lang.invoke.StringConcatFactory")
          && !bootstrap.equals("java.lang.runtime.ObjectMethods")
          && !bootstrap.equals("java.lang.runtime.SwitchBootstraps")) {
        caveats.add(new Caveat("invokedynamic", origin, "bootstrap " + bootstrap
            + " is not modelled; the call site does nothing", Caveat.Effect.UNSOUND));
      }
      return;
    }
    MethodHandle handle = null;
    for (Immediate b : dyn.getBootstrapArgs()) {
      if (b instanceof MethodHandle h && h.isMethodRef()) {
        handle = h;
        break;
      }
    }
    if (handle == null || res < 0) {
      return;
    }
    MethodSignature target = (MethodSignature) handle.getReferenceSignature();
    String readable = target.getDeclClassType().getFullyQualifiedName() + "::" + target.getName()
        + "@" + Origins.shortPlace(origin);
    AbstractObject o = heap.object("lambda:" + mi.method().getSignature() + "#" + index,
        contexts.heapContext(mi), AbstractObject.Kind.LAMBDA,
        dyn.getMethodSignature().getType().toString(), readable, origin,
        new AbstractObject.Lambda(handle, dyn.getMethodSignature().getName(), args.size()));
    heap.allocated(o, mi, false);
    heap.captured(o, new ArgumentSite(mi, index, List.copyOf(dyn.getArgs())));
    solver.addObject(res, o.id());
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i) >= 0) {
        solver.addEdge(args.get(i), solver.fieldNode(o.id(), capture(i)));
      }
    }
  }
}

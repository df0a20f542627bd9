package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Correlates a caller's branch on the result of an application call with the path the callee
 * took, and two tests of one local with each other: the rules of {@link ProcedureTranslator}
 * for results, arguments and tested locals.
 *
 * <p><b>1. Refinement.</b> An {@code if} that compares a local {@code x} with a constant by
 * {@code ==} or {@code !=} and that the environment cannot decide continues, on each branch,
 * with {@code x} pinned to what the branch implies ({@link #refine}): on the equal side the
 * constant ({@code null} or the int); on the unequal side {@code nonnull} for a reference and
 * the other value for a {@code boolean} (an int learns nothing there). The locals that {@link
 * MustCopies} proves equal to {@code x} at the {@code if} are pinned with it. Sound: the pinned
 * value is the one every run taking that branch has in {@code x} (and its copies) until the next
 * write of the local, which forgets it ({@code Environment.without}); only locals whose value
 * may decide a later test ({@link #worthRefining}) are pinned, so that copies of statements
 * are made only where a later decision can use them. For those locals an assignment of a
 * known value (a constant, a {@code new} object) pins it too.
 *
 * <p><b>2. Result exits.</b> rb procedures have two exits, the normal one and the exceptional
 * one ({@code raise}), and a {@code call ... else handler} continues at the handler after the
 * latter. A call {@code l = m(...)} whose result {@code l} may decide a later test ({@link
 * #correlates}), with {@code m} returning a {@code boolean} or a reference and
 * every callee an application method instance with a body, calls instead a <em>result
 * variant</em> of each callee ({@link #variant}): the callee translated again with every
 * {@code return v} leaving by the normal exit when {@code v} is known to be {@code true}
 * (non-null), by the exceptional exit when it is known to be {@code false} ({@code null}), and
 * by a choice between both when it is not known (then it is as precise as before, never less
 * sound). The caller continues after the normal exit with {@code l} pinned to {@code true}
 * ({@code nonnull}), and after the exceptional exit with {@code l} pinned to {@code false}
 * ({@code null}) or, if the callee may throw, in the handlers the call had, the two told
 * apart by the variant's thrown flag ({@link ThrownFlags}). Every Java run
 * of the call is a run of the model: a return of {@code true} ends at the normal exit (known
 * or chosen), after which the caller's {@code l} is {@code true}; a return of {@code false}
 * ends at the exceptional exit with the flag clear, after which the caller continues with
 * {@code false}; an exception ends there too with the flag set and goes to the handlers. The variant's other commands are the
 * callee's, so locks, waits and writes are unchanged; a synchronized callee releases its
 * monitor on both exits. {@link Skeleton} keeps both exits apart when it slices the variant
 * (a sliced call becomes a choice among the outcomes the variant may have).
 *
 * <p><b>3. Known arguments.</b> A result variant is made per tuple of the argument values the
 * caller knows at the call (an int, an enum constant, {@code null} or {@code nonnull}, pinned in
 * its environment, and the one object a reference argument refers to, {@link
 * ObjectParameters}): the variant starts with its parameter locals pinned to them. The values
 * hold at the callee's entry in every run from that call, which is the only one that enters
 * the variant. So a static helper that tests its parameter, {@code isNull(p)}, decides the test
 * from what the caller learnt about {@code p}, and its result flows back by the exits.
 *
 * <p><b>4. Int results.</b> A call {@code l = m(...)} of an {@code int}-like method whose result
 * may decide a later test calls an {@link Kind#INT} result variant: every {@code return v}
 * stores the value {@code v} has there (or {@code *} when unknown) in the callee's per-thread
 * result variable and leaves by the normal exit; the caller switches on that variable after
 * the call and goes on with {@code l} pinned to the value read ({@link IntResults}, which
 * states the invariant). So {@code allocated() >= 1}, where {@code allocated()} returns
 * {@code free.size() + used.size()} of counted collections, is decided as the JVM decides it.
 * Only results that are tested against constants (directly or through copies, {@link
 * #worthRefining}) are correlated: a result that flows through arithmetic or is compared with
 * another local is not.
 *
 * <p>Not correlated (the branch stays a nondeterministic choice): results of JDK methods
 * (except those the library models pin, as {@code tryLock}), calls that also start threads or
 * have library commands, Mockito stubs, int results of calls whose callees are several Java
 * methods, and calls beyond {@link #MAX_VARIANTS} variants.
 */
final class ResultExits {
  /** The most result variants made in a program (more calls stay uncorrelated). */
  static final int MAX_VARIANTS = 2000;

  /** How the result splits between the two exits. */
  enum Kind {
    /** {@code boolean}: {@code true} by the normal exit, {@code false} by the exceptional. */
    BOOLEAN,
    /** A reference: non-null by the normal exit, {@code null} by the exceptional. */
    REFERENCE,
    /**
     * An {@code int}-like result ({@code int}, {@code short}, {@code char}, {@code byte}):
     * every return leaves by the normal exit after storing its value in the callee's result
     * variable ({@link IntResults}), which the caller reads; the exceptional exit carries
     * exceptions only.
     */
    INT,
    /**
     * No split: an argument variant ({@link ArgumentVariants}), whose returns leave by the
     * normal exit as the method's do.
     */
    ARGUMENTS
  }

  /**
   * A result variant: the callee, the split, and the caller's known value of each argument
   * ({@code null} entries: unknown). There are finitely many (pinned ints lie in the method's
   * bounded range), and at most {@link #MAX_VARIANTS}; a variant whose code makes the same
   * correlated call again calls itself (recursion, as the method does).
   */
  record Variant(MethodInstance callee, Kind kind, List<LocalValue> arguments,
      List<AbstractObject> objects, String receiverLock) {
    /**
     * @param objects per argument, the one abstract object the caller's argument refers to
     *     when it is not null ({@link ObjectParameters}), or {@code null}; an empty list: none
     * @param receiverLock the instance lock of the callee's receiver, which the caller holds
     *     and has pinned ({@link ReceiverInstances}), or {@code null}
     */
    Variant {
      arguments = java.util.Collections.unmodifiableList(new ArrayList<>(arguments));
      objects = objects.stream().allMatch(java.util.Objects::isNull) ? List.of()
          : java.util.Collections.unmodifiableList(new ArrayList<>(objects));
    }

    Variant(MethodInstance callee, Kind kind, List<LocalValue> arguments,
        List<AbstractObject> objects) {
      this(callee, kind, arguments, objects, null);
    }

    Variant(MethodInstance callee, Kind kind, List<LocalValue> arguments) {
      this(callee, kind, arguments, List.of(), null);
    }

    /** The object argument {@code k} is pinned to, or null. */
    AbstractObject object(int k) {
      return k < objects.size() ? objects.get(k) : null;
    }
  }

  private final TranslationContext tc;
  private final Map<Variant, String> names = new LinkedHashMap<>();
  private final Map<MethodCode, MustCopies> copies = new IdentityHashMap<>();
  private final Map<MethodCode, Set<String>> used = new IdentityHashMap<>();
  private final Map<MethodCode, Set<String>> usedOrReturned = new IdentityHashMap<>();

  ResultExits(TranslationContext tc) {
    this.tc = tc;
  }

  // ---------------------------------------------------------------- refinement

  /**
   * The values an undecided {@code if} implies on its taken ({@code conditionTrue}) or
   * fall-through side: the tested local and its copies, or an empty map.
   */
  Map<String, LocalValue> refine(MethodCode code, int i, JIfStmt f, boolean conditionTrue,
      boolean returnsMatter) {
    AbstractConditionExpr cond = f.getCondition();
    if (!(cond instanceof JEqExpr) && !(cond instanceof JNeExpr)) {
      return Map.of();
    }
    Value a = cond.getOp1();
    Value b = cond.getOp2();
    if (!(a instanceof Local) && b instanceof Local) {
      Value t = a;
      a = b;
      b = t;
    }
    if (!(a instanceof Local x) || !(b instanceof IntConstant || b instanceof NullConstant)) {
      return Map.of();
    }
    if (!worthRefining(code, x.getName(), returnsMatter)) {
      return Map.of();
    }
    boolean equal = (cond instanceof JEqExpr) == conditionTrue;
    LocalValue v;
    if (b instanceof NullConstant) {
      v = equal ? new LocalValue.Null() : new LocalValue.NonNull();
    } else {
      int k = ((IntConstant) b).getValue();
      if (equal) {
        v = new LocalValue.Int(k);
      } else if (isBoolean(x.getType()) && (k == 0 || k == 1)) {
        v = new LocalValue.Int(1 - k);
      } else {
        return Map.of();
      }
    }
    Map<String, LocalValue> out = new LinkedHashMap<>();
    out.put(x.getName(), v);
    for (String c : copies(code).copiesOf(i, x.getName())) {
      out.put(c, v);
    }
    return out;
  }

  private MustCopies copies(MethodCode code) {
    return copies.computeIfAbsent(code, MustCopies::new);
  }

  /**
   * True if the local's value may decide something later: it is tested against a constant,
   * or (if {@code returnsMatter}: in a result variant) returned, or copied to or from such a
   * local, or passed as an argument of a call whose result is such a local and may be
   * correlated (a {@code boolean}, int or reference result), or passed as a {@code boolean}
   * argument of any call (javac computes {@code check(!b, ...)} as {@code 1} or {@code 0} on two
   * branches; pinned, the argument variant of {@link ArgumentVariants} decides the callee's test
   * of it): a least fixpoint over the method.
   */
  boolean worthRefining(MethodCode code, String local, boolean returnsMatter) {
    return returnsMatter
        ? usedOrReturned.computeIfAbsent(code, c -> usedLocals(c, true)).contains(local)
        : used.computeIfAbsent(code, c -> usedLocals(c, false)).contains(local);
  }

  private static Set<String> usedLocals(MethodCode code, boolean returns) {
    Set<String> out = new LinkedHashSet<>();
    List<String[]> copyEdges = new ArrayList<>();
    List<Map.Entry<String, List<String>>> calls = new ArrayList<>();
    for (Stmt s : code.stmts()) {
      AbstractInvokeExpr call = MethodCode.invokeOf(s);
      if (call != null) {
        for (Immediate arg : call.getArgs()) {
          if (arg instanceof Local l && isBoolean(l.getType())) {
            out.add(l.getName());
          }
        }
      }
      if (s instanceof JIfStmt f) {
        AbstractConditionExpr c = f.getCondition();
        if (c.getOp1() instanceof Local l && isConstant(c.getOp2())) {
          out.add(l.getName());
        }
        if (c.getOp2() instanceof Local l && isConstant(c.getOp1())) {
          out.add(l.getName());
        }
      } else if (returns && s instanceof JReturnStmt r && r.getOp() instanceof Local l) {
        out.add(l.getName());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d) {
        if (a.getRightOp() instanceof Local src) {
          copyEdges.add(new String[] {d.getName(), src.getName()});
        } else if (a.getRightOp() instanceof AbstractInvokeExpr inv && kindOf(inv) != null) {
          List<String> args = new ArrayList<>();
          for (Immediate arg : inv.getArgs()) {
            if (arg instanceof Local l) {
              args.add(l.getName());
            }
          }
          calls.add(Map.entry(d.getName(), args));
        }
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String[] e : copyEdges) {
        if (out.contains(e[0]) != out.contains(e[1])) {
          out.add(e[0]);
          out.add(e[1]);
          changed = true;
        }
      }
      for (Map.Entry<String, List<String>> c : calls) {
        if (out.contains(c.getKey()) && out.addAll(c.getValue())) {
          changed = true;
        }
      }
    }
    return Set.copyOf(out);
  }

  private static boolean isConstant(Value v) {
    return v instanceof IntConstant || v instanceof NullConstant;
  }

  private static boolean isBoolean(Type t) {
    return t instanceof PrimitiveType.BooleanType;
  }

  // ---------------------------------------------------------------- result exits

  /** The split of a call's result by its declared return type, or {@code null}. */
  static Kind kindOf(AbstractInvokeExpr inv) {
    Type t = inv.getMethodSignature().getType();
    if (isBoolean(t)) {
      return Kind.BOOLEAN;
    }
    if (IntResults.isIntLike(t)) {
      return Kind.INT;
    }
    return t instanceof PrimitiveType || t.toString().equals("void") ? null : Kind.REFERENCE;
  }

  /**
   * The split for {@code lhs = inv} at statement {@code i} of {@code mi}, or {@code null} when
   * the call is not correlated: the result is of a split kind and used again (see {@link
   * #worthRefining}), every callee is an application method instance with a body, the call
   * starts no thread and is no Mockito stub ({@code inVariant}: the caller is a result
   * variant, whose returned locals are used too).
   */
  Kind correlates(MethodInstance mi, MethodCode code, int i, AbstractInvokeExpr inv, Local lhs,
      boolean inVariant) {
    Kind kind = kindOf(inv);
    if (kind == Kind.REFERENCE && tc.nullness().nulls().isNull(mi, lhs)) {
      return null; // every run stores null in it (NullLocals): its tests are decided already
    }
    if (kind == null || names.size() >= MAX_VARIANTS
        || !worthRefining(code, lhs.getName(), inVariant)) {
      return null;
    }
    List<MethodInstance> callees = List.copyOf(tc.pts().callees(mi, i));
    // a receiver whose runtime class runs a JDK method has no callee here: its result is the
    // library's, unknown (NullLocals.everyTargetWired)
    if (callees.isEmpty() || !NullLocals.everyTargetWired(tc.pts(), mi, i, inv)
        || !tc.pts().threadsStartedAt(mi, i).isEmpty()
        || tc.pts().mayThrowStubbed(mi, i)) {
      return null;
    }
    for (MethodInstance c : callees) {
      if (tc.pts().body(c) == null || !sameKind(c, kind)) {
        return null;
      }
    }
    if (kind == Kind.INT && !tc.intResults().oneVariable(callees)) {
      return null; // the caller reads one result variable after the call
    }
    return kind;
  }

  private static boolean sameKind(MethodInstance c, Kind kind) {
    Type t = c.method().getReturnType();
    return kind == Kind.BOOLEAN ? isBoolean(t)
        : kind == Kind.INT ? IntResults.isIntLike(t)
        : !(t instanceof PrimitiveType) && !t.toString().equals("void");
  }

  /** The name of the result variant, registering it for translation on first use. */
  String variant(Variant v) {
    String known = names.get(v);
    if (known != null) {
      return known;
    }
    StringBuilder b = new StringBuilder(tc.procedureName(v.callee()));
    b.append(v.kind() == Kind.ARGUMENTS ? "#args"
        : "#result:" + switch (v.kind()) {
          case BOOLEAN -> "boolean";
          case INT -> "int";
          default -> "null";
        });
    for (int k = 0; k < v.arguments().size(); k++) {
      LocalValue a = v.arguments().get(k);
      if (a != null) {
        b.append(",p").append(k).append('=').append(text(a));
      }
    }
    for (int k = 0; k < v.objects().size(); k++) {
      if (v.object(k) != null) {
        b.append(",p").append(k).append("=@").append(v.object(k).name());
      }
    }
    if (v.receiverLock() != null) {
      // the position among the receiver's locks: unique per callee (lock names are not tokens)
      b.append(",this=").append(new MonitorLocks(tc, v.callee(), tc.pts().body(v.callee()))
          .ofMethod().indexOf(v.receiverLock()) + 1);
    }
    String name = b.toString();
    names.put(v, name);
    return name;
  }

  private static String text(LocalValue v) {
    if (v instanceof LocalValue.Int i) {
      return Long.toString(i.value());
    } else if (v instanceof LocalValue.EnumConstant c) {
      return c.name();
    } else if (v instanceof LocalValue.Singleton s) {
      return s.field();
    } else if (v instanceof LocalValue.Other o) {
      return "nonnull!" + String.join("!", o.not());
    } else if (v instanceof LocalValue.Text t) {
      return "text:" + org.petrify.ir.pointsto.NameText.escaped(t.value());
    }
    return v instanceof LocalValue.Null ? "null" : "nonnull";
  }

  /** The number of variants registered so far. */
  int size() {
    return names.size();
  }

  /** True if the variant has been registered. */
  boolean registered(Variant v) {
    return names.containsKey(v);
  }

  /** The variants registered so far, in registration order (translation may add more). */
  List<Map.Entry<Variant, String>> variants() {
    return new ArrayList<>(names.entrySet());
  }

  /** An argument value a variant may be specialised on: ints, enums and null-ness. */
  static LocalValue argumentValue(LocalValue v) {
    if (v instanceof LocalValue.Finals) {
      return new LocalValue.NonNull();
    }
    return v instanceof LocalValue.Int || v instanceof LocalValue.Null
        || LocalValue.isObject(v) ? v : null;
  }

  /**
   * The value the caller's result local has after the callee's normal exit; for {@link
   * Kind#INT} none here (the caller reads the callee's result variable).
   */
  static LocalValue normalValue(Kind kind) {
    if (kind == Kind.INT) {
      return null;
    }
    return kind == Kind.BOOLEAN ? new LocalValue.Int(1) : new LocalValue.NonNull();
  }

  /** The value the caller's result local has after a return by the exceptional exit. */
  static LocalValue raisedValue(Kind kind) {
    return kind == Kind.BOOLEAN ? new LocalValue.Int(0) : new LocalValue.Null();
  }

  /**
   * In a result variant of split {@code kind}, where {@code return v} goes: {@code TRUE} the
   * normal exit, {@code FALSE} the exceptional exit, {@code null} a choice of both (unknown).
   */
  static Boolean normalExit(Kind kind, LocalValue v) {
    if (kind == Kind.BOOLEAN) {
      return v instanceof LocalValue.Int i ? i.value() != 0 : null;
    }
    if (v instanceof LocalValue.Null) {
      return false;
    }
    return LocalValue.isObject(v) ? true : null;
  }
}

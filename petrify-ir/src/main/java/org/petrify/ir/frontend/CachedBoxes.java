package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;

/**
 * Monitors on cached boxes: the rb lock of a monitor operand that provably holds one of the
 * boxes the JDK keeps once per value, or null.
 *
 * <p>Rule (JLS 5.1.7, and the {@code valueOf} contracts): boxing a {@code boolean}, a {@code
 * char} up to {@code \u007f}, or a {@code byte}, {@code short} or {@code int} between -128 and
 * 127 yields the same object every time, in every class and thread; {@code Long.valueOf}
 * promises the same for -128 to 127, and {@code Boolean.TRUE}/{@code FALSE} are those boxes.
 * javac compiles boxing to these {@code valueOf} calls. So every monitor operand holding such
 * a box locks one object per type and value, and one rb lock per (type, value) is that
 * object's monitor, like the interned string literals of {@link MonitorLocks#literalLock}.
 * Boxes outside those ranges may or may not be shared ({@code -XX:AutoBoxCacheMax}): they stay
 * the unknown lock.
 *
 * <p>An operand is followed back through its one reaching definition (copies and casts, up to
 * {@link #MAX_COPIES} links) to a {@code valueOf} of a constant, {@code Boolean.TRUE/FALSE},
 * or a {@code static final} field of the program that holds one box wherever it is read
 * ({@link StaticSingletons}: written only by its class's initialiser, on every path, and read
 * only after that initialisation), each of whose writes stores a box, or a parameter (a
 * lambda's captured value included) for which every call passes a box. The operand then holds
 * one of the boxes found, and its locks are a choice among theirs. {@code Boolean.valueOf(b)}
 * of a {@code b} not known is one of the two boolean boxes (its contract: it returns {@code
 * TRUE} or {@code FALSE}, never a new object). A {@code valueOf(x)} of a local whose value
 * the translation knows at the monitor (a parameter the call sites pass as constants, a tracked
 * value; nothing assigning {@code x} between the call and the monitor) is the box of that
 * value when it is cached; a known value outside the cache and an unknown value keep the
 * points-to objects or the unknown lock, since such a box may be a fresh object or, for {@code
 * Integer} above 127, a cached one.
 */
final class CachedBoxes {
  private static final int MAX_COPIES = 8;
  /** The most statements {@link Monitor#unchangedBetween} looks at. */
  private static final int MAX_BETWEEN = 64;
  private static final Map<String, long[]> CACHED = Map.of(
      "java.lang.Integer", new long[] {-128, 127},
      "java.lang.Short", new long[] {-128, 127},
      "java.lang.Byte", new long[] {-128, 127},
      "java.lang.Long", new long[] {-128, 127},
      "java.lang.Character", new long[] {0, 127},
      "java.lang.Boolean", new long[] {0, 1});

  private final PointsToResult pts;
  private final StaticSingletons statics;

  CachedBoxes(PointsToResult pts, StaticSingletons statics) {
    this.pts = pts;
    this.statics = statics;
  }

  /**
   * The rb locks of the cached boxes {@code op} may hold at statement {@code at} of {@code mi}
   * (one, or both booleans' for a {@code Boolean.valueOf} of a value not known), or null.
   */
  List<String> lock(MethodInstance mi, MethodCode code, Value op, int at) {
    return lock(mi, code, op, at, l -> null);
  }

  /**
   * As above; {@code known} gives the value the translation knows a local of {@code mi} has at
   * statement {@code at} (null if none): the boxing {@code valueOf(x)} of a local {@code x} of
   * {@code mi} that nothing assigns between the call and {@code at} holds the box of that
   * value.
   */
  List<String> lock(MethodInstance mi, MethodCode code, Value op, int at,
      Function<Local, LocalValue> known) {
    Set<String> boxes = box(mi, code, op, at, 0, new Monitor(code, at, known));
    return boxes == null ? null : List.copyOf(new TreeSet<>(boxes)); // a stable order
  }

  /**
   * The monitor statement {@code at} of the method instance being translated, with the values
   * the translation knows there.
   */
  private record Monitor(MethodCode code, int at, Function<Local, LocalValue> known) {
    /**
     * The value {@code arg} has at statement {@code call} of {@code code}, when it is a local
     * that no statement between the two assigns (it still holds the value known at the
     * monitor), else null.
     */
    Long valueAt(MethodCode code, int call, Value arg) {
      if (code != this.code || !(arg instanceof Local x)) {
        return null;
      }
      return unchangedBetween(code, call, at, x)
          && known.apply(x) instanceof LocalValue.Int k ? k.value() : null;
    }

    /**
     * True if no statement control can reach from {@code from} (normally or through a
     * handler) without passing {@code to} assigns {@code x}, looking at most {@link
     * #MAX_BETWEEN} statements: every run from {@code from} to {@code to} keeps its value.
     */
    private static boolean unchangedBetween(MethodCode code, int from, int to, Local x) {
      java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>(List.of(from));
      Set<Integer> seen = new java.util.HashSet<>(work);
      while (!work.isEmpty()) {
        int k = work.pop();
        if (k != from && code.stmt(k) instanceof JAssignStmt a && a.getLeftOp().equals(x)
            || seen.size() > MAX_BETWEEN) {
          return false;
        }
        List<Integer> next = new java.util.ArrayList<>(code.handlers(k).values());
        for (int s : code.successors(k)) {
          next.add(s);
        }
        for (int s : next) {
          if (s != to && seen.add(s)) {
            work.push(s);
          }
        }
      }
      return true;
    }
  }

  private Set<String> box(MethodInstance mi, MethodCode code, Value op, int at, int depth,
      Monitor monitor) {
    if (depth > MAX_COPIES) {
      return null;
    }
    if (op instanceof JStaticFieldRef f) {
      return field(mi, f, depth);
    }
    if (op instanceof JStaticInvokeExpr call) {
      return valueOf(call, monitor == null || call.getArgCount() != 1 ? null
          : monitor.valueAt(code, at, call.getArg(0)));
    }
    if (!(op instanceof Local l)) {
      return null;
    }
    Integer def = code.reachingDef(at, l);
    if (def != null && code.stmt(def) instanceof JIdentityStmt id
        && id.getRightOp() instanceof JParameterRef p) {
      return parameter(mi, p.getIndex(), depth);
    }
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
    return box(mi, code, rhs, def, depth + 1, monitor);
  }

  /**
   * The box every call of {@code mi} passes for parameter {@code p} (a lambda's captured values
   * included), or null when a site passes something else or the instance is also invoked in a
   * way no call statement shows ({@link PointsToResult#argumentSites} is then empty).
   */
  private Set<String> parameter(MethodInstance mi, int p, int depth) {
    Set<String> found = null;
    for (ArgumentSite site : pts.argumentSites(mi)) {
      ArgumentSite written = site.siteOf(p);
      MethodCode caller = pts.body(written.caller());
      Value arg = site.argument(p);
      Set<String> box = caller == null || arg == null ? null
          : box(written.caller(), caller, arg, written.stmtIndex(), depth + 1, null);
      if (box == null) {
        return null;
      }
      found = union(found, box);
    }
    return found;
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    if (a == null) {
      return b;
    }
    Set<String> out = new TreeSet<>(a);
    out.addAll(b);
    return out;
  }

  private Set<String> field(MethodInstance mi, JStaticFieldRef f, int depth) {
    String owner = f.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    String name = f.getFieldSignature().getName();
    if (owner.equals("java.lang.Boolean") && (name.equals("TRUE") || name.equals("FALSE"))) {
      return Set.of(lockName("java.lang.Boolean", name.equals("TRUE") ? 1 : 0));
    }
    String key = statics == null ? null : statics.key(f);
    if (key == null || !statics.readAfterInit(mi, key)) {
      return null;
    }
    Set<String> found = null;
    for (Map.Entry<MethodInstance, Integer> w : statics.writes().get(key)) {
      MethodCode init = pts.body(w.getKey());
      if (init == null || !(init.stmt(w.getValue()) instanceof JAssignStmt a)) {
        return null;
      }
      Set<String> box = box(w.getKey(), init, a.getRightOp(), w.getValue(), depth + 1, null);
      if (box == null) {
        return null;
      }
      found = union(found, box);
    }
    return found;
  }

  /**
   * The box of {@code T.valueOf(constant)} for a cached constant, or of {@code T.valueOf(x)}
   * for an {@code x} whose value {@code known} is (null if not known) and is cached; both boxes
   * of {@code Boolean.valueOf(b)} for a {@code boolean} {@code b} not known (it returns {@code
   * TRUE} or {@code FALSE}); else null.
   */
  private static Set<String> valueOf(JStaticInvokeExpr call, Long known) {
    String type = call.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    long[] range = CACHED.get(type);
    List<? extends Value> args = call.getArgs();
    if (range == null || !call.getMethodSignature().getName().equals("valueOf")
        || args.size() != 1 || call.getMethodSignature().getParameterTypes().get(0)
            .toString().equals("java.lang.String")) {
      return null;
    }
    Value arg = args.get(0);
    long v;
    if (arg instanceof IntConstant i) {
      v = i.getValue();
    } else if (arg instanceof LongConstant l) {
      v = l.getValue();
    } else if (known != null) {
      v = type.equals("java.lang.Boolean") ? (known != 0 ? 1 : 0) : known;
    } else if (type.equals("java.lang.Boolean")
        && call.getMethodSignature().getParameterTypes().get(0).toString().equals("boolean")) {
      return Set.of(lockName(type, 0), lockName(type, 1));
    } else {
      return null;
    }
    return v < range[0] || v > range[1] ? null : Set.of(lockName(type, v));
  }

  /** The rb lock of the box of {@code value} (0 and 1 for booleans) of class {@code type}. */
  static String lockName(String type, long value) {
    String shown = type.equals("java.lang.Boolean") ? Boolean.toString(value != 0)
        : type.equals("java.lang.Character") ? "u" + String.format("%04x", value)
        : value < 0 ? "minus" + -value : Long.toString(value);
    return type + ".valueOf." + shown;
  }
}

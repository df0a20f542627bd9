package org.petrify.ir.frontend;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The values of {@code java.time.Duration} references built from constants, and the results of
 * queries on them: {@code d.isNegative()} where every {@code Duration} that {@code d} may hold
 * comes from {@code Duration.ofMillis(-1L)} is {@code true}, so commons-pool2's
 * {@code isPositive(delay)} of its default "no evictor" delay is decided and no evictor timer
 * is started.
 *
 * <p><b>Values.</b> {@link #valuesOf} gives the set of {@code Duration} values a reference
 * immediate of a method instance may hold when it is not {@code null}, or null (unknown). It
 * follows definitions backwards, flow-insensitively: the union over every definition of a
 * local in the body; a parameter is the union over the arguments of every call statement that
 * invokes the instance ({@link PointsToResult#argumentSites}; an instance also invoked another
 * way, by the library, a lambda or reflection, has no sites and is unknown); a cast is its
 * operand; {@code null} adds nothing; {@code Duration.ZERO} and the static factories {@code
 * ofDays/ofHours/ofMinutes/ofSeconds/ofMillis/ofNanos} of known {@code long} arguments are
 * the JDK's own result (computed here by the same final, pure JDK methods); {@code Duration}'s
 * pure methods returning a {@code Duration} ({@code negated}, {@code abs}, {@code plus*},
 * {@code minus*}, {@code multipliedBy}, {@code dividedBy}, {@code with*}) are applied to every
 * combination of known operands; {@code Objects.requireNonNull} returns its argument; a call of
 * application code is the union of what every callee the points-to analysis gives returns
 * (an instance call only when its receiver's objects are all application objects, so no
 * library override can be dispatched to); a field of an application class (static or
 * instance) is the union over every write of it in reachable code, when no reflective,
 * {@code Unsafe}, updater or deserializing write may reach it ({@link ReflectedFields},
 * {@link FieldUpdaters}); anything else ({@code long} values too: constants, or locals and
 * parameters defined only by them) is unknown. A factory or operation that throws on a value
 * (overflow) adds nothing for it, as no reference is produced. At most {@link #MAX_VALUES}
 * values and {@link #MAX_DEPTH} steps; a recursive chain is unknown.
 *
 * <p><b>Soundness.</b> {@code Duration} is a final, immutable class whose objects the
 * program can only obtain from the JDK; a non-null reference read from a local, field,
 * parameter or result carries one of the values stored there by some write or definition,
 * every write of an application field in reachable code is a plain store listed here
 * (the excluded writers are the only others), a field's default value is {@code null}, and
 * an argument site lists every caller. The query of a reference that is {@code null} throws
 * {@code NullPointerException} before giving a result, so null never needs a value. A query
 * ({@link #query}) answers only when every value gives the same result (a {@code long} or
 * {@code int} result that fits, or a {@code boolean}); for a value on which it throws (an
 * overflowing {@code toNanos}) the call gives no result either. The call itself is still
 * translated as before; only the value of its result local becomes known.
 */
final class ConstantDurations {
  /** How many steps back (copies, calls, fields) a value is followed. */
  static final int MAX_DEPTH = 24;
  /** The most distinct values a reference may have before it is unknown. */
  static final int MAX_VALUES = 16;
  private static final String DURATION = "java.time.Duration";
  private static final Set<String> QUERIES = Set.of("isNegative", "isZero", "isPositive",
      "compareTo", "equals", "toMillis", "toSeconds", "getSeconds", "toNanos", "getNano",
      "toMinutes", "toHours", "toDays", "toMillisPart", "toSecondsPart", "toNanosPart",
      "toMinutesPart", "toHoursPart", "toDaysPart");

  private final PointsToResult pts;
  private final ApplicationFields app;
  /** Per application field, its writes (method instance, statement), built on first use. */
  private Map<FieldKey, List<Map.Entry<MethodInstance, Integer>>> writes;
  /** Fields written behind the model's back (null: any field may be). */
  private Set<FieldKey> behind;
  private final Map<Object, Set<Object>> memo = new HashMap<>();
  private final Set<Object> inProgress = new java.util.HashSet<>();

  ConstantDurations(PointsToResult pts, ApplicationFields app) {
    this.pts = pts;
    this.app = app;
  }

  /** True if the call is a query on a {@code Duration} this class may answer. */
  static boolean isQuery(AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(DURATION)
        && QUERIES.contains(inv.getMethodSignature().getName())
        && inv.getArgs().size() <= 1
        && !inv.getMethodSignature().getType().toString().equals(DURATION);
  }

  /**
   * The result of the query {@code inv} at statement {@code at} of {@code mi} when every value
   * its receiver (and argument) may hold gives the same one, or null.
   */
  Long query(MethodInstance mi, AbstractInvokeExpr inv) {
    if (!isQuery(inv) || pts.code() == null) {
      return null;
    }
    Set<Object> receivers = valuesOf(mi, ((AbstractInstanceInvokeExpr) inv).getBase(), 0);
    List<Set<Object>> args = new ArrayList<>();
    for (Value a : inv.getArgs()) {
      Set<Object> v = valuesOf(mi, a, 0);
      if (v == null) {
        return null;
      }
      args.add(v);
    }
    if (receivers == null || receivers.isEmpty()) {
      return null;
    }
    Set<Long> results = new LinkedHashSet<>();
    for (Object r : receivers) {
      for (Object a : args.isEmpty() ? List.<Object>of(Boolean.TRUE) : args.get(0)) {
        Long x = ask((Duration) r, inv.getMethodSignature().getName(), args.isEmpty() ? null : a);
        if (x == UNKNOWN) {
          return null;
        }
        if (x != null) {
          results.add(x);
        }
      }
    }
    if (results.size() != 1) {
      return null;
    }
    long v = results.iterator().next();
    boolean isLong = inv.getMethodSignature().getType().toString().equals("long");
    return isLong || JvmArithmetic.fitsInt(v) ? v : null;
  }

  /** Marks a query this class cannot answer for some value (distinct from "throws": null). */
  private static final Long UNKNOWN = Long.MIN_VALUE + 0x5eedL;

  /** The query on {@code d}: its result, null if it throws, {@link #UNKNOWN} if not known. */
  private static Long ask(Duration d, String name, Object arg) {
    try {
      return switch (name) {
        case "isNegative" -> d.isNegative() ? 1L : 0L;
        case "isZero" -> d.isZero() ? 1L : 0L;
        case "isPositive" -> !d.isNegative() && !d.isZero() ? 1L : 0L;
        case "compareTo" -> arg instanceof Duration o ? signOnly(d.compareTo(o)) : UNKNOWN;
        case "equals" -> arg instanceof Duration o ? d.equals(o) ? 1L : 0L : UNKNOWN;
        case "toMillis" -> d.toMillis();
        case "toSeconds", "getSeconds" -> d.getSeconds();
        case "toNanos" -> d.toNanos();
        case "getNano", "toNanosPart" -> (long) d.getNano();
        case "toMinutes" -> d.toMinutes();
        case "toHours" -> d.toHours();
        case "toDays" -> d.toDays();
        case "toMillisPart" -> (long) d.toMillisPart();
        case "toSecondsPart" -> (long) d.toSecondsPart();
        case "toMinutesPart" -> (long) d.toMinutesPart();
        case "toHoursPart" -> (long) d.toHoursPart();
        case "toDaysPart" -> d.toDaysPart();
        default -> UNKNOWN;
      };
    } catch (ArithmeticException e) {
      return null;
    }
  }

  /**
   * A {@code compareTo} result: its sign is specified, its magnitude is not (the JDK returns a
   * difference of nanoseconds when the seconds agree), so only -1, 0 and 1 are answered.
   */
  private static Long signOnly(int cmp) {
    return cmp >= -1 && cmp <= 1 ? (long) cmp : UNKNOWN;
  }

  /**
   * The non-null values (a {@link Duration}, or a {@link Long} for a {@code long} or int
   * immediate) {@code v} may hold in {@code mi}, or null (unknown).
   */
  Set<Object> valuesOf(MethodInstance mi, Value v, int depth) {
    Long c = JvmArithmetic.constant(v);
    if (c != null) {
      return Set.of(c);
    }
    if (v instanceof NullConstant) {
      return Set.of();
    }
    if (v instanceof JCastExpr cast) {
      return cast.getType() instanceof sootup.core.types.PrimitiveType ? null
          : valuesOf(mi, cast.getOp(), depth);
    }
    if (depth > MAX_DEPTH) {
      return null;
    }
    if (v instanceof JFieldRef f) {
      if (f.getFieldSignature().getDeclClassType().getFullyQualifiedName().equals(DURATION)) {
        return f.getFieldSignature().getName().equals("ZERO") ? Set.of(Duration.ZERO) : null;
      }
      return app.key(f.getFieldSignature()).map(k -> fieldValues(k, depth + 1)).orElse(null);
    }
    if (!(v instanceof Local l)) {
      return null;
    }
    return remembered(List.of(mi, l.getName()), () -> localValues(mi, l, depth));
  }

  private Set<Object> localValues(MethodInstance mi, Local l, int depth) {
    MethodCode code = pts.body(mi);
    if (code == null) {
      return null;
    }
    Set<Object> out = new LinkedHashSet<>();
    boolean defined = false;
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (s.getDef().filter(d -> d instanceof Local x && x.getName().equals(l.getName()))
          .isEmpty()) {
        continue;
      }
      defined = true;
      Set<Object> d;
      if (s instanceof JAssignStmt a && a.getRightOp() instanceof AbstractInvokeExpr inv) {
        d = callValues(mi, i, inv, depth + 1);
      } else if (s instanceof JAssignStmt a) {
        d = valuesOf(mi, a.getRightOp(), depth + 1);
      } else if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
        d = parameterValues(mi, p.getIndex(), depth + 1);
      } else {
        d = null;
      }
      if (d == null || !addAll(out, d)) {
        return null;
      }
    }
    return defined ? out : null;
  }

  private Set<Object> parameterValues(MethodInstance mi, int p, int depth) {
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return null;
    }
    Set<Object> out = new LinkedHashSet<>();
    for (ArgumentSite site : sites) {
      Value arg = site.argument(p);
      Set<Object> v = arg == null ? null : valuesOf(site.siteOf(p).caller(), arg, depth);
      if (v == null || !addAll(out, v)) {
        return null;
      }
    }
    return out;
  }

  /** The values a call's result may hold: a JDK factory or operation, or the callees' returns. */
  private Set<Object> callValues(MethodInstance mi, int at, AbstractInvokeExpr inv, int depth) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (cls.equals("java.util.Objects") && name.equals("requireNonNull")
        && !inv.getArgs().isEmpty()) {
      return valuesOf(mi, inv.getArg(0), depth);
    }
    if (cls.equals(DURATION)) {
      return durationCall(mi, inv, depth);
    }
    if (pts.code().applicationClass(inv.getMethodSignature().getDeclClassType()).isEmpty()) {
      return null; // other library code (or a library interface a library object may implement)
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof JSpecialInvokeExpr)) {
      List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
      if (receivers.isEmpty() || receivers.stream().anyMatch(o ->
          o.kind() == AbstractObject.Kind.LIBRARY || o.kind() == AbstractObject.Kind.CLASS)) {
        return null;
      }
    }
    Set<MethodInstance> callees = pts.callees(mi, at);
    if (callees.isEmpty()) {
      return null;
    }
    Set<Object> out = new LinkedHashSet<>();
    for (MethodInstance callee : callees) {
      Set<Object> r = remembered(callee, () -> returnValues(callee, depth + 1));
      if (r == null || !addAll(out, r)) {
        return null;
      }
    }
    return out;
  }

  private Set<Object> returnValues(MethodInstance callee, int depth) {
    MethodCode code = pts.body(callee);
    if (code == null || pts.code().applicationClass(
        callee.method().getDeclaringClassType()).isEmpty()) {
      return null;
    }
    Set<Object> out = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JReturnStmt r) {
        Set<Object> v = valuesOf(callee, r.getOp(), depth);
        if (v == null || !addAll(out, v)) {
          return null;
        }
      }
    }
    return out;
  }

  /** A static factory or a pure operation of {@code Duration} on known operands. */
  private Set<Object> durationCall(MethodInstance mi, AbstractInvokeExpr inv, int depth) {
    String name = inv.getMethodSignature().getName();
    List<Set<Object>> operands = new ArrayList<>();
    if (inv instanceof AbstractInstanceInvokeExpr ii) {
      operands.add(valuesOf(mi, ii.getBase(), depth));
    }
    for (Value a : inv.getArgs()) {
      operands.add(valuesOf(mi, a, depth));
    }
    if (operands.contains(null) || operands.size() > 3) {
      return null;
    }
    Set<Object> out = new LinkedHashSet<>();
    List<List<Object>> combos = new ArrayList<>();
    combos.add(List.of());
    for (Set<Object> o : operands) {
      List<List<Object>> next = new ArrayList<>();
      for (List<Object> prefix : combos) {
        for (Object x : o) {
          List<Object> c = new ArrayList<>(prefix);
          c.add(x);
          next.add(c);
        }
      }
      combos = next;
      if (combos.size() > MAX_VALUES * MAX_VALUES) {
        return null;
      }
    }
    boolean isStatic = inv instanceof JStaticInvokeExpr;
    for (List<Object> c : combos) {
      Object r;
      try {
        r = isStatic ? factory(name, c) : operation(name, c);
      } catch (ArithmeticException | ClassCastException e) {
        continue; // throws: no reference produced
      }
      if (r == null) {
        return null;
      }
      out.add(r);
    }
    return out.size() > MAX_VALUES ? null : out;
  }

  private static Duration factory(String name, List<Object> a) {
    if (a.size() == 1 && a.get(0) instanceof Long n) {
      return switch (name) {
        case "ofDays" -> Duration.ofDays(n);
        case "ofHours" -> Duration.ofHours(n);
        case "ofMinutes" -> Duration.ofMinutes(n);
        case "ofSeconds" -> Duration.ofSeconds(n);
        case "ofMillis" -> Duration.ofMillis(n);
        case "ofNanos" -> Duration.ofNanos(n);
        default -> null;
      };
    }
    if (a.size() == 2 && name.equals("ofSeconds") && a.get(0) instanceof Long s
        && a.get(1) instanceof Long n) {
      return Duration.ofSeconds(s, n);
    }
    return null;
  }

  private static Duration operation(String name, List<Object> a) {
    Duration d = (Duration) a.get(0);
    if (a.size() == 1) {
      return switch (name) {
        case "negated" -> d.negated();
        case "abs" -> d.abs();
        default -> null;
      };
    }
    if (a.size() != 2) {
      return null;
    }
    if (a.get(1) instanceof Duration o) {
      return switch (name) {
        case "plus" -> d.plus(o);
        case "minus" -> d.minus(o);
        default -> null;
      };
    }
    long n = (Long) a.get(1);
    return switch (name) {
      case "plusDays" -> d.plusDays(n);
      case "plusHours" -> d.plusHours(n);
      case "plusMinutes" -> d.plusMinutes(n);
      case "plusSeconds" -> d.plusSeconds(n);
      case "plusMillis" -> d.plusMillis(n);
      case "plusNanos" -> d.plusNanos(n);
      case "minusDays" -> d.minusDays(n);
      case "minusHours" -> d.minusHours(n);
      case "minusMinutes" -> d.minusMinutes(n);
      case "minusSeconds" -> d.minusSeconds(n);
      case "minusMillis" -> d.minusMillis(n);
      case "minusNanos" -> d.minusNanos(n);
      case "multipliedBy" -> d.multipliedBy(n);
      case "dividedBy" -> d.dividedBy(n);
      case "withSeconds" -> d.withSeconds(n);
      case "withNanos" -> JvmArithmetic.fitsInt(n) ? d.withNanos((int) n) : null;
      default -> null;
    };
  }

  /** The union of the values every write of an application field stores, or null. */
  private Set<Object> fieldValues(FieldKey k, int depth) {
    if (writes == null) {
      collectWrites();
    }
    if (behind == null || behind.contains(k)) {
      return null;
    }
    return remembered(k, () -> {
      Set<Object> out = new LinkedHashSet<>();
      for (Map.Entry<MethodInstance, Integer> w : writes.getOrDefault(k, List.of())) {
        JAssignStmt a = (JAssignStmt) pts.body(w.getKey()).stmt(w.getValue());
        Set<Object> v = a.getRightOp() instanceof AbstractInvokeExpr inv
            ? callValues(w.getKey(), w.getValue(), inv, depth)
            : valuesOf(w.getKey(), a.getRightOp(), depth);
        if (v == null || !addAll(out, v)) {
          return null;
        }
      }
      return out;
    });
  }

  private void collectWrites() {
    writes = new HashMap<>();
    ReflectedFields reflected = ReflectedFields.of(pts);
    if (reflected.anyField() == null) {
      behind = new java.util.HashSet<>(reflected.written());
      behind.addAll(FieldUpdaters.of(pts).managed());
    }
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
          int at = i;
          app.key(f.getFieldSignature()).ifPresent(k ->
              writes.computeIfAbsent(k, x -> new ArrayList<>()).add(Map.entry(mi, at)));
        }
      }
    }
  }

  /** A memoised computation; a key met again while it is computed is unknown (recursion). */
  private Set<Object> remembered(Object key, java.util.function.Supplier<Set<Object>> compute) {
    if (memo.containsKey(key)) {
      return memo.get(key);
    }
    if (!inProgress.add(key)) {
      return null;
    }
    Set<Object> v = compute.get();
    inProgress.remove(key);
    memo.put(key, v == null ? null : Set.copyOf(v));
    return memo.get(key);
  }

  private static boolean addAll(Set<Object> out, Set<Object> more) {
    out.addAll(more);
    return out.size() <= MAX_VALUES;
  }
}

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * The monitors of {@link ProcedureTranslator}: the rb lock names a {@code monitorenter} or
 * {@code monitorexit} operand, or a synchronized method, may lock, and which lock a
 * {@code monitorexit} releases given the monitors pinned in its {@link Environment}.
 *
 * <p>Lock names come from {@link TranslationContext#monitorNames} per abstract object the
 * operand may point to, {@code C.class} for a class literal or a static synchronized method,
 * {@code "text"} for a string literal ({@link #literalLock}), the box's lock for a cached
 * box ({@link CachedBoxes}), and {@link
 * TranslationContext#unknownLock} when no object is known or the operand may also hold a
 * JDK object that no set shows ({@link org.petrify.ir.pointsto.PointsToResult#mayBeOpaque}),
 * so every list has at least one lock. A lock pinned for a local in the environment (chosen at the
 * {@code monitorenter} on it) is the only lock of that local until its exit.
 */
final class MonitorLocks {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;

  MonitorLocks(TranslationContext tc, MethodInstance mi, MethodCode code) {
    this.tc = tc;
    this.mi = mi;
    this.code = code;
  }

  /**
   * What a {@code monitorexit} releases: one of {@code locks} (a choice when several), and,
   * when the release is the one pinned for a local, that local (its pin ends), else null.
   */
  record Exit(List<String> locks, String unpinned) {}

  /** The locks of the method's own monitor (a synchronized method), for its first statement. */
  List<String> ofMethod() {
    if (mi.method().isStatic()) {
      return List.of(mi.method().getDeclaringClassType().getFullyQualifiedName() + ".class");
    }
    List<AbstractObject> objs = tc.pts().pointsTo(mi, 0, code.body().getThisLocal());
    List<String> names = new ArrayList<>();
    Origin first = tc.origins().of(mi.method(), code.stmts().get(0));
    for (AbstractObject o : objs) {
      names.addAll(tc.monitorNames(o, first));
    }
    if (names.isEmpty()) {
      names.add(tc.unknownLock(mi.method().getDeclaringClassType().getFullyQualifiedName(),
          tc.origins().of(mi.method())));
    }
    return names;
  }

  /** The lock names of a monitor operand at statement {@code at}: a pinned choice, its objects, or an unknown lock. */
  List<String> names(Value op, Environment env, int at, Origin origin) {
    return names(op, env, at, origin, x -> env.values().get(x.getName()));
  }

  /**
   * As above; {@code known} gives the value the translation knows a local has at {@code at}
   * (null if none), for the boxing of a known value ({@link CachedBoxes}).
   */
  List<String> names(Value op, Environment env, int at, Origin origin,
      java.util.function.Function<Local, LocalValue> known) {
    String pinned = op instanceof Local l ? env.monitors().get(l.getName()) : null;
    if (pinned != null) {
      return List.of(pinned);
    }
    if (op instanceof ClassConstant cc) {
      return List.of(TranslationContext.classLiteral(cc) + ".class");
    }
    String literal = stringLiteral(op, at, 0);
    if (literal != null) {
      return List.of(literalLock(literal));
    }
    List<String> boxes = tc.cachedBoxes().lock(mi, code, op, at, known);
    if (boxes != null) {
      return boxes;
    }
    List<String> names = new ArrayList<>();
    if (op instanceof Local l) {
      for (AbstractObject o : tc.polled().pointsTo(mi, at, l)) {
        names.addAll(tc.monitorNames(o, origin));
      }
      String own = names.size() > 1 && ReceiverInstances.isThis(code, at, l)
          ? ReceiverInstances.held(env, code, at) : null;
      if (own != null && names.contains(own)) {
        return List.of(own); // the instance of the receiver the thread holds (ReceiverInstances)
      }
      if (names.isEmpty()
          || tc.polled().mayBeOpaque(mi, at, l)) {
        // no object known, or also a JDK object no set shows (an interned literal, a cached box)
        names.add(tc.unknownLock(l.getType().toString(), origin));
      } else if (names.size() > 1 && containerRead(l, at, 0)) {
        tc.caveat("container-lock", origin, "the monitor taken here is read from a collection,"
            + " map or function and may be any of " + names.size() + " objects its elements may be;"
            + " the model takes any of them, so a deadlock through this lock may need an"
            + " element the program never reads here", Caveat.Effect.IMPRECISE);
      }
    } else {
      names.add(tc.unknownLock("java.lang.Object", origin));
    }
    return names;
  }

  /**
   * True if local {@code l} at statement {@code at} holds (a copy or cast of) the result of a
   * call on a JDK collection, map or iterator ({@code java.util}, {@code
   * java.util.concurrent}) or on a JDK functional interface ({@code java.util.function}, such
   * as a {@code map::get} reference): an element whose object the model does not know among
   * those the container may hold.
   */
  private boolean containerRead(Local l, int at, int depth) {
    Integer def = depth > MAX_COPIES ? null : code.reachingDef(at, l);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
      return false;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
    if (rhs instanceof Local m) {
      return containerRead(m, def, depth + 1);
    }
    if (!(rhs instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr inv)) {
      return false;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String pkg = cls.substring(0, Math.max(cls.lastIndexOf('.'), 0));
    return pkg.equals("java.util") || pkg.equals("java.util.concurrent")
        || pkg.equals("java.util.function");
  }

  /** The deepest chain of copies followed back to a string literal. */
  private static final int MAX_COPIES = 8;

  /**
   * The value of the string literal a monitor operand holds at statement {@code at}: the
   * literal itself, or a local whose one reaching definition is such a literal or a copy or
   * cast of one (javac folds {@code static final String} constants into literals); else null.
   */
  private String stringLiteral(Value op, int at, int depth) {
    if (op instanceof StringConstant sc) {
      return sc.getValue();
    }
    if (!(op instanceof Local l) || depth > MAX_COPIES) {
      return null;
    }
    Integer def = code.reachingDef(at, l);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
    return stringLiteral(rhs, def, depth + 1);
  }

  /**
   * The rb lock of the string literal {@code value}. String literals are interned (JLS 3.10.5):
   * every literal with the same characters, in any class, is one object, and no other
   * expression yields it unless it is interned too ({@code String.intern()}, which is not
   * followed: such a lock is the unknown lock). So one rb lock per value is that object's
   * monitor. Characters other than letters, digits, {@code _ . $ -} are written as {@code
   * %XXXX} so that the name is one rb token.
   */
  static String literalLock(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : value.toCharArray()) {
      if (Character.isLetterOrDigit(c) && c < 128 || "_.$-".indexOf(c) >= 0) {
        out.append(c);
      } else {
        out.append('%').append(String.format("%04x", (int) c));
      }
    }
    return out.append('"').toString();
  }

  /**
   * The release of a {@code monitorexit} on {@code op} at statement {@code at}. javac exits a
   * synchronized block on a copy of the local it entered on (or the enter used the original
   * local and the exit the copy): the object is the one pinned at that enter. When exactly one
   * pinned monitor is among the operand's objects, that is it; otherwise, with several
   * candidates, the release is a choice (IMPRECISE {@code lock-choice} caveat). {@code known}
   * gives the values of locals as for the enter ({@link #names}).
   */
  Exit exit(Value op, Environment env, int at, Origin origin,
      java.util.function.Function<Local, LocalValue> known) {
    String lock = op instanceof Local l ? env.monitors().get(l.getName()) : null;
    if (lock != null) {
      return new Exit(List.of(lock), ((Local) op).getName());
    }
    List<String> locks = names(op, env, at, origin, known);
    if (locks.size() > 1) {
      String only = null;
      String onlyLocal = null;
      int found = 0;
      for (Map.Entry<String, String> m : env.monitors().entrySet()) {
        if (locks.contains(m.getValue())) {
          found++;
          only = m.getValue();
          onlyLocal = m.getKey();
        }
      }
      if (found == 1) {
        return new Exit(List.of(only), onlyLocal);
      }
      tc.caveat("lock-choice", origin, "monitorexit on a lock that may be one of " + locks
          + " without a matching pinned monitorenter; the release is a choice",
          Caveat.Effect.IMPRECISE);
    }
    return new Exit(locks, null);
  }
}

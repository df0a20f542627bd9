package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * Values that are always {@code null} because they are read from a field that only ever holds
 * {@code null}: Guava's {@code WrappedCollection.ancestor}, set from a constructor parameter
 * that every reached {@code new} passes as {@code null}. A call on such a value can only throw
 * a {@code NullPointerException}. The points-to set of the field is empty too, but an empty set
 * alone proves nothing: an object the analysis loses (a library result it does not model) also
 * leaves a set empty. So this class proves the nullness from the program text, using the
 * points-to result only for which code runs and which call sites reach a method.
 *
 * <p><b>The rule.</b> A value is <em>null</em> if it is the constant {@code null}, or a local
 * whose single reaching definition ({@link MethodCode#reachingDef}) assigns a null value, loads
 * a null field, or is a parameter {@code @parameterK} of a method all of whose calls pass a null
 * value at position K. For a parameter this is asked only of constructors and of static,
 * private or package-private methods that are not lambda bodies, that no method reference of
 * the reached code names and that the library does not call back: the JDK calls a method of
 * the program only by overriding dispatch of a public or protected method, through a method
 * reference, or by reflection and method handles (see below), so the call statements of the
 * reached code are all their calls. A field (by name, whatever class declares it, so a field hidden by another of the same
 * name only adds stores) is <em>null</em> if every store to a field of that name, static or
 * instance, in every reached method stores a null value. The definitions are circular (a field
 * stored from itself); they are read as a greatest fixpoint: a value being proven is assumed
 * null, which is right because every field starts as {@code null} and a null store keeps it so.
 *
 * <p><b>Soundness.</b> Take a run of the program and the first moment a field F judged null
 * holds an object. That object was stored by a store statement S to a field named F, which ran,
 * so its method was reached, and S stores a null value by the rule. Up to that moment every
 * field judged null was null, so a value loaded from one was null; a parameter judged null
 * came from a call statement of the reached code passing a null value (a constructor or
 * private method is entered only by such calls), or from a call the analysis did not connect
 * to its target: a call whose receiver has no abstract object, which the translation reports
 * as {@code unresolved-call} (UNSOUND, unless it too can only be null and so never runs). So
 * the stored value was null: a contradiction. The rule trusts only the code it reads, so it is
 * off ({@link #applies} false) in a program that may write fields or call methods behind the
 * code's back: a reached call of {@code java.lang.reflect.Field.set*}, {@code Method.invoke},
 * {@code Constructor.newInstance}, {@code Class.newInstance}, {@code Class.forName} (which
 * runs a static initialiser the analysis may not have reached), {@code ServiceLoader} and
 * {@code Proxy} (which make objects and run code of classes the code never names), {@code
 * Unsafe}, any method of
 * {@code java.lang.invoke} (var handles, method handles) or a field-writing handle among the
 * bootstrap arguments of an {@code invokedynamic}, an atomic field updater, {@code
 * ObjectInputStream} or {@code ObjectOutputStream} (serialisation, which calls private hooks),
 * Mockito (which injects fields), or a reached native method of the class path. {@code Object.clone} copies fields of an existing object,
 * so it copies {@code null} into a null field.
 */
public final class NullFields {
  /** How deep the proof follows parameters and fields before it gives up (not null). */
  private static final int DEPTH = 12;

  private final PointsToResult pts;
  private final boolean applies;
  /** Per field name: the reached stores (method instance, statement index). */
  private final Map<String, List<Site>> stores = new HashMap<>();
  /** Per method: the reached call statements that may run it. */
  private final Map<MethodSignature, List<Site>> calls = new HashMap<>();
  /** Fields found not null (a failure holds whatever the proof assumed). */
  private final Set<String> notNullFields = new HashSet<>();
  /** Methods a method reference names or the library calls back: called by the JDK too. */
  private final Set<MethodSignature> referenced = new HashSet<>();

  private record Site(MethodInstance mi, int index) {}

  /** The fields of the program {@code pts} analysed. */
  public NullFields(PointsToResult pts) {
    this.pts = pts;
    boolean ok = true;
    for (MethodInstance mi : pts.reachable()) {
      if (mi.method().isNative()) {
        ok = false;
      }
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        Stmt st = stmts.get(i);
        if (st instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
          stores.computeIfAbsent(f.getFieldSignature().getName(), k -> new ArrayList<>())
              .add(new Site(mi, i));
        }
        AbstractInvokeExpr inv = MethodCode.invokeOf(st);
        if (inv instanceof JDynamicInvokeExpr dyn) {
          for (Value arg : dyn.getBootstrapArgs()) {
            if (arg instanceof MethodHandle h && h.isMethodRef()) {
              referenced.add((MethodSignature) h.getReferenceSignature());
            } else if (arg instanceof MethodHandle h && h.getKind().name().contains("PUT")) {
              ok = false;
            }
          }
          continue;
        }
        if (inv == null) {
          continue;
        }
        for (MethodInstance callee : pts.callbacks(mi, i)) {
          referenced.add(callee.method().getSignature());
        }
        if (writesBehindTheCode(inv.getMethodSignature())) {
          ok = false;
        }
        for (MethodInstance callee : pts.callees(mi, i)) {
          calls.computeIfAbsent(callee.method().getSignature(), k -> new ArrayList<>())
              .add(new Site(mi, i));
        }
      }
    }
    this.applies = ok;
  }

  /** True if the rule applies to the program at all (see the class comment). */
  public boolean applies() {
    return applies;
  }

  /**
   * True if {@code local}, used at statement {@code at} of {@code mi}, is always {@code null}
   * there by the rule of the class comment.
   */
  public boolean isNull(MethodInstance mi, int at, Local local) {
    return applies && isNullLocal(mi, at, local, new HashSet<>(), 0);
  }

  private boolean isNullValue(MethodInstance mi, int at, Value v, Set<String> assumed,
      int depth) {
    if (v instanceof NullConstant) {
      return true;
    }
    return v instanceof Local l && isNullLocal(mi, at, l, assumed, depth);
  }

  private boolean isNullLocal(MethodInstance mi, int at, Local l, Set<String> assumed,
      int depth) {
    MethodCode body = pts.body(mi);
    if (body == null || depth > DEPTH) {
      return false;
    }
    Integer def = body.reachingDef(at, l);
    if (def == null) {
      return false;
    }
    Stmt d = body.stmt(def);
    if (d instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
      return isNullParameter(mi.method(), p.getIndex(), assumed, depth + 1);
    }
    if (!(d instanceof JAssignStmt a)) {
      return false;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof JCastExpr c) {
      return isNullValue(mi, def, c.getOp(), assumed, depth + 1);
    }
    if (rhs instanceof JFieldRef f) {
      return isNullField(f.getFieldSignature().getName(), assumed, depth + 1);
    }
    return isNullValue(mi, def, rhs, assumed, depth + 1);
  }

  /**
   * Every call of {@code m} passes a null argument {@code k}; asked only of a constructor, a
   * static, private or package-private method that no method reference names.
   */
  private boolean isNullParameter(JavaSootMethod m, int k, Set<String> assumed, int depth) {
    boolean onlyCode = (m.getName().equals("<init>") || m.isStatic() || m.isPrivate()
        || !m.isPublic() && !m.isProtected()) && !m.getName().startsWith("lambda$");
    List<Site> sites = calls.getOrDefault(m.getSignature(), List.of());
    if (!onlyCode || sites.isEmpty() || referenced.contains(m.getSignature())) {
      return false;
    }
    String key = m.getSignature() + "#" + k;
    if (!assumed.add(key)) {
      return true;
    }
    for (Site s : sites) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(pts.body(s.mi()).stmt(s.index()));
      if (inv == null || inv.getArgCount() <= k
          || !isNullValue(s.mi(), s.index(), inv.getArg(k), assumed, depth)) {
        return false;
      }
    }
    return true;
  }

  private boolean isNullField(String name, Set<String> assumed, int depth) {
    if (notNullFields.contains(name)) {
      return false;
    }
    if (!assumed.add("field " + name)) {
      return true;
    }
    boolean all = true;
    for (Site s : stores.getOrDefault(name, List.of())) {
      JAssignStmt a = (JAssignStmt) pts.body(s.mi()).stmt(s.index());
      if (!isNullValue(s.mi(), s.index(), a.getRightOp(), assumed, depth)) {
        all = false;
        break;
      }
    }
    if (!all) {
      notNullFields.add(name);
    }
    return all;
  }

  /**
   * True for a JDK or library method that may write a field or call a method without a
   * statement of the analysed code doing it (see the class comment).
   */
  private static boolean writesBehindTheCode(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return switch (cls) {
      case "java.lang.reflect.Field" -> name.startsWith("set");
      case "java.lang.reflect.Method" -> name.equals("invoke");
      case "java.lang.reflect.Constructor" -> name.equals("newInstance");
      case "java.lang.Class" -> name.equals("newInstance") || name.equals("forName");
      case "java.util.ServiceLoader", "java.lang.reflect.Proxy" -> true;
      case "sun.misc.Unsafe", "jdk.internal.misc.Unsafe", "java.io.ObjectInputStream",
          "java.io.ObjectOutputStream" -> true;
      default -> cls.startsWith("java.lang.invoke.") || cls.startsWith("org.mockito.")
          || cls.startsWith("java.util.concurrent.atomic.") && cls.endsWith("FieldUpdater");
    };
  }
}

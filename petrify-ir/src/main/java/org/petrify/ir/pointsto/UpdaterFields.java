package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * The field a call on a field updater or var handle accesses, for the points-to constraints:
 * the receiver local is defined (only) by reads of one application {@code static} field
 * {@code S} whose class initializer stores into {@code S} the result of
 * {@code newUpdater(..., "f")} or {@code findVarHandle(C.class, "f", T.class)} with a constant
 * name, every such store naming the same {@code f}. Then a write through the call
 * ({@code set}, {@code compareAndSet}, ...) stores its last argument into field {@code f} of
 * the object its first argument holds, and a read loads it; field nodes of the points-to
 * analysis are keyed by field name, as for {@code putfield}/{@code getfield}.
 *
 * <p>This keeps the points-to sets of such fields complete for the updaters the frontend
 * tracks ({@code FieldUpdaters} resolves the same way, more strictly), which the identity
 * decisions on tracked references rely on. Calls whose updater is not resolved add nothing
 * to the points-to sets: the frontend gives each such call that stores a reference the UNSOUND
 * {@code unmodelled-library} caveat ({@code frontend.UpdaterWrites}), since the object it stores
 * is missing from the field's set. Cached per holder; not thread-safe.
 */
public final class UpdaterFields {
  /** The field updater classes and {@code VarHandle}: calls on them access a field by name. */
  public static final Set<String> CLASSES = Set.of(
      "java.util.concurrent.atomic.AtomicIntegerFieldUpdater",
      "java.util.concurrent.atomic.AtomicLongFieldUpdater",
      "java.util.concurrent.atomic.AtomicReferenceFieldUpdater",
      "java.lang.invoke.VarHandle");

  private final CodeBase code;
  private final Map<String, Optional<String>> holders = new HashMap<>();

  /** A resolver over the classes of {@code code} (null: nothing resolves). */
  public UpdaterFields(CodeBase code) {
    this.code = code;
  }

  /**
   * The argument of a reflective maker call that names the member: the last for
   * {@code newUpdater}, the second for {@code findVarHandle} and the other {@code Lookup.find*}
   * and {@code Class.getDeclared*} calls.
   */
  public static int nameArgument(String maker, int argCount) {
    return maker.equals("newUpdater") ? argCount - 1 : 1;
  }

  /** True if the call is on a field updater or a var handle. */
  static boolean isUpdaterCall(AbstractInvokeExpr inv) {
    return CLASSES.contains(inv.getMethodSignature().getDeclClassType().getFullyQualifiedName());
  }

  /** True if the method writes the field (its last argument is the value stored). */
  public static boolean writes(String name) {
    return name.startsWith("set") || name.startsWith("lazySet") || name.contains("compareAnd")
        || name.contains("CompareAnd") || name.startsWith("getAndSet");
  }

  /** True if the method returns the field's value (or its old value). */
  static boolean reads(String name) {
    return name.startsWith("get") || name.startsWith("compareAndExchange")
        || name.endsWith("AndGet");
  }

  /** The name of the field the updater in {@code base} names, or null. */
  public String field(MethodCode body, Local base) {
    String out = null;
    for (Stmt s : body.stmts()) {
      if (s.getDef().filter(d -> d instanceof Local x && x.getName().equals(base.getName()))
          .isEmpty()) {
        continue;
      }
      if (!(s instanceof JAssignStmt a) || !(a.getRightOp() instanceof JStaticFieldRef sf)) {
        return null;
      }
      String f = holder(sf).orElse(null);
      if (f == null || out != null && !out.equals(f)) {
        return null;
      }
      out = f;
    }
    return out;
  }

  private Optional<String> holder(JStaticFieldRef sf) {
    String cls = sf.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    String key = cls + "." + sf.getFieldSignature().getName();
    return holders.computeIfAbsent(key, k -> resolve(cls, sf.getFieldSignature().getName()));
  }

  private Optional<String> resolve(String cls, String holder) {
    if (code == null) {
      return Optional.empty();
    }
    Optional<JavaSootClass> c = code.applicationClass(code.classType(cls));
    if (c.isEmpty()) {
      return Optional.empty();
    }
    String name = null;
    for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c.get())) {
      if (!m.hasBody()) {
        continue;
      }
      List<Stmt> stmts = code.body(m).getStmts();
      for (Stmt s : stmts) {
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof JStaticFieldRef f)
            || !f.getFieldSignature().getName().equals(holder)) {
          continue;
        }
        if (!m.getName().equals("<clinit>") || !(a.getRightOp() instanceof Local l)) {
          return Optional.empty();
        }
        String made = madeBy(stmts, l);
        if (made == null || name != null && !name.equals(made)) {
          return Optional.empty();
        }
        name = made;
      }
    }
    return Optional.ofNullable(name);
  }

  private static String madeBy(List<Stmt> stmts, Local l) {
    String out = null;
    for (Stmt s : stmts) {
      if (s.getDef().filter(d -> d instanceof Local x && x.getName().equals(l.getName()))
          .isEmpty()) {
        continue;
      }
      if (!(s instanceof JAssignStmt a) || !(a.getRightOp() instanceof AbstractInvokeExpr inv)
          || out != null) {
        return null;
      }
      String n = inv.getMethodSignature().getName();
      List<Immediate> args = inv.getArgs();
      boolean maker = n.equals("newUpdater") && isUpdaterClass(inv)
          || n.equals("findVarHandle");
      int at = maker ? nameArgument(n, args.size()) : -1;
      if (at < 0 || at >= args.size() || !(args.get(at) instanceof StringConstant c)) {
        return null;
      }
      out = c.getValue();
    }
    return out;
  }

  private static boolean isUpdaterClass(AbstractInvokeExpr inv) {
    return CLASSES.contains(inv.getMethodSignature().getDeclClassType().getFullyQualifiedName());
  }
}

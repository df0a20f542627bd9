package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNegExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Static application methods that compute an {@code int} or {@code long} from their integral
 * parameters by straight-line arithmetic: the packing and unpacking helpers of two ints kept in
 * one {@code long} ({@code encode(hi, lo)} as {@code (hi << 32) + (lo & 0xFFFFFFFFL)},
 * {@code getHi(e)} as {@code (int) (e >> 32)}), and any other such function. A call of one with
 * known arguments has a known result ({@link #apply}), which the translator pins.
 *
 * <p><b>Pure function.</b> A method a {@code staticinvoke} resolves to (no dispatch), of an
 * application class, with a body and no exception handler, returning {@code int} or
 * {@code long}, whose parameters are all of integral primitive types, and whose statements are
 * only: identity statements of its parameters; assignments to locals of an integral constant, a
 * local, a cast between integral types, a negation or a binary arithmetic, bit or shift
 * operation (no division or remainder, which may throw) of such operands; and one final
 * {@code return} of a local or constant. So it has one path, calls nothing (no class is
 * initialised inside it, nothing is locked, read or written), cannot throw, and its result is a
 * function of its arguments that {@link JvmArithmetic} computes exactly as the JVM does.
 *
 * <p><b>Soundness.</b> The translator still emits the call as any other ({@link CallSteps}), so
 * the model's behaviour is unchanged but for the value pinned to the result local, which is the
 * value every run computes from those argument values.
 */
final class PureFunctions {
  private final CodeBase code;
  private final Map<MethodSignature, Optional<MethodCode>> bodies = new HashMap<>();

  PureFunctions(CodeBase code) {
    this.code = code;
  }

  /** The body of the pure function the call runs, or null when the call is no such call. */
  MethodCode of(AbstractInvokeExpr inv) {
    if (!(inv instanceof JStaticInvokeExpr) || code == null) {
      return null;
    }
    return bodies.computeIfAbsent(inv.getMethodSignature(), this::compute).orElse(null);
  }

  /**
   * The body of the pure function a static method handle names ({@code lambda$main$0} of
   * {@code x -> x + 1}), or null when it is no such function.
   */
  MethodCode of(MethodSignature sig) {
    return code == null ? null : bodies.computeIfAbsent(sig, this::compute).orElse(null);
  }

  /**
   * The body of the static, not synchronized method {@code sig} of an application class that
   * declares it itself, or null (no such method, no body, or a body that cannot be read).
   */
  static MethodCode staticBody(CodeBase code, MethodSignature sig) {
    if (code.applicationClass(sig.getDeclClassType()).isEmpty()) {
      return null;
    }
    var m = code.resolve(sig).orElse(null);
    if (m == null || !m.isStatic() || !m.hasBody() || m.isSynchronized()
        || !m.getDeclaringClassType().equals(sig.getDeclClassType())) {
      return null;
    }
    try {
      return code.methodCode(m);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** True if the call is one of a pure function returning {@code long}. */
  boolean returnsLong(AbstractInvokeExpr inv) {
    return of(inv) != null && inv.getMethodSignature().getType().toString().equals("long");
  }

  private Optional<MethodCode> compute(MethodSignature sig) {
    if (!isIntegral(sig.getType()) || !sig.getParameterTypes().stream()
        .allMatch(PureFunctions::isIntegral)) {
      return Optional.empty();
    }
    MethodCode body = staticBody(code, sig);
    if (body == null) {
      return Optional.empty();
    }
    for (int k = 0; k < body.size(); k++) {
      Stmt s = body.stmt(k);
      if (!body.handlers(k).isEmpty()) {
        return Optional.empty();
      }
      boolean last = k == body.size() - 1;
      boolean ok = s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef
          || s instanceof JAssignStmt a && a.getLeftOp() instanceof Local
              && isIntegral(a.getLeftOp().getType()) && arithmetic(a.getRightOp())
          || last && s instanceof JReturnStmt r && operand(r.getOp());
      if (!ok || !last && s instanceof JReturnStmt) {
        return Optional.empty();
      }
    }
    return Optional.of(body);
  }

  private static boolean arithmetic(Value v) {
    if (operand(v)) {
      return true;
    }
    if (v instanceof JCastExpr c) {
      return isIntegral(c.getType()) && operand(c.getOp());
    }
    if (v instanceof JNegExpr n) {
      return operand(n.getOp());
    }
    if (v instanceof AbstractBinopExpr b && !(v instanceof AbstractConditionExpr)) {
      JvmArithmetic.Op op = JvmArithmetic.op(b);
      return op != null && op != JvmArithmetic.Op.DIV && op != JvmArithmetic.Op.REM
          && operand(b.getOp1()) && operand(b.getOp2());
    }
    return false;
  }

  private static boolean operand(Value v) {
    return v instanceof Local l && isIntegral(l.getType()) || JvmArithmetic.constant(v) != null;
  }

  private static boolean isIntegral(Type t) {
    return t instanceof PrimitiveType && JvmArithmetic.integral(t) != null;
  }

  /**
   * The result of the pure function {@code body} on the argument values {@code args} (each the
   * exact value of its parameter), or null when some step is not computed.
   */
  static Long apply(MethodCode body, List<Long> args) {
    Map<String, Long> env = new HashMap<>();
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
        if (p.getIndex() >= args.size()) {
          return null;
        }
        env.put(id.getLeftOp().getName(), args.get(p.getIndex()));
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l) {
        Long v = value(a.getRightOp(), env);
        if (v == null) {
          return null;
        }
        env.put(l.getName(), v);
      } else if (s instanceof JReturnStmt r) {
        return value(r.getOp(), env);
      }
    }
    return null;
  }

  private static Long value(Value v, Map<String, Long> env) {
    Long c = JvmArithmetic.constant(v);
    if (c != null) {
      return c;
    }
    if (v instanceof Local l) {
      return env.get(l.getName());
    }
    if (v instanceof JCastExpr c2) {
      Long x = value(c2.getOp(), env);
      return x == null ? null : JvmArithmetic.cast(x, c2.getOp().getType(), c2.getType());
    }
    if (v instanceof JNegExpr n) {
      Long x = value(n.getOp(), env);
      Boolean isLong = JvmArithmetic.integral(n.getOp().getType());
      return x == null || isLong == null ? null : JvmArithmetic.negate(x, isLong);
    }
    if (v instanceof AbstractBinopExpr b) {
      JvmArithmetic.Op op = JvmArithmetic.op(b);
      Boolean isLong = op == null ? null : JvmArithmetic.isLong(op, b.getOp1(), b.getOp2());
      Long x = value(b.getOp1(), env);
      Long y = value(b.getOp2(), env);
      return x == null || y == null || isLong == null ? null
          : JvmArithmetic.binary(op, x, y, isLong);
    }
    return null;
  }
}

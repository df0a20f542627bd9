package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * The functions of the atomics' functional updates ({@code updateAndGet}, {@code
 * getAndUpdate}, {@code accumulateAndGet}, {@code getAndAccumulate}) whose effect on the value
 * the translation computes ({@link #at}), so that {@link AtomicValues} can track an atomic
 * updated by them ({@link AtomicValues.OpKind#UPDATE}).
 *
 * <p>A function is computed when every object the points-to analysis gives the call's
 * function argument is a lambda object with no captured value and one and the same
 * implementation method, and that method is one of:
 * <ul>
 *   <li>a pure function of the application ({@link PureFunctions}: static, straight-line
 *       integral arithmetic with no division, no call, no handler) of the value (and, for an
 *       accumulation, of the operand): {@code x -> x + 1}, {@code (x, y) -> x - y};</li>
 *   <li>one of the JDK's {@code max}, {@code min} and {@code sum} of {@code Math},
 *       {@code Integer} and {@code Long} ({@code Math::max}, {@code Integer::sum});</li>
 *   <li>for an {@code AtomicReference}, a static application method whose body is only its
 *       parameters' identity statements and one {@code return} of {@code null} or of a string
 *       constant ({@code s -> null}, {@code s -> "done"}).</li>
 * </ul>
 *
 * <p><b>Soundness.</b> Java's update reads the value, applies the function and stores its
 * result with a compare-and-set, again on failure; it is an atomic step at its successful
 * compare-and-set, whose stored value is the function of the value it replaced. Each function
 * above reads and writes no shared state, takes no lock, starts and waits for nothing and
 * cannot throw, so running it several times is not observable and the update is exactly one
 * atomic step {@code v := f(v, operand)}: the model's read-modify-write under the object's own
 * model lock, which runs no code of the function. Calling the function may initialise its
 * class (JLS 12.4.1); that initialisation is not lost, since {@link ClassInitialisation#before}
 * counts the methods the library calls back at the statement, and the translator calls their
 * classes' initialisation procedures before the statement, whatever translates the statement.
 * Every other function (capturing lambdas,
 * bodies with branches or calls, method references to instance methods) is not computed, and
 * the atomic stays untracked as before.
 */
final class UpdateFunctions {
  /** What a computed function gives for a value and an operand. */
  interface Function {
    /**
     * The function's result on value {@code current} and, for an accumulation, operand
     * {@code operand}; null when not computed here (a value or operand not exactly known).
     */
    LocalValue apply(LocalValue current, LocalValue operand);
  }

  /** The JDK's pure binary functions of ints and longs, by method signature. */
  private static final Map<String, java.util.function.LongBinaryOperator> JDK = Map.ofEntries(
      Map.entry("<java.lang.Math: int max(int,int)>", Math::max),
      Map.entry("<java.lang.Math: long max(long,long)>", Math::max),
      Map.entry("<java.lang.Math: int min(int,int)>", Math::min),
      Map.entry("<java.lang.Math: long min(long,long)>", Math::min),
      Map.entry("<java.lang.Integer: int max(int,int)>", Math::max),
      Map.entry("<java.lang.Integer: int min(int,int)>", Math::min),
      Map.entry("<java.lang.Integer: int sum(int,int)>", (a, b) -> (int) (a + b)),
      Map.entry("<java.lang.Long: long max(long,long)>", Math::max),
      Map.entry("<java.lang.Long: long min(long,long)>", Math::min),
      Map.entry("<java.lang.Long: long sum(long,long)>", Long::sum));

  private final PointsToResult pts;
  private final PureFunctions pure;

  UpdateFunctions(PointsToResult pts, PureFunctions pure) {
    this.pts = pts;
    this.pure = pure;
  }

  /** True if {@code name} with {@code n} arguments is a functional update of an atomic. */
  static boolean isUpdate(String name, int n) {
    return switch (name) {
      case "updateAndGet", "getAndUpdate" -> n == 1;
      case "accumulateAndGet", "getAndAccumulate" -> n == 2;
      default -> false;
    };
  }

  /**
   * The function applied by update call {@code inv} at statement {@code stmt} of {@code mi}
   * on an atomic of kind {@code kind}, or null when it is not computed.
   */
  Function at(MethodInstance mi, int stmt, AbstractInvokeExpr inv, AtomicValues.Kind kind) {
    if (inv.getArgCount() == 0 || !(inv.getArg(inv.getArgCount() - 1) instanceof Local f)) {
      return null;
    }
    List<AbstractObject> objs = pts.pointsTo(mi, stmt, f);
    if (objs.isEmpty() || pts.mayBeForeign(mi, stmt, f)) {
      return null;
    }
    MethodSignature impl = null;
    for (AbstractObject o : objs) {
      if (o.kind() != AbstractObject.Kind.LAMBDA || o.lambda() == null
          || o.lambda().captures() != 0
          || !(o.lambda().implementation().getReferenceSignature() instanceof MethodSignature m)
          || impl != null && !impl.equals(m)) {
        return null;
      }
      impl = m;
    }
    return kind == AtomicValues.Kind.REFERENCE ? constantReference(impl) : integral(impl);
  }

  private Function integral(MethodSignature impl) {
    var jdk = JDK.get(impl.toString());
    if (jdk != null) {
      return (v, x) -> v instanceof LocalValue.Int a && x instanceof LocalValue.Int b
          ? new LocalValue.Int(jdk.applyAsLong(a.value(), b.value())) : null;
    }
    MethodCode body = pure.of(impl);
    if (body == null) {
      return null;
    }
    int arity = impl.getParameterTypes().size();
    return (v, x) -> {
      if (!(v instanceof LocalValue.Int a) || arity == 2 && !(x instanceof LocalValue.Int)) {
        return null;
      }
      List<Long> args = arity == 1 ? List.of(a.value())
          : List.of(a.value(), ((LocalValue.Int) x).value());
      Long r = PureFunctions.apply(body, args);
      return r == null ? null : new LocalValue.Int(r);
    };
  }

  /** A static application method returning one constant reference, whatever its arguments. */
  private Function constantReference(MethodSignature impl) {
    MethodCode body = pts.code() == null ? null : PureFunctions.staticBody(pts.code(), impl);
    if (body == null) {
      return null;
    }
    LocalValue result = null;
    for (int k = 0; k < body.size(); k++) {
      Stmt s = body.stmt(k);
      if (!body.handlers(k).isEmpty()) {
        return null;
      }
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef) {
        continue;
      }
      if (!(s instanceof JReturnStmt r) || k != body.size() - 1) {
        return null;
      }
      result = constant(r.getOp());
    }
    LocalValue value = result;
    return value == null ? null : (v, x) -> value;
  }

  private static LocalValue constant(Value v) {
    if (v instanceof NullConstant) {
      return new LocalValue.Null();
    }
    return v instanceof StringConstant ? new LocalValue.NonNull() : null;
  }
}

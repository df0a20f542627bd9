package org.petrify.ir.pointsto;

import java.util.List;
import java.util.Set;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * The integral functions of {@code java.lang.Math} and {@code StrictMath} that value
 * analyses evaluate: {@code min}, {@code max}, {@code abs}, {@code floorMod} and
 * {@code floorDiv} on {@code int}s, or on {@code long}s alone. They are functions of their
 * arguments with no effect; {@link #value} computes them exactly as the JDK does. Values are
 * held in a {@code long}; an {@code int} is a {@code long} in the int range.
 */
public final class MathCalls {
  private static final Set<String> FUNCTIONS = Set.of("min", "max", "abs", "floorMod",
      "floorDiv");

  private MathCalls() {}

  /**
   * True if {@code inv} is one of the functions above with every parameter of the result's
   * type, {@code int} (or a narrower int type) or {@code long}.
   */
  public static boolean isMath(AbstractInvokeExpr inv) {
    if (!(inv instanceof JStaticInvokeExpr)) {
      return false;
    }
    MethodSignature sig = inv.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    if (!(cls.equals("java.lang.Math") || cls.equals("java.lang.StrictMath"))
        || !FUNCTIONS.contains(sig.getName()) || kind(sig.getType()) == null) {
      return false;
    }
    return sig.getParameterTypes().stream().allMatch(t -> t.equals(sig.getType()));
  }

  /**
   * The result of a call {@link #isMath} accepts on these argument values, exactly as the JDK
   * computes it ({@code abs(Integer.MIN_VALUE)} is {@code MIN_VALUE}), or null: an argument out
   * of the type's range, a wrong number of arguments, or a zero divisor (the call throws
   * {@code ArithmeticException}).
   */
  public static Long value(AbstractInvokeExpr inv, List<Long> args) {
    boolean isLong = Boolean.TRUE.equals(kind(inv.getMethodSignature().getType()));
    for (long a : args) {
      if (!isLong && (int) a != a) {
        return null;
      }
    }
    String name = inv.getMethodSignature().getName();
    if (args.size() == 1) {
      return name.equals("abs") ? (isLong ? Math.abs(args.get(0))
          : (long) Math.abs((int) (long) args.get(0))) : null;
    }
    if (args.size() != 2) {
      return null;
    }
    long a = args.get(0);
    long b = args.get(1);
    return switch (name) {
      case "min" -> Math.min(a, b);
      case "max" -> Math.max(a, b);
      case "floorMod" -> b == 0 ? null : isLong ? Math.floorMod(a, b)
          : (long) Math.floorMod((int) a, (int) b);
      case "floorDiv" -> b == 0 ? null : isLong ? Math.floorDiv(a, b)
          : (long) Math.floorDiv((int) a, (int) b);
      default -> null;
    };
  }

  /** True for {@code long}, false for {@code int}, {@code short}, {@code byte} and {@code char}, else null. */
  private static Boolean kind(Type t) {
    if (!(t instanceof PrimitiveType p)) {
      return null;
    }
    return switch (p.getName()) {
      case "long" -> true;
      case "int", "short", "byte", "char" -> false;
      default -> null;
    };
  }
}

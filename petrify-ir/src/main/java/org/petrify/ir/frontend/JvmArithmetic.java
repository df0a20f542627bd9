package org.petrify.ir.frontend;

import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JAndExpr;
import sootup.core.jimple.common.expr.JCmpExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JMulExpr;
import sootup.core.jimple.common.expr.JOrExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.expr.JShlExpr;
import sootup.core.jimple.common.expr.JShrExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.expr.JUshrExpr;
import sootup.core.jimple.common.expr.JXorExpr;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * The JVM's integer arithmetic on values held in a {@code long}: an {@code int} (and its
 * sub-types {@code boolean}, {@code byte}, {@code short}, {@code char}) is a {@code long} in
 * the int range, a {@code long} any {@code long}. Every operation gives exactly what the JVM
 * gives ({@code iadd} wraps at 32 bits, {@code ladd} at 64, {@code ishl} masks its count with
 * {@code & 31}, {@code lshl} with {@code & 63}, {@code lcmp} gives -1, 0 or 1, {@code l2i}
 * keeps the low 32 bits, {@code i2b}/{@code i2s}/{@code i2c} narrow), or {@code null} where
 * the result is not a plain value: a division or remainder by zero (it throws), a conversion
 * to or from {@code float}/{@code double}, an operand of the wrong kind (an int operand
 * outside the int range), or an operation not listed here. A {@code null} must be taken as
 * "unknown" by callers, never as some value.
 */
final class JvmArithmetic {
  /** The binary operations evaluated. */
  enum Op { ADD, SUB, MUL, DIV, REM, AND, OR, XOR, SHL, SHR, USHR, CMP }

  private JvmArithmetic() {}

  /** The operation of a Jimple binary expression, or null (comparisons, float compares). */
  static Op op(AbstractBinopExpr b) {
    if (b instanceof JAddExpr) {
      return Op.ADD;
    } else if (b instanceof JSubExpr) {
      return Op.SUB;
    } else if (b instanceof JMulExpr) {
      return Op.MUL;
    } else if (b instanceof JDivExpr) {
      return Op.DIV;
    } else if (b instanceof JRemExpr) {
      return Op.REM;
    } else if (b instanceof JAndExpr) {
      return Op.AND;
    } else if (b instanceof JOrExpr) {
      return Op.OR;
    } else if (b instanceof JXorExpr) {
      return Op.XOR;
    } else if (b instanceof JShlExpr) {
      return Op.SHL;
    } else if (b instanceof JShrExpr) {
      return Op.SHR;
    } else if (b instanceof JUshrExpr) {
      return Op.USHR;
    } else if (b instanceof JCmpExpr) {
      return Op.CMP;
    }
    return null;
  }

  /**
   * True if the operation works on {@code long}s: the type of the first operand for shifts
   * and {@code lcmp} (a shift count is an int), of both for the others (javac widens both to
   * the same type). Null when the operands are not integral or disagree.
   */
  static Boolean isLong(Op op, Value a, Value b) {
    Boolean la = integral(a.getType());
    Boolean lb = integral(b.getType());
    if (la == null || lb == null) {
      return null;
    }
    if (op == Op.SHL || op == Op.SHR || op == Op.USHR) {
      return lb ? null : la;
    }
    return la.equals(lb) ? la : null;
  }

  /** True for {@code long}, false for the int-like types, null for any other type. */
  static Boolean integral(Type t) {
    if (!(t instanceof PrimitiveType p)) {
      return null;
    }
    return switch (p.getName()) {
      case "long" -> true;
      case "int", "short", "byte", "char", "boolean" -> false;
      default -> null;
    };
  }

  /**
   * {@code a op b} as the JVM computes it on ints ({@code isLong} false) or longs, or null.
   * The result of {@link Op#CMP} is an int; a shift count is an int in both cases.
   */
  static Long binary(Op op, long a, long b, boolean isLong) {
    boolean shift = op == Op.SHL || op == Op.SHR || op == Op.USHR;
    if (!fitsInt(b) && (shift || !isLong) || !isLong && !fitsInt(a)) {
      return null;
    }
    if (op == Op.CMP) {
      return isLong ? (long) Integer.signum(Long.compare(a, b)) : null;
    }
    if (isLong) {
      return switch (op) {
        case ADD -> a + b;
        case SUB -> a - b;
        case MUL -> a * b;
        case DIV -> b == 0 ? null : a / b;
        case REM -> b == 0 ? null : a % b;
        case AND -> a & b;
        case OR -> a | b;
        case XOR -> a ^ b;
        case SHL -> a << (b & 63);
        case SHR -> a >> (b & 63);
        case USHR -> a >>> (b & 63);
        default -> null;
      };
    }
    int x = (int) a;
    int y = (int) b;
    Integer r = switch (op) {
      case ADD -> x + y;
      case SUB -> x - y;
      case MUL -> x * y;
      case DIV -> y == 0 ? null : x / y;
      case REM -> y == 0 ? null : x % y;
      case AND -> x & y;
      case OR -> x | y;
      case XOR -> x ^ y;
      case SHL -> x << (y & 31);
      case SHR -> x >> (y & 31);
      case USHR -> x >>> (y & 31);
      default -> null;
    };
    return r == null ? null : (long) r;
  }

  /** {@code -a} on ints or longs (wrapping: the negation of the least value is itself). */
  static Long negate(long a, boolean isLong) {
    if (isLong) {
      return -a;
    }
    return fitsInt(a) ? (long) -(int) a : null;
  }

  /**
   * The conversion of {@code v}, of type {@code from}, to type {@code to}: the JVM's
   * {@code i2l}, {@code l2i}, {@code i2b}, {@code i2s}, {@code i2c} (and a long narrowed to
   * byte, short or char through int); null to or from a floating-point or non-primitive type.
   */
  static Long cast(long v, Type from, Type to) {
    Boolean f = integral(from);
    Boolean t = integral(to);
    if (f == null || t == null || !f && !fitsInt(v)) {
      return null;
    }
    return switch (((PrimitiveType) to).getName()) {
      case "long" -> v;
      case "int" -> (long) (int) v;
      case "short" -> (long) (short) v;
      case "byte" -> (long) (byte) v;
      case "char" -> (long) (char) v;
      default -> null;
    };
  }

  /** The value of an {@code int} or {@code long} constant, or null for any other value. */
  static Long constant(Value v) {
    if (v instanceof IntConstant c) {
      return (long) c.getValue();
    }
    return v instanceof LongConstant c ? c.getValue() : null;
  }

  /** True if the long holds an int value. */
  static boolean fitsInt(long v) {
    return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
  }
}

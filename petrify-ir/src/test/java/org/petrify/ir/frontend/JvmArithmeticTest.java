package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * {@link JvmArithmetic} against Java's own arithmetic: every operator on about 20,000 random
 * and extreme pairs of ints and of longs, every conversion on the same values. An answer must
 * be exactly what Java computes, or {@code null} only where Java throws (division by zero).
 */
class JvmArithmeticTest {
  private static final int RANDOM = 20_000;

  private static List<long[]> pairs(boolean isLong) {
    long[] extremes = isLong
        ? new long[] {0, 1, -1, 2, -2, 31, 32, 33, 63, 64, 65, 127, 128, -129, 65535, 65536,
            Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE + 1L,
            Integer.MIN_VALUE - 1L, 0xFFFF_FFFFL, Long.MAX_VALUE, Long.MIN_VALUE,
            Long.MAX_VALUE - 1, Long.MIN_VALUE + 1}
        : new long[] {0, 1, -1, 2, -2, 31, 32, 33, 63, 64, 127, 128, -128, -129, 32767,
            32768, -32769, 65535, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE,
            Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1};
    List<long[]> out = new ArrayList<>();
    for (long a : extremes) {
      for (long b : extremes) {
        out.add(new long[] {a, b});
      }
    }
    Random random = new Random(4711);
    for (int n = 0; n < RANDOM; n++) {
      long a = isLong ? randomLong(random) : randomInt(random);
      long b = isLong ? randomLong(random) : randomInt(random);
      out.add(new long[] {a, b});
    }
    return out;
  }

  /** Small, near-boundary and arbitrary values, in about equal parts. */
  private static long randomLong(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> r.nextInt(200) - 100;
      case 1 -> (r.nextBoolean() ? Long.MAX_VALUE : Long.MIN_VALUE) - (r.nextInt(5) - 2);
      default -> r.nextLong();
    };
  }

  private static int randomInt(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> r.nextInt(200) - 100;
      case 1 -> (r.nextBoolean() ? Integer.MAX_VALUE : Integer.MIN_VALUE) - (r.nextInt(5) - 2);
      default -> r.nextInt();
    };
  }

  /** What Java computes, or null where it throws. */
  private static Long java(JvmArithmetic.Op op, long a, long b, boolean isLong) {
    if (isLong) {
      int s = (int) b;
      return switch (op) {
        case ADD -> a + b;
        case SUB -> a - b;
        case MUL -> a * b;
        case DIV -> b == 0 ? null : a / b;
        case REM -> b == 0 ? null : a % b;
        case AND -> a & b;
        case OR -> a | b;
        case XOR -> a ^ b;
        case SHL -> a << s;
        case SHR -> a >> s;
        case USHR -> a >>> s;
        case CMP -> (long) (a < b ? -1 : a == b ? 0 : 1);
      };
    }
    int x = (int) a;
    int y = (int) b;
    return switch (op) {
      case ADD -> (long) (x + y);
      case SUB -> (long) (x - y);
      case MUL -> (long) (x * y);
      case DIV -> y == 0 ? null : (long) (x / y);
      case REM -> y == 0 ? null : (long) (x % y);
      case AND -> (long) (x & y);
      case OR -> (long) (x | y);
      case XOR -> (long) (x ^ y);
      case SHL -> (long) (x << y);
      case SHR -> (long) (x >> y);
      case USHR -> (long) (x >>> y);
      case CMP -> null;
    };
  }

  @Test
  void everyIntOperatorIsJavasOwn() {
    int checked = 0;
    for (long[] p : pairs(false)) {
      for (JvmArithmetic.Op op : JvmArithmetic.Op.values()) {
        Long want = java(op, p[0], p[1], false);
        Long got = JvmArithmetic.binary(op, p[0], p[1], false);
        assertThat(got).as("int %s %s %s", p[0], op, p[1]).isEqualTo(want);
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(20_000 * JvmArithmetic.Op.values().length);
  }

  @Test
  void everyLongOperatorIsJavasOwn() {
    for (long[] p : pairs(true)) {
      for (JvmArithmetic.Op op : JvmArithmetic.Op.values()) {
        boolean shift = op == JvmArithmetic.Op.SHL || op == JvmArithmetic.Op.SHR
            || op == JvmArithmetic.Op.USHR;
        // a shift count is an int: a long count is never given
        long b = shift ? (int) p[1] : p[1];
        Long want = java(op, p[0], b, true);
        Long got = JvmArithmetic.binary(op, p[0], b, true);
        assertThat(got).as("long %s %s %s", p[0], op, b).isEqualTo(want);
      }
    }
  }

  @Test
  void anIntOperandOutsideTheIntRangeIsUnknown() {
    assertThat(JvmArithmetic.binary(JvmArithmetic.Op.ADD, 1L << 33, 1, false)).isNull();
    assertThat(JvmArithmetic.binary(JvmArithmetic.Op.SHL, 1, 1L << 40, true)).isNull();
    assertThat(JvmArithmetic.negate(1L << 40, false)).isNull();
  }

  @Test
  void negationWraps() {
    for (long[] p : pairs(true)) {
      assertThat(JvmArithmetic.negate(p[0], true)).isEqualTo(-p[0]);
      int x = (int) p[0];
      assertThat(JvmArithmetic.negate(x, false)).isEqualTo((long) -x);
    }
  }

  @Test
  void conversionsAreJavasOwnAndFloatingPointIsUnknown() {
    Type lng = PrimitiveType.getLong();
    Type in = PrimitiveType.getInt();
    for (long[] p : pairs(true)) {
      long v = p[0];
      assertThat(JvmArithmetic.cast(v, lng, in)).isEqualTo((long) (int) v);
      assertThat(JvmArithmetic.cast(v, lng, lng)).isEqualTo(v);
      assertThat(JvmArithmetic.cast(v, lng, PrimitiveType.getByte())).isEqualTo((long) (byte) v);
      assertThat(JvmArithmetic.cast(v, lng, PrimitiveType.getChar())).isEqualTo((long) (char) v);
      assertThat(JvmArithmetic.cast(v, lng, PrimitiveType.getShort()))
          .isEqualTo((long) (short) v);
      int x = (int) v;
      assertThat(JvmArithmetic.cast(x, in, lng)).isEqualTo((long) x);
      assertThat(JvmArithmetic.cast(x, in, PrimitiveType.getByte())).isEqualTo((long) (byte) x);
      assertThat(JvmArithmetic.cast(x, in, PrimitiveType.getChar())).isEqualTo((long) (char) x);
      assertThat(JvmArithmetic.cast(x, in, PrimitiveType.getShort()))
          .isEqualTo((long) (short) x);
      assertThat(JvmArithmetic.cast(x, in, PrimitiveType.getFloat())).isNull();
      assertThat(JvmArithmetic.cast(x, PrimitiveType.getDouble(), in)).isNull();
      assertThat(JvmArithmetic.cast(v, lng, PrimitiveType.getDouble())).isNull();
    }
    // an int-typed value outside the int range is not an int: unknown
    assertThat(JvmArithmetic.cast(1L << 40, in, lng)).isNull();
  }
}

package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;

/**
 * JDK parsing calls whose every argument is a constant, decided by running them: {@code
 * Integer.parseInt("80")} cannot throw, {@code Integer.parseInt("80a")} always throws. The
 * methods listed are pure functions of their arguments (the wrappers' {@code parseX}, {@code
 * valueOf(String[, radix])} and {@code decode}), so running the same call on the same constants
 * here gives the answer the program's run gets.
 */
final class ConstantCalls {
  private static final Set<String> WRAPPERS = Set.of("java.lang.Integer", "java.lang.Long",
      "java.lang.Short", "java.lang.Byte");
  private static final Set<String> PARSERS = Set.of("parseInt", "parseLong", "parseShort",
      "parseByte", "valueOf", "decode", "parseUnsignedInt", "parseUnsignedLong");

  private ConstantCalls() {}

  /** True if the call is a listed parse of constants that returns normally. */
  static boolean surelySucceeds(AbstractInvokeExpr inv) {
    return Boolean.FALSE.equals(throwsOn(inv));
  }

  /** True if the call is a listed parse of constants that always throws. */
  static boolean surelyThrows(AbstractInvokeExpr inv) {
    return Boolean.TRUE.equals(throwsOn(inv));
  }

  private static Boolean throwsOn(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    List<Immediate> args = inv.getArgs();
    if (inv instanceof JStaticInvokeExpr && cls.equals("java.util.ServiceLoader")
        && (name.equals("load") || name.equals("loadInstalled")) && !args.isEmpty()
        && args.get(0) instanceof sootup.core.jimple.common.constant.ClassConstant) {
      // a class literal is never null, and code on the class path is in an unnamed module,
      // which may use every service: the loader is made (its search is lazy)
      return false;
    }
    if (!(inv instanceof JStaticInvokeExpr) || !WRAPPERS.contains(cls)
        || !PARSERS.contains(name) || args.isEmpty() || args.size() > 2
        || !(args.get(0) instanceof StringConstant text)
        || args.size() == 2 && !(args.get(1) instanceof IntConstant)) {
      return null;
    }
    int radix = args.size() == 2 ? ((IntConstant) args.get(1)).getValue() : 10;
    String s = text.getValue();
    try {
      switch (cls + "." + name) {
        case "java.lang.Integer.decode", "java.lang.Long.decode", "java.lang.Short.decode",
            "java.lang.Byte.decode" -> {
          if (args.size() != 1) {
            return null;
          }
          decode(cls, s);
        }
        default -> parse(cls, name, s, radix);
      }
      return false;
    } catch (NumberFormatException e) {
      return true;
    }
  }

  private static void decode(String cls, String s) {
    switch (cls) {
      case "java.lang.Integer" -> Integer.decode(s);
      case "java.lang.Long" -> Long.decode(s);
      case "java.lang.Short" -> Short.decode(s);
      default -> Byte.decode(s);
    }
  }

  private static void parse(String cls, String name, String s, int radix) {
    boolean unsigned = name.startsWith("parseUnsigned");
    switch (cls) {
      case "java.lang.Integer" -> {
        if (unsigned) {
          Integer.parseUnsignedInt(s, radix);
        } else {
          Integer.parseInt(s, radix);
        }
      }
      case "java.lang.Long" -> {
        if (unsigned) {
          Long.parseUnsignedLong(s, radix);
        } else {
          Long.parseLong(s, radix);
        }
      }
      case "java.lang.Short" -> Short.parseShort(s, radix);
      default -> Byte.parseByte(s, radix);
    }
  }
}

package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.java.core.JavaSootMethod;

/**
 * Java assertions ({@code assert cond}) as the JVM runs them. javac compiles {@code assert} to a
 * test of the class's synthetic {@code static final boolean $assertionsDisabled}, which its
 * static initialiser sets to {@code !desiredAssertionStatus()}: true unless the JVM was started
 * with {@code -ea}. A program run from its {@code main} method ({@code java -cp … Main}) has
 * assertions disabled by default, so the flag reads as true and the assertion's check and its
 * {@code AssertionError} are never run; the analysis models that default (a run with {@code -ea}
 * is not modelled: listed in the limitations). Test entries keep the flag unknown (a choice),
 * because Maven Surefire and Gradle run tests with assertions enabled.
 */
final class AssertionStatus {
  static final String FLAG = "$assertionsDisabled";

  private AssertionStatus() {}

  /** True if {@code sf} reads a class's {@code $assertionsDisabled} flag. */
  static boolean isFlag(JStaticFieldRef sf) {
    return sf.getFieldSignature().getName().equals(FLAG)
        && sf.getFieldSignature().getType().toString().equals("boolean");
  }

  /** True if the program's entry is a {@code public static void main(String[])}. */
  static boolean disabled(PointsToResult pts) {
    MethodInstance entry = pts.entry();
    if (entry == null) {
      return false;
    }
    JavaSootMethod m = entry.method();
    return m.getName().equals("main") && m.isStatic() && m.getParameterCount() == 1
        && m.getParameterType(0).toString().equals("java.lang.String[]");
  }
}

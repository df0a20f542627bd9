package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.MathValues;
import sootup.core.jimple.common.stmt.JInvokeStmt;

/** {@link MethodCode#intValue} of {@link MathCalls} functions: the values the JDK computes. */
class MathCallsTest {

  /** The value {@link MethodCode#intValue} gives the argument of the method's call of sink. */
  private static Integer sunk(String method) {
    MethodCode code = TestCode.codeBase().methodCode(TestCode.method(MathValues.class, method));
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JInvokeStmt s
          && s.getInvokeExpr().orElseThrow().getMethodSignature().getName().equals("sink")) {
        return code.intValue(i, s.getInvokeExpr().orElseThrow().getArg(0));
      }
    }
    throw new AssertionError("no call of sink in " + method);
  }

  @Test
  void floorFunctionsRoundTowardsNegativeInfinity() {
    assertThat(sunk("floorMod")).isEqualTo(Math.floorMod(-7, 3)).isEqualTo(2);
    assertThat(sunk("floorDiv")).isEqualTo(Math.floorDiv(-7, 2)).isEqualTo(-4);
  }

  @Test
  void strictMathAndTheJdksOverflowAreKept() {
    assertThat(sunk("strictMin")).isEqualTo(4);
    assertThat(sunk("absOfMinValue")).isEqualTo(Integer.MIN_VALUE);
  }

  @Test
  void aZeroDivisorOrANonIntegralFunctionIsUnknown() {
    assertThat(sunk("zeroDivisor")).as("floorMod(5, 0) throws").isNull();
    assertThat(sunk("notIntegral")).isNull();
  }
}

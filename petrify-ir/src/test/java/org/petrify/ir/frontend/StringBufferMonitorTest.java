package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.StringBufferMonitor.Use;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaIdentifierFactory;

class StringBufferMonitorTest {
  private static final JavaIdentifierFactory IDS = JavaIdentifierFactory.getInstance();

  private static MethodSignature sig(String cls, String name, String... params) {
    return IDS.getMethodSignature(cls, name, "java.lang.Object", List.of(params));
  }

  @Test
  void objectsEqualityTakesNoMonitor() {
    assertThat(StringBufferMonitor.of(sig("java.lang.Object", "equals", "java.lang.Object")))
        .isEqualTo(Use.UNLOCKED);
    assertThat(StringBufferMonitor.of(sig("java.lang.Object", "hashCode")))
        .isEqualTo(Use.UNLOCKED);
  }

  @Test
  void methodsOfJdkValuesLockAroundJdkCodeOnly() {
    assertThat(StringBufferMonitor.of(sig("java.lang.Object", "toString"))).isEqualTo(Use.PLAIN);
    assertThat(StringBufferMonitor.of(sig("java.lang.CharSequence", "length")))
        .isEqualTo(Use.PLAIN);
    assertThat(StringBufferMonitor.of(sig("java.lang.StringBuffer", "append", "java.lang.String")))
        .isEqualTo(Use.PLAIN);
    assertThat(StringBufferMonitor.of(sig("java.lang.StringBuffer", "insert", "int", "char[]")))
        .isEqualTo(Use.PLAIN);
  }

  @Test
  void otherReferenceParametersMayRunTheirCode() {
    assertThat(StringBufferMonitor.of(sig("java.lang.StringBuffer", "append", "java.lang.Object")))
        .isEqualTo(Use.RENDERS);
    assertThat(StringBufferMonitor.of(
        sig("java.lang.Appendable", "append", "java.lang.CharSequence"))).isEqualTo(Use.RENDERS);
    assertThat(StringBufferMonitor.of(
        sig("java.lang.StringBuffer", "append", "java.lang.StringBuffer"))).isEqualTo(Use.RENDERS);
  }
}

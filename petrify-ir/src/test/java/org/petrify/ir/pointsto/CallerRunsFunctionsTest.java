package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaIdentifierFactory;

/**
 * The family of a call ({@link CallerRunsFunctions#kind}) for container methods: a JDK
 * container runs its functions in the caller; a class of our own, in a package or in the
 * default package (whose name has no dot), is not a JDK container.
 */
class CallerRunsFunctionsTest {
  private static final JavaIdentifierFactory IDS = JavaIdentifierFactory.getInstance();

  private static MethodSignature computeIfAbsent(String cls) {
    return IDS.getMethodSignature(cls, "computeIfAbsent", "java.lang.Object",
        List.of("java.lang.Object", "java.util.function.Function"));
  }

  @Test
  void jdkMapsRunTheFunctionInTheCallerOwnClassesDoNot() {
    assertThat(CallerRunsFunctions.kind(computeIfAbsent("java.util.HashMap")))
        .isEqualTo(CallerRunsFunctions.Kind.IMMEDIATE);
    assertThat(CallerRunsFunctions.kind(computeIfAbsent("app.OddMap")))
        .isEqualTo(CallerRunsFunctions.Kind.NONE);
    assertThat(CallerRunsFunctions.kind(computeIfAbsent("OddMap$Inner")))
        .isEqualTo(CallerRunsFunctions.Kind.NONE);
  }
}

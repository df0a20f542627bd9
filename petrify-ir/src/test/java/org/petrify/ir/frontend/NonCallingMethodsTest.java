package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The table of library methods trusted not to call back: its rows and their edges. */
class NonCallingMethodsTest {

  @Test
  void kotlinNullChecksAreTrustedButAreEqualIsNot() {
    assertThat(NonCallingMethods.contains("kotlin.jvm.internal.Intrinsics",
        "checkNotNullParameter")).isTrue();
    assertThat(NonCallingMethods.contains("kotlin.jvm.internal.Intrinsics",
        "checkExpressionValueIsNotNull")).isTrue();
    assertThat(NonCallingMethods.contains("kotlin.jvm.internal.Intrinsics", "areEqual"))
        .isFalse();
  }

  @Test
  void theWholeClassRowsMatchEveryMethodOfTheirClassesOnly() {
    assertThat(NonCallingMethods.contains("java.lang.StringBuilder", "append")).isTrue();
    assertThat(NonCallingMethods.contains("java.util.Objects", "requireNonNull")).isTrue();
    assertThat(NonCallingMethods.contains("java.lang.invoke.LambdaMetafactory", "metafactory"))
        .isTrue();
    assertThat(NonCallingMethods.contains("java.util.ArrayList", "forEach")).isFalse();
    assertThat(NonCallingMethods.contains("java.io.PrintWriter", "println")).isFalse();
    assertThat(NonCallingMethods.contains("kotlin.collections.CollectionsKt", "check"))
        .isFalse();
  }

  @Test
  void identityHashCodeIsTrustedButNotTheRestOfSystem() {
    assertThat(NonCallingMethods.contains("java.lang.System", "identityHashCode")).isTrue();
    assertThat(NonCallingMethods.contains("java.lang.System", "exit")).isFalse();
  }
}

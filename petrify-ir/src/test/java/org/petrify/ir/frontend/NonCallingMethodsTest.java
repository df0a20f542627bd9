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

  @Test
  void atomicReferenceHoldersAreTrustedExceptTheirFunctionalUpdatesAndToString() {
    String ref = "java.util.concurrent.atomic.AtomicReference";
    assertThat(NonCallingMethods.contains(ref, "compareAndSet")).isTrue();
    assertThat(NonCallingMethods.contains(ref, "lazySet")).isTrue();
    assertThat(NonCallingMethods.contains(ref, "getAndSet")).isTrue();
    assertThat(NonCallingMethods.contains("java.util.concurrent.atomic.AtomicReferenceArray",
        "set")).isTrue();
    assertThat(NonCallingMethods.contains(ref, "updateAndGet")).isFalse();
    assertThat(NonCallingMethods.contains(ref, "getAndAccumulate")).isFalse();
    assertThat(NonCallingMethods.contains(ref, "toString")).isFalse();
    assertThat(NonCallingMethods.contains("java.util.concurrent.atomic.AtomicInteger",
        "updateAndGet")).isFalse();
  }

  @Test
  void enumFinalMethodsAreTrustedButNotToStringOrValueOf() {
    assertThat(NonCallingMethods.contains("java.lang.Enum", "compareTo")).isTrue();
    assertThat(NonCallingMethods.contains("java.lang.Enum", "ordinal")).isTrue();
    assertThat(NonCallingMethods.contains("java.lang.Enum", "toString")).isFalse();
    assertThat(NonCallingMethods.contains("java.lang.Enum", "valueOf")).isFalse();
  }

  @Test
  void onlyTheFunctionParametersOfObjectsAreCalled() {
    sootup.core.types.Type object = sootup.java.core.JavaIdentifierFactory.getInstance()
        .getClassType("java.lang.Object");
    sootup.core.types.Type supplier = sootup.java.core.JavaIdentifierFactory.getInstance()
        .getClassType("java.util.function.Supplier");
    String function = ArgumentCallbacks.argumentMethod("java.util.Objects", "requireNonNull")
        .orElseThrow();
    assertThat(ArgumentCallbacks.mayBeCalled(function, object)).isFalse();
    assertThat(ArgumentCallbacks.mayBeCalled(function, supplier)).isTrue();
    String render = ArgumentCallbacks.argumentMethod("java.lang.String", "valueOf")
        .orElseThrow();
    assertThat(ArgumentCallbacks.mayBeCalled(render, object)).isTrue();
  }
}

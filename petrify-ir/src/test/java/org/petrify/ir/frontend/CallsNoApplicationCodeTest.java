package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.LibraryFacts;

/**
 * The library methods trusted not to call back ({@link
 * LibraryFacts.Property#CALLS_NO_APPLICATION_CODE}): its families and their edges.
 */
class CallsNoApplicationCodeTest {
  private static boolean contains(String cls, String method) {
    return LibraryFacts.holds(LibraryFacts.Property.CALLS_NO_APPLICATION_CODE, cls, method);
  }


  @Test
  void kotlinNullChecksAreTrustedButAreEqualIsNot() {
    assertThat(contains("kotlin.jvm.internal.Intrinsics",
        "checkNotNullParameter")).isTrue();
    assertThat(contains("kotlin.jvm.internal.Intrinsics",
        "checkExpressionValueIsNotNull")).isTrue();
    assertThat(contains("kotlin.jvm.internal.Intrinsics", "areEqual"))
        .isFalse();
  }

  @Test
  void theWholeClassRowsMatchEveryMethodOfTheirClassesOnly() {
    assertThat(contains("java.lang.StringBuilder", "append")).isTrue();
    assertThat(contains("java.util.Objects", "requireNonNull")).isTrue();
    assertThat(contains("java.lang.invoke.LambdaMetafactory", "metafactory"))
        .isTrue();
    assertThat(contains("java.util.ArrayList", "forEach")).isFalse();
    assertThat(contains("java.io.PrintWriter", "println")).isFalse();
    assertThat(contains("kotlin.collections.CollectionsKt", "check"))
        .isFalse();
  }

  @Test
  void identityHashCodeIsTrustedButNotTheRestOfSystem() {
    assertThat(contains("java.lang.System", "identityHashCode")).isTrue();
    assertThat(contains("java.lang.System", "exit")).isFalse();
  }

  @Test
  void atomicReferenceHoldersAreTrustedExceptTheirFunctionalUpdatesAndToString() {
    String ref = "java.util.concurrent.atomic.AtomicReference";
    assertThat(contains(ref, "compareAndSet")).isTrue();
    assertThat(contains(ref, "lazySet")).isTrue();
    assertThat(contains(ref, "getAndSet")).isTrue();
    assertThat(contains("java.util.concurrent.atomic.AtomicReferenceArray",
        "set")).isTrue();
    assertThat(contains(ref, "updateAndGet")).isFalse();
    assertThat(contains(ref, "getAndAccumulate")).isFalse();
    assertThat(contains(ref, "toString")).isFalse();
    assertThat(contains("java.util.concurrent.atomic.AtomicInteger",
        "updateAndGet")).isFalse();
  }

  @Test
  void enumFinalMethodsAreTrustedButNotToStringOrValueOf() {
    assertThat(contains("java.lang.Enum", "compareTo")).isTrue();
    assertThat(contains("java.lang.Enum", "ordinal")).isTrue();
    assertThat(contains("java.lang.Enum", "toString")).isFalse();
    assertThat(contains("java.lang.Enum", "valueOf")).isFalse();
  }

  @Test
  void onlyTheFunctionParametersOfObjectsAreCalled() {
    sootup.core.types.Type object = sootup.java.core.JavaIdentifierFactory.getInstance()
        .getClassType("java.lang.Object");
    sootup.core.types.Type supplier = sootup.java.core.JavaIdentifierFactory.getInstance()
        .getClassType("java.util.function.Supplier");
    String function = org.petrify.ir.pointsto.ElementCalls.argumentMethod("java.util.Objects", "requireNonNull")
        .orElseThrow();
    assertThat(org.petrify.ir.pointsto.ElementCalls.mayBeCalled(function, object)).isFalse();
    assertThat(org.petrify.ir.pointsto.ElementCalls.mayBeCalled(function, supplier)).isTrue();
    String render = org.petrify.ir.pointsto.ElementCalls.argumentMethod("java.lang.String", "valueOf")
        .orElseThrow();
    assertThat(org.petrify.ir.pointsto.ElementCalls.mayBeCalled(render, object)).isTrue();
  }
}

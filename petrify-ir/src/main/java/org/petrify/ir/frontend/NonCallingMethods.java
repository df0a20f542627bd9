package org.petrify.ir.frontend;

import java.util.List;
import java.util.function.Predicate;

/**
 * The JDK and Kotlin library methods the translation trusts never to call code of the program
 * they are given (a lambda, an application object): a call of one of them gets no {@code
 * library-callback} caveat. One row per family, each matched on the declaring class and the
 * method name.
 *
 * <p>What the rows claim, and where the claim is only the usual one: the Kotlin null checks
 * ({@code Intrinsics.checkNotNull*}, {@code check*IsNotNull}, ...) compare their argument with
 * null and throw, and {@code Intrinsics.areEqual}, which calls {@code equals}, is not matched;
 * {@code java.lang.invoke} is the lambda plumbing, whose targets the frontend resolves itself.
 * The string, printing, {@code Object} and {@code java.util.Objects} rows match every method,
 * including those that call {@code toString}, {@code equals} or {@code hashCode} of an argument
 * ({@code String.valueOf(Object)}, {@code PrintStream.println(Object)}, {@code
 * Objects.equals}) or a supplier ({@code Objects.requireNonNull(T, Supplier)}): for those the
 * caller asks {@link ArgumentCallbacks} whether the argument's method is one that matters.
 * Stateless.
 */
final class NonCallingMethods {
  /** One family: the classes it covers and which of their methods. */
  private record Row(Predicate<String> classes, Predicate<String> methods) {}

  private static final Predicate<String> ALL = name -> true;

  private static final List<Row> ROWS = List.of(
      new Row(cls -> cls.startsWith("java.lang.String"), ALL),
      new Row(cls -> cls.equals("java.io.PrintStream"), ALL),
      new Row(cls -> cls.equals("java.lang.Object"), ALL),
      new Row(cls -> cls.startsWith("java.lang.invoke."), ALL),
      new Row(cls -> cls.equals("java.util.Objects"), ALL),
      // identityHashCode reads the object header; it never calls hashCode or any other method.
      new Row(cls -> cls.equals("java.lang.System"), name -> name.equals("identityHashCode")),
      new Row(cls -> cls.equals("kotlin.jvm.internal.Intrinsics"),
          name -> name.startsWith("check")));

  private NonCallingMethods() {}

  /** True if {@code cls.method} is trusted not to call back into the program. */
  static boolean contains(String cls, String method) {
    for (Row row : ROWS) {
      if (row.classes().test(cls) && row.methods().test(method)) {
        return true;
      }
    }
    return false;
  }
}

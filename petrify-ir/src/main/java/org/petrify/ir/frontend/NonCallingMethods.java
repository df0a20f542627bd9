package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
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
 * The atomic reference holders ({@code AtomicReference}, its array, marked and stamped forms)
 * and the field updaters store, load, exchange and compare-and-set their values by identity
 * (or add to an int or long field of the object given), as their specifications say, so no
 * application method of a value or of that object runs; their functional updates
 * ({@code updateAndGet}, ...) and {@code toString} are not matched. {@code Enum.compareTo},
 * {@code equals}, {@code hashCode}, {@code ordinal}, {@code name} and {@code
 * getDeclaringClass} are final in {@code Enum} and read only the constant's ordinal, name and
 * class. Stateless.
 */
final class NonCallingMethods {
  /** One family: the classes it covers and which of their methods. */
  private record Row(Predicate<String> classes, Predicate<String> methods) {}

  private static final Predicate<String> ALL = name -> true;

  /**
   * The JDK's atomic reference holders and field updaters, which read and write a field of the
   * object they are given without calling it (the VarHandle API is under java.lang.invoke).
   */
  private static final Set<String> REFERENCE_HOLDERS = Set.of(
      "java.util.concurrent.atomic.AtomicReference",
      "java.util.concurrent.atomic.AtomicReferenceArray",
      "java.util.concurrent.atomic.AtomicReferenceFieldUpdater",
      "java.util.concurrent.atomic.AtomicIntegerFieldUpdater",
      "java.util.concurrent.atomic.AtomicLongFieldUpdater",
      "java.util.concurrent.atomic.AtomicMarkableReference",
      "java.util.concurrent.atomic.AtomicStampedReference");

  /** The methods of {@link #REFERENCE_HOLDERS} that call a function argument. */
  private static final Set<String> FUNCTIONAL_UPDATES = Set.of("updateAndGet", "getAndUpdate",
      "accumulateAndGet", "getAndAccumulate");

  /** {@code java.lang.Enum}'s final methods that take or read an enum constant. */
  private static final Set<String> ENUM_FINAL_METHODS = Set.of("compareTo", "equals",
      "hashCode", "ordinal", "name", "getDeclaringClass");

  private static final List<Row> ROWS = List.of(
      new Row(cls -> cls.startsWith("java.lang.String"), ALL),
      new Row(cls -> cls.equals("java.io.PrintStream"), ALL),
      new Row(cls -> cls.equals("java.lang.Object"), ALL),
      new Row(cls -> cls.startsWith("java.lang.invoke."), ALL),
      new Row(cls -> cls.equals("java.util.Objects"), ALL),
      // identityHashCode reads the object header; it never calls hashCode or any other method.
      new Row(cls -> cls.equals("java.lang.System"), name -> name.equals("identityHashCode")),
      new Row(cls -> cls.equals("kotlin.jvm.internal.Intrinsics"),
          name -> name.startsWith("check")),
      // Reference holders compare their values by identity (==) and never call a method of
      // one; only the functional updates call their function argument, and toString renders
      // the value.
      new Row(REFERENCE_HOLDERS::contains, name -> !FUNCTIONAL_UPDATES.contains(name)
          && !name.equals("toString")),
      // Enum's final methods read the ordinal, name and class of their argument; an enum
      // constant's own methods are never called (toString, which a constant may override, is
      // not matched).
      new Row(cls -> cls.equals("java.lang.Enum"), ENUM_FINAL_METHODS::contains));

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

package org.petrify.ir.frontend;

/**
 * The known value of a Jimple local that carries a tracked finite-domain value (see {@link
 * TrackedValues}): an int or long (booleans, chars, bytes, shorts and ints are ints in Jimple),
 * an enum
 * constant, {@code null}, some non-null reference, a value beyond the tracked bound, or the
 * {@code $SwitchMap} array javac uses for a {@code switch} on an enum.
 */
sealed interface LocalValue {
  /**
   * An int or long value (a boolean is 0 or 1): the Jimple type of the local or expression
   * it belongs to says which, and {@link JvmArithmetic} computes with it accordingly; for an
   * int-typed value, {@code value} is in the int range.
   */
  record Int(long value) implements LocalValue {}

  /** The constant {@code name} of the application enum {@code enumClass}. */
  record EnumConstant(String enumClass, String name) implements LocalValue {}

  /** The null reference (the initial value of an enum or reference field). */
  record Null() implements LocalValue {}

  /**
   * Some reference that is not null (a {@code new} object, a string or class constant, or a
   * reference field read as {@code nonnull}); which object it is, is not known here.
   */
  record NonNull() implements LocalValue {}

  /**
   * The one object the {@code static final} field {@code field} ({@code Class.name}) holds after
   * its class is initialised, a named singleton of {@link SingletonIdentities}.
   */
  record Singleton(String field) implements LocalValue {}

  /**
   * A non-null reference that is none of the named singletons {@code not} (sorted field
   * names, not empty; {@link SingletonIdentities}).
   */
  record Other(java.util.List<String> not) implements LocalValue {
    public Other {
      not = java.util.List.copyOf(new java.util.TreeSet<>(not));
    }
  }

  /**
   * A non-null reference to an object whose final fields have the values given ({@link
   * ReferenceClasses}: a class of the objects a tracked reference field holds); which object it
   * is, is not known.
   */
  record Finals(java.util.Map<TrackedValues.FieldKey, LocalValue> values) implements LocalValue {
    public Finals {
      values = java.util.Map.copyOf(values);
    }
  }

  /**
   * A string constant: the value of a fixed {@code String} field ({@link
   * FinalFieldValues#stringValue}), used to order objects by it ({@link OrderKeys}).
   */
  record Text(String value) implements LocalValue {}

  /**
   * A box of the JDK ({@code type} one of {@code java.lang.Integer}, {@code Long}, {@code
   * Short}, {@code Byte}, {@code Character}) holding {@code value}; which object it is, is not
   * known ({@link PillLiterals}: a literal poison pill taken out of a queue).
   */
  record Boxed(String type, long value) implements LocalValue {}

  /**
   * A non-null reference that is none of the literal values {@code literals} ({@link Text} or
   * {@link Boxed}): for each, it is not an object of that literal's class with that content
   * ({@link PillLiterals}: any other item of a queue with literal kinds).
   */
  record NotLiteral(java.util.List<LocalValue> literals) implements LocalValue {
    public NotLiteral {
      literals = java.util.List.copyOf(literals);
    }
  }

  /**
   * An int or long that is none of {@code values}: unboxed from a {@link NotLiteral} (an
   * {@code Integer} that is no {@code Integer} literal of the list holds none of their values).
   * Only an equality test with one of the values is decided by it.
   */
  record IntExcept(java.util.List<Long> values) implements LocalValue {
    public IntExcept {
      values = java.util.List.copyOf(new java.util.TreeSet<>(values));
    }
  }

  /** True for the values that are surely a reference other than {@code null}. */
  static boolean isObject(LocalValue v) {
    return v instanceof NonNull || v instanceof EnumConstant || v instanceof Singleton
        || v instanceof Other || v instanceof Finals || v instanceof Text || v instanceof Boxed
        || v instanceof NotLiteral;
  }

  /**
   * Some int or long outside the tracked bound: comparisons with it are nondeterministic, and so is
   * everything computed from it.
   */
  record Beyond() implements LocalValue {}

  /** javac's {@code $SwitchMap$...} int array of an enum switch (read from its initializer). */
  record SwitchMap(String field) implements LocalValue {}
}

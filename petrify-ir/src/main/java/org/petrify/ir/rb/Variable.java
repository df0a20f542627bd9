package org.petrify.ir.rb;

import java.util.HashSet;
import java.util.List;

/**
 * A finite-domain variable of an rb program: a name unique in the program, its domain (the
 * values it can take, in a fixed order, each a non-empty name) and its initial value. The
 * frontend declares one per tracked Java field (booleans as {@code false true}, enum fields as
 * {@code null} and the constants, ints as a range of numbers, plus {@code *} standing for every
 * int beyond that range); rb itself gives the values no meaning beyond equality.
 *
 * <p>A {@code perThread} variable has one value per thread id, each starting at
 * {@code initial}: an {@code assign} or {@code switch} changes or tests the value of the thread
 * that runs it (instances of one thread id share one value, as for a per-thread
 * {@link Counter}). It stands for a field of objects each of which only the thread that
 * allocated it ever references, and which that thread allocates at most once.
 *
 * <p>Text form: {@code var NAME { V1 V2 ... } = INIT}, followed by {@code per-thread} for a
 * per-thread variable.
 */
public record Variable(String name, List<String> values, String initial, boolean perThread) {
  /** A variable shared by all threads. */
  public Variable(String name, List<String> values, String initial) {
    this(name, values, initial, false);
  }

  public Variable {
    values = List.copyOf(values);
    if (values.isEmpty() || new HashSet<>(values).size() != values.size()
        || values.stream().anyMatch(String::isEmpty)) {
      throw new IllegalArgumentException("variable " + name
          + " needs distinct non-empty values: " + values);
    }
    if (!values.contains(initial)) {
      throw new IllegalArgumentException("variable " + name + ": initial value " + initial
          + " is not one of " + values);
    }
  }
}

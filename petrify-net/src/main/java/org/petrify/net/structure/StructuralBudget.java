package org.petrify.net.structure;

import java.util.function.Supplier;

/**
 * The budget of a structural computation, set by its caller (a model checker with a deadline
 * and a memory limit). The computation calls {@link #check} between steps, at least every few
 * thousand elementary operations, with the bytes its work data holds and a description of its
 * progress; the check throws an unchecked exception, which the computation lets through
 * unchanged, to abandon it. {@link #NONE} never throws.
 */
@FunctionalInterface
public interface StructuralBudget {
  /** No limit: the computation runs to its own caps. */
  StructuralBudget NONE = (stage, heldBytes, progress) -> { };

  /**
   * Throws to abandon the computation.
   *
   * @param stage what is being computed, in words ("place invariants")
   * @param heldBytes an estimate of the bytes the computation's work data holds now
   * @param progress what it has done so far, in words (built only when it is reported)
   */
  void check(String stage, long heldBytes, Supplier<String> progress);
}

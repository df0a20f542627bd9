package org.petrify.api;

import org.petrify.ir.rb.Origin;

/**
 * One step of a witness in Java terms: which thread did what, where. {@code index} counts from
 * 1; {@code transition} is the name of the net transition that fired; {@code action} describes
 * the rb command (e.g. {@code "lock <L0>"}); {@code origin} is its Java source position;
 * {@code kind} is what the step does, typed from the rb command; {@code subject} is what it acts
 * on, or null: the lock of a {@link StepKind#LOCK}, {@link StepKind#LOCK_FAILED},
 * {@link StepKind#UNLOCK}, {@link StepKind#WAIT}, {@link StepKind#TIMEOUT},
 * {@link StepKind#WAKE} or {@link StepKind#NOTIFY} (for a condition, its lock), the Java name of
 * the thread a {@link StepKind#START}, {@link StepKind#JOIN} or {@link StepKind#UNPARK} is about,
 * the counter of a {@link StepKind#BLOCKING_CALL}, the variable of a
 * {@link StepKind#TRACKED_WRITE} or {@link StepKind#TRACKED_TEST}.
 */
public record Step(int index, String thread, String action, Origin origin, String transition,
    StepKind kind, String subject) {

  public Step {
    kind = kind == null ? StepKind.OTHER : kind;
  }

  /** A step whose kind is not known ({@link StepKind#OTHER}): shown only in full witnesses. */
  public Step(int index, String thread, String action, Origin origin, String transition) {
    this(index, thread, action, origin, transition, StepKind.OTHER, null);
  }

  /** The source position as a stack-trace frame {@code pkg.Cls.m(Cls.java:42)}. */
  public String frame() {
    return origin.frame();
  }

  @Override
  public String toString() {
    return index + ". " + thread + ": " + action + " at " + frame();
  }
}

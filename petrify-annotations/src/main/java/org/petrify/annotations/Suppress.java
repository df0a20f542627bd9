package org.petrify.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a finding of Petrify as known and accepted. A finding is suppressed when a method on its
 * witness (a blocked thread's stack, the place a held lock was taken, a looping method, a racing
 * access), or the class declaring that method, or a class enclosing it, carries this annotation
 * with the finding's property. Lambdas count as the method they are written in. A suppressed
 * finding is still reported, marked as suppressed, and does not fail the build.
 *
 * <p>Class retention: the annotation is in the class files Petrify reads and costs nothing at
 * run time. ({@code @SuppressWarnings} cannot serve: the compiler drops it.)
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Suppress {
  /**
   * The properties suppressed: {@code "deadlock"}, {@code "termination"}, {@code "livelock"},
   * {@code "race"}, or {@code "all"}.
   */
  String[] value();

  /** Why the finding is accepted, for the reader (not used by the analysis). */
  String reason() default "";
}

package org.petrify.api.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.petrify.api.Fairness;

/**
 * Checks concurrency properties of a program with Petrify before each test it annotates (on a
 * test method, or on a test class for all its tests):
 *
 * <pre>{@code
 * @PetrifyCheck(main = App.class, properties = {DEADLOCK, TERMINATION})
 * class AppConcurrencyTest {
 *   @Test void checked() {}   // fails with the report if App can deadlock or not terminate
 * }
 * }</pre>
 *
 * <p>The program is read from the class folders or jars of {@link #main} and of the test class
 * (the test class path as far as application code goes; library code is not translated), plus
 * {@link #classpath}. Each configuration (class path, entry point, properties, budgets) is
 * analysed once per test run and its reports are shared by every test that names it. A
 * violated property fails the test with the whole report as the message; an inconclusive one
 * fails it with the reason, or skips it when {@link #inconclusive} is {@link
 * Inconclusive#SKIP}. A method annotation replaces the class annotation for that method.
 *
 * <p>Needs JUnit Jupiter on the test class path (an optional dependency of petrify-api).
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ExtendWith(PetrifyExtension.class)
public @interface PetrifyCheck {
  /** What to check. */
  enum Property { DEADLOCK, TERMINATION, LIVELOCK }

  /** What an inconclusive verdict does to the test. */
  enum Inconclusive { FAIL, SKIP }

  /** The class whose {@code main} method starts the program. */
  Class<?> main();

  /** Start at this method of {@link #main} instead of {@code main} (empty: {@code main}). */
  String entry() default "";

  /** The properties, each checked on its own (default: deadlock). */
  Property[] properties() default {Property.DEADLOCK};

  /** CTL formulas (LoLA syntax, program place names) that must hold, checked after the properties. */
  String[] ctl() default {};

  /** Extra class path entries (folders or jars), relative to the working directory. */
  String[] classpath() default {};

  /** The most states the engine may store per property; beyond: inconclusive. */
  long maxStates() default 5_000_000L;

  /** The wall-clock limit per property in seconds (0: none). */
  double timeoutSeconds() default 120;

  /** The scheduler assumption of termination and livelock. */
  Fairness fairness() default Fairness.NONE;

  /**
   * UNSOUND caveat kinds to accept ({@code "all"}: every kind), as {@code
   * Analysis.acceptUnsound}: a property that holds only in a model with unaccepted UNSOUND
   * caveats is inconclusive (see {@link #inconclusive}); accepted, it holds, the caveats listed.
   */
  String[] acceptUnsound() default {};

  /** Whether an inconclusive verdict fails (default) or skips the test. */
  Inconclusive inconclusive() default Inconclusive.FAIL;

  /**
   * A baseline of known findings (a SARIF log, e.g. written by the command line's
   * {@code --write-baseline}), relative to the working directory; empty: none. A finding in it,
   * or one suppressed in code with {@code @org.petrify.annotations.Suppress}, does not fail the
   * test (it is published as a report entry).
   */
  String baseline() default "";
}

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Variable;

/**
 * Tells "returned false (null)" apart from "threw" at the exceptional exit of a result variant
 * ({@link ResultExits}): both leave a result variant by its {@code raise}, so without more the
 * caller must follow both the {@code false} continuation and the handlers from that exit.
 *
 * <p><b>Rule.</b> A result variant (kind {@code BOOLEAN} or {@code REFERENCE}) of a callee that
 * may throw ({@link TranslationContext#mayThrow}) is <em>flagged</em>: it has a per-thread
 * variable {@code <method>#thrown} with values {@code false true}, initially {@code false},
 * one per Java method (shared by its variants, so that identical variants stay identical for
 * {@link IdenticalProcedures}). Every path of the variant into its exceptional exit other than
 * a {@code return} (a {@code throw}, an exception from a call or an implicit one, routed by
 * {@link ProcedureTranslator#handlers}) passes {@code assign F true} just before the
 * {@code raise}; a {@code return} of a false value leaves by the {@code raise} without it. The
 * caller's continuation after the exceptional exit of a call of the variant is {@code switch F}:
 * on {@code false} the continuation with the result pinned to {@code false}, on {@code true}
 * {@code assign F false} and then the call's handlers ({@link ValueSteps#resultCall}).
 *
 * <p><b>Invariant.</b> Outside the window between a flagged variant's {@code assign F true} and
 * its caller's {@code switch F}, the thread's {@code F} is {@code false}. In that window the
 * thread runs only the variant's {@code raise} and the return into the caller's switch (no
 * other command of the thread can run there), so the switch reads {@code true} exactly when
 * this call threw. Every call of a flagged variant is made by {@link ValueSteps#resultCall},
 * which always tests and clears the flag; a sliced flagged variant cannot lose the flag,
 * since {@link Skeleton} keeps every procedure that assigns a variable that a kept procedure
 * tests.
 *
 * <p><b>Soundness.</b> Every Java run of the call is a run of the model: a return of
 * {@code false} reaches the caller's switch with {@code F} false and continues with
 * {@code false}, as before; an exception reaches it with {@code F} true and goes to the handlers
 * the call had, as before. The model drops only the runs that Java cannot take: a return of
 * {@code false} going to the handlers, and an exception continuing as if {@code false} had
 * been returned. The instances of a multi-instance thread id share one value of {@code F}:
 * still sound, since the window's commands (the raise and the return into the switch) are
 * local to the instance and always enabled, so every Java run is also a model run in which each
 * window runs without a step of another instance in it (the same steps, reordered only among
 * instance-local ones); another instance's step inside a window only adds runs (it may read the
 * flag set for another call). A loop-started thread whose code reaches a flag is still not
 * counted as instance-agnostic ({@link LoopClassThreads#instanceAgnostic}: it uses a per-thread
 * variable) and keeps its UNSOUND {@code summary-thread} caveat; the argument above would allow
 * dropping that, which is left for a test that shows it.
 */
final class ThrownFlags {
  private final TranslationContext tc;
  private final Map<String, Variable> declared = new LinkedHashMap<>();

  ThrownFlags(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The flag of a result variant of {@code callee} of the given kind, declared on first use, or
   * null if the variant is not flagged (an argument variant, or a callee that cannot throw).
   */
  String flag(MethodInstance callee, ResultExits.Kind kind) {
    if (kind == ResultExits.Kind.ARGUMENTS || kind == ResultExits.Kind.INT
        || !tc.mayThrow(callee)) {
      return null;
    }
    String procedure = tc.procedureName(callee);
    int context = procedure.indexOf('[');
    String name = (context < 0 ? procedure : procedure.substring(0, context)) + SUFFIX;
    declared.computeIfAbsent(name,
        n -> new Variable(n, List.of("false", "true"), "false", true));
    return name;
  }

  /** The suffix of a flag's name; no Java field or method name contains its {@code #}. */
  private static final String SUFFIX = "#thrown";

  /** True if an rb variable is a method's thrown flag. */
  static boolean isFlag(Variable v) {
    return v.perThread() && v.name().endsWith(SUFFIX);
  }

  /** The flags declared so far. */
  List<Variable> declarations() {
    return new ArrayList<>(declared.values());
  }
}

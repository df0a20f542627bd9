package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * The hook of an application subclass of {@code FutureTask} that the JDK's {@code run()} calls:
 * {@code done()}, which {@code set}/{@code setException} call (through {@code
 * finishCompletion}) in the thread that ran the task, after it completed normally or by an
 * exception (JDK 8 to 25). A thread or pool task whose run target is such an object runs its
 * {@code done()} override after the wrapped task: a choice among the overrides of the targets
 * (one target: exactly its {@code done()}).
 *
 * <p>Overrides of {@code set}, {@code setException}, {@code run} or {@code runAndReset}, and a
 * {@code done()} override the points-to analysis did not reach for the object, are not
 * modelled: UNSOUND {@code library-callback} (their code may be what other threads wait for).
 * Cancellation also calls {@code done()} (in the cancelling thread); {@code cancel} overrides
 * and that call are left to the future model.
 */
final class FutureTaskHooks {
  private static final String FUTURE_TASK = "java.util.concurrent.FutureTask";
  private static final List<String> OTHER_HOOKS = List.of("void set(java.lang.Object)",
      "void setException(java.lang.Throwable)", "boolean runAndReset()");

  private FutureTaskHooks() {}

  /**
   * The procedures of the {@code done()} overrides of the thread's {@code FutureTask} targets;
   * empty when it has none; reports the caveat for hooks it cannot run.
   */
  static List<String> doneProcedures(TranslationContext tc, AbstractObject thread) {
    Set<String> out = new LinkedHashSet<>();
    for (AbstractObject target : tc.pts().threadTargets(thread)) {
      if (target.kind() != AbstractObject.Kind.ALLOCATION || target.type().endsWith("]")) {
        continue;
      }
      ClassType type = tc.code().classType(target.type());
      if (!tc.code().isApplication(type)
          || !tc.code().isSubtype(type, tc.code().classType(FUTURE_TASK))) {
        continue;
      }
      for (String hook : OTHER_HOOKS) {
        if (override(tc, type, hook).isPresent()) {
          caveat(tc, thread, target, hook);
        }
      }
      Optional<JavaSootMethod> done = override(tc, type, "void done()");
      if (done.isEmpty()) {
        continue;
      }
      List<String> found = new ArrayList<>();
      for (MethodInstance mi : tc.pts().reachable()) {
        if (mi.method().equals(done.get()) && tc.pts().receiversOf(mi).contains(target)) {
          found.add(tc.procedureName(mi));
        }
      }
      if (found.isEmpty()) {
        caveat(tc, thread, target, "void done()");
      }
      out.addAll(found);
    }
    return List.copyOf(out);
  }

  /** The commands that run one of {@code procedures} (none when empty). */
  static List<Command> after(List<String> procedures, Supplier<String> fresh, Origin origin) {
    if (procedures.isEmpty()) {
      return List.of();
    }
    if (procedures.size() == 1) {
      return List.of(new Command.Call(fresh.get(), procedures.get(0), origin));
    }
    return CallbackChoice.commands(procedures, origin, fresh, false);
  }

  /** The application method overriding {@code FutureTask}'s {@code sub}, if any. */
  private static Optional<JavaSootMethod> override(TranslationContext tc, ClassType type,
      String sub) {
    Optional<JavaSootMethod> m = tc.code().dispatch(type,
        tc.code().view().getIdentifierFactory().parseMethodSubSignature(sub));
    return m.filter(x -> tc.code().isApplication(x.getDeclaringClassType()));
  }

  private static void caveat(TranslationContext tc, AbstractObject thread, AbstractObject target,
      String hook) {
    tc.caveat("library-callback", thread.origin(), target.type() + " overrides FutureTask's "
        + hook.substring(hook.indexOf(' ') + 1) + ", which the thread running the task calls"
        + " in the JDK's run(); the model does not run it", Caveat.Effect.UNSOUND);
  }
}

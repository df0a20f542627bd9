package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.Origins;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * {@code Thread.start()} on a receiver the points-to analysis has no object for (a thread made
 * by a factory or a call it cannot follow, one obtained by reflection): the JVM starts a
 * thread there, running code the model does not know. The call forks a thread of that call
 * site whose procedure, named with {@link Procedure#UNKNOWN_TARGET_THREAD}, is empty, with an
 * UNSOUND {@code empty-thread} caveat, rather than doing nothing: a witness that passes the
 * call then starts a thread of unknown run target, which the check does not report as a
 * violation (a deadlock may need what that thread would do), where a silent nothing would let
 * the other threads wait for it forever and be reported as a deadlock.
 */
final class UnknownStarts {
  private final TranslationContext tc;
  private final Set<String> procedures = new LinkedHashSet<>();

  UnknownStarts(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The fork of an unknown thread for call {@code inv} at statement {@code index} of {@code
   * mi} if it is a {@code Thread.start()} whose receiver has no abstract object and that
   * starts no thread of the points-to analysis; none otherwise.
   */
  List<Supplier<List<Command>>> at(MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin, Supplier<String> label) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!(inv instanceof AbstractInstanceInvokeExpr) || inv.getArgCount() != 0
        || !inv.getMethodSignature().getName().equals("start")
        || !tc.pts().threadsStartedAt(mi, index).isEmpty()
        || !tc.pts().callees(mi, index).isEmpty()
        || !tc.receiverObjects(mi, index, inv).isEmpty()) {
      return out;
    }
    MethodSignature sig = tc.code().resolve(inv.getMethodSignature())
        .map(JavaSootMethod::getSignature).orElse(inv.getMethodSignature());
    if (!sig.getDeclClassType().getFullyQualifiedName().equals("java.lang.Thread")) {
      return out;
    }
    String thread = "Thread@" + Origins.shortPlace(origin);
    String procedure = Procedure.UNKNOWN_TARGET_THREAD + thread;
    if (procedures.add(procedure)) {
      tc.caveat("empty-thread", origin, "Thread.start on a thread the analysis has no object"
          + " for (made by code it cannot follow): the thread it starts runs unknown code and"
          + " does nothing in the model", Caveat.Effect.UNSOUND);
    }
    out.add(() -> List.of(new Command.Fork(label.get(), procedure, thread, origin)));
    return out;
  }

  /** The empty procedures of the unknown threads forked so far. */
  List<Procedure> procedures() {
    List<Procedure> out = new ArrayList<>();
    procedures.forEach(p -> out.add(new Procedure(p, List.of())));
    return out;
  }
}

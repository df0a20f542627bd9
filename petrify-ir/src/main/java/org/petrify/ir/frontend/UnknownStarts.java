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

  /**
   * The fork of an unknown-target thread {@link Procedure#DROPPED_CALLBACK_THREAD} for a
   * library call at {@code origin} where the JDK may run application code that the model drops
   * (the caller reports the UNSOUND {@code library-callback} caveat): the code may run in
   * another thread, after the call, at any time, and do what other threads wait for. The
   * thread does nothing in the model (it ends at once, adding no run to any other thread), and a
   * witness that forks it is refused as one that starts an {@code empty-thread} is, so no
   * VIOLATED can rest on the missing code; a witness that never reaches the call keeps its
   * verdict, as the dropped code cannot run before the call has handed it to the library.
   */
  List<Command> droppedCallback(Origin origin, Supplier<String> label) {
    String thread = Procedure.DROPPED_CALLBACK_THREAD + Origins.shortPlace(origin);
    String procedure = Procedure.UNKNOWN_TARGET_THREAD + thread;
    procedures.add(procedure);
    return List.of(new Command.Fork(label.get(), procedure, thread, origin));
  }

  /**
   * True if a JDK class's methods may hand the application code they receive to a thread of
   * their own (or run it there later): the {@code java.util.concurrent} package (publishers,
   * executors, completion stages not otherwise modelled), {@code Cleaner}, the AWT/Swing event
   * queue and the HTTP client's asynchronous calls. For such a class, a call whose code the
   * model drops forks a {@link #droppedCallback} thread.
   */
  static boolean mayRunElsewhere(String cls) {
    return cls.startsWith("java.util.concurrent.") || cls.equals("java.lang.ref.Cleaner")
        || cls.equals("java.awt.EventQueue") || cls.equals("javax.swing.SwingUtilities")
        || cls.startsWith("java.net.http.");
  }

  /** The empty procedures of the unknown threads forked so far. */
  List<Procedure> procedures() {
    List<Procedure> out = new ArrayList<>();
    procedures.forEach(p -> out.add(new Procedure(p, List.of())));
    return out;
  }
}

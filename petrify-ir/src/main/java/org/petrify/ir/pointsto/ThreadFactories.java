package org.petrify.ir.pointsto;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sootup.core.signatures.MethodSignature;

/**
 * The JDK's thread factories and task wrappers, for the points-to analysis: what a thread made
 * by a factory runs, through the objects that wrap the task handed to it.
 * <ul>
 *   <li>{@code Executors.defaultThreadFactory()}, {@code Executors.privilegedThreadFactory()}
 *       and {@code Thread.Builder.factory()} return a JDK factory object of the call site;
 *       {@code newThread(r)} on such an object returns a new, unstarted library thread of its
 *       call site whose target is {@code r} (what the JDK's factories do: {@code new Thread(group,
 *       r, name, 0)}, or the builder's {@code unstarted(r)}). A factory of the program (a
 *       lambda, an application class) is translated like any other code: its {@code new
 *       Thread(r, ...)} gives the thread.</li>
 *   <li>{@code Executors.callable(r[, v])} returns a wrapper object of the call site, and a
 *       {@code FutureTask} constructed with a callable or runnable is one: the wrapped task is
 *       in the wrapper's {@link PointsToAnalysis#TARGET} pseudo-field, and a {@code call()} or
 *       {@code run()} of a wrapper runs {@code run()} or {@code call()} of its wrapped tasks (a
 *       lambda answers the method of its interface, an object the one it implements), with the
 *       call's own target recording: a thread whose target is a wrapper runs the wrapped
 *       task.</li>
 * </ul>
 * A wrapper that is a lambda or an application object ({@code () -> { rename(); r.run(); }},
 * Guava's {@code Callables.threadRenaming}) needs no rule: its captured values and fields flow
 * like any other, and its body is translated.
 *
 * <p>Soundness: the rules add what the JDK does and nothing else; a factory that is not one of
 * these (another JDK factory, an unknown receiver) gives no thread, and the translation reports
 * the call ({@code library-callback}) and the thread that runs nothing ({@code empty-thread}).
 */
final class ThreadFactories {
  /** The type of the JDK factory objects. */
  static final String FACTORY_TYPE = "java.util.concurrent.ThreadFactory";
  private static final String EXECUTORS = "java.util.concurrent.Executors";
  private static final String FUTURE_TASK = "java.util.concurrent.FutureTask";

  /** Makes library objects and threads at a call site (the library effects' own helpers). */
  interface Maker {
    AbstractObject object(Invocation inv, String type, String tag);

    AbstractObject thread(Invocation inv, int runnable, boolean start);
  }

  private final CodeBase code;
  private final ConstraintSolver solver;
  private final ThreadModel threads;
  private final Maker maker;
  private final Set<Integer> factories = new HashSet<>();
  private final Set<Integer> wrappers = new HashSet<>();

  ThreadFactories(CodeBase code, ConstraintSolver solver, ThreadModel threads, Maker maker) {
    this.code = code;
    this.solver = solver;
    this.threads = threads;
    this.maker = maker;
  }

  /**
   * Applies the rule for a call of JDK method {@code sig} on {@code receiver} (null for a static
   * call); returns true if the call is taken (no other library effect applies), false if it is
   * not one of these or other effects apply too (a {@code FutureTask} constructor also stores
   * its argument as the container rules do).
   */
  boolean apply(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    String cls = code.name(sig.getDeclClassType());
    String name = sig.getName();
    if (cls.equals(EXECUTORS) && (name.equals("defaultThreadFactory")
        || name.equals("privilegedThreadFactory"))
        || cls.startsWith("java.lang.Thread$Builder") && name.equals("factory")) {
      if (inv.result() >= 0) {
        AbstractObject f = maker.object(inv, FACTORY_TYPE, "#factory");
        factories.add(f.id());
        solver.addObject(inv.result(), f.id());
      }
      return true;
    }
    if (receiver != null && name.equals("newThread") && factories.contains(receiver.id())) {
      maker.thread(inv, 0, false);
      return true;
    }
    if (cls.equals(EXECUTORS) && name.equals("callable") && sig.getParameterCount() >= 1
        && sig.getParameterType(0).toString().equals("java.lang.Runnable")) {
      if (inv.result() >= 0) {
        AbstractObject w = maker.object(inv, "java.util.concurrent.Callable", "#callable");
        wrap(w, inv.args().get(0));
        solver.addObject(inv.result(), w.id());
      }
      return true;
    }
    if (cls.equals(FUTURE_TASK) && name.equals("<init>") && receiver != null
        && !inv.args().isEmpty()) {
      wrap(receiver, inv.args().get(0));
      return false;
    }
    if (receiver != null && sig.getParameterCount() == 0
        && (name.equals("run") || name.equals("call"))
        && (wrappers.contains(receiver.id()) || isFutureTask(receiver))) {
      int wrapped = solver.fieldNode(receiver.id(), PointsToAnalysis.TARGET);
      for (String body : List.of("void run()", "java.lang.Object call()")) {
        boolean call = body.endsWith("call()");
        solver.addCall(wrapped, new Invocation(inv.key(),
            threads.signature(call ? "java.util.concurrent.Callable" : "java.lang.Runnable",
                body), false, List.of(), call ? inv.result() : -1, inv.onTarget(),
            inv.origin(), List.of(), null, inv.thread()));
      }
      return true;
    }
    return false;
  }

  /**
   * True for an object of {@code FutureTask} or of an application subclass: its {@code run()}
   * runs the task its constructor wrapped, whether or not that constructor call has been seen
   * yet (the solver may reach {@code run()} on the object first, e.g. from a thread started
   * with it, before the subclass constructor's {@code super(callable)}): the call on the
   * wrapped tasks is registered on the object's {@link PointsToAnalysis#TARGET} node, which the
   * constructor fills whenever it is reached.
   */
  private boolean isFutureTask(AbstractObject o) {
    if (o.type().equals(FUTURE_TASK)) {
      return true;
    }
    if (o.type().endsWith("]") || o.kind() != AbstractObject.Kind.ALLOCATION) {
      return false;
    }
    return futureTaskTypes.computeIfAbsent(o.type(), t -> code.isApplication(code.classType(t))
        && code.isSubtype(code.classType(t), code.classType(FUTURE_TASK)));
  }

  private final java.util.Map<String, Boolean> futureTaskTypes = new java.util.HashMap<>();

  private void wrap(AbstractObject wrapper, int task) {
    wrappers.add(wrapper.id());
    if (task >= 0) {
      solver.addEdge(task, solver.fieldNode(wrapper.id(), PointsToAnalysis.TARGET));
    }
  }
}

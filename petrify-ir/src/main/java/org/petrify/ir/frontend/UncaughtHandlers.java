package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;

/**
 * The uncaught-exception handlers a started thread runs when its entry ends by an exception.
 * Java ({@code Thread.dispatchUncaughtException}, JLS 11.3) runs, in the dying thread, after
 * the entry's frames are unwound (its monitors released) and before the thread ends (before a
 * {@code join} of it returns), the thread's own handler if one is set ({@code
 * setUncaughtExceptionHandler}), else its group's {@code uncaughtException}, which for the
 * JDK's groups runs the default handler ({@code Thread.setDefaultUncaughtExceptionHandler})
 * or, with none, prints the stack trace. An exception the handler throws is ignored: the
 * thread ends.
 *
 * <p>The model: a thread with application handlers ({@link PointsToResult#uncaughtHandlers})
 * calls its entry with a handler label; a raise of the entry goes to a nondeterministic choice
 * among the possible handlers ({@link #block}), each a call whose own raise ends the thread,
 * and the choice "none" (printing, which runs no application code unless {@link
 * DefaultUncaughtHandler} says so, judged there), after which the thread ends. Which
 * handlers are possible:
 * <ul>
 *   <li>each own handler the points-to set of the thread's handler field holds (any of them
 *       may be the one set last when the thread dies);</li>
 *   <li>the default handlers and "none", unless an own handler is surely set before the start
 *       ({@link #ownSurelySet}): then the thread's handler is never the group;</li>
 *   <li>"none" is also left out when a default handler is surely installed before the start
 *       ({@link #defaultSurelySet}) and no call may install a null or unknown one.</li>
 * </ul>
 * Soundness: every Java run of the thread's end is one of these choices, so the model has all
 * of Java's runs (more where the choice is not decided by the program). Not modelled, with an
 * UNSOUND {@code uncaught-handler} caveat: an application {@code ThreadGroup} subclass that
 * overrides {@code uncaughtException} (its code would run instead of the default handler); a
 * thread with handlers whose procedure is not a plain start (a pool task, a periodic task, a
 * thread that runs library targets, also for the default handler when a task may throw); a
 * handler set on a thread object whose handlers the model does not run ({@code
 * Thread.currentThread()}, a thread factory's thread, a builder's {@code
 * uncaughtExceptionHandler});
 * a thread class that overrides {@code getUncaughtExceptionHandler} (the JVM asks it);
 * the default handler run by the main thread when {@code main} may die by an exception; and, with an UNSOUND {@code handler-throwable} caveat, an
 * application exception class whose methods a handler might call (the handler's {@code
 * Throwable} argument is a library object: its methods run no application code).
 */
final class UncaughtHandlers {
  private static final String SET = "setUncaughtExceptionHandler";
  private static final String SET_DEFAULT = "setDefaultUncaughtExceptionHandler";

  private final TranslationContext tc;
  private final PointsToResult pts;
  /** Per thread object, the statements (method instance, index) that may set its handler. */
  private final Map<AbstractObject, List<Site>> setters = new HashMap<>();
  /** Sets of the default handler. */
  private final List<Site> defaultSetters = new ArrayList<>();
  /** Thread objects some setter may reach along with another one, or with a null handler. */
  private final Set<AbstractObject> inexact = new HashSet<>();
  private boolean defaultMayBeNull;
  private final Map<AbstractObject, Boolean> runs = new HashMap<>();
  private Boolean groupOverride;
  private boolean throwablesJudged;

  private record Site(MethodInstance mi, int index) {}

  UncaughtHandlers(TranslationContext tc) {
    this.tc = tc;
    this.pts = tc.pts();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv == null || inv.getArgCount() != 1) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        if (name.equals("uncaughtExceptionHandler") && inv.getMethodSignature()
            .getDeclClassType().getFullyQualifiedName().startsWith("java.lang.Thread$Builder")) {
          tc.caveat("uncaught-handler", tc.origins().of(mi.method(), code.stmt(i)),
              "a thread builder's uncaught-exception handler is not run by the model",
              Caveat.Effect.UNSOUND);
        }
        boolean nonNull = inv.getArg(0) instanceof Local l
            && tc.nullness().nonNull().isNonNull(mi, l) && !pts.pointsTo(mi, i, l).isEmpty();
        if (name.equals(SET) && inv instanceof AbstractInstanceInvokeExpr ii) {
          List<AbstractObject> objs = pts.pointsTo(mi, i, ii.getBase());
          for (AbstractObject o : objs) {
            if (pts.uncaughtHandlers(o, true).isEmpty()) {
              tc.caveat("uncaught-handler", tc.origins().of(mi.method(), code.stmt(i)),
                  "an uncaught-exception handler set on " + o.name() + " (a thread the model"
                  + " does not start itself: the current thread, a thread factory's) is not"
                  + " run by the model", Caveat.Effect.UNSOUND);
            }
            setters.computeIfAbsent(o, k -> new ArrayList<>()).add(new Site(mi, i));
            if (objs.size() != 1 || !nonNull) {
              inexact.add(o);
            }
          }
        } else if (name.equals(SET_DEFAULT) && inv instanceof JStaticInvokeExpr) {
          defaultSetters.add(new Site(mi, i));
          defaultMayBeNull |= !nonNull;
          if (pts.entry() != null && tc.mayThrow(pts.entry())) {
            tc.caveat("uncaught-handler", tc.origins().of(mi.method(), code.stmt(i)),
                "the default uncaught-exception handler runs when main dies by an exception,"
                + " which is not modelled", Caveat.Effect.UNSOUND);
          }
        }
      }
    }
  }

  /**
   * True if the thread's procedure runs handlers: it has application handlers (its own or
   * default ones). Reports the caveats of the class comment for the thread on the first call.
   */
  boolean runs(AbstractObject thread) {
    return runs.computeIfAbsent(thread, t -> {
      boolean any = !pts.uncaughtHandlers(t, true).isEmpty()
          || !pts.uncaughtHandlers(t, false).isEmpty();
      if (any) {
        judgeThrowables(t.origin());
      }
      if (overridesGetter(t)) {
        tc.caveat("uncaught-handler", t.origin(), "thread " + t.name() + " overrides"
            + " getUncaughtExceptionHandler, which the JVM asks for the handler it runs when"
            + " the thread dies by an exception; not modelled", Caveat.Effect.UNSOUND);
      }
      if (!ownSurelySet(t) && groupOverride()) {
        tc.caveat("uncaught-handler", t.origin(), "an application ThreadGroup overrides"
            + " uncaughtException; thread " + t.name() + " may run it when it dies by an"
            + " exception, which is not modelled", Caveat.Effect.UNSOUND);
      }
      return any;
    });
  }

  /**
   * Reports, for a thread whose procedure is not a plain start (a pool's, a periodic task's),
   * that its handlers are not run, also the default handler that the worker running a task
   * that may throw would run.
   */
  void notRun(AbstractObject thread) {
    if (!pts.uncaughtHandlers(thread, true).isEmpty()
        || !pts.uncaughtHandlers(thread, false).isEmpty()
        || !defaultSetters.isEmpty() && pts.threadEntries(thread).stream()
            .anyMatch(tc::mayThrow)) {
      tc.caveat("uncaught-handler", thread.origin(), "thread " + thread.name() + " has an"
          + " uncaught-exception handler that the model does not run", Caveat.Effect.UNSOUND);
    }
  }

  /**
   * The commands at {@code label} that a raise of the thread's entry goes to: a choice among
   * the handlers of the class comment, each called (its raise ends the thread too), then the
   * thread's end.
   */
  List<Command> block(AbstractObject thread, String label, Supplier<String> fresh, Origin o) {
    List<String> procedures = new ArrayList<>();
    pts.uncaughtHandlers(thread, true).forEach(h -> procedures.add(tc.procedureName(h)));
    boolean own = ownSurelySet(thread);
    if (!own) {
      pts.uncaughtHandlers(thread, false).forEach(h -> procedures.add(tc.procedureName(h)));
    }
    boolean none = !own && !defaultSurelySet(thread);
    List<Command> alternatives = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    for (String p : procedures) {
      String call = fresh.get();
      targets.add(call);
      alternatives.add(new Command.Call(call, p, Procedure.EXIT, o));
      alternatives.add(new Command.Goto(fresh.get(), Procedure.EXIT, o));
    }
    if (none || targets.isEmpty()) {
      String printLock = StackTracePrinting.defaultPrintLock(tc, thread);
      if (printLock == null) {
        targets.add(Procedure.EXIT);
      } else {
        String print = fresh.get();
        targets.add(print);
        alternatives.addAll(StackTracePrinting.printing(print, printLock, fresh, o));
      }
    }
    List<Command> out = new ArrayList<>();
    out.add(new Command.Jump(label, targets, o));
    out.addAll(alternatives);
    return out;
  }

  /**
   * True if the thread's own handler is surely set, to a non-null handler, before every start
   * of it: the thread is one runtime object (an application allocation, no summary), every
   * {@code setUncaughtExceptionHandler} that may reach it has it as its only receiver and a
   * non-null argument, and at every statement starting it every path from its method's entry
   * passes such a call (as {@link DaemonThreads} argues for {@code setDaemon}). Its handler
   * is then its own when it dies, whatever later sets do.
   */
  private boolean ownSurelySet(AbstractObject thread) {
    List<Site> sets = setters.getOrDefault(thread, List.of());
    if (sets.isEmpty() || inexact.contains(thread) || pts.isSummary(thread)
        || thread.kind() != AbstractObject.Kind.ALLOCATION) {
      return false;
    }
    return startsAfter(thread, sets);
  }

  /**
   * True if a non-null default handler is surely installed before every start of the thread:
   * no call may install null, and at every statement starting the thread every path from its
   * method's entry passes a {@code setDefaultUncaughtExceptionHandler} of the same method
   * instance. The default handler, once set, is never null again, so a thread that dies runs
   * one of the default handlers (or its own).
   */
  private boolean defaultSurelySet(AbstractObject thread) {
    return !defaultSetters.isEmpty() && !defaultMayBeNull
        && startsAfter(thread, defaultSetters);
  }

  /** True if every start of the thread is preceded, on every path of its method, by a site. */
  private boolean startsAfter(AbstractObject thread, List<Site> sites) {
    boolean started = false;
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      Set<Integer> before = new HashSet<>();
      for (Site s : sites) {
        if (s.mi().equals(mi)) {
          before.add(s.index());
        }
      }
      for (int i = 0; code != null && i < code.size(); i++) {
        if (pts.threadsStartedAt(mi, i).contains(thread)) {
          started = true;
          int start = i;
          if (before.isEmpty() || code.reachesAvoiding(0, s -> s == start, before)) {
            return false;
          }
        }
      }
    }
    return started;
  }

  /** True if the thread's class is an application class overriding the handler's getter. */
  private boolean overridesGetter(AbstractObject thread) {
    CodeBase code = pts.code();
    if (thread.type().startsWith("java.")) {
      return false;
    }
    var sub = code.view().getIdentifierFactory().parseMethodSubSignature(
        "java.lang.Thread$UncaughtExceptionHandler getUncaughtExceptionHandler()");
    return code.dispatch(code.classType(thread.type()), sub)
        .filter(m -> code.isApplication(m.getDeclaringClassType())).isPresent();
  }

  /** True if an application {@code ThreadGroup} subclass overrides {@code uncaughtException}. */
  private boolean groupOverride() {
    if (groupOverride == null) {
      CodeBase code = pts.code();
      groupOverride = false;
      var group = code.classType("java.lang.ThreadGroup");
      var sub = code.view().getIdentifierFactory().parseMethodSubSignature(
          "void uncaughtException(java.lang.Thread,java.lang.Throwable)");
      for (AbstractObject o : pts.objects()) {
        if (o.kind() == AbstractObject.Kind.ALLOCATION
            && code.isApplication(code.classType(o.type()))
            && code.isSubtype(code.classType(o.type()), group)
            && code.dispatch(code.classType(o.type()), sub)
                .filter(m -> code.isApplication(m.getDeclaringClassType())).isPresent()) {
          groupOverride = true;
          break;
        }
      }
    }
    return groupOverride;
  }

  /**
   * Reports once an application exception class whose methods that a handler may call on its
   * argument ({@link DefaultUncaughtHandler#PRINTING}) run code that matters: the model hands
   * the handler a library {@code Throwable} instead of the exceptions the thread may die of.
   */
  private void judgeThrowables(Origin where) {
    if (throwablesJudged) {
      return;
    }
    throwablesJudged = true;
    CodeBase code = pts.code();
    var throwable = code.classType("java.lang.Throwable");
    List<AbstractObject> thrown = new ArrayList<>();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION
          && code.isApplication(code.classType(o.type()))
          && code.isSubtype(code.classType(o.type()), throwable)) {
        thrown.add(o);
      }
    }
    ArgumentCallbacks callbacks = new ArgumentCallbacks(code);
    for (String method : DefaultUncaughtHandler.PRINTING) {
      if (callbacks.callsBack(method, thrown)) {
        tc.caveat("handler-throwable", where, "an uncaught-exception handler may call " + method
            + " of an application exception class, which is not modelled",
            Caveat.Effect.UNSOUND);
        return;
      }
    }
  }
}

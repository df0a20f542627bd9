package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ClassType;

/**
 * Interrupts as control flow. {@code Thread.interrupt()} becomes {@code interrupt t} (the
 * thread's flag is set, {@link ThreadJoinModel}), {@code Thread.interrupted()} becomes {@code
 * clearinterrupt}, and a JDK call that declares {@code InterruptedException} (sleep, join,
 * {@code lockInterruptibly}, {@code take}, {@code put}, {@code acquire}, {@code await} of a
 * latch or barrier, {@code get}, ...) gets an {@code interruptible H} marker before each of its
 * blocking commands ({@code acquire}, {@code join}, {@code down}, {@code up}, {@code until}; a
 * {@code skip} for a call with no command, such as {@code sleep}), H being the handler that
 * catches the exception. The encoding lets the thread leave such a command for H whenever its
 * flag is set, also while blocked there, and clears the flag (see {@code InterruptFlags}).
 *
 * <p>Only programs that call {@code Thread.interrupt} somewhere in reachable code get markers
 * (without an interrupt no flag is ever set, and the nets stay as they were), and only in the
 * methods the interrupted threads run ({@link #mayBeInterrupted}). Soundness: a Java
 * wait throws {@code InterruptedException} exactly when its thread's flag is set before or
 * while it waits, and the flag is set only by an {@code interrupt} of that thread; the model
 * allows the exit in all those states (instances of one thread share a flag: more runs, never
 * fewer) and in no other, so a thread blocked forever in Java is blocked in the model too.
 *
 * <p>Not modelled, each an UNSOUND caveat {@code interrupt} at the wait in a program that
 * interrupts some thread: an {@code InterruptedException} that leaves the method (no handler
 * of the method surely catches it before a catch-all does), a {@code Thread.join} that
 * releases the joined thread's monitor ({@link JoinMonitors}), and {@code LockSupport.park}
 * (which returns when interrupted). An interrupted {@code Object.wait} or {@code
 * Condition.await} is modelled: it throws at once, still holding the lock, when the flag is set
 * before the wait, and leaves the wait set, re-acquires the lock and throws when it is set
 * while the thread waits. Interrupts by the JDK ({@code shutdownNow}, {@code
 * Future.cancel(true)}, the cancellation of {@code invokeAny}'s losers) are interrupt sites
 * too, of the task threads they may reach ({@link JdkInterrupts}).
 */
final class InterruptibleWaits {
  static final String INTERRUPTED = "java.lang.InterruptedException";

  private final PointsToResult pts;
  private final ThrowAnalysis throwAnalysis;
  private Boolean anyInterrupt;
  /** The methods threads that may be interrupted run (see {@link #mayBeInterrupted}). */
  private java.util.Set<MethodInstance> interruptible;
  private boolean everyMethod;

  InterruptibleWaits(PointsToResult pts, ThrowAnalysis throwAnalysis) {
    this.pts = pts;
    this.throwAnalysis = throwAnalysis;
  }

  /**
   * True if a thread that may be interrupted may run {@code mi}: {@code mi} is reachable by
   * calls from the entry of a thread some {@code interrupt()} may target; every method when an
   * interrupt's target is unknown, or the current thread outside a handler of {@code
   * InterruptedException} ({@link #onlyAfterInterrupt}).
   */
  boolean mayBeInterrupted(MethodInstance mi) {
    if (interruptible == null) {
      interruptible = new java.util.HashSet<>();
      if (neverInterrupts()) {
        return false;
      }
      java.util.ArrayDeque<MethodInstance> work = new java.util.ArrayDeque<>();
      for (MethodInstance m : pts.reachable()) {
        MethodCode body = pts.body(m);
        for (int i = 0; body != null && i < body.size(); i++) {
          List<org.petrify.ir.pointsto.AbstractObject> targets = interruptTargets(m, body, i);
          if (targets == null) {
            continue;
          }
          if (targets.isEmpty() || targets.stream().anyMatch(pts::isCurrentThread)
              && !onlyAfterInterrupt(body, i, Set.of(INTERRUPTED))) {
            everyMethod = true;
          }
          targets.forEach(t -> work.addAll(pts.threadEntries(t)));
        }
      }
      while (!work.isEmpty()) {
        MethodInstance m = work.poll();
        if (!interruptible.add(m)) {
          continue;
        }
        MethodCode body = pts.body(m);
        for (int i = 0; body != null && i < body.size(); i++) {
          work.addAll(pts.callees(m, i));
        }
      }
    }
    return everyMethod || interruptible.contains(mi);
  }

  /**
   * True if every {@code interrupt()} of the program is a {@code
   * Thread.currentThread().interrupt()} reached only through handlers of {@code
   * InterruptedException} or of a {@code BrokenBarrierException} that only an interrupt can
   * cause ({@link BarrierBreaks}): none of them can be the first interrupt of a run (each needs
   * an earlier one), so no thread is ever interrupted. Without barriers in the handlers this is
   * what the per-call rule of {@link #mayBeInterrupted} finds anyway; with them, that rule
   * would count every method, since a broken barrier reaches threads nobody interrupted.
   */
  boolean neverInterrupts() {
    if (never == null) {
      never = computeNeverInterrupts();
    }
    return never;
  }

  private Boolean never;

  private boolean computeNeverInterrupts() {
    Set<String> causes = Set.of(INTERRUPTED, BarrierBreaks.BROKEN);
    for (MethodInstance m : pts.reachable()) {
      MethodCode body = pts.body(m);
      for (int i = 0; body != null && i < body.size(); i++) {
        List<org.petrify.ir.pointsto.AbstractObject> targets = interruptTargets(m, body, i);
        if (targets == null) {
          continue;
        }
        if (targets.isEmpty() || !targets.stream().allMatch(pts::isCurrentThread)
            || !onlyAfterInterrupt(body, i, causes)) {
          return false;
        }
      }
    }
    return BarrierBreaks.onlyAfterInterrupt(pts, throwAnalysis);
  }

  /**
   * True if statement i runs only in a handler of one of the {@code causes} (exception class
   * names): it is not reached from the entry along normal edges nor from another handler.
   * With {@code InterruptedException} alone, a {@code Thread.currentThread().interrupt()} (the
   * idiom that restores the flag) there runs in a thread that was interrupted already, whose
   * methods are counted from that interrupt.
   */
  static boolean onlyAfterInterrupt(MethodCode body, int i, Set<String> causes) {
    return onlyAfterInterrupt(body, causes).get(i);
  }

  /**
   * The statements of {@code body} for which {@link #onlyAfterInterrupt(MethodCode, int, Set)}
   * is true, all at once: three reachability passes over the body, linear in its size. A
   * caller that asks about many statements of one body (a fixpoint over every statement) keeps
   * this set instead of asking per statement, which repeated the passes per statement.
   */
  static BitSet onlyAfterInterrupt(MethodCode body, Set<String> causes) {
    if (body.size() == 0) {
      return new BitSet();
    }
    BitSet interrupted = new BitSet();
    BitSet other = new BitSet();
    for (int s = 0; s < body.size(); s++) {
      for (Map.Entry<ClassType, Integer> h : body.handlers(s).entrySet()) {
        (causes.contains(h.getKey().getFullyQualifiedName()) ? interrupted : other)
            .set(h.getValue());
      }
    }
    BitSet entry = new BitSet();
    entry.set(0);
    BitSet out = reach(body, interrupted);
    out.andNot(reach(body, entry));
    out.andNot(reach(body, other));
    return out;
  }

  /** The statements reached from {@code from} (included) along normal edges. */
  private static BitSet reach(MethodCode body, BitSet from) {
    BitSet seen = (BitSet) from.clone();
    int[] work = new int[body.size()];
    int top = 0;
    for (int f = from.nextSetBit(0); f >= 0; f = from.nextSetBit(f + 1)) {
      work[top++] = f;
    }
    while (top > 0) {
      for (int n : body.successors(work[--top])) {
        if (n >= 0 && !seen.get(n)) {
          seen.set(n);
          work[top++] = n;
        }
      }
    }
    return seen;
  }

  /**
   * True if {@code mi} runs only as the function of executor tasks: no application call runs
   * it, and every thread it is an entry of is a task of a pool or of an {@code invokeAll} /
   * {@code invokeAny} batch, or runs only {@code FutureTask}s. The task's thread procedure calls it with no handler, so its
   * exceptional exit ends the function as Java's {@code FutureTask.run} does (it catches every
   * exception and completes the future with it): an {@code InterruptedException} that leaves
   * such a method is modelled by routing the interrupted wait to the method's exceptional exit.
   */
  boolean onlyTaskEntry(MethodInstance mi) {
    if (pts.calledInstances().contains(mi)) {
      return false;
    }
    boolean any = false;
    for (org.petrify.ir.pointsto.AbstractObject t : pts.startedThreads()) {
      if (pts.threadEntries(t).contains(mi)) {
        if (pts.taskPools(t).isEmpty() && !pts.isTaskBatch(t) && !runsFutureTasks(t)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  /** True if every run target of thread {@code t} is a {@code new FutureTask<>(..)}. */
  private boolean runsFutureTasks(org.petrify.ir.pointsto.AbstractObject t) {
    List<org.petrify.ir.pointsto.AbstractObject> targets = pts.threadTargets(t);
    return !targets.isEmpty() && targets.stream().allMatch(o -> o.kind()
        == org.petrify.ir.pointsto.AbstractObject.Kind.ALLOCATION
        && o.type().equals(FutureModel.FUTURE_TASK));
  }

  /** True if some reachable method calls {@code Thread.interrupt()}. */
  boolean anyInterrupt() {
    if (anyInterrupt == null) {
      anyInterrupt = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        for (int i = 0; body != null && i < body.size() && !anyInterrupt; i++) {
          anyInterrupt = interruptTargets(mi, body, i) != null;
        }
        if (anyInterrupt) {
          break;
        }
      }
    }
    return anyInterrupt;
  }

  /**
   * The threads statement i of {@code m} may interrupt, or null if it is no interrupt site;
   * empty when they are unknown. A site is a call of {@code interrupt()} ({@link #targets}) or
   * the creation of a method reference to it, wherever the reference is run later (a thread's
   * or task's run target {@code new Thread(worker::interrupt)}, {@code pool.execute(t::interrupt)},
   * {@code threads.forEach(Thread::interrupt)}): a bound reference interrupts the objects of its
   * captured receiver, an unbound one any thread it is given (unknown). Counting the creation
   * as the interrupt over-approximates when, and whether, it runs: more interruptible threads,
   * never fewer.
   */
  private List<org.petrify.ir.pointsto.AbstractObject> interruptTargets(MethodInstance m,
      MethodCode body, int i) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv == null) {
      return null;
    }
    if (!(inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn)) {
      if (isInterrupt(inv)) {
        return targets(m, i, inv);
      }
      return JdkInterrupts.targets(pts, m, i, inv);
    }
    sootup.core.signatures.MethodSignature impl = MethodReferences.referenced(dyn);
    if (impl == null || !isInterrupt(impl)) {
      return null;
    }
    sootup.core.jimple.common.Local captured = MethodReferences.boundReceiver(dyn);
    if (isGroup(impl.getDeclClassType())) {
      return List.of();
    }
    return captured != null ? pts.pointsTo(m, i, captured) : elementTargets(m, body, i);
  }

  /**
   * The threads an unbound {@code Thread::interrupt} made at statement i may be applied to:
   * when the reference's local is used only as the function of {@code forEach} calls of the
   * same body ({@code threads.forEach(Thread::interrupt)}), the contents of their receivers,
   * which are what {@code forEach} hands the function (null if there are none: such a call
   * interrupts nothing, and one whose elements the analysis does not know keeps its UNSOUND
   * {@code library-callback} caveat); empty (unknown) for any other use.
   */
  private List<org.petrify.ir.pointsto.AbstractObject> elementTargets(MethodInstance m,
      MethodCode body, int i) {
    if (!(body.stmt(i) instanceof sootup.core.jimple.common.stmt.JAssignStmt a)
        || !(a.getLeftOp() instanceof sootup.core.jimple.common.Local ref)) {
      return List.of();
    }
    java.util.Set<org.petrify.ir.pointsto.AbstractObject> out = new java.util.LinkedHashSet<>();
    for (int j = 0; j < body.size(); j++) {
      if (j == i || !body.stmt(j).getUses().contains(ref)) {
        continue;
      }
      AbstractInvokeExpr use = MethodCode.invokeOf(body.stmt(j));
      if (!(use instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr call)
          || !use.getMethodSignature().getName().equals("forEach") || use.getArgCount() != 1
          || !ref.equals(use.getArg(0)) || call.getBase().equals(ref)
          || org.petrify.ir.pointsto.CallerRunsFunctions.kind(use.getMethodSignature())
              != org.petrify.ir.pointsto.CallerRunsFunctions.Kind.IMMEDIATE) {
        return List.of();
      }
      List<org.petrify.ir.pointsto.AbstractObject> receivers = pts.pointsTo(m, j,
          call.getBase());
      if (receivers.isEmpty()) {
        return List.of();
      }
      receivers.forEach(r -> out.addAll(pts.contents(r)));
    }
    return out.isEmpty() ? null : List.copyOf(out);
  }


  /**
   * The threads an interrupt call may target; empty when they are unknown (no abstract
   * object, or {@code ThreadGroup.interrupt()}, which interrupts every thread of the group).
   */
  private List<org.petrify.ir.pointsto.AbstractObject> targets(MethodInstance m, int i,
      AbstractInvokeExpr inv) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || isGroup(inv.getMethodSignature().getDeclClassType())) {
      return List.of();
    }
    return pts.pointsTo(m, i, ii.getBase());
  }

  private boolean isGroup(ClassType decl) {
    return decl.getFullyQualifiedName().equals("java.lang.ThreadGroup")
        || pts.code().isSubtype(decl, pts.code().classType("java.lang.ThreadGroup"));
  }

  /**
   * True if the call is {@code interrupt()} of a thread or a thread group: javac names the receiver's static
   * type in the call, so {@code w.interrupt()} on a {@code Worker extends Thread} is {@code
   * Worker.interrupt()}; any class that is {@code Thread}, {@code ThreadGroup} or a subtype of
   * either counts.
   */
  private boolean isInterrupt(AbstractInvokeExpr inv) {
    return isInterrupt(inv.getMethodSignature());
  }

  private boolean isInterrupt(sootup.core.signatures.MethodSignature sig) {
    if (!sig.getName().equals("interrupt") || !sig.getParameterTypes().isEmpty()) {
      return false;
    }
    ClassType decl = sig.getDeclClassType();
    return decl.getFullyQualifiedName().equals("java.lang.Thread") || isGroup(decl)
        || pts.code().isSubtype(decl, pts.code().classType("java.lang.Thread"));
  }

  /**
   * True if the JDK call at statement i declares {@code InterruptedException} and a thread
   * that may be interrupted may run it.
   */
  boolean interruptible(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!pts.callees(mi, i).isEmpty() || !mayBeInterrupted(mi)) {
      return false;
    }
    return pts.code().resolve(inv.getMethodSignature()).map(m -> m.getExceptionSignatures()
        .stream().anyMatch(t -> t.getFullyQualifiedName().equals(INTERRUPTED))).orElse(false);
  }

  /**
   * The handler statement an {@code InterruptedException} thrown at statement i of {@code mi}
   * goes to: the innermost handler that may catch it, if it surely does; else -1. A catch-all
   * (javac's monitor release of a {@code synchronized} block, a {@code finally}) is taken only
   * when no abstract object reaches its caught local: its rethrow then has unknown classes and
   * goes to every enclosing handler that may catch it and out of the method
   * ({@link ExceptionRoutes}), which includes where the interrupt goes in Java. With objects
   * there, the rethrow would be routed by their classes alone, so -1.
   */
  int handler(MethodInstance mi, MethodCode body, int i) {
    for (Map.Entry<ClassType, Integer> h : ImplicitExceptions.innerFirst(body, i)) {
      if (h.getKey().getFullyQualifiedName().equals("java.lang.Throwable")) {
        return caughtLocalIsUnknown(mi, body, h.getValue()) ? h.getValue() : -1;
      }
      if (throwAnalysis.mayCatch(INTERRUPTED, h.getKey())) {
        return throwAnalysis.surelyCatches(INTERRUPTED, h.getKey()) ? h.getValue() : -1;
      }
    }
    return -1;
  }

  /** True if handler statement h binds its caught local and no abstract object reaches it. */
  private boolean caughtLocalIsUnknown(MethodInstance mi, MethodCode body, int h) {
    return body.stmt(h) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
        && id.getRightOp() instanceof sootup.core.jimple.common.ref.JCaughtExceptionRef
        && pts.pointsTo(mi, h, id.getLeftOp()).isEmpty();
  }

  /**
   * The alternatives with an {@code interruptible handler} marker before each blocking
   * command; an alternative with none ends in a marked {@code skip}; no alternative becomes one
   * marked skip. A {@code wait} or {@code await} is marked like the other waits: the encoding
   * also lets the thread leave its wait set when the flag is set, re-acquire the lock and go to
   * the handler ({@code InterruptFlags}). Returns null if an alternative waits in a way the
   * markers cannot interrupt ({@code park}, which returns instead of throwing, and a join that
   * releases a monitor, which starts with a {@code holds} test).
   */
  List<Supplier<List<Command>>> mark(List<Supplier<List<Command>>> alts, String handler,
      boolean checked, Supplier<String> label, Origin origin) {
    List<Supplier<List<Command>>> in = alts.isEmpty()
        ? List.of(() -> List.of(new Command.Skip(label.get(), origin))) : alts;
    List<List<Command>> made = new ArrayList<>();
    for (Supplier<List<Command>> alt : in) {
      made.add(alt.get());
    }
    for (List<Command> cmds : made) {
      for (Command c : cmds) {
        if (c instanceof Command.Park || c instanceof Command.HoldDepth) {
          return null;
        }
      }
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (List<Command> cmds : made) {
      List<Command> marked = new ArrayList<>();
      boolean any = false;
      for (Command c : cmds) {
        if (blocking(c)) {
          marked.add(new Command.Interruptible(label.get(), handler, checked, c.origin()));
          any = true;
        }
        marked.add(c);
      }
      if (!any) {
        marked.add(new Command.Interruptible(label.get(), handler, checked, origin));
        marked.add(new Command.Skip(label.get(), origin));
      }
      out.add(() -> marked);
    }
    return out;
  }

  private static boolean blocking(Command c) {
    return c instanceof Command.Acquire || c instanceof Command.Join
        || c instanceof Command.Wait || c instanceof Command.Await
        || c instanceof Command.Down || c instanceof Command.Up || c instanceof Command.Until;
  }
}

package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.stage.StageBudget;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.signatures.MethodSignature;

/**
 * Heap contexts per thread: which methods are analysed once per thread that runs them.
 *
 * <p>An object allocated in code that several threads run (a method called from the bodies of
 * two threads, or of a thread and {@code main}) is one abstract object for all of them, and a
 * summary even when each thread allocates it once: two threads that each make a request with
 * its own future through one shared {@code lease} and wait for it share one summary future,
 * whose lock, condition and completion the model cannot tell apart. The rule: after a first
 * analysis, the methods from which such an allocation of a {@linkplain #synchronizationObjects
 * synchronization object} (a summary, outside loops of its method, in code several threads
 * run) is reached in the call graph (the allocating methods and, transitively, their callers,
 * up to thread entries and {@code main}) are <em>threaded</em>, and the analysis runs again
 * with a thread tag ({@link Context#thread}) in the contexts of their instances: the entry
 * call of a started thread carries the site of the thread object, every other call the tag of
 * its caller; instances of other methods carry none. So every object the threaded methods
 * allocate (the future, and the request holding it) gets one abstract object per thread site
 * whose code reaches it (heap contexts include the tag), and each is single-instance where the
 * thread runs the site at most once and is itself single ({@link PointsToResult#isSummary}
 * decides this on the call graph of the second run as before). Plain data objects alone do not
 * make methods threaded: their copies would multiply tracked fields (and states) for little
 * gain, and the per-thread variables of {@link PointsToResult#isOncePerThread} cover a field
 * each thread keeps to itself.
 *
 * <p>Soundness: a tag only refines contexts. The constraints of an instance are those of its
 * method whatever its context, every runtime call is one of the resolved calls of the
 * instance its caller runs as, so points-to sets cover the run as without tags; and the summary
 * rule counts the incoming calls and thread entries of each instance on that call graph, so an
 * object stays a summary wherever its site may run twice (a loop, two calls, a thread started
 * twice). Which tag a call carries (a callback run by a library on another thread keeps its
 * caller's) affects precision only. Bounded: tags are thread allocation sites, finitely many,
 * so every threaded method gets at most one instance per tag and untagged context; the first
 * analysis decides which methods are threaded, no merging is needed.
 */
final class ThreadContexts {
  private ThreadContexts() {}

  /**
   * The methods to analyse per thread: those of the instances allocating a summary, outside a
   * loop of its method, that the code of several threads runs ({@code main} counts as one),
   * and of their transitive callers. Empty if there is none. Checks {@code budget} once per
   * reached method walked.
   */
  static Set<MethodSignature> threadedMethods(PointsToResult first, StageBudget budget) {
    Map<MethodInstance, List<MethodInstance>> callers = new HashMap<>();
    first.callGraph().forEach((key, targets) -> {
      for (MethodInstance t : targets) {
        callers.computeIfAbsent(t, k -> new ArrayList<>()).add(key.caller());
      }
    });
    Set<MethodInstance> seen = new HashSet<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    Map<MethodInstance, Integer> runners = first.threadRunnerCounts();
    Set<Integer> sync = synchronizationObjects(first, budget);
    for (AbstractObject o : first.objects()) {
      MethodInstance in = first.allocatedIn(o);
      if (in != null && sync.contains(o.id()) && first.isSummary(o)
          && !first.isAllocatedInLoop(o) && runners.getOrDefault(in, 0) > 1 && seen.add(in)) {
        work.add(in);
      }
    }
    while (!work.isEmpty()) {
      budget.check();
      for (MethodInstance c : callers.getOrDefault(work.poll(), List.of())) {
        if (seen.add(c)) {
          work.add(c);
        }
      }
    }
    Set<MethodSignature> out = new HashSet<>();
    for (MethodInstance mi : seen) {
      out.add(mi.method().getSignature());
    }
    return out;
  }

  /**
   * The objects a thread may block on or lock: objects of {@code java.util.concurrent} types
   * (locks, conditions, latches, semaphores, queues, futures), operands of
   * {@code monitorenter}, receivers of {@code wait}/{@code notify}/{@code notifyAll} and of
   * synchronized instance methods. Checks {@code budget} once per reached method.
   */
  static Set<Integer> synchronizationObjects(PointsToResult r, StageBudget budget) {
    Set<Integer> out = new HashSet<>();
    for (AbstractObject o : r.objects()) {
      if (o.type().startsWith("java.util.concurrent.")) {
        out.add(o.id());
      }
    }
    for (MethodInstance mi : r.reachable()) {
      budget.check();
      if (mi.method().isSynchronized() && !mi.method().isStatic()) {
        r.receiversOf(mi).forEach(o -> out.add(o.id()));
      }
      List<Stmt> stmts = r.body(mi).stmts();
      for (int i = 0; i < stmts.size(); i++) {
        Local l = monitorOperand(stmts.get(i));
        if (l != null) {
          for (AbstractObject o : r.pointsTo(mi, i, l)) {
            out.add(o.id());
          }
        }
      }
    }
    return out;
  }

  /** The local a statement locks, waits or notifies on, or null. */
  private static Local monitorOperand(Stmt s) {
    if (s instanceof JEnterMonitorStmt e) {
      return e.getOp() instanceof Local l ? l : null;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv instanceof AbstractInstanceInvokeExpr ii) {
      String n = ii.getMethodSignature().getName();
      return n.equals("wait") || n.equals("notify") || n.equals("notifyAll") ? ii.getBase()
          : null;
    }
    return null;
  }
}

package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Thread escape on a {@link PointsToResult}: which abstract objects may be reached by more than
 * one thread. An object that does not escape is <em>thread-local</em>: every runtime object it
 * stands for is only ever referenced by the thread that allocated it.
 *
 * <p>The rule. The escaping objects are the least set that contains the <em>roots</em> and
 * everything reachable from an escaping object through any field, array pseudo-field, lambda
 * capture ({@code cap0..}), thread target ({@code $target}) or container content
 * ({@code $content}) of the points-to graph, except a thread-local variable's initial values
 * ({@code $initial}: each made by its supplier in the thread whose {@code get()} ran it, and
 * returned to that thread only; what else reaches them, e.g. a static field the supplier
 * also writes, is an edge of its own). The roots are
 * <ul>
 *   <li>the objects of every static field;</li>
 *   <li>every thread object (an object with run targets: started threads, executor tasks,
 *       continuations, their library thread objects) and, for each of its entry method
 *       instances, the objects of the receiver {@code this}, of every parameter and of the
 *       returned value (what a task hands back through its future);</li>
 *   <li>every object the analysis did not allocate in application code: Class objects (global,
 *       hence the locks of {@code synchronized static} methods), library objects (what modelled
 *       JDK calls return, among them {@code Thread.currentThread()}, the main thread object,
 *       synchronized wrappers and lock views), which the JDK may share behind our back;</li>
 *   <li>every argument of a call that reaches no application method and is not one the library
 *       summary models as a pure value or a container operation: JDK code is not analysed, so
 *       it may store what it is given where another thread finds it (a {@code ThreadLocal},
 *       an {@code AtomicReference}, a timer, {@code System.arraycopy}, a static
 *       {@code Collections}/{@code Arrays} helper that copies between its arguments).</li>
 * </ul>
 *
 * <p>Soundness. In Java a thread obtains a reference only by allocating the object, from its
 * start (the thread object, its runnable and the runnable's captured values, the parameters of
 * a task), from a static field, from a field or array element of an object it already
 * references, from a value a library call returns, or from the return of a task it waits for.
 * By induction over an execution, if a runtime object is referenced by a thread other than its
 * allocator, the reference was first passed through one of these channels, each of which is
 * a root or an edge of the (flow-insensitive, over-approximating) points-to graph followed by the
 * closure, or is a library call whose arguments are roots. So every object two threads may
 * reference is escaping, and an operation on a thread-local object (taking its monitor, a
 * {@code Lock} method, {@code wait}/{@code notify}) can never block against, nor wake, nor be
 * woken by another thread. An abstract object stands for all its runtime objects: it escapes
 * as soon as one of them might.
 */
public final class ThreadEscape {
  private final BitSet escaping;

  private ThreadEscape(BitSet escaping) {
    this.escaping = escaping;
  }

  /** The thread escape of a points-to result, computed once per result and shared. */
  public static ThreadEscape sharedOf(PointsToResult pts) {
    return pts.memo(ThreadEscape.class.getName(), () -> of(pts));
  }

  /** Computes the escaping objects of a points-to result (see the class comment). */
  public static ThreadEscape of(PointsToResult pts) {
    BitSet escaping = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    Set<MethodInstance> entries = new HashSet<>();
    for (AbstractObject o : pts.objects()) {
      Set<MethodInstance> run = pts.threadEntries(o);
      boolean thread = !run.isEmpty();
      entries.addAll(run);
      if (thread || o.kind() == AbstractObject.Kind.CLASS
          || o.kind() == AbstractObject.Kind.LIBRARY || pts.isCurrentThread(o)) {
        add(escaping, work, o.id());
      }
    }
    for (AbstractObject t : pts.startedThreads()) {
      add(escaping, work, t.id());
    }
    Map<Integer, List<int[]>> fields = new HashMap<>();
    pts.sets().forEach((key, objects) -> {
      boolean root = key instanceof NodeKey.StaticField
          || (key instanceof NodeKey.This t && entries.contains(t.method()))
          || (key instanceof NodeKey.Param p && entries.contains(p.method()))
          || (key instanceof NodeKey.Return r && entries.contains(r.method()));
      if (root) {
        for (int o : objects) {
          add(escaping, work, o);
        }
      }
      if (key instanceof NodeKey.Field f && objects.length > 0
          && !f.field().equals(PointsToAnalysis.INITIAL_VALUES)) {
        fields.computeIfAbsent(f.object(), k -> new ArrayList<>()).add(objects);
      }
    });
    for (MethodInstance mi : pts.reachable()) {
      libraryArguments(pts, mi, escaping, work);
    }
    while (!work.isEmpty()) {
      int o = work.poll();
      for (int[] targets : fields.getOrDefault(o, List.of())) {
        for (int t : targets) {
          add(escaping, work, t);
        }
      }
    }
    return new ThreadEscape(escaping);
  }

  private static void add(BitSet escaping, ArrayDeque<Integer> work, int o) {
    if (!escaping.get(o)) {
      escaping.set(o);
      work.add(o);
    }
  }

  /**
   * Marks as roots the reference arguments of the calls of {@code mi} that reach no application
   * method, unless the callee keeps its arguments local
   * ({@link LibraryFacts.Property#ARGUMENTS_STAY_LOCAL}) or it is an instance call
   * on a container (its arguments go into the receiver's content, which the closure follows).
   * Lambda bootstraps are modelled (captures are fields of the lambda object) and skipped.
   */
  private static void libraryArguments(PointsToResult pts, MethodInstance mi, BitSet escaping,
      ArrayDeque<Integer> work) {
    MethodCode body = pts.body(mi);
    if (body == null) {
      return;
    }
    List<Stmt> stmts = body.stmts();
    for (int i = 0; i < stmts.size(); i++) {
      Stmt s = stmts.get(i);
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null || inv instanceof JDynamicInvokeExpr || !pts.callees(mi, i).isEmpty()) {
        continue;
      }
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      if (LibraryFacts.holds(LibraryFacts.Property.ARGUMENTS_STAY_LOCAL, cls,
          inv.getMethodSignature().getName())
          || (LibraryEffects.isContainer(cls) && !(inv instanceof JStaticInvokeExpr))) {
        continue;
      }
      for (Value arg : inv.getArgs()) {
        if (arg instanceof Local l) {
          for (AbstractObject o : pts.pointsTo(mi, i, l)) {
            add(escaping, work, o.id());
          }
        }
      }
    }
  }

  /** True if two threads may reference the object (see the class comment). */
  public boolean escapes(AbstractObject o) {
    return escaping.get(o.id());
  }

  /** The number of escaping objects. */
  public int escapingCount() {
    return escaping.cardinality();
  }
}

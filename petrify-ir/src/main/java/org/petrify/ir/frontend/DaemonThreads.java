package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The threads that are certainly daemon threads when they start: the JVM exits when every
 * non-daemon thread has finished, whatever daemon threads still do, so the termination and
 * livelock properties do not wait for them ({@code ProgramProperties}).
 *
 * <p>A thread object {@code o} is a daemon here only when all of the following hold, so that
 * every runtime thread it stands for has {@code setDaemon(true)} applied before its start:
 * <ul>
 *   <li>it is an allocation in application code and not a summary (one runtime thread);</li>
 *   <li>every {@code setDaemon} call whose receiver may be {@code o} has {@code o} as its only
 *       receiver and the constant {@code true} as its argument (a {@code setDaemon(false)} or
 *       an unknown argument anywhere makes it a non-daemon, as does a call that may be on
 *       another object as well);</li>
 *   <li>it is started somewhere, and at every statement that starts it, in that method, every
 *       path from the method's entry (exception edges included) passes a
 *       {@code setDaemon(true)} on it: the call has run on the one runtime object before
 *       {@code start()}, where it cannot throw {@code IllegalThreadStateException}.</li>
 * </ul>
 * A thread object is also a daemon when it is <em>born</em> one ({@link #bornDaemon}): a
 * {@code new Thread(...)} that its allocating method makes a daemon before any other use, as a
 * daemon thread factory's {@code newThread} does, and on which every {@code setDaemon} call
 * that may reach it passes {@code true}. Every runtime thread it stands for is then a daemon
 * before anything can start it, so it need not be a single one (a factory called in a loop).
 * Anything else is a non-daemon thread, which is the conservative side: a daemon taken for a
 * non-daemon thread can only make the model report a non-termination that the JVM cuts short
 * (a wrong VIOLATED, never a wrong HOLDS). The library threads that the JDK makes daemons
 * (virtual threads, work-stealing and delayed-executor tasks) are added by {@link
 * DaemonWorkers}. Threads created by a daemon thread inherit its status on the JVM; that is
 * not recognised (they stay non-daemon), and the default thread factories of executors make
 * non-daemon threads.
 */
final class DaemonThreads {
  private DaemonThreads() {}

  /** The names ({@link TranslationContext#threadId}) of the daemon threads. */
  static Set<String> of(PointsToResult pts) {
    Map<AbstractObject, Boolean> candidate = new HashMap<>();
    Map<AbstractObject, Boolean> onlyTrue = new HashMap<>();
    Map<MethodInstance, Map<AbstractObject, List<Integer>>> setters = new HashMap<>();
    Map<AbstractObject, List<Object[]>> starts = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        for (AbstractObject t : pts.threadsStartedAt(mi, i)) {
          starts.computeIfAbsent(t, k -> new ArrayList<>()).add(new Object[] {mi, i});
        }
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)
            || !inv.getMethodSignature().getName().equals("setDaemon")
            || inv.getArgCount() != 1) {
          continue;
        }
        List<AbstractObject> objs = pts.pointsTo(mi, i, ii.getBase());
        boolean on = inv.getArg(0) instanceof IntConstant c && c.getValue() == 1;
        boolean exact = objs.size() == 1 && on;
        for (AbstractObject o : objs) {
          candidate.merge(o, exact, Boolean::logicalAnd);
          onlyTrue.merge(o, on, Boolean::logicalAnd);
          if (exact) {
            setters.computeIfAbsent(mi, k -> new HashMap<>())
                .computeIfAbsent(o, k -> new ArrayList<>()).add(i);
          }
        }
      }
    }
    Set<String> out = new TreeSet<>(DaemonWorkers.of(pts));
    for (Map.Entry<AbstractObject, Boolean> e : onlyTrue.entrySet()) {
      if (e.getValue() && starts.containsKey(e.getKey()) && bornDaemon(pts, e.getKey())) {
        out.add(e.getKey().name());
      }
    }
    for (Map.Entry<AbstractObject, Boolean> e : candidate.entrySet()) {
      AbstractObject o = e.getKey();
      if (!e.getValue() || o.kind() != AbstractObject.Kind.ALLOCATION || pts.isSummary(o)
          || !starts.containsKey(o)) {
        continue;
      }
      boolean all = true;
      for (Object[] s : starts.get(o)) {
        MethodInstance mi = (MethodInstance) s[0];
        List<Integer> before = setters.getOrDefault(mi, Map.of()).getOrDefault(o, List.of());
        int start = (Integer) s[1];
        if (before.isEmpty()
            || pts.body(mi).reachesAvoiding(0, i -> i == start, new HashSet<>(before))) {
          all = false;
          break;
        }
      }
      if (all) {
        out.add(o.name());
      }
    }
    return out;
  }

  /**
   * True if every runtime thread of the allocation {@code o} gets {@code setDaemon(true)} before
   * anything else can see it: {@code o} is a {@code new java.lang.Thread} assigned to a local
   * {@code t} defined only there, and in the allocating body every statement that uses {@code t}
   * or a local that only copies it ({@link #aliases}) (a return, a call with it as argument or
   * receiver, a store, another copy) other than those copies, its constructor call and the
   * {@code setDaemon(true)} calls on it is reachable from the allocation
   * only through such a {@code setDaemon(true)} (exception edges followed). Each runtime object
   * is then a daemon before it escapes the allocating call, so before it can start (a new
   * thread's {@code setDaemon} cannot throw {@code IllegalThreadStateException}), whichever
   * object the allocation stands for (a factory's {@code newThread} may run many times).
   */
  private static boolean bornDaemon(PointsToResult pts, AbstractObject o) {
    MethodInstance in = pts.allocatedIn(o);
    MethodCode code = in == null ? null : pts.body(in);
    if (o.kind() != AbstractObject.Kind.ALLOCATION || !o.type().equals("java.lang.Thread")
        || code == null) {
      return false;
    }
    int at = -1;
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr
          && a.getLeftOp() instanceof Local l && pts.pointsTo(in, i, l).contains(o)) {
        if (at >= 0) {
          return false;
        }
        at = i;
      }
    }
    return at >= 0 && bornDaemonAt(code, at);
  }

  /**
   * True if statement {@code at} of {@code code} is {@code t = new java.lang.Thread}, the only
   * definition of {@code t} reaching it, and every runtime thread made there gets {@code
   * setDaemon(true)} before any other use in the body (see {@link #bornDaemon}); the part of
   * that rule that needs no points-to set, also for the bodies of thread factories the
   * analysis did not reach ({@link DaemonFactories}).
   */
  static boolean bornDaemonAt(MethodCode code, int at) {
    if (!(code.stmt(at) instanceof JAssignStmt a && a.getLeftOp() instanceof Local t
        && a.getRightOp() instanceof JNewExpr n
        && n.getType().getFullyQualifiedName().equals("java.lang.Thread"))
        || !Integer.valueOf(at).equals(code.reachingDef(at, t))) {
      return false;
    }
    Set<String> names = aliases(code, at, t);
    Set<Integer> setters = new HashSet<>();
    List<Integer> uses = new ArrayList<>();
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (i == at || s.getUses().stream().noneMatch(
          u -> u instanceof Local l && names.contains(l.getName()))
          || s instanceof JAssignStmt copy && copy.getLeftOp() instanceof Local l
              && names.contains(l.getName())) {
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      boolean onT = inv instanceof AbstractInstanceInvokeExpr ii
          && names.contains(ii.getBase().getName())
          && inv.getArgs().stream().noneMatch(x -> x instanceof Local l
              && names.contains(l.getName()));
      if (onT && inv.getMethodSignature().getName().equals("setDaemon")
          && inv.getArgCount() == 1 && inv.getArg(0) instanceof IntConstant c
          && c.getValue() == 1) {
        setters.add(i);
      } else if (!(onT && inv instanceof JSpecialInvokeExpr
          && inv.getMethodSignature().getName().equals("<init>"))) {
        uses.add(i);
      }
    }
    if (setters.isEmpty()) {
      return false;
    }
    for (int u : uses) {
      if (code.reachesAvoiding(at, s -> s == u, setters)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The local {@code t} defined at {@code at} and the locals that copy it: each defined only by
   * a copy (or reference cast) of one of them, so all hold the object allocated there.
   */
  static Set<String> aliases(MethodCode code, int at, Local t) {
    Set<String> names = new HashSet<>(Set.of(t.getName()));
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = 0; i < code.size(); i++) {
        if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local x
            && !names.contains(x.getName())
            && (a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp())
                instanceof Local y && names.contains(y.getName())
            && Integer.valueOf(i).equals(code.reachingDef(i, x))) {
          names.add(x.getName());
          grew = true;
        }
      }
    }
    return names;
  }
}

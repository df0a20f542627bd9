package org.petrify.ir.frontend;

import java.util.ArrayDeque;
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
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

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
 * Anything else is a non-daemon thread, which is the conservative side: a daemon taken for a
 * non-daemon thread can only make the model report a non-termination that the JVM cuts short
 * (a wrong VIOLATED, never a wrong HOLDS). Threads created by a daemon thread inherit its
 * status on the JVM, virtual threads are always daemons and the default thread factories of
 * executors make non-daemon threads; none of the first two is recognised (they stay
 * non-daemon).
 */
final class DaemonThreads {
  private DaemonThreads() {}

  /** The names ({@link TranslationContext#threadId}) of the daemon threads. */
  static Set<String> of(PointsToResult pts) {
    Map<AbstractObject, Boolean> candidate = new HashMap<>();
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
        boolean exact = objs.size() == 1 && inv.getArg(0) instanceof IntConstant c
            && c.getValue() == 1;
        for (AbstractObject o : objs) {
          candidate.merge(o, exact, Boolean::logicalAnd);
          if (exact) {
            setters.computeIfAbsent(mi, k -> new HashMap<>())
                .computeIfAbsent(o, k -> new ArrayList<>()).add(i);
          }
        }
      }
    }
    Set<String> out = new TreeSet<>();
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
        if (before.isEmpty() || reachableAvoiding(pts.body(mi), (Integer) s[1],
            new HashSet<>(before))) {
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

  /** True if statement {@code target} is reachable from the entry without passing {@code avoid}. */
  private static boolean reachableAvoiding(MethodCode code, int target, Set<Integer> avoid) {
    boolean[] seen = new boolean[code.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    seen[0] = true;
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == target) {
        return true;
      }
      if (avoid.contains(i)) {
        continue;
      }
      List<Integer> next = new ArrayList<>();
      for (int s : code.successors(i)) {
        next.add(s);
      }
      next.addAll(code.handlers(i).values());
      for (int s : next) {
        if (s >= 0 && s < seen.length && !seen[s]) {
          seen[s] = true;
          work.add(s);
        }
      }
    }
    return false;
  }
}

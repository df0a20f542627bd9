package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;

/**
 * For every object taken by {@code synchronized}, a bound on how many distinct runtime objects
 * it may stand for that are held at the same time, over all threads.
 *
 * <p>Argument: Java monitors are block structured, so in one frame an acquire site (a
 * {@code monitorenter} statement, or the entry of a synchronized method) holds at most one
 * object at a time. Without recursion a method instance is at most once on a thread's stack,
 * so a thread holds at most one object per acquire site of the method instances it reaches
 * (its call graph, not the threads it starts); the bound is the sum of these counts over the
 * threads (main with the static initializers, and every started thread). A thread object that
 * is itself a summary (several threads), or an acquire site in a method instance on a
 * call-graph cycle, makes the bound {@link #UNBOUNDED}.
 *
 * <p><b>Re-entries of the receiver hold nothing new.</b> An acquire site that only re-enters
 * the receiver the thread already holds is not counted: a {@code synchronized (this)} (on a
 * local that is {@code this}, {@link ReceiverInstances#isThis}) in a method that holds its
 * receiver on entry, and the entry of a synchronized method that holds its receiver on entry.
 * A method instance <em>holds its receiver on entry</em> if it is an instance method, no
 * thread's entry (nor main's or a static initialiser), has at least one caller, and each of its
 * call sites is a call on the caller's {@code this} by the callee's own name from a caller that
 * is synchronized (an instance method) or itself holds its receiver on entry (the greatest
 * such set). Sound: on a thread's stack, a frame of such a method is called on the same object
 * by a frame below it that holds that object or again holds its receiver on entry; the
 * bottom frame is an entry, never in the set, so some frame below holds the object, whose
 * acquire site counted it. (A method reached only through calls the call graph does not
 * record would break this; thread entries, the entry and initialisers are all the roots the
 * analysis has.)
 */
final class MonitorHolds {
  static final int UNBOUNDED = Integer.MAX_VALUE;

  private final PointsToResult pts;
  private final Map<MethodInstance, Set<MethodInstance>> calls = new HashMap<>();
  /** Per method instance, one entry per acquire site: the objects it may take. */
  private final Map<MethodInstance, List<List<AbstractObject>>> sites = new HashMap<>();
  private final Set<MethodInstance> recursive = new HashSet<>();
  private final Map<Integer, Integer> bounds = new HashMap<>();

  /** Per method instance, whether each of its call sites is a call on the caller's {@code this}. */
  private final Map<MethodInstance, List<Caller>> callers = new HashMap<>();
  /** Per method instance, the acquire sites on its own receiver: index -1 is the method's entry. */
  private final Map<MethodInstance, List<Integer>> receiverSites = new HashMap<>();

  /** A call site of a method instance: the caller, and whether it calls on the caller's {@code this}. */
  private record Caller(MethodInstance caller, boolean onThis) {}

  MonitorHolds(PointsToResult pts) {
    this.pts = pts;
    for (MethodInstance mi : pts.reachable()) {
      scan(mi);
    }
    findRecursion();
    List<MethodInstance> main = new ArrayList<>(pts.staticInitializers());
    main.add(pts.entry());
    for (MethodInstance mi : pts.reachable()) {
      if (mi.method().getName().equals("<init>") && pts.entryReceiver() != null
          && mi.context().equals(pts.entry().context())
          && mi.method().getDeclaringClassType().equals(pts.entry().method().getDeclaringClassType())) {
        main.add(mi);
      }
    }
    Set<MethodInstance> roots = new HashSet<>(main);
    for (AbstractObject t : pts.startedThreads()) {
      roots.addAll(pts.threadEntries(t));
    }
    dropReentries(heldOnEntry(roots));
    count(main, false);
    for (AbstractObject t : pts.startedThreads()) {
      count(pts.threadEntries(t), pts.isSummary(t));
    }
  }

  /** The bound for an object (0 if it is never taken by synchronized). */
  int bound(AbstractObject o) {
    return bounds.getOrDefault(o.id(), 0);
  }

  private void scan(MethodInstance mi) {
    MethodCode body = pts.body(mi);
    Set<MethodInstance> out = new LinkedHashSet<>();
    List<List<AbstractObject>> acquires = new ArrayList<>();
    if (body != null) {
      List<Integer> own = new ArrayList<>();
      if (mi.method().isSynchronized() && !mi.method().isStatic()) {
        own.add(acquires.size());
        acquires.add(pts.pointsTo(mi, 0, body.body().getThisLocal()));
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        Set<MethodInstance> callees = pts.callees(mi, i);
        out.addAll(callees);
        if (!callees.isEmpty()) {
          noteCallers(mi, body, i, callees);
        }
        if (stmts.get(i) instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
          if (!mi.method().isStatic() && ReceiverInstances.isThis(body, i, l)) {
            own.add(-1 - acquires.size());
          }
          acquires.add(pts.pointsTo(mi, i, l));
        }
      }
      receiverSites.put(mi, own);
    }
    calls.put(mi, out);
    sites.put(mi, acquires);
  }

  private void noteCallers(MethodInstance mi, MethodCode body, int i,
      Set<MethodInstance> callees) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    boolean onThis = !mi.method().isStatic() && inv instanceof AbstractInstanceInvokeExpr ii
        && ReceiverInstances.isThis(body, i, ii.getBase());
    for (MethodInstance c : callees) {
      boolean same = onThis && !c.method().isStatic()
          && c.method().getName().equals(inv.getMethodSignature().getName());
      callers.computeIfAbsent(c, x -> new ArrayList<>()).add(new Caller(mi, same));
    }
  }

  /** The method instances that hold their receiver on entry (see the class comment). */
  private Set<MethodInstance> heldOnEntry(Set<MethodInstance> roots) {
    Set<MethodInstance> held = new HashSet<>();
    callers.forEach((c, sitesOfC) -> {
      if (!roots.contains(c) && !c.method().isStatic()
          && sitesOfC.stream().allMatch(Caller::onThis)) {
        held.add(c);
      }
    });
    boolean changed = true;
    while (changed) {
      changed = held.removeIf(c -> !callers.get(c).stream().allMatch(k ->
          k.caller().method().isSynchronized() && !k.caller().method().isStatic()
              || held.contains(k.caller())));
    }
    return held;
  }

  /**
   * Drops the acquire sites that re-enter a receiver already held: the entry of a synchronized
   * method in {@code held}, and a {@code synchronized (this)} in a method that is synchronized
   * or in {@code held}. Site indices were noted as {@code k} (a synchronized entry, first) or
   * {@code -1 - k} (a block on {@code this}).
   */
  private void dropReentries(Set<MethodInstance> held) {
    receiverSites.forEach((mi, own) -> {
      boolean holdsOnEntry = held.contains(mi);
      boolean holdsInBody = holdsOnEntry || mi.method().isSynchronized();
      List<List<AbstractObject>> all = sites.get(mi);
      List<List<AbstractObject>> kept = new ArrayList<>();
      for (int k = 0; k < all.size(); k++) {
        boolean entry = own.contains(k);
        boolean block = own.contains(-1 - k);
        if (!(entry && holdsOnEntry || block && holdsInBody)) {
          kept.add(all.get(k));
        }
      }
      sites.put(mi, kept);
    });
  }

  /** Marks the method instances on call-graph cycles ({@link CallCycles}). */
  private void findRecursion() {
    recursive.addAll(CallCycles.of(calls));
  }

  /** Adds one thread's holds: the acquire sites of everything its entries reach. */
  private void count(Iterable<MethodInstance> entries, boolean summaryThread) {
    Set<MethodInstance> seen = new HashSet<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    for (MethodInstance e : entries) {
      if (seen.add(e)) {
        work.add(e);
      }
    }
    Map<Integer, Integer> mine = new HashMap<>();
    while (!work.isEmpty()) {
      MethodInstance mi = work.poll();
      boolean unbounded = summaryThread || recursive.contains(mi);
      for (List<AbstractObject> site : sites.getOrDefault(mi, List.of())) {
        for (AbstractObject o : site) {
          mine.merge(o.id(), unbounded ? UNBOUNDED : 1, MonitorHolds::add);
        }
      }
      for (MethodInstance c : calls.getOrDefault(mi, Set.of())) {
        if (seen.add(c)) {
          work.add(c);
        }
      }
    }
    mine.forEach((o, n) -> bounds.merge(o, n, MonitorHolds::add));
  }

  private static int add(int a, int b) {
    return a == UNBOUNDED || b == UNBOUNDED || a + b < 0 ? UNBOUNDED : a + b;
  }
}

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
 */
final class MonitorHolds {
  static final int UNBOUNDED = Integer.MAX_VALUE;

  private final PointsToResult pts;
  private final Map<MethodInstance, Set<MethodInstance>> calls = new HashMap<>();
  /** Per method instance, one entry per acquire site: the objects it may take. */
  private final Map<MethodInstance, List<List<AbstractObject>>> sites = new HashMap<>();
  private final Set<MethodInstance> recursive = new HashSet<>();
  private final Map<Integer, Integer> bounds = new HashMap<>();

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
      if (mi.method().isSynchronized() && !mi.method().isStatic()) {
        acquires.add(pts.pointsTo(mi, 0, body.body().getThisLocal()));
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        out.addAll(pts.callees(mi, i));
        if (stmts.get(i) instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
          acquires.add(pts.pointsTo(mi, i, l));
        }
      }
    }
    calls.put(mi, out);
    sites.put(mi, acquires);
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

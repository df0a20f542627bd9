package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;

/**
 * The monitor of a joined platform thread. The JDK's {@code Thread.join} of a platform thread is
 * {@code synchronized (this) { while (isAlive()) wait(); }} (the timed forms wait with a
 * timeout), and the JVM's thread exit ends with a {@code notifyAll} on the thread object: so a
 * join first takes the thread object's monitor (it blocks while another thread holds it),
 * <em>releases</em> it fully while it waits for the thread to end, and takes it back, to the
 * depth it had, before it returns.
 *
 * <p>For a joined thread object {@code t} that is one runtime object ({@link
 * PointsToResult#isSummary} false), allocated by a {@code new} in application code (so a
 * platform thread: a virtual thread is made only by the JDK's builders, and its join never
 * touches the monitor), and taken by {@code synchronized} somewhere in reachable code (a
 * {@code monitorenter} on it or a synchronized method it receives), a join is
 * <pre>
 *   holds k 0 L0 1 L1 .. MAX LMAX else LX
 *   L0: acquire k; release k; join t; acquire k; release k; goto end
 *   Ld: release k (d times); join t; acquire k (d times); goto end
 *   LX: join t
 * </pre>
 * ({@code k} the rb lock of {@code t}, {@code join t timed} for the timed forms). Soundness:
 * every Java run of the join is a run of this sequence: at depth 0 Java's monitorenter is the
 * first {@code acquire} and, if it waits, the wake-up re-acquires it (the second pair); at
 * depth {@code d > 0} the monitorenter is a re-entry and the wait releases all {@code d + 1}
 * levels and takes them back, which is the sequence with the re-entry's own level cancelled.
 * The model releases the monitor also when the thread has already ended (Java then keeps it):
 * more runs, never fewer (a spurious deadlock at most). Beyond depth {@link #MAX_DEPTH} (nested
 * {@code synchronized (t)} blocks) the join keeps the monitor, as before (listed in the
 * limitations). A thread object no {@code synchronized} takes needs none of this: the join's
 * own monitorenter can then only meet other joins, which hold it for a step.
 *
 * <p>The thread's exit taking its own monitor for the {@code notifyAll} is {@link
 * ThreadLiveness}'s, for the threads it watches (every thread this rule applies to that runs as
 * a plain thread); for the others an application {@code t.wait()} woken by the thread's end
 * waits forever in the model (a spurious deadlock, never a missed one; listed in the
 * limitations).
 */
final class JoinMonitors {
  /** The deepest hold of the joined thread's monitor the join releases and re-acquires. */
  static final int MAX_DEPTH = 3;

  private final PointsToResult pts;
  private Set<Integer> synchronizedOn;

  JoinMonitors(PointsToResult pts) {
    this.pts = pts;
  }

  /**
   * True if a join of {@code t} is modelled with its monitor: {@code t} is a started platform
   * thread of one runtime object that some {@code synchronized} takes.
   */
  boolean applies(AbstractObject t) {
    return t.kind() == AbstractObject.Kind.ALLOCATION && !pts.isSummary(t)
        && synchronizedOn().contains(t.id());
  }

  /**
   * The join of thread {@code id} whose object's rb lock is {@code lock}, releasing it while
   * waiting (see the class comment).
   */
  static List<Command> join(String id, String lock, boolean timed, Origin origin,
      Supplier<String> label) {
    List<Command> out = new ArrayList<>();
    List<Integer> depths = new ArrayList<>();
    List<String> cases = new ArrayList<>();
    for (int d = 0; d <= MAX_DEPTH; d++) {
      depths.add(d);
      cases.add(label.get());
    }
    String deeper = label.get();
    String end = label.get();
    out.add(new Command.HoldDepth(label.get(), lock, depths, cases, deeper, origin));
    for (int d = 0; d <= MAX_DEPTH; d++) {
      int levels = Math.max(d, 1);
      String first = cases.get(d);
      if (d == 0) {
        out.add(new Command.Acquire(first, lock, origin));
        first = label.get();
      }
      for (int i = 0; i < levels; i++) {
        out.add(new Command.Release(i == 0 ? first : label.get(), lock, origin));
      }
      out.add(new Command.Join(label.get(), id, timed, origin));
      for (int i = 0; i < levels; i++) {
        out.add(new Command.Acquire(label.get(), lock, origin));
      }
      if (d == 0) {
        out.add(new Command.Release(label.get(), lock, origin));
      }
      out.add(new Command.Goto(label.get(), end, origin));
    }
    out.add(new Command.Join(deeper, id, timed, origin));
    out.add(new Command.Skip(end, origin));
    return out;
  }

  /** True if some {@code synchronized} of the program may take {@code o}'s monitor. */
  boolean isSynchronizedOn(AbstractObject o) {
    return synchronizedOn().contains(o.id());
  }

  /** Ids of the objects a {@code monitorenter} or a synchronized instance method may take. */
  private Set<Integer> synchronizedOn() {
    if (synchronizedOn == null) {
      synchronizedOn = new HashSet<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        if (mi.method().isSynchronized() && !mi.method().isStatic()) {
          pts.pointsTo(mi, 0, body.body().getThisLocal())
              .forEach(o -> synchronizedOn.add(o.id()));
        }
        List<Stmt> stmts = body.stmts();
        for (int i = 0; i < stmts.size(); i++) {
          if (stmts.get(i) instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
            pts.pointsTo(mi, i, l).forEach(o -> synchronizedOn.add(o.id()));
          }
        }
      }
    }
    return synchronizedOn;
  }
}

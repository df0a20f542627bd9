package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The library threads that the JDK runs as daemon threads on every JDK that has them (17 and
 * later, 21 and later for virtual threads), so that termination and livelock need not wait for
 * them ({@link DaemonThreads}):
 * <ul>
 *   <li>virtual threads started by {@code Thread.startVirtualThread(r)} or by
 *       {@code start}/{@code unstarted} of a builder whose static type is
 *       {@code Thread.Builder.OfVirtual} (a virtual thread is always a daemon);</li>
 *   <li>tasks whose every executor ({@link PointsToResult#taskPools}) is made by
 *       {@code Executors.newVirtualThreadPerTaskExecutor()} (one virtual thread per task),
 *       {@code Executors.newWorkStealingPool} (a {@code ForkJoinPool} with the default worker
 *       factory, whose {@code ForkJoinWorkerThread}s call {@code setDaemon(true)}), or the
 *       two-argument {@code CompletableFuture.delayedExecutor} (its tasks run in the async pool,
 *       from the daemon {@code CompletableFutureDelayScheduler} thread: common-pool workers, or
 *       on JDK 17 with a common parallelism of at most 1 a {@code new Thread} created by that
 *       daemon thread, which inherits its daemon status; checked on JDK 17 and 25).</li>
 * </ul>
 * A pool object counts only when no other call site creates it too. Everything else stays
 * non-daemon, the conservative side. In particular {@code CompletableFuture.*Async} without an
 * executor is not a daemon task: on JDK 17 (up to at least 21) with a common parallelism of at
 * most 1 (two CPUs or fewer) it runs in a {@code new Thread} of the calling thread, a
 * non-daemon thread when {@code main} calls it (checked on JDK 17 with two CPUs: {@code
 * runAsync} of an endless loop keeps the JVM alive), so a daemon there would be a wrong HOLDS.
 */
final class DaemonWorkers {
  private static final String EXECUTORS = "java.util.concurrent.Executors";
  private static final String FUTURE = "java.util.concurrent.CompletableFuture";
  private static final String VIRTUAL_BUILDER = "java.lang.Thread$Builder$OfVirtual";

  private DaemonWorkers() {}

  /** The names ({@link TranslationContext#threadId}) of the daemon library threads. */
  static Set<String> of(PointsToResult pts) {
    Set<AbstractObject> daemonPools = new HashSet<>();
    Set<AbstractObject> virtualThreads = new HashSet<>();
    Set<AbstractObject> madeElsewhere = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv == null) {
          continue;
        }
        List<AbstractObject> made = pts.objectsCreatedAt(mi, i);
        if (makesDaemonPool(inv.getMethodSignature())) {
          daemonPools.addAll(made);
        } else if (startsVirtualThread(inv.getMethodSignature())) {
          virtualThreads.addAll(made);
        } else {
          madeElsewhere.addAll(made);
        }
      }
    }
    daemonPools.removeAll(madeElsewhere);
    virtualThreads.removeAll(madeElsewhere);
    Set<String> out = new TreeSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        for (AbstractObject t : pts.threadsStartedAt(mi, i)) {
          List<AbstractObject> pools = pts.taskPools(t);
          if (virtualThreads.contains(t)
              || !pools.isEmpty() && daemonPools.containsAll(pools)) {
            out.add(t.name());
          }
        }
      }
    }
    return out;
  }

  /** True for the factories whose pools run every task on a daemon thread (class Javadoc). */
  private static boolean makesDaemonPool(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return cls.equals(EXECUTORS) && (name.equals("newVirtualThreadPerTaskExecutor")
            || name.equals("newWorkStealingPool"))
        || cls.equals(FUTURE) && name.equals("delayedExecutor") && sig.getParameterCount() == 2;
  }

  /** True for the calls that create or start a virtual thread. */
  private static boolean startsVirtualThread(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return cls.equals("java.lang.Thread") && name.equals("startVirtualThread")
        || cls.equals(VIRTUAL_BUILDER) && (name.equals("start") || name.equals("unstarted"));
  }
}

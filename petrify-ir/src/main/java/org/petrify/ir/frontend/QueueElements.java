package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * The element objects of queues, for the element kinds of {@link QueuePills}: decided once per
 * translation, flow-insensitively. A queue object (one runtime queue, not a summary) of a
 * counted blocking queue class ({@link QueueModel#countsItems}) or of {@link
 * ConcurrentQueueModel#CLASSES} has element objects {@code E} when
 * <ul>
 *   <li>every reachable insertion call whose receiver may be the queue has an element (first
 *       argument, a local) whose points-to set is not empty and has at most {@link
 *       #MAX_SITE_OBJECTS} objects, and {@code E}, their union, has at least two objects (one
 *       object would narrow nothing);</li>
 *   <li>every other call whose receiver may be the queue takes items out as the queue models
 *       count them ({@code take}, {@code poll}, {@code drainTo}, {@code clear}), reads only
 *       ({@link ConcurrentQueueUses#READ_ONLY}) or is a constructor without a collection
 *       argument: no {@code remove(o)}, {@code iterator()}, {@code addAll}, ...;</li>
 *   <li>the queue is never an argument of a call into the library (or one without callee),
 *       never captured by an {@code invokedynamic} that is not {@link
 *       ConcurrentQueueUses#capturesSafely safe}, never returned by a method the library may
 *       call, not a Mockito object, and the program does not change JDK collections behind
 *       their methods ({@link TrackedValues#containersTrusted}).</li>
 * </ul>
 * A blocking queue none of whose removals stores the item it takes in a local ({@code take},
 * {@code poll} as a statement of its own, {@code drainTo}, {@code clear} only: an event buffer
 * drained in bulk) has no element kinds either: the kinds are seen only through such a local
 * ({@link QueuePills#splits}), so they would narrow nothing, and without them an unbounded
 * queue's count may saturate ({@link QueueModel}) instead of overflowing.
 *
 * <p>So every item that enters the queue through a counted operation is a runtime object of
 * exactly one known element object, one of those its insertion site's points-to set names; and
 * no item leaves it but through a counted removal. That is what the element kinds need to stay
 * the multiset of the items' objects (see {@link QueuePills}).
 *
 * <p><b>Sites of several objects.</b> An element taken out of a queue and put back (into the
 * same queue or another one: a request moved from a pending queue to a done queue) has the
 * points-to set of everything the first queue held, so its site names several objects. Such a
 * site counts, at each run of the insertion, the one object the translator pinned its element
 * to ({@link PolledObjects}: the object the item was taken as, carried from the {@code take} or
 * {@code poll} through copies and casts), and only when no pin is known a choice among the
 * site's objects ({@link QueuePills#insert}). Sound either way: the pin's invariant is that the
 * local holds null or a runtime object of the pinned object, and the points-to set holds the
 * object of every runtime element; a {@code null} element is rejected by these queues (a
 * {@code NullPointerException}), as for a site of one object. So the kind counters remain the
 * multiset of the items' objects (or a superset of choices among runs). A site of more than
 * {@link #MAX_SITE_OBJECTS} objects leaves the queue without kinds, to bound the kinds.
 */
final class QueueElements {
  /** Insertions of the blocking queues and the non-blocking ones. */
  static final Set<String> INSERTIONS = Set.of("put", "putFirst", "putLast", "add",
      "addFirst", "addLast", "offer", "offerFirst", "offerLast", "transfer", "tryTransfer",
      "push");
  private static final Set<String> REMOVALS = Set.of("take", "takeFirst", "takeLast", "poll",
      "pollFirst", "pollLast", "drainTo", "clear");

  /** The most objects one insertion site may put (more: the queue has no element kinds). */
  static final int MAX_SITE_OBJECTS = 4;

  private final Map<Integer, List<AbstractObject>> elements = new HashMap<>();

  QueueElements(PointsToResult pts, boolean trusted) {
    decide(pts, trusted);
  }

  /** The element objects of the queue (at least two), or null: no element kinds. */
  List<AbstractObject> of(AbstractObject queue) {
    return elements.get(queue.id());
  }

  private static boolean isQueue(PointsToResult pts, AbstractObject o) {
    return (QueueModel.countsItems(o) || ConcurrentQueueModel.CLASSES.contains(o.type()))
        && !pts.isSummary(o) && !pts.isMockitoObject(o);
  }

  private void decide(PointsToResult pts, boolean trusted) {
    CodeBase code = pts.code();
    if (!trusted || code == null
        || pts.objects().stream().noneMatch(o -> isQueue(pts, o))) {
      return;
    }
    LambdaTargets lambdas = LambdaTargets.of(pts);
    Set<MethodSignature> lambdaBodies = lambdas.bodies();
    Set<MethodSignature> reachable = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      reachable.add(mi.method().getSignature());
    }
    Map<Integer, List<AbstractObject>> found = new HashMap<>();
    Set<Integer> spoiled = new HashSet<>();
    Set<Integer> read = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        EmptyContainers.returnedToLibrary(pts, mi, i, lambdaBodies, spoiled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          receiverUse(pts, mi, i, ii, found, spoiled);
          if (s instanceof JAssignStmt && REMOVALS.contains(ii.getMethodSignature().getName())
              && !(ii.getMethodSignature().getType() instanceof PrimitiveType)) {
            pts.pointsTo(mi, i, ii.getBase()).forEach(o -> read.add(o.id()));
          }
        }
        ConcurrentQueueUses.spoilLibraryArguments(pts, code, reachable, mi, i, inv, spoiled);
      }
    }
    Set<Integer> blocking = new HashSet<>();
    pts.objects().stream().filter(QueueModel::countsItems).forEach(o -> blocking.add(o.id()));
    found.forEach((q, objects) -> {
      if (!spoiled.contains(q) && objects.size() > 1 && (read.contains(q)
          || !blocking.contains(q))) {
        elements.put(q, List.copyOf(objects));
      }
    });
  }

  /** Notes a call on possible queues: an insertion's element, or a use that spoils them. */
  private static void receiverUse(PointsToResult pts, MethodInstance mi, int i,
      AbstractInstanceInvokeExpr ii, Map<Integer, List<AbstractObject>> found,
      Set<Integer> spoiled) {
    String name = ii.getMethodSignature().getName();
    List<AbstractObject> queues = pts.pointsTo(mi, i, ii.getBase()).stream()
        .filter(o -> isQueue(pts, o)).toList();
    if (queues.isEmpty()) {
      return;
    }
    boolean constructor = name.equals("<init>") && ii.getMethodSignature().getParameterTypes()
        .stream().allMatch(t -> t instanceof PrimitiveType);
    boolean allowed = constructor || REMOVALS.contains(name)
        || ConcurrentQueueUses.READ_ONLY.contains(name);
    if (INSERTIONS.contains(name) && ii.getArgCount() > 0) {
      List<AbstractObject> element = ii.getArg(0) instanceof Local l
          ? pts.pointsTo(mi, i, l) : List.of();
      for (AbstractObject q : queues) {
        if (element.isEmpty() || element.size() > MAX_SITE_OBJECTS) {
          spoiled.add(q.id());
        } else {
          List<AbstractObject> e = found.computeIfAbsent(q.id(), k -> new ArrayList<>());
          for (AbstractObject o : element) {
            if (!e.contains(o)) {
              e.add(o);
            }
          }
        }
      }
    } else if (!allowed || name.equals("poll") && ii.getArgCount() > 0
        && !(ii.getArg(0).getType() instanceof PrimitiveType)) {
      queues.forEach(q -> spoiled.add(q.id()));
    }
  }
}

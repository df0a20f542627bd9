package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.MethodSignature;

/**
 * The threads a {@code forEach(Thread::start)} starts, trip by trip, when the number of
 * elements is known: {@code c.forEach(Thread::start)} or {@code c.stream().forEach(Thread::start)}
 * over a collection {@code c} whose size {@code n} is known at the call
 * ({@link MethodCode#collectionSize}: {@code List.of}, {@code Set.of}, {@code Arrays.asList}
 * of a known array, a local list with a known number of {@code add}s) starts exactly {@code n}
 * threads, one per element, in the caller; a {@code List.of(t1, t2)} or such a local list
 * ({@link MethodCode#positionalCollection}) starts its element {@code k} in trip {@code k}.
 *
 * <p>Soundness. {@code forEach} runs its function once on each element, in order for a list
 * and a sequential stream of a collection; an unbound {@code Thread::start} (no captured
 * value) starts the element it is given. So trip {@code k} starts one of the objects the
 * element may be: the objects of {@code c[k]} where positions are known, else any of {@code
 * c}'s contents. The rule applies only when every content object is a thread the points-to
 * analysis starts at this call (so each trip's start is one of the alternatives, and no
 * element dispatches elsewhere) and every trip has an alternative (an element with no object,
 * e.g. null, would throw: the call keeps the zero-or-more loop instead). A second start of
 * one thread throws {@code IllegalThreadStateException} and ends the {@code forEach}, so the
 * rule also asks that no thread of the trips is started at another statement, that the call
 * is in no loop of its method, and that a thread that is one runtime object (not a summary)
 * is an alternative of one trip only. An empty collection
 * ({@code n = 0}) starts nothing. What the rule does not cover keeps {@link CallSteps}'
 * zero-or-more loop.
 */
final class CountedForEachStarts {
  private CountedForEachStarts() {}

  /**
   * The alternatives of each trip (thread objects; trip {@code k} starts one of list
   * {@code k}) of call {@code inv} at statement {@code i} of {@code mi}, or null when the call
   * is not a {@code forEach(Thread::start)} over a collection of known size whose elements
   * are all threads started there.
   */
  static List<List<AbstractObject>> trips(PointsToResult pts, MethodInstance mi, MethodCode code,
      int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr call) || inv.getArgCount() != 1
        || !inv.getMethodSignature().getName().equals("forEach")
        || !(inv.getArg(0) instanceof Local function)) {
      return null;
    }
    CallerRunsFunctions.Kind kind = CallerRunsFunctions.kind(inv.getMethodSignature());
    Local collection = call.getBase();
    int at = i;
    if (kind == CallerRunsFunctions.Kind.STREAM_TERMINAL) {
      Integer def = code.reachingDef(i, collection);
      if (def == null || !(code.stmt(def) instanceof JAssignStmt a)
          || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr stream)
          || !stream.getMethodSignature().getName().equals("stream")
          || stream.getArgCount() != 0 || code.singleDefinition(collection.getName()) == null) {
        return null;
      }
      collection = stream.getBase();
      at = def;
    } else if (kind != CallerRunsFunctions.Kind.IMMEDIATE) {
      return null;
    }
    List<AbstractObject> functions = pts.pointsTo(mi, i, function);
    if (functions.isEmpty() || !functions.stream().allMatch(CountedForEachStarts::unboundStart)) {
      return null;
    }
    int n = code.collectionSize(at, collection);
    List<AbstractObject> receivers = pts.pointsTo(mi, at, collection);
    if (n < 0 || receivers.isEmpty()) {
      return null;
    }
    Set<AbstractObject> started = new LinkedHashSet<>(pts.threadsStartedAt(mi, i));
    Set<AbstractObject> contents = new LinkedHashSet<>();
    receivers.forEach(r -> contents.addAll(elements(pts.contents(r))));
    if (!started.containsAll(contents)) {
      return null;
    }
    if (code.loopStmts().contains(i) || !contents.stream()
        .allMatch(t -> pts.startedOnlyAt(t, mi, i))) {
      return null;
    }
    boolean positional = code.positionalCollection(at, collection);
    Set<AbstractObject> once = new java.util.HashSet<>();
    List<List<AbstractObject>> trips = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Set<AbstractObject> trip = new LinkedHashSet<>();
      if (positional) {
        for (AbstractObject r : receivers) {
          trip.addAll(elements(pts.fieldPointsTo(r, "[" + k + "]")));
        }
      } else {
        trip.addAll(contents);
      }
      if (trip.isEmpty() || !started.containsAll(trip) || trip.stream()
          .anyMatch(t -> !pts.isSummary(t) && !once.add(t))) {
        return null;
      }
      trips.add(List.copyOf(trip));
    }
    return trips;
  }

  /**
   * The objects without arrays: a collection made from an array ({@code Arrays.asList(a)},
   * {@code Arrays.stream(a)}) holds the array among its contents in the points-to sets, an
   * over-approximation; a {@code Thread::start} reference casts its argument to {@code
   * Thread}, so no array is ever an element it starts.
   */
  private static List<AbstractObject> elements(List<AbstractObject> objects) {
    return objects.stream().filter(o -> !o.type().endsWith("]")).toList();
  }

  /** True if the function is an unbound {@code start()} reference (it captures nothing). */
  private static boolean unboundStart(AbstractObject function) {
    if (function.kind() != AbstractObject.Kind.LAMBDA || function.lambda().captures() != 0) {
      return false;
    }
    MethodSignature impl = (MethodSignature) function.lambda().implementation()
        .getReferenceSignature();
    return impl.getName().equals("start") && impl.getParameterCount() == 0;
  }
}

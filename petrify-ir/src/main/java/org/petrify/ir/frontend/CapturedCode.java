package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;

/**
 * Library objects that call application code when the library uses them later: a function the
 * JDK made from application code ({@code Comparator.comparing(Item::key)}, {@code
 * cmp.thenComparing(f)}, {@code f.andThen(g)}: an object of a functional interface type whose
 * contents hold a lambda whose code matters ({@link ArgumentCallbacks#lambdaMatters}) or an
 * application object whose functional method is not plain), and a delegating view ({@code
 * Collections.unmodifiableList(list)}, {@code checked*}, {@code synchronized*}) over an application container whose
 * methods matter ({@link ArgumentCallbacks#containerArgumentCallsBack}, or the called method
 * itself when it is not plain). A JDK call given such an object as receiver or argument may run
 * that code: it is a call-back, never trusted. Before, the factory call was a "library
 * allocation" and the later {@code list.sort(cmp)} or {@code view.size()} ran nothing: a
 * lock-order cycle through the key extractor or the wrapped list's monitor was a silent HOLDS.
 */
final class CapturedCode {
  private final PointsToResult pts;
  private final ArgumentCallbacks judge;

  CapturedCode(PointsToResult pts, ArgumentCallbacks judge) {
    this.pts = pts;
    this.judge = judge;
  }

  /**
   * True if one of the objects is such a library object; {@code method} is the sub-signature
   * of the call (a view forwards it to what it wraps), or null.
   */
  boolean anyCallsApplication(List<AbstractObject> objects, String method) {
    for (AbstractObject o : objects) {
      if (callsApplication(o, method)) {
        return true;
      }
    }
    return false;
  }

  private boolean callsApplication(AbstractObject root, String method) {
    if (root.kind() != AbstractObject.Kind.LIBRARY) {
      return false;
    }
    Set<AbstractObject> seen = new HashSet<>();
    Deque<AbstractObject> work = new ArrayDeque<>(List.of(root));
    while (!work.isEmpty()) {
      AbstractObject o = work.pop();
      if (!seen.add(o) || o.kind() != AbstractObject.Kind.LIBRARY) {
        continue;
      }
      if (pts.isDelegatingView(o) || pts.isSynchronizedCollection(o)) {
        for (AbstractObject d : pts.delegates(o)) {
          if (isApplication(d) && (judge.containerArgumentCallsBack(List.of(d))
              || method != null && judge.callsBack(method, List.of(d)))) {
            return true;
          }
          work.push(d);
        }
      }
      if (PointsToResult.isFunctionalType(o.type())) {
        for (AbstractObject c : pts.contents(o)) {
          if (c.kind() == AbstractObject.Kind.LAMBDA && judge.lambdaMatters(c)
              || isApplication(c) && ArgumentCallbacks.FUNCTIONAL_CALLS.stream()
                  .anyMatch(m -> judge.callsBack(m, List.of(c)))) {
            return true;
          }
          work.push(c);
        }
      }
    }
    return false;
  }

  /**
   * True if the objects include a function the JDK made from others (a library object of a
   * functional interface type) and every function it holds, through nested ones, is one whose
   * code the points-to analysis registers where the made function is applied ({@code
   * LibraryEffects.combinedFunction}): an application object (its functional method is
   * dispatched on it), or a lambda that {@code lambdaAccounted} accepts (its implementation is
   * known: application code, or a trusted JDK method). Then running the call-backs registered
   * at the call runs everything the made function runs.
   */
  boolean madeFunctionsAccountedFor(List<AbstractObject> objects,
      java.util.function.Predicate<AbstractObject> lambdaAccounted) {
    boolean any = false;
    Set<AbstractObject> seen = new HashSet<>();
    Deque<AbstractObject> work = new ArrayDeque<>(objects);
    while (!work.isEmpty()) {
      AbstractObject o = work.pop();
      if (!seen.add(o) || o.kind() != AbstractObject.Kind.LIBRARY
          || !PointsToResult.isFunctionalType(o.type())) {
        continue;
      }
      if (pts.isDelegatingView(o) || pts.isSynchronizedCollection(o)) {
        return false;
      }
      any = true;
      for (AbstractObject c : pts.contents(o)) {
        if (c.kind() == AbstractObject.Kind.LAMBDA && !lambdaAccounted.test(c)) {
          return false;
        }
        work.push(c);
      }
    }
    return any;
  }

  /** The JDK collections whose every method holds the collection's own monitor. */
  private static final Set<String> LOCKING_TYPES = Set.of("java.util.Vector", "java.util.Stack",
      "java.util.Hashtable", "java.util.Properties");

  /**
   * True if one of the objects is a delegating view that wraps, directly or through other
   * views, a collection whose methods hold a lock (a {@code synchronized*} wrapper, {@code
   * Vector}, {@code Hashtable}): what the view's call runs (the call-backs forwarded to it) runs
   * under that lock in Java, an order the caller-side runs of the view's call-backs would lose.
   */
  boolean viewOverLocking(List<AbstractObject> objects) {
    Set<AbstractObject> seen = new HashSet<>();
    Deque<AbstractObject> work = new ArrayDeque<>(objects);
    while (!work.isEmpty()) {
      AbstractObject o = work.pop();
      if (!seen.add(o) || !pts.isDelegatingView(o)) {
        continue;
      }
      for (AbstractObject d : pts.delegates(o)) {
        if (pts.isSynchronizedCollection(d) || LOCKING_TYPES.contains(d.type())) {
          return true;
        }
        work.push(d);
      }
    }
    return false;
  }

  /**
   * The JDK methods that only combine functions into a new one, running none of them: {@code
   * Comparator.comparing}, {@code thenComparing}, {@code reversed}, {@code nullsFirst}, {@code
   * Function.andThen}/{@code compose}, {@code Predicate.and}/{@code or}/{@code negate}/{@code
   * not}, {@code Consumer.andThen}, {@code BinaryOperator.minBy}/{@code maxBy}. The function
   * they return holds their arguments (its contents), so its later use is judged here.
   */
  static boolean isDeferredCombinator(String cls, String name) {
    return switch (cls) {
      case "java.util.Comparator" -> name.startsWith("comparing")
          || name.startsWith("thenComparing") || name.equals("reversed")
          || name.equals("nullsFirst") || name.equals("nullsLast");
      case "java.util.function.Function", "java.util.function.BiFunction",
          "java.util.function.Consumer", "java.util.function.BiConsumer" ->
          name.equals("andThen") || name.equals("compose");
      case "java.util.function.Predicate", "java.util.function.BiPredicate" ->
          name.equals("and") || name.equals("or") || name.equals("negate") || name.equals("not");
      case "java.util.function.BinaryOperator" -> name.equals("minBy") || name.equals("maxBy");
      default -> false;
    };
  }

  /**
   * True if every lambda and application object among {@code arguments} is held by one of the
   * library function objects {@code holders} (a combinator's result, or the function it was
   * called on), so that its later use is judged here. A combinator whose result has no object
   * (called on a lambda) holds nothing: its arguments stay a call-back of the call itself.
   */
  boolean holds(List<AbstractObject> holders, List<AbstractObject> arguments) {
    Set<AbstractObject> held = new HashSet<>();
    for (AbstractObject h : holders) {
      if (h.kind() == AbstractObject.Kind.LIBRARY
          && PointsToResult.isFunctionalType(h.type())) {
        held.addAll(pts.contents(h));
      }
    }
    for (AbstractObject a : arguments) {
      if ((a.kind() == AbstractObject.Kind.LAMBDA || isApplication(a)) && !held.contains(a)) {
        return false;
      }
    }
    return true;
  }

  private boolean isApplication(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.ALLOCATION
        && pts.code().isApplication(pts.code().classType(o.type()));
  }
}

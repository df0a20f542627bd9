package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.rb.Origin;

/**
 * The abstract objects, interned by (site key, heap context), with dense ids in creation order.
 *
 * <p>A site key identifies an allocation site exactly ({@code new:<method>#<stmt>},
 * {@code lambda:...}, {@code lib:...}, {@code class:<name>}); its readable name
 * ({@code Type@File.java:12}) is made unique by a {@code #2}, {@code #3} ... suffix for the
 * second, third ... site with the same readable name, and an object's name adds its heap
 * context in brackets. For every object allocated in a method instance, {@link #allocatedIn}
 * records the first such instance and {@link #allocatedInLoop} whether its site lies on a loop.
 */
final class HeapObjects {
  private final List<AbstractObject> objects = new ArrayList<>();
  private final Map<String, Integer> objectIds = new HashMap<>();
  private final Map<String, Integer> readableNameUse = new HashMap<>();
  private final Map<String, String> siteNames = new HashMap<>();
  private final Map<Integer, MethodInstance> allocatedIn = new HashMap<>();
  private final Set<Integer> allocatedInLoop = new HashSet<>();
  private final Map<Integer, ArgumentSite> captureSites = new HashMap<>();
  private final Map<Integer, Set<CallKey>> functionCalls = new HashMap<>();
  private final Set<Integer> madeUncounted = new HashSet<>();

  /** Interns the object of a site in a heap context. */
  AbstractObject object(String siteKey, Context heap, AbstractObject.Kind kind, String type,
      String readableSite, Origin origin, AbstractObject.Lambda lambda) {
    String key = siteKey + "|" + heap.name();
    Integer id = objectIds.get(key);
    if (id != null) {
      return objects.get(id);
    }
    String site = siteNames.computeIfAbsent(siteKey, k -> {
      int n = readableNameUse.merge(readableSite, 1, Integer::sum);
      return n == 1 ? readableSite : readableSite + "#" + n;
    });
    String name = heap.isEmpty() ? site : site + "[" + heap.name() + "]";
    AbstractObject o = new AbstractObject(objects.size(), kind, type, site, heap, name, origin,
        lambda);
    objects.add(o);
    objectIds.put(key, o.id());
    return o;
  }

  /** The Class object of a class. */
  AbstractObject classObject(String className) {
    return object("class:" + className, Context.EMPTY, AbstractObject.Kind.CLASS,
        "java.lang.Class", className + ".class", Origin.NONE, null);
  }

  /**
   * The JVM's standard stream in static field {@code System.name} ({@code out}, {@code err}):
   * one object each, made before {@code main} runs and shared by every thread, of type {@code
   * java.io.PrintStream} (whose printing methods lock it: {@code
   * PointsToResult.isPrintStream}). Before, a read of {@code System.out} had no object and
   * {@code synchronized (System.out)} was an unknown lock.
   */
  AbstractObject standardStream(String name) {
    return object("stdstream:" + name, Context.EMPTY, AbstractObject.Kind.LIBRARY,
        "java.io.PrintStream", "System." + name, Origin.NONE, null);
  }

  /** Records where an object was allocated (the first method instance wins). */
  void allocated(AbstractObject o, MethodInstance in, boolean onLoop) {
    allocatedIn.putIfAbsent(o.id(), in);
    if (onLoop) {
      allocatedInLoop.add(o.id());
    }
  }

  /**
   * Records that a call of a constructor reference's function makes object {@code o}: the
   * call statement {@code site} of an application method when the call is that statement's own
   * call (counted like an allocation site in {@link PointsToResult}'s summary rule), or null for
   * a call the analysis does not count (one a library method, a thread or a pool makes, which
   * may run the function any number of times): then the object is always a summary.
   */
  void madeByFunction(AbstractObject o, CallKey site) {
    if (site == null) {
      madeUncounted.add(o.id());
    } else {
      functionCalls.computeIfAbsent(o.id(), k -> new HashSet<>()).add(site);
    }
  }

  /** The objects of constructor references and the calls that make them ({@link #madeByFunction}). */
  FunctionMade functionMade() {
    Map<Integer, Set<CallKey>> calls = new HashMap<>();
    functionCalls.forEach((id, sites) -> calls.put(id, Set.copyOf(sites)));
    return new FunctionMade(Map.copyOf(calls), Set.copyOf(madeUncounted));
  }

  /**
   * The objects a constructor reference makes when its function is called: per object, the
   * counted call statements that make it, and the objects some uncounted call makes. Such an
   * object has no allocation site of its own ({@link #allocatedIn} has none): one abstract
   * object stands for every object the function makes, however often it is called.
   */
  record FunctionMade(Map<Integer, Set<CallKey>> calls, Set<Integer> uncounted) {}

  /**
   * Records the {@code invokedynamic} that created a lambda object and the values it captured
   * (the first creating instance wins; an object's heap context is its creator's context, so
   * there is only one).
   */
  void captured(AbstractObject lambda, ArgumentSite site) {
    captureSites.putIfAbsent(lambda.id(), site);
  }

  /** The capture site of a lambda object ({@link #captured}), or null. */
  ArgumentSite captureSite(AbstractObject lambda) {
    return captureSites.get(lambda.id());
  }

  /** Every lambda object's capture site, by object id (a copy). */
  Map<Integer, ArgumentSite> captureSites() {
    return Map.copyOf(captureSites);
  }

  AbstractObject get(int id) {
    return objects.get(id);
  }

  /** All objects, by id (a copy). */
  List<AbstractObject> all() {
    return List.copyOf(objects);
  }

  /** The method instance that allocated each object, by id (a copy). */
  Map<Integer, MethodInstance> allocatedIn() {
    return Map.copyOf(allocatedIn);
  }

  /** The objects whose allocation site lies on a loop (a copy). */
  Set<Integer> allocatedInLoop() {
    return Set.copyOf(allocatedInLoop);
  }
}

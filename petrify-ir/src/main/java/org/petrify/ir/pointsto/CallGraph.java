package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * The call graph as it is discovered: reachable method instances with their bodies (in
 * discovery order; null where SootUp could not build the body), the application methods each
 * call statement may invoke, the static initializers of the classes the program uses, and the
 * queue of reached methods whose constraints are not generated yet.
 */
final class CallGraph {
  private final CodeBase code;
  private final Origins origins;
  private final List<Caveat> caveats;
  private final Map<MethodInstance, MethodCode> reachable = new LinkedHashMap<>();
  private final ArrayDeque<MethodInstance> pending = new ArrayDeque<>();
  private final Map<CallKey, LinkedHashSet<MethodInstance>> callees = new LinkedHashMap<>();
  private final List<MethodInstance> staticInitializers = new ArrayList<>();
  private final Set<ClassType> initializedClasses = new HashSet<>();
  /** Per callee, its argument sites in the order first seen (a set: a merged callee has many). */
  private final Map<MethodInstance, Set<ArgumentSite>> argumentSites = new LinkedHashMap<>();
  private final Set<MethodInstance> opaqueParameters = new HashSet<>();
  /** The invocations of call statements on their written base ({@link #ordinaryCall}). */
  private final Set<Invocation> ordinaryCalls =
      java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  /**
   * The invocations of a method reference's implementation whose receiver is argument k of
   * the functional call statement ({@link #argumentReceiver}).
   */
  private final Map<Invocation, Integer> argumentReceivers = new java.util.IdentityHashMap<>();
  private final Map<MethodInstance, Set<ReceiverSite>> receiverSites = new LinkedHashMap<>();
  private final Set<MethodInstance> opaqueReceivers = new HashSet<>();

  CallGraph(CodeBase code, Origins origins, List<Caveat> caveats) {
    this.code = code;
    this.origins = origins;
    this.caveats = caveats;
  }

  /**
   * The reached instances, each mapped to itself: {@link #reach} returns the first of equal
   * instances, so the callers' maps and sets keep one object per instance (and its context),
   * not one per call and receiver object that reached it.
   */
  private final Map<MethodInstance, MethodInstance> instances = new java.util.HashMap<>();

  /**
   * Makes a method instance reachable (queueing its body once) and returns it: the instance
   * reached first among those equal to {@code mi}.
   */
  MethodInstance reach(MethodInstance mi) {
    MethodInstance known = instances.putIfAbsent(mi, mi);
    if (known != null) {
      return known;
    }
    if (!reachable.containsKey(mi)) {
      MethodCode body;
      try {
        body = code.methodCode(mi.method());
      } catch (RuntimeException e) {
        caveats.add(new Caveat("body", origins.of(mi.method(), null),
            "SootUp could not build the body (" + rootCause(e) + "); the method is treated as doing nothing", Caveat.Effect.UNSOUND));
        body = null;
      }
      reachable.put(mi, body);
      if (body != null) {
        pending.add(mi);
      }
    }
    return mi;
  }

  /** The innermost cause's class and message: SootUp wraps them in "Failed to convert". */
  private static String rootCause(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
  }

  /** The next reached method whose constraints are still to be generated, if any. */
  Optional<MethodInstance> nextPending() {
    return Optional.ofNullable(pending.poll());
  }

  /**
   * Makes the static initializers of an application class and of the application supertypes
   * the JVM initialises with it reachable, once per type, as the JVM runs them on first use:
   * its superclasses and, for a class, its superinterfaces that declare a default method (JLS
   * 12.4.2 step 7; an interface's own initialisation initialises no supertype).
   */
  void initializeClass(ClassType type) {
    if (type == null || !initializedClasses.add(type)) {
      return;
    }
    Optional<JavaSootClass> c = code.applicationClass(type);
    if (c.isEmpty()) {
      return;
    }
    Optional<JavaSootMethod> clinit = c.get().getMethod("<clinit>", List.of());
    if (clinit.isPresent() && clinit.get().hasBody()) {
      MethodInstance mi = new MethodInstance(clinit.get(), Context.EMPTY);
      staticInitializers.add(mi);
      reach(mi);
    }
    for (ClassType s : code.initialisedFirst(type)) {
      initializeClass(s);
    }
  }

  /** The body of a reached method instance, null if it has none. */
  /** The code base read (null in tests without one). */
  CodeBase code() {
    return code;
  }

  MethodCode body(MethodInstance mi) {
    return reachable.get(mi);
  }

  boolean isInLoop(MethodInstance mi, int stmtIndex) {
    MethodCode body = reachable.get(mi);
    return body != null && body.loopStmts().contains(stmtIndex);
  }

  /** Declares a call statement (it then has a callee set, possibly empty). */
  void callSite(CallKey key) {
    callees.computeIfAbsent(key, k -> new LinkedHashSet<>());
  }

  /** Records that a call statement may invoke a method instance. */
  void addCallee(CallKey key, MethodInstance target) {
    callees.get(key).add(target);
  }

  /**
   * Notes how a method instance with {@code params} parameters is invoked: from a call
   * statement whose written arguments are its parameters one to one (an ordinary call, or a
   * real call on a spy with the same arguments), from a call of a lambda's functional method
   * whose written arguments follow the values captured at the lambda's creation ({@link
   * ArgumentSite#captured}), or otherwise (a library call-back with arguments, a Mockito
   * answer, the entry point): then its parameters are opaque.
   */
  void noteArguments(MethodInstance callee, Invocation inv, int params) {
    if (params == 0) {
      return;
    }
    ArgumentSite site = inv.key() == null ? null : new ArgumentSite(inv.key().caller(),
        inv.key().stmtIndex(), List.copyOf(inv.argValues()), inv.captured());
    if (site == null || site.size() != params) {
      opaqueParameters.add(callee);
      return;
    }
    argumentSites.computeIfAbsent(callee, k -> new LinkedHashSet<>()).add(site);
  }

  /**
   * Notes that an invocation is the call of an instance-invoke statement on the objects of its
   * written base local: every receiver it is dispatched for is the base's value.
   */
  void ordinaryCall(Invocation inv) {
    ordinaryCalls.add(inv);
  }

  /**
   * Notes how an instance method instance gets its receiver: from an ordinary call whose
   * written base is the receiver ({@link #ordinaryCall}), or otherwise (a lambda, a library
   * call-back, a thread's run, a Mockito answer): then its receiver is opaque.
   */
  void noteReceiver(MethodInstance callee, Invocation inv) {
    Integer argument = ordinaryCalls.contains(inv) ? Integer.valueOf(-1)
        : argumentReceivers.get(inv);
    if (argument == null || inv.key() == null) {
      opaqueReceivers.add(callee);
      return;
    }
    ReceiverSite site = new ReceiverSite(inv.key(), argument);
    receiverSites.computeIfAbsent(callee, k -> new LinkedHashSet<>()).add(site);
  }

  /** True if the invocation is the call of a call statement on its written base. */
  boolean isOrdinary(Invocation inv) {
    return ordinaryCalls.contains(inv);
  }

  /**
   * Notes that an invocation (of a method reference's implementation) gets its receiver from
   * written argument {@code k} of the call statement at its key.
   */
  void argumentReceiver(Invocation inv, int k) {
    argumentReceivers.put(inv, k);
  }

  /** The receiver sites of every instance method instance whose receiver is not opaque. */
  Map<MethodInstance, List<ReceiverSite>> receiverSites() {
    Map<MethodInstance, List<ReceiverSite>> out = new LinkedHashMap<>();
    receiverSites.forEach((m, sites) -> {
      if (!opaqueReceivers.contains(m)) {
        out.put(m, List.copyOf(sites));
      }
    });
    return out;
  }

  /** Marks the parameters of a method instance invoked from outside the program opaque. */
  void opaqueParameters(MethodInstance mi) {
    opaqueParameters.add(mi);
    opaqueReceivers.add(mi);
  }

  /** The argument sites of every method instance with parameters that are not opaque. */
  Map<MethodInstance, List<ArgumentSite>> argumentSites() {
    Map<MethodInstance, List<ArgumentSite>> out = new LinkedHashMap<>();
    argumentSites.forEach((m, sites) -> {
      if (!opaqueParameters.contains(m)) {
        out.put(m, List.copyOf(sites));
      }
    });
    return out;
  }

  /** Reachable method instances and their bodies, in discovery order (a copy). */
  Map<MethodInstance, MethodCode> reachable() {
    return copyInOrder(reachable);
  }

  /** The callees of every call statement (a deep copy, in discovery order). */
  Map<CallKey, Set<MethodInstance>> callees() {
    Map<CallKey, Set<MethodInstance>> out = new LinkedHashMap<>();
    callees.forEach((k, v) -> out.put(k, PointsToResult.orderedCopy(v)));
    return java.util.Collections.unmodifiableMap(out);
  }

  List<MethodInstance> staticInitializers() {
    return List.copyOf(staticInitializers);
  }

  /** An unmodifiable copy that keeps the iteration order and allows null values. */
  static <K, V> Map<K, V> copyInOrder(Map<K, V> map) {
    return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }
}

package org.petrify.ir.pointsto;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.KnownValues.Known;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.MethodSignature;

/**
 * Keyed locks made on demand: {@code locks.computeIfAbsent("a", k -> new Object())} and
 * {@code locks.putIfAbsent("a", new Object()); locks.get("a")} on a map that is only ever
 * written under literal keys (strings, enum constants, or ints boxed by {@code Integer.valueOf}). On such a <em>keyed</em> map the analysis
 * keeps one node per key: a {@code computeIfAbsent(K, f)}, {@code putIfAbsent(K, v)} or
 * {@code get(K)} whose key is known to be {@code K} in the calling instance (a literal, or a
 * parameter {@link ParameterBranches} recorded, {@link #keyParameters}) returns that node, which
 * holds what the key's functions returned and what {@code putIfAbsent(K, v)} stored; the
 * function of {@code computeIfAbsent(K, f)} runs in a context of its own, {@code key(K)@map},
 * whatever the caller's context or thread, so its allocations are one abstract object per key
 * ({@link #onceInstances}: not a summary on account of its several callers). Every value also
 * goes into the map's contents, so a read with an unknown key still reads every value.
 *
 * <p><b>Which maps.</b> The rule is applied during the analysis to every {@code new
 * ConcurrentHashMap} and {@code new Hashtable} (the JDK classes themselves) and checked when the
 * analysis has finished ({@link #failing}); the maps that fail the check are analysed again
 * without it (by allocation site, {@link PointsToAnalysis}). A map passes when it is no summary
 * (one runtime map), is the argument of no call except a lambda capture whose implementation is
 * application code ({@link PointsToResult#isApplicationLambda}), is held by no container, array or library
 * object, and every call on it is its constructor with primitive arguments, a {@code
 * computeIfAbsent} or {@code putIfAbsent} whose key is known there, or a reader ({@link
 * #READERS}). So {@code put}, {@code remove}, {@code clear}, {@code replace}, {@code compute},
 * {@code merge}, a write under an unknown key or an escape keeps the map's whole contents.
 *
 * <p><b>Soundness.</b> Such a map is only written by the calls listed, each under a known key
 * (strings equal by content are equal keys, enum constants by identity, boxes of ints by value), and never loses an
 * entry: the first value written under a key stays. That value is a {@code putIfAbsent(K, v)}'s
 * {@code v} or a {@code computeIfAbsent(K, f)}'s function result, so the key's node bounds
 * every {@code computeIfAbsent(K)}, {@code putIfAbsent(K)} and {@code get(K)} result (null
 * aside). {@code ConcurrentHashMap.computeIfAbsent} applies the function at most once per absent
 * key, atomically, and {@code Hashtable}'s is {@code synchronized}: with no entry ever removed,
 * the function runs at most once per key over the whole run, in whichever thread comes first,
 * so the instance {@code key(K)@map} runs at most once. The JDK map's own code runs the
 * function: no override can intervene (the abstract object's type is the allocated class).
 * {@code HashMap} and {@code ConcurrentSkipListMap} are left out: two threads may both find a
 * key absent and both apply the function. <b>Trust:</b> a function that throws leaves the key
 * absent and runs again; an object it made and stored elsewhere before throwing is then not
 * told apart from the next run's (docs/limitations.md).
 */
final class KeyedMaps {
  private static final Set<String> MAP_TYPES = Set.of("java.util.concurrent.ConcurrentHashMap",
      "java.util.Hashtable");
  private static final Set<String> WRITERS = Set.of("computeIfAbsent", "putIfAbsent");
  private static final Set<String> READERS = Set.of("get", "getOrDefault", "containsKey",
      "containsValue", "size", "isEmpty");
  private static final String ELEMENT = "key(";

  private final Set<String> off;
  private final KnownValues values;
  private final ParameterBranches branches;
  /** The maps the rule was applied to in this run, by id. */
  private final Map<Integer, AbstractObject> applied = new LinkedHashMap<>();

  /**
   * The rule for every qualifying map but those allocated at a site of {@code off} (an {@link
   * AbstractObject#site}); none without {@code branches} (the insensitive analysis).
   */
  KeyedMaps(Set<String> off, CodeBase code, ParameterBranches branches) {
    this.off = Set.copyOf(off);
    this.values = new KnownValues(code);
    this.branches = branches;
  }

  /**
   * True if a known value can be a key of the rule: a string literal, an enum constant, or an
   * int that {@code Integer.valueOf} boxes ({@link #unboxed}; boxes of equal ints are equal).
   */
  static boolean isKey(Known v) {
    return v instanceof KnownValues.Text || v instanceof KnownValues.EnumConstant
        || v instanceof KnownValues.Int;
  }

  /**
   * The int a key local boxes when its one definition is {@code Integer.valueOf(int)} (javac's
   * autoboxing), else the value itself.
   */
  private static Value unboxed(MethodCode body, Value v) {
    if (v instanceof Local l && body.singleDefinition(l.getName()) != null
        && body.stmt(body.singleDefinition(l.getName())) instanceof JAssignStmt a
        && a.getRightOp() instanceof JStaticInvokeExpr inv && MethodCode.isIntBoxing(inv)) {
      return inv.getArg(0);
    }
    return v;
  }

  /** The parameters of a body that are the key argument of its computeIfAbsent/putIfAbsent. */
  static Set<Integer> keyParameters(MethodCode body, KnownValues values) {
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < body.size(); i++) {
      if (MethodCode.invokeOf(body.stmt(i)) instanceof AbstractInstanceInvokeExpr ii
          && WRITERS.contains(ii.getMethodSignature().getName()) && ii.getArgCount() == 2) {
        int p = values.parameterOf(body, unboxed(body, ii.getArg(0)));
        if (p >= 0) {
          out.add(p);
        }
      }
    }
    return out;
  }

  /**
   * The key of a {@code computeIfAbsent}, {@code putIfAbsent} or {@code get} call on {@code
   * receiver} when the rule applies to it (a map of {@link #MAP_TYPES} not switched off, a key
   * known in the calling instance), else null; records the map as one the rule was applied to.
   */
  String key(Invocation inv, MethodSignature sig, AbstractObject receiver, MethodCode body) {
    String name = sig.getName();
    if (branches == null || receiver == null || inv.key() == null || body == null
        || receiver.kind() != AbstractObject.Kind.ALLOCATION
        || !MAP_TYPES.contains(receiver.type()) || off.contains(receiver.site())
        || inv.argValues().isEmpty()
        || !(WRITERS.contains(name) && sig.getParameterCount() == 2
            || name.equals("get") && sig.getParameterCount() == 1)) {
      return null;
    }
    String key = keyAt(inv.key().caller(), body, inv.argValues().get(0));
    if (key != null) {
      applied.putIfAbsent(receiver.id(), receiver);
    }
    return key;
  }

  private String keyAt(MethodInstance mi, MethodCode body, Value v) {
    Known k = values.value(body, unboxed(body, v), branches.knownParameters(mi));
    return isKey(k) ? k.toString() : null;
  }

  /** The pseudo-field of a keyed map object holding the values under key {@code key}. */
  static String field(String key) {
    return "$key" + key;
  }

  /** The context element of the instances that run the function for {@code key} of {@code map}. */
  static String element(AbstractObject map, String key) {
    return ELEMENT + key + ")@" + map.name();
  }

  /**
   * The allocation sites of the maps the rule was applied to in the run that gave {@code r}
   * which fail the check of the class comment.
   */
  Set<String> failing(PointsToResult r) {
    Set<String> out = new HashSet<>();
    for (AbstractObject map : applied.values()) {
      if (r.isSummary(map) || held(r, map)) {
        out.add(map.site());
      }
    }
    Map<Integer, AbstractObject> open = new LinkedHashMap<>(applied);
    open.values().removeIf(m -> out.contains(m.site()));
    if (open.isEmpty()) {
      return out;
    }
    r.scanCalls(new PointsToResult.CallObjects() {
      @Override
      public void argument(AbstractObject o) {
        mark(o, open, out);
      }

      @Override
      public void receiver(MethodInstance mi, int at, AbstractInstanceInvokeExpr ii,
          AbstractObject o) {
        if (open.containsKey(o.id()) && !allowed(mi, r.body(mi), ii)) {
          mark(o, open, out);
        }
      }
    });
    return out;
  }

  private static void mark(AbstractObject o, Map<Integer, AbstractObject> open,
      Set<String> out) {
    AbstractObject map = open.get(o.id());
    if (map != null) {
      out.add(map.site());
    }
  }

  /** True if a container, an array or a library object may hold the map. */
  private static boolean held(PointsToResult r, AbstractObject map) {
    for (AbstractObject o : r.objects()) {
      for (String f : List.of(PointsToAnalysis.CONTENT, PointsToAnalysis.ALL_ELEMENTS,
          PointsToAnalysis.UNKNOWN_INDEX)) {
        if (r.fieldPointsTo(o, f).contains(map)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean allowed(MethodInstance mi, MethodCode code, AbstractInstanceInvokeExpr ii) {
    String name = ii.getMethodSignature().getName();
    if (ii instanceof JSpecialInvokeExpr) {
      return MethodCode.isPrimitiveConstructor(ii);
    }
    if (READERS.contains(name)) {
      return true;
    }
    return WRITERS.contains(name) && ii.getArgCount() == 2
        && keyAt(mi, code, ii.getArg(0)) != null;
  }

  /**
   * The instances that run a keyed map's function ({@link #element}) in {@code r}: each runs at
   * most once (the class comment), when no map of the run failed the check.
   */
  static Set<MethodInstance> onceInstances(PointsToResult r) {
    Set<MethodInstance> out = new HashSet<>();
    for (MethodInstance mi : r.reachable()) {
      List<String> e = mi.context().elements();
      if (e.size() == 1 && e.get(0).startsWith(ELEMENT)) {
        out.add(mi);
      }
    }
    return out;
  }
}

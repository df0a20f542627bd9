package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Maps written only under string-literal keys: {@code static final Map<String, Object> locks =
 * new HashMap<>(); static { locks.put("a", new Object()); locks.put("b", new Object()); }}. A
 * read {@code x = map.get(key)} whose key is a known literal (written there, a copy of one,
 * or a parameter to which every call site passes that same literal) refers, when not null, to
 * one of the objects some {@code put} stored under an equal literal key; when that is one
 * object, {@link PolledObjects} pins {@code x} to it, so {@code synchronized (locks.get("a"))}
 * locks that object and not any value of the map.
 *
 * <p>A map object qualifies when it is a {@code new HashMap}, {@code LinkedHashMap}, {@code
 * ConcurrentHashMap} or {@code Hashtable} (the JDK class itself: its {@code get} is the JDK's)
 * and, over every statement of every method instance the analysis reaches, a call whose
 * receiver may be the map is its constructor without a map argument, a {@code put(k, v)} with
 * {@code k} a known literal and {@code v} a local, or one of the readers {@code get}, {@code
 * containsKey}, {@code containsValue}, {@code size}, {@code isEmpty}; and no call gets the map
 * as an argument, except a lambda capture ({@code LambdaMetafactory}) whose implementation is
 * application code: the lambda's body receives the map as a parameter, and its calls on it are
 * among the reachable statements checked (the JDK never reads a lambda's captured values; a
 * serialised lambda is not modelled). Anything else (a {@code remove}, a view, {@code
 * putIfAbsent}, a computed key, an escape into a library or a method reference to a JDK
 * method bound to the map) keeps the map's whole contents.
 *
 * <p><b>Soundness.</b> The map never reaches code the analysis does not see (it is no
 * argument of any call, so no library method holds it; calls on it are the JDK's own), so its
 * entries are exactly those of the {@code put}s listed, each under a literal key. Literal
 * strings with the same characters are equal ({@code String.equals}) and different ones are
 * not, so an entry found by {@code get(key)} was put under an equal literal, and its value is
 * the value of one such {@code put} (the last one for that key in the map's order of
 * operations; under a data race on a plain {@code HashMap}, still a value put under that key
 * or null, since entries keep their final key and only a put under an equal key sets their
 * value). The value local's points-to set bounds that value. A key known through a parameter
 * relies on the call sites of {@link PointsToResult#argumentSites}, as {@link
 * ParameterConstants} does: an instance called from code the analysis does not see has none,
 * and gets no key.
 */
final class LiteralKeyMaps {
  private static final Set<String> MAP_TYPES = Set.of("java.util.HashMap",
      "java.util.LinkedHashMap", "java.util.concurrent.ConcurrentHashMap", "java.util.Hashtable");
  private static final Set<String> READERS = Set.of("get", "containsKey", "containsValue",
      "size", "isEmpty");
  private static final int MAX_DEPTH = 6;

  private final PointsToResult pts;
  /** Per qualifying map object id, the objects put under each literal key; null before use. */
  private Map<Integer, Map<String, Set<AbstractObject>>> entries;

  LiteralKeyMaps(PointsToResult pts) {
    this.pts = pts;
  }

  /**
   * The one object {@code x = get} may refer to at statement {@code at} of {@code mi} when
   * {@code get} is {@code map.get(key)} on qualifying maps with a known literal key, or null.
   */
  AbstractObject element(PolledObjects polled, MethodInstance mi, int at,
      AbstractInstanceInvokeExpr get) {
    if (!get.getMethodSignature().getName().equals("get") || get.getArgCount() != 1) {
      return null;
    }
    List<AbstractObject> maps = polled.pointsTo(mi, at, get.getBase());
    if (maps.isEmpty() || !maps.stream().allMatch(m -> MAP_TYPES.contains(m.type())
        && m.kind() == AbstractObject.Kind.ALLOCATION)) {
      return null;
    }
    String key = literal(mi, at, get.getArg(0), 0);
    if (key == null) {
      return null;
    }
    Set<AbstractObject> candidates = new LinkedHashSet<>();
    for (AbstractObject map : maps) {
      Map<String, Set<AbstractObject>> byKey = entries().get(map.id());
      if (byKey == null) {
        return null;
      }
      candidates.addAll(byKey.getOrDefault(key, Set.of()));
    }
    return candidates.size() == 1 ? candidates.iterator().next() : null;
  }

  /**
   * The literal a string value holds at {@code at} of {@code mi}: a literal, a local whose one
   * reaching definition is (a copy or cast of) one, or a parameter that every argument site of
   * the instance passes the same literal to; else null.
   */
  String literal(MethodInstance mi, int at, Value v, int depth) {
    if (v instanceof StringConstant s) {
      return s.getValue();
    }
    MethodCode code = pts.body(mi);
    if (!(v instanceof Local l) || code == null || depth > MAX_DEPTH) {
      return null;
    }
    Integer def = code.reachingDef(at, l);
    if (def == null) {
      return null;
    }
    Stmt s = code.stmt(def);
    if (s instanceof JAssignStmt a) {
      Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
      return rhs instanceof StringConstant || rhs instanceof Local
          ? literal(mi, def, rhs, depth + 1) : null;
    }
    if (!(s instanceof JIdentityStmt id) || !(id.getRightOp() instanceof JParameterRef p)) {
      return null;
    }
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return null;
    }
    String value = null;
    for (ArgumentSite site : sites) {
      ArgumentSite from = site.siteOf(p.getIndex());
      Value arg = site.argument(p.getIndex());
      String v2 = arg == null ? null : literal(from.caller(), from.stmtIndex(), arg, depth + 1);
      if (v2 == null || value != null && !value.equals(v2)) {
        return null;
      }
      value = v2;
    }
    return value;
  }

  private Map<Integer, Map<String, Set<AbstractObject>>> entries() {
    if (entries == null) {
      entries = scan();
    }
    return entries;
  }

  /** Every reachable call on or with a map object, checked against the class comment. */
  private Map<Integer, Map<String, Set<AbstractObject>>> scan() {
    Map<Integer, Map<String, Set<AbstractObject>>> out = new HashMap<>();
    Set<Integer> bad = new java.util.HashSet<>();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && MAP_TYPES.contains(o.type())) {
        out.put(o.id(), new HashMap<>());
      }
    }
    if (out.isEmpty()) {
      return out;
    }
    pts.scanCalls(new PointsToResult.CallObjects() {
      @Override
      public void argument(AbstractObject o) {
        if (out.containsKey(o.id())) {
          bad.add(o.id());
        }
      }

      @Override
      public void receiver(MethodInstance mi, int at, AbstractInstanceInvokeExpr ii,
          AbstractObject o) {
        Map<String, Set<AbstractObject>> byKey = out.get(o.id());
        if (byKey != null && !allowed(mi, at, ii, byKey)) {
          bad.add(o.id());
        }
      }
    });
    bad.forEach(out::remove);
    return out;
  }

  /** True if the call on a map is one the class comment allows; records a put's values. */
  private boolean allowed(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii,
      Map<String, Set<AbstractObject>> byKey) {
    String name = ii.getMethodSignature().getName();
    if (ii instanceof JSpecialInvokeExpr) {
      return MethodCode.isPrimitiveConstructor(ii);
    }
    if (READERS.contains(name)) {
      return true;
    }
    if (!name.equals("put") || ii.getArgCount() != 2 || !(ii.getArg(1) instanceof Local v)) {
      return false;
    }
    String key = literal(mi, i, ii.getArg(0), 0);
    if (key == null) {
      return false;
    }
    byKey.computeIfAbsent(key, k -> new LinkedHashSet<>()).addAll(pts.pointsTo(mi, i, v));
    return true;
  }
}

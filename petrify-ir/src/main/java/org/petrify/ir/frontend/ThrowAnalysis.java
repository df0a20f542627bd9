package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;

/**
 * Which method instances may end by an exception thrown explicitly ({@code throw}) in
 * application code, itself or in a callee, and of which classes. Implicit exceptions (null
 * dereference, division by zero, bad casts, array bounds) and library exceptions are
 * propagated only from the instances of {@link CaughtCallees} (application callees whose every
 * call is under a handler that may catch them), at the statements it lists. A handler only
 * counts when it is reachable in this model: statements are explored from the entry along
 * normal edges and along the exceptional edges of {@code throw} statements and of calls to
 * instances that may throw, so a synchronized block's catch-all handler (which releases the
 * monitor and rethrows) only makes its method throw when something in the block can throw.
 * The result is a least fixpoint over all instances: the classes grow monotonically, with
 * {@link #UNKNOWN} standing for an exception of unknown class (then every handler applies).
 *
 * <p>Handler order: SootUp gives a statement's handlers as a map without the JVM's trap order,
 * so they are visited innermost first by their protected ranges ({@link
 * ImplicitExceptions#innerFirst}). An exception a handler surely catches never leaves the
 * method, in whatever order the handlers come; it reaches no later handler only when that
 * handler's range lies strictly inside every later one's ({@link
 * ImplicitExceptions#innerToAll}), else the later handlers that may catch it are kept as well
 * (more routes than the JVM has, never fewer).
 *
 * <p>The null side of a test of a local that is never null ({@link NullnessRoutes}) is not
 * explored: the {@code throw} of {@code if (p == null) throw ...} (a {@code checkNotNull})
 * whose every caller passes a non-null argument does not make the method throw.
 */
final class ThrowAnalysis {
  /** The class name that stands for "some exception of unknown class". */
  static final String UNKNOWN = "*";

  private final CodeBase code;
  private final PointsToResult pts;
  private final NullnessRoutes nullness;
  private final Map<MethodInstance, Set<String>> thrown = new HashMap<>();
  /** Per instance and handler statement, the classes of the exceptions that may reach it. */
  private final Map<MethodInstance, Map<Integer, Set<String>>> caught = new HashMap<>();
  /** The instances whose implicit exceptions are thrown too, or null. */
  private final CaughtCallees caughtCallees;
  /** Set by {@link #escaping} when a handler's classes grew (the instance is explored again). */
  private boolean caughtGrew;

  ThrowAnalysis(PointsToResult pts, NullnessRoutes nullness) {
    this(pts, nullness, null);
  }

  /**
   * The analysis that also counts, at each statement of an instance of {@code caught}, the
   * implicit and library exceptions {@link CaughtCallees#implicitTypes} lists (null: none).
   */
  ThrowAnalysis(PointsToResult pts, NullnessRoutes nullness, CaughtCallees caught) {
    this.pts = pts;
    this.nullness = nullness;
    this.caughtCallees = caught;
    this.code = pts.code();
    Map<MethodInstance, Set<MethodInstance>> callers = new HashMap<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    Set<MethodInstance> queued = new java.util.HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        for (MethodInstance c : pts.callees(mi, i)) {
          callers.computeIfAbsent(c, k -> new java.util.HashSet<>()).add(mi);
        }
      }
      work.add(mi);
      queued.add(mi);
    }
    while (!work.isEmpty()) {
      MethodInstance mi = work.poll();
      queued.remove(mi);
      Set<String> now;
      do {
        caughtGrew = false;
        now = escaping(mi, pts.body(mi));
      } while (caughtGrew);
      Set<String> before = thrown.get(mi);
      if (!now.isEmpty() && (before == null || !before.containsAll(now))) {
        Set<String> merged = before == null ? new TreeSet<>() : new TreeSet<>(before);
        merged.addAll(now);
        thrown.put(mi, merged);
        for (MethodInstance caller : callers.getOrDefault(mi, Set.of())) {
          if (queued.add(caller)) {
            work.add(caller);
          }
        }
      }
    }
  }

  boolean mayThrow(MethodInstance mi) {
    return thrown.containsKey(mi);
  }

  /**
   * The classes of the exceptions that may escape {@code mi}; empty if it never throws, a list
   * containing {@link #UNKNOWN} if some class is unknown.
   */
  Set<String> thrownTypes(MethodInstance mi) {
    return thrown.getOrDefault(mi, Set.of());
  }

  /** The possible classes of an exception thrown at statement i ({@link #UNKNOWN}: unknown). */
  private List<String> typesAt(MethodInstance mi, int i) {
    Stmt s = pts.body(mi).stmt(i);
    List<String> types = new ArrayList<>();
    if (s instanceof JThrowStmt t) {
      if (isSyntheticMatchFailure(pts, mi, i, t)) {
        return types;
      }
      if (t.getOp() instanceof Local l) {
        for (AbstractObject o : pts.pointsTo(mi, i, l)) {
          types.add(o.type());
        }
        if (types.isEmpty()) {
          types.addAll(rethrown(mi, l));
        }
      }
      if (types.isEmpty()) {
        types.add(UNKNOWN);
      }
      return types;
    }
    Set<String> all = new TreeSet<>();
    for (MethodInstance c : pts.callees(mi, i)) {
      all.addAll(thrownTypes(c));
    }
    if (caughtCallees != null) {
      all.addAll(caughtCallees.implicitTypes(mi, i));
    }
    types.addAll(all);
    return types;
  }

  /**
   * The classes a {@code throw l} rethrows when {@code l} is the caught exception of handlers
   * ({@code l := @caughtexception}, as javac's catch-all handlers of synchronized blocks and
   * {@code finally} do): those that reach the handlers so far (empty if none is known, which
   * the caller takes as unknown).
   */
  private Set<String> rethrown(MethodInstance mi, Local l) {
    MethodCode body = pts.body(mi);
    Set<String> out = new TreeSet<>();
    Map<Integer, Set<String>> reaching = caught.getOrDefault(mi, Map.of());
    for (int d = 0; d < body.size(); d++) {
      if (body.stmt(d) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
          && id.getLeftOp().equals(l)
          && id.getRightOp() instanceof sootup.core.jimple.common.ref.JCaughtExceptionRef) {
        Set<String> r = reaching.get(d);
        if (r == null) {
          return Set.of(UNKNOWN);
        }
        out.addAll(r);
      }
    }
    return out.isEmpty() ? Set.of(UNKNOWN) : out;
  }

  /** The classes of the exceptions that may reach handler statement {@code target}, or null. */
  Set<String> caughtAt(MethodInstance mi, int target) {
    return caught.getOrDefault(mi, Map.of()).get(target);
  }

  /** True if a handler of class {@code handler} may catch an exception of class {@code type}. */
  boolean mayCatch(String type, ClassType handler) {
    if (type.equals(UNKNOWN) || handler.getFullyQualifiedName().equals("java.lang.Throwable")) {
      return true;
    }
    ClassType t = code.classType(type);
    return code.isSubtype(t, handler) || code.isSubtype(handler, t);
  }

  /** True if a handler of class {@code handler} surely catches an exception of class type. */
  boolean surelyCatches(String type, ClassType handler) {
    if (handler.getFullyQualifiedName().equals("java.lang.Throwable")) {
      return true;
    }
    return !type.equals(UNKNOWN) && code.isSubtype(code.classType(type), handler);
  }

  private Set<String> escaping(MethodInstance mi, MethodCode body) {
    Set<String> out = new TreeSet<>();
    boolean[] seen = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    seen[0] = true;
    while (!work.isEmpty()) {
      int i = work.poll();
      for (int n : nullness.successors(mi, body, i)) {
        visit(n, seen, work);
      }
      List<String> types = typesAt(mi, i);
      List<Map.Entry<ClassType, Integer>> handlers = ImplicitExceptions.innerFirst(body, i);
      for (String ty : types) {
        boolean caught = false;
        for (int j = 0; j < handlers.size(); j++) {
          Map.Entry<ClassType, Integer> h = handlers.get(j);
          int target = h.getValue();
          if (mayCatch(ty, h.getKey())) {
            visit(target, seen, work);
            String narrowed = ty.equals(UNKNOWN) ? UNKNOWN : ty;
            if (this.caught.computeIfAbsent(mi, k -> new HashMap<>())
                .computeIfAbsent(target, k -> new TreeSet<>()).add(narrowed)) {
              caughtGrew = true;
            }
          }
          if (surelyCatches(ty, h.getKey())) {
            caught = true;
            if (ImplicitExceptions.innerToAll(body, handlers, j)) {
              break;
            }
          }
        }
        if (!caught) {
          out.add(ty);
        }
      }
    }
    return out;
  }

  /**
   * True if the statement throws only {@code java.lang.MatchException}: javac's synthetic
   * default of an exhaustive {@code switch} (over an enum, a sealed type or record patterns),
   * which cannot run unless the switched type changed after compilation; or if it is the
   * {@code IncompatibleClassChangeError} default javac gave such a switch over an enum before
   * Java 21, whose cases cover every constant of the analysed enum ({@link
   * EnumSwitchDefaults}). Such a throw is taken as unreachable: it does not make its method
   * throw, and the translation ends the path there as a return ({@link ProcedureTranslator}).
   */
  static boolean isSyntheticMatchFailure(PointsToResult pts, MethodInstance mi, int i,
      JThrowStmt t) {
    if (!(t.getOp() instanceof Local l)) {
      return false;
    }
    if (EnumSwitchDefaults.isUnreachableDefault(pts, mi, i, t)) {
      return true;
    }
    List<AbstractObject> thrown = pts.pointsTo(mi, i, l);
    return !thrown.isEmpty()
        && thrown.stream().allMatch(o -> o.type().equals("java.lang.MatchException"));
  }

  private static void visit(int i, boolean[] seen, ArrayDeque<Integer> work) {
    if (i >= 0 && !seen[i]) {
      seen[i] = true;
      work.add(i);
    }
  }
}

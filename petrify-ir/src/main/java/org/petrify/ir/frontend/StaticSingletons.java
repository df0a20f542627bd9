package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootClass;

/**
 * The {@code static} reference fields that hold one object, never {@code null}, wherever
 * they are read after their class is initialised: candidates for "never null when read"
 * ({@link NonNullLocals}, which checks the values written in its fixpoint) and for the named
 * singletons of {@link SingletonIdentities}.
 *
 * <p>A field {@code C.S} is a <em>candidate</em> when it is {@code static}, not primitive,
 * declared by an application class {@code C}, no reflective, {@code Unsafe} or deserializing
 * write may reach it ({@link ReflectedFields}), every write of it in reachable code is a
 * {@code putstatic} in {@code C.<clinit>}, and every path of {@code C.<clinit>} from its entry
 * to a normal return passes a write of it (exception edges followed). A read of {@code C.S} at
 * a method instance {@code m} is <em>after initialisation</em> when {@code m} cannot run while
 * {@code C}'s initialisation is in progress on the reading thread ({@link #readAfterInit}):
 * {@code m} is not reachable, over calls, library call-backs and the initialisers of the
 * classes each statement actively uses (with all their superclasses and superinterfaces), from
 * the initialisers of {@code C} and its supertypes.
 *
 * <p>Soundness (JLS 12.4.2): a {@code getstatic} of {@code C.S} first initialises {@code C}.
 * If another thread is initialising it, the reader waits until that completes (step 2); if the
 * initialisation failed, or fails while it waits, the read throws {@code NoClassDefFoundError}
 * and returns nothing (steps 5, 11). If the reading thread itself is initialising {@code C}
 * (step 3: a recursive request), the read proceeds and may see {@code null}: that thread is
 * then running code called, directly or through nested initialisations and call-backs, from
 * {@code C.<clinit>} or from the initialiser of a supertype of {@code C}, which step 7 runs
 * while {@code C} is marked in progress; those are exactly the instances excluded above.
 * Otherwise {@code C} is fully initialised: its {@code <clinit>} returned normally, so it passed
 * a write of {@code S} on every path, and no write of {@code S} happens outside it: reachable
 * code has none, code the analysis does not reach writes nothing (a call it cannot connect is
 * reported UNSOUND, {@code unresolved-call} or {@code library-callback}, as for {@link
 * org.petrify.ir.pointsto.NullFields}), and reflective and {@code Unsafe} writes are excluded
 * above. {@code final} is not needed for this (the JVM also refuses a {@code putstatic} of a
 * final field outside its class's initialiser, but the reachable writes are checked anyway):
 * Apache HttpCore 5's {@code public static Deadline MAX_VALUE}, written only by {@code
 * Deadline.<clinit>}, is as constant as a final field. Nor is it needed for visibility: the
 * initialisation lock orders the initialiser's writes before every other thread's use of the
 * class (JLS 12.4.2), whatever the field's modifiers. So the read returns the last value
 * {@code <clinit>} stored, which never changes again: one object, non-null when every write
 * stores a non-null value (checked by {@link NonNullLocals}). The model runs the same code (an
 * up-front initialiser, or the lazy initialisation procedures of {@link
 * ClassInitialisation}); pinning the value a Java run reads keeps every Java run in the model.
 *
 * <p>A field is <em>fresh</em> when, besides, every write stores a local that the initialiser
 * defines only by {@code new}: its object is then an allocation of the program, never a string
 * or class constant, never {@code null}, and the points-to analysis names it by its site.
 */
final class StaticSingletons {
  private final PointsToResult pts;
  /** Per candidate ({@code Class.name}, the declaring class), its write statements. */
  private final Map<String, List<Map.Entry<MethodInstance, Integer>>> writes =
      new LinkedHashMap<>();
  private final Set<String> fresh = new HashSet<>();
  private final Map<ClassType, Set<MethodInstance>> during = new HashMap<>();
  private final Map<String, Optional<String>> owners = new HashMap<>();
  private Map<MethodInstance, Set<MethodInstance>> edges;
  private Map<ClassType, MethodInstance> clinits;
  private final Map<ClassType, List<MethodInstance>> initialisers = new HashMap<>();

  StaticSingletons(PointsToResult pts) {
    this.pts = pts;
    if (pts.code() == null) {
      return;
    }
    ReflectedFields behind = ReflectedFields.of(pts);
    if (behind.anyField() != null) {
      return;
    }
    Map<String, List<Map.Entry<MethodInstance, Integer>>> all = new LinkedHashMap<>();
    Set<String> bad = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a)
            || !(a.getLeftOp() instanceof JStaticFieldRef f)) {
          continue;
        }
        String key = key(f);
        if (key == null) {
          continue;
        }
        all.computeIfAbsent(key, k -> new ArrayList<>()).add(Map.entry(mi, i));
        String owner = key.substring(0, key.lastIndexOf('.'));
        if (!mi.method().getName().equals("<clinit>")
            || !mi.method().getDeclaringClassType().getFullyQualifiedName().equals(owner)) {
          bad.add(key);
        }
      }
    }
    all.forEach((key, sites) -> {
      int dot = key.lastIndexOf('.');
      String cls = key.substring(0, dot);
      String name = key.substring(dot + 1);
      if (bad.contains(key) || behind.written().stream().anyMatch(
          k -> k.declaringClass().equals(cls) && k.name().equals(name))) {
        return;
      }
      Optional<? extends SootField> field = pts.code().applicationClass(
          pts.code().classType(cls)).flatMap(c -> c.getField(name));
      if (field.isEmpty() || !field.get().isStatic()
          || field.get().getType() instanceof PrimitiveType) {
        return;
      }
      MethodInstance clinit = sites.get(0).getKey();
      Set<Integer> at = new HashSet<>();
      sites.forEach(s -> at.add(s.getValue()));
      if (returnsAvoiding(pts.body(clinit), at)) {
        return;
      }
      writes.put(key, List.copyOf(sites));
      boolean allNew = true;
      for (Map.Entry<MethodInstance, Integer> s : sites) {
        allNew &= definedByNew(pts.body(clinit),
            ((JAssignStmt) pts.body(clinit).stmt(s.getValue())).getRightOp());
      }
      if (allNew) {
        fresh.add(key);
      }
    });
  }

  /** The candidates ({@code Class.name}) and their write statements, all in the initialiser. */
  Map<String, List<Map.Entry<MethodInstance, Integer>>> writes() {
    return writes;
  }

  /**
   * True if {@code v} reads a candidate every write of which stores a value {@code origin}
   * accepts, as {@link NewObjectValues#definedBy} follows it from the write (one reaching
   * definition, copies, casts). A read of it then gives such a value or, when it runs while
   * the class's initialisation is in progress on the reading thread, {@code null} (the class
   * comment); nothing else.
   */
  boolean readsOnly(sootup.core.jimple.common.Value v,
      java.util.function.Predicate<sootup.core.jimple.common.Value> origin) {
    String key = v instanceof JStaticFieldRef f ? key(f) : null;
    List<Map.Entry<MethodInstance, Integer>> sites = key == null ? null : writes.get(key);
    if (sites == null) {
      return false;
    }
    for (Map.Entry<MethodInstance, Integer> s : sites) {
      var stored = ((JAssignStmt) pts.body(s.getKey()).stmt(s.getValue())).getRightOp();
      if (!NewObjectValues.definedBy(pts, s.getKey(), s.getValue(), stored, origin)) {
        return false;
      }
    }
    return true;
  }

  /** True if every write of the candidate stores a local defined only by {@code new}. */
  boolean isFresh(String key) {
    return fresh.contains(key);
  }

  /**
   * The key ({@code Class.name}) of the field a static reference names, resolved to the
   * application class that declares it (JVMS 5.4.3.2, superclasses), or null.
   */
  String key(JStaticFieldRef f) {
    ClassType t = f.getFieldSignature().getDeclClassType();
    String name = f.getFieldSignature().getName();
    return owners.computeIfAbsent(t.getFullyQualifiedName() + "." + name, x -> {
      Set<ClassType> seen = new HashSet<>();
      ClassType k = t;
      while (k != null && seen.add(k)) {
        Optional<JavaSootClass> c = pts.code().applicationClass(k);
        if (c.isEmpty()) {
          return Optional.empty();
        }
        if (c.get().getField(name).isPresent()) {
          return Optional.of(k.getFullyQualifiedName() + "." + name);
        }
        k = c.get().getSuperclass().orElse(null);
      }
      return Optional.empty();
    }).orElse(null);
  }

  /**
   * True if the read of a candidate in {@code mi} happens after its class is initialised (see
   * the class comment): {@code mi} cannot run while that initialisation is in progress.
   */
  boolean readAfterInit(MethodInstance mi, String key) {
    if (!writes.containsKey(key)) {
      return false;
    }
    ClassType c = pts.code().classType(key.substring(0, key.lastIndexOf('.')));
    return !during.computeIfAbsent(c, this::runDuringInitialisation).contains(mi);
  }

  /**
   * True if the read of a candidate at statement {@code at} of {@code mi} is in the
   * initialiser of the candidate's class and every path there from the initialiser's entry
   * (exception edges followed) passes a write of it ({@code static final Timeout DISABLED =
   * ZERO_MILLISECONDS;} after {@code ZERO_MILLISECONDS = of(0, MILLISECONDS)}). The initialiser
   * runs once, in one thread, so the read comes after such a write in program order and returns
   * a value some write of the field stored: it is non-null when every write stores non-null
   * (whereas {@link #readAfterInit} excludes the initialiser, where a read before every write
   * sees {@code null}).
   */
  boolean readAfterOwnWrite(MethodInstance mi, int at, String key) {
    List<Map.Entry<MethodInstance, Integer>> sites = writes.get(key);
    MethodCode code = pts.body(mi);
    if (sites == null || code == null || !mi.method().getName().equals("<clinit>")
        || !mi.method().getDeclaringClassType().getFullyQualifiedName()
            .equals(key.substring(0, key.lastIndexOf('.')))) {
      return false;
    }
    Set<Integer> own = new HashSet<>();
    sites.stream().filter(w -> w.getKey().equals(mi)).forEach(w -> own.add(w.getValue()));
    return !own.isEmpty() && !code.reachesAvoiding(0, s -> s == at, own);
  }

  /** The instances that may run while {@code c}'s initialisation is in progress. */
  private Set<MethodInstance> runDuringInitialisation(ClassType c) {
    if (edges == null) {
      edges = edges();
    }
    Set<MethodInstance> seen = new LinkedHashSet<>(initialisers(c));
    ArrayDeque<MethodInstance> work = new ArrayDeque<>(seen);
    while (!work.isEmpty()) {
      for (MethodInstance n : edges.getOrDefault(work.poll(), Set.of())) {
        if (seen.add(n)) {
          work.add(n);
        }
      }
    }
    return seen;
  }

  /** Calls, call-backs and initialisations each reachable instance may run. */
  private Map<MethodInstance, Set<MethodInstance>> edges() {
    Map<MethodInstance, Set<MethodInstance>> out = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      Set<MethodInstance> to = out.computeIfAbsent(mi, k -> new LinkedHashSet<>());
      for (int i = 0; i < code.size(); i++) {
        to.addAll(pts.callees(mi, i));
        to.addAll(pts.callbacks(mi, i));
        for (ClassType used : usedAt(mi, code, i)) {
          to.addAll(initialisers(used));
        }
      }
    }
    return out;
  }

  /** Classes statement {@code i} may initialise: {@code new}, static fields, static calls. */
  private List<ClassType> usedAt(MethodInstance mi, MethodCode code, int i) {
    Stmt s = code.stmt(i);
    List<ClassType> out = new ArrayList<>();
    if (s instanceof JAssignStmt a) {
      if (a.getRightOp() instanceof JNewExpr n) {
        out.add(n.getType());
      }
      for (var side : List.of(a.getLeftOp(), a.getRightOp())) {
        if (side instanceof JStaticFieldRef f) {
          out.add(f.getFieldSignature().getDeclClassType());
        }
      }
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv instanceof JStaticInvokeExpr si) {
      out.add(si.getMethodSignature().getDeclClassType());
      pts.callees(mi, i).forEach(c -> out.add(c.method().getDeclaringClassType()));
    }
    pts.callbacks(mi, i).forEach(c -> out.add(c.method().getDeclaringClassType()));
    return out;
  }

  /** The initialisers of {@code c} and of all its application superclasses and interfaces. */
  private List<MethodInstance> initialisers(ClassType c) {
    List<MethodInstance> known = initialisers.get(c);
    if (known != null) {
      return known;
    }
    if (clinits == null) {
      clinits = new HashMap<>();
      pts.staticInitializers().forEach(ci -> clinits.put(ci.method().getDeclaringClassType(), ci));
    }
    List<MethodInstance> out = new ArrayList<>();
    Set<ClassType> seen = new HashSet<>();
    ArrayDeque<ClassType> work = new ArrayDeque<>(List.of(c));
    while (!work.isEmpty()) {
      ClassType k = work.poll();
      if (!seen.add(k)) {
        continue;
      }
      Optional<JavaSootClass> cls = pts.code().applicationClass(k);
      if (cls.isEmpty()) {
        continue;
      }
      if (clinits.containsKey(k)) {
        out.add(clinits.get(k));
      }
      cls.get().getSuperclass().ifPresent(work::add);
      work.addAll(cls.get().getInterfaces());
    }
    initialisers.put(c, List.copyOf(out));
    return out;
  }

  /** True if a normal return is reachable from the entry without passing a statement of at. */
  private static boolean returnsAvoiding(MethodCode code, Set<Integer> at) {
    return code == null
        || code.reachesAvoiding(0, s -> code.stmt(s) instanceof JReturnVoidStmt, at);
  }


  /** True if the value is a local whose every definition in the body is a {@code new}. */
  private static boolean definedByNew(MethodCode code, sootup.core.jimple.common.Value v) {
    if (!(v instanceof Local l)) {
      return false;
    }
    boolean any = false;
    for (Stmt s : code.stmts()) {
      if (s.getDef().filter(d -> d instanceof Local x && x.getName().equals(l.getName()))
          .isPresent()) {
        if (!(s instanceof JAssignStmt a) || !(a.getRightOp() instanceof JNewExpr)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }
}

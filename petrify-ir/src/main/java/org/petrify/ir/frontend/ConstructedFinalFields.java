package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootClass;

/**
 * The {@code final} reference instance fields that every object has set before any other code
 * can see the object: candidates for "never null when read" ({@link NonNullLocals}).
 *
 * <p>A field {@code C.f} qualifies when it is {@code final}, not primitive, no reflective or
 * deserializing write may reach any field ({@link ReflectedFields}), every write of it in
 * reachable code is {@code this.f = v} in a constructor of {@code C}, and every reachable
 * constructor of {@code C} delegates to another one ({@code this(...)}, {@link #delegates}) or
 * writes it <em>before {@code this} escapes</em> ({@link
 * #writtenBeforeEscape}): on every path that returns normally, and every statement that can
 * run before such a write, over normal and exceptional edges, uses {@code this} only as the
 * receiver of a trivial super constructor ({@link #TRIVIAL_SUPERS}) and as the base of
 * accesses of its own fields other than a read of {@code f} (so no other code, and no other
 * thread, holds a reference to the object before the write; branches and argument checks
 * before it are allowed). The values written are checked by {@link NonNullLocals}, in its
 * fixpoint ({@link #writes}).
 *
 * <p>Soundness: an object of {@code C} comes into being only through one of its constructors
 * (deserialization and reflection are excluded above, and an unreachable constructor runs in no
 * run). Until that constructor's write of {@code f}, no reference to the object exists outside
 * the constructor's frame, and the frame does not read {@code f}; after it, {@code f} holds the
 * value written, which no other write changes (all writes are such constructor writes of a
 * non-null value). A thread that obtains the object by any publication, racy or not, sees the
 * constructor's value of a {@code final} field whose object did not escape during construction
 * (JLS 17.5). So every read of {@code f} returns a value written there.
 */
final class ConstructedFinalFields {
  /** Per qualifying field ({@code Class.name}), the write statements (instance, index). */
  private final Map<String, List<Map.Entry<MethodInstance, Integer>>> writes =
      new LinkedHashMap<>();

  ConstructedFinalFields(PointsToResult pts) {
    if (pts.code() == null) {
      return;
    }
    ReflectedFields behind = ReflectedFields.of(pts);
    if (behind.anyField() != null) {
      return;
    }
    Map<String, List<Map.Entry<MethodInstance, Integer>>> all = new HashMap<>();
    Map<String, Boolean> bad = new HashMap<>();
    Map<String, List<MethodInstance>> constructors = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      String owner = mi.method().getDeclaringClassType().getFullyQualifiedName();
      if (mi.method().getName().equals("<init>")) {
        constructors.computeIfAbsent(owner, k -> new ArrayList<>()).add(mi);
      }
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a)
            || !(a.getLeftOp() instanceof JInstanceFieldRef f)) {
          continue;
        }
        String cls = f.getFieldSignature().getDeclClassType().getFullyQualifiedName();
        String key = cls + "." + f.getFieldSignature().getName();
        all.computeIfAbsent(key, k -> new ArrayList<>()).add(Map.entry(mi, i));
        if (!owner.equals(cls) || !mi.method().getName().equals("<init>")
            || !writtenBeforeEscape(pts, mi, f)) {
          bad.put(key, true);
        }
      }
    }
    all.forEach((key, sites) -> {
      int dot = key.lastIndexOf('.');
      String cls = key.substring(0, dot);
      String name = key.substring(dot + 1);
      if (bad.containsKey(key) || behind.written().stream().anyMatch(
          k -> k.declaringClass().equals(cls) && k.name().equals(name))) {
        return;
      }
      Optional<JavaSootClass> c = pts.code().applicationClass(pts.code().classType(cls));
      Optional<? extends SootField> field = c.flatMap(x -> x.getField(name));
      if (field.isEmpty() || !field.get().isFinal() || field.get().isStatic()
          || field.get().getType() instanceof PrimitiveType) {
        return;
      }
      for (MethodInstance ctor : constructors.getOrDefault(cls, List.of())) {
        boolean writes = sites.stream().anyMatch(s -> s.getKey().equals(ctor));
        if (!writes && !delegates(pts, ctor, cls)) {
          return;
        }
      }
      writes.put(key, sites);
    });
  }

  /** The qualifying fields ({@code Class.name}) and their write statements. */
  Map<String, List<Map.Entry<MethodInstance, Integer>>> writes() {
    return writes;
  }

  /** The key of a field reference ({@code Class.name}, the class the reference names). */
  static String key(JInstanceFieldRef f) {
    return f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
        + f.getFieldSignature().getName();
  }

  /**
   * True if the statement may hand {@code this} to other code, redefine it, or read field
   * {@code name} of it. A call of a private method of the class on {@code this} is safe when
   * that method's body (up to {@link #MAX_DEPTH} nested such calls) is safe in the same sense.
   */
  static boolean escapes(PointsToResult pts, MethodInstance mi, int k, String self,
      String name, int depth) {
    Stmt s = pts.body(mi).stmt(k);
    if (s.getDef().filter(d -> d instanceof Local l && l.getName().equals(self)).isPresent()) {
      return true;
    }
    int allowed = 0;
    if (s instanceof JAssignStmt a) {
      for (Value side : List.of(a.getLeftOp(), a.getRightOp())) {
        if (side instanceof JInstanceFieldRef r && r.getBase().getName().equals(self)) {
          if (side == a.getRightOp() && r.getFieldSignature().getName().equals(name)) {
            return true;
          }
          allowed++;
        }
      }
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv instanceof JSpecialInvokeExpr sp && sp.getBase().getName().equals(self)
        && !sp.getMethodSignature().getName().equals("<init>")) {
      if (!safePrivateCall(pts, mi, k, name, depth)) {
        return true;
      }
      allowed++;
    }
    int selfUses = 0;
    for (Value u : s.getUses()) {
      if (u instanceof Local l && l.getName().equals(self)) {
        selfUses++;
      }
    }
    return selfUses > allowed;
  }

  private static final int MAX_DEPTH = 4;

  /** True if the private call at {@code k} of {@code mi} runs code that keeps this inside. */
  private static boolean safePrivateCall(PointsToResult pts, MethodInstance mi, int k,
      String name, int depth) {
    java.util.Set<MethodInstance> callees = pts.callees(mi, k);
    if (depth >= MAX_DEPTH || callees.size() != 1) {
      return false;
    }
    MethodInstance c = callees.iterator().next();
    MethodCode body = pts.body(c);
    if (body == null || !c.method().isPrivate() || c.method().isSynchronized()
        || !c.method().getDeclaringClassType().equals(mi.method().getDeclaringClassType())) {
      return false;
    }
    String self = null;
    for (int j = 0; j < body.size(); j++) {
      Stmt s = body.stmt(j);
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JThisRef) {
        self = id.getLeftOp().getName();
        continue;
      }
      if (self == null || escapes(pts, c, j, self, name, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The superclasses whose constructors run no code that could see {@code this}: {@code
   * Object()} and {@code Record()} are empty; {@code Thread}'s constructors (JDK 17 to 25) store
   * their arguments in the new thread's own fields, call on {@code this} only final methods of
   * {@code Thread} ({@code setPriority} in 17), and publish {@code this} nowhere (a thread joins
   * its group when started), so no subclass code and no other thread can see it before they
   * return.
   */
  static final java.util.Set<String> TRIVIAL_SUPERS =
      java.util.Set.of("java.lang.Object", "java.lang.Record", "java.lang.Thread");

  /**
   * True if the constructor {@code mi} writes field {@code f} on {@code this} on every path
   * that returns normally, and no statement that can run before such a write lets {@code this}
   * escape: every statement reachable from the entry without passing a write of the field
   * ({@code this.f = v}), over normal and exceptional edges, uses {@code this} only as the
   * receiver of the trivial super constructor ({@code Object}, {@code Record}) or as the base of
   * accesses of its own fields other than a read of {@code f} ({@link #escapes}), and none of
   * them returns. A path that throws out of the
   * constructor before the write abandons an object no other code can reach. So no code but
   * the constructor's frame can see the object before the write, and the frame does not read
   * the field. (Before, the statements ahead of the write had to be a straight line: a
   * constructor that chose a value first, {@code this.policy = p != null ? p : LIFO}, or
   * checked an argument with a branch, made every later final field of its class unknown.)
   */
  static boolean writtenBeforeEscape(PointsToResult pts, MethodInstance mi,
      JInstanceFieldRef f) {
    MethodCode code = pts.body(mi);
    String name = f.getFieldSignature().getName();
    Local thisLocal = code.thisLocal();
    String self = thisLocal == null ? null : thisLocal.getName();
    if (self == null || !f.getBase().getName().equals(self)) {
      return false;
    }
    boolean[] seen = new boolean[code.size()];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.add(0);
    while (!work.isEmpty()) {
      int k = work.poll();
      if (k < 0 || k >= code.size() || seen[k]) {
        continue;
      }
      seen[k] = true;
      Stmt s = code.stmt(k);
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef w
          && w.getBase().getName().equals(self) && w.getFieldSignature().getName().equals(name)) {
        continue;
      }
      if (s instanceof sootup.core.jimple.common.stmt.JReturnVoidStmt
          || s instanceof sootup.core.jimple.common.stmt.JReturnStmt) {
        return false;
      }
      boolean thisRef = s instanceof JIdentityStmt id && id.getRightOp() instanceof JThisRef;
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      boolean trivialSuper = inv instanceof JSpecialInvokeExpr sp
          && sp.getBase().getName().equals(self)
          && sp.getMethodSignature().getName().equals("<init>")
          && TRIVIAL_SUPERS.contains(
              sp.getMethodSignature().getDeclClassType().getFullyQualifiedName());
      if (!thisRef && !trivialSuper
          && escapes(pts, mi, k, self, name, 0)) {
        return false;
      }
      for (int n : code.successors(k)) {
        work.add(n);
      }
      work.addAll(code.handlers(k).values());
    }
    return true;
  }

  /**
   * True if the constructor calls another constructor of its own class on {@code this} ({@code
   * this(...)}): javac makes that call the first thing every path does, so the object's fields
   * are those the called constructor writes before anything else can see the object (the JVM
   * refuses any other use of {@code this} before a constructor call on it).
   */
  static boolean delegates(PointsToResult pts, MethodInstance ctor, String className) {
    MethodCode code = pts.body(ctor);
    Local thisLocal = code == null ? null : code.thisLocal();
    String self = thisLocal == null ? null : thisLocal.getName();
    for (int i = 0; self != null && i < code.size(); i++) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
      if (inv instanceof JSpecialInvokeExpr sp && sp.getBase().getName().equals(self)
          && sp.getMethodSignature().getName().equals("<init>")
          && sp.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals(className)) {
        return true;
      }
    }
    return false;
  }
}

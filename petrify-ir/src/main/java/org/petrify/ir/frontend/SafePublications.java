package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.ThreadEscape;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;
import sootup.core.types.PrimitiveType;

/**
 * The application classes whose objects reach other threads only through happens-before edges
 * (safe publication), for {@link PublishedFields}.
 *
 * <p>A class {@code C} is <em>safely published</em> when every object of {@code C} or of a
 * subclass that any local of reachable code may hold is made by a {@code new} of application
 * code (no mock, spy, library-made or launcher-made object), and every statement of reachable
 * code that may hand such an object to the heap or to code the analysis does not see is one of:
 * <ul>
 *   <li>a store into a {@code final} or {@code volatile} field (a final field's freeze, or a
 *       volatile write and the read that sees it, JLS 17.4.4 and 17.5);</li>
 *   <li>a store into a field or an element of objects that are all thread-local ({@link
 *       ThreadEscape}; e.g. a varargs array): only the storing thread, which already sees the
 *       constructor's writes, reads it back;</li>
 *   <li>an argument of an {@code invokedynamic} (a lambda keeps it in a final field of the
 *       class {@code LambdaMetafactory} spins; a string concatenation keeps nothing);</li>
 *   <li>an argument of a call whose callees are all application methods with a body and
 *       whose receiver holds no object the JDK made ({@link PointsToResult#mayBeForeign}), so
 *       no JDK method runs there (the callees' statements are checked in turn);</li>
 *   <li>an argument of one of {@link #CONCURRENT_ACCESS} on a receiver whose points-to set is
 *       not empty and holds only objects of {@link #CONCURRENT_CONTAINERS} (the {@code
 *       java.util.concurrent} memory consistency rule: an insertion happens before the access
 *       or removal that returns the element; the look-ups keep nothing);</li>
 *   <li>an argument of a library method that keeps its arguments local ({@link
 *       LibraryFacts.Property#ARGUMENTS_STAY_LOCAL}, as {@link ThreadEscape} takes it);</li>
 *   <li>the receiver of a library method of {@code java.lang.Object} that keeps nothing
 *       ({@link #OBJECT_METHODS}), or of a super constructor that publishes nothing ({@link
 *       ConstructedFinalFields#TRIVIAL_SUPERS}).</li>
 * </ul>
 * Any other store (a plain field, an array element), any other library call that takes the
 * object, and any object of an unknown origin makes the class not safely published, and so
 * does a {@code return} of it from a method instance that code other than the program's call
 * statements may invoke (no {@link PointsToResult#argumentSites}: a lambda body or call-back
 * whose caller, the library, may keep the result racily; also every instance without
 * parameters, conservatively). A copy, a cast, a throw, a test or a field access of the object
 * publishes nothing, and so
 * does a statement no run reaches ({@link PointsToResult#isFeasible}).
 */
final class SafePublications {
  /** JDK thread-safe containers whose insertion happens before the retrieval. */
  static final Set<String> CONCURRENT_CONTAINERS = Set.of(
      "java.util.concurrent.CopyOnWriteArrayList", "java.util.concurrent.CopyOnWriteArraySet",
      "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet",
      "java.util.concurrent.ConcurrentLinkedQueue", "java.util.concurrent.ConcurrentLinkedDeque",
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.PriorityBlockingQueue",
      "java.util.concurrent.LinkedTransferQueue");

  /** Methods of those containers that insert an element or only compare with one. */
  static final Set<String> CONCURRENT_ACCESS = Set.of("add", "addIfAbsent", "addFirst",
      "addLast", "offer", "offerFirst", "offerLast", "put", "putFirst", "putLast",
      "putIfAbsent", "set", "replace", "transfer", "tryTransfer", "remove", "contains",
      "containsKey", "containsValue", "indexOf", "lastIndexOf", "get", "removeFirstOccurrence",
      "removeLastOccurrence");

  /** Methods of {@code java.lang.Object} that keep no reference to their receiver. */
  static final Set<String> OBJECT_METHODS = Set.of("hashCode", "equals", "toString",
      "getClass", "notify", "notifyAll", "wait");

  private final PointsToResult pts;
  private final ThreadEscape escape;
  private final Set<String> unsafe = new HashSet<>();
  /** Per object type, the candidate classes it is a subtype of. */
  private final Map<String, List<String>> classesOf = new HashMap<>();
  private final Set<String> candidates;

  private SafePublications(PointsToResult pts, Set<String> candidates) {
    this.pts = pts;
    this.escape = ThreadEscape.sharedOf(pts);
    this.candidates = candidates;
  }

  /** The classes of {@code candidates} whose objects are safely published. */
  static Set<String> of(PointsToResult pts, Set<String> candidates) {
    SafePublications p = new SafePublications(pts, candidates);
    if (!candidates.isEmpty()) {
      p.scan();
    }
    Set<String> out = new HashSet<>(candidates);
    out.removeAll(p.unsafe);
    return out;
  }

  private void scan() {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        if (!pts.isFeasible(mi, i)) {
          continue;
        }
        Stmt s = code.stmt(i);
        for (Value u : s.getUses()) {
          if (u instanceof Local l && !(l.getType() instanceof PrimitiveType)) {
            judgeUse(mi, i, s, l);
          }
        }
      }
    }
  }

  /** Marks the candidate classes of the objects {@code l} may hold that this use publishes. */
  private void judgeUse(MethodInstance mi, int at, Stmt s, Local l) {
    List<AbstractObject> objects = pts.pointsTo(mi, at, l);
    for (AbstractObject o : objects) {
      List<String> classes = classesOf(o);
      if (classes.isEmpty() || classes.stream().allMatch(unsafe::contains)) {
        continue;
      }
      boolean plainObject = o.kind() == AbstractObject.Kind.ALLOCATION
          && !pts.isMockitoObject(o) && !pts.isSpy(o);
      if (!plainObject || !publishesSafely(mi, at, s, l)) {
        unsafe.addAll(classes);
      }
    }
  }

  private List<String> classesOf(AbstractObject o) {
    return classesOf.computeIfAbsent(o.type(), t -> candidates.stream()
        .filter(c -> pts.code().isSubtype(pts.code().classType(t), pts.code().classType(c)))
        .toList());
  }

  /** True if the use of {@code l} at statement {@code s} hands it nowhere, or only safely. */
  private boolean publishesSafely(MethodInstance mi, int at, Stmt s, Local l) {
    if (s instanceof JAssignStmt a && l.equals(a.getRightOp())) {
      Value target = a.getLeftOp();
      return target instanceof Local || target instanceof JFieldRef f && finalOrVolatile(f)
          || threadLocalBase(mi, at, target);
    }
    if (s instanceof JReturnStmt) {
      return !pts.argumentSites(mi).isEmpty();
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv == null || inv instanceof JDynamicInvokeExpr) {
      return true;
    }
    Set<MethodInstance> callees = pts.callees(mi, at);
    boolean mayRunJdk = inv instanceof AbstractInstanceInvokeExpr ii
        && pts.mayBeForeign(mi, at, ii.getBase());
    if (!callees.isEmpty() && !mayRunJdk && callees.stream().allMatch(c -> pts.body(c) != null
        && pts.code().isApplication(c.method().getDeclaringClassType()))) {
      return true;
    }
    boolean receiver = inv instanceof AbstractInstanceInvokeExpr ii && ii.getBase().equals(l);
    boolean argument = inv.getArgs().contains(l);
    String name = inv.getMethodSignature().getName();
    boolean trivialSuper = name.equals("<init>") && ConstructedFinalFields.TRIVIAL_SUPERS
        .contains(inv.getMethodSignature().getDeclClassType().getFullyQualifiedName());
    return (!receiver || OBJECT_METHODS.contains(name) || trivialSuper)
        && (!argument || concurrentAccess(mi, at, inv) || LibraryFacts.holds(
            LibraryFacts.Property.ARGUMENTS_STAY_LOCAL,
            inv.getMethodSignature().getDeclClassType().getFullyQualifiedName(), name));
  }

  private boolean concurrentAccess(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)
        || !CONCURRENT_ACCESS.contains(inv.getMethodSignature().getName())) {
      return false;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
    return !receivers.isEmpty() && !pts.mayBeForeign(mi, at, ii.getBase())
        && receivers.stream().allMatch(r -> !pts.isMockitoObject(r)
            && CONCURRENT_CONTAINERS.contains(r.type()));
  }

  /**
   * True if the store's target is a field or element of objects that are all thread-local
   * ({@link ThreadEscape}): only the storing thread ever reads it back.
   */
  private boolean threadLocalBase(MethodInstance mi, int at, Value target) {
    Value base = target instanceof JInstanceFieldRef f ? f.getBase()
        : target instanceof JArrayRef r ? r.getBase() : null;
    if (!(base instanceof Local l)) {
      return false;
    }
    List<AbstractObject> holders = pts.pointsTo(mi, at, l);
    return !holders.isEmpty() && !pts.mayBeForeign(mi, at, l)
        && holders.stream().noneMatch(escape::escapes);
  }

  private boolean finalOrVolatile(JFieldRef f) {
    String cls = f.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    Optional<? extends SootField> field = pts.code()
        .applicationClass(pts.code().classType(cls))
        .flatMap(c -> c.getField(f.getFieldSignature().getName()));
    return field.isPresent() && (field.get().isFinal()
        || field.get().getModifiers().contains(sootup.core.model.FieldModifier.VOLATILE));
  }
}

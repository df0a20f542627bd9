package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootField;
import sootup.java.core.JavaSootMethod;

/**
 * Inert library methods: methods of classes read from a jar that are analysed in one context
 * ({@link Context#EMPTY}) instead of one per receiver, call site or argument value. On a real
 * class path most reached methods belong to libraries and cannot matter for concurrency
 * (serializers, parsers, type descriptors), but each got up to {@link
 * PointsToAnalysis#MAX_CONTEXTS} instances, multiplied through every object that passed a
 * cache; their translation and encoding then ran out of time and memory.
 *
 * <p><b>Soundness.</b> The context only decides which points-to sets are kept apart: erasing
 * the contexts of a method maps every constraint of each of its instances onto the one merged
 * instance, so the least fixpoint of the merged system contains, for each variable, the union of
 * the sets it had per context. No object, call or call target is lost. Objects the merged
 * instance allocates get the empty heap context, one abstract object instead of one per
 * context; the merged instance is called from every call site its instances were, so where it
 * can run more than once it is {@link PointsToResult#isMultiRun} and its objects are summaries
 * (the rule that already covers {@link ContextPolicy}'s cap and the insensitive analysis).
 * Nothing downstream relies on a method having several instances.
 *
 * <p><b>Precision</b> (which methods qualify) is what this class decides. A method M is inert
 * when
 * <ul>
 *   <li>its class was read from a jar ({@link CodeBase#fromJar}): the program's own classes,
 *       and so every corpus program, keep their contexts;
 *   <li>it does not return a primitive value computed from a reference parameter ({@link
 *       #decidesFromArguments}), which the value analyses decide per instance;
 *   <li>its return type cannot hold a lock or a concurrency object ({@link #mayHoldLock}: not
 *       {@code Object}, not a container, not a class with a synchronized method or a lock
 *       field), so two callers never get each other's locks back;
 *   <li>no method in its closure (its body and, transitively, every application method a call
 *       may reach, by the declared type and its subtypes, also below a JDK declared type such
 *       as {@code Object.toString}) is synchronized, has a monitor
 *       statement or an {@code invokedynamic}, calls a JDK method of threads, j.u.c., timers,
 *       references, reflection, streams or functions, a synchronized JDK class, {@code
 *       wait}/{@code notify}, {@code System.exit}/{@code Runtime}, a JDK method with a
 *       functional parameter, allocates an object that may be a lock ({@code Object}, a
 *       thread, a j.u.c. or synchronized class, an application class with a synchronized
 *       method), or stores into a field, an array or a JDK container a value that may hold a
 *       lock. Its merged sets therefore never reach a lock or a blocking operation through it.
 * </ul>
 * A closure of more than {@link #CLOSURE_LIMIT} methods, or one whose bodies cannot all be
 * built, is not inert.
 */
final class InertMethods {
  /** The most methods one closure walk reads before it gives up (not inert). */
  static final int CLOSURE_LIMIT = 2_000;

  private static final Set<String> VALUE_TYPES = Set.of("java.lang.String",
      "java.lang.Integer", "java.lang.Long", "java.lang.Short", "java.lang.Byte",
      "java.lang.Character", "java.lang.Boolean", "java.lang.Double", "java.lang.Float",
      "java.lang.Number", "java.math.BigInteger", "java.math.BigDecimal", "java.lang.Class",
      "java.lang.CharSequence", "java.lang.StringBuilder", "java.util.Locale",
      "java.util.TimeZone", "java.lang.Void");

  private static final Set<String> DENIED_PACKAGES = Set.of("java.util.concurrent",
      "java.util.concurrent.atomic", "java.util.concurrent.locks", "java.lang.ref",
      "java.lang.reflect", "java.lang.invoke", "java.util.stream", "java.util.function");

  private static final Set<String> DENIED_CLASSES = Set.of("java.lang.Thread",
      "java.lang.ThreadGroup", "java.lang.ThreadLocal", "java.lang.InheritableThreadLocal",
      "java.util.Timer", "java.util.TimerTask", "java.lang.Runtime", "java.util.Optional",
      "java.lang.Runnable", "java.util.concurrent.Callable", "java.util.Comparator");

  private final CodeBase code;
  /** Per method: its whole closure is quiet (true), or it or a method of it is not (false). */
  private final Map<MethodSignature, Boolean> quiet = new HashMap<>();
  private final Map<MethodSignature, Boolean> inert = new HashMap<>();
  private final Map<Type, Boolean> lockTypes = new HashMap<>();
  private final Map<ClassType, Boolean> monitorClasses = new HashMap<>();

  InertMethods(CodeBase code) {
    this.code = code;
  }

  /** True if {@code m} (an application method with a body) is analysed in one context. */
  boolean isInert(JavaSootMethod m) {
    return inert.computeIfAbsent(m.getSignature(), s ->
        code.fromJar(m.getDeclaringClassType().getFullyQualifiedName())
            && !mayHoldLock(m.getReturnType()) && !decidesFromArguments(m) && isQuiet(m));
  }

  /**
   * True if {@code m} returns a primitive value and takes a reference parameter: its result
   * may decide a branch of its caller, and the value analyses evaluate such a call from the
   * objects its instance's parameters hold ({@code isPositive(Duration)} on a known {@code
   * Duration}); one merged instance would hold every caller's objects and decide nothing.
   */
  private static boolean decidesFromArguments(JavaSootMethod m) {
    return m.getReturnType() instanceof PrimitiveType
        && m.getParameterTypes().stream().anyMatch(t -> !(t instanceof PrimitiveType));
  }

  /**
   * True if no method of {@code root}'s closure does anything the class comment lists. A walk
   * that ends well marks every method it read quiet (their closures are parts of this one); one
   * that ends badly marks only the root.
   */
  boolean isQuiet(JavaSootMethod root) {
    Boolean known = quiet.get(root.getSignature());
    if (known != null) {
      return known;
    }
    Set<MethodSignature> seen = new HashSet<>();
    ArrayDeque<JavaSootMethod> work = new ArrayDeque<>(List.of(root));
    boolean ok = true;
    while (ok && !work.isEmpty()) {
      JavaSootMethod m = work.pop();
      if (!seen.add(m.getSignature())) {
        continue;
      }
      Boolean k = quiet.get(m.getSignature());
      if (k != null) {
        ok = k;
        continue;
      }
      ok = seen.size() <= CLOSURE_LIMIT && locallyQuiet(m, work);
    }
    if (ok) {
      seen.forEach(sig -> quiet.put(sig, true));
    } else {
      quiet.put(root.getSignature(), false);
    }
    return ok;
  }

  /**
   * True if {@code m}'s own body does nothing the class comment lists; pushes the application
   * methods its calls may reach onto {@code work}.
   */
  private boolean locallyQuiet(JavaSootMethod m, ArrayDeque<JavaSootMethod> work) {
    if (m.isSynchronized() || !m.hasBody()) {
      return false;
    }
    List<Stmt> stmts;
    try {
      stmts = code.methodCode(m).stmts();
    } catch (RuntimeException e) {
      return false;
    }
    for (Stmt st : stmts) {
      if (st instanceof JEnterMonitorStmt || st instanceof JExitMonitorStmt) {
        return false;
      }
      if (st instanceof JAssignStmt a) {
        Value rhs = a.getRightOp();
        if (rhs instanceof JDynamicInvokeExpr) {
          return false;
        }
        if (rhs instanceof JNewExpr n && mayBeLock(n.getType())) {
          return false;
        }
        if ((a.getLeftOp() instanceof JFieldRef || a.getLeftOp() instanceof JArrayRef)
            && mayHoldLock(rhs.getType())) {
          return false;
        }
      }
      AbstractInvokeExpr call = MethodCode.invokeOf(st);
      if (call != null && !callQuiet(call, work)) {
        return false;
      }
    }
    return true;
  }

  private boolean callQuiet(AbstractInvokeExpr call, ArrayDeque<JavaSootMethod> work) {
    if (call instanceof JDynamicInvokeExpr) {
      return false;
    }
    MethodSignature sig = call.getMethodSignature();
    Optional<JavaSootMethod> resolved = code.resolve(sig);
    if (resolved.isPresent() && code.isApplication(resolved.get().getDeclaringClassType())) {
      work.push(resolved.get());
    } else if (!jdkCallQuiet(resolved.map(JavaSootMethod::getSignature).orElse(sig), call)) {
      return false;
    }
    if (call instanceof JStaticInvokeExpr || call instanceof JSpecialInvokeExpr
        || !(call instanceof AbstractInstanceInvokeExpr)) {
      return true;
    }
    // a virtual call may land in any application override below the declared type
    ClassType declared = sig.getDeclClassType();
    if (!code.isApplication(declared)) {
      // a JDK method (toString on an Object) may be overridden by the class path's classes
      for (JavaSootMethod o : applicationMethods(sig.getSubSignature())) {
        if (code.isSubtype(o.getDeclaringClassType(), declared)) {
          work.push(o);
        }
      }
      return true;
    }
    List<ClassType> subtypes;
    try {
      subtypes = code.view().getTypeHierarchy().subtypesOf(declared).limit(CLOSURE_LIMIT + 1L)
          .toList();
    } catch (RuntimeException e) {
      return false;
    }
    if (subtypes.size() > CLOSURE_LIMIT) {
      return false;
    }
    for (ClassType t : subtypes) {
      Optional<JavaSootClass> k = code.applicationClass(t);
      if (k.isPresent()) {
        k.get().getMethod(sig.getSubSignature()).filter(JavaSootMethod::hasBody)
            .ifPresent(work::push);
      }
    }
    return true;
  }

  private Map<sootup.core.signatures.MethodSubSignature, List<JavaSootMethod>> bySubSignature;

  /** The instance methods with a body of every application class with that sub-signature. */
  private List<JavaSootMethod> applicationMethods(
      sootup.core.signatures.MethodSubSignature sub) {
    if (bySubSignature == null) {
      bySubSignature = new HashMap<>();
      code.view().getClasses().filter(JavaSootClass::isApplicationClass)
          .forEach(k -> k.getMethods().stream().filter(m -> !m.isStatic() && m.hasBody())
              .forEach(m -> bySubSignature.computeIfAbsent(m.getSubSignature(),
                  x -> new ArrayList<>()).add(m)));
    }
    return bySubSignature.getOrDefault(sub, List.of());
  }

  /** True if a call of JDK method {@code sig} is none of those the class comment lists. */
  private boolean jdkCallQuiet(MethodSignature sig, AbstractInvokeExpr call) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    String pkg = sig.getDeclClassType().getPackageName().getName();
    if (DENIED_PACKAGES.contains(pkg) || DENIED_CLASSES.contains(cls)
        || LibraryEffects.SYNCHRONIZED_TYPES.contains(cls)
        || name.equals("wait") || name.equals("notify") || name.equals("notifyAll")
        || cls.equals("java.lang.System") && name.equals("exit")
        || cls.equals("java.util.Collections") && name.startsWith("synchronized")
        || cls.equals("java.lang.Class") && (name.equals("forName")
            || name.equals("newInstance"))) {
      return false;
    }
    for (Type p : sig.getParameterTypes()) {
      if (p instanceof ClassType c && (DENIED_PACKAGES.contains(c.getPackageName().getName())
          || DENIED_CLASSES.contains(c.getFullyQualifiedName()))) {
        return false;
      }
    }
    // a value that may hold a lock handed to JDK code may be kept there (a container)
    for (Value arg : call.getArgs()) {
      if (mayHoldLock(arg.getType())) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if an object of that (allocated) type may be used as a lock or a concurrency object:
   * {@code Object}, a thread, a class of j.u.c. or a synchronized JDK class, an application
   * class that declares or inherits a synchronized method.
   */
  private boolean mayBeLock(Type t) {
    if (!(t instanceof ClassType c)) {
      return false;
    }
    String name = c.getFullyQualifiedName();
    if (name.equals("java.lang.Object") || DENIED_PACKAGES.contains(c.getPackageName().getName())
        || DENIED_CLASSES.contains(name) || LibraryEffects.SYNCHRONIZED_TYPES.contains(name)) {
      return true;
    }
    return code.isSubtype(c, code.classType("java.lang.Thread")) || monitorClass(c);
  }

  /**
   * True if a value of that static type may be, or lead to, a lock or a concurrency object:
   * not for primitives and {@link #VALUE_TYPES}; for every other JDK type (containers hold
   * anything); for an application type, if it or one of its subtypes {@link #mayBeLock} or
   * has a field of such a JDK type ({@link #lockField}).
   */
  boolean mayHoldLock(Type t) {
    if (t instanceof ArrayType a) {
      return mayHoldLock(a.getBaseType());
    }
    if (!(t instanceof ClassType c)) {
      return false;
    }
    Boolean known = lockTypes.get(t);
    if (known != null) {
      return known;
    }
    lockTypes.put(t, false); // a recursive type asks again while it is being decided
    boolean lock;
    if (VALUE_TYPES.contains(c.getFullyQualifiedName())) {
      lock = false;
    } else if (!code.isApplication(c)) {
      lock = true;
    } else {
      lock = true;
      try {
        List<ClassType> types = new ArrayList<>(List.of(c));
        code.view().getTypeHierarchy().subtypesOf(c).limit(CLOSURE_LIMIT + 1L)
            .forEach(types::add);
        if (types.size() <= CLOSURE_LIMIT) {
          lock = false;
          for (ClassType s : types) {
            if (mayBeLock(s) || lockField(s)) {
              lock = true;
              break;
            }
          }
        }
      } catch (RuntimeException e) {
        lock = true;
      }
    }
    lockTypes.put(t, lock);
    return lock;
  }

  /**
   * True if the class or one of its application superclasses has a field of a JDK type whose
   * objects may be locks ({@link #mayBeLock}: {@code Object}, threads, j.u.c., synchronized
   * classes). A field of a JDK container does not count: a lock kept in a container of such an
   * object would merge over the callers of an inert method (imprecise, never unsound).
   */
  private boolean lockField(ClassType c) {
    for (ClassType t = c; t != null; ) {
      Optional<JavaSootClass> k = code.applicationClass(t);
      if (k.isEmpty()) {
        return false;
      }
      for (JavaSootField f : k.get().getFields()) {
        Type ft = f.getType();
        while (ft instanceof ArrayType a) {
          ft = a.getBaseType();
        }
        if (ft instanceof ClassType fc && !code.isApplication(fc) && mayBeLock(fc)) {
          return true;
        }
      }
      t = k.get().getSuperclass().orElse(null);
    }
    return false;
  }

  /** True if an application class or one of its superclasses declares a synchronized method. */
  private boolean monitorClass(ClassType c) {
    Boolean known = monitorClasses.get(c);
    if (known != null) {
      return known;
    }
    boolean found = false;
    for (ClassType t = c; t != null && !found; ) {
      Optional<JavaSootClass> k = code.applicationClass(t);
      if (k.isEmpty()) {
        break;
      }
      found = k.get().getMethods().stream().anyMatch(JavaSootMethod::isSynchronized);
      t = k.get().getSuperclass().orElse(null);
    }
    monitorClasses.put(c, found);
    return found;
  }
}

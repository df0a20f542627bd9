package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.stage.StageBudget;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
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
 *   <li>no method in its closure (its body and, transitively, every application method a call
 *       may reach: the declared target unless abstract, and for a virtual call the method each
 *       concrete subtype of the declared type runs, also one inherited from above it, and the
 *       class path's overrides below a JDK declared type such as {@code Object.toString}) is
 *       synchronized, has a monitor statement or an {@code invokedynamic}, calls a JDK method of
 *       threads, j.u.c., timers, references, streams or functions, a reflective call that runs
 *       code or moves values ({@link #reflectionQuiet}), a synchronized JDK class, {@code
 *       wait}/{@code notify}, {@code System.exit}/{@code Runtime}, a JDK method with a
 *       functional parameter, or allocates an object that may be a lock ({@code Object}, a
 *       thread, a j.u.c. or synchronized class, an application class with a synchronized
 *       method);
 *   <li>no earlier run found it mixing its callers' locks ({@link MixedLocks}): which values
 *       pass through M is a question of the whole heap, so it is asked of the solved
 *       analysis, where M's merged sets are the union over its callers, and answered by
 *       running again without M ({@link PointsToAnalysis#run}).
 * </ul>
 * A closure of more than {@link #CLOSURE_LIMIT} methods, or one whose bodies cannot all be
 * built, is not inert. A closure walk checks the budget per method it reads (it builds their
 * bodies).
 */
final class InertMethods {
  /** The most methods one closure walk reads before it gives up (not inert). */
  static final int CLOSURE_LIMIT = 2_000;

  private static final Set<String> DENIED_PACKAGES = Set.of("java.util.concurrent",
      "java.util.concurrent.atomic", "java.util.concurrent.locks", "java.lang.ref",
      "java.lang.reflect", "java.lang.invoke", "java.util.stream", "java.util.function");

  private static final Set<String> DENIED_CLASSES = Set.of("java.lang.Thread",
      "java.lang.ThreadGroup", "java.lang.ThreadLocal", "java.lang.InheritableThreadLocal",
      "java.util.Timer", "java.util.TimerTask", "java.lang.Runtime", "java.util.Optional",
      "java.lang.Runnable", "java.util.concurrent.Callable", "java.util.Comparator");

  private final CodeBase code;
  private final StageBudget budget;
  /** Methods an earlier run found mixing its callers' locks ({@link MixedLocks}). */
  private final Set<MethodSignature> excluded;
  /** Per method: its whole closure is quiet (true), or it or a method of it is not (false). */
  private final Map<MethodSignature, Boolean> quiet = new HashMap<>();
  private final Map<MethodSignature, Boolean> inert = new HashMap<>();
  private final Map<ClassType, Boolean> monitorClasses = new HashMap<>();

  InertMethods(CodeBase code) {
    this(code, Set.of(), StageBudget.none());
  }

  /**
   * Inert methods that leave out {@code excluded} (methods found mixing locks); the closure
   * walks check {@code budget}.
   */
  InertMethods(CodeBase code, Set<MethodSignature> excluded, StageBudget budget) {
    this.code = code;
    this.excluded = Set.copyOf(excluded);
    this.budget = budget;
  }

  /** True if {@code m} (an application method with a body) is analysed in one context. */
  boolean isInert(JavaSootMethod m) {
    return inert.computeIfAbsent(m.getSignature(), s ->
        code.fromJar(m.getDeclaringClassType().getFullyQualifiedName())
            && !excluded.contains(s) && !decidesFromArguments(m) && isQuiet(m));
  }

  /** The methods found inert so far. */
  Set<MethodSignature> inertMethods() {
    Set<MethodSignature> out = new HashSet<>();
    inert.forEach((s, yes) -> {
      if (yes) {
        out.add(s);
      }
    });
    return out;
  }

  /** The methods left out of this and every earlier run. */
  Set<MethodSignature> excluded() {
    return excluded;
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
      budget.check();
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
      if (!resolved.get().isAbstract()) {
        work.push(resolved.get()); // an abstract one: the methods the subtypes run count
      }
    } else if (!jdkCallQuiet(resolved.map(JavaSootMethod::getSignature).orElse(sig))) {
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
      if (k.isEmpty() || k.get().isAbstract() || k.get().isInterface()) {
        continue;
      }
      // what a receiver of that class runs, also a method inherited from above the declared type
      Optional<JavaSootMethod> target = code.dispatch(t, sig.getSubSignature());
      if (target.isEmpty()) {
        continue;
      }
      if (!code.isApplication(target.get().getDeclaringClassType())) {
        if (!jdkCallQuiet(target.get().getSignature())) {
          return false;
        }
      } else if (!target.get().hasBody()) {
        return false;
      } else {
        work.push(target.get());
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
          .forEach(k -> CodeBase.<JavaSootMethod>methodsInOrder(k).stream().filter(m -> !m.isStatic() && m.hasBody())
              .forEach(m -> bySubSignature.computeIfAbsent(m.getSubSignature(),
                  x -> new ArrayList<>()).add(m)));
    }
    return bySubSignature.getOrDefault(sub, List.of());
  }

  /** True if a call of JDK method {@code sig} is none of those the class comment lists. */
  private boolean jdkCallQuiet(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    String pkg = sig.getDeclClassType().getPackageName().getName();
    if (pkg.equals("java.lang.reflect")) {
      return reflectionQuiet(sig);
    }
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
      if (p instanceof ClassType c && !c.getPackageName().getName().equals("java.lang.reflect")
          && (DENIED_PACKAGES.contains(c.getPackageName().getName())
          || DENIED_CLASSES.contains(c.getFullyQualifiedName()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * True for a reflective call that only reads a declaration ({@code Modifier.isFinal}, {@code
   * Method.getName}, {@code Array.newInstance}); false for one that runs code ({@code invoke},
   * {@code newInstance}, a {@code Proxy}) or moves values (a {@code Field} or {@code Array}
   * access: a method taking an {@code Object}).
   */
  private static boolean reflectionQuiet(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (name.equals("invoke") || name.equals("newInstance") && !cls.equals(
        "java.lang.reflect.Array") || cls.equals("java.lang.reflect.Proxy")
        || cls.equals("java.lang.reflect.InvocationHandler")) {
      return false;
    }
    boolean access = cls.equals("java.lang.reflect.Field") || cls.equals("java.lang.reflect.Array");
    return !access || sig.getParameterTypes().stream().noneMatch(t -> t instanceof ClassType c
        && c.getFullyQualifiedName().equals("java.lang.Object"));
  }

  /**
   * True if an object of that (allocated) type may be used as a lock or a concurrency object:
   * {@code Object}, a thread, a class of j.u.c. or a synchronized JDK class, an application
   * class that declares or inherits a synchronized method.
   */
  boolean mayBeLock(Type t) {
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

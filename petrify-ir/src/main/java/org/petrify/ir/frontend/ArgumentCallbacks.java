package org.petrify.ir.frontend;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ClassType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootMethod;

/**
 * The library methods that {@link LibraryFacts.Property#CALLS_NO_APPLICATION_CODE} claims but that do call a method of an
 * argument: printing and string building render an application object with its {@code
 * toString()} (so does the string concatenation of javac, an {@code invokedynamic} of {@code
 * StringConcatFactory}), {@code Objects.equals}/{@code hashCode}/{@code hash} compare and hash
 * it, and {@code Objects.requireNonNull(T, Supplier)} and friends call a supplier or
 * comparator. Such a call is a library call back into the program when the argument's own
 * method could matter for concurrency: it is {@code synchronized}, holds a monitor, or calls
 * anything beyond the string, boxing and record plumbing of {@code java.lang} ({@link
 * #isPlain}). Plain {@code toString}s (javac's concatenation of fields, a record's generated
 * one) are not call-backs. Its only state is two memos of pure functions of the code base it
 * reads ({@link #plain}, {@link #nonPlainTarget}).
 */
final class ArgumentCallbacks {
  static final String TO_STRING = ElementCalls.TO_STRING;
  static final String EQUALS = ElementCalls.EQUALS;
  static final String HASH_CODE = ElementCalls.HASH_CODE;
  private static final String FUNCTION = ElementCalls.FUNCTION;

  /**
   * The sub-signature of {@code Object}'s method {@code name} that a record generates ({@code
   * equals}, {@code hashCode}, {@code toString}), else null.
   */
  static String objectMethod(String name) {
    return switch (name) {
      case "equals" -> EQUALS;
      case "hashCode" -> HASH_CODE;
      case "toString" -> TO_STRING;
      default -> null;
    };
  }
  /** Classes whose methods a plain rendering method may call. */
  private static final Set<String> PLAIN_CLASSES = Set.of("java.lang.String",
      "java.lang.StringBuilder", "java.lang.AbstractStringBuilder", "java.lang.Integer",
      "java.lang.Long", "java.lang.Short", "java.lang.Byte", "java.lang.Character",
      "java.lang.Boolean", "java.lang.Double", "java.lang.Float", "java.lang.Math",
      "java.lang.Enum", "java.lang.Record", "java.lang.Class", "java.util.Arrays");

  /** The bootstrap class of a record's generated {@code equals}, {@code hashCode}, {@code toString}. */
  private static final String OBJECT_METHODS = "java.lang.runtime.ObjectMethods";

  private final CodeBase code;
  /**
   * {@link #isPlain(JavaSootMethod)} per method. The answer is a function of the method's body
   * and of the bodies it reaches in the (immutable) code base, asked with a fresh walk each
   * time, so remembering it changes no answer; a library call site asks it once per argument
   * object, which made it most of the translation of a big library.
   */
  private final java.util.Map<JavaSootMethod, Boolean> plain = new java.util.HashMap<>();
  /**
   * Per sub-signature and application class: the method the class dispatches it to if that is
   * an application method that is not plain, else null (a function of the code base).
   */
  private final java.util.Map<String, java.util.Map<String, Optional<JavaSootMethod>>>
      nonPlainTarget = new java.util.HashMap<>();

  ArgumentCallbacks(CodeBase code) {
    this.code = code;
  }

  /**
   * True if calling {@code method} ({@link ElementCalls#argumentMethod}) on one of {@code args} may run
   * application code that matters: a lambda for {@link #FUNCTION}, else an application object
   * whose method of that sub-signature is not {@link #isPlain plain}.
   */
  boolean callsBack(String method, List<AbstractObject> args) {
    if (method.equals(FUNCTION)) {
      return args.stream().anyMatch(o -> o.kind() == AbstractObject.Kind.LAMBDA);
    }
    return !nonPlainTargets(method, args).isEmpty();
  }

  /**
   * The application methods of sub-signature {@code method} (not {@link #FUNCTION}) that the
   * application objects among {@code args} dispatch to and that are not {@link #isPlain plain}:
   * the methods a library call running {@code method} on them runs that matter.
   */
  java.util.Set<JavaSootMethod> nonPlainTargets(String method, List<AbstractObject> args) {
    java.util.Set<JavaSootMethod> out = new java.util.LinkedHashSet<>();
    java.util.Map<String, Optional<JavaSootMethod>> byClass =
        nonPlainTarget.computeIfAbsent(method, m -> new java.util.HashMap<>());
    for (AbstractObject o : args) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION) {
        byClass.computeIfAbsent(o.type(), t -> nonPlainTarget(method, t)).ifPresent(out::add);
      }
    }
    return out;
  }

  /**
   * The method an object of class {@code type} runs for sub-signature {@code method} if the
   * class and that method are application code and the method is not plain, else empty.
   */
  private Optional<JavaSootMethod> nonPlainTarget(String method, String type) {
    ClassType cls = code.classType(type);
    if (!code.isApplication(cls)) {
      return Optional.empty();
    }
    MethodSubSignature sub = code.view().getIdentifierFactory().parseMethodSubSignature(method);
    return code.dispatch(cls, sub).filter(target ->
        code.isApplication(target.getDeclaringClassType()) && !isPlain(target));
  }

  /**
   * True if running the lambda object may matter: its implementation is application code that
   * is not {@link #isPlain plain}, or a JDK method not trusted to have no concurrency effect
   * ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}) or known to block. A lambda whose
   * target cannot be resolved matters.
   */
  boolean lambdaMatters(AbstractObject lambda) {
    Optional<sootup.core.signatures.MethodSignature> implementation = implementation(lambda);
    if (implementation.isEmpty()) {
      return true;
    }
    sootup.core.signatures.MethodSignature impl = implementation.get();
    if (code.isApplication(impl.getDeclClassType())) {
      Optional<JavaSootMethod> target = code.resolve(impl);
      return target.isEmpty() || !isPlain(target.get());
    }
    String cls = impl.getDeclClassType().getFullyQualifiedName();
    return !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, impl.getName())
        || TrustedLibrary.mayBlock(cls, impl.getName());
  }

  /**
   * The method a lambda object runs: its implementation method handle's method; empty when the
   * object is no lambda of a {@code LambdaMetafactory} site or its handle names no method (its
   * code is then unknown, and whoever asks must not trust it).
   */
  static Optional<sootup.core.signatures.MethodSignature> implementation(AbstractObject lambda) {
    return lambda.kind() == AbstractObject.Kind.LAMBDA && lambda.lambda() != null
        && lambda.lambda().implementation().getReferenceSignature()
            instanceof sootup.core.signatures.MethodSignature impl
        ? Optional.of(impl) : Optional.empty();
  }

  /**
   * The {@code newThread(Runnable)} method an allocated thread factory object runs (dispatch
   * from its exact class), if any.
   */
  static Optional<JavaSootMethod> dispatchedNewThread(CodeBase code, AbstractObject factory) {
    return code.dispatch(code.classType(factory.type()), code.view().getIdentifierFactory()
        .parseMethodSubSignature("java.lang.Thread newThread(java.lang.Runnable)"));
  }

  /**
   * True if the thread factory object's {@code newThread} may matter: a lambda or application
   * object whose {@code newThread} is synchronized, enters a monitor or calls more than string,
   * boxing, {@code Thread} (constructors and setters), atomic counters and the JDK's own
   * factories (which make threads and do nothing else concurrency-relevant), and plain helpers,
   * or that sets an uncaught-exception handler ({@link #setsHandler}). A pool calls it when it
   * starts a worker, in the thread that submits the task.
   */
  boolean factoryMatters(AbstractObject factory) {
    java.util.function.Predicate<String> threadMaking = cls -> cls.equals("java.lang.Thread")
        || cls.equals("java.lang.Thread$Builder") || cls.equals("java.lang.ThreadGroup")
        || cls.startsWith("java.util.concurrent.atomic.")
        || cls.equals("java.util.concurrent.ThreadFactory")
        || cls.equals("java.util.concurrent.Executors");
    Optional<JavaSootMethod> target;
    if (factory.kind() == AbstractObject.Kind.LAMBDA) {
      Optional<sootup.core.signatures.MethodSignature> implementation = implementation(factory);
      if (implementation.isEmpty()) {
        return true;
      }
      sootup.core.signatures.MethodSignature impl = implementation.get();
      if (!code.isApplication(impl.getDeclClassType())) {
        return !impl.getDeclClassType().getFullyQualifiedName().equals("java.lang.Thread");
      }
      target = code.resolve(impl);
    } else if (factory.kind() == AbstractObject.Kind.ALLOCATION
        && code.isApplication(code.classType(factory.type()))) {
      target = dispatchedNewThread(code, factory);
      if (target.isPresent() && !code.isApplication(target.get().getDeclaringClassType())) {
        return false;
      }
    } else {
      return false;
    }
    return target.isEmpty() || setsHandler(target.get())
        || !isPlain(target.get(), new java.util.HashSet<>(), 0, threadMaking);
  }

  /**
   * True if the method sets an uncaught-exception handler ({@code setUncaughtExceptionHandler}):
   * a pool's worker made by such a factory runs it when a task dies by an exception, which the
   * model does not run ({@link UncaughtHandlers} runs the handlers of threads the program
   * starts itself).
   */
  private static boolean setsHandler(JavaSootMethod m) {
    if (!m.hasBody()) {
      return true;
    }
    for (sootup.core.jimple.common.stmt.Stmt s : m.getBody().getStmts()) {
      sootup.core.jimple.common.expr.AbstractInvokeExpr inv =
          org.petrify.ir.pointsto.MethodCode.invokeOf(s);
      if (inv != null
          && inv.getMethodSignature().getName().equals("setUncaughtExceptionHandler")) {
        return true;
      }
    }
    return false;
  }

  /** The functional methods a JDK-made function may call on an application object it holds. */
  static final List<String> FUNCTIONAL_CALLS = List.of(
      "int compare(java.lang.Object,java.lang.Object)",
      "java.lang.Object apply(java.lang.Object)", "void accept(java.lang.Object)",
      "boolean test(java.lang.Object)", "java.lang.Object get()", "void run()",
      "java.lang.Object call()", "int compareTo(java.lang.Object)");

  /** The types whose application implementations a JDK container may call when given one. */
  private static final List<String> CALLED_ARGUMENT_TYPES = List.of("java.util.Collection",
      "java.util.Map", "java.lang.Iterable", "java.util.Comparator");

  /**
   * The methods a JDK container calls on a collection, map, iterable or comparator argument:
   * bulk operations ({@code addAll}, {@code removeAll}, {@code putAll}, {@code equals}, copy
   * constructors) read the argument through these, sorted containers compare with it.
   */
  private static final List<String> CALLED_ARGUMENT_METHODS = List.of(
      "java.lang.Object[] toArray()", "java.lang.Object[] toArray(java.lang.Object[])",
      "java.util.Iterator iterator()", "int size()", "boolean isEmpty()",
      "boolean contains(java.lang.Object)", "java.util.Set entrySet()",
      "java.util.Set keySet()", "void forEach(java.util.function.Consumer)",
      "int compare(java.lang.Object,java.lang.Object)");

  /**
   * True if a JDK container given {@code args} may run application code that matters by
   * reading an argument that is itself an application collection, map, iterable or comparator:
   * {@code ArrayList.addAll(c)} calls {@code c.toArray()}, {@code new TreeMap(cmp)} calls
   * {@code cmp.compare}. It does when one of {@link #CALLED_ARGUMENT_METHODS}, as the
   * argument's class dispatches it, is application code that is not {@link #isPlain plain}
   * (e.g. a synchronized collection wrapper's {@code toArray}, which locks the wrapper).
   * Elements' {@code hashCode}/{@code equals}/{@code compareTo} are not looked at here.
   */
  boolean containerArgumentCallsBack(List<AbstractObject> args) {
    for (AbstractObject o : args) {
      if (o.kind() != AbstractObject.Kind.ALLOCATION) {
        continue;
      }
      ClassType type = code.classType(o.type());
      if (!code.isApplication(type) || CALLED_ARGUMENT_TYPES.stream()
          .noneMatch(t -> code.isSubtype(type, code.classType(t)))) {
        continue;
      }
      for (String method : CALLED_ARGUMENT_METHODS) {
        MethodSubSignature sub = code.view().getIdentifierFactory()
            .parseMethodSubSignature(method);
        Optional<JavaSootMethod> target = code.dispatch(type, sub);
        if (target.isPresent() && code.isApplication(target.get().getDeclaringClassType())
            && !isPlain(target.get())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * True if the method neither is {@code synchronized} nor enters a monitor nor calls a method
   * outside {@link #PLAIN_CLASSES} and {@code java.lang.invoke} (for an {@code invokedynamic}:
   * its bootstrap method, e.g. javac's {@code StringConcatFactory}), except application methods
   * that are plain themselves (the method a call names, resolved up its class's hierarchy: a
   * bridge {@code compareTo(Object)} calling {@code compareTo(Node)}, a helper; a call on a
   * cycle of such calls counts as plain, its other statements being checked). At most
   * {@link #PLAIN_DEPTH} application calls deep; deeper is not plain.
   */
  private boolean isPlain(JavaSootMethod m) {
    return plain.computeIfAbsent(m, k -> isPlain(k, new java.util.HashSet<>(), 0, cls -> false));
  }

  /**
   * True if a call-back target the points-to analysis registered is application code that is
   * {@link #isPlain plain}; a JDK target (a synchronized collection's {@code toString}) is not.
   */
  boolean isPlainApplication(JavaSootMethod m) {
    return code.isApplication(m.getDeclaringClassType()) && isPlain(m);
  }

  private static final int PLAIN_DEPTH = 4;

  /**
   * True if a record's generated {@code name} ({@code equals}, {@code hashCode}, {@code
   * toString}), which calls the same method of each component, stays plain: every instance
   * field of the record's class is a primitive, one of {@link #PLAIN_CLASSES}, or an application
   * type whose method of that name (as its class resolves it) is plain. A component typed
   * {@code Object}, an interface or another JDK class may hold anything: not plain.
   */
  private boolean recordComponentsPlain(JavaSootMethod m, String name,
      java.util.Set<JavaSootMethod> open, int depth, java.util.function.Predicate<String> alsoPlain) {
    String sub = objectMethod(name);
    if (sub == null || depth >= PLAIN_DEPTH) {
      return false;
    }
    Optional<sootup.java.core.JavaSootClass> record = code.applicationClass(
        m.getDeclaringClassType());
    if (record.isEmpty()) {
      return false;
    }
    MethodSubSignature called = code.view().getIdentifierFactory().parseMethodSubSignature(sub);
    for (sootup.java.core.JavaSootField f : CodeBase.<sootup.java.core.JavaSootField>fieldsInOrder(
        record.get())) {
      if (f.isStatic()) {
        continue;
      }
      Type t = f.getType();
      if (t instanceof sootup.core.types.PrimitiveType || PLAIN_CLASSES.contains(t.toString())) {
        continue;
      }
      if (!(t instanceof ClassType ct) || !code.isApplication(ct)) {
        return false;
      }
      Optional<JavaSootMethod> target = code.dispatch(ct, called);
      if (target.isEmpty() || code.isApplication(target.get().getDeclaringClassType())
          && !isPlain(target.get(), open, depth + 1, alsoPlain)) {
        return false;
      }
    }
    return true;
  }

  private boolean isPlain(JavaSootMethod m, java.util.Set<JavaSootMethod> open, int depth,
      java.util.function.Predicate<String> alsoPlain) {
    if (m.isSynchronized() || !m.hasBody()) {
      return false;
    }
    if (!open.add(m)) {
      return true;
    }
    for (Stmt s : code.body(m).getStmts()) {
      if (s instanceof JEnterMonitorStmt) {
        return false;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null) {
        String cls = (inv instanceof JDynamicInvokeExpr dyn ? dyn.getBootstrapMethodSignature()
            : inv.getMethodSignature()).getDeclClassType().getFullyQualifiedName();
        if (cls.equals(OBJECT_METHODS)) {
          if (!recordComponentsPlain(m, inv.getMethodSignature().getName(), open, depth,
              alsoPlain)) {
            return false;
          }
          continue;
        }
        if (PLAIN_CLASSES.contains(cls) || cls.startsWith("java.lang.invoke.")
            || alsoPlain.test(cls)) {
          continue;
        }
        if (inv instanceof JDynamicInvokeExpr
            || !code.isApplication(inv.getMethodSignature().getDeclClassType())
            || depth >= PLAIN_DEPTH) {
          return false;
        }
        Optional<JavaSootMethod> callee = code.resolve(inv.getMethodSignature());
        if (callee.isEmpty() || !isPlain(callee.get(), open, depth + 1, alsoPlain)) {
          return false;
        }
      }
    }
    return true;
  }
}

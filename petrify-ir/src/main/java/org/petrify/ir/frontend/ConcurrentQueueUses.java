package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootMethod;

/**
 * The container objects whose contents only the calls a model counts can change: decided once
 * per translation, over every method instance of the points-to result, flow-insensitively. Used
 * for the queues of {@link ConcurrentQueueModel} and the keyed maps of {@link KeyPresenceModel}
 * (the container classes and the counted calls are the model's). An abstract object {@code o}
 * of one of the model's classes is <em>spoiled</em> (not counted) when any of the following
 * holds:
 * <ul>
 *   <li>a reachable call whose receiver may be {@code o} is not an insertion or a poll that the
 *       model takes (declared in the queue classes or their interfaces, with every receiver a
 *       queue of these classes, {@code matches}), nor one of the model's read-only methods (for queues {@link #READ_ONLY}), nor the
 *       no-argument constructor: {@code clear}, the {@code remove}s, {@code removeIf},
 *       {@code retainAll}, {@code pop}, {@code iterator()} (whose {@code remove} empties the
 *       queue out of sight), {@code addAll}, the copy constructor, ... all spoil it;</li>
 *   <li>{@code o} may be an argument of a call that does not target application code (a JDK
 *       call such as {@code Collections.addAll(q, x)} or {@code list.add(q)}, a call with no
 *       callee), where the library could change it out of sight, or a value an
 *       {@code invokedynamic} captures, unless {@link #capturesSafely} (a lambda whose body is
 *       reachable application code, scanned like the rest, may capture it; {@code q::clear}
 *       may not); or it is returned by a method the library may call
 *       ({@link EmptyContainers#mayBeCalledByLibrary});</li>
 *   <li>a call of a method not allowed above has a receiver the points-to analysis knows
 *       nothing about (an empty set) whose declared class is a supertype of {@code o}'s
 *       class; or {@code o}'s class is built by a constructor reference
 *       ({@code ConcurrentLinkedQueue::new}, which the JDK may call and fill); or {@code o} is a
 *       Mockito object; or the program may change JDK collections behind their methods
 *       ({@link TrackedValues#containersTrusted}: every queue is spoiled).</li>
 * </ul>
 * So the contents of a queue that is not spoiled change only through the insertions and polls
 * the model translates, which its invariant needs (see {@link ConcurrentQueueModel}).
 */
final class ConcurrentQueueUses {
  /** Methods that never change a queue's contents (including its views' and streams'). */
  static final Set<String> READ_ONLY = Set.of("peek", "peekFirst", "peekLast", "element",
      "getFirst", "getLast", "isEmpty", "size", "contains", "containsAll", "toString",
      "equals", "hashCode", "getClass", "toArray", "stream", "parallelStream", "forEach",
      "wait", "notify", "notifyAll");

  private final Set<Integer> spoiled = new HashSet<>();
  private final Set<String> classes;
  private final Set<String> readOnly;

  /** Judges whether a model translates a call on its containers (and so counts it). */
  @FunctionalInterface
  interface CountedCall {
    /**
     * True for the call {@code ii} at statement {@code i} of {@code mi}, resolved to
     * {@code sig}, on these receivers, that the model translates (an insertion, a poll, ...).
     */
    boolean test(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii, MethodSignature sig,
        List<AbstractObject> receivers);
  }

  /**
   * The queues of {@link ConcurrentQueueModel}.
   *
   * @param pts the points-to result
   * @param trusted false when the program may change JDK collections behind their methods
   * @param counted true for a call (receivers, signature) the model translates as an
   *     insertion or a poll
   */
  ConcurrentQueueUses(PointsToResult pts, boolean trusted,
      BiPredicate<MethodSignature, List<AbstractObject>> counted) {
    this(pts, trusted, ConcurrentQueueModel.CLASSES, READ_ONLY,
        (mi, i, ii, sig, receivers) -> counted.test(sig, receivers));
  }

  /**
   * The containers of {@code classes}, whose methods in {@code readOnly} never change them.
   *
   * @param counted true for a call the model translates
   */
  ConcurrentQueueUses(PointsToResult pts, boolean trusted, Set<String> classes,
      Set<String> readOnly, CountedCall counted) {
    this.classes = classes;
    this.readOnly = readOnly;
    decide(pts, trusted, counted);
  }

  /** True if the queue object's contents change only through counted insertions and polls. */
  boolean counted(AbstractObject o) {
    return !spoiled.contains(o.id());
  }

  private void decide(PointsToResult pts, boolean trusted, CountedCall counted) {
    Predicate<AbstractObject> queue = o -> classes.contains(o.type());
    List<AbstractObject> queues = pts.objects().stream().filter(queue).toList();
    if (queues.isEmpty()) {
      return;
    }
    CodeBase code = pts.code();
    if (!trusted || code == null) {
      queues.forEach(o -> spoiled.add(o.id()));
      return;
    }
    LambdaTargets lambdas = LambdaTargets.of(pts);
    Set<MethodSignature> lambdaBodies = lambdas.bodies();
    Set<String> constructedByReference = lambdas.constructedClasses();
    Set<ClassType> unknownReceivers = new HashSet<>();
    Set<MethodSignature> reachable = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      reachable.add(mi.method().getSignature());
    }
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        EmptyContainers.returnedToLibrary(pts, mi, i, lambdaBodies, spoiled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        MethodSignature sig = inv.getMethodSignature();
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
          boolean allowed = readOnly.contains(sig.getName())
              || sig.getName().equals("<init>") && sig.getParameterTypes().isEmpty()
              || !receivers.isEmpty() && counted.test(mi, i, ii, code.resolve(sig)
                  .map(JavaSootMethod::getSignature).orElse(sig), receivers);
          if (!allowed) {
            receivers.forEach(o -> spoiled.add(o.id()));
            if (receivers.isEmpty()) {
              unknownReceivers.add(sig.getDeclClassType());
            }
          }
        }
        boolean library = inv instanceof JDynamicInvokeExpr dyn
            ? !capturesSafely(dyn, code, reachable)
            : !code.isApplication(sig.getDeclClassType()) || pts.callees(mi, i).isEmpty();
        if (library) {
          for (Immediate arg : inv.getArgs()) {
            if (arg instanceof Local a && !(a.getType() instanceof PrimitiveType)) {
              pts.pointsTo(mi, i, a).forEach(o -> spoiled.add(o.id()));
            }
          }
        }
      }
    }
    for (AbstractObject o : queues) {
      ClassType type = code.classType(o.type());
      if (pts.isMockitoObject(o) || constructedByReference.contains(o.type())
          || unknownReceivers.stream().anyMatch(c -> code.isSubtype(type, c))) {
        spoiled.add(o.id());
      }
    }
  }

  /**
   * True if the JDK does nothing with the values an {@code invokedynamic} captures but hand
   * them to application code whose calls the scan sees: a lambda or method reference whose
   * implementation is a reachable application method, or a string concatenation or record
   * method (which call only {@code toString}, {@code equals}, {@code hashCode}: read-only).
   */
  /**
   * Adds to {@code spoiled} the objects of the reference arguments of call {@code inv} (statement
   * {@code i} of {@code mi}) when the call may hand them to code not analysed: a JDK method, an
   * application method with no callee found, or an {@code invokedynamic} that does not capture
   * safely ({@link #capturesSafely}). What such code does with them is unknown.
   */
  static void spoilLibraryArguments(PointsToResult pts, CodeBase code,
      Set<MethodSignature> reachable, MethodInstance mi, int i, AbstractInvokeExpr inv,
      Set<Integer> spoiled) {
    boolean library = inv instanceof JDynamicInvokeExpr dyn
        ? !capturesSafely(dyn, code, reachable)
        : !code.isApplication(inv.getMethodSignature().getDeclClassType())
            || pts.callees(mi, i).isEmpty();
    if (library) {
      for (Immediate arg : inv.getArgs()) {
        if (arg instanceof Local a
            && !(a.getType() instanceof PrimitiveType)) {
          pts.pointsTo(mi, i, a).forEach(o -> spoiled.add(o.id()));
        }
      }
    }
  }

  static boolean capturesSafely(JDynamicInvokeExpr dyn, CodeBase code,
      Set<MethodSignature> reachable) {
    String bootstrap = dyn.getBootstrapMethodSignature().getDeclClassType()
        .getFullyQualifiedName();
    if (bootstrap.equals("java.lang.invoke.StringConcatFactory")
        || bootstrap.equals("java.lang.runtime.ObjectMethods")) {
      return true;
    }
    if (!bootstrap.equals("java.lang.invoke.LambdaMetafactory")) {
      return false;
    }
    for (Immediate b : dyn.getBootstrapArgs()) {
      if (b instanceof MethodHandle h && h.isMethodRef()) {
        MethodSignature target = (MethodSignature) h.getReferenceSignature();
        return code.isApplication(target.getDeclClassType()) && reachable.contains(target);
      }
    }
    return false;
  }
}

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JInterfaceInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * The receivers of a virtual or interface call whose invoked method is class-path code: a
 * {@code BlockingQueue.offer}, {@code Lock.tryLock}, {@code Executor.execute} or
 * {@code Condition.await} on an object of an application or library-jar class that implements
 * the JDK type itself (Jetty's {@code BlockingArrayQueue}, a lock of the program's own). On the
 * JVM such a call runs that class's method, never the JDK's: the points-to analysis dispatches
 * it per receiver object and the translation emits the callee as a call of its procedure, with
 * its own monitors, conditions and fields. So the receiver is no object of the JDK family, and
 * the library models must not see it: a model would add a second, invented behaviour (an rb
 * lock for an object that is no {@code ReentrantLock}, a reentrant {@code tryLock} that succeeds
 * where the program's lock fails, an {@code unknown-queue} that does nothing, or a pinned
 * {@code offer} that skips the callee).
 *
 * <p>Rule (per receiver object {@code o} of an {@code invokevirtual} or
 * {@code invokeinterface}): {@code o} runs class-path code if it is not a Mockito object and
 * either it is a lambda or method reference implementing the invoked method (the analysis calls
 * its implementation), or virtual dispatch of the invoked sub-signature from {@code o}'s class
 * finds a concrete method with a body declared in a class-path class: exactly the case where the
 * points-to analysis wires an application callee ({@code CallDispatcher.dispatch}). Every other
 * receiver (a JDK object, an application subclass that inherits the JDK method, an array) is
 * left to the models; where a call's receivers mix both, each receiver gets its own behaviour:
 * the callees for the first kind, the model for the second. A {@code super.m()} call
 * ({@code invokespecial}) runs the named method, so its receivers are all left to the models.
 *
 * <p>Soundness: the set dropped is a subset of the receivers whose runtime call the points-to
 * analysis resolved to a translated callee, so every run of the JVM is still a run of the model
 * (the callee's commands are emitted for it by {@code CallSteps}).
 */
final class ClassPathReceivers {
  private ClassPathReceivers() {}

  /**
   * The receivers of {@code inv} whose call runs library code: {@code receivers} without those
   * that run class-path code (the same list if there are none).
   */
  static List<AbstractObject> libraryOnly(TranslationContext tc, AbstractInvokeExpr inv,
      List<AbstractObject> receivers) {
    if (!(inv instanceof JVirtualInvokeExpr || inv instanceof JInterfaceInvokeExpr)
        || receivers.stream().noneMatch(o -> runsClassPathCode(tc, inv, o))) {
      return receivers;
    }
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject o : receivers) {
      if (!runsClassPathCode(tc, inv, o)) {
        out.add(o);
      }
    }
    return out;
  }

  /**
   * True if the virtual or interface call {@code inv} at statement {@code at} of {@code mi} may
   * run the JDK's method: one of its receiver objects does not run class-path code, or its
   * receiver may be an object of JDK code the analysis does not model ({@code
   * PointsToResult.mayBeForeign}). Then the call's translation keeps the library alternative
   * beside the application callees, even when the library model has nothing to do for it (a
   * {@code skip}): dropping it forced every run through an application override, which may
   * never return (a recursion whose base case is the JDK's object: Gson's {@code Type.hashCode})
   * or change what follows. Every receiver's runtime call is then one alternative: sound.
   */
  static boolean mayRunJdkCode(TranslationContext tc, MethodInstance mi, int at,
      AbstractInvokeExpr inv) {
    if (!(inv instanceof JVirtualInvokeExpr || inv instanceof JInterfaceInvokeExpr)) {
      return false;
    }
    List<AbstractObject> receivers = tc.receiverObjects(mi, at, inv);
    return receivers.stream().anyMatch(o -> !runsClassPathCode(tc, inv, o))
        || mayBeForeign(tc, mi, at, inv);
  }

  /**
   * True if the receiver of the virtual or interface call of a JDK method may be a foreign JDK
   * object (see above); a method declared by a class-path class is never a JDK object's.
   */
  static boolean mayBeForeign(TranslationContext tc, MethodInstance mi, int at,
      AbstractInvokeExpr inv) {
    return inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii
        && (inv instanceof JVirtualInvokeExpr || inv instanceof JInterfaceInvokeExpr)
        && !tc.code().isApplication(inv.getMethodSignature().getDeclClassType())
        && tc.pts().mayBeForeign(mi, at, ii.getBase());
  }

  /** True if some receiver of {@code inv} runs class-path code (see the class comment). */
  static boolean anyRunsClassPathCode(TranslationContext tc, AbstractInvokeExpr inv,
      List<AbstractObject> receivers) {
    return (inv instanceof JVirtualInvokeExpr || inv instanceof JInterfaceInvokeExpr)
        && receivers.stream().anyMatch(o -> runsClassPathCode(tc, inv, o));
  }

  /** True if the call {@code inv} on {@code o} runs a class-path method (see the class comment). */
  static boolean runsClassPathCode(TranslationContext tc, AbstractInvokeExpr inv,
      AbstractObject o) {
    if (tc.pts().isMockitoObject(o) || o.type().endsWith("]")) {
      return false;
    }
    MethodSignature sig = inv.getMethodSignature();
    if (o.kind() == AbstractObject.Kind.LAMBDA) {
      MethodSignature impl = (MethodSignature) o.lambda().implementation()
          .getReferenceSignature();
      return o.lambda().interfaceMethod().equals(sig.getName())
          && tc.code().isApplication(impl.getDeclClassType());
    }
    CodeBase code = tc.code();
    Optional<JavaSootMethod> target = code.dispatch(code.classType(o.type()),
        sig.getSubSignature());
    return target.isPresent() && target.get().hasBody()
        && code.isApplication(target.get().getDeclaringClassType());
  }
}

package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.AbstractObject;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * A call of a JDK interface method whose receivers are all lambdas or method references of the
 * program implementing that method ({@code factory.newThread(r)} with {@code factory = r ->
 * new Thread(r, "x")}): the call runs the lambda's implementation, which the points-to analysis
 * dispatches and the translation emits as a call of its procedure; it is not a call into the
 * library, so the library boundary does not judge it (no {@code library-callback} caveat for
 * the application code in its arguments: that code is the callee's, and translated with it).
 *
 * <p>An implementation counts if it is an application method with a body, or a constructor of
 * {@code java.lang.Thread} ({@code Thread::new} as a {@code ThreadFactory}), whose effect, a
 * thread whose target is the argument, the points-to analysis models. A receiver of any other
 * kind, a lambda of another interface method, or a receiver set that is empty, leaves the call
 * to the library boundary.
 */
final class LambdaReceivers {
  private LambdaReceivers() {}

  /** True if every receiver of the call is a lambda whose implementation is translated. */
  static boolean allTranslated(TranslationContext tc, LibraryModel.Call call,
      List<AbstractObject> receivers) {
    if (!(call.inv() instanceof AbstractInstanceInvokeExpr) || receivers.isEmpty()) {
      return false;
    }
    String called = call.inv().getMethodSignature().getName();
    for (AbstractObject o : receivers) {
      if (o.kind() != AbstractObject.Kind.LAMBDA
          || !o.lambda().interfaceMethod().equals(called)) {
        return false;
      }
      MethodHandle handle = o.lambda().implementation();
      MethodSignature impl = (MethodSignature) handle.getReferenceSignature();
      boolean threadConstructor = handle.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR
          && impl.getDeclClassType().getFullyQualifiedName().equals("java.lang.Thread");
      if (!threadConstructor && !(tc.code().isApplication(impl.getDeclClassType())
          && tc.code().resolve(impl).filter(m -> m.hasBody()).isPresent())) {
        return false;
      }
    }
    return true;
  }
}

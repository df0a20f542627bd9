package org.petrify.ir.frontend;

import java.util.Optional;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.java.core.JavaSootMethod;

/**
 * The application override a JDK class's code calls on an application object ({@code
 * ThreadPoolExecutor.afterExecute}, {@code Phaser.onAdvance}, ...): the method the object's
 * class dispatches the sub-signature to, when an application class declares it.
 */
final class HookOverrides {
  private HookOverrides() {}

  /** The application method {@code sub} dispatches to on the object, if any. */
  static Optional<JavaSootMethod> of(TranslationContext tc, AbstractObject o, String sub) {
    if (o.kind() != AbstractObject.Kind.ALLOCATION || o.type().endsWith("]")) {
      return Optional.empty();
    }
    return tc.code().dispatch(tc.code().classType(o.type()),
        tc.code().view().getIdentifierFactory().parseMethodSubSignature(sub))
        .filter(m -> tc.code().isApplication(m.getDeclaringClassType()));
  }

  /**
   * An instance of that override the points-to analysis reached with the object as receiver
   * (its code translated for that receiver), or null.
   */
  static MethodInstance reached(TranslationContext tc, AbstractObject o, JavaSootMethod m) {
    for (MethodInstance mi : tc.pts().reachable()) {
      if (mi.method().equals(m) && tc.pts().receiversOf(mi).contains(o)) {
        return mi;
      }
    }
    return null;
  }
}

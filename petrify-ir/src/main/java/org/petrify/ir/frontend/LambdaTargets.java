package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.signatures.MethodSignature;

/**
 * What the lambda and method-reference objects of a points-to result implement: the methods
 * they call ({@code bodies}, which the library may therefore call back) and the classes whose
 * constructor is referenced ({@code Cls::new}, so the library may create their objects).
 */
record LambdaTargets(Set<MethodSignature> bodies, Set<String> constructedClasses) {
  static LambdaTargets of(PointsToResult pts) {
    Set<MethodSignature> bodies = new HashSet<>();
    Set<String> constructed = new HashSet<>();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.LAMBDA
          && o.lambda().implementation().getReferenceSignature() instanceof MethodSignature m) {
        bodies.add(m);
        if (m.getName().equals("<init>")) {
          constructed.add(m.getDeclClassType().getFullyQualifiedName());
        }
      }
    }
    return new LambdaTargets(bodies, constructed);
  }
}

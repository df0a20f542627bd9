package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;

/**
 * Constant arguments an application subclass's constructor hands on to its JDK superclass's
 * ({@code new Phaser(2) {...}}, {@code new ThreadPoolExecutor(1, 1, ...) {...}}: javac's
 * constructor takes them as parameters and passes them to {@code super(...)}).
 */
final class SuperArguments {
  private SuperArguments() {}

  /**
   * The int constant that parameter local {@code l} of constructor {@code mi} holds when
   * {@code mi} passes it on to its superclass's constructor ({@code super(parties)} in {@code
   * new Phaser(2) {...}}): the constant that every call site of {@code mi} writes for that
   * parameter, or null (no site the analysis sees, another value, or {@code l} is assigned
   * besides its identity statement).
   */
  static Integer intConstant(PointsToResult pts, MethodInstance mi,
      AbstractInstanceInvokeExpr superCall, Local l) {
    MethodCode code = pts.body(mi);
    if (code == null || !mi.method().getName().equals("<init>")
        || !superCall.getBase().equals(code.thisLocal())
        || code.singleDefinition(l.getName()) == null) {
      return null;
    }
    Integer p = TestedParameters.parameterLocals(code).entrySet().stream()
        .filter(e -> e.getValue().equals(l.getName())).map(Map.Entry::getKey)
        .findFirst().orElse(null);
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (p == null || sites.isEmpty()) {
      return null;
    }
    Integer k = null;
    for (ArgumentSite site : sites) {
      if (!(site.argument(p) instanceof IntConstant c) || k != null && k != c.getValue()) {
        return null;
      }
      k = c.getValue();
    }
    return k;
  }
}

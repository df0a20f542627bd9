package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.RemovalSamples;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Removals by equality ({@link EqualityRemovals}): a removal from a plain JDK collection of an
 * object with Object's, Enum's or a value class's equality is no throw point ({@link
 * ImplicitExceptions#typesAt} has no {@code RuntimeException} for it); one that runs an
 * application {@code equals} or {@code compareTo}, or whose receiver is a sorted or immutable
 * collection, stays one.
 */
class EqualityRemovalsTest {

  @Test
  void onlyRemovalsThatRunNoApplicationEqualityCannotThrow() {
    PointsToResult pts = SafeCastsTest.analyse(RemovalSamples.class);
    NullnessRoutes nullness = new NullnessRoutes(pts);
    List<String> seen = new ArrayList<>();
    for (MethodInstance mi : pts.reachable()) {
      String name = mi.method().getName();
      if (!name.startsWith("safe") && !name.startsWith("unsafe")) {
        continue;
      }
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null || !inv.getMethodSignature().getName().equals("remove")) {
          continue;
        }
        List<String> types = ImplicitExceptions.typesAt(pts, nullness, SafeCasts.of(pts), mi,
            body, i);
        boolean safe = name.startsWith("safe");
        assertThat(EqualityRemovals.cannotThrow(pts, mi, i, inv)).as(name).isEqualTo(safe);
        if (safe) {
          assertThat(types).as(name).doesNotContain("java.lang.RuntimeException");
        } else {
          assertThat(types).as(name).contains("java.lang.RuntimeException");
        }
        seen.add(name);
      }
    }
    assertThat(seen).containsExactlyInAnyOrder("safeIdentityEntry", "safeEnumKey",
        "safeStringSet", "safeNull", "unsafeOwnEquals", "unsafeTreeSet", "unsafeImmutable",
        "unsafeComparable");
  }
}

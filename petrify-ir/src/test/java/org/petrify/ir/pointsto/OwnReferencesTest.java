package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.Leases;
import sootup.core.jimple.common.Local;

/** {@link OwnReferences} and the per-thread summary rule on {@link Leases}. */
class OwnReferencesTest {
  private final PointsToResult r = TestCode.analyse(Leases.class, Sensitivity.OBJECT_AND_CALL_SITE);

  @Test
  void aFutureEachThreadLeasesOnceThroughSharedCodeIsOncePerThread() {
    List<AbstractObject> futs = r.objects().stream()
        .filter(o -> o.type().endsWith("$Fut")).toList();
    assertThat(futs).isNotEmpty().allMatch(r::isSummary).allMatch(r::isOncePerThread);
  }

  @Test
  void localsFromTheThreadsOwnLeaseAreOwnAndPolledOrFieldLocalsAreNot() {
    assertThat(own("lambda$main$0", "mine")).containsOnly(true);
    assertThat(own("lease", "f")).containsOnly(true);
    assertThat(own("complete", "self")).as("receiver is mine in the lambda, other in drain")
        .containsOnly(false);
    assertThat(own("drain", "other")).containsOnly(false);
    assertThat(own("run", "viaField")).containsOnly(false);
  }

  @Test
  void theReceiverOfAMethodCalledOnlyOnOwnLocalsIsOwn() {
    assertThat(own("peek", "this")).as("peek() is called on mine only").containsOnly(true);
    assertThat(own("read", "this")).as("read() is called on viaField").containsOnly(false);
  }

  /** Whether the local is own, in each instance of the methods of that name. */
  private List<Boolean> own(String method, String local) {
    Predicate<MethodInstance> named = mi -> mi.method().getName().equals(method);
    return r.reachable().stream().filter(named).flatMap(mi -> r.body(mi).body().getLocals()
        .stream().filter(l -> l.getName().equals(local))
        .map((Local l) -> r.ownReferences().isOwn(mi, l))).toList();
  }
}

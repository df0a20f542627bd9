package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SwitchMapSamples;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * Reads of javac's enum switch map are in bounds ({@link SwitchMapIndexes}); tables indexed by
 * {@code ordinal()} that are one slot short, sized by another enum or not final are not.
 */
class SwitchMapIndexesTest {

  @Test
  void onlyTheSwitchMapReadIsProvedInBounds() {
    PointsToResult pts = SafeCastsTest.analyse(SwitchMapSamples.class);
    Map<String, Boolean> proved = SafeCastsTest.perSampleMethod(pts, (mi, body, i) ->
        body.stmt(i) instanceof JAssignStmt a && a.getRightOp() instanceof JArrayRef ref
            ? SwitchMapIndexes.inBounds(pts, body, i, ref) : null);
    assertThat(proved).containsExactlyInAnyOrderEntriesOf(Map.of("safeSwitch", true,
        "unsafeShort", false, "unsafeOtherEnum", false, "unsafeMutable", false));
  }
}

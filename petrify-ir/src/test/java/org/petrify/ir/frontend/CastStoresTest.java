package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CastStoredGuard;
import org.petrify.ir.frontend.samples.CastStoredGuardSet;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * A reference field stored through a reference cast ({@code items = (List) $new}, as SootUp
 * writes a {@code new ArrayList} stored in a {@code List} field) is tracked like a field
 * stored from the local itself ({@link TrackingDecision#storedReference}): the guard it
 * tests is decided, both ways.
 */
class CastStoresTest {
  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  private static List<String> variables(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name).toList();
  }

  @Test
  void aFieldStoredThroughACastIsTrackedAndItsGuardDecided() {
    FrontendResult r = RbDump.translate(CastStoredGuard.class);
    String rb = RbDump.dump(r.program());
    assertThat(variables(r)).as(rb).anyMatch(v -> v.endsWith(".items"));
    assertThat(rb).containsPattern("assign \\S+\\.items nonnull");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theStoredValueStillReachesTheGuard() {
    FrontendResult r = RbDump.translate(CastStoredGuardSet.class);
    String rb = RbDump.dump(r.program());
    assertThat(variables(r)).as(rb).anyMatch(v -> v.endsWith(".items"));
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void onlyReferenceCastsAreSeenThrough() {
    sootup.core.jimple.common.Local l = new sootup.core.jimple.common.Local("l",
        sootup.core.types.PrimitiveType.getLong());
    sootup.core.jimple.common.expr.JCastExpr toInt = new sootup.core.jimple.common.expr.JCastExpr(
        l, sootup.core.types.PrimitiveType.getInt());
    assertThat(TrackingDecision.storedReference(toInt)).isSameAs(toInt);
  }
}

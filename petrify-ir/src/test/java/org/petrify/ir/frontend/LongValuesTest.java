package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.AtomicLongCasBeyond;
import org.petrify.ir.frontend.samples.LongCounterGate;
import org.petrify.ir.frontend.samples.LongCounterGateTooMany;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * {@code long} values tracked like ints ({@link TrackedValues}, {@link AtomicValues},
 * {@link JvmArithmetic}): samples decided by the rb interpreter on their translation.
 */
class LongValuesTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aLongFieldComparedThroughLcmpIsTrackedExactly() {
    FrontendResult ok = RbDump.translate(LongCounterGate.class);
    assertThat(ok.program().variables()).map(Variable::name)
        .anyMatch(v -> v.endsWith(".generation"));
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(LongCounterGateTooMany.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCompareAndSetExpectingAValueBeyondTheLocalRangeMaySucceed() {
    FrontendResult r = RbDump.translate(AtomicLongCasBeyond.class);
    assertThat(r.program().variables()).map(Variable::name)
        .anyMatch(v -> v.contains("AtomicLong") && v.endsWith(".value"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.NullHelper;
import org.petrify.ir.frontend.samples.ResultEnterIf;
import org.petrify.ir.frontend.samples.ResultUnknown;
import org.petrify.ir.frontend.samples.ThrownOrFalse;
import org.petrify.ir.frontend.samples.ThrownOrFalseClosed;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Result exits and branch refinement ({@link ResultExits}): a caller's test of a callee's
 * boolean or reference result agrees with the callee's path, a static helper decides its
 * parameter's null-ness from the caller's test, and an unknown result keeps both outcomes.
 * Each sample's deadlock verdict is decided by the rb interpreter on its translation.
 */
class ResultExitsTest {
  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void theCallersBranchFollowsTheCalleesReturn() {
    FrontendResult r = RbDump.translate(ResultEnterIf.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).containsPattern("enterIf(\\[\\S*\\])?#result:boolean");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anUnknownResultKeepsBothExits() {
    FrontendResult r = RbDump.translate(ResultUnknown.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).containsPattern("ready(\\[\\S*\\])?#result:boolean");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHelpersTestOfItsParameterAgreesWithTheCallersTest() {
    FrontendResult r = RbDump.translate(NullHelper.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).containsPattern("isNull(\\[\\S*\\])?#result:boolean,p0=nonnull")
        .contains("poll#result:null");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aFalseReturnOfACalleeThatMayThrowIsNotTakenForAThrow() {
    FrontendResult r = RbDump.translate(ThrownOrFalse.class);
    String rb = RbDump.dump(r.program());
    assertThat(r.program().variable("org.petrify.ir.frontend.samples.ThrownOrFalse$Gate"
        + ".tryPass#thrown").perThread()).isTrue();
    assertThat(rb).containsPattern("assign \\S*tryPass#thrown true")
        .containsPattern("switch \\S*tryPass#thrown false");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aThrowOfACalleeWithAFalseReturnStillReachesTheHandler() {
    FrontendResult r = RbDump.translate(ThrownOrFalseClosed.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).contains("tryPass#thrown");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }
}

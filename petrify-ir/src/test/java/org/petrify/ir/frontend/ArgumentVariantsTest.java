package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ArgumentFieldPeriod;
import org.petrify.ir.frontend.samples.ArgumentFieldPeriodPositive;
import org.petrify.ir.frontend.samples.ArgumentMixed;
import org.petrify.ir.frontend.samples.ArgumentModes;
import org.petrify.ir.frontend.samples.ArgumentModesMulti;
import org.petrify.ir.frontend.samples.ArgumentPeriods;
import org.petrify.ir.frontend.samples.ArgumentPeriodsPositive;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Argument variants ({@link ArgumentVariants}, {@link TestedParameters}): a call that knows a
 * tested argument runs a copy of the callee with the parameter pinned, so locals computed from
 * it ({@code lcmp p, 0L}, {@code $SwitchMap[p.ordinal()]}) decide their branches. Samples
 * decided by the rb interpreter on their translation, each with a bug twin that must stay a
 * deadlock.
 */
class ArgumentVariantsTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  /**
   * True if a procedure runs the method specialised on the values: an argument variant, or an
   * instance the points-to analysis made for them ({@code ParameterBranches}: {@code
   * m[args(p0=-1),...]}).
   */
  private static boolean hasVariant(FrontendResult r, String method, String values) {
    return r.program().procedures().stream().map(Procedure::name)
        .anyMatch(n -> n.contains(method) && (n.endsWith("#args," + values)
            || n.contains(method + "[args(" + values + ")")));
  }

  @Test
  void aLongPassedTwoConstantsDecidesItsComparisonPerCall() {
    FrontendResult ok = RbDump.translate(ArgumentPeriods.class);
    assertThat(hasVariant(ok, "startEvictor", "p0=-1")).as(RbDump.dump(ok.program())).isTrue();
    assertThat(hasVariant(ok, "configure", "p0=0")).isTrue();
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentPeriodsPositive.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anEnumConstantDecidesASwitchOnItsOrdinalTwoCallsDown() {
    FrontendResult ok = RbDump.translate(ArgumentModes.class);
    assertThat(hasVariant(ok, "start", "p0=SINGLE")).as(RbDump.dump(ok.program())).isTrue();
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentModesMulti.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFieldWrittenFromAConstantParameterDecidesTheArgumentItIsReadInto() {
    FrontendResult ok = RbDump.translate(ArgumentFieldPeriod.class);
    assertThat(ok.program().variables()).map(org.petrify.ir.rb.Variable::name)
        .anyMatch(v -> v.endsWith(".period"));
    assertThat(hasVariant(ok, "startEvictor", "p0=-1")).as(RbDump.dump(ok.program())).isTrue();
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentFieldPeriodPositive.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCallThatDoesNotKnowTheArgumentRunsTheMethodItself() {
    FrontendResult r = RbDump.translate(ArgumentMixed.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}

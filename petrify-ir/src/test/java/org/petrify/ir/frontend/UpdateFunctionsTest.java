package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.AccumulatedLevel;
import org.petrify.ir.frontend.samples.AccumulatedLevelLow;
import org.petrify.ir.frontend.samples.ClearedReference;
import org.petrify.ir.frontend.samples.ClearedReferenceNever;
import org.petrify.ir.frontend.samples.LockingUpdate;
import org.petrify.ir.frontend.samples.MethodRefInit;
import org.petrify.ir.frontend.samples.UpdatedStage;
import org.petrify.ir.frontend.samples.UpdatedStageShort;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Atomics changed by functional updates ({@link UpdateFunctions}, {@link
 * AtomicValues.OpKind#UPDATE}): a wait guarded by one is decided when the function is a pure
 * lambda, a JDK {@code max}/{@code min}/{@code sum} or a constant reference, and a function
 * that is not computed (it takes a lock) still runs as code.
 */
class UpdateFunctionsTest {
  private static FrontendResult translate(Class<?> sample) {
    return RbDump.translate(sample);
  }

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    RbInterpreter.Exploration e = RbInterpreter.of(r.program()).explore(500_000);
    assertThat(e.overflow()).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
    return e.deadlock();
  }

  private static void assertTracked(FrontendResult r) {
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("atomic-untracked"));
  }

  @Test
  void aPureLambdaUpdateDecidesTheWait() {
    FrontendResult ok = translate(UpdatedStage.class);
    assertTracked(ok);
    assertThat(deadlock(ok)).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = translate(UpdatedStageShort.class);
    assertTracked(bug);
    assertThat(deadlock(bug)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aJdkMaxAccumulationOfALongDecidesTheWait() {
    FrontendResult ok = translate(AccumulatedLevel.class);
    assertTracked(ok);
    assertThat(deadlock(ok)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(translate(AccumulatedLevelLow.class)))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aConstantReferenceFunctionDecidesTheWait() {
    FrontendResult ok = translate(ClearedReference.class);
    assertTracked(ok);
    assertThat(deadlock(ok)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(translate(ClearedReferenceNever.class)))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFunctionThatTakesALockIsRunAsCode() {
    FrontendResult r = translate(LockingUpdate.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("atomic-untracked"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aStaticMethodReferenceInitialisesItsClassWhereTheLibraryRunsIt() {
    assertThat(deadlock(translate(MethodRefInit.class))).isEqualTo(RbInterpreter.Answer.YES);
  }
}

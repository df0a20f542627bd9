package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.HandleFlows;
import org.petrify.ir.frontend.samples.HandleTable;
import org.petrify.ir.frontend.samples.HandleTableRun;
import org.petrify.ir.frontend.samples.ReflectedHandle;
import org.petrify.ir.frontend.samples.ReflectedHelper;
import org.petrify.ir.frontend.samples.ReflectedUnknown;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Writes behind the model's back untrack only the fields they can reach: {@code Unsafe} writes
 * the fields whose offsets reachable code takes of a known class ({@link ReflectedFields}), a
 * handle of an application method the fields that method writes; reflection of a class that is
 * not known untracks every field. Each verdict is the rb interpreter's on the translation.
 */
class ReflectedFieldsTest {
  private static List<String> variables(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name).toList();
  }

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  @Test
  void anOffsetTakenThroughHelpersOfAConstantClassUntracksOnlyThatField() {
    FrontendResult r = RbDump.translate(ReflectedHelper.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".done"))
        .noneMatch(v -> v.endsWith(".hits"));
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("values-untracked"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aFieldOfAClassNotKnownUntracksEveryField() {
    FrontendResult r = RbDump.translate(ReflectedUnknown.class);
    assertThat(variables(r)).noneMatch(v -> v.endsWith(".done"));
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("values-untracked")
        && c.message().contains("getDeclaredField") && c.message().contains("putInt"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHandleOfALeafMethodUntracksTheFieldsItWrites() {
    FrontendResult r = RbDump.translate(ReflectedHandle.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".done"))
        .noneMatch(v -> v.endsWith("fenceVariable"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void handlesOfAnyMethodThatNothingRunsWriteNoField() {
    FrontendResult r = RbDump.translate(HandleTable.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("values-untracked"));
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".done"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aHandleOfAMethodThatIsNoLeafUntracksEveryFieldWhenSomethingRunsHandles() {
    FrontendResult r = RbDump.translate(HandleTableRun.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("values-untracked")
        && c.message().contains("locate"));
    assertThat(variables(r)).noneMatch(v -> v.endsWith(".done"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHandleInAListThatNothingRunsWritesNoFieldWhileAJdkHandleRuns() {
    FrontendResult r = RbDump.translate(HandleFlows.ListUnrun.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("values-untracked"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aHandleThatRunsAfterMovesUntracksEveryField() {
    for (Class<?> c : List.of(HandleFlows.ListRun.class, HandleFlows.ParameterRun.class,
        HandleFlows.AliasRun.class, HandleFlows.LambdaRun.class)) {
      FrontendResult r = RbDump.translate(c);
      assertThat(r.caveats()).as(c.getSimpleName()).anyMatch(k -> k.kind()
          .equals("values-untracked") && k.message().contains("locate"));
      assertThat(deadlock(r)).as(c.getSimpleName()).isEqualTo(RbInterpreter.Answer.YES);
    }
  }
}

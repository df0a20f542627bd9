package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.GuardCheckedStart;
import org.petrify.ir.frontend.samples.GuardCheckedStartNull;
import org.petrify.ir.frontend.samples.GuardFactory;
import org.petrify.ir.frontend.samples.GuardIdentity;
import org.petrify.ir.frontend.samples.GuardLambdaCapture;
import org.petrify.ir.frontend.samples.GuardParameter;
import org.petrify.ir.frontend.samples.GuardParameterMaybeNull;
import org.petrify.ir.frontend.samples.GuardSetters;
import org.petrify.ir.frontend.samples.GuardStage;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Values that guard waits (issue 18 item 6): nullness from call sites' arguments, JDK
 * factories and checked parameters ({@link NonNullLocals}), int parameters passed as one
 * constant, identity comparisons decided by points-to sets, and a tracked atomic. Each sample's deadlock verdict is decided by the rb interpreter on its translation.
 */
class GuardValuesTest {
  private static final String P = "org.petrify.ir.frontend.samples.";

  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  private static List<String> variables(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name).toList();
  }

  @Test
  void parametersFromNonNullArgumentsAndCheckedValuesAreTracked() {
    FrontendResult r = RbDump.translate(GuardParameter.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".value"))
        .anyMatch(v -> v.endsWith(".checked"));
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(RbDump.dump(r.program())).containsPattern("assign \\S+\\.checked nonnull")
        .doesNotContainPattern("assign \\S+\\.checked null");
  }

  @Test
  void parametersOfLambdaCallsOrNullArgumentsAreNot() {
    FrontendResult r = RbDump.translate(GuardParameterMaybeNull.class);
    assertThat(r.program().procedures()).anyMatch(p -> p.name().contains(".deliver"));
    assertThat(variables(r)).noneMatch(v -> v.endsWith(".value"))
        .noneMatch(v -> v.endsWith(".other"));
    assertThat(deadlock(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void parametersOfLambdasTheProgramCallsAreTracked() {
    FrontendResult r = RbDump.translate(GuardLambdaCapture.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".value"));
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void checkNotNullOfNonNullArgumentsNeverThrows() {
    FrontendResult r = RbDump.translate(GuardCheckedStart.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void checkNotNullOfANullArgumentThrows() {
    FrontendResult r = RbDump.translate(GuardCheckedStartNull.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void jdkFactoriesNeverReturnNull() {
    FrontendResult r = RbDump.translate(GuardFactory.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".table"))
        .anyMatch(v -> v.endsWith(".names"));
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void identityDecidedByPointsToSets() {
    FrontendResult r = RbDump.translate(GuardIdentity.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".owner"));
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void stageCounterUpToAConstantParameter() {
    FrontendResult r = RbDump.translate(GuardStage.class);
    assertThat(r.program().variables()).anySatisfy(v -> {
      assertThat(v.name()).endsWith(".stage");
      assertThat(v.values()).contains("0", "1", "2");
    });
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
    // the AtomicBoolean is one object whose value a condition tests: tracked (AtomicValues)
    assertThat(r.program().variables()).anySatisfy(v -> {
      assertThat(v.name()).contains("AtomicBoolean").endsWith(".value");
      assertThat(v.values()).containsExactly("false", "true");
    });
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("atomic-untracked"));
  }

  @Test
  void fieldsWrittenFromParametersThatCallsPassAsConstantsAreTracked() {
    FrontendResult r = RbDump.translate(GuardSetters.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".phase"))
        .anyMatch(v -> v.endsWith(".open"));
    assertThat(r.program().variables()).anySatisfy(v -> {
      assertThat(v.name()).endsWith(".level");
      assertThat(v.values()).containsExactly("0", "1", "2");
    });
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aSetterCalledWithTheWrongLastConstantStillDeadlocks() {
    FrontendResult r = RbDump.translate(GuardSetters.Lost.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".phase"));
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}

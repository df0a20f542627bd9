package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.CrossInit;
import org.petrify.api.fixtures.InitChainToLock;
import org.petrify.api.fixtures.InitJoinsUser;
import org.petrify.api.fixtures.InitTakesHeldLock;
import org.petrify.api.fixtures.QuietInit;
import org.petrify.api.fixtures.SuperSubInit;

/**
 * Quiet class initialisation (the frontend's {@code ClassInitialisation.settleQuiet}): a lazy
 * class whose initialiser cannot block, wait for another class, take a lock or touch a tracked
 * value loses its initialisation procedure; every class-initialisation deadlock stays found.
 * Each program is also checked with the rule off (the system property
 * {@value #LOUD}), and the verdicts must agree.
 */
class QuietInitialisationTest {
  private static final String LOUD = "petrify.test.loudInitialisers";

  @Test
  void anInitialiserThatOnlyComputesHasNoInitialisationProcedure() {
    Analysis quiet = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(QuietInit.class.getName());
    String table = QuietInit.class.getName() + "$Table";
    assertThat(quiet.rb()).doesNotContain(table + ".$initialise")
        .contains(table + ".<clinit>");
    Report q = quiet.deadlock();
    assertThat(q.verdict()).as(q.text()).isEqualTo(Verdict.HOLDS);
    String loudRb = loud(() -> Petrify.analyze(JavaProgramTest.classes())
        .mainClass(QuietInit.class.getName()).rb());
    assertThat(loudRb).contains(table + ".$initialise");
    Report l = loud(() -> Petrify.analyze(JavaProgramTest.classes())
        .mainClass(QuietInit.class.getName()).deadlock());
    assertThat(l.verdict()).as(l.text()).isEqualTo(Verdict.HOLDS);
  }

  @ParameterizedTest
  @ValueSource(classes = {CrossInit.class, InitJoinsUser.class, InitTakesHeldLock.class,
      InitChainToLock.class, SuperSubInit.class})
  void aClassInitialisationThatCanWaitKeepsItsDeadlock(Class<?> program) {
    Report quiet = Petrify.analyze(JavaProgramTest.classes()).mainClass(program.getName())
        .deadlock();
    Report loud = loud(() -> Petrify.analyze(JavaProgramTest.classes())
        .mainClass(program.getName()).deadlock());
    assertThat(loud.verdict()).as(loud.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(quiet.verdict()).as(quiet.text()).isEqualTo(Verdict.VIOLATED);
  }

  private static <T> T loud(Supplier<T> run) {
    System.setProperty(LOUD, "true");
    try {
      return run.get();
    } finally {
      System.clearProperty(LOUD);
    }
  }
}

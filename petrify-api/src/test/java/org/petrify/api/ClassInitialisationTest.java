package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.CrossInit;
import org.petrify.api.fixtures.InitBeforeThreads;

/**
 * Class initialisation (JLS 12.4.2) end to end: a deadlock between two class initialisations
 * is found and reported in Java terms; a class the main thread initialises before starting any
 * thread keeps the up-front model (no initialisation procedure in the rb program).
 */
class ClassInitialisationTest {

  @Test
  void aCrossInitialisationDeadlockReadsAsWaitingForAClass() {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(CrossInit.class.getName())
        .deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    String alpha = CrossInit.class.getName() + "$Alpha";
    String beta = CrossInit.class.getName() + "$Beta";
    assertThat(r.text()).as(r.text())
        .containsPattern("waiting for class \\Q" + beta + "\\E to be initialised by thread"
            + " \"Thread-[01]\"")
        .containsPattern("waiting for class \\Q" + alpha + "\\E to be initialised by thread"
            + " \"Thread-[01]\"")
        .contains("- initialising class " + alpha)
        .contains("- initialising class " + beta);
    String threads = r.text().substring(0, r.text().indexOf("Interleaving that leads there"));
    assertThat(threads).as(r.text()).doesNotContain("waiting to lock").doesNotContain("locked <");
  }

  @Test
  void aClassInitialisedByMainBeforeAnyThreadStartsKeepsTheUpFrontModel() {
    Analysis a = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(InitBeforeThreads.class.getName());
    assertThat(a.rb()).doesNotContain("$initialise").contains("InitBeforeThreads$Config.<clinit>");
    Report r = a.deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }
}

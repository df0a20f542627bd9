package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.LibraryRules;

/**
 * The guards of the library rules of issue 18's second round: pinned attempt results are
 * forgotten when the local is written again; a self-interrupt in a barrier handler is dormant
 * only when nothing else interrupts; a barrier action the model cannot run keeps its caveat;
 * an exception thrown in a method with a caller keeps the uncaught-exception caveat. (The
 * rules' positive cases are the corpus pairs extra.offerretry, extra.barrieraction,
 * extra.periodicshutdown and extra.threaddies.)
 */
class LibraryRulesTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void aPinnedResultIsForgottenWhenTheLocalIsWrittenAgain() {
    assertThat(of(LibraryRules.PinWrittenAgain.class).deadlock().verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aSelfInterruptInABarrierHandlerIsDormantWhenNothingInterrupts() {
    Report r = of(LibraryRules.BarrierSelfInterrupt.class).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("interrupt"));
  }

  @Test
  void aRealInterruptKeepsTheBarrierHandlersInterruptible() {
    Report r = of(LibraryRules.BarrierRealInterrupt.class).deadlock();
    assertThat(r.verdict()).isNotEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("interrupt"));
  }

  @Test
  void aJdkBarrierActionKeepsItsCaveat() {
    Report r = of(LibraryRules.JdkBarrierAction.class).deadlock();
    assertThat(r.verdict()).isNotEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("barrier-action"));
  }

  @Test
  void anExceptionOutsideAThreadRootKeepsItsCaveat() {
    Report r = of(LibraryRules.ThrowInHelper.class).deadlock();
    assertThat(r.verdict()).isNotEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("uncaught-exception"));
  }
}

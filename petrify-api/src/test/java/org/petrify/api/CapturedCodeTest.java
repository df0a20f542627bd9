package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.CapturedFunctions;

/**
 * A JDK object that runs application code later (a comparator made from a key extractor, a
 * view over an application list) is never trusted when that code takes a lock ({@code
 * CapturedCode}); over plain code it adds no caveat.
 */
class CapturedCodeTest {

  private static Report deadlock(String main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main).deadlock();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"ComparingCycle", "ThenComparingCycle", "ViewCycle",
      "SyncWrapperCycle"})
  void codeALibraryObjectRunsLaterIsRun(String program) {
    // before, INCONCLUSIVE (UNSOUND library-callback): the model ran none of it
    Report r = deadlock(CapturedFunctions.class.getName() + "$" + program);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"FactoryCycle"})
  void codeALibraryObjectRunsLaterIsNeverTrusted(String program) {
    Report r = deadlock(CapturedFunctions.class.getName() + "$" + program);
    assertThat(r.verdict()).as(r.text()).isIn(Verdict.VIOLATED, Verdict.INCONCLUSIVE);
    if (r.verdict() == Verdict.INCONCLUSIVE) {
      assertThat(r.unacceptedUnsoundCaveats()).as(r.text()).anySatisfy(c ->
          assertThat(c.kind().id()).isEqualTo("library-callback"));
    }
  }

  @Test
  void plainComparatorsAndViewsAddNoCaveat() {
    Report r = deadlock(CapturedFunctions.Plain.class.getName());
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).as(r.text()).noneSatisfy(c ->
        assertThat(c.kind().id()).isEqualTo("library-callback"));
  }
}

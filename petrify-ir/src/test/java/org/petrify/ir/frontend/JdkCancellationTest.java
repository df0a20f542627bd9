package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.frontend.samples.CancelSamples;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * The JDK's interrupts ({@code Future.cancel(true)}, {@code shutdownNow}, {@code invokeAny}'s
 * cancellations, {@link JdkInterrupts}), {@code invokeAny} as a join-any ({@link
 * TaskBatches#joinAny}) and {@code FutureTask} ({@link FutureModel#ranBy}): each sample of
 * {@link CancelSamples} ends or hangs on the JVM as its name says; the rb interpreter (deadlock
 * and termination) and the engine on the net (deadlock, stubborn sets on and off) must agree
 * with it, and the programs that end have no UNSOUND caveat (a HOLDS of the CLI).
 */
class JdkCancellationTest {
  static Stream<Arguments> samples() {
    return Stream.of(CancelSamples.class.getClasses()).map(c -> Arguments.of(c,
        c.getSimpleName().endsWith("Hangs")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void verdictsAreThoseOfTheJvm(Class<?> main, boolean hangs) {
    FrontendResult r = RbDump.translate(main);
    Program p = r.program();
    String text = RbPrinter.print(p);
    RbInterpreter.Exploration e = RbInterpreter.of(p).explore(500_000);
    assertThat(e.complete()).as(text).isTrue();
    RbInterpreter.Answer expected = hangs ? RbInterpreter.Answer.YES : RbInterpreter.Answer.NO;
    assertThat(e.deadlock()).as(text).isEqualTo(expected);
    assertThat(e.termination()).as(text).isEqualTo(hangs ? RbInterpreter.Answer.NO
        : RbInterpreter.Answer.YES);
    EncodedProgram net = NetEncoder.encode(p);
    for (boolean por : new boolean[] {true, false}) {
      assertThat(ModelChecker.of(net.net())
          .options(CheckOptions.defaults().withPartialOrderReduction(por))
          .check(net.deadlock()).verdict()).as("por %s\n%s", por, text)
          .isEqualTo(hangs ? Verdict.TRUE : Verdict.FALSE);
    }
    if (!hangs) {
      List<String> unsound = r.caveats().stream()
          .filter(c -> c.effect() == Caveat.Effect.UNSOUND).map(Caveat::toString).toList();
      assertThat(unsound).as(text).isEmpty();
    }
  }
}

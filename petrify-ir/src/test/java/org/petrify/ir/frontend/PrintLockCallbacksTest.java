package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PrintLockSamples;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.RbInterpreter;

/**
 * JDK printing calls that run application code while they hold the stream's lock ({@link
 * PrintLockCallbacks}): the stream's monitor is modelled and the call-backs run inside it, so
 * a lock their code takes against a thread printing under that lock is a cycle. Before, the
 * monitor was modelled only where a {@code synchronized} of the program took the stream, and
 * each of these cycles held.
 */
class PrintLockCallbacksTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void printfRendersItsArgumentUnderTheStreamsLock() {
    assertThat(deadlock(PrintLockSamples.PrintfLockedItem.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFormattableArgumentRunsUnderTheStreamsLock() {
    assertThat(deadlock(PrintLockSamples.PrintfFormattable.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aSynchronizedCollectionArgumentIsLockedUnderTheStreamsLock() {
    assertThat(deadlock(PrintLockSamples.PrintfSynchronizedList.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void printStackTraceRunsTheOverriddenMessageUnderSystemErr() {
    assertThat(deadlock(PrintLockSamples.StackTraceMessage.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aPlainArgumentOrOneRenderedBeforeTheLockIsNoCycle() {
    assertThat(deadlock(PrintLockSamples.PrintfPlainItem.class))
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(PrintLockSamples.FormatThenPrint.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void printWriterPrintfRendersUnderTheWrappedWritersLock() {
    FrontendResult r = RbDump.translate(PrintLockSamples.WriterPrintf.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("io-lock"));
    assertThat(deadlock(PrintLockSamples.WriterPrintf.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(PrintLockSamples.WritersSharingALock.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aWriterPrintingAfterTheLockOrRenderingFirstIsNoCycle() {
    assertThat(deadlock(PrintLockSamples.WriterPrintfAfterLock.class))
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(PrintLockSamples.WriterPrintlnObject.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void printStackTraceToAWriterHoldsTheWriterObject() {
    assertThat(deadlock(PrintLockSamples.WriterStackTraces.class))
        .isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(PrintLockSamples.WriterStackTraceAndPrintln.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPrintWriterWhoseLockIsNotNamedIsAnUnsoundCaveat() {
    FrontendResult r = RbDump.translate(PrintLockSamples.WriterOverStream.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("io-lock")
        && c.effect() == Caveat.Effect.UNSOUND);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.ir.frontend.samples.Aliasing;
import org.petrify.ir.frontend.samples.CapturedResults;
import org.petrify.ir.frontend.samples.CasResults;
import org.petrify.ir.frontend.samples.ClassicDeadlock;
import org.petrify.ir.frontend.samples.DiningLoop;
import org.petrify.ir.frontend.samples.DoneFlags;
import org.petrify.ir.frontend.samples.Composes;
import org.petrify.ir.frontend.samples.Exceptions;
import org.petrify.ir.frontend.samples.FactoryNodes;
import org.petrify.ir.frontend.samples.Locks;
import org.petrify.ir.frontend.samples.OwnTickets;
import org.petrify.ir.frontend.samples.SharedRequests;
import org.petrify.ir.frontend.samples.PhaseSwitch;
import org.petrify.ir.frontend.samples.MovedRequests;
import org.petrify.ir.frontend.samples.FilledLists;
import org.petrify.ir.frontend.samples.PendingLists;
import org.petrify.ir.frontend.samples.PinnedGetters;
import org.petrify.ir.frontend.samples.PolledRequests;
import org.petrify.ir.frontend.samples.StoreBuffering;
import org.petrify.ir.frontend.samples.StoreBufferingVolatile;
import org.petrify.ir.frontend.samples.SummaryNodes;
import org.petrify.ir.frontend.samples.SyncListAddAll;
import org.petrify.ir.frontend.samples.SyncMethods;
import org.petrify.ir.frontend.samples.TestedArguments;
import org.petrify.ir.frontend.samples.ThreadMonitors;
import org.petrify.ir.frontend.samples.Transfers;
import org.petrify.ir.frontend.samples.TrySemaphoreSamples;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * The translated samples have the deadlock verdict of the Java programs (decided by the rb
 * interpreter, independent of the net encoding), and their rb text round-trips.
 */
class FrontendVerdictTest {
  static Stream<Arguments> samples() {
    return Stream.of(
        Arguments.of(ClassicDeadlock.class, RbInterpreter.Answer.YES),
        Arguments.of(DiningLoop.class, RbInterpreter.Answer.YES),
        Arguments.of(Aliasing.class, RbInterpreter.Answer.YES),
        Arguments.of(SyncMethods.class, RbInterpreter.Answer.NO),
        Arguments.of(Locks.class, RbInterpreter.Answer.YES),
        Arguments.of(Exceptions.class, RbInterpreter.Answer.NO),
        Arguments.of(FactoryNodes.class, RbInterpreter.Answer.YES),
        Arguments.of(SummaryNodes.class, RbInterpreter.Answer.YES),
        Arguments.of(PhaseSwitch.class, RbInterpreter.Answer.NO),
        Arguments.of(StoreBuffering.class, RbInterpreter.Answer.YES),
        Arguments.of(StoreBufferingVolatile.class, RbInterpreter.Answer.NO),
        Arguments.of(SyncListAddAll.class, RbInterpreter.Answer.YES),
        Arguments.of(SyncListAddAll.Ordered.class, RbInterpreter.Answer.NO),
        Arguments.of(OwnTickets.class, RbInterpreter.Answer.NO),
        Arguments.of(OwnTickets.Late.class, RbInterpreter.Answer.YES),
        Arguments.of(OwnTickets.Handed.class, RbInterpreter.Answer.YES),
        Arguments.of(PolledRequests.class, RbInterpreter.Answer.NO),
        Arguments.of(PolledRequests.OwnOnly.class, RbInterpreter.Answer.YES),
        Arguments.of(PolledRequests.Taken.class, RbInterpreter.Answer.NO),
        Arguments.of(PolledRequests.TakenTwice.class, RbInterpreter.Answer.YES),
        Arguments.of(MovedRequests.class, RbInterpreter.Answer.NO),
        Arguments.of(PendingLists.class, RbInterpreter.Answer.NO),
        Arguments.of(PendingLists.Returns.class, RbInterpreter.Answer.YES),
        Arguments.of(PendingLists.Dropped.class, RbInterpreter.Answer.YES),
        Arguments.of(FilledLists.class, RbInterpreter.Answer.NO),
        Arguments.of(FilledLists.Early.class, RbInterpreter.Answer.YES),
        Arguments.of(FilledLists.Racing.class, RbInterpreter.Answer.YES),
        Arguments.of(FilledLists.Walked.class, RbInterpreter.Answer.NO),
        Arguments.of(FilledLists.Unasked.class, RbInterpreter.Answer.NO),
        Arguments.of(MovedRequests.Twice.class, RbInterpreter.Answer.YES),
        Arguments.of(MovedRequests.PutBack.class, RbInterpreter.Answer.NO),
        Arguments.of(MovedRequests.SameAgain.class, RbInterpreter.Answer.YES),
        Arguments.of(DoneFlags.class, RbInterpreter.Answer.NO),
        Arguments.of(DoneFlags.Listener.class, RbInterpreter.Answer.NO),
        Arguments.of(DoneFlags.Returned.class, RbInterpreter.Answer.NO),
        Arguments.of(DoneFlags.Early.class, RbInterpreter.Answer.YES),
        Arguments.of(DoneFlags.Maybe.class, RbInterpreter.Answer.YES),
        Arguments.of(DoneFlags.Reset.class, RbInterpreter.Answer.YES),
        Arguments.of(TrySemaphoreSamples.Unknown.class, RbInterpreter.Answer.NO),
        Arguments.of(TrySemaphoreSamples.UnknownRefused.class, RbInterpreter.Answer.YES),
        Arguments.of(TrySemaphoreSamples.Skipped.class, RbInterpreter.Answer.YES),
        Arguments.of(TrySemaphoreSamples.SkippedHarmless.class, RbInterpreter.Answer.NO),
        Arguments.of(CasResults.class, RbInterpreter.Answer.NO),
        Arguments.of(CasResults.Ref.class, RbInterpreter.Answer.NO),
        Arguments.of(CasResults.RefEarly.class, RbInterpreter.Answer.YES),
        Arguments.of(CasResults.Early.class, RbInterpreter.Answer.YES),
        Arguments.of(CasResults.NotDone.class, RbInterpreter.Answer.YES),
        Arguments.of(CasResults.Reset.class, RbInterpreter.Answer.YES),
        Arguments.of(CasResults.Back.class, RbInterpreter.Answer.YES),
        Arguments.of(SharedRequests.class, RbInterpreter.Answer.NO),
        Arguments.of(SharedRequests.One.class, RbInterpreter.Answer.YES),
        Arguments.of(SharedRequests.Looped.class, RbInterpreter.Answer.YES),
        Arguments.of(CapturedResults.class, RbInterpreter.Answer.NO),
        Arguments.of(CapturedResults.Early.class, RbInterpreter.Answer.YES),
        Arguments.of(CapturedResults.MarkerDone.class, RbInterpreter.Answer.YES),
        Arguments.of(CapturedResults.NotDone.class, RbInterpreter.Answer.YES),
        Arguments.of(CapturedResults.Reassigned.class, RbInterpreter.Answer.YES),
        Arguments.of(ThreadMonitors.class, RbInterpreter.Answer.NO),
        Arguments.of(ThreadMonitors.Nested.class, RbInterpreter.Answer.NO),
        Arguments.of(ThreadMonitors.EntryBlocked.class, RbInterpreter.Answer.YES),
        Arguments.of(ThreadMonitors.Reacquired.class, RbInterpreter.Answer.YES),
        Arguments.of(Transfers.class, RbInterpreter.Answer.NO),
        Arguments.of(Transfers.Alone.class, RbInterpreter.Answer.YES),
        Arguments.of(Transfers.PutFirst.class, RbInterpreter.Answer.YES),
        Arguments.of(Transfers.PutFirstTakeTwice.class, RbInterpreter.Answer.NO),
        Arguments.of(Transfers.TryLost.class, RbInterpreter.Answer.YES),
        Arguments.of(Composes.class, RbInterpreter.Answer.NO),
        Arguments.of(Composes.Never.class, RbInterpreter.Answer.YES),
        Arguments.of(Composes.Later.class, RbInterpreter.Answer.NO),
        Arguments.of(Composes.TooEarly.class, RbInterpreter.Answer.YES),
        Arguments.of(TestedArguments.class, RbInterpreter.Answer.NO),
        Arguments.of(TestedArguments.Redefined.class, RbInterpreter.Answer.YES),
        Arguments.of(TestedArguments.NullSide.class, RbInterpreter.Answer.YES),
        Arguments.of(PinnedGetters.class, RbInterpreter.Answer.NO));
  }

  @ParameterizedTest
  @MethodSource("samples")
  void deadlockVerdictOfTheTranslation(Class<?> main, RbInterpreter.Answer expected) {
    Program p = RbDump.translate(main).program();
    RbInterpreter.Exploration e = RbInterpreter.of(p).explore(200_000);
    assertThat(e.deadlock()).as(RbDump.dump(p)).isEqualTo(expected);
  }

  @ParameterizedTest
  @MethodSource("samples")
  void rbTextRoundTrips(Class<?> main, RbInterpreter.Answer ignored) {
    Program p = RbDump.translate(main).program();
    String text = RbPrinter.print(p);
    assertThat(RbPrinter.print(RbParser.parse(text))).isEqualTo(text);
  }
}

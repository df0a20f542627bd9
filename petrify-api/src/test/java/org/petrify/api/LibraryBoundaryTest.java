package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.BlockingCalls;

/**
 * The library boundary is an allow-list: each JDK method known to block, used once in a tiny
 * program ({@link BlockingCalls}), is either modelled (the deadlock is found) or gets an
 * UNSOUND caveat naming the method, so the deadlock verdict is never a silent HOLDS; calls that
 * do not block (spinning, sleeping, pure library families) add no caveat.
 */
class LibraryBoundaryTest {

  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).deadlock();
  }

  /** Each program, and a word the caveat (if the call is not modelled) must contain. */
  static Stream<Arguments> blockingCalls() {
    return Stream.of(
        Arguments.of(BlockingCalls.CompletionTake.class, "ExecutorCompletionService.take"),
        Arguments.of(BlockingCalls.CompletionPoll.class, "ExecutorCompletionService.poll"),
        Arguments.of(BlockingCalls.CompletionStarvation.class, "completion service"),
        Arguments.of(BlockingCalls.ProcessWait.class, "Process.waitFor"),
        Arguments.of(BlockingCalls.ReflectiveWait.class, "Method.invoke"),
        Arguments.of(BlockingCalls.DequeTake.class, "modelled"),
        Arguments.of(BlockingCalls.Transfer.class, "transfer"),
        Arguments.of(BlockingCalls.Select.class, "Selector.select"),
        Arguments.of(BlockingCalls.StdinRead.class, "InputStream.read"),
        Arguments.of(BlockingCalls.StdinLine.class, "BufferedReader.readLine"),
        Arguments.of(BlockingCalls.StdinScanner.class, "Scanner.nextLine"),
        Arguments.of(BlockingCalls.Accept.class, "ServerSocket.accept"),
        Arguments.of(BlockingCalls.FileLock.class, "FileChannel.lock"),
        Arguments.of(BlockingCalls.AwaitUninterruptibly.class, "modelled"),
        Arguments.of(BlockingCalls.FutureJoin.class, "modelled"),
        Arguments.of(BlockingCalls.UnknownFuture.class, "waiting for"),
        Arguments.of(BlockingCalls.Park.class, "modelled"),
        Arguments.of(BlockingCalls.Exchange.class, "modelled"),
        Arguments.of(BlockingCalls.Acquire.class, "modelled"),
        Arguments.of(BlockingCalls.LatchAwait.class, "modelled"),
        Arguments.of(BlockingCalls.TimedWait.class, "modelled"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("blockingCalls")
  void noBlockingCallPassesSilently(Class<?> main, String named) {
    Report r = deadlock(main);
    assertThat(r.verdict()).as(r.text()).isIn(Verdict.VIOLATED, Verdict.INCONCLUSIVE);
    if (r.verdict() == Verdict.INCONCLUSIVE) {
      assertThat(r.unacceptedUnsoundCaveats()).as(r.text()).anySatisfy(c ->
          assertThat(c.message()).contains(named));
    }
  }

  @Test
  void theCompletionServiceTakeIsNoLongerADeadlockFreeProgram() {
    Report r = deadlock(BlockingCalls.CompletionTake.class);
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.unacceptedUnsoundCaveats()).extracting(c -> c.kind().id()).contains("blocking-call");
  }

  @Test
  void forkJoinTasksAreModelledNotTrusted() {
    // ForkJoinModel: fork/join and ForkJoinPool.invoke of a task that takes no lock is decided
    for (Class<?> main : new Class<?>[] {BlockingCalls.ForkJoin.class,
        BlockingCalls.PoolInvoke.class}) {
      Report r = deadlock(main);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
      assertThat(r.caveats()).as(r.text()).noneSatisfy(c -> assertThat(c.effect())
          .isEqualTo(Caveat.Effect.UNSOUND));
    }
  }

  @Test
  void spinningSleepingAndPureLibraryCallsAreTrusted() {
    for (Class<?> main : new Class<?>[] {BlockingCalls.Spin.class, BlockingCalls.Pure.class}) {
      Report r = deadlock(main);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
      assertThat(r.caveats()).as(r.text()).noneSatisfy(c -> assertThat(c.effect())
          .isEqualTo(Caveat.Effect.UNSOUND));
    }
  }
}

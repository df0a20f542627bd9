package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;

/**
 * The {@code StampedLock} model ({@link StampedHolds}) on small scenarios written as operation
 * strings, one per thread ({@code R}/{@code r}: read lock/unlock, {@code W}/{@code w}: write
 * lock/unlock, {@code U}: {@code unlock(stamp)}; pinned attempts that must succeed, a failure
 * waiting forever: {@code T} {@code tryWriteLock}, {@code C} read-to-write conversion,
 * {@code D} write-to-read conversion), each decided over all interleavings by the rb interpreter
 * and by the engine on the encoded net, with and without partial-order reduction.
 */
class StampedModelTest {
  private static final StampedHolds SL =
      new StampedHolds("s.write", "s.readers", "s.held", Origin.NONE);

  private static List<Command> thread(String ops) {
    int[] next = {0};
    Supplier<String> label = () -> "l" + next[0]++;
    List<Command> cs = new ArrayList<>();
    for (char op : ops.toCharArray()) {
      cs.addAll(switch (op) {
        case 'R' -> SL.readLock(label);
        case 'r' -> SL.unlockRead(label);
        case 'W' -> SL.writeLock(label);
        case 'w' -> SL.unlockWrite(label);
        case 'U' -> SL.unlock(label);
        case 'T' -> mustSucceed(SL::tryWriteLock, label);
        case 'C' -> mustSucceed(SL::readToWrite, label);
        case 'D' -> mustSucceed(SL::writeToRead, label);
        default -> throw new IllegalArgumentException("op " + op);
      });
    }
    return cs;
  }

  /** The attempt, whose failure waits forever (for a counter that stays 0). */
  private static List<Command> mustSucceed(LibraryModel.TryMaker attempt, Supplier<String> label) {
    String failure = label.get();
    String after = label.get();
    List<Command> cs = new ArrayList<>(attempt.make(label.get(), failure, label));
    cs.add(new Command.Goto(label.get(), after, Origin.NONE));
    cs.add(new Command.Down(failure, "never", 1, Origin.NONE));
    cs.add(new Command.Skip(after, Origin.NONE));
    return cs;
  }

  private static Program program(String... threads) {
    return ForkedScenarios.forked(StampedModelTest::thread, List.of(
        new Counter("s.write", 1, 1, false),
        new Counter("s.readers", ModelContext.READ_HOLDS, 0, true),
        new Counter("s.held", 1, 0, false),
        new Counter("never", 1, 0, false)), threads);
  }

  @ParameterizedTest(name = "{0} | {1}: deadlock {2}")
  @CsvSource({
      // not reentrant: a second write lock, a read lock under the write lock, an upgrade
      "WW, '', true",
      "WR, '', true",
      "RW, '', true",
      // a reader passes a writer that waits for another read hold (Java since JDK 16)
      "RRrr, Ww, false",
      "Rr, Ww, false",
      // unlock(stamp) of a read stamp and of a write stamp, in two threads
      "RU, WU, false",
      "WU, RU, false",
      // a release of what is not held waits forever
      "w, '', true",
      "r, '', true",
      // tryWriteLock succeeds on a free lock, fails under the thread's own read hold
      "Tw, '', false",
      "RT, '', true",
      // the sole reader converts to the write lock; a second reader makes it fail
      "RCw, '', false",
      "RCw, Rr, true",
      // the writer converts to a read hold, a writer of another thread waits for it
      "WDr, Ww, false"})
  void verdicts(String first, String second, boolean deadlock) {
    ForkedScenarios.assertDeadlock(second.isEmpty() ? program(first)
        : program(first, second), deadlock);
  }
}

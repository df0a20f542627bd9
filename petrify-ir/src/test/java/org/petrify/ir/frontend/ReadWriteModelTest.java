package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;

/**
 * The {@code ReentrantReadWriteLock} model ({@link ReadWriteLockModel.ReadWrite}) on small scenarios
 * written as operation strings, one per thread ({@code R}/{@code r}: read lock/unlock,
 * {@code W}/{@code w}: write lock/unlock), each decided over all interleavings by the rb
 * interpreter and by the engine on the encoded net. (A new read hold of another thread that
 * waits behind a waiting writer is corpus {@code juc.rrwl.reentrantread}.)
 */
class ReadWriteModelTest {
  private static final ReadWriteLockModel.ReadWrite RW =
      new ReadWriteLockModel.ReadWrite("rw.write", "rw.readers", "rw.rholds", "rw.wholds");

  private static List<Command> thread(String ops) {
    int[] next = {0};
    Supplier<String> label = () -> "l" + next[0]++;
    List<Command> cs = new ArrayList<>();
    for (char op : ops.toCharArray()) {
      Function<Supplier<String>, List<Command>> step = switch (op) {
        case 'R' -> l -> RW.readLock(l, Origin.NONE);
        case 'r' -> l -> RW.readUnlock(l, Origin.NONE);
        case 'W' -> l -> RW.writeLock(l, Origin.NONE);
        case 'w' -> l -> RW.writeUnlock(l, Origin.NONE);
        default -> throw new IllegalArgumentException("op " + op);
      };
      cs.addAll(step.apply(label));
    }
    return cs;
  }

  private static Program program(String... threads) {
    return ForkedScenarios.forked(ReadWriteModelTest::thread, List.of(
        new Counter("rw.readers", ModelContext.READ_HOLDS, 0, true),
        new Counter("rw.rholds", ModelContext.READ_HOLDS, 0, true, true),
        new Counter("rw.wholds", ModelContext.READ_HOLDS, 0, true, true)), threads);
  }

  @ParameterizedTest(name = "{0} | {1}: deadlock {2}")
  @CsvSource({
      // a reader re-enters, maybe while a writer waits: Java lets it pass
      "RRrr, Ww, false",
      // upgrade: a write lock waits for the thread's own read hold
      "RW, '', true",
      // downgrade, then a nested write hold and both unlocks
      "WRWwwr, '', false",
      // reentrant write, reads by another thread afterwards
      "WWww, Rr, false",
      // unlock without a hold waits forever
      "r, '', true"})
  void verdicts(String first, String second, boolean deadlock) {
    ForkedScenarios.assertDeadlock(second.isEmpty() ? program(first)
        : program(first, second), deadlock);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

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
    List<Procedure> procs = new ArrayList<>();
    List<Command> main = new ArrayList<>();
    for (int i = 0; i < threads.length; i++) {
      main.add(new Command.Fork("f" + i, "p" + i, "t" + (i + 1), Origin.NONE));
      procs.add(new Procedure("p" + i, thread(threads[i])));
    }
    procs.add(new Procedure("main", main));
    return new Program(procs, "main", List.of(), List.of(
        new Counter("rw.readers", ModelContext.READ_HOLDS, 0, true),
        new Counter("rw.rholds", ModelContext.READ_HOLDS, 0, true, true),
        new Counter("rw.wholds", ModelContext.READ_HOLDS, 0, true, true)));
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
    Program p = second.isEmpty() ? program(first) : program(first, second);
    String text = RbPrinter.print(p);
    RbInterpreter.Exploration e = RbInterpreter.of(p).explore(100_000);
    assertThat(e.deadlock()).as(text)
        .isEqualTo(deadlock ? RbInterpreter.Answer.YES : RbInterpreter.Answer.NO);
    EncodedProgram net = NetEncoder.encode(p);
    for (boolean por : new boolean[] {true, false}) {
      assertThat(ModelChecker.of(net.net())
          .options(CheckOptions.defaults().withPartialOrderReduction(por))
          .check(net.deadlock()).verdict()).as("por %s: %s", por, text)
          .isEqualTo(deadlock ? Verdict.TRUE : Verdict.FALSE);
    }
  }
}

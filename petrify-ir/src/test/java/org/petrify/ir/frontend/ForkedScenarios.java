package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
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
 * Small rb scenarios of a library model: {@code main} forks one thread per command list, and
 * the deadlock verdict is decided over all interleavings by the rb interpreter and by the engine
 * on the encoded net, with and without partial-order reduction.
 */
final class ForkedScenarios {
  private ForkedScenarios() {
  }

  /**
   * The program whose main forks threads {@code t1, t2, ...}, one per operation string, each
   * running the commands {@code thread} makes of its string.
   */
  static Program forked(Function<String, List<Command>> thread, List<Counter> counters,
      String... threads) {
    List<Procedure> procs = new ArrayList<>();
    List<Command> main = new ArrayList<>();
    for (int i = 0; i < threads.length; i++) {
      main.add(new Command.Fork("f" + i, "p" + i, "t" + (i + 1), Origin.NONE));
      procs.add(new Procedure("p" + i, thread.apply(threads[i])));
    }
    procs.add(new Procedure("main", main));
    return new Program(procs, "main", List.of(), counters);
  }

  /** Asserts that all three agree that the program can deadlock, or that it cannot. */
  static void assertDeadlock(Program p, boolean deadlock) {
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

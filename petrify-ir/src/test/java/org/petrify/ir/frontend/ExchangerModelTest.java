package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.encode.ThreadState;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * The {@code Exchanger.exchange} protocol of {@link ExchangerModel#exchange}, run by the rb
 * interpreter and, through the net encoding, by the engine: threads that exchange on one
 * exchanger pair off, exactly one is left waiting when their number is odd, and the one left is
 * never a thread whose offer was taken.
 */
class ExchangerModelTest {
  private static final String X = "x";

  /** A program whose main thread forks one thread per entry of {@code threads}. */
  private static Program program(List<List<Command>> threads) {
    List<Procedure> procs = new ArrayList<>();
    List<Command> main = new ArrayList<>();
    for (int i = 0; i < threads.size(); i++) {
      main.add(new Command.Fork("f" + i, "p" + i, "t" + (char) ('a' + i), Origin.NONE));
      procs.add(new Procedure("p" + i, threads.get(i)));
    }
    procs.add(new Procedure("main", main));
    return new Program(procs, "main", List.of(), List.of(new Counter("seen", 1, 0, false),
        new Counter(X + ".offered", 1, 0, false), new Counter(X + ".matched", 1, 0, false)));
  }

  private static List<Command> exchange(List<Command> before) {
    return exchange(before, List.of());
  }

  private static List<Command> exchange(List<Command> before, List<Command> after) {
    int[] next = {0};
    Supplier<String> label = () -> "e" + next[0]++;
    List<Command> cs = new ArrayList<>(before);
    cs.addAll(ExchangerModel.exchange(X, label, Origin.NONE));
    cs.addAll(after);
    return cs;
  }

  /** The states of a complete exploration where no instance can move and some instance exists. */
  private static List<RbInterpreter.State> deadlocks(Program p) {
    RbInterpreter rb = RbInterpreter.of(p);
    RbInterpreter.Exploration e = rb.explore(200_000);
    assertThat(e.complete()).isTrue();
    return e.states().stream()
        .filter(s -> !s.instances().isEmpty() && rb.successors(s).isEmpty()).toList();
  }

  private static CheckResult engine(Program p, boolean por) {
    EncodedProgram e = NetEncoder.encode(p);
    assertThat(e.caveats()).isEmpty();
    return ModelChecker.of(e.net())
        .options(CheckOptions.defaults().withPartialOrderReduction(por))
        .check(e.deadlock());
  }

  @ParameterizedTest
  @CsvSource({"1, true", "2, false", "3, true", "4, false"})
  void threadsPairOffAndAnOddOneOutWaits(int n, boolean deadlock) {
    List<List<Command>> threads = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      threads.add(exchange(List.of()));
    }
    Program p = program(threads);
    String text = RbPrinter.print(p);
    List<RbInterpreter.State> dead = deadlocks(p);
    assertThat(dead.isEmpty()).as(text).isEqualTo(!deadlock);
    for (RbInterpreter.State s : dead) {
      assertThat(s.instances()).as("the one left without a partner: %s", s).hasSize(1);
    }
    if (!deadlock) {
      assertThat(RbInterpreter.of(p).explore(200_000).termination())
          .isEqualTo(RbInterpreter.Answer.YES);
    }
    for (boolean por : new boolean[] {true, false}) {
      assertThat(engine(p, por).verdict()).as("por %s", por)
          .isEqualTo(deadlock ? Verdict.TRUE : Verdict.FALSE);
    }
  }

  /**
   * A offers, B takes A's offer, and only then C arrives, maybe before A has resumed (rb
   * {@code until}s on the model's {@code offered} and on a test counter that B sets order
   * them): A and B are a pair, so C is the one left waiting, whatever the scheduling. A model
   * whose "matched" answer any waiting thread could take would let C steal it and leave A.
   */
  @Test
  void aLateThirdThreadCannotStealTheAnswerOfAPair() {
    Command afterOffer = new Command.Until("g", X + ".offered", true, 1, Origin.NONE);
    Command taken = new Command.Up("s", "seen", 1, Origin.NONE);
    Command afterTake = new Command.Until("g", "seen", true, 1, Origin.NONE);
    Program p = program(List.of(exchange(List.of()),
        exchange(List.of(afterOffer), List.of(taken)), exchange(List.of(afterTake))));
    List<RbInterpreter.State> dead = deadlocks(p);
    assertThat(dead).isNotEmpty();
    for (RbInterpreter.State s : dead) {
      assertThat(s.instances()).extracting(RbInterpreter.Instance::thread).containsExactly("tc");
    }
    EncodedProgram e = NetEncoder.encode(p);
    CheckResult r = engine(p, true);
    assertThat(r.verdict()).isEqualTo(Verdict.TRUE);
    int[] end = r.witness().orElseThrow().replay(e.net());
    assertThat(e.origins().threadStates(end)).extracting(ThreadState::thread)
        .containsExactly("tc");
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.ValueRaces;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link RaceView}: the static race check finds the same racing variables on the view as on the
 * program (generated programs, with and without raises, with inert procedures of reads, writes
 * and raises added and called), and the view drops the calls of inert procedures.
 */
class RaceViewTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);

  @Test
  void inertCallsBecomeTheirOutcomes() {
    Program p = RbParser.parse("""
        main main
        var v { a b } = a
        proc main {
          a: call quiet else h
          b: assign v b
          c: call fails else h
          d: assign v a
          h: switch v a exit b exit
        }
        proc quiet {
          a: read x
          b: jump c d
          c: raise
          d: write x
        }
        proc fails {
          a: raise
        }
        """);
    Program view = RaceView.of(p);
    assertThat(view.procedure("main").body()).containsExactly(
        new Command.Jump("a", List.of("b", "h"), p.procedure("main").body().get(0).origin()),
        p.procedure("main").body().get(1),
        new Command.Goto("c", "h", p.procedure("main").body().get(2).origin()),
        p.procedure("main").body().get(3),
        p.procedure("main").body().get(4));
    assertThat(RaceView.inert(view.procedures())).containsOnlyKeys("quiet", "fails");
    assertThat(RaceView.inert(p.procedures())).containsOnlyKeys("fails");
  }

  @Test
  void raceCheckAgreesOnTheView() {
    int views = 0;
    int smaller = 0;
    for (int run = 0; run < 2 * SEEDS; run++) {
      Program p = withInertCalls(RandomPrograms.generate(new Random(run % SEEDS), run >= SEEDS),
          new Random(run));
      if (p.variables().isEmpty()) {
        continue;
      }
      Program view = RaceView.of(p);
      assertThat(RbParser.parse(RbPrinter.print(view))).isEqualTo(view);
      assertThat(ValueRaces.racy(view)).as("run %d\n%s\n--- view ---\n%s", run,
          RbPrinter.print(p), RbPrinter.print(view)).isEqualTo(ValueRaces.racy(p));
      views++;
      if (view.procedures().stream().flatMap(q -> q.body().stream())
          .noneMatch(c -> c instanceof Command.Call call && call.procedure().startsWith("inert"))) {
        smaller++;
      }
    }
    System.out.printf("race view vs race check: %d programs with variables, %d without inert"
        + " calls%n",
        views, smaller);
    assertThat(views).isGreaterThan(SEEDS / 2);
    assertThat(smaller).isEqualTo(views);
  }

  /**
   * The program with two inert procedures added ({@code inert0}: read, then raise or write;
   * {@code inert1}: calls inert0, then raises) and, before some commands of every procedure,
   * a call of one of them (the call's label is fresh, the command keeps its own).
   */
  private static Program withInertCalls(Program p, Random random) {
    Program extra = RbParser.parse("""
        main inert0
        proc inert0 {
          a: read x
          b: jump c d
          c: raise
          d: write x
        }
        proc inert1 {
          a: call inert0
          b: raise
        }
        """);
    List<Procedure> out = new ArrayList<>(extra.procedures());
    for (Procedure q : p.procedures()) {
      List<Command> body = new ArrayList<>();
      int k = 0;
      for (Command c : q.body()) {
        if (random.nextInt(3) == 0) {
          body.add(new Command.Call("inert_" + k++, "inert" + random.nextInt(2), c.origin()));
        }
        body.add(c);
      }
      out.add(new Procedure(q.name(), body));
    }
    return new Program(out, p.main(), p.variables(), p.counters());
  }
}

package org.petrify.ir.rb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RbTextTest {

  @Test
  void printsSortedWithOriginsAndParsesBack() {
    Origin o = new Origin("app.Main", "main", "Main.java", 12, 7);
    Program p = new Program(List.of(
        new Procedure("worker", List.of(
            new Command.Acquire("w0", "lock#app.Main.main:12", o),
            new Command.Release("w1", "lock#app.Main.main:12", Origin.NONE))),
        new Procedure("main", List.of(
            new Command.Fork("l0", "worker", "t1", new Origin("app.Main", "lambda$main$0", null,
                -1, -1)),
            new Command.Jump("l1", List.of("l0", "exit"), Origin.NONE),
            new Command.Join("l2", "t1", new Origin("app.Main", "main", "Main.java", 3, -1)),
            new Command.Write("l3", "a variable with spaces", Origin.NONE)))), "main");
    String text = RbPrinter.print(p);
    assertThat(text).isEqualTo("""
        main main

        proc main {
          l0: fork worker t1                     // at app.Main.lambda$main$0(Unknown Source)
          l1: jump l0 exit
          l2: join t1                            // at app.Main.main(Main.java:3)
          l3: write "a variable with spaces"
        }

        proc worker {
          w0: acquire lock#app.Main.main:12      // at app.Main.main(Main.java:12) bci 7
          w1: release lock#app.Main.main:12
        }
        """);
    assertThat(RbParser.parse(text)).isEqualTo(p);
  }

  @Test
  void perThreadVariablesRoundTrip() {
    String text = """
        main m
        var done { false true } = false per-thread
        var shared { false true } = true

        proc m {
          a: assign done true
        }
        """;
    Program p = RbParser.parse(text);
    assertThat(p.variables()).containsExactly(
        new Variable("done", List.of("false", "true"), "false", true),
        new Variable("shared", List.of("false", "true"), "true"));
    assertThat(RbPrinter.print(p)).isEqualTo(text);
  }

  @Test
  void countersAndTheirCommandsRoundTrip() {
    String text = """
        main m
        counter holds limit 2 init 0 per-thread
        counter permits limit 3 init 1
        counter queue cap 2 init 0

        proc m {
          a: down permits 1
          b: up queue 2
          c: trydown permits 1 else e
          d: tryup queue 1 else exit
          e: until queue >= 1
          f: until permits <= 0
          g: join self
        }
        """;
    Program p = RbParser.parse(text);
    assertThat(p.counters()).containsExactly(new Counter("holds", 2, 0, true, true),
        new Counter("permits", 3, 1, true), new Counter("queue", 2, 0, false));
    assertThat(p.procedure("m").body()).contains(
        new Command.TryDown("c", "permits", 1, "e", Origin.NONE),
        new Command.Until("f", "permits", false, 0, Origin.NONE),
        new Command.Join("g", Command.Join.SELF, Origin.NONE));
    assertThat(RbPrinter.print(p)).isEqualTo(text);
  }

  @Test
  void timedWaitsWithTimeoutLabelsRoundTrip() {
    String text = """
        main m
        counter c cap 1 init 1

        proc m {
          a: fork w t
          b: join t timed else b
          c: until c <= 0 timed else e
          d: until c >= 1 timed
          e: join t timed
        }

        proc w {
          x: skip
        }
        """;
    Program p = RbParser.parse(text);
    assertThat(p.procedure("m").body()).contains(
        new Command.Join("b", "t", true, "b", Origin.NONE),
        new Command.Until("c", "c", false, 0, true, "e", Origin.NONE),
        new Command.Until("d", "c", true, 1, true, null, Origin.NONE));
    assertThat(p.procedure("m").body().get(1).targets()).containsExactly("b");
    assertThat(RbPrinter.print(p)).isEqualTo(text);
    assertThatThrownBy(() -> RbParser.parse(text.replace("timed else e", "timed e")))
        .isInstanceOf(RbSyntaxException.class);
  }

  @Test
  void conditionsAndParkingRoundTrip() {
    String text = """
        main m

        proc m {
          a: acquire k
          b: await c on k
          c: await k on k timed
          d: signal c on k
          e: signalAll c on k
          f: release k
          g: unpark self
          h: park
          i: park timed
          j: unpark t1
        }
        """;
    Program p = RbParser.parse(text);
    assertThat(p.procedure("m").body()).contains(
        new Command.Await("c", "k", "k", true, Origin.NONE),
        new Command.Signal("e", "c", "k", true, Origin.NONE),
        new Command.Park("i", true, Origin.NONE),
        new Command.Unpark("g", Command.Join.SELF, Origin.NONE));
    assertThat(RbPrinter.print(p)).isEqualTo(text);
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: await c k\n}\n"))
        .isInstanceOf(RbSyntaxException.class).hasMessageContaining("CONDITION on LOCK");
  }

  @Test
  void rejectsBadCounters() {
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: down c 1\n}\n"))
        .isInstanceOf(RbSyntaxException.class).hasMessageContaining("undeclared counter c");
    assertThatThrownBy(() -> RbParser.parse("main m\ncounter c cap 1 init 2\nproc m {\n}\n"))
        .isInstanceOf(RbSyntaxException.class).hasMessageContaining("init <= cap");
    assertThatThrownBy(() -> RbParser.parse(
        "main m\ncounter c cap 1 init 0\nproc m {\n  a: down c 0\n}\n"))
        .isInstanceOf(RbSyntaxException.class).hasMessageContaining("at least 1");
    assertThatThrownBy(() -> RbParser.parse(
        "main m\ncounter c cap 1 init 0\nproc m {\n  a: until c > 0\n}\n"))
        .isInstanceOf(RbSyntaxException.class).hasMessageContaining("until takes");
  }

  @Test
  void variablesPrintSortedAndParseBack() {
    String text = """
        main m
        var ready { false true } = false
        var state { null IDLE "two words" } = null

        proc m {
          a: assign ready true
          b: switch state null a IDLE exit "two words" c
          c: skip
        }
        """;
    Program p = RbParser.parse(text);
    assertThat(p.variables()).extracting(Variable::name).containsExactly("ready", "state");
    assertThat(p.procedure("m").body().get(1)).isEqualTo(new Command.Switch("b", "state",
        List.of("null", "IDLE", "two words"), List.of("a", "exit", "c"), Origin.NONE));
    assertThat(RbPrinter.print(p)).isEqualTo(text);
    Program reversed = new Program(p.procedures(), "m", List.of(p.variables().get(1),
        p.variables().get(0)));
    assertThat(reversed).isEqualTo(p);
  }

  @Test
  void rejectsBadVariableUse() {
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: assign x true\n}\n"))
        .isInstanceOf(RbSyntaxException.class)
        .hasMessageContaining("undeclared variable x");
    assertThatThrownBy(() -> RbParser.parse(
        "main m\nvar x { false true } = false\nproc m {\n  a: assign x maybe\n}\n"))
        .hasMessageContaining("assigns maybe, not a value of x");
    assertThatThrownBy(() -> RbParser.parse(
        "main m\nvar x { false true } = false\nproc m {\n  a: switch x true exit\n}\n"))
        .hasMessageContaining("not the values of x");
    assertThatThrownBy(() -> RbParser.parse("main m\nvar x { false true } = maybe\n"
        + "proc m {\n}\n")).hasMessageContaining("initial value maybe");
    assertThatThrownBy(() -> RbParser.parse(
        "main m\nvar x { false true } = false\nproc m {\n  a: switch x true exit false\n}\n"))
        .hasMessageContaining("switch takes");
  }

  @Test
  void ignoresCommentsAndBlankLines() {
    Program p = RbParser.parse("""
        // a program
        main m
        proc m {   // the main procedure
          a: skip  // not an origin
        }
        """);
    assertThat(p.procedure("m").body()).containsExactly(new Command.Skip("a", Origin.NONE));
  }

  @Test
  void reportsLineAndColumn() {
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: frobnicate x\n}\n"))
        .isInstanceOf(RbSyntaxException.class)
        .hasMessage("rb:3:6: unknown command 'frobnicate'");
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: acquire\n}\n"))
        .hasMessage("rb:3:6: acquire takes 1 argument, found 0");
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: trylock k b\n}\n"))
        .hasMessage("rb:3:6: trylock takes 'LOCK else LABEL', found 2 arguments");
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: trylock k else b\n}\n"))
        .hasMessageStartingWith("rb:2:1: procedure m: a jumps to unknown label b");
    assertThat(RbParser.parse("main m\nproc m {\n  a: trylock \"k 1\" else exit\n}\n")
        .procedure("m").body())
        .containsExactly(new Command.TryAcquire("a", "k 1", Procedure.EXIT, Origin.NONE));
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: goto b\n}\n"))
        .hasMessageStartingWith("rb:2:1: procedure m: a jumps to unknown label b");
    assertThatThrownBy(() -> RbParser.parse("main m\nproc m {\n  a: skip\n"))
        .hasMessageStartingWith("rb:3:1: unexpected end of input");
    assertThatThrownBy(() -> RbParser.parse("main x\nproc m {\n}\n"))
        .hasMessage("rb:1:6: no main procedure x");
  }

  @Test
  void mangledTextGivesSyntaxErrorsOnly() {
    String[] junk = {" ", ":", "\"", "//", "{", "}", "\n", "x", "jump", "@", "(", "at "};
    for (int seed = 0; seed < 2000; seed++) {
      java.util.Random r = new java.util.Random(seed);
      StringBuilder text = new StringBuilder(RbPrinter.print(RandomPrograms.generate(r)));
      for (int k = 0; k < 1 + r.nextInt(3); k++) {
        int at = r.nextInt(text.length());
        if (r.nextBoolean()) {
          text.insert(at, junk[r.nextInt(junk.length)]);
        } else {
          text.delete(at, Math.min(text.length(), at + 1 + r.nextInt(4)));
        }
      }
      try {
        Program p = RbParser.parse(text.toString());
        assertThat(RbParser.parse(RbPrinter.print(p))).isEqualTo(p);
      } catch (RbSyntaxException e) {
        assertThat(e.getMessage()).matches("rb:\\d+:\\d+: .+");
      }
    }
  }
}

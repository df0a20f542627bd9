package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link DeadValues}: the reset net has fewer markings where values die, and the same deadlocks,
 * cycles and termination as the plain net (checked with the test's {@link NetExplorer} on
 * generated programs).
 */
class DeadValuesTest {

  /**
   * The main thread sets two flags on some paths and reads them, then never again; the workers
   * run afterwards. Without the reset the workers' interleavings are multiplied by the four
   * pairs of flag values the main thread left behind.
   */
  static final String FLAGS_THEN_WORKERS = """
      main main
      var f { 0 1 } = 0
      var g { 0 1 } = 0
      proc main {
        m0: jump m1 m2
        m1: assign f 1
        m2: jump m3 m4
        m3: assign g 1
        m4: switch f 0 m5 1 m5
        m5: switch g 0 m6 1 m6
        m6: fork work t1
        m7: fork work t2
        m8: acquire A
        m9: release A
      }
      proc work {
        w0: acquire A
        w1: read x
        w2: release A
      }
      """;

  @Test
  void deadFlagsAreResetSoTheirStatesMerge() {
    Program p = RbParser.parse(FLAGS_THEN_WORKERS);
    NetExplorer plain = new NetExplorer(NetEncoder.encode(p), 100_000);
    NetExplorer reset = new NetExplorer(NetEncoder.encode(p, resetting()), 100_000);
    assertThat(plain.complete).isTrue();
    assertThat(reset.complete).isTrue();
    assertThat(reset.states.size()).isLessThan(plain.states.size());
    assertThat(reset.deadlocks()).isEqualTo(plain.deadlocks()).isFalse();
  }

  /** A flag another thread reads, or one read by a thread with two instances, is kept. */
  @Test
  void sharedOrMultiInstanceReadersKeepTheValue() {
    String shared = FLAGS_THEN_WORKERS.replace("w1: read x", "w1: switch f 0 w2 1 w2")
        .replace("m5: switch g 0 m6 1 m6", "m5: skip");
    Program p = RbParser.parse(shared);
    NetExplorer plain = new NetExplorer(NetEncoder.encode(p), 100_000);
    NetExplorer reset = new NetExplorer(NetEncoder.encode(p, resetting()), 100_000);
    assertThat(reset.states.size()).isEqualTo(plain.states.size());
    String multi = """
        main main
        var f { 0 1 } = 0
        proc main {
          m0: fork reader t1
          m1: fork reader t1
        }
        proc reader {
          r0: jump r1 r2
          r1: assign f 1
          r2: switch f 0 r3 1 r3
          r3: acquire A
          r4: release A
        }
        """;
    Program q = RbParser.parse(multi);
    assertThat(new NetExplorer(NetEncoder.encode(q, resetting()), 100_000).states.size())
        .isEqualTo(new NetExplorer(NetEncoder.encode(q), 100_000).states.size());
  }

  /**
   * Generated programs: two or three threads, each with a variable of its own and one shared
   * variable, all of three values (assignments,
   * switches, nondeterministic jumps, loops, calls and two locks). The reset net must agree
   * with the plain net on deadlock, cycles and termination. (It may have a few more markings:
   * a point reached both by a resetting transition and by one that is not split keeps both
   * values.)
   */
  @Test
  void generatedProgramsKeepTheirAnswers() {
    int compared = 0;
    int smaller = 0;
    int larger = 0;
    for (int seed = 0; seed < 400; seed++) {
      Program p = RbParser.parse(generated(new Random(seed)));
      NetExplorer plain = new NetExplorer(NetEncoder.encode(p), 20_000);
      NetExplorer reset = new NetExplorer(NetEncoder.encode(p, resetting()), 20_000);
      if (!plain.complete || !reset.complete) {
        continue;
      }
      String context = "seed " + seed + "\n" + RbPrinter.print(p);
      assertThat(reset.deadlocks()).as("deadlock of %s", context).isEqualTo(plain.deadlocks());
      assertThat(reset.hasCycle()).as("cycle of %s", context).isEqualTo(plain.hasCycle());
      assertThat(reset.terminates()).as("termination of %s", context)
          .isEqualTo(plain.terminates());
      compared++;
      smaller += reset.states.size() < plain.states.size() ? 1 : 0;
      larger += reset.states.size() > plain.states.size() ? 1 : 0;
    }
    System.out.printf("dead values: %d programs compared, %d with fewer markings, %d with more%n",
        compared, smaller, larger);
    assertThat(compared).isGreaterThan(200);
    assertThat(smaller).isGreaterThan(10);
  }

  private static EncodingOptions resetting() {
    return EncodingOptions.defaults().withResetDeadValues(true);
  }

  /** A random program: see {@link #generatedProgramsKeepTheirAnswers}. */
  static String generated(Random random) {
    StringBuilder b = new StringBuilder("main main\n");
    for (String v : new String[] {"s", "v0", "v1", "v2", "v9"}) {
      b.append("var ").append(v).append(" { 0 1 2 } = 0\n");
    }
    int threads = 1 + random.nextInt(2);
    b.append(body("main", random, threads, 0));
    for (int t = 1; t <= threads; t++) {
      b.append(body("w" + t, random, 0, t));
    }
    b.append(body("helper", random, 0, 9));
    return b.toString();
  }

  /** Thread {@code id}'s procedure: its own variable {@code v<id>} and the shared {@code s}. */
  private static String body(String name, Random random, int forks, int id) {
    String[] vars = {"v" + id, "v" + id, "s"};
    int n = 5 + random.nextInt(5);
    StringBuilder b = new StringBuilder("proc ").append(name).append(" {\n");
    for (int i = 0; i < forks; i++) {
      b.append("  f").append(i).append(": fork w").append(i + 1).append(" t").append(i + 1)
          .append('\n');
    }
    for (int i = 0; i < n; i++) {
      String label = "  x" + i + ": ";
      String v = vars[random.nextInt(vars.length)];
      String target = "x" + random.nextInt(n + 1);
      target = target.equals("x" + n) ? "exit" : target;
      String forward = i + 1 < n ? "x" + (i + 1 + random.nextInt(n - i)) : "exit";
      forward = forward.equals("x" + n) ? "exit" : forward;
      switch (random.nextInt(8)) {
        case 0, 1 -> b.append(label).append("assign ").append(v).append(' ')
            .append(random.nextInt(3));
        case 2, 3 -> b.append(label).append("switch ").append(v).append(" 0 ")
            .append(forward).append(" 1 x").append(i + 1 < n ? i + 1 : i).append(" 2 ")
            .append(random.nextInt(4) == 0 ? target : forward);
        case 4 -> b.append(label).append("jump ").append(forward).append(' ')
            .append(random.nextInt(3) == 0 ? target : "exit");
        case 5 -> b.append(label).append(id == 9 ? "skip" : "call helper");
        case 6 -> b.append(label).append("acquire ").append(random.nextBoolean() ? "A" : "B");
        default -> b.append(label).append("release ").append(random.nextBoolean() ? "A" : "B");
      }
      b.append('\n');
    }
    return b.append("}\n").toString();
  }
}

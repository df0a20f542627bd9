package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SharedContexts;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link IdenticalProcedures}: contexts of a method with the same body share one procedure,
 * contexts that lock different objects (directly or in a callee) keep their own, recursion and
 * different methods are never merged, and on generated programs with duplicated procedures the
 * merged program has the interpreter's answers of the original.
 */
class IdenticalProceduresTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);

  @Test
  void contextsOfOneMethodWithTheSameBodyShareOneProcedure() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call A.m[c1]
          b: call A.m[c2]
        }
        proc A.m[c1] {
          a: acquire g
          b: call B.n[c1]
          c: release g
        }
        proc A.m[c2] {
          a: acquire g
          b: call B.n[c2]
          c: release g
        }
        proc B.n[c1] {
          a: notify g
        }
        proc B.n[c2] {
          a: notify g
        }
        """);
    Program merged = IdenticalProcedures.merge(p);
    assertThat(merged.procedures()).extracting(Procedure::name)
        .containsExactly("A.m[c1]", "B.n[c1]", "main");
    assertThat(merged.procedure("main").body()).extracting(c -> ((Command.Call) c).procedure())
        .containsExactly("A.m[c1]", "A.m[c1]");
    assertThat(((Command.Call) merged.procedure("A.m[c1]").body().get(1)).procedure())
        .isEqualTo("B.n[c1]");
  }

  @Test
  void contextsWithDifferentLocksKeepTheirProcedures() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call A.m[c1]
          b: call A.m[c2]
          c: call C.k[c1]
          d: call C.k[c2]
        }
        proc A.m[c1] {
          a: acquire o1
          b: release o1
        }
        proc A.m[c2] {
          a: acquire o2
          b: release o2
        }
        proc C.k[c1] {
          a: call B.n[c1]
        }
        proc C.k[c2] {
          a: call B.n[c2]
        }
        proc B.n[c1] {
          a: acquire o1
          b: release o1
        }
        proc B.n[c2] {
          a: acquire o2
          b: release o2
        }
        """);
    assertThat(IdenticalProcedures.merge(p)).isEqualTo(p);
  }

  @Test
  void recursionAndDifferentMethodsAreNotMerged() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call A.m[c1]
          b: call B.m
          c: call C.m
        }
        proc A.m[c1] {
          a: call A.m[c2]
        }
        proc A.m[c2] {
          a: call A.m[c2]
        }
        proc B.m {
          a: skip
        }
        proc C.m {
          a: skip
        }
        """);
    assertThat(IdenticalProcedures.merge(p)).isEqualTo(p);
  }

  @Test
  void methodNameStopsAtTheContextNotAtAnArrayType() {
    assertThat(IdenticalProcedures.method("A.m(int[];java.lang.String)[o@A.java:3[x]]"))
        .isEqualTo("A.m(int[];java.lang.String)");
    assertThat(IdenticalProcedures.method("A.m:int[]")).isEqualTo("A.m:int[]");
    assertThat(IdenticalProcedures.method("A.m[c]#2")).isEqualTo("A.m");
  }

  @Test
  void skeletonMergesContextsThatDifferOnlyInReadsAndWrites() {
    Program p = RbParser.parse("""
        main main
        proc main {
          a: call A.m[c1]
          b: call A.m[c2]
        }
        proc A.m[c1] {
          a: read o1.f
          b: acquire g
          c: notify g
          d: release g
        }
        proc A.m[c2] {
          a: read o2.f
          b: acquire g
          c: notify g
          d: release g
        }
        """);
    assertThat(IdenticalProcedures.merge(p)).isEqualTo(p);
    // the notify keeps g from being a leaf lock, which the deadlock skeleton would drop
    Program cut = Skeleton.of(p, Set.of(), Skeleton.Mode.DEADLOCK).program();
    assertThat(cut.procedures()).extracting(Procedure::name).containsExactly("A.m[c1]", "main");
  }

  @Test
  void translatedContextsShareTheirProcedureOnlyWhenTheyLockTheSameObject() {
    Program p = RbDump.translate(SharedContexts.class).program();
    List<String> names = p.procedures().stream().map(Procedure::name).toList();
    assertThat(names.stream().filter(n -> n.contains("Worker.shared"))).hasSize(1);
    assertThat(names.stream().filter(n -> n.contains("Worker.own"))).hasSize(2);
  }

  /**
   * Generated programs whose procedures are duplicated (a copy {@code name[copy]} of each,
   * with a random half of the calls and forks sent to the copy): merging gives back at most
   * the original number of procedures, and the interpreter's deadlock, overflow and
   * termination answers are those of the duplicated program.
   */
  @Test
  void mergingDuplicatesKeepsTheInterpretersAnswers() {
    int compared = 0;
    int merged = 0;
    for (int run = 0; run < 2 * SEEDS; run++) {
      Random random = new Random(run);
      Program original = RandomPrograms.generate(new Random(run % SEEDS), run >= SEEDS);
      Program dup = duplicated(original, random);
      Program m = IdenticalProcedures.merge(dup);
      assertThat(RbParser.parse(RbPrinter.print(m))).isEqualTo(m);
      assertThat(m.procedures().size()).isLessThanOrEqualTo(dup.procedures().size());
      if (m.procedures().size() < dup.procedures().size()) {
        merged++;
      }
      RbInterpreter.Exploration before = RbInterpreter.of(dup).explore(5_000);
      RbInterpreter.Exploration after = RbInterpreter.of(m).explore(5_000);
      String context = "run " + run + "\n" + RbPrinter.print(dup) + "\n--- merged ---\n"
          + RbPrinter.print(m);
      if (known(before.deadlock()) && known(after.deadlock())
          && known(before.overflow()) && known(after.overflow())
          && known(before.termination()) && known(after.termination())) {
        assertThat(after.deadlock()).as("deadlock, %s", context).isEqualTo(before.deadlock());
        assertThat(after.overflow()).as("overflow, %s", context).isEqualTo(before.overflow());
        assertThat(after.termination()).as("termination, %s", context)
            .isEqualTo(before.termination());
        compared++;
      }
    }
    System.out.printf("identical procedures vs interpreter: %d runs, %d compared, %d merged%n",
        2 * SEEDS, compared, merged);
    assertThat(compared).isGreaterThan(SEEDS);
    assertThat(merged).isGreaterThan(SEEDS);
  }

  private static boolean known(Answer a) {
    return a != Answer.UNKNOWN;
  }

  /** Each procedure but main gets a copy; each call or fork goes to the copy with odds 1/2. */
  private static Program duplicated(Program p, Random random) {
    List<Procedure> out = new ArrayList<>();
    for (Procedure q : p.procedures()) {
      List<Command> body = new ArrayList<>();
      for (Command c : q.body()) {
        if (c instanceof Command.Call call && !call.procedure().equals(p.main())
            && random.nextBoolean()) {
          body.add(new Command.Call(call.label(), call.procedure() + "[copy]", call.handler(),
              call.origin()));
        } else if (c instanceof Command.Fork f && !f.procedure().equals(p.main())
            && random.nextBoolean()) {
          body.add(new Command.Fork(f.label(), f.procedure() + "[copy]", f.thread(),
              f.origin()));
        } else {
          body.add(c);
        }
      }
      out.add(new Procedure(q.name(), body));
      if (!q.name().equals(p.main())) {
        out.add(new Procedure(q.name() + "[copy]", body));
      }
    }
    return new Program(out, p.main(), p.variables(), p.counters());
  }
}

package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;

/** The facade on programs written in rb (the bytecode route is tested in JavaProgramTest). */
class AnalysisTest {
  static Program rb(String name) throws IOException {
    return RbParser.parse(Files.readString(Path.of("..", "examples", "rb", name)));
  }

  @Test
  void deadlockIsExplainedInJavaTerms() throws IOException {
    Report r = RbPrograms.analyze(rb("two-locks.rb")).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.witness()).isNotEmpty();
    assertThat(r.witnessTransitions()).hasSizeGreaterThanOrEqualTo(r.witness().size());
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    assertThat(d.threads()).extracting(Explanation.BlockedThread::thread)
        .startsWith("t1", "t2");
    Explanation.BlockedThread t1 = d.threads().get(0);
    assertThat(t1.lock()).isEqualTo("B");
    assertThat(t1.heldBy()).isEqualTo("t2");
    assertThat(t1.waitingAt().frame()).isEqualTo("app.TwoLocks.first(TwoLocks.java:11)");
    assertThat(t1.holds()).singleElement().satisfies(h -> {
      assertThat(h.lock()).isEqualTo("A");
      assertThat(h.acquiredAt().line()).isEqualTo(10);
    });
    assertThat(r.statistics().places()).isPositive();
    assertThat(r.statistics().states()).isPositive();
  }

  @Test
  void aTrackedFlagIsExactAndItsAssignmentIsAWitnessStep() throws IOException {
    Program buggy = rb("guarded-wait.rb");
    Report r = RbPrograms.analyze(buggy).partialOrderReduction(false).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.witness()).anySatisfy(step -> {
      assertThat(step.action()).isEqualTo(new Action(Action.Verb.ASSIGN, "ready", "true"));
      assertThat(step.text()).isEqualTo("ready := true");
      assertThat(step.origin().line()).isEqualTo(16);
    });
    assertThat(r.witness()).anySatisfy(step -> assertThat(step.text())
        .isEqualTo("ready is false"));
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    assertThat(d.threads()).extracting(t -> t.waitingFor().text())
        .contains("a notification on <lock>");
    assertThat(d.threads()).extracting(Explanation.BlockedThread::waitingFor)
        .contains(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTIFICATION,
            "<lock>"));
    assertThat(RbPrograms.analyze(buggy).check("EF (value(ready, true) = 1 AND running(t1) = 1)")
        .verdict()).isEqualTo(Verdict.HOLDS);
    assertThatThrownBy(() -> RbPrograms.analyze(buggy).check("EF value(ready, maybe) = 1"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("no place for");
    String fixed = RbPrinter.print(buggy)
        .replace("m2: notifyAll lock", "m2: assign ready true")
        .replace("m3: release lock", "m3: notifyAll lock")
        .replace("m4: assign ready true", "m4: release lock");
    for (boolean por : new boolean[] {true, false}) {
      Analysis a = RbPrograms.analyze(RbParser.parse(fixed)).partialOrderReduction(por);
      assertThat(a.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
      assertThat(a.termination().verdict()).isEqualTo(Verdict.HOLDS);
    }
  }

  @Test
  void theOrderedTwinHoldsWithAndWithoutReduction() throws IOException {
    Analysis a = RbPrograms.analyze(rb("two-locks-ordered.rb"));
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    Report noPor = a.partialOrderReduction(false).deadlock();
    assertThat(noPor.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(noPor.witness()).isEmpty();
    assertThat(noPor.explanation()).isEmpty();
  }

  @Test
  void optionsAreImmutableCopiesThatShareTheTranslation() throws IOException {
    Analysis a = RbPrograms.analyze(rb("two-locks.rb"));
    Analysis small = a.maxStates(2).partialOrderReduction(false);
    assertThat(small).isNotSameAs(a);
    assertThat(small.net()).isSameAs(a.net());
    Report r = small.deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).isPresent();
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void fairnessDecidesWhetherAnAbstractedLoopTerminates() throws IOException {
    Analysis spin = RbPrograms.analyze(rb("spin.rb"));
    assertThat(spin.termination().verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(spin.fairness(Fairness.THREADS).termination().verdict())
        .isEqualTo(Verdict.VIOLATED);
    assertThat(spin.fairness(Fairness.THREADS_AND_CHOICES).termination().verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(spin.fairness(Fairness.THREADS_AND_CHOICES).livelock().verdict())
        .isEqualTo(Verdict.HOLDS);
    // A loop without an exit never terminates, whatever the scheduler.
    Analysis forever = RbPrograms.analyze(RbParser.parse("""
        main main
        proc main {
          l0: fork loop t1
        }
        proc loop {
          s0: read flag                         // at app.Busy.run(Busy.java:5)
          s1: goto s0                           // at app.Busy.run(Busy.java:6)
        }
        """)).fairness(Fairness.THREADS_AND_CHOICES);
    assertThat(forever.livelock().verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(forever.termination().verdict()).isEqualTo(Verdict.VIOLATED);
    // The explanation comes from the (unfair) lasso search.
    Report r = forever.fairness(Fairness.NONE).livelock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    Explanation.NonTermination n = (Explanation.NonTermination) r.explanation().orElseThrow();
    assertThat(n.threads()).filteredOn(t -> t.thread().equals("t1")).singleElement()
        .satisfies(t -> assertThat(t.loop()).extracting(o -> o.line()).containsExactly(5, 6));
  }

  @Test
  void tryLockBacksOffInsteadOfDeadlocking() throws IOException {
    String text = Files.readString(Path.of("..", "examples", "rb", "trylock.rb"));
    Analysis careful = RbPrograms.analyze(RbParser.parse(text));
    assertThat(careful.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(careful.partialOrderReduction(false).deadlock().verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(careful.termination().verdict()).isEqualTo(Verdict.HOLDS);
    Analysis blocking = RbPrograms.analyze(RbParser.parse(
        text.replace("c1: trylock A else c3", "c1: acquire A")));
    Report r = blocking.deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    // The failure branch can be taken (main holds A), but only while A is taken.
    String fail = null;
    for (int t = 0; t < careful.net().transitionCount(); t++) {
      if (careful.net().transitionName(t).endsWith(".c1.fail")) {
        fail = careful.net().transitionName(t);
      }
    }
    assertThat(fail).isNotNull();
    assertThat(careful.check("EF FIREABLE(" + fail + ")").verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(careful.check("AG (NOT FIREABLE(" + fail + ") OR free(A) = 0)").verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(careful.check("EF (at(t1, c2) > 0 AND at(t0, l1) > 0)").verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void returnsOfARecursionAreFairChoices() {
    // rec calls itself at r1; its shared subnet returns either to r1's successor or to main.
    Analysis rec = RbPrograms.analyze(RbParser.parse("""
        main main
        proc main {
          l0: call rec                          // at app.Rec.main(Rec.java:3)
        }
        proc rec {
          r0: jump r1 exit                      // at app.Rec.rec(Rec.java:7)
          r1: call rec                          // at app.Rec.rec(Rec.java:8)
          r2: read x                            // at app.Rec.rec(Rec.java:9)
        }
        """));
    assertThat(rec.fairness(Fairness.THREADS).termination().verdict())
        .isEqualTo(Verdict.VIOLATED);
    Report fair = rec.fairness(Fairness.THREADS_AND_CHOICES).termination();
    assertThat(fair.verdict()).as("fair-returns is unsound: no silent pass")
        .isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(fair.modelVerdict()).isEqualTo(Verdict.HOLDS);
    assertThat(fair.caveats()).extracting(c -> c.kind().id()).contains("fair-returns");
    Analysis accepting = rec.fairness(Fairness.THREADS_AND_CHOICES).acceptUnsound("fair-returns");
    assertThat(accepting.termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(accepting.livelock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(rec.termination().caveats()).extracting(c -> c.kind().id())
        .doesNotContain("fair-returns");
  }

  @Test
  void livelockHasItsOwnLassoWitness() {
    // t1 spins forever; main waits for it (blocked, not finishing): both never finish.
    Analysis a = RbPrograms.analyze(RbParser.parse("""
        main main
        proc main {
          l0: fork loop t1                      // at app.Busy.main(Busy.java:3)
          l1: join t1                           // at app.Busy.main(Busy.java:4)
        }
        proc loop {
          s0: read flag                         // at app.Busy.run(Busy.java:5)
          s1: jump s0 exit                      // at app.Busy.run(Busy.java:6)
        }
        """));
    for (Fairness f : List.of(Fairness.NONE, Fairness.THREADS)) {
      Report r = a.fairness(f).livelock();
      assertThat(r.verdict()).as("%s", f).isEqualTo(Verdict.VIOLATED);
      assertThat(r.loopStart()).as("%s", f).isNotNegative();
      assertThat(r.witness()).as("%s", f).isNotEmpty();
      Explanation.NonTermination n = (Explanation.NonTermination) r.explanation().orElseThrow();
      assertThat(n.threads()).filteredOn(t -> t.thread().equals("t1")).singleElement()
          .satisfies(t -> assertThat(t.loop()).extracting(o -> o.line()).containsExactly(5, 6));
      // The cycle never finishes a thread.
      assertThat(r.witness().subList(r.loopStart(), r.witness().size()))
          .isNotEmpty().noneMatch(step -> step.action().verb() == Action.Verb.FINISH);
    }
    assertThat(a.fairness(Fairness.THREADS_AND_CHOICES).livelock().verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void rbAndNetAreAvailable() throws IOException {
    Analysis a = RbPrograms.analyze(rb("spin.rb"));
    assertThat(a.rb()).contains("proc spin {");
    assertThat(a.net().placeCount()).isPositive();
  }

  @Test
  void badInputIsReported() throws IOException {
    assertThatThrownBy(() -> Petrify.analyze(Path.of("no/such/dir")).deadlock())
        .isInstanceOf(BadInputException.class).hasMessage("no/such/dir: no such file or directory");
    assertThatThrownBy(() -> RbPrograms.analyze(rb("spin.rb")).check("EF (running(t7) > 0)"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("running(t7)");
    assertThatThrownBy(() -> RbPrograms.analyze(rb("spin.rb")).maxStates(0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}

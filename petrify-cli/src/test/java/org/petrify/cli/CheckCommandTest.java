package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.api.report.JsonReader;

/** {@code petrify check}, {@code rb} and {@code net} in-process, on the bundled rb programs. */
class CheckCommandTest {
  static final Path RB = NetCheckCommandTest.EXAMPLES.resolve("rb");
  static final String TWO_LOCKS = RB.resolve("two-locks.rb").toString();
  static final String ORDERED = RB.resolve("two-locks-ordered.rb").toString();
  static final String SPIN = RB.resolve("spin.rb").toString();

  @TempDir Path dir;

  @Test
  void deadlockIsViolatedWithAJstackLikeReport() {
    Cli r = Cli.run("check", TWO_LOCKS, "--property", "deadlock");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.out()).startsWith("deadlock: VIOLATED\n")
        .contains("\"t1\":\n  waiting to lock <B>\n  which is held by \"t2\"")
        .contains("\tat app.TwoLocks.first(TwoLocks.java:11)\n\t- waiting to lock <B>\n"
            + "\t- locked <A> at app.TwoLocks.first(TwoLocks.java:10)")
        .contains("Interleaving that leads there:");
  }

  @Test
  void theReportNamesTheStructuralReductionAndNoReduceTurnsItOff() {
    Cli r = Cli.run("check", TWO_LOCKS, "--property", "deadlock");
    assertThat(r.out()).containsPattern("Structural reduction: places \\d+ -> \\d+, transitions"
        + " \\d+ -> \\d+ \\(.*agglomeration");
    Cli plain = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--no-reduce");
    assertThat(plain.status()).isEqualTo(1);
    assertThat(plain.out()).doesNotContain("Structural reduction")
        .contains("\"t1\":\n  waiting to lock <B>\n  which is held by \"t2\"");
    Cli json = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--format", "json");
    assertThat(json.out().replaceAll("\\s", "")).contains("\"structuralReduction\":{\"placesBefore\":");
  }

  @Test
  @SuppressWarnings("unchecked")
  void noSkeletonEncodesTheWholeProgramWithTheSameVerdict() {
    Cli skeleton = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--format", "json");
    Cli whole = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--format", "json",
        "--no-skeleton");
    assertThat(whole.status()).isEqualTo(skeleton.status()).isEqualTo(1);
    Map<String, Object> a = (Map<String, Object>) JsonReader.parse(skeleton.out());
    Map<String, Object> b = (Map<String, Object>) JsonReader.parse(whole.out());
    assertThat(a.get("verdict")).isEqualTo(b.get("verdict"));
    Map<String, Object> sa = (Map<String, Object>) a.get("statistics");
    Map<String, Object> sb = (Map<String, Object>) b.get("statistics");
    assertThat(sa).containsKeys("procedures", "skeletonProcedures", "droppedLocks",
        "methodsReached", "classes", "classesReached");
    assertThat(((Number) sa.get("places")).intValue())
        .isLessThanOrEqualTo(((Number) sb.get("places")).intValue());
    assertThat(sb.get("skeletonProcedures")).isEqualTo(sb.get("procedures"));
  }

  @Test
  void theFixedTwinHolds() {
    for (boolean por : List.of(true, false)) {
      Cli r = por ? Cli.run("check", ORDERED, "--property", "deadlock")
          : Cli.run("check", ORDERED, "--property", "deadlock", "--no-por");
      assertThat(r.status()).isZero();
      assertThat(r.out()).startsWith("deadlock: HOLDS\n");
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasTheDocumentedShape() {
    Cli r = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--format", "json");
    assertThat(r.status()).isEqualTo(1);
    Map<String, Object> doc = JsonReader.object(r.out());
    assertThat(doc.keySet()).containsExactly("property", "verdict", "reason", "modelVerdict",
        "states", "witness", "witnessSteps", "loopStart", "explanation", "caveats",
        "acceptedUnsound",
        "statistics");
    assertThat(doc.get("property")).isEqualTo("deadlock");
    assertThat(doc.get("verdict")).isEqualTo("VIOLATED");
    List<Map<String, Object>> witness = (List<Map<String, Object>>) doc.get("witness");
    assertThat(witness).isNotEmpty();
    assertThat(witness.get(0)).containsKeys("step", "thread", "kind", "action", "at",
        "transition");
    Map<String, Object> explanation = (Map<String, Object>) doc.get("explanation");
    assertThat(explanation.get("kind")).isEqualTo("deadlock");
    List<Map<String, Object>> threads = (List<Map<String, Object>>) explanation.get("threads");
    assertThat(threads).extracting(t -> t.get("thread")).contains("t1", "t2");
    Map<String, Object> t1 = threads.stream().filter(t -> t.get("thread").equals("t1"))
        .findFirst().orElseThrow();
    assertThat(t1.get("lock")).isEqualTo("B");
    assertThat(t1.get("heldBy")).isEqualTo("t2");
    assertThat(((Map<String, Object>) t1.get("waitingAt")).get("line")).isEqualTo(11L);
    Map<String, Object> stats = (Map<String, Object>) doc.get("statistics");
    assertThat(stats).containsKeys("loadMillis", "translateMillis", "encodeMillis", "checkMillis",
        "places", "transitions", "states", "edges");
  }

  @Test
  @SuppressWarnings("unchecked")
  void sarifHasOneResultAtTheBlockedAcquisition() {
    Cli r = Cli.run("check", TWO_LOCKS, "--property", "deadlock", "--format", "sarif");
    assertThat(r.status()).isEqualTo(1);
    Map<String, Object> log = JsonReader.object(r.out());
    assertThat(log.get("version")).isEqualTo("2.1.0");
    assertThat(log).containsKey("$schema");
    List<Map<String, Object>> runs = (List<Map<String, Object>>) log.get("runs");
    assertThat(runs).hasSize(1);
    Map<String, Object> driver = (Map<String, Object>)
        ((Map<String, Object>) runs.get(0).get("tool")).get("driver");
    assertThat(driver.get("name")).isEqualTo("petrify");
    List<Map<String, Object>> results = (List<Map<String, Object>>) runs.get(0).get("results");
    assertThat(results).hasSize(1);
    Map<String, Object> result = results.get(0);
    assertThat(result.get("ruleId")).isEqualTo("deadlock");
    assertThat(result.get("level")).isEqualTo("error");
    Map<String, Object> physical = (Map<String, Object>)
        ((List<Map<String, Object>>) result.get("locations")).get(0).get("physicalLocation");
    assertThat(((Map<String, Object>) physical.get("artifactLocation")).get("uri"))
        .isEqualTo("app/TwoLocks.java");
    assertThat(((Map<String, Object>) physical.get("region")).get("startLine")).isIn(11L, 21L);

    Cli ok = Cli.run("check", ORDERED, "--property", "deadlock", "--format", "sarif");
    assertThat(ok.status()).isZero();
    Map<String, Object> okLog = JsonReader.object(ok.out());
    assertThat((List<Object>) ((List<Map<String, Object>>) okLog.get("runs")).get(0).get("results"))
        .isEmpty();
  }

  @Test
  void reachabilityFormulasOverProgramNames() {
    // Both worker threads can hold a lock at the same time: A free and B free both 0.
    Cli r = Cli.run("check", TWO_LOCKS, "--property", "EF (free(A) = 0 AND free(B) = 0)");
    assertThat(r.status()).isZero();
    assertThat(r.out()).startsWith("EF (free(A) = 0 AND free(B) = 0): HOLDS");
    Cli mutex = Cli.run("check", ORDERED, "--property",
        "EF (at(t1, a1) > 0 AND at(t2, b1) > 0)");
    assertThat(mutex.status()).as(mutex.out() + mutex.err()).isEqualTo(1);
    Cli done = Cli.run("check", ORDERED, "--property", "EF (finished(t1) > 0 AND finished(t2) > 0)");
    assertThat(done.status()).isZero();
  }

  @Test
  void badFormulasAreBadInput() {
    Cli unknownThread = Cli.run("check", TWO_LOCKS, "--property", "EF running(t9) > 0");
    assertThat(unknownThread.status()).isEqualTo(2);
    assertThat(unknownThread.err()).startsWith("petrify: formula:1:4: no place for running(t9)");
    assertThat(unknownThread.oneErrorLine()).isTrue();
    Cli unknownPlace = Cli.run("check", TWO_LOCKS, "--property", "EF nowhere > 0");
    assertThat(unknownPlace.status()).isEqualTo(2);
    assertThat(unknownPlace.err()).startsWith("petrify: formula:1:4: unknown place 'nowhere'");
    Cli syntax = Cli.run("check", TWO_LOCKS, "--property", "EF (");
    assertThat(syntax.status()).isEqualTo(2);
    assertThat(syntax.oneErrorLine()).isTrue();
  }

  @Test
  void terminationAndLivelockOfASpinningThread() {
    Cli r = Cli.run("check", SPIN, "--property", "termination");
    assertThat(r.status()).as(r.out()).isEqualTo(1);
    assertThat(r.out()).startsWith("termination: VIOLATED")
        .contains("\"t1\" never finishes, it loops through:\n\tat app.Spin.run(Spin.java:7)")
        .contains("-- from here on, repeated forever --");
    Cli live = Cli.run("check", SPIN, "--property", "livelock", "--format", "json");
    assertThat(live.status()).isEqualTo(1);
    Map<String, Object> doc = JsonReader.object(live.out());
    assertThat(doc.get("verdict")).isEqualTo("VIOLATED");
    assertThat((Long) doc.get("loopStart")).isNotNegative();
    @SuppressWarnings("unchecked")
    Map<String, Object> explanation = (Map<String, Object>) doc.get("explanation");
    assertThat(explanation.get("kind")).isEqualTo("non-termination");
  }

  @Test
  void fairnessOption() {
    assertThat(Cli.run("check", SPIN, "--property", "termination", "--fairness",
        "threads_and_choices").status()).isZero();
    assertThat(Cli.run("check", SPIN, "--property", "termination", "--fairness", "threads")
        .status()).isEqualTo(1);
    assertThat(Cli.run("check", SPIN, "--property", "termination", "--fairness", "sometimes")
        .status()).isEqualTo(2);
  }

  @Test
  void theOrderedTwinTerminatesAndHasNoLivelock() {
    assertThat(Cli.run("check", ORDERED, "--property", "termination").status()).isZero();
    assertThat(Cli.run("check", ORDERED, "--property", "livelock").status()).isZero();
    Cli deadlocking = Cli.run("check", TWO_LOCKS, "--property", "termination");
    assertThat(deadlocking.status()).isEqualTo(1);
    assertThat(deadlocking.out()).contains("Found one Java-level deadlock");
  }

  @Test
  void netWritesEveryFormatAndTheWrittenNetChecksTheSame() throws IOException {
    Path lola = dir.resolve("two-locks.net");
    Cli w = Cli.run("net", TWO_LOCKS, "--format", "lola", "-o", lola.toString());
    assertThat(w.status()).isZero();
    assertThat(w.out()).isEmpty();
    Cli r = Cli.run("net-check", lola.toString(), "--formula", "EF DEADLOCK");
    assertThat(r.status()).isZero();
    assertThat(r.out()).startsWith("FORMULA formula-1 TRUE ");
    Cli pnml = Cli.run("net", TWO_LOCKS, "--format", "pnml");
    assertThat(pnml.status()).isZero();
    assertThat(pnml.out()).contains("<pnml");
    Cli dot = Cli.run("net", TWO_LOCKS, "--format", "dot");
    assertThat(dot.status()).isZero();
    assertThat(dot.out()).contains("digraph");
    Cli noDir = Cli.run("net", TWO_LOCKS, "-o", dir.resolve("no/such/dir/x.net").toString());
    assertThat(noDir.status()).isEqualTo(2);
    assertThat(noDir.oneErrorLine()).isTrue();
  }

  @Test
  void aJavaProgramOnTheClassPath() {
    String cp = org.petrify.api.JavaProgramTest.classes().toString();
    Cli r = Cli.run("check", cp, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--format", "sarif");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).contains("\"uri\": \"org/petrify/api/fixtures/TransferDeadlock.java\"")
        .contains("\"startLine\": 11");
    Cli ok = Cli.run("check", cp, "--main", "org.petrify.api.fixtures.TransferOrdered",
        "--property", "deadlock");
    assertThat(ok.status()).isZero();
    Cli missing = Cli.run("check", cp, "--main", "org.petrify.api.fixtures.Nope",
        "--property", "deadlock");
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err()).startsWith("petrify: main class not found: org.petrify.api.fixtures.Nope");
    Cli noMain = Cli.run("check", cp, "--property", "deadlock");
    assertThat(noMain.status()).isEqualTo(2);
    assertThat(noMain.err()).contains("--main");
  }

  @Test
  void aTimeoutBoundsTheLoadStageToo() {
    String cp = org.petrify.api.JavaProgramTest.classes().toString();
    Cli r = Cli.run("check", cp, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--timeout", "0.000000001", "--format", "json");
    assertThat(r.status()).as(r.err()).isEqualTo(3);
    assertThat(r.out()).contains("\"verdict\": \"INCONCLUSIVE\"")
        .contains("reached in stage load");
  }

  @Test
  void rbPrintsTheProgram() {
    Cli r = Cli.run("rb", SPIN);
    assertThat(r.status()).isZero();
    assertThat(r.out()).startsWith("main main\n").contains("proc spin {", "s1: jump s0 exit");
  }

  @Test
  void garbageRbIsNamedWithLineAndColumn() throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.rb"), "main main\nproc main {\n  l0: frobnicate\n}\n");
    Cli r = Cli.run("check", bad.toString(), "--property", "deadlock");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).matches("petrify: \\Q" + bad + "\\E:3:\\d+: .*\\n");
    Cli rb = Cli.run("rb", bad.toString());
    assertThat(rb.status()).isEqualTo(2);
    assertThat(rb.oneErrorLine()).isTrue();
  }

  @Test
  void anEmptyClassPathFolderIsBadInput() {
    Cli r = Cli.run("check", dir.toString(), "--property", "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(2);
    assertThat(r.oneErrorLine()).isTrue();
  }

  @Test
  void acceptUnsoundTurnsAnInconclusivePassIntoAPass() {
    String fair = RB.resolve("fair-recursion.rb").toString();
    Cli strict = Cli.run("check", fair, "--property", "termination", "--fairness",
        "threads_and_choices");
    assertThat(strict.status()).as(strict.out() + strict.err()).isEqualTo(3);
    assertThat(strict.out()).contains("holds for the model, but 1 construct is not modelled:"
        + " fair-returns");
    Cli accepted = Cli.run("check", fair, "--property", "termination", "--fairness",
        "threads_and_choices", "--accept-unsound", "fair-returns,summary-lock", "--format",
        "json");
    assertThat(accepted.status()).as(accepted.out() + accepted.err()).isEqualTo(0);
    assertThat(accepted.out()).contains("\"modelVerdict\": \"HOLDS\"")
        .contains("\"accepted\": true");
    Cli all = Cli.run("check", fair, "--property", "termination", "--fairness",
        "threads_and_choices", "--accept-unsound", "all");
    assertThat(all.status()).isEqualTo(0);
    Cli bad = Cli.run("check", fair, "--property", "termination", "--reentrancy-bound", "0");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.oneErrorLine()).as(bad.err()).isTrue();
  }

  /**
   * Five nested calls of a recursive {@code log} holding {@code A}: a return to {@code main}'s
   * site from the innermost one would leave {@code A} held. At the default recursion bound (3)
   * such a witness is past the bound (INCONCLUSIVE, the caveat names the option); at
   * {@code --recursion-bound 6} every return is exact and the deadlock is gone.
   */
  @Test
  void recursionBoundSetsHowManyRecursiveCallsReturnExactly() throws IOException {
    StringBuilder b = new StringBuilder("main main\nvar d { 0 1 2 3 4 5 } = 0\n"
        + "proc main {\n  m0: fork other t1\n  m1: call log\n}\n"
        + "proc other {\n  o0: acquire A\n  o1: release A\n}\n"
        + "proc log {\n  l0: acquire A\n  l1: switch d 0 a0 1 a1 2 a2 3 a3 4 a4 5 l4\n");
    for (int i = 0; i < 5; i++) {
      b.append("  a").append(i).append(": assign d ").append(i + 1).append("\n  g").append(i)
          .append(": goto l3\n");
    }
    b.append("  l3: call log\n  l4: release A\n}\n");
    Path rb = dir.resolve("logs-again.rb");
    Files.writeString(rb, b.toString());
    Cli past = Cli.run("check", rb.toString(), "--property", "deadlock", "--reentrancy-bound", "8");
    assertThat(past.status()).as(past.out() + past.err()).isEqualTo(3);
    assertThat(past.out()).contains("recursion-bound").contains("--recursion-bound N");
    Cli exact = Cli.run("check", rb.toString(), "--property", "deadlock", "--reentrancy-bound",
        "8", "--recursion-bound", "6");
    assertThat(exact.out()).as(exact.out() + exact.err()).doesNotContain("recursion-bound")
        .doesNotContain("VIOLATED");
    Cli bad = Cli.run("check", rb.toString(), "--property", "deadlock", "--recursion-bound", "0");
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.oneErrorLine()).as(bad.err()).isTrue();
  }
}

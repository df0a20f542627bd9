package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Witness steps and blocked threads are typed events: the replay plan, the interleaving of the
 * pictures and the {@code jstack} words are made from their kinds, operations, subjects and
 * waits, never from their prose, so thread and lock names that look like that prose change
 * nothing. Locks held by one field are named by it.
 */
class TypedWitnessTest {
  private static final SourceLocation AT = new SourceLocation("app.Main", "run", "Main.java", 7, -1);

  @Test
  void aThreadNamedLikeTheProseOfAStartIsReplayedByItsName() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.FieldLocks").deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    DeadlockReplayer.Plan plan = DeadlockReplayer.Plan.of(r);
    assertThat(plan.pathOf()).containsEntry("x running y", "main.1")
        .containsEntry("teller", "main.2");
    assertThat(plan.ops()).anySatisfy(op -> assertThat(op).startsWith("main.1 acquire "))
        .anySatisfy(op -> assertThat(op).startsWith("main.2 acquire "));
    assertThat(plan.blocks()).hasSize(3)
        .anySatisfy(b -> assertThat(b).startsWith("main.1 ").endsWith(" lock main.2"))
        .anySatisfy(b -> assertThat(b).startsWith("main.2 ").endsWith(" lock main.1"))
        .anySatisfy(b -> assertThat(b).startsWith("main ").endsWith(" wait -"));
  }

  @Test
  void locksHeldByOneFieldAreNamedByItInEveryPart() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.FieldLocks").deadlock();
    String a = "FieldLocks.lockA (java.lang.Object@FieldLocks.java:10)";
    String b = "FieldLocks.lockB (java.lang.Object@FieldLocks.java:11[org.petrify.api.fixtures"
        + ".FieldLocks@FieldLocks.java:30])";
    assertThat(r.text()).contains("waiting to lock <" + a + ">", "waiting to lock <" + b + ">",
        "- locked <" + a + "> at ", "- locked <" + b + "> at ", ": lock <" + a + "> at ");
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    assertThat(d.threads()).extracting(Explanation.BlockedThread::lock).contains(a, b);
    assertThat(d.threads()).filteredOn(t -> t.thread().equals("main")).singleElement()
        .satisfies(t -> {
          assertThat(t.waits()).isEqualTo(Explanation.Waits.JOIN);
          assertThat(t.joins()).isEqualTo("x running y");
        });
    assertThat(r.witness()).filteredOn(s -> s.kind() == StepKind.LOCK)
        .extracting(Step::subject).containsOnly(a, b);
    assertThat(org.petrify.api.report.ReportJson.write(r)).contains("\"lock\": \"" + a + "\"");
  }

  @Test
  void aLockNamedLikeTheProseOfALockStepIsReplayedByItsName() {
    String lock = "lock <L> succeeds";
    List<Step> steps = List.of(
        new Step(1, "main", new Action(Action.Verb.START, "x running y", "P"), AT, "t1", StepKind.START,
            "x running y", Step.Operation.START),
        new Step(2, "x running y", new Action(Action.Verb.LOCK, "<" + lock + ">"), AT, "t2", StepKind.LOCK, lock,
            Step.Operation.ACQUIRE),
        new Step(3, "x running y", new Action(Action.Verb.LOCK, "<" + lock + ">"), AT, "t3", StepKind.LOCK, lock,
            Step.Operation.ACQUIRE),
        new Step(4, "x running y", new Action(Action.Verb.UNLOCK, "<" + lock + ">"), AT, "t4", StepKind.UNLOCK, lock,
            Step.Operation.RELEASE),
        new Step(5, "x running y", new Action(Action.Verb.WAIT, "<" + lock + ">"), AT, "t5", StepKind.WAIT, lock,
            Step.Operation.MONITOR_WAIT),
        new Step(6, "main", new Action(Action.Verb.AWAIT, "<c>"), AT, "t6", StepKind.WAIT, "c",
            Step.Operation.CONDITION_AWAIT));
    Explanation.BlockedThread blocked = new Explanation.BlockedThread("main", 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.THREAD_TO_FINISH,
            "x running y"), "x running y", List.of(AT),
        null, null, List.of(), SourceLocation.NONE);
    Explanation.BlockedThread onLock = new Explanation.BlockedThread("x running y", 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK, "<" + lock + ">"), null,
        List.of(AT), lock, "main",
        List.of(), SourceLocation.NONE);
    Explanation.Deadlock d = new Explanation.Deadlock(List.of(onLock, blocked), steps);
    Report r = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), steps, List.of(), -1,
        List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"), Optional.of(d));
    DeadlockReplayer.Plan plan = DeadlockReplayer.Plan.of(r);
    assertThat(plan.pathOf()).containsEntry("x running y", "main.1");
    assertThat(plan.ops()).containsExactly("main.1 acquire app.Main run 7",
        "main.1 wait app.Main run 7");
    assertThat(plan.blocks()).containsExactly("main.1 app.Main run 7 lock main",
        "main app.Main run 7 wait -");
    assertThat(d.text()).contains("\"x running y\":\n  waiting to lock <" + lock + ">\n",
        "\"main\":\n  waiting for thread x running y to finish\n");
  }

  /**
   * The lock of a class's initialisation ({@code C.<clinit>}) is the JVM's own: the agent never
   * sees it, so the replay leaves its steps to the program (the JVM records no monitor event
   * for it, e.g. before a constructor's first synchronized call).
   */
  @Test
  void classInitialisationLocksAreLeftToTheJvm() {
    String init = org.petrify.ir.rb.ClassInitLock.of("app.Pool");
    List<Step> steps = List.of(
        new Step(1, "main", new Action(Action.Verb.LOCK, "<" + init + ">"), AT, "t1",
            StepKind.LOCK, init, Step.Operation.ACQUIRE),
        new Step(2, "main", new Action(Action.Verb.UNLOCK, "<" + init + ">"), AT, "t2",
            StepKind.UNLOCK, init, Step.Operation.RELEASE),
        new Step(3, "main", new Action(Action.Verb.LOCK, "<P>"), AT, "t3", StepKind.LOCK, "P",
            Step.Operation.ACQUIRE));
    Explanation.BlockedThread onLock = new Explanation.BlockedThread("main", 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK, "<Q>"), null,
        List.of(AT), "Q", null, List.of(), SourceLocation.NONE);
    Explanation.Deadlock d = new Explanation.Deadlock(List.of(onLock), steps);
    Report r = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), steps, List.of(), -1,
        List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"), Optional.of(d));
    assertThat(DeadlockReplayer.Plan.of(r).ops()).containsExactly("main acquire app.Main run 7");
  }

  /**
   * The positions of the lock operations the skeleton dropped (thread-local and leaf locks)
   * reach the plan as {@code pass} lines, once each: the witness has no step there, and the
   * agent lets a thread pass them instead of ending the replay.
   */
  @Test
  void droppedLockSitesArePassLines() {
    SourceLocation leaf = new SourceLocation("app.Log", "add", "Log.java", 12, -1);
    List<Step> steps = List.of(new Step(1, "main", new Action(Action.Verb.LOCK, "<P>"), AT, "t1",
        StepKind.LOCK, "P", Step.Operation.ACQUIRE));
    Explanation.BlockedThread onLock = new Explanation.BlockedThread("main", 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK, "<Q>"), null,
        List.of(AT), "Q", null, List.of(), SourceLocation.NONE);
    Explanation.Deadlock d = new Explanation.Deadlock(List.of(onLock), steps)
        .withDroppedLockSites(List.of(leaf, leaf, SourceLocation.NONE));
    Report r = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), steps, List.of(), -1,
        List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"), Optional.of(d));
    DeadlockReplayer.Plan plan = DeadlockReplayer.Plan.of(r);
    assertThat(plan.passes()).containsExactly("app.Log add 12");
    assertThat(plan.text(java.nio.file.Path.of("result"), 1000)).contains("pass app.Log add 12\n");
  }

  /**
   * A fork/join worker of the model (a started library thread of type ForkJoinWorkerThread) is
   * numbered apart from the threads its parent starts ({@code .f1}), and a {@code task} line
   * says whether the witness has it claim its task: the agent maps it to the pool worker that
   * runs the task, and holds joins of a claimed task until a worker has taken it.
   */
  @Test
  void forkJoinWorkersArePathsOfTheirTasks() {
    String worker = "ForkJoinWorkerThread@Main.java:7?";
    String run = "thread:" + org.petrify.ir.pointsto.JdkForkJoin.WORKER + "@Main.java:7";
    String pending = "<" + org.petrify.ir.pointsto.JdkForkJoin.WORKER + "@Main.java:7.pending>";
    List<Step> steps = List.of(
        new Step(1, "main", new Action(Action.Verb.LOCK, "<P>"), AT, "t1", StepKind.LOCK, "P",
            Step.Operation.ACQUIRE),
        new Step(2, "main", new Action(Action.Verb.START, worker, run), AT, "t2",
            StepKind.START, worker, Step.Operation.START),
        new Step(3, "main", new Action(Action.Verb.START, "t", "P"), AT, "t3",
            StepKind.START, "t", Step.Operation.START),
        new Step(4, worker, new Action(Action.Verb.TRY_TAKE, pending, "1"), AT, "t4",
            StepKind.BLOCKING_CALL, pending, Step.Operation.COUNTER));
    Explanation.BlockedThread onLock = new Explanation.BlockedThread(worker, 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK, "<P>"), null,
        List.of(AT), "P", "main", List.of(), SourceLocation.NONE);
    Explanation.Deadlock d = new Explanation.Deadlock(List.of(onLock), steps);
    Report r = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), steps, List.of(), -1,
        List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"), Optional.of(d));
    DeadlockReplayer.Plan plan = DeadlockReplayer.Plan.of(r);
    assertThat(plan.pathOf()).containsEntry(worker, "main.f1").containsEntry("t", "main.1");
    assertThat(plan.tasks()).containsExactly("main.f1 claim app.Main run 7");
    assertThat(plan.blocks()).containsExactly("main.f1 app.Main run 7 lock main");
    Report left = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), steps.subList(0, 3),
        List.of(), -1, List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"),
        Optional.of(new Explanation.Deadlock(List.of(onLock), steps.subList(0, 3))));
    assertThat(DeadlockReplayer.Plan.of(left).tasks())
        .containsExactly("main.f1 leave app.Main run 7");
  }

  @Test
  void severalBlockedInstancesAreLabelledButNotReplayed() {
    Explanation.BlockedThread t = new Explanation.BlockedThread("worker", 3,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK, "<L>"), null,
        List.of(AT), "L", "main", List.of(),
        SourceLocation.NONE);
    assertThat(t.label()).isEqualTo("worker (3 instances)");
    assertThat(new Explanation.Deadlock(List.of(t), List.of()).text())
        .contains("\"worker (3 instances)\":\n  waiting to lock <L>\n");
  }
}

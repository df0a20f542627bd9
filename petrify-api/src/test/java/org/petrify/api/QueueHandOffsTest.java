package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The replay plan of a deadlock witness orders the hand-offs of FIFO queues ({@link
 * QueueHandOffs}): each put, take and empty poll is a step of the plan, a take placed where the
 * witness decides its item, with the number of the put whose item it gets; the steps are
 * reordered so that a FIFO queue hands each take that item.
 */
class QueueHandOffsTest {
  private static final String CLQ = "java.util.concurrent.ConcurrentLinkedQueue@Main.java:20";
  private static final String LBQ = "java.util.concurrent.LinkedBlockingQueue@Main.java:9";

  /** Witness steps of a test, numbered from 1. */
  private static final class Steps {
    final List<Step> list = new ArrayList<>();

    Steps start(String parent, String child) {
      return add(parent, new Action(Action.Verb.START, child, "P"), 5, StepKind.START, child,
          Step.Operation.START);
    }

    Steps putKind(String thread, String queue, String kind, int line) {
      return counter(thread, Action.Verb.TRY_ADD, queue + ".kind." + kind, line);
    }

    Steps put(String thread, String queue, int line) {
      return counter(thread, Action.Verb.ADD, queue + ".items", line);
    }

    Steps take(String thread, String queue, int line, boolean blocking) {
      return counter(thread, blocking ? Action.Verb.TAKE : Action.Verb.TRY_TAKE,
          queue + ".items", line);
    }

    Steps takeKind(String thread, String queue, String kind, int line) {
      return counter(thread, Action.Verb.TRY_TAKE, queue + ".kind." + kind, line);
    }

    Steps fails(String thread, Action.Verb verb, String counter, int line) {
      Action tried = new Action(Action.Verb.TRY_TAKE, "<" + counter + ">", "1");
      return add(thread, new Action(verb, "<" + counter + ">", null, tried), line,
          StepKind.BLOCKING_CALL, counter, Step.Operation.COUNTER_FAILED);
    }

    Steps lock(String thread, String lock, int line) {
      return add(thread, new Action(Action.Verb.LOCK, "<" + lock + ">"), line, StepKind.LOCK,
          lock, Step.Operation.ACQUIRE);
    }

    Steps waitOn(String thread, String lock, int line) {
      return add(thread, new Action(Action.Verb.WAIT, "<" + lock + ">"), line, StepKind.WAIT,
          lock, Step.Operation.MONITOR_WAIT);
    }

    private Steps counter(String thread, Action.Verb verb, String counter, int line) {
      return add(thread, new Action(verb, "<" + counter + ">", "1"), line,
          StepKind.BLOCKING_CALL, counter, Step.Operation.COUNTER);
    }

    private Steps add(String thread, Action action, int line, StepKind kind, String subject,
        Step.Operation op) {
      list.add(new Step(list.size() + 1, thread, action,
          new SourceLocation("app.Main", "lease", "Main.java", line, -1), "t" + list.size(), kind,
          subject, op));
      return this;
    }

    /** The plan's steps of a deadlock report with these steps, {@code a} blocked waiting. */
    List<String> ops() {
      Explanation.BlockedThread a = new Explanation.BlockedThread("a", 1,
          new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTIFICATION, "<P>"), null,
          List.of(new SourceLocation("app.Main", "lease", "Main.java", 56, -1)), null, null,
          List.of(), SourceLocation.NONE);
      Explanation.Deadlock d = new Explanation.Deadlock(List.of(a), list);
      Report r = new Report("deadlock", Verdict.VIOLATED, Optional.empty(), list, List.of(), -1,
          List.of(), new Statistics(0, 0, 0, 0, 1, 1, 1, 1, "none"), Optional.of(d));
      return DeadlockReplayer.Plan.of(r).ops();
    }
  }

  /**
   * Each thread queues its request and polls one (the model's bag gives each the other's), then
   * polls an empty queue and waits: b's poll is placed where the witness takes a's kind, a's
   * put moves before b's so that FIFO hands b a's request, and a's poll comes before b's empty
   * poll, as a's count was taken before it.
   */
  @Test
  void pollsOfTheOthersRequestAreOrderedForFifo() {
    List<String> ops = new Steps().start("main", "a").start("main", "b")
        .putKind("b", CLQ, "Rb", 25).put("b", CLQ, 25).take("b", CLQ, 27, false)
        .putKind("a", CLQ, "Ra", 25).put("a", CLQ, 25).take("a", CLQ, 27, false)
        .takeKind("b", CLQ, "Ra", 27).fails("b", Action.Verb.NOT_ENOUGH, CLQ + ".items", 27)
        .lock("b", "Pb", 54).waitOn("b", "Pb", 56)
        .fails("a", Action.Verb.NOT_ENOUGH, CLQ + ".kind.Ra", 27).takeKind("a", CLQ, "Rb", 27)
        .fails("a", Action.Verb.NOT_ENOUGH, CLQ + ".items", 27)
        .lock("a", "Pa", 54).waitOn("a", "Pa", 56).ops();
    assertThat(ops).containsExactly(
        "main.1 put app.Main lease 25 0",
        "main.2 put app.Main lease 25 1",
        "main.2 take app.Main lease 27 0",
        "main.1 take app.Main lease 27 1",
        "main.2 empty app.Main lease 27 -1",
        "main.2 acquire app.Main lease 54",
        "main.2 wait app.Main lease 56",
        "main.1 empty app.Main lease 27 -1",
        "main.1 acquire app.Main lease 54",
        "main.1 wait app.Main lease 56");
  }

  /** A witness whose takes already get their items in FIFO order keeps its order. */
  @Test
  void aFifoWitnessKeepsItsOrder() {
    List<String> ops = new Steps().start("main", "a")
        .putKind("main", LBQ, "W1", 10).put("main", LBQ, 10)
        .putKind("main", LBQ, "W2", 11).put("main", LBQ, 11)
        .take("a", LBQ, 30, true).takeKind("a", LBQ, "W1", 30).lock("a", "T", 40)
        .take("a", LBQ, 30, true).fails("a", Action.Verb.NOT_ENOUGH, LBQ + ".kind.W1", 30)
        .takeKind("a", LBQ, "W2", 30).ops();
    assertThat(ops).containsExactly(
        "main put app.Main lease 10 0",
        "main put app.Main lease 11 1",
        "main.1 take app.Main lease 30 0",
        "main.1 acquire app.Main lease 40",
        "main.1 take app.Main lease 30 1");
  }

  /**
   * One thread puts X then Y and the witness has Y taken first: no FIFO order keeps the
   * thread's own order, so the witness's order stays (the agent then finds the wrong item).
   */
  @Test
  void anOrderNoFifoQueueCanFollowStaysTheWitnesss() {
    List<String> ops = new Steps().start("main", "a")
        .putKind("main", LBQ, "X", 10).put("main", LBQ, 10)
        .putKind("main", LBQ, "Y", 11).put("main", LBQ, 11)
        .take("a", LBQ, 30, true).takeKind("a", LBQ, "Y", 30).ops();
    assertThat(ops).containsExactly(
        "main put app.Main lease 10 0",
        "main put app.Main lease 11 1",
        "main.1 take app.Main lease 30 1");
  }

  /**
   * Queues whose puts may block (the witness finds one full) and queues of classes that are
   * not FIFO are left to the program, as before: no step of the plan is theirs.
   */
  @Test
  void boundedAndNonFifoQueuesAreLeftToTheProgram() {
    String pbq = "java.util.concurrent.PriorityBlockingQueue@Main.java:9";
    List<String> ops = new Steps().start("main", "a")
        .put("main", pbq, 10).take("a", pbq, 30, true)
        .put("main", LBQ, 12).fails("main", Action.Verb.NO_ROOM, LBQ + ".items", 13)
        .take("a", LBQ, 31, true).lock("a", "T", 40).ops();
    assertThat(ops).containsExactly("main.1 acquire app.Main lease 40");
  }
}

package org.petrify.api;

import java.util.List;
import org.petrify.ir.rb.Origin;

/**
 * Why a property of a program is violated, in Java terms: threads, locks, source lines.
 * {@link #text()} renders it in the shape of a {@code jstack} report.
 */
public sealed interface Explanation {

  /** A human-readable multi-line rendering. */
  String text();

  /** The steps leading to the situation, in order. */
  List<Step> interleaving();

  /** A lock (by its rb name) held by a blocked thread, and where it was acquired. */
  record HeldLock(String lock, Origin acquiredAt) {}

  /**
   * A thread that cannot move in the final state. {@code waitingFor} describes what it waits
   * for ({@code "lock <L>"}, {@code "thread t2 to finish"}, ...), at frame {@code waitingAt};
   * {@code lock} is the lock it waits for, or null; {@code heldBy} the thread holding that lock,
   * or null.
   */
  record BlockedThread(String thread, String waitingFor, Origin waitingAt, String lock,
      String heldBy, List<HeldLock> holds) {
    public BlockedThread {
      holds = List.copyOf(holds);
    }
  }

  /** The program can reach a state where started threads are blocked forever. */
  record Deadlock(List<BlockedThread> threads, List<Step> interleaving) implements Explanation {
    public Deadlock {
      threads = List.copyOf(threads);
      interleaving = List.copyOf(interleaving);
    }

    @Override
    public String text() {
      return ExplanationText.deadlock(this);
    }
  }

  /**
   * A thread that never finishes because it runs forever through a loop ({@code loop} holds the
   * distinct source positions of the cycle, in the order executed; empty if the thread does not
   * move in the cycle but waits while others loop, then {@code waitingAt} says where; null
   * when it is at its exit).
   */
  record LoopingThread(String thread, List<Origin> loop, Origin waitingAt) {
    public LoopingThread {
      loop = List.copyOf(loop);
    }
  }

  /**
   * The program can run forever without finishing (a lasso: the steps of {@code interleaving}
   * from {@code loopStart} on repeat forever).
   */
  record NonTermination(List<LoopingThread> threads, List<Step> interleaving, int loopStart)
      implements Explanation {
    public NonTermination {
      threads = List.copyOf(threads);
      interleaving = List.copyOf(interleaving);
    }

    @Override
    public String text() {
      return ExplanationText.nonTermination(this);
    }
  }
}

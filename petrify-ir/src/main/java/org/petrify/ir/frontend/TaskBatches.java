package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The commands of {@code ExecutorService.invokeAll} and {@code invokeAny} over a task batch
 * ({@link TranslationContext#batchTasks}: one rb task thread per callable the collection may
 * hold, each a pair (procedure, thread id)).
 *
 * <p>{@code invokeAll} submits every task and returns when all are done: fork each, then join
 * each; the futures it returns are done ({@code get} joins tasks already joined).
 *
 * <p>{@code invokeAny} (a batch that is not a summary) is a join-any ({@link #joinAny}): every
 * task is forked; a task that ends normally sets the batch's counter {@code won} (capacity 1),
 * a task that ends by an exception adds one to {@code failed} (capacity n, the number of tasks)
 * and, as the n-th failure, sets {@code allFailed} and {@code won} ({@link #taskOutcome}); the
 * caller waits until {@code won} is set, throws {@code ExecutionException} to its handlers if
 * {@code allFailed} is set (all n failed), else cancels every task
 * ({@code interrupt} of each: the losers' waits end, the winner has ended). Java returns the
 * first normal result, throws when all failed, and cancels the others with {@code
 * cancel(true)}: the same outcomes. Java may leave a task unsubmitted (queued behind the
 * winner, then cancelled: it never runs); the model runs it (more runs). A summary batch
 * (an {@code invokeAny} in a loop) shares one pair of counters among its calls, so it keeps
 * the older model ({@link #invokeAny}): the winner is chosen, forked and joined, the others
 * forked or not and never joined or interrupted.
 */
final class TaskBatches {
  private TaskBatches() {}

  /** Fork every task, then join every task. */
  static List<Command> invokeAll(List<String[]> tasks, Supplier<String> label, Origin origin) {
    List<Command> cs = new ArrayList<>();
    tasks.forEach(t -> cs.add(new Command.Fork(label.get(), t[0], t[1], origin)));
    tasks.forEach(t -> cs.add(new Command.Join(label.get(), t[1], origin)));
    return cs;
  }

  /**
   * A choice of the winner; in its branch each other task is forked or not, then the winner
   * is forked and joined.
   */
  static List<Command> invokeAny(List<String[]> tasks, Supplier<String> label, Origin origin) {
    if (tasks.size() == 1) {
      return invokeAll(tasks, label, origin);
    }
    String head = label.get();
    String after = label.get();
    List<String> targets = new ArrayList<>();
    List<Command> branches = new ArrayList<>();
    for (String[] winner : tasks) {
      boolean first = true;
      for (String[] other : tasks) {
        if (other == winner) {
          continue;
        }
        String choose = label.get();
        String fork = label.get();
        String skip = label.get();
        if (first) {
          targets.add(choose);
          first = false;
        }
        branches.add(new Command.Jump(choose, List.of(fork, skip), origin));
        branches.add(new Command.Fork(fork, other[0], other[1], origin));
        branches.add(new Command.Skip(skip, origin));
      }
      branches.add(new Command.Fork(label.get(), winner[0], winner[1], origin));
      branches.add(new Command.Join(label.get(), winner[1], origin));
      branches.add(new Command.Goto(label.get(), after, origin));
    }
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Jump(head, targets, origin));
    cs.addAll(branches);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /** The counter a normal end (or the last failure) of a task of {@code batch} sets. */
  static String won(String batch) {
    return batch + ".won";
  }

  /** The counter of the failed tasks of {@code batch}. */
  static String failed(String batch) {
    return batch + ".failed";
  }

  /** The counter the n-th failure of a task of {@code batch} sets before {@code won}. */
  static String allFailed(String batch) {
    return batch + ".allFailed";
  }

  /**
   * {@code invokeAny} as a join-any: fork every task, {@code until won >= 1}, then {@code
   * trydown allFailed 1 else cancel; jump failure}, {@code cancel: interrupt} every task.
   * {@code failure} holds the labels an {@code ExecutionException} goes to (empty when no task
   * can fail: the test is left out).
   */
  static List<Command> joinAny(String batch, List<String[]> tasks, List<String> failure,
      Supplier<String> label, Origin origin) {
    List<Command> cs = new ArrayList<>();
    tasks.forEach(t -> cs.add(new Command.Fork(label.get(), t[0], t[1], origin)));
    cs.add(new Command.Until(label.get(), won(batch), true, 1, origin));
    String cancel = label.get();
    if (!failure.isEmpty()) {
      cs.add(new Command.TryDown(label.get(), allFailed(batch), 1, cancel, origin));
      cs.add(failure.size() == 1 ? new Command.Goto(label.get(), failure.get(0), origin)
          : new Command.Jump(label.get(), failure, origin));
    }
    cs.add(new Command.Skip(cancel, origin));
    tasks.forEach(t -> cs.add(new Command.Interrupt(label.get(), t[1], origin)));
    return cs;
  }

  /**
   * What a task of an {@code invokeAny} batch of {@code n} tasks runs after its function,
   * whose call goes to {@code failure} (the first label here after the normal path) when it
   * raises: {@code tryup won 1 else end; goto end; failure: up failed 1; trydown failed n else
   * end; up allFailed 1; tryup won 1 else end; end: skip}. {@code failed} reaches n only after
   * every task has added its failure, and then no task adds to it again: exactly one {@code
   * trydown failed n} succeeds, and that task alone sets {@code allFailed} and then {@code
   * won}, so the caller, woken by {@code won}, sees {@code allFailed} set exactly when all n
   * failed. (Putting the n back into {@code failed} for the caller instead would let a second
   * failing task take it again before the caller's test.)
   */
  static List<Command> taskOutcome(String batch, int n, String failure, Supplier<String> label,
      Origin origin) {
    String end = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryUp(label.get(), won(batch), 1, end, origin));
    cs.add(new Command.Goto(label.get(), end, origin));
    cs.add(new Command.Up(failure, failed(batch), 1, origin));
    cs.add(new Command.TryDown(label.get(), failed(batch), n, end, origin));
    cs.add(new Command.Up(label.get(), allFailed(batch), 1, origin));
    cs.add(new Command.TryUp(label.get(), won(batch), 1, end, origin));
    cs.add(new Command.Skip(end, origin));
    return cs;
  }
}

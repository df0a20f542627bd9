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
 * <p>{@code invokeAny} submits the tasks one after another, each only while no result has come
 * yet, returns as soon as one has completed (successfully: if all fail it throws, after all
 * ended, which the branch of the last one to end stands for), and cancels the others without
 * waiting for them: a task it never submits never runs, and one it submitted may still run
 * after the call returns. The model chooses the task that completes (the winner), may fork
 * each other task or not, forks the winner and joins only it; the others run on, never joined.
 * A loser a cancel would have interrupted out of a wait keeps waiting in the model (a spurious
 * hang at worst, never a missed one).
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
}

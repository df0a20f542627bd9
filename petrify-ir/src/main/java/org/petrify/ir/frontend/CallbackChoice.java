package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The rb shape of a library method that may call back into the program: a nondeterministic
 * choice between going on and calling one of the call-back procedures, once or (for a model
 * that may call back any number of times) again and again:
 * {@code head: jump after c1 ... cn; ci: call cbi; goto (head or after); after: skip}. Labels
 * are drawn from {@code label} in that order: head, after, then per call-back its call and its
 * goto.
 */
final class CallbackChoice {
  private CallbackChoice() {}

  /** The commands; {@code repeat}: after a call-back, choose again. */
  static List<Command> commands(List<String> callbacks, Origin origin, Supplier<String> label,
      boolean repeat) {
    return commands(callbacks, origin, label, repeat, null);
  }

  /**
   * The commands; {@code repeat}: after a call-back, choose again; {@code exitMark}: if not
   * null, the loop's exit is the bounded-loop mark of that statement ({@link LoopExitMark}),
   * whose exit is strongly fair.
   */
  static List<Command> commands(List<String> callbacks, Origin origin, Supplier<String> label,
      boolean repeat, Integer exitMark) {
    List<Supplier<List<Command>>> calls = new ArrayList<>();
    for (String cb : callbacks) {
      calls.add(() -> List.of(new Command.Call(label.get(), cb, origin)));
    }
    return loop(calls, origin, label, repeat, exitMark);
  }

  /**
   * Exactly one of the call-backs: {@code head: jump c1 ... cn; ci: call cbi; goto after;
   * after: skip}.
   */
  static List<Command> once(List<String> callbacks, Origin origin, Supplier<String> label) {
    List<Command> cs = new ArrayList<>();
    String head = label.get();
    String after = label.get();
    List<String> targets = new ArrayList<>();
    List<Command> calls = new ArrayList<>();
    for (String cb : callbacks) {
      String call = label.get();
      targets.add(call);
      calls.add(new Command.Call(call, cb, origin));
      calls.add(new Command.Goto(label.get(), after, origin));
    }
    cs.add(new Command.Jump(head, targets, origin));
    cs.addAll(calls);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /**
   * The same shape over any alternatives, each a command sequence whose labels it draws from
   * {@code label} when asked (its first command is the jump's target): {@code head: jump after
   * a1 ... an; ai...; goto (head or after); after: skip}.
   */
  static List<Command> loop(List<Supplier<List<Command>>> alternatives, Origin origin,
      Supplier<String> label, boolean repeat) {
    return loop(alternatives, origin, label, repeat, null);
  }

  private static List<Command> loop(List<Supplier<List<Command>>> alternatives, Origin origin,
      Supplier<String> label, boolean repeat, Integer exitMark) {
    List<Command> cs = new ArrayList<>();
    String head = label.get();
    String after = exitMark == null ? label.get() : LoopExitMark.label(exitMark, label.get());
    List<String> targets = new ArrayList<>();
    List<Command> alts = new ArrayList<>();
    targets.add(after);
    for (Supplier<List<Command>> alternative : alternatives) {
      List<Command> steps = alternative.get();
      targets.add(steps.get(0).label());
      alts.addAll(steps);
      alts.add(new Command.Goto(label.get(), repeat ? head : after, origin));
    }
    cs.add(new Command.Jump(head, targets, origin));
    cs.addAll(alts);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }
}

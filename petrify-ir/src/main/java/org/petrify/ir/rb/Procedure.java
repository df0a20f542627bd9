package org.petrify.ir.rb;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An rb procedure: a name unique in its program and a body of commands. The entry is the first
 * command (an empty body goes straight to the exit); the exit is the point after the last
 * command, named {@link #EXIT} as a jump target. Labels are unique within the body and every
 * goto/jump target is a label of the body or {@link #EXIT}.
 */
public record Procedure(String name, List<Command> body) {
  /** The label of the procedure's exit point. */
  public static final String EXIT = "exit";

  /**
   * The name prefix of the procedure of a thread whose run target the frontend does not know
   * (an {@code empty-thread} caveat): its body is empty, but the JVM runs code there, so a
   * witness that starts such a thread may show a run the program does not have.
   */
  public static final String UNKNOWN_TARGET_THREAD = "thread-unknown:";

  /**
   * The name prefix of the unknown-target thread ({@link #UNKNOWN_TARGET_THREAD}) that a
   * library call forks where the JDK may run application code the model does not run, maybe
   * in a thread of its own (an UNSOUND {@code library-callback} caveat at the call): a witness
   * that passes the call may need that code.
   */
  public static final String DROPPED_CALLBACK_THREAD = "JdkCallback@";

  public Procedure {
    body = List.copyOf(body);
    Set<String> labels = new HashSet<>();
    for (Command c : body) {
      if (c.label().equals(EXIT) || !labels.add(c.label())) {
        throw new IllegalArgumentException(
            "procedure " + name + ": duplicate or reserved label " + c.label());
      }
    }
    if (!body.isEmpty() && body.get(body.size() - 1) instanceof Command.Interruptible i) {
      throw new IllegalArgumentException("procedure " + name + ": interruptible " + i.label()
          + " is not followed by a command");
    }
    for (Command c : body) {
      for (String target : c.targets()) {
        if (!target.equals(EXIT) && !labels.contains(target)) {
          throw new IllegalArgumentException(
              "procedure " + name + ": " + c.label() + " jumps to unknown label " + target);
        }
      }
    }
  }

  /** The index of the command with that label, {@code body().size()} for {@link #EXIT}. */
  public int indexOf(String label) {
    if (label.equals(EXIT)) {
      return body.size();
    }
    for (int i = 0; i < body.size(); i++) {
      if (body.get(i).label().equals(label)) {
        return i;
      }
    }
    throw new IllegalArgumentException("procedure " + name + " has no label " + label);
  }
}

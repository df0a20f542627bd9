package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;

/**
 * The alternatives of a library call ({@link LibraryCommands#sequences}): a list of command
 * sequences, each made on demand (labels are drawn when a sequence is made), none meaning
 * the call does nothing.
 */
final class Alternatives {
  private Alternatives() {}

  /**
   * Each alternative with the commands of {@code before} in front and of {@code after} behind,
   * made in that order; when there is no alternative, {@code before} and {@code after} alone.
   * A new, modifiable list.
   */
  static List<Supplier<List<Command>>> wrapped(Supplier<List<Command>> before,
      List<Supplier<List<Command>>> alternatives, Supplier<List<Command>> after) {
    List<Supplier<List<Command>>> inner = alternatives.isEmpty()
        ? List.of(List::of) : alternatives;
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (Supplier<List<Command>> alternative : inner) {
      out.add(() -> {
        List<Command> cs = new ArrayList<>(before.get());
        cs.addAll(alternative.get());
        cs.addAll(after.get());
        return cs;
      });
    }
    return out;
  }

  /** {@link #wrapped} with nothing behind. */
  static List<Supplier<List<Command>>> after(Supplier<List<Command>> before,
      List<Supplier<List<Command>>> alternatives) {
    return wrapped(before, alternatives, List::of);
  }
}

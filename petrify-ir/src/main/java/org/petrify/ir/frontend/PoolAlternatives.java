package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;

/**
 * The alternatives of a call on an executor whose effect depends on which pool the receiver is:
 * one alternative per receiver pool, each that pool's commands (a {@code skip} labelled as the
 * call where it has none), or no alternative at all — the call does nothing in the model — when
 * no receiver has an effect.
 */
final class PoolAlternatives {
  private PoolAlternatives() {}

  /**
   * One alternative per receiver of {@code c}, {@code effect} of it, when some receiver
   * {@code hasEffect}; else none.
   */
  static List<Supplier<List<Command>>> perReceiver(TranslationContext tc, LibraryModel.Call c,
      Predicate<AbstractObject> hasEffect, Function<AbstractObject, List<Command>> effect) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    List<AbstractObject> pools = tc.libraryReceivers(c);
    if (pools.stream().noneMatch(hasEffect)) {
      return out;
    }
    for (AbstractObject pool : pools) {
      out.add(() -> {
        List<Command> cs = effect.apply(pool);
        return cs.isEmpty() ? List.of(new Command.Skip(c.label().get(), c.origin())) : cs;
      });
    }
    return out;
  }
}

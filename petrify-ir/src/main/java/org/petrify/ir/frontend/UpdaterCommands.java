package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The rb commands of an operation of a field updater ({@link FieldUpdaters}) on field
 * {@code f} of the object its first argument holds: per object that argument may hold, the
 * commands of the same operation on a tracked atomic ({@link AtomicCommands}) with the
 * object's variable {@code o.f} as the value and {@link #lock} of that variable as the lock
 * that makes it atomic; a {@code jump} chooses among several objects (the real receiver is one
 * of them). For an object whose field is not tracked (a summary object, an excluded variable)
 * the operation has no effect on the model and its result is unknown, as a read of that
 * field is everywhere else.
 *
 * <p>Atomicity: the plain stores of a managed field ({@code o.f = v} in the program) also take
 * the lock ({@code ProcedureTranslator} wraps them), so every assignment of {@code o.f} happens
 * under it and the argument of {@link AtomicCommands} holds: a compare-and-set or an addition
 * is atomic with respect to every other change of the field, and plain reads (one
 * {@code switch}) see the value before or after it, as on the JVM (the field is volatile: the
 * JDK refuses to make an updater for a field that is not).
 */
final class UpdaterCommands {
  private UpdaterCommands() {}

  /** The lock that makes the updates of a tracked field variable atomic. */
  static String lock(String variable) {
    return variable + ".atomic";
  }

  /**
   * @param objs the objects the updater call's first argument may hold (not empty)
   * @param args the values of the other arguments, where known
   * @param pinned false if the result is not used where its value matters
   * @param freshExpected a compare-and-set on one object expects a fresh read of its field
   *     ({@link FreshCasReads}): its failures are marked
   */
  static List<Command> of(TranslationContext tc, TrackedValues.Tracked t,
      FieldUpdaters.Access acc, String method, List<AbstractObject> objs,
      List<LocalValue> args, boolean pinned, Function<LocalValue, String> next,
      Supplier<String> label, Origin origin, boolean freshExpected) {
    List<Command> bodies = new ArrayList<>();
    List<String> heads = new ArrayList<>();
    for (AbstractObject o : objs) {
      String var = tc.values().variable(t, o);
      List<Command> cs;
      if (var == null) {
        cs = List.of(new Command.Goto(label.get(), next.apply(null), origin));
      } else {
        AtomicValues.Atomic a = atomic(t, o, var);
        cs = AtomicCommands.of(tc::caveat, a, acc.op(), method, args, pinned, next, label,
            origin, freshExpected);
      }
      heads.add(cs.get(0).label());
      bodies.addAll(cs);
    }
    if (heads.size() == 1) {
      return bodies;
    }
    List<Command> out = new ArrayList<>();
    out.add(new Command.Jump(label.get(), heads, origin));
    out.addAll(bodies);
    return out;
  }

  /** The tracked field variable {@code var} of object {@code o} as an atomic value. */
  static AtomicValues.Atomic atomic(TrackedValues.Tracked t, AbstractObject o, String var) {
    return new AtomicValues.Atomic(o, kind(t.kind()), var, t.values(), t.initial(), lock(var),
        t.lo(), t.hi());
  }

  private static AtomicValues.Kind kind(TrackedValues.Kind k) {
    return switch (k) {
      case BOOLEAN -> AtomicValues.Kind.BOOLEAN;
      case INT -> AtomicValues.Kind.INT;
      case REFERENCE -> AtomicValues.Kind.REFERENCE;
      case ENUM -> throw new IllegalStateException("an updater of an enum field is not tracked");
    };
  }
}

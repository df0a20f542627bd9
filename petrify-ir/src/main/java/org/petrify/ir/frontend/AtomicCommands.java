package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The rb commands of one operation on a tracked atomic object ({@link AtomicValues}).
 *
 * <p>A read is a {@code switch} on the object's variable (one atomic step); a
 * read-modify-write ({@code set}, {@code compareAndSet}, {@code getAndSet}, the additions) is
 * {@code acquire K; switch x ...; assign x w; release K} with {@code K} the object's own rb
 * lock, taken by no other code. Every assignment of the variable happens under {@code K}, and
 * nothing blocks while {@code K} is held, so each read-modify-write is atomic with respect to
 * every other change of the value, and a plain read between its switch and its assignment
 * sees the old value, which is the read ordered before it: the model's runs are exactly the
 * linearisations of the operations (sequential consistency, as {@code java.util.concurrent.atomic}
 * gives its volatile-mode operations). {@code K} cannot be part of a deadlock (no thread
 * waits while holding it).
 *
 * <p>A {@code compareAndSet} first reads the value without {@code K}; where that value
 * certainly differs from the expected one it fails right there (a failing CAS is a read: its
 * linearisation point may be that read). Only a value that may match takes {@code K} and
 * reads again. So threads spinning on a CAS that fails do not take {@code K}, and a thread
 * that must take {@code K} to release them (a {@code set}) is not starved under weak
 * fairness, as it is not on the JVM.
 *
 * <p>Values outside the domain: an int outside the tracked range is {@code *}; adding to
 * {@code *}, or a value that is not known at translation time (a parameter, a computed
 * local), is a choice among the whole domain (IMPRECISE {@code value-bound} or
 * {@code value-unknown}). A {@code lazySet}/{@code setRelease} is a release store, which Java
 * lets a later load of another variable by the same thread overtake; the model makes it
 * sequentially consistent, so it gets the UNSOUND {@code atomic-order} caveat.
 */
final class AtomicCommands {
  /** Where caveats go ({@code TranslationContext::caveat}). */
  interface Notes {
    void caveat(String kind, Origin where, String message, Caveat.Effect effect);
  }

  private final Notes tc;
  private final AtomicValues.Atomic a;
  private final Supplier<String> label;
  private final Origin origin;
  /** A compare-and-set's expected value is a fresh read of the object ({@link FreshCasReads}). */
  private final boolean freshExpected;
  private final Objects objects;
  private final List<Command> out = new ArrayList<>();

  /**
   * Where an operation continues: the placeholder for the call's result {@code v} (null:
   * nothing to pin), the result local also pinned to {@code object} when not null.
   */
  interface ResultTarget {
    String target(LocalValue v, AbstractObject object);
  }

  /**
   * The object values of an {@code AtomicReference} tracked by object ({@link
   * AtomicValues#objectsOf}): the domain values the stored argument may hold (null: not
   * known, then any value of the domain), the object values a compare-and-set's expected
   * argument may hold when not null (null: not known), the object each value names, and
   * which values name an object that is no summary (one runtime object).
   */
  record Objects(List<String> stored, List<String> expected,
      Function<String, AbstractObject> objectOf, Predicate<String> single) {
    static final Objects NONE = new Objects(null, null, v -> null, v -> false);
  }

  private AtomicCommands(Notes tc, AtomicValues.Atomic a, Supplier<String> label,
      Origin origin, boolean freshExpected, Objects objects) {
    this.tc = tc;
    this.a = a;
    this.label = label;
    this.origin = origin;
    this.freshExpected = freshExpected;
    this.objects = objects;
  }

  /**
   * The commands of the operation, ending in transfers to {@code next.apply(result)}: the
   * placeholder to continue at with the call's result pinned to that value ({@code null}:
   * nothing to pin).
   *
   * @param args the arguments' values where known (entries may be null)
   * @param pinned false if the result is not used where its value matters (a read is then
   *     nothing)
   */
  static List<Command> of(Notes tc, AtomicValues.Atomic a, AtomicValues.Op op,
      String method, List<LocalValue> args, boolean pinned, Function<LocalValue, String> next,
      Supplier<String> label, Origin origin) {
    return of(tc, a, op, method, args, pinned, next, label, origin, false);
  }

  /**
   * As above; with {@code freshExpected}, a compare-and-set's failures continue through a
   * {@link CasFailureMark} (its expected value is a fresh read of the object, {@link
   * FreshCasReads}).
   */
  static List<Command> of(Notes tc, AtomicValues.Atomic a, AtomicValues.Op op,
      String method, List<LocalValue> args, boolean pinned, Function<LocalValue, String> next,
      Supplier<String> label, Origin origin, boolean freshExpected) {
    return of(tc, a, op, method, args, pinned, (v, o) -> next.apply(v), label, origin,
        freshExpected, Objects.NONE);
  }

  /** As above, for a reference whose values name objects ({@code objects}). */
  static List<Command> of(Notes tc, AtomicValues.Atomic a, AtomicValues.Op op,
      String method, List<LocalValue> args, boolean pinned, ResultTarget next,
      Supplier<String> label, Origin origin, boolean freshExpected, Objects objects) {
    AtomicCommands c = new AtomicCommands(tc, a, label, origin, freshExpected, objects);
    c.emit(op, method, args, pinned, next);
    return c.out;
  }

  private void emit(AtomicValues.Op op, String method, List<LocalValue> args, boolean pinned,
      ResultTarget next) {
    switch (op.kind()) {
      case NEUTRAL -> out.add(new Command.Goto(label.get(), next.target(null, null), origin));
      case READ -> {
        if (!pinned) {
          out.add(new Command.Goto(label.get(), next.target(null, null), origin));
          return;
        }
        List<String> targets = new ArrayList<>();
        for (String v : a.values()) {
          targets.add(next.target(local(v), objects.objectOf().apply(v)));
        }
        out.add(new Command.Switch(label.get(), a.variable(), a.values(), targets, origin));
      }
      case INIT -> {
        if (!args.isEmpty()) {
          List<String> ws = written(args.get(0));
          if (ws.size() == 1) {
            out.add(new Command.Assign(label.get(), a.variable(), ws.get(0), origin));
          } else {
            String join = label.get();
            List<String> heads = new ArrayList<>();
            List<Command> alts = new ArrayList<>();
            for (String w : ws) {
              String h = label.get();
              heads.add(h);
              alts.add(new Command.Assign(h, a.variable(), w, origin));
              alts.add(new Command.Goto(label.get(), join, origin));
            }
            out.add(new Command.Jump(label.get(), heads, origin));
            out.addAll(alts);
            out.add(new Command.Skip(join, origin));
          }
        }
        out.add(new Command.Goto(label.get(), next.target(null, null), origin));
      }
      case WRITE -> {
        if (!method.equals("set")) {
          tc.caveat("atomic-order", origin, method + " is a release store, which a later load"
              + " of another variable by the same thread may overtake; the model makes it"
              + " sequentially consistent", Caveat.Effect.UNSOUND);
        }
        List<String> ws = written(args.get(0));
        Map<String, List<Outcome>> per = new LinkedHashMap<>();
        for (String v : a.values()) {
          List<Outcome> os = new ArrayList<>();
          ws.forEach(w -> os.add(new Outcome(w, null)));
          per.put(v, os);
        }
        readModifyWrite(per, next, true);
      }
      case SWAP -> {
        List<String> ws = written(args.get(0));
        Map<String, List<Outcome>> per = new LinkedHashMap<>();
        for (String v : a.values()) {
          List<Outcome> os = new ArrayList<>();
          ws.forEach(w -> os.add(new Outcome(w, pinned ? local(v) : null, null,
              pinned ? objects.objectOf().apply(v) : null)));
          per.put(v, os);
        }
        readModifyWrite(per, next, false);
      }
      case ADD -> {
        Long delta = op.deltaArgument()
            ? (args.get(0) instanceof LocalValue.Int d ? Long.valueOf(d.value()) : null)
            : Long.valueOf(op.delta());
        if (delta == null) {
          unknown();
        }
        Map<String, List<Outcome>> per = new LinkedHashMap<>();
        for (String v : a.values()) {
          List<Outcome> os = new ArrayList<>();
          for (String w : added(v, delta)) {
            LocalValue result = !pinned ? null : local(op.returnsNew() ? w : v);
            os.add(new Outcome(w, result));
          }
          per.put(v, os);
        }
        readModifyWrite(per, next, false);
      }
      case UPDATE -> {
        LocalValue operand = op.deltaArgument() ? args.get(0) : null;
        Map<String, List<Outcome>> per = new LinkedHashMap<>();
        for (String v : a.values()) {
          List<Outcome> os = new ArrayList<>();
          for (String w : applied(op.function(), v, operand)) {
            os.add(new Outcome(w, !pinned ? null : local(op.returnsNew() ? w : v)));
          }
          per.put(v, os);
        }
        readModifyWrite(per, next, false);
      }
      case CAS -> compareAndSet(args.get(0), args.get(1), pinned, next, false);
      case WEAK_CAS -> {
        if (!method.equals("weakCompareAndSetVolatile")) {
          tc.caveat("atomic-order", origin, method + " orders less than a volatile"
              + " compare-and-set; the model makes it sequentially consistent",
              Caveat.Effect.UNSOUND);
        }
        if (freshExpected) {
          tc.caveat("weak-cas-fair", origin, method + " may fail spuriously; under fairness"
              + " a retry loop of it is assumed to fail spuriously only finitely often (as"
              + " every JVM's does)", Caveat.Effect.INFO);
        }
        compareAndSet(args.get(0), args.get(1), pinned, next, true);
      }
      default -> throw new IllegalStateException("operation " + op);
    }
  }

  /**
   * A possible effect of a read-modify-write: the new value (null: unchanged), the result, and
   * where it continues (null: {@code next} of the result).
   */
  private record Outcome(String written, LocalValue result, String target,
      AbstractObject object) {
    Outcome(String written, LocalValue result) {
      this(written, result, null, null);
    }

    Outcome(String written, LocalValue result, String target) {
      this(written, result, target, null);
    }
  }

  /**
   * {@code acquire K; switch x v1 B1 ...;} then per old value its outcomes (a jump among
   * several), each {@code [assign x w;] release K; goto next(result)}. With
   * {@code sameForAll}, the switch is left out (the outcomes do not depend on the old value).
   */
  private void readModifyWrite(Map<String, List<Outcome>> per,
      ResultTarget next, boolean sameForAll) {
    readModifyWrite(label.get(), per, next, sameForAll);
  }

  private void readModifyWrite(String acquireLabel, Map<String, List<Outcome>> per,
      ResultTarget next, boolean sameForAll) {
    out.add(new Command.Acquire(acquireLabel, a.lock(), origin));
    if (sameForAll) {
      out.addAll(outcomes(per.values().iterator().next(), next));
      return;
    }
    String switchLabel = label.get();
    List<String> heads = new ArrayList<>();
    List<Command> bodies = new ArrayList<>();
    for (List<Outcome> os : per.values()) {
      List<Command> body = outcomes(os, next);
      heads.add(body.get(0).label());
      bodies.addAll(body);
    }
    out.add(new Command.Switch(switchLabel, a.variable(), List.copyOf(per.keySet()), heads,
        origin));
    out.addAll(bodies);
  }

  /** Per outcome {@code [assign x w;] release K; goto next(result)}, a jump among several. */
  private List<Command> outcomes(List<Outcome> os, ResultTarget next) {
    List<Command> result = new ArrayList<>();
    List<String> heads = new ArrayList<>();
    List<Command> bodies = new ArrayList<>();
    String jumpLabel = os.size() > 1 ? label.get() : null;
    for (Outcome o : os) {
      String head = label.get();
      heads.add(head);
      if (o.written() != null) {
        bodies.add(new Command.Assign(head, a.variable(), o.written(), origin));
        bodies.add(new Command.Release(label.get(), a.lock(), origin));
      } else {
        bodies.add(new Command.Release(head, a.lock(), origin));
      }
      bodies.add(new Command.Goto(label.get(),
          o.target() != null ? o.target() : next.target(o.result(), o.object()), origin));
    }
    if (jumpLabel != null) {
      result.add(new Command.Jump(jumpLabel, heads, origin));
    }
    result.addAll(bodies);
    return result;
  }

  /**
   * A compare-and-set; {@code spurious}: a weak one, which may fail whatever the value. With
   * {@link #freshExpected} every failure continues through one {@link CasFailureMark}.
   */
  private void compareAndSet(LocalValue expected, LocalValue update, boolean pinned,
      ResultTarget next, boolean spurious) {
    LocalValue success = pinned ? new LocalValue.Int(1) : null;
    LocalValue failure = pinned ? new LocalValue.Int(0) : null;
    String mark = freshExpected ? CasFailureMark.label(a.variable(), label.get()) : null;
    String failed = mark != null ? mark : next.target(failure, null);
    List<String> ws = written(update);
    Map<String, List<Outcome>> per = new LinkedHashMap<>();
    List<String> fastTargets = new ArrayList<>();
    boolean anyFast = false;
    boolean anySlow = false;
    String slow = label.get();
    for (String v : a.values()) {
      Boolean m = matches(v, expected);
      List<Outcome> os = new ArrayList<>();
      if (m == null || m) {
        ws.forEach(w -> os.add(new Outcome(w, success)));
      }
      if (m == null || !m || spurious) {
        os.add(new Outcome(null, failure, failed));
      }
      per.put(v, os);
      if (m != null && !m) {
        anyFast = true;
        fastTargets.add(failed);
      } else {
        anySlow = true;
        fastTargets.add(slow);
      }
    }
    if (!anySlow) {
      out.add(new Command.Goto(label.get(), failed, origin));
    } else {
      if (anyFast) {
        out.add(new Command.Switch(label.get(), a.variable(), a.values(), fastTargets, origin));
      }
      readModifyWrite(slow, per, next, false);
    }
    if (mark != null) {
      out.add(new Command.Skip(mark, origin));
      out.add(new Command.Goto(label.get(), next.target(failure, null), origin));
    }
  }

  // ------------------------------------------------------------------ values

  /** True if the values name objects ({@link AtomicValues#objectsOf}). */
  private boolean isObjectDomain() {
    return objects != Objects.NONE;
  }

  /** The local value of a domain value. */
  private LocalValue local(String value) {
    if (value.equals(TrackedValues.BEYOND)) {
      return new LocalValue.Beyond();
    }
    if (isObjectDomain()) {
      return value.equals("null") ? new LocalValue.Null() : new LocalValue.NonNull();
    }
    return switch (a.kind()) {
      case BOOLEAN -> new LocalValue.Int(value.equals("true") ? 1 : 0);
      case INT -> new LocalValue.Int(Long.parseLong(value));
      case REFERENCE -> SingletonIdentities.local(a.values(), value);
    };
  }

  /** The domain values an argument stores: one when known, else the whole domain (caveat). */
  private List<String> written(LocalValue v) {
    if (isObjectDomain()) {
      if (objects.stored() != null) {
        return objects.stored();
      }
      if (v instanceof LocalValue.Null) {
        return List.of("null");
      }
      unknown();
      return a.values();
    }
    if (a.kind() == AtomicValues.Kind.REFERENCE) {
      List<String> ws = SingletonIdentities.written(a.values(), v);
      if (ws != null) {
        return ws;
      }
    }
    String exact = domainValue(v);
    if (exact != null) {
      if (exact.equals(TrackedValues.BEYOND)) {
        beyond();
      }
      return List.of(exact);
    }
    unknown();
    return a.values();
  }

  /** The domain value of a local value, or null when unknown or not of the domain. */
  private String domainValue(LocalValue v) {
    switch (a.kind()) {
      case BOOLEAN -> {
        return v instanceof LocalValue.Int i ? ((i.value() & 1) == 1 ? "true" : "false") : null;
      }
      case INT -> {
        if (v instanceof LocalValue.Int i) {
          String exact = Long.toString(i.value());
          return a.values().contains(exact) ? exact
              : a.values().contains(TrackedValues.BEYOND) ? TrackedValues.BEYOND : null;
        }
        return v instanceof LocalValue.Beyond && a.values().contains(TrackedValues.BEYOND)
            ? TrackedValues.BEYOND : null;
      }
      default -> {
        if (v instanceof LocalValue.Null) {
          return "null";
        }
        return LocalValue.isObject(v)
            ? TrackedValues.NONNULL : null;
      }
    }
  }

  /**
   * Whether the value {@code v} of the domain equals the expected value of a
   * {@code compareAndSet}: TRUE, FALSE, or null when it may or may not ({@code *} stands for
   * many ints; two non-null references may be different objects; an unknown argument).
   */
  private Boolean matches(String v, LocalValue expected) {
    if (isObjectDomain()) {
      return objectMatches(v, expected);
    }
    if (a.kind() == AtomicValues.Kind.REFERENCE) {
      return expected == null ? null : SingletonIdentities.same(local(v), expected);
    }
    if (expected instanceof LocalValue.Beyond) {
      // beyond the range of the local, which is not the object's range: it may be any value
      // of the domain
      return null;
    }
    String e = domainValue(expected);
    if (e == null) {
      return null;
    }
    if (!v.equals(e)) {
      return false;
    }
    if (v.equals(TrackedValues.BEYOND) || v.equals(TrackedValues.NONNULL)) {
      return null;
    }
    return true;
  }

  /**
   * {@link #matches} for object values. Null is decided as for any reference. An object value
   * differs from an expected reference none of whose possible objects it is (two abstract
   * objects never stand for one runtime object), and equals a non-null expected reference
   * whose only possible object it is when that object is no summary (one runtime object);
   * otherwise either may hold.
   */
  private Boolean objectMatches(String v, LocalValue expected) {
    if (expected == null) {
      return null;
    }
    Boolean same = SingletonIdentities.same(local(v), expected);
    if (same != null || v.equals("null") || objects.expected() == null) {
      return same;
    }
    if (!objects.expected().contains(v)) {
      return false;
    }
    return objects.expected().equals(List.of(v)) && LocalValue.isObject(expected)
        && objects.single().test(v) ? Boolean.TRUE : null;
  }

  /** The values {@code v + delta} may be (the whole domain from {@code *} or an unknown delta). */
  private List<String> added(String v, Long delta) {
    if (delta == null || v.equals(TrackedValues.BEYOND)) {
      if (v.equals(TrackedValues.BEYOND)) {
        beyond();
      }
      return a.values();
    }
    long w = Long.parseLong(v) + delta;
    if (w >= a.lo() && w <= a.hi() && a.values().contains(Long.toString(w))) {
      return List.of(Long.toString(w));
    }
    beyond();
    return List.of(TrackedValues.BEYOND);
  }

  /**
   * The values function {@code f} ({@link UpdateFunctions}) may give on value {@code v}: its
   * domain value when computed, else the whole domain ({@code *}, an unknown operand or a
   * function not computed: any value).
   */
  private List<String> applied(UpdateFunctions.Function f, String v, LocalValue operand) {
    LocalValue r = f == null ? null : f.apply(local(v), operand);
    String w = r == null ? null : domainValue(r);
    if (w == null) {
      if (v.equals(TrackedValues.BEYOND)) {
        beyond();
      } else {
        unknown();
      }
      return a.values();
    }
    if (w.equals(TrackedValues.BEYOND)) {
      beyond();
    }
    return List.of(w);
  }

  private void beyond() {
    tc.caveat("value-bound", origin, "the value of " + a.object().name() + " is tracked exactly"
        + " from " + a.lo() + " to " + a.hi() + "; a value outside becomes *, any int, so"
        + " comparisons with it are nondeterministic (raise the value bound)",
        Caveat.Effect.IMPRECISE);
  }

  private void unknown() {
    tc.caveat("value-unknown", origin, "the value given to " + a.object().name() + " is not"
        + " known here; it may be any of " + a.values(), Caveat.Effect.IMPRECISE);
  }
}

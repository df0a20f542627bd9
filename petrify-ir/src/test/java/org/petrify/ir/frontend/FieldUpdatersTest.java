package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.UpdaterEscapes;
import org.petrify.ir.frontend.samples.UpdaterGate;
import org.petrify.ir.frontend.samples.UpdaterIdentity;
import org.petrify.ir.frontend.samples.UpdaterWeak;
import org.petrify.ir.frontend.samples.VarHandleGate;
import org.petrify.ir.frontend.samples.VarHandleGateTooMany;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Field updaters tracked like atomics ({@link FieldUpdaters}, {@link UpdaterCommands}):
 * samples decided by the rb interpreter on their translation, the updaters that must stay
 * untracked, and a differential test of the commands of every modelled updater method against
 * the JDK's {@code AtomicIntegerFieldUpdater} and {@code AtomicReferenceFieldUpdater} on
 * generated values and operations.
 */
class FieldUpdatersTest {

  private static List<String> variables(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name).toList();
  }

  @Test
  void anIntFieldCountedThroughItsUpdaterIsTracked() {
    FrontendResult r = RbDump.translate(UpdaterGate.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".done"));
    assertThat(RbInterpreter.of(r.program()).explore(500_000).deadlock())
        .as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aVarHandleOfAVolatileFieldIsTrackedLikeAnUpdater() {
    FrontendResult ok = RbDump.translate(VarHandleGate.class);
    assertThat(variables(ok)).anyMatch(v -> v.endsWith(".done"));
    assertThat(ok.caveats()).noneMatch(c -> c.kind().equals("atomic-order"));
    assertThat(RbInterpreter.of(ok.program()).explore(500_000).deadlock())
        .as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(VarHandleGateTooMany.class);
    assertThat(RbInterpreter.of(bug.program()).explore(500_000).deadlock())
        .as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anObjectStoredThroughAnUpdaterIsInTheFieldsPointsToSet() {
    FrontendResult r = RbDump.translate(UpdaterIdentity.class);
    assertThat(variables(r)).anyMatch(v -> v.endsWith(".ref"));
    assertThat(RbInterpreter.of(r.program()).explore(500_000).deadlock())
        .as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anUpdaterPassedAsAParameterLeavesItsFieldUntracked() {
    FrontendResult r = RbDump.translate(UpdaterEscapes.class);
    assertThat(variables(r)).noneMatch(v -> v.endsWith(".done"));
    assertThat(RbInterpreter.of(r.program()).explore(500_000).deadlock())
        .as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aWeakCompareAndSetLeavesItsFieldUntracked() {
    FrontendResult r = RbDump.translate(UpdaterWeak.class);
    assertThat(variables(r)).noneMatch(v -> v.endsWith(".ref"));
  }

  @Test
  void theModelledMethodsAreTheJdksAndTheOthersAreNot() {
    for (Class<?> c : List.of(AtomicIntegerFieldUpdater.class,
        java.util.concurrent.atomic.AtomicLongFieldUpdater.class,
        AtomicReferenceFieldUpdater.class)) {
      for (Method m : c.getMethods()) {
        AtomicValues.Op op = FieldUpdaters.op(c.getName(), m.getName(), m.getParameterCount());
        boolean unmodelled = m.getName().startsWith("weak") || m.getName().contains("Update")
            || m.getName().contains("ccumulate") || m.getName().equals("newUpdater");
        if (unmodelled) {
          assertThat(op).as(m.toString()).isNull();
        }
        if (op != null && op.kind() != AtomicValues.OpKind.NEUTRAL) {
          assertThat(m.getParameterCount()).as(m.toString()).isGreaterThan(0);
          assertThat(m.getParameterTypes()[0]).as(m.toString()).isEqualTo(Object.class);
        }
      }
    }
    for (String name : INT_OPS) {
      int n = arity(name);
      assertThat(Arrays.stream(AtomicIntegerFieldUpdater.class.getMethods())
          .anyMatch(m -> m.getName().equals(name) && m.getParameterCount() == n)).as(name)
          .isTrue();
      assertThat(FieldUpdaters.op(AtomicIntegerFieldUpdater.class.getName(), name, n))
          .as(name).isNotNull();
    }
    for (String name : REF_OPS) {
      assertThat(FieldUpdaters.op(AtomicReferenceFieldUpdater.class.getName(), name,
          arity(name))).as(name).isNotNull();
    }
    assertThat(FieldUpdaters.op(AtomicReferenceFieldUpdater.class.getName(),
        "getAndIncrement", 1)).isNull();
  }

  // ------------------------------------------------------------------ differential

  private static final String[] INT_OPS = {"get", "set", "lazySet", "compareAndSet",
      "getAndSet", "getAndIncrement", "getAndDecrement", "incrementAndGet", "decrementAndGet",
      "getAndAdd", "addAndGet"};
  private static final String[] REF_OPS = {"get", "set", "lazySet", "compareAndSet",
      "getAndSet"};

  /** The number of arguments of an updater method, the object first. */
  private static int arity(String op) {
    return switch (op) {
      case "set", "lazySet", "getAndSet", "getAndAdd", "addAndGet", "setVolatile", "setRelease"
          -> 2;
      case "compareAndSet" -> 3;
      default -> 1;
    };
  }

  static final class IntHolder {
    volatile int v;
  }

  static final class RefHolder {
    volatile Object v;
  }

  private static final AtomicIntegerFieldUpdater<IntHolder> INT =
      AtomicIntegerFieldUpdater.newUpdater(IntHolder.class, "v");
  private static final AtomicReferenceFieldUpdater<RefHolder, Object> REF =
      AtomicReferenceFieldUpdater.newUpdater(RefHolder.class, Object.class, "v");

  private static final AbstractObject OBJECT = new AbstractObject(0,
      AbstractObject.Kind.ALLOCATION, "Holder", "h", null, "h", Origin.NONE, null);

  private record End(String value, LocalValue result) {}

  /** Runs the commands from the value {@code start} along every alternative (the lock checked). */
  private static Set<End> run(List<Command> cs, String variable, String lock, String start,
      Map<String, LocalValue> ends) {
    Map<String, Integer> at = new HashMap<>();
    for (int i = 0; i < cs.size(); i++) {
      at.put(cs.get(i).label(), i);
    }
    Set<End> out = new HashSet<>();
    List<Object[]> work = new ArrayList<>();
    work.add(new Object[] {0, start, false});
    int steps = 0;
    while (!work.isEmpty()) {
      assertThat(++steps).as("runs end").isLessThan(10_000);
      Object[] s = work.remove(work.size() - 1);
      int i = (Integer) s[0];
      String value = (String) s[1];
      boolean held = (Boolean) s[2];
      Command c = cs.get(i);
      List<String> next = new ArrayList<>();
      if (c instanceof Command.Acquire q) {
        assertThat(q.lock()).isEqualTo(lock);
        assertThat(held).as("not reentrant").isFalse();
        work.add(new Object[] {i + 1, value, true});
      } else if (c instanceof Command.Release q) {
        assertThat(q.lock()).isEqualTo(lock);
        assertThat(held).isTrue();
        work.add(new Object[] {i + 1, value, false});
      } else if (c instanceof Command.Assign q) {
        assertThat(held).as("assignments under the lock").isTrue();
        assertThat(q.variable()).isEqualTo(variable);
        work.add(new Object[] {i + 1, q.value(), true});
      } else if (c instanceof Command.Skip) {
        work.add(new Object[] {i + 1, value, held});
      } else if (c instanceof Command.Switch q) {
        next.add(q.targetOf(value));
      } else if (c instanceof Command.Jump q) {
        next.addAll(q.targets());
      } else if (c instanceof Command.Goto q) {
        next.add(q.target());
      } else {
        throw new AssertionError("unexpected command " + c);
      }
      for (String t : next) {
        if (ends.containsKey(t)) {
          assertThat(held).as("the lock is released at the end").isFalse();
          out.add(new End(value, ends.get(t)));
        } else {
          work.add(new Object[] {at.get(t), value, held});
        }
      }
    }
    return out;
  }

  /** The commands of one updater call through {@link UpdaterCommands}'s atomic, ends recorded. */
  private static List<Command> commands(TrackedValues.Tracked t, String cls, String op,
      List<LocalValue> args, Map<String, LocalValue> ends, List<String> caveats) {
    AtomicValues.Atomic a = UpdaterCommands.atomic(t, OBJECT, "h.v");
    AtomicValues.Op spec = FieldUpdaters.op(cls, op, arity(op));
    int[] counter = {0};
    return AtomicCommands.of((kind, where, message, effect) -> caveats.add(kind), a, spec,
        FieldUpdaters.commandName(op),
        args, true, v -> {
          String target = "@end" + ends.size();
          ends.put(target, v);
          return target;
        }, () -> "l" + counter[0]++, Origin.NONE);
  }

  @Test
  void everyIntUpdaterOperationOverApproximatesTheJdkAndIsExactInsideTheRange() {
    Random random = new Random(21);
    for (int n = 0; n < 3000; n++) {
      int lo = random.nextInt(5) - 2;
      int hi = lo + random.nextInt(5);
      List<String> values = new ArrayList<>();
      for (int v = lo; v <= hi; v++) {
        values.add(Integer.toString(v));
      }
      values.add(TrackedValues.BEYOND);
      TrackedValues.Tracked t = new TrackedValues.Tracked(new TrackedValues.FieldKey("H", "v"),
          TrackedValues.Kind.INT, false, true, values,
          lo <= 0 && 0 <= hi ? "0" : TrackedValues.BEYOND, null, lo, hi);
      String op = INT_OPS[random.nextInt(INT_OPS.length)];
      int start = lo - 2 + random.nextInt(hi - lo + 5);
      int x = lo - 2 + random.nextInt(hi - lo + 5);
      int y = lo - 2 + random.nextInt(hi - lo + 5);
      boolean known = random.nextInt(4) > 0;
      IntHolder h = new IntHolder();
      h.v = start;
      int result = switch (op) {
        case "get" -> INT.get(h);
        case "set" -> { INT.set(h, x); yield 0; }
        case "lazySet" -> { INT.lazySet(h, x); yield 0; }
        case "compareAndSet" -> INT.compareAndSet(h, x, y) ? 1 : 0;
        case "getAndSet" -> INT.getAndSet(h, x);
        case "getAndIncrement" -> INT.getAndIncrement(h);
        case "getAndDecrement" -> INT.getAndDecrement(h);
        case "incrementAndGet" -> INT.incrementAndGet(h);
        case "decrementAndGet" -> INT.decrementAndGet(h);
        case "getAndAdd" -> INT.getAndAdd(h, x);
        default -> INT.addAndGet(h, x);
      };
      int argc = arity(op) - 1;
      List<LocalValue> args = new ArrayList<>();
      for (int k = 0; k < argc; k++) {
        args.add(known ? new LocalValue.Int(k == 0 ? x : y) : null);
      }
      Map<String, LocalValue> ends = new HashMap<>();
      List<String> caveats = new ArrayList<>();
      List<Command> cs = commands(t, AtomicIntegerFieldUpdater.class.getName(), op, args, ends,
          caveats);
      Set<End> got = run(cs, "h.v", UpdaterCommands.lock("h.v"), abstraction(lo, hi, start),
          ends);
      boolean write = op.equals("set") || op.equals("lazySet");
      LocalValue expectedResult = write ? null : op.equals("compareAndSet")
          ? new LocalValue.Int(result) : local(lo, hi, result);
      End expected = new End(abstraction(lo, hi, h.v), expectedResult);
      String what = op + " from " + start + " args " + x + "," + y + " known " + known + " in "
          + lo + ".." + hi + ": " + got;
      assertThat(got).as(what).contains(expected);
      boolean exact = in(lo, hi, start) && in(lo, hi, h.v)
          && (write || op.equals("compareAndSet") || in(lo, hi, result))
          && (known || argc == 0) && (argc == 0 || in(lo, hi, x)) && (argc < 2 || in(lo, hi, y));
      if (exact) {
        assertThat(got).as(what).containsExactly(expected);
        assertThat(caveats).as(what).doesNotContain("value-unknown");
      }
    }
  }

  private static final java.lang.invoke.VarHandle VH;

  static {
    try {
      VH = java.lang.invoke.MethodHandles.lookup().findVarHandle(IntHolder.class, "v",
          int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  @Test
  void everyVarHandleAccessModeModelledOverApproximatesTheJdk() {
    Random random = new Random(23);
    String[] ops = {"getVolatile", "setVolatile", "setRelease", "compareAndSet", "getAndSet",
        "getAndAdd"};
    for (int n = 0; n < 3000; n++) {
      int lo = random.nextInt(5) - 2;
      int hi = lo + random.nextInt(5);
      List<String> values = new ArrayList<>();
      for (int v = lo; v <= hi; v++) {
        values.add(Integer.toString(v));
      }
      values.add(TrackedValues.BEYOND);
      TrackedValues.Tracked t = new TrackedValues.Tracked(new TrackedValues.FieldKey("H", "v"),
          TrackedValues.Kind.INT, false, true, values,
          lo <= 0 && 0 <= hi ? "0" : TrackedValues.BEYOND, null, lo, hi);
      String op = ops[random.nextInt(ops.length)];
      int start = lo - 2 + random.nextInt(hi - lo + 5);
      int x = lo - 2 + random.nextInt(hi - lo + 5);
      int y = lo - 2 + random.nextInt(hi - lo + 5);
      IntHolder h = new IntHolder();
      h.v = start;
      int result = switch (op) {
        case "getVolatile" -> (int) VH.getVolatile(h);
        case "setVolatile" -> { VH.setVolatile(h, x); yield 0; }
        case "setRelease" -> { VH.setRelease(h, x); yield 0; }
        case "compareAndSet" -> VH.compareAndSet(h, x, y) ? 1 : 0;
        case "getAndSet" -> (int) VH.getAndSet(h, x);
        default -> (int) VH.getAndAdd(h, x);
      };
      int argc = arity(op) - 1;
      List<LocalValue> args = new ArrayList<>();
      for (int k = 0; k < argc; k++) {
        args.add(new LocalValue.Int(k == 0 ? x : y));
      }
      Map<String, LocalValue> ends = new HashMap<>();
      List<String> caveats = new ArrayList<>();
      List<Command> cs = commands(t, "java.lang.invoke.VarHandle", op, args, ends, caveats);
      Set<End> got = run(cs, "h.v", UpdaterCommands.lock("h.v"), abstraction(lo, hi, start),
          ends);
      boolean write = op.startsWith("set");
      LocalValue expectedResult = write ? null : op.equals("compareAndSet")
          ? new LocalValue.Int(result) : local(lo, hi, result);
      End expected = new End(abstraction(lo, hi, h.v), expectedResult);
      String what = op + " from " + start + " args " + x + "," + y + " in " + lo + ".." + hi
          + ": " + got;
      assertThat(got).as(what).contains(expected);
      if (in(lo, hi, start) && in(lo, hi, h.v) && (write || op.equals("compareAndSet")
          || in(lo, hi, result)) && (argc == 0 || in(lo, hi, x)) && (argc < 2 || in(lo, hi, y))) {
        assertThat(got).as(what).containsExactly(expected);
      }
      assertThat(caveats.contains("atomic-order")).as(what).isEqualTo(op.equals("setRelease"));
    }
  }

  @Test
  void everyReferenceUpdaterOperationOverApproximatesTheJdk() {
    Random random = new Random(22);
    Object[] refs = {null, new Object(), new Object()};
    TrackedValues.Tracked t = new TrackedValues.Tracked(new TrackedValues.FieldKey("H", "v"),
        TrackedValues.Kind.REFERENCE, false, true, List.of("null", TrackedValues.NONNULL),
        "null", null, 0, 0);
    for (int n = 0; n < 3000; n++) {
      String op = REF_OPS[random.nextInt(REF_OPS.length)];
      Object start = refs[random.nextInt(3)];
      Object x = refs[random.nextInt(3)];
      Object y = refs[random.nextInt(3)];
      boolean known = random.nextInt(4) > 0;
      RefHolder h = new RefHolder();
      h.v = start;
      LocalValue result = switch (op) {
        case "get" -> ref(REF.get(h));
        case "set" -> { REF.set(h, x); yield null; }
        case "lazySet" -> { REF.lazySet(h, x); yield null; }
        case "compareAndSet" -> new LocalValue.Int(REF.compareAndSet(h, x, y) ? 1 : 0);
        default -> ref(REF.getAndSet(h, x));
      };
      int argc = arity(op) - 1;
      List<LocalValue> args = new ArrayList<>();
      for (int k = 0; k < argc; k++) {
        args.add(known ? ref(k == 0 ? x : y) : null);
      }
      Map<String, LocalValue> ends = new HashMap<>();
      List<String> caveats = new ArrayList<>();
      List<Command> cs = commands(t, AtomicReferenceFieldUpdater.class.getName(), op, args,
          ends, caveats);
      Set<End> got = run(cs, "h.v", UpdaterCommands.lock("h.v"), domain(start), ends);
      End expected = new End(domain(h.v), result);
      String what = op + " from " + start + " args " + x + "," + y + " known " + known + ": "
          + got;
      assertThat(got).as(what).contains(expected);
      boolean identity = op.equals("compareAndSet") && start != null && x != null;
      if ((known || argc == 0) && !identity) {
        assertThat(got).as(what).containsExactly(expected);
      }
    }
  }

  private static boolean in(int lo, int hi, int v) {
    return v >= lo && v <= hi;
  }

  private static String abstraction(int lo, int hi, int v) {
    return in(lo, hi, v) ? Integer.toString(v) : TrackedValues.BEYOND;
  }

  private static LocalValue local(int lo, int hi, int v) {
    return in(lo, hi, v) ? new LocalValue.Int(v) : new LocalValue.Beyond();
  }

  private static String domain(Object o) {
    return o == null ? "null" : TrackedValues.NONNULL;
  }

  private static LocalValue ref(Object o) {
    return o == null ? new LocalValue.Null() : new LocalValue.NonNull();
  }
}

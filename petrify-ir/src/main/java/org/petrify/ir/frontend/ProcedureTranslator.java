package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.CountedLoop;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import org.petrify.ir.rb.Caveat;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;
import org.petrify.ir.pointsto.MethodCode;

/**
 * Translates one method instance into an rb procedure (paper Tab. 1, extended).
 *
 * <p>The translation walks states (statement, environment). The environment pins choices
 * that later statements must agree with: the lock object chosen at a {@code monitorenter} on a
 * local that may point to several objects (pinned until the matching {@code monitorexit} on
 * the same local, so acquire and release stay matched on every branch), the lock of a
 * synchronized method whose receiver may be several objects (pinned for the whole body), and
 * the outcome of {@code tryLock()} (pinned until the {@code if} that tests it, so the success
 * branch is the one that holds the lock; the call becomes {@code trylock k else <failure>},
 * one per lock object it may be, chosen by a {@code jump} if there are several). A statement is translated once per environment that
 * reaches it; without such choices there is one environment and one copy.
 *
 * <p>Each state becomes a block of commands that ends with an explicit transfer whose targets
 * are placeholders ({@code @i:e} for state (i, e), {@code @exit:e} for the exit in
 * environment e). {@link #finish} resolves placeholders, follows chains of gotos and removes
 * gotos that only fall through. Statements that do nothing observable (local assignments,
 * arithmetic, identity statements) produce no command.
 */
final class ProcedureTranslator {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;
  private final LocalValueEvaluator evaluator;
  private final HeapAccesses accesses;
  private final MonitorLocks monitors;
  private final ExceptionRoutes routes;
  private Map<Integer, CountedLoop> countedLoops;
  private final List<Stmt> stmts;
  private final String name;
  private final List<Environment> envs = new ArrayList<>();
  private final Map<Environment, Integer> envIds = new HashMap<>();
  private final Map<BlockKey, List<Command>> blocks = new LinkedHashMap<>();
  private final ArrayDeque<int[]> work = new ArrayDeque<>();
  /** The environments in which an exception escapes the method (its raise is reached). */
  private final Set<Integer> raised = new java.util.TreeSet<>();
  private List<Command> current;
  private String currentLabel;
  private int counter;
  private Origin origin;
  /** The index of the statement being translated. */
  private int at;
  /** The result variant this translation is ({@link ResultExits}), or null for the method. */
  private final ResultExits.Variant variant;

  ProcedureTranslator(TranslationContext tc, MethodInstance mi, MethodCode code, String name) {
    this(tc, mi, code, name, null);
  }

  /** The translation of a result variant of {@code mi} ({@link ResultExits}). */
  ProcedureTranslator(TranslationContext tc, MethodInstance mi, MethodCode code, String name,
      ResultExits.Variant variant) {
    this.variant = variant;
    this.tc = tc;
    this.mi = mi;
    this.code = code;
    this.evaluator = new LocalValueEvaluator(tc, mi, code);
    this.accesses = new HeapAccesses(tc, mi);
    this.monitors = new MonitorLocks(tc, mi, code);
    this.routes = new ExceptionRoutes(tc, mi, code);
    this.stmts = code.stmts();
    this.name = name;
  }

  Procedure translate() {
    env(Environment.EMPTY);
    List<Command> entry = new ArrayList<>();
    blocks.put(BlockKey.entry(), entry);
    Origin methodOrigin = tc.origins().of(mi.method());
    String first = stateRef(0, 0);
    String init = tc.classInit().atEntry(mi);
    if (init != null) {
      entry.add(new Command.Call("clinit", init, methodOrigin));
    }
    if (mi.method().isSynchronized()) {
      List<String> locks = syncLocks();
      if (locks.size() == 1) {
        entry.add(new Command.Acquire("sync", locks.get(0), methodOrigin));
        entry.add(new Command.Goto("sync_1", first, methodOrigin));
        enqueue(0, 0);
      } else {
        List<String> targets = new ArrayList<>();
        List<Command> branches = new ArrayList<>();
        for (int k = 0; k < locks.size(); k++) {
          int e = env(Environment.EMPTY.withSyncLock(locks.get(k)));
          targets.add("sync_a" + k);
          branches.add(new Command.Acquire("sync_a" + k, locks.get(k), methodOrigin));
          branches.add(new Command.Goto("sync_g" + k, stateRef(0, e), methodOrigin));
          enqueue(0, e);
        }
        entry.add(new Command.Jump("sync", targets, methodOrigin));
        entry.addAll(branches);
      }
    } else {
      enqueue(0, 0);
    }
    while (!work.isEmpty()) {
      int[] s = work.poll();
      translateState(s[0], s[1]);
    }
    if (mi.method().isSynchronized()) {
      for (int e = 0; e < envs.size(); e++) {
        String lock = envs.get(e).syncLock();
        String l = lock != null ? lock : syncLocks().get(0);
        List<Command> tail = new ArrayList<>();
        tail.add(new Command.Release("ret_" + e, l, methodOrigin));
        tail.add(new Command.Goto("ret_" + e + "_1", Procedure.EXIT, methodOrigin));
        blocks.put(BlockKey.exit(e), tail);
      }
    }
    if (!raised.isEmpty()) {
      Origin methodOrigin2 = tc.origins().of(mi.method());
      blocks.put(BlockKey.raise(), List.of(new Command.Raise("raise", methodOrigin2)));
      for (int e : raised) {
        List<Command> tail = new ArrayList<>();
        if (mi.method().isSynchronized()) {
          String lock = envs.get(e).syncLock();
          String l = lock != null ? lock : syncLocks().get(0);
          tail.add(new Command.Release("raise_" + e, l, methodOrigin2));
        }
        tail.add(new Command.Goto(tail.isEmpty() ? "raise_" + e : "raise_" + e + "_1",
            BlockKey.raise().placeholder(), methodOrigin2));
        blocks.put(BlockKey.raiseTail(e), tail);
      }
    }
    if (variant == null) {
      // a result variant reaches a subset of the handlers the method's own translation does
      // (it pins more): that one reports them
      routes.noteHandlers();
    }
    return new Procedure(name, finish());
  }

  private List<String> syncLocks() {
    return monitors.ofMethod();
  }

  private Origin origin(int i) {
    return tc.origins().of(mi.method(), stmts.get(i));
  }

  private int env(Environment e) {
    Integer id = envIds.get(e);
    if (id != null) {
      return id;
    }
    envs.add(e);
    envIds.put(e, envs.size() - 1);
    return envs.size() - 1;
  }

  /**
   * The placeholder of state (i, e) after dropping the values of locals dead at i (so that
   * copies made for a tested value merge again), and makes sure it is translated.
   */
  private String stateRef(int i, int e) {
    int n = live(i, e);
    enqueueExact(i, n);
    return BlockKey.state(i, n).placeholder();
  }

  private int live(int i, int e) {
    Environment env = envs.get(e);
    if (env.values().isEmpty()) {
      return e;
    }
    return env(env.retainValues(l -> tc.values().isLive(code, i, l)));
  }

  private String exitRef(int e) {
    return BlockKey.exit(e).placeholder();
  }

  /** The placeholder of the exceptional exit (a raise; after the release of a synchronized method). */
  private String raiseRef(int e) {
    raised.add(e);
    return BlockKey.raiseTail(e).placeholder();
  }

  private void enqueue(int i, int e) {
    enqueueExact(i, live(i, e));
  }

  private void enqueueExact(int i, int e) {
    BlockKey key = BlockKey.state(i, e);
    if (!blocks.containsKey(key)) {
      blocks.put(key, null);
      work.add(new int[] {i, e});
    }
  }

  private String label() {
    return counter++ == 0 ? currentLabel : currentLabel + "_" + (counter - 1);
  }

  private void emit(Command c) {
    current.add(c);
  }

  /** Emits "goto state" and makes sure the state is translated. */
  private void gotoState(int i, int e) {
    enqueue(i, e);
    emit(new Command.Goto(label(), stateRef(i, e), origin));
  }

  private void translateState(int i, int e) {
    current = new ArrayList<>();
    currentLabel = e == 0 ? "s" + i : "s" + i + "e" + e;
    counter = 0;
    origin = origin(i);
    at = i;
    blocks.put(BlockKey.state(i, e), current);
    UnheldMonitorHandlers.check(tc, mi, code, i, origin);
    List<String> implicit = implicitHandlers(i, e);
    if (implicit.isEmpty()) {
      translateStatement(i, e);
      return;
    }
    // an implicit or library exception before the statement's effects (ImplicitExceptions)
    String choice = label();
    translateStatement(i, e);
    if (current.isEmpty()) {
      return;
    }
    List<String> targets = new ArrayList<>();
    targets.add(current.get(0).label());
    targets.addAll(implicit);
    current.add(0, new Command.Jump(choice, targets, origin(i)));
  }

  /** The handler states of {@link ImplicitExceptions} for statement i in environment e. */
  private List<String> implicitHandlers(int i, int e) {
    List<String> refs = new ArrayList<>();
    for (int target : routes.implicitAt(i)) {
      enqueue(target, e);
      String ref = stateRef(target, e);
      if (!refs.contains(ref)) {
        refs.add(ref);
      }
    }
    return refs;
  }

  private void translateStatement(int i, int e) {
    Stmt s = stmts.get(i);
    for (String init : tc.classInit().before(mi, i)) {
      emit(new Command.Call(label(), init, origin));
    }
    Environment env = envs.get(e);
    int next = e;
    if (s instanceof JIdentityStmt id) {
      // parameters, this, caught exceptions: nothing observable (a result variant pins the
      // arguments its caller knows)
      next = variant != null ? pinParameter(id, e) : e;
    } else if (s instanceof JAssignStmt a) {
      next = assign(i, e, a);
      if (next < 0) {
        return;
      }
    } else if (s instanceof JInvokeStmt inv) {
      if (atomic(i, e, inv.getInvokeExpr().orElseThrow(), null)
          || call(i, e, inv.getInvokeExpr().orElseThrow(), null)) {
        return;
      }
    } else if (s instanceof JEnterMonitorStmt m) {
      enter(i, e, m.getOp());
      return;
    } else if (s instanceof JExitMonitorStmt m) {
      next = exit(e, m.getOp());
    } else if (s instanceof JIfStmt f) {
      branch(i, e, f);
      return;
    } else if (s instanceof JSwitchStmt sw && switchTarget(i, sw, env) >= 0) {
      gotoState(switchTarget(i, sw, env), e);
      return;
    } else if (s instanceof JSwitchStmt || s instanceof JGotoStmt) {
      jumpToSuccessors(i, e, env);
      return;
    } else if (s instanceof JReturnStmt r && variant != null) {
      returnByResult(r, e);
      return;
    } else if (s instanceof JReturnStmt || s instanceof JReturnVoidStmt) {
      emit(new Command.Goto(label(), exitRef(e), origin));
      return;
    } else if (s instanceof JThrowStmt t) {
      throwTo(i, e, t);
      return;
    } else if (!s.fallsThrough()) {
      tc.caveat("bytecode", origin, "statement " + s + " is not modelled; treated as the end"
          + " of the method", org.petrify.ir.rb.Caveat.Effect.UNSOUND);
      emit(new Command.Goto(label(), exitRef(e), origin));
      return;
    }
    fallThrough(i, next);
  }

  /**
   * The statement a {@code switch} on a known key goes to (its successors are the case targets
   * in order, then the default), or -1.
   */
  private int switchTarget(int i, JSwitchStmt sw, Environment env) {
    int[] succ = code.successors(i);
    List<IntConstant> values = sw.getValues();
    if (succ.length != values.size() + 1) {
      return -1;
    }
    LocalValue key = evaluator.evaluate(sw.getKey(), env);
    if (key instanceof LocalValue.Beyond) {
      tc.caveat("value-bound", origin, "a switch on an int beyond the tracked bound is a"
          + " nondeterministic choice (raise the value bound)", Caveat.Effect.IMPRECISE);
    }
    if (!(key instanceof LocalValue.Int k)) {
      return -1;
    }
    for (int c = 0; c < values.size(); c++) {
      if (values.get(c).getValue() == k.value()) {
        return succ[c];
      }
    }
    return succ[values.size()];
  }

  private void fallThrough(int i, int e) {
    int[] succ = code.successors(i);
    if (succ.length == 0) {
      emit(new Command.Goto(label(), exitRef(e), origin));
    } else {
      gotoState(succ[0], e);
    }
  }

  // ------------------------------------------------------------------ statements

  /** Returns the environment after the statement, or -1 if the block is complete. */
  private int assign(int i, int e, JAssignStmt a) {
    Value lhs = a.getLeftOp();
    Value rhs = a.getRightOp();
    Environment env = envs.get(e);
    int after = e;
    if (lhs instanceof Local l) {
      after = env(env.without(l.getName()));
    }
    if (lhs instanceof Local l && rhs instanceof JFieldRef f && tc.values().field(f) != null
        && (tc.values().splitsOn(code, l)
            || variant != null && tc.results().worthRefining(code, l.getName(), true))) {
      readTracked(i, after, l, f, tc.values().field(f), alternatives(f));
      return -1;
    }
    if (lhs instanceof Local l && rhs instanceof AbstractInvokeExpr inv
        && tc.values().getterField(code, i) != null && tc.values().splitsOn(code, l)) {
      GetterReads.Read g = tc.values().getters().readAt(tc, mi, i, inv, origin);
      if (g != null) {
        readTracked(i, after, l, g.ref(), tc.values().getterField(code, i), g.objects());
        return -1;
      }
    }
    access(rhs, false);
    if (rhs instanceof AbstractInvokeExpr inv) {
      if (atomic(i, after, inv, lhs)) {
        return -1;
      }
      if (lhs instanceof Local && isAtomicRead(inv)) {
        tc.caveat("atomic-untracked", origin, "the value of "
            + inv.getMethodSignature().getDeclClassType().getClassName() + "."
            + inv.getMethodSignature().getName() + " is not tracked; conditions on it are"
            + " nondeterministic choices", Caveat.Effect.IMPRECISE);
      }
      if (lhs instanceof Local l && tc.library().isTry(inv)
          && !tc.mockito().noLibraryCommands(mi, i, inv)) {
        tryLock(i, after, inv, l);
        return -1;
      }
      if (lhs instanceof Local l && resultCall(i, e, after, inv, l)) {
        return -1;
      }
      if (call(i, after, inv, lhs)) {
        return -1;
      }
    }
    if (lhs instanceof JFieldRef f && tc.values().field(f) != null) {
      writeTracked(f, rhs, env);
    } else {
      access(lhs, true);
    }
    if (lhs instanceof Local l && (tc.values().splitsOn(code, l)
        || tc.results().worthRefining(code, l.getName(), variant != null))) {
      LocalValue v = evaluator.evaluate(rhs, env);
      if (v instanceof LocalValue.Int n && rhs instanceof IntConstant
          && !l.getType().toString().equals("boolean")) {
        v = tc.values().range(code).locals() ? evaluator.bounded(n.value()) : null;
      }
      if (v != null) {
        after = pin(after, l.getName(), v);
      }
    }
    return after;
  }

  /**
   * A call that reads the value of a {@code java.util.concurrent.atomic} object (not a field
   * updater, which turns value tracking off altogether): the value is not tracked, so what the
   * program decides from it is a nondeterministic choice of the model (more behaviour than the
   * JVM has, never less).
   */
  static boolean isAtomicRead(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    return cls.startsWith("java.util.concurrent.atomic.") && !cls.endsWith("FieldUpdater")
        && !inv.getMethodSignature().getName().equals("<init>")
        && !inv.getMethodSignature().getType().toString().equals("void");
  }

  // ------------------------------------------------------------------ tracked values

  /**
   * An operation on a tracked atomic object ({@link AtomicValues}, {@link AtomicCommands}):
   * completes the block, continuing with the result local pinned to the value read. Returns
   * false (nothing emitted) when the call is not one.
   */
  private boolean atomic(int i, int e, AbstractInvokeExpr inv, Value lhs) {
    AtomicValues.Atomic a = tc.atomics().atomicAt(mi, i, inv);
    if (a == null) {
      return updater(i, e, inv, lhs);
    }
    Environment env = envs.get(e);
    int next = code.successors(i)[0];
    Local l = lhs instanceof Local x && tc.values().splitsOn(code, x) ? x : null;
    List<LocalValue> args = new ArrayList<>();
    inv.getArgs().forEach(arg -> args.add(evaluator.evaluate(arg, env)));
    current.addAll(AtomicCommands.of(tc::caveat, a, AtomicValues.op(inv),
        inv.getMethodSignature().getName(), args, l != null,
        v -> stateRef(next, l == null || v == null ? e : pin(e, l.getName(), v)),
        this::label, origin));
    return true;
  }

  /**
   * An operation of a field updater on a tracked field ({@link FieldUpdaters},
   * {@link UpdaterCommands}): completes the block like {@link #atomic}. Returns false when the
   * call is not one.
   */
  private boolean updater(int i, int e, AbstractInvokeExpr inv, Value lhs) {
    FieldUpdaters.Access acc = tc.values().updaters().of(inv);
    TrackedValues.Tracked t = acc == null ? null : tc.values().field(acc.field());
    if (t == null || !(inv.getArg(0) instanceof Local target)) {
      return false;
    }
    List<AbstractObject> objs = tc.pts().pointsTo(mi, i, target);
    if (objs.isEmpty()) {
      return false;
    }
    Environment env = envs.get(e);
    int next = code.successors(i)[0];
    Local l = lhs instanceof Local x && tc.values().splitsOn(code, x) ? x : null;
    List<LocalValue> args = new ArrayList<>();
    inv.getArgs().subList(1, inv.getArgCount()).forEach(arg -> args.add(
        tc.values().identities().sharpen(evaluator.evaluate(arg, env), mi, i, arg)));
    current.addAll(UpdaterCommands.of(tc, t, acc,
        FieldUpdaters.commandName(inv.getMethodSignature().getName()), objs,
        args, l != null, v -> stateRef(next, l == null || v == null ? e : pin(e, l.getName(), v)),
        this::label, origin));
    return true;
  }

  /** The most environments per method before values stop being pinned (caveat). */
  private static final int MAX_ENVIRONMENTS = 512;

  /** The environment with the local's value pinned, unless the method has too many. */
  private int pin(int e, String local, LocalValue v) {
    if (envs.size() >= MAX_ENVIRONMENTS) {
      tc.caveat("value-environments", origin, "more than " + MAX_ENVIRONMENTS + " combinations"
          + " of known values in " + mi.method().getName() + "; further values read there are"
          + " not pinned (conditions on them are nondeterministic)", Caveat.Effect.IMPRECISE);
      return e;
    }
    return env(envs.get(e).withValue(local, v));
  }

  /** The alternatives of a field access: the base's objects, or one {@code null} (static). */
  private List<AbstractObject> alternatives(JFieldRef f) {
    if (f instanceof JInstanceFieldRef ir) {
      List<AbstractObject> objs = tc.pts().pointsTo(mi, at, ir.getBase());
      return objs;
    }
    java.util.ArrayList<AbstractObject> one = new ArrayList<>();
    one.add(null);
    return one;
  }

  /**
   * {@code l = base.f} of a tracked field: per alternative object, a {@code switch} on its
   * variable whose cases continue with {@code l} pinned to that value (a {@code read} and
   * {@code l} unknown for untracked alternatives); a {@code jump} chooses among several.
   * {@code objs} are the objects read from (for a getter call, those its body reads,
   * {@link GetterReads}).
   */
  private void readTracked(int i, int e, Local l, JFieldRef f, TrackedValues.Tracked t,
      List<AbstractObject> objs) {
    int next = code.successors(i)[0];
    if (objs.isEmpty()) {
      accesses.noteTracked(f, HeapAccesses.location(f, null), f instanceof JInstanceFieldRef);
      emit(new Command.Read(label(), HeapAccesses.location(f, null), origin));
      gotoState(next, e);
      return;
    }
    List<Command> alts = new ArrayList<>();
    List<String> heads = new ArrayList<>();
    String jumpLabel = objs.size() > 1 ? label() : null;
    for (AbstractObject o : objs) {
      String var = tc.values().variable(t, o);
      noteTracked(f, var != null ? var : HeapAccesses.location(f, o));
      String head = label();
      heads.add(head);
      if (var == null) {
        alts.add(new Command.Read(head, HeapAccesses.location(f, o), origin));
        alts.add(new Command.Goto(label(), stateRef(next, tc.values().isNonNullField(f)
            ? pin(e, l.getName(), new LocalValue.NonNull()) : e), origin));
        continue;
      }
      List<String> targets = new ArrayList<>();
      for (String value : t.values()) {
        targets.add(stateRef(next, pin(e, l.getName(), tc.values().local(t, value))));
      }
      alts.add(new Command.Switch(head, var, t.values(), targets, origin));
    }
    if (jumpLabel != null) {
      emit(new Command.Jump(jumpLabel, heads, origin));
    }
    current.addAll(alts);
  }

  /**
   * {@code base.f = v} of a tracked field: per alternative object an {@code assign} of the
   * value (a {@code write} for untracked alternatives); an unknown value is a choice among the
   * domain (caveat).
   */
  private void writeTracked(JFieldRef f, Value rhs, Environment env) {
    TrackedValues.Tracked t = tc.values().field(f);
    List<AbstractObject> objs = alternatives(f);
    List<java.util.function.Supplier<List<Command>>> alts = new ArrayList<>();
    if (objs.isEmpty()) {
      accesses.noteTracked(f, HeapAccesses.location(f, null), f instanceof JInstanceFieldRef);
      alts.add(() -> List.of(new Command.Write(label(), HeapAccesses.location(f, null),
          origin)));
    }
    LocalValue v = tc.values().identities().sharpen(evaluator.evaluate(rhs, env), mi, at, rhs);
    List<String> written = v == null ? null : tc.values().written(t, v);
    String value = written == null || written.size() != 1 ? null : written.get(0);
    if (TrackedValues.BEYOND.equals(value)) {
      beyondBound(t);
    }
    // a field its updaters change atomically: every store under the field's lock
    // (UpdaterCommands)
    boolean locked = tc.values().updaters().isManaged(t.key());
    for (AbstractObject o : objs) {
      String var = tc.values().variable(t, o);
      noteTracked(f, var != null ? var : HeapAccesses.location(f, o));
      if (var == null) {
        alts.add(() -> List.of(new Command.Write(label(), HeapAccesses.location(f, o),
            origin)));
        continue;
      }
      if (written == null) {
        tc.caveat("value-unknown", origin, "the value written to " + t.key().name() + " is not"
            + " known here; it may be any of " + t.values(), Caveat.Effect.IMPRECISE);
      }
      for (String w : written != null ? written : t.values()) {
        alts.add(() -> locked
            ? List.of(new Command.Acquire(label(), UpdaterCommands.lock(var), origin),
                new Command.Assign(label(), var, w, origin),
                new Command.Release(label(), UpdaterCommands.lock(var), origin))
            : List.of(new Command.Assign(label(), var, w, origin)));
      }
    }
    if (alts.size() == 1) {
      current.addAll(alts.get(0).get());
    } else if (!locked) {
      choice(alts.size(), k -> alts.get(k).get().get(0));
    } else {
      choiceOfSequences(alts);
    }
  }

  /** Notes the heap location a tracked access touches (for the race analysis). */
  private void noteTracked(JFieldRef f, String name) {
    accesses.noteTracked(f, name, false);
  }

  private void beyondBound(TrackedValues.Tracked t) {
    tc.caveat("value-bound", origin, "int field " + t.key().name() + " is tracked exactly"
        + " from " + t.lo() + " to " + t.hi() + "; a value outside becomes *, any int, so"
        + " comparisons with it are nondeterministic (raise the value bound)",
        Caveat.Effect.IMPRECISE);
  }

  /**
   * Emits the read or write of a heap location (field, static field, array element), one per
   * abstract location the access may touch ({@link HeapAccesses}).
   */
  private void access(Value v, boolean write) {
    List<String> locations = accesses.locations(v, at);
    if (locations.isEmpty()) {
      return;
    }
    choice(locations.size(), k -> write
        ? new Command.Write(label(), locations.get(k), origin)
        : new Command.Read(label(), locations.get(k), origin));
  }

  /**
   * Emits one command, or a jump among n alternatives that rejoin after them. The factory is
   * asked for the k-th alternative's first command after the jump's label is taken.
   */
  private void choice(int n, java.util.function.IntFunction<Command> alternative) {
    if (n == 1) {
      emit(alternative.apply(0));
      return;
    }
    String join = currentLabel + "_j" + counter;
    List<Command> alts = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    String jumpLabel = label();
    for (int k = 0; k < n; k++) {
      Command c = alternative.apply(k);
      targets.add(c.label());
      alts.add(c);
      alts.add(new Command.Goto(label(), join, origin));
    }
    emit(new Command.Jump(jumpLabel, targets, origin));
    current.addAll(alts);
    emit(new Command.Skip(join, origin));
  }

  /** Like {@link #choice}, for alternatives that are command sequences. */
  private void choiceOfSequences(List<java.util.function.Supplier<List<Command>>> alternatives) {
    String join = currentLabel + "_j" + counter;
    List<Command> alts = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    String jumpLabel = label();
    for (java.util.function.Supplier<List<Command>> alternative : alternatives) {
      List<Command> cs = alternative.get();
      targets.add(cs.get(0).label());
      alts.addAll(cs);
      alts.add(new Command.Goto(label(), join, origin));
    }
    emit(new Command.Jump(jumpLabel, targets, origin));
    current.addAll(alts);
    emit(new Command.Skip(join, origin));
  }

  private void enter(int i, int e, Value op) {
    Environment env = envs.get(e);
    List<String> locks = monitors.names(op, env, at, origin);
    int next = code.successors(i)[0];
    if (locks.size() == 1) {
      emit(new Command.Acquire(label(), locks.get(0), origin));
      gotoState(next, e);
      return;
    }
    String jumpLabel = label();
    List<String> targets = new ArrayList<>();
    List<Command> alts = new ArrayList<>();
    String local = ((Local) op).getName();
    for (String lock : locks) {
      String l = label();
      targets.add(l);
      alts.add(new Command.Acquire(l, lock, origin));
      int pinned = env(env.withMonitor(local, lock));
      enqueue(next, pinned);
      alts.add(new Command.Goto(label(), stateRef(next, pinned), origin));
    }
    emit(new Command.Jump(jumpLabel, targets, origin));
    current.addAll(alts);
  }

  private int exit(int e, Value op) {
    Environment env = envs.get(e);
    MonitorLocks.Exit exit = monitors.exit(op, env, at, origin);
    List<String> locks = exit.locks();
    choice(locks.size(), k -> new Command.Release(label(), locks.get(k), origin));
    return exit.unpinned() == null ? e : env(env.withoutMonitor(exit.unpinned()));
  }

  private void branch(int i, int e, JIfStmt f) {
    Environment env = envs.get(e);
    int[] succ = code.successors(i);
    AbstractConditionExpr cond = f.getCondition();
    if (cond.getOp1() instanceof Local l && env.tryLocks().containsKey(l.getName())
        && cond.getOp2() instanceof IntConstant c && c.getValue() == 0
        && (cond instanceof JEqExpr || cond instanceof JNeExpr) && succ.length == 2) {
      boolean success = env.tryLocks().get(l.getName());
      boolean conditionTrue = cond instanceof JEqExpr ? !success : success;
      int after = env(env.withoutTryLock(l.getName()));
      gotoState(succ[conditionTrue ? 1 : 0], after);
      return;
    }
    Boolean known = succ.length == 2 ? evaluator.decide(cond, env, at, origin) : null;
    if (known != null) {
      gotoState(succ[known ? 1 : 0], e);
      return;
    }
    CountedLoop loop = countedLoops().get(i);
    if (loop != null && !tc.pts().mayRunMoreThanOnce(mi)) {
      countTrips(loop, e);
      return;
    }
    CountedLoopCaveat.check(tc, code, i, origin);
    if (!refinedBranch(i, e, f)) {
      jumpToSuccessors(i, e, env);
    }
  }

  private Map<Integer, CountedLoop> countedLoops() {
    if (countedLoops == null) {
      countedLoops = CountedLoop.of(code);
    }
    return countedLoops;
  }

  /**
   * The test of a counted loop ({@link CountedLoop}) with {@code n} trips, in a method that
   * runs at most once: {@code tryup c 1 else leave; goto stay; leave: down c n; goto exit},
   * with {@code c} a per-thread counter of capacity {@code n}, initially 0. The tryup stays in
   * the loop exactly while fewer than {@code n} trips are done and fails (never blocks) on the
   * {@code n+1}-th test, whose down resets {@code c} to 0 (it holds {@code n} then, so the down
   * never blocks either). The model thus runs exactly the Java loop's {@code n} trips each time
   * control enters the loop (the loop is left only by its test, so {@code c} is 0 at every
   * entry) instead of any number of them: a loop that starts 100 threads and a later loop that
   * joins them agree.
   */
  private void countTrips(CountedLoop loop, int e) {
    String counter = "trips." + name + "." + loop.test();
    tc.juc().declareTranslatorCounter(new Counter(counter, loop.trips(), 0, false, true));
    String up = label();
    String toStay = label();
    String down = label();
    String toExit = label();
    enqueue(loop.stay(), e);
    enqueue(loop.exit(), e);
    emit(new Command.TryUp(up, counter, 1, down, origin));
    emit(new Command.Goto(toStay, stateRef(loop.stay(), e), origin));
    emit(new Command.Down(down, counter, loop.trips(), origin));
    emit(new Command.Goto(toExit, stateRef(loop.exit(), e), origin));
  }

  private void jumpToSuccessors(int i, int e, Environment env) {
    Set<Integer> targets = new LinkedHashSet<>();
    for (int s : code.successors(i)) {
      targets.add(s);
    }
    if (targets.size() == 1) {
      gotoState(targets.iterator().next(), e);
      return;
    }
    List<String> refs = new ArrayList<>();
    for (int t : targets) {
      enqueue(t, e);
      refs.add(stateRef(t, e));
    }
    emit(new Command.Jump(label(), refs, origin));
  }

  private void throwTo(int i, int e, JThrowStmt t) {
    if (ThrowAnalysis.isSyntheticMatchFailure(tc.pts(), mi, at, t)) {
      emit(new Command.Goto(label(), exitRef(e), origin));
      return;
    }
    List<String> refs = handlers(i, e, routes.thrownTypes(at, t));
    emit(refs.size() == 1 ? new Command.Goto(label(), refs.get(0), origin)
        : new Command.Jump(label(), refs, origin));
  }

  /**
   * The handler states an exception thrown at statement i may reach, plus the exceptional exit
   * (a raise) if it may escape ({@link ExceptionRoutes}). Types are the possible exception
   * classes (empty: unknown).
   */
  private List<String> handlers(int i, int e, List<String> types) {
    ExceptionRoutes.Routes r = routes.thrownAt(i, types);
    List<String> refs = new ArrayList<>();
    for (int target : r.handlers()) {
      enqueue(target, e);
      refs.add(stateRef(target, e));
    }
    if (r.mayEscape()) {
      refs.add(raiseRef(e));
    }
    return refs;
  }

  /**
   * A non-blocking attempt ({@code tryLock}, {@code Semaphore.tryAcquire}, ...) whose boolean
   * result is pinned: the success continues in an environment where the result is true, the
   * failure label in one where it is false.
   */
  private void tryLock(int i, int e, AbstractInvokeExpr inv, Local result) {
    Environment env = envs.get(e);
    int next = code.successors(i)[0];
    int success = env(env.withTryLock(result.getName(), true));
    int failure = env(env.withTryLock(result.getName(), false));
    List<LibraryModel.TryMaker> makers = new ArrayList<>();
    if (tc.library().isTryLock(inv)) {
      List<String> names = new ArrayList<>();
      for (AbstractObject o : tc.receiverObjects(mi, i, inv)) {
        names.add(tc.lockName(o, origin));
      }
      if (names.isEmpty()) {
        names.add(tc.unknownLock("java.util.concurrent.locks.Lock", origin));
      }
      for (String lock : names) {
        makers.add((l, f, fresh) -> List.of(new Command.TryAcquire(l, lock, f, origin)));
      }
      List<AbstractObject> receivers = tc.receiverObjects(mi, i, inv);
      if (!receivers.isEmpty() && receivers.stream().allMatch(tc.juc()::isReadWriteView)) {
        makers.clear();
        receivers.forEach(view -> makers.addAll(tc.juc().readWriteTry(view, origin)));
      }
    } else {
      makers.addAll(tc.library().tryCommands(mi, i, inv, origin));
      if (makers.isEmpty()) {
        makers.add((l, f, fresh) -> List.of(
            new Command.Jump(l, List.of(f, stateRef(next, success)), origin)));
      }
    }
    enqueue(next, success);
    enqueue(next, failure);
    List<String> targets = new ArrayList<>();
    List<Command> alts = new ArrayList<>();
    for (LibraryModel.TryMaker make : makers) {
      String l = label();
      targets.add(l);
      alts.addAll(make.make(l, stateRef(next, failure), this::label));
      alts.add(new Command.Goto(label(), stateRef(next, success), origin));
    }
    if (makers.size() > 1) {
      emit(new Command.Jump(label(), targets, origin));
    }
    current.addAll(alts);
  }

  /**
   * Emits a call statement: the modelled library operations and the application callees as
   * alternatives (a jump when there are several), then, if a callee may throw, a choice between
   * the normal continuation and the handlers (or exit). Returns true if the block is complete.
   */
  private boolean call(int i, int e, AbstractInvokeExpr inv, Value lhs) {
    for (LibraryArrays.Access a : LibraryArrays.of(inv)) {
      List<String> elements = accesses.elements(a.array(), at);
      choice(elements.size(), k -> a.write() ? new Command.Write(label(), elements.get(k), origin)
          : new Command.Read(label(), elements.get(k), origin));
    }
    LibraryState.Access state = tc.libraryState().of(mi, at, inv);
    if (state != null) {
      List<String> ls = state.locations();
      choice(ls.size(), k -> state.write() ? new Command.Write(label(), ls.get(k), origin)
          : new Command.Read(label(), ls.get(k), origin));
    }
    List<java.util.function.Supplier<List<Command>>> alts = new ArrayList<>();
    boolean mayThrow = false;
    Set<String> types = new java.util.TreeSet<>();
    String handlerLabel = "h" + i + "e" + e;
    for (MethodInstance callee : tc.pts().callees(mi, i)) {
      String p = tc.procedureName(callee);
      boolean throwing = tc.mayThrow(callee);
      alts.add(() -> List.of(new Command.Call(label(), p, throwing ? handlerLabel : null,
          origin)));
      mayThrow |= throwing;
      types.addAll(tc.throwAnalysis().thrownTypes(callee));
    }
    boolean stubbed = tc.pts().mayThrowStubbed(mi, i);
    for (AbstractObject t : tc.pts().threadsStartedAt(mi, i)) {
      if (tc.pts().isTaskBatch(t)) {
        // invokeAll: every task of the batch is started, then each is waited for
        List<String[]> tasks = tc.batchTasks(t);
        if (!tasks.isEmpty()) {
          alts.add(() -> {
            List<Command> cs = new ArrayList<>();
            tasks.forEach(task -> cs.add(new Command.Fork(label(), task[0], task[1], origin)));
            tasks.forEach(task -> cs.add(new Command.Join(label(), task[1], origin)));
            return cs;
          });
        }
        continue;
      }
      if (tc.juc().isInline(t)) {
        alts.add(() -> tc.juc().inlineRegistration(t, this::label, origin));
        continue;
      }
      String p = tc.threadProcedure(t);
      String id = tc.threadId(t);
      alts.add(() -> List.of(new Command.Fork(label(), p, id, origin)));
    }
    alts.addAll(tc.unknownStarts().at(mi, i, inv, origin, this::label));
    alts.addAll(tc.library().sequences(mi, i, inv, origin, this::label));
    alts = interruptible(i, e, inv, alts);
    if (alts.size() == 1) {
      current.addAll(alts.get(0).get());
    } else if (alts.size() > 1) {
      choiceOfSequences(alts);
    }
    if (lhs != null) {
      access(lhs, true);
    }
    if (!mayThrow && !stubbed) {
      return false;
    }
    int[] succ = code.successors(i);
    int next = succ.length == 0 ? -1 : succ[0];
    String normal;
    if (next >= 0) {
      enqueue(next, e);
      normal = stateRef(next, e);
    } else {
      normal = exitRef(e);
    }
    List<String> callTypes = types.contains(ThrowAnalysis.UNKNOWN) ? List.of()
        : List.copyOf(types);
    if (stubbed) {
      // a Mockito thenThrow: the stubbed call itself may throw (an exception of unknown class)
      List<String> refs = new ArrayList<>();
      refs.add(normal);
      for (String h : handlers(i, e, List.of())) {
        if (!refs.contains(h)) {
          refs.add(h);
        }
      }
      emit(refs.size() == 1 ? new Command.Goto(label(), refs.get(0), origin)
          : new Command.Jump(label(), refs, origin));
    } else {
      emit(new Command.Goto(label(), normal, origin));
    }
    if (mayThrow) {
      // where a callee's raise goes: the handlers that may catch its classes, or this
      // method's own raise
      List<String> refs = handlers(i, e, callTypes);
      emit(refs.size() == 1 ? new Command.Goto(handlerLabel, refs.get(0), origin)
          : new Command.Jump(handlerLabel, refs, origin));
    }
    return true;
  }

  /**
   * A JDK wait that may throw {@code InterruptedException} in a program that interrupts
   * threads: its blocking commands get {@code interruptible} markers towards the handler
   * ({@link InterruptibleWaits}), or an UNSOUND caveat where that is not modelled.
   */
  private List<java.util.function.Supplier<List<Command>>> interruptible(int i, int e,
      AbstractInvokeExpr inv, List<java.util.function.Supplier<List<Command>>> alts) {
    InterruptibleWaits waits = tc.interruptibleWaits();
    if (!waits.anyInterrupt() || !waits.interruptible(mi, i, inv)) {
      return alts;
    }
    String what = inv.getMethodSignature().getDeclClassType().getClassName() + "."
        + inv.getMethodSignature().getName();
    int target = waits.handler(code, i);
    if (target < 0) {
      tc.caveat("interrupt", origin, what + " may throw InterruptedException when its thread"
          + " is interrupted; the exception leaves the method, which is not modelled",
          Caveat.Effect.UNSOUND);
      return alts;
    }
    enqueue(target, e);
    String ref = stateRef(target, e);
    List<java.util.function.Supplier<List<Command>>> marked =
        waits.mark(alts, ref, this::label, origin);
    if (marked == null) {
      tc.caveat("interrupt", origin, what + " may be interrupted; an interrupted wait, await"
          + " or park is not modelled", Caveat.Effect.UNSOUND);
      return alts;
    }
    routes.reached(target);
    return marked;
  }

  // ------------------------------------------------------------------ results (ResultExits)

  /** In a result variant, the environment after a parameter's identity statement. */
  private int pinParameter(JIdentityStmt id, int e) {
    if (id.getRightOp() instanceof sootup.core.jimple.common.ref.JParameterRef p
        && p.getIndex() < variant.arguments().size()
        && variant.arguments().get(p.getIndex()) != null) {
      return pin(e, id.getLeftOp().getName(), variant.arguments().get(p.getIndex()));
    }
    return e;
  }

  /** In a result variant, a return leaves by the exit its value selects (or by either). */
  private void returnByResult(JReturnStmt r, int e) {
    Boolean normal = ResultExits.normalExit(variant.kind(),
        evaluator.evaluate(r.getOp(), envs.get(e)));
    if (normal != null) {
      emit(new Command.Goto(label(), normal ? exitRef(e) : raiseRef(e), origin));
    } else {
      emit(new Command.Jump(label(), List.of(exitRef(e), raiseRef(e)), origin));
    }
  }

  /**
   * An undecided {@code if} on a local and a constant: each branch continues with what it
   * implies pinned ({@link ResultExits#refine}). False if nothing is learnt.
   */
  private boolean refinedBranch(int i, int e, JIfStmt f) {
    int[] succ = code.successors(i);
    if (succ.length != 2 || succ[0] == succ[1]) {
      return false;
    }
    Map<String, LocalValue> onFalse = tc.results().refine(code, i, f, false, variant != null);
    Map<String, LocalValue> onTrue = tc.results().refine(code, i, f, true, variant != null);
    if (onFalse.isEmpty() && onTrue.isEmpty()) {
      return false;
    }
    int eFalse = e;
    for (Map.Entry<String, LocalValue> v : onFalse.entrySet()) {
      eFalse = pin(eFalse, v.getKey(), v.getValue());
    }
    int eTrue = e;
    for (Map.Entry<String, LocalValue> v : onTrue.entrySet()) {
      eTrue = pin(eTrue, v.getKey(), v.getValue());
    }
    emit(new Command.Jump(label(), List.of(stateRef(succ[0], eFalse), stateRef(succ[1], eTrue)),
        origin));
    return true;
  }

  /**
   * {@code l = m(...)} correlated with the callee's return ({@link ResultExits}): calls the
   * result variant of each callee; after its normal exit {@code l} is pinned to true
   * (non-null), after its exceptional exit to false ({@code null}) or, if the callee may throw,
   * the call's handlers. {@code before} is the environment before the statement, {@code e} the
   * one after the assignment ({@code l} forgotten). False if the call is not correlated.
   */
  private boolean resultCall(int i, int before, int e, AbstractInvokeExpr inv, Local l) {
    ResultExits.Kind kind = tc.results().correlates(mi, code, i, inv, l, variant != null);
    int[] succ = code.successors(i);
    if (kind == null || succ.length == 0
        || !tc.library().sequences(mi, i, inv, origin, this::label).isEmpty()) {
      return false;
    }
    List<LocalValue> args = new ArrayList<>();
    for (Value a : inv.getArgs()) {
      args.add(ResultExits.argumentValue(evaluator.evaluate(a, envs.get(before))));
    }
    String handlerLabel = "h" + i + "e" + e + "r";
    boolean mayThrow = false;
    Set<String> types = new java.util.TreeSet<>();
    List<java.util.function.Supplier<List<Command>>> alts = new ArrayList<>();
    for (MethodInstance callee : tc.pts().callees(mi, i)) {
      String p = tc.results().variant(new ResultExits.Variant(callee, kind, args));
      alts.add(() -> List.of(new Command.Call(label(), p, handlerLabel, origin)));
      mayThrow |= tc.mayThrow(callee);
      types.addAll(tc.throwAnalysis().thrownTypes(callee));
    }
    if (alts.size() == 1) {
      current.addAll(alts.get(0).get());
    } else {
      choiceOfSequences(alts);
    }
    int next = succ[0];
    emit(new Command.Goto(label(), stateRef(next, pin(e, l.getName(),
        ResultExits.normalValue(kind))), origin));
    List<String> refs = new ArrayList<>();
    refs.add(stateRef(next, pin(e, l.getName(), ResultExits.raisedValue(kind))));
    if (mayThrow) {
      List<String> callTypes = types.contains(ThrowAnalysis.UNKNOWN) ? List.of()
          : List.copyOf(types);
      for (String h : handlers(i, e, callTypes)) {
        if (!refs.contains(h)) {
          refs.add(h);
        }
      }
    }
    emit(refs.size() == 1 ? new Command.Goto(handlerLabel, refs.get(0), origin)
        : new Command.Jump(handlerLabel, refs, origin));
    return true;
  }

  // ------------------------------------------------------------------ finishing

  /** Links the blocks ({@link BlockLinker}); a non-synchronized method's exits are the exit. */
  private List<Command> finish() {
    List<String> exits = new ArrayList<>();
    if (!mi.method().isSynchronized()) {
      for (int e = 0; e < envs.size(); e++) {
        exits.add(exitRef(e));
      }
    }
    return BlockLinker.link(blocks, exits);
  }
}

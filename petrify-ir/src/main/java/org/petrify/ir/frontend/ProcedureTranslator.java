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
import org.petrify.ir.pointsto.FixedSizeForEach;
import org.petrify.ir.pointsto.TripValues;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import org.petrify.ir.rb.Caveat;
import sootup.core.jimple.common.ref.JFieldRef;
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
import sootup.core.types.ClassType;
import org.petrify.ir.pointsto.MethodCode;

/**
 * Translates one method instance into an rb procedure (paper Tab. 1, extended).
 *
 * <p>The translation walks states (statement, environment). The environment pins choices
 * that later statements must agree with: the lock object chosen at a {@code monitorenter} on a
 * local that may point to several objects (pinned until the matching {@code monitorexit} on
 * the same local, so acquire and release stay matched on every branch), the lock of a
 * synchronized method whose receiver may be several objects (pinned for the whole body), and
 * the outcome of {@code tryLock()} (pinned while its local is live, so the success
 * branch is the one that holds the lock; the call becomes {@code trylock k else <failure>},
 * one per lock object it may be, chosen by a {@code jump} if there are several), and the known
 * values of locals that hold tracked values. A statement is translated once per environment
 * that reaches it; without such choices there is one environment and one copy.
 *
 * <p>Each state becomes a block of commands that ends with an explicit transfer whose targets
 * are placeholders ({@code @i:e} for state (i, e), {@code @exit:e} for the exit in
 * environment e). {@link #finish} resolves placeholders, follows chains of gotos and removes
 * gotos that only fall through. Statements that do nothing observable (local assignments,
 * arithmetic, identity statements) produce no command.
 *
 * <p>This class keeps the worklist of states, the environments, the blocks and the control flow
 * (branches, switches, gotos, returns, throws, monitors, the entry and exits of synchronized
 * methods, counted loops). The statements whose commands depend on values are {@link
 * ValueSteps}, calls are {@link CallSteps}, heap accesses {@link HeapAccesses}; they emit into
 * the current block through the {@link BlockBuilder} this class implements.
 */
final class ProcedureTranslator {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;
  private final HeapAccesses accesses;
  private final MonitorLocks monitors;
  private final ExceptionRoutes routes;
  private final BlockBuilder block = new Block();
  private final ValueSteps values;
  private final CallSteps calls;
  private final LocalValueEvaluator evaluator;
  private Map<Integer, CountedLoop> countedLoops;
  private Map<Integer, FixedSizeForEach> fixedLoops;
  private final List<Stmt> stmts;
  private final String name;
  private final List<Environment> envs = new ArrayList<>();
  private final Map<Environment, Integer> envIds = new HashMap<>();
  private final Map<BlockKey, List<Command>> blocks = new LinkedHashMap<>();
  private final ArrayDeque<int[]> work = new ArrayDeque<>();
  /** The environments in which an exception escapes the method (its raise is reached). */
  private final Set<Integer> raised = new java.util.TreeSet<>();
  /** The environments in which an exception escapes a flagged result variant ({@link ThrownFlags}). */
  private final Set<Integer> thrown = new java.util.TreeSet<>();
  /** The variable a flagged result variant sets before raising an exception, or null. */
  private final String thrownFlag;
  private List<Command> current;
  private String currentLabel;
  private int counter;
  /** The labels taken through {@link BlockBuilder#uniqueLabel}. */
  private final Set<String> namedLabels = new java.util.HashSet<>();
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
    this.thrownFlag = variant == null ? null : tc.thrownFlags().flag(mi, variant.kind());
    this.code = code;
    this.accesses = new HeapAccesses(tc, mi, code);
    this.monitors = new MonitorLocks(tc, mi, code);
    this.routes = new ExceptionRoutes(tc, mi, code);
    this.evaluator = new LocalValueEvaluator(tc, mi, code);
    this.values = new ValueSteps(tc, mi, code, evaluator, accesses, variant, block);
    this.calls = new CallSteps(tc, mi, code, accesses, routes, block, evaluator);
    this.stmts = code.stmts();
    this.name = name;
  }

  Procedure translate() {
    env(Environment.EMPTY);
    List<Command> entry = new ArrayList<>();
    blocks.put(BlockKey.entry(), entry);
    Origin methodOrigin = tc.origins().of(mi.method());
    String first = stateRef(0, 0);
    List<String> inits = tc.classInit().atEntry(mi);
    for (int k = 0; k < inits.size(); k++) {
      entry.add(new Command.Call(k == 0 ? "clinit" : "clinit" + k, inits.get(k), methodOrigin));
    }
    String receiver = variant == null ? null : variant.receiverLock();
    if (receiver != null) {
      // a receiver variant (ReceiverInstances): the caller holds this instance of `this`
      int e = env(Environment.EMPTY.withSyncLock(receiver));
      if (mi.method().isSynchronized()) {
        entry.add(new Command.Acquire("sync", receiver, methodOrigin));
      }
      entry.add(new Command.Goto("sync_1", stateRef(0, e), methodOrigin));
      enqueue(0, e);
    } else if (mi.method().isSynchronized()) {
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
    if (!raised.isEmpty() || !thrown.isEmpty()) {
      Origin methodOrigin2 = tc.origins().of(mi.method());
      blocks.put(BlockKey.raise(), List.of(new Command.Raise("raise", methodOrigin2)));
      for (int e : raised) {
        blocks.put(BlockKey.raiseTail(e), raiseTail("raise_" + e, e, null, methodOrigin2));
      }
      for (int e : thrown) {
        blocks.put(BlockKey.thrownTail(e),
            raiseTail("thrown_" + e, e, thrownFlag, methodOrigin2));
      }
    }
    if (variant == null) {
      // a result variant reaches a subset of the handlers the method's own translation does
      // (it pins more): that one reports them
      routes.noteHandlers();
    }
    return new Procedure(name, finish());
  }

  /**
   * The commands from an exceptional exit in environment {@code e} to the raise: the release of
   * a synchronized method's monitor, then {@code assign flag true} if {@code flag} is not null.
   */
  private List<Command> raiseTail(String label, int e, String flag, Origin o) {
    List<Command> tail = new ArrayList<>();
    if (mi.method().isSynchronized()) {
      String lock = envs.get(e).syncLock();
      String l = lock != null ? lock : syncLocks().get(0);
      tail.add(new Command.Release(label, l, o));
    }
    if (flag != null) {
      tail.add(new Command.Assign(tail.isEmpty() ? label : label + "_" + tail.size(), flag,
          "true", o));
    }
    tail.add(new Command.Goto(tail.isEmpty() ? label : label + "_" + tail.size(),
        BlockKey.raise().placeholder(), o));
    return tail;
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
    if (env.values().isEmpty() && env.tryLocks().isEmpty() && env.objects().isEmpty()) {
      return e;
    }
    return env(env.retainLive(l -> tc.values().isLive(code, i, l.contains(ListKinds.MARK)
        ? l.substring(0, l.indexOf(ListKinds.MARK)) : l)));
  }

  private String exitRef(int e) {
    return BlockKey.exit(e).placeholder();
  }

  /**
   * The placeholder of the exceptional exit (a raise; after the release of a synchronized
   * method) as a return takes it: in a result variant, the return of {@code false} or null.
   */
  private String raiseRef(int e) {
    raised.add(e);
    return BlockKey.raiseTail(e).placeholder();
  }

  /**
   * The placeholder of the exceptional exit as an exception escaping the method takes it: in a
   * flagged result variant after setting its flag ({@link ThrownFlags}), else {@link #raiseRef}.
   */
  private String thrownRef(int e) {
    if (thrownFlag == null) {
      return raiseRef(e);
    }
    thrown.add(e);
    return BlockKey.thrownTail(e).placeholder();
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

  /** The current block as {@link ValueSteps} and {@link CallSteps} see it. */
  private final class Block implements BlockBuilder {
    @Override
    public String label() {
      return ProcedureTranslator.this.label();
    }

    @Override
    public String uniqueLabel(String wanted) {
      String label = wanted;
      for (int k = 2; !namedLabels.add(label); k++) {
        label = wanted + "v" + k;
      }
      return label;
    }

    @Override
    public String joinLabel() {
      return currentLabel + "_j" + counter;
    }

    @Override
    public void emit(Command c) {
      current.add(c);
    }

    @Override
    public void emitAll(List<Command> cs) {
      current.addAll(cs);
    }

    @Override
    public Origin origin() {
      return origin;
    }

    @Override
    public Environment env(int e) {
      return envs.get(e);
    }

    @Override
    public int env(Environment env) {
      return ProcedureTranslator.this.env(env);
    }

    @Override
    public int environments() {
      return envs.size();
    }

    @Override
    public void enqueue(int i, int e) {
      ProcedureTranslator.this.enqueue(i, e);
    }

    @Override
    public String stateRef(int i, int e) {
      return ProcedureTranslator.this.stateRef(i, e);
    }

    @Override
    public String exitRef(int e) {
      return ProcedureTranslator.this.exitRef(e);
    }

    @Override
    public String raiseRef(int e) {
      return ProcedureTranslator.this.raiseRef(e);
    }

    @Override
    public List<String> handlers(int i, int e, List<String> types) {
      return ProcedureTranslator.this.handlers(i, e, types);
    }
  }

  private void translateState(int i, int e) {
    current = new ArrayList<>();
    currentLabel = e == 0 ? "s" + i : "s" + i + "e" + e;
    counter = 0;
    origin = origin(i);
    at = i;
    blocks.put(BlockKey.state(i, e), current);
    tc.polled().enter(mi, i, envs.get(e));
    UnheldMonitorHandlers.check(tc, mi, code, i, origin);
    List<ImplicitRoute> implicit = implicitHandlers(i, e);
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
    List<String> raises = new ArrayList<>();
    targets.add(current.get(0).label());
    raises.add("");
    for (ImplicitRoute r : implicit) {
      targets.add(r.ref());
      raises.add(r.raise());
    }
    current.add(0, new Command.Jump(choice, targets, origin(i), raises));
  }

  /** An exceptional route of a statement: its target and the witness's words for it. */
  private record ImplicitRoute(String ref, String raise) {}

  /**
   * The witness's words for an exception thrown at statement i and caught by the handler at
   * statement {@code handler} (-1: leaving the method): {@code "throws ArithmeticException at
   * Worker.java:12, caught at Worker.java:14"}; the classes named are those of {@code types}
   * the handler may catch (all for a catch-all or the exit).
   */
  private String raiseText(int i, int handler, List<String> types) {
    ClassType caught = null;
    for (Map.Entry<ClassType, Integer> h : code.handlers(i).entrySet()) {
      if (h.getValue() == handler) {
        caught = h.getKey();
      }
    }
    List<String> names = new ArrayList<>();
    for (String t : types) {
      if (caught == null || caught.getFullyQualifiedName().equals("java.lang.Throwable")
          || tc.throwAnalysis().mayCatch(t, caught)) {
        String simple = t.substring(t.lastIndexOf('.') + 1);
        if (!names.contains(simple)) {
          names.add(simple);
        }
      }
    }
    String thrown = names.isEmpty() ? "an exception" : String.join(" or ", names);
    String where = place(origin(i));
    String caughtAt = handler < 0 ? "" : handlerPlace(handler);
    return "throws " + thrown + (where.isEmpty() ? "" : " at " + where)
        + (handler < 0 ? ", not caught in " + mi.method().getName()
        : ", caught" + (caughtAt.isEmpty() ? "" : " at " + caughtAt));
  }

  /**
   * The place of a handler: its first statement with a source line (the identity statement
   * that receives the exception has none; the next statements of the handler do).
   */
  private String handlerPlace(int handler) {
    for (int k = handler; k < stmts.size() && k <= handler + 6; k++) {
      String p = place(origin(k));
      if (!p.isEmpty()) {
        return p;
      }
    }
    return "";
  }

  /** {@code Worker.java:12} for an origin with a file and a line, else the empty string. */
  private static String place(Origin o) {
    return o.isKnown() && o.sourceFile() != null && o.line() >= 0
        ? o.sourceFile() + ":" + o.line() : "";
  }

  /**
   * The handler states of {@link ImplicitExceptions} for statement i in environment e; in an
   * instance of {@link CaughtCallees}, also the routes of the implicit exceptions it follows
   * out of the method (the handlers that may catch them, then the exceptional exit if none
   * surely does, as for a {@code throw}).
   */
  private List<ImplicitRoute> implicitHandlers(int i, int e) {
    List<Integer> targets = new ArrayList<>(routes.implicitAt(i));
    boolean escapes = tc.uncaughtRaises().at(mi, i);
    List<String> followed = tc.caughtCallees().implicitTypes(mi, i);
    if (!followed.isEmpty()) {
      ExceptionRoutes.Routes r = routes.thrownAt(i, followed);
      targets.addAll(r.handlers());
      escapes |= r.mayEscape();
    }
    List<ImplicitRoute> out = new ArrayList<>();
    if (targets.isEmpty() && !escapes) {
      return out;
    }
    List<String> types = new ArrayList<>(tc.implicitExceptions().typesAt(mi, code, i));
    for (String t : followed) {
      if (!types.contains(t)) {
        types.add(t);
      }
    }
    List<String> refs = new ArrayList<>();
    for (int target : targets) {
      enqueue(target, e);
      String ref = stateRef(target, e);
      if (!refs.contains(ref)) {
        refs.add(ref);
        out.add(new ImplicitRoute(ref, raiseText(i, target, types)));
      }
    }
    if (escapes) {
      out.add(new ImplicitRoute(thrownRef(e), raiseText(i, -1, types)));
    }
    return out;
  }

  private void translateStatement(int i, int e) {
    Stmt s = stmts.get(i);
    for (String init : tc.classInit().before(mi, i)) {
      emit(new Command.Call(label(), init, origin));
    }
    Environment env = envs.get(e);
    values.hintElement(i, env);
    values.fillBefore(i, s);
    int next = e;
    if (s instanceof JIdentityStmt id) {
      // parameters, this, caught exceptions: nothing observable (a result variant pins the
      // arguments its caller knows)
      next = values.pinParameter(id, e);
    } else if (s instanceof JAssignStmt a) {
      next = assign(i, e, a);
      if (next < 0) {
        return;
      }
    } else if (s instanceof JInvokeStmt inv) {
      if (values.atomic(i, e, inv.getInvokeExpr().orElseThrow(), null)
          || calls.call(i, e, inv.getInvokeExpr().orElseThrow(), null)
          || values.listStep(i, e, inv.getInvokeExpr().orElseThrow(), null)) {
        return;
      }
    } else if (s instanceof JEnterMonitorStmt m) {
      enter(i, e, m.getOp());
      return;
    } else if (s instanceof JExitMonitorStmt m) {
      next = exit(e, m.getOp());
    } else if ((s instanceof JIfStmt || s instanceof JSwitchStmt)
        && tc.pts().decidedSuccessor(mi, i) >= 0) {
      // the instance's known parameter values decide it (ParameterBranches)
      block.gotoState(tc.pts().decidedSuccessor(mi, i), e);
      return;
    } else if (s instanceof JIfStmt f) {
      branch(i, e, f);
      return;
    } else if (s instanceof JSwitchStmt sw && values.switchTarget(i, sw, env) >= 0) {
      block.gotoState(values.switchTarget(i, sw, env), e);
      return;
    } else if (s instanceof JSwitchStmt sw && typeSwitchTargets(i, sw, env, i) != null) {
      jumpAmong(typeSwitchTargets(i, sw, env, i), e);
      return;
    } else if (s instanceof JSwitchStmt || s instanceof JGotoStmt) {
      jumpToSuccessors(i, e, env);
      return;
    } else if (s instanceof JReturnStmt r && variant != null
        && variant.kind() != ResultExits.Kind.ARGUMENTS) {
      values.returnByResult(r, e);
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

  private void fallThrough(int i, int e) {
    int[] succ = code.successors(i);
    if (succ.length == 0) {
      emit(new Command.Goto(label(), exitRef(e), origin));
    } else {
      block.gotoState(succ[0], e);
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
      after = env(PinnedResults.copied(env.without(l.getName()), env, l, rhs));
      after = pinObject(i, after, l, rhs);
      after = pinTripElement(i, e, after, l);
    }
    if (lhs instanceof Local l && values.readTracked(i, after, l, rhs)) {
      return -1;
    }
    if (lhs instanceof Local k && typeSwitchCall(i, after, k, rhs, env)) {
      return -1;
    }
    accesses.emit(block, rhs, false, at, env);
    if (rhs instanceof AbstractInvokeExpr inv) {
      if (values.atomic(i, after, inv, lhs)) {
        return -1;
      }
      values.untrackedAtomic(inv, lhs);
      if (lhs instanceof Local l && !tc.mockito().noLibraryCommands(mi, i, inv)
          && values.holdQuery(i, after, inv, l)) {
        return -1;
      }
      if (lhs instanceof Local l && values.aliveQuery(i, after, inv, l)) {
        return -1;
      }
      if (lhs instanceof Local l && tc.library().isTry(mi, i, inv)
          && !tc.mockito().noLibraryCommands(mi, i, inv)) {
        values.tryLock(i, after, inv, l);
        return -1;
      }
      int known = lhs instanceof Local l ? values.receiverResult(i, after, inv, l, env) : -1;
      if (known < 0 && lhs instanceof Local l) {
        known = values.pureResult(i, after, inv, l, env);
      }
      if (known >= 0) {
        return calls.call(i, known, inv, lhs) ? -1 : known;
      }
      known = lhs instanceof Local l ? values.functionResult(i, after, inv, l, env) : -1;
      if (known >= 0) {
        // the evaluation followed the JVM's one path to a return: no exceptional exit
        return calls.call(i, known, inv, lhs, true) ? -1 : known;
      }
      if (lhs instanceof Local l && values.resultCall(i, e, after, inv, l)) {
        return -1;
      }
      if (calls.call(i, after, inv, lhs)) {
        return -1;
      }
      if (lhs instanceof Local l && values.takenKind(i, after, inv, l)) {
        return -1;
      }
      if (lhs instanceof Local l && values.listStep(i, after, inv, l)) {
        return -1;
      }
      if (lhs instanceof Local l && values.fillQuery(i, after, inv, l)) {
        return -1;
      }
    }
    if (lhs instanceof JFieldRef f && tc.values().field(f) != null) {
      values.writeTracked(i, f, rhs, env);
    } else {
      accesses.emit(block, lhs, true, at, env);
    }
    return values.assigned(i, after, lhs, rhs, env);
  }

  /**
   * The environment {@code after} with {@code l} pinned to the one object {@code rhs} refers to
   * ({@link PolledObjects#assigned}), when that narrows the local's points-to set; else
   * {@code after}.
   */
  private int pinObject(int i, int after, Local l, Value rhs) {
    org.petrify.ir.pointsto.AbstractObject o = tc.polled().assigned(mi, i, rhs, tc);
    if (o == null || envs.size() >= PolledObjects.MAX_ENVIRONMENTS) {
      return after;
    }
    List<org.petrify.ir.pointsto.AbstractObject> all = tc.pts().pointsTo(mi, i, l);
    return all.size() > 1 && all.contains(o)
        ? env(envs.get(after).withObject(l.getName(), o.id())) : after;
  }

  private void enter(int i, int e, Value op) {
    Environment env = envs.get(e);
    List<String> locks = monitors.names(op, env, at, origin, x -> evaluator.evaluate(x, env));
    int next = code.successors(i)[0];
    if (locks.size() == 1) {
      emit(new Command.Acquire(label(), locks.get(0), origin));
      block.gotoState(next, e);
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
    MonitorLocks.Exit exit = monitors.exit(op, env, at, origin, x -> evaluator.evaluate(x, env));
    List<String> locks = exit.locks();
    block.choice(locks.size(), k -> new Command.Release(label(), locks.get(k), origin));
    return exit.unpinned() == null ? e : env(env.withoutMonitor(exit.unpinned()));
  }

  private void branch(int i, int e, JIfStmt f) {
    if (values.tryLockBranch(i, e, f)) {
      return;
    }
    FixedSizeForEach fixed = fixedLoops().get(i);
    if (fixed != null) {
      fixedTrip(fixed, e);
      return;
    }
    Environment env = envs.get(e);
    int decided = values.decidedBranch(i, f, env);
    CountedLoop loop = countedLoops().get(i);
    boolean counted = loop != null && !tc.pts().mayRunMoreThanOnce(mi);
    if (decided >= 0 && counted) {
      countDecidedTrip(loop, decided, e);
      return;
    }
    if (decided >= 0) {
      block.gotoState(decided, e);
      return;
    }
    if (counted) {
      countTrips(loop, e);
      return;
    }
    if (tripTest(i, e)) {
      return;
    }
    CountedLoopCaveat.check(tc, code, i, origin);
    if (!values.refinedBranch(i, e, f)) {
      jumpToSuccessors(i, e, env);
    }
  }

  private Map<Integer, FixedSizeForEach> fixedLoops() {
    if (fixedLoops == null) {
      fixedLoops = FixedSizeForEach.of(code, this::fixedSize);
    }
    return fixedLoops;
  }

  /**
   * The size every collection the local {@code c} may refer to at statement {@code at} has
   * for ever ({@link org.petrify.ir.pointsto.PointsToResult#fixedSize}: all of them {@code
   * List.of}/{@code Set.of} results with one number of elements), or -1.
   */
  private int fixedSize(int at, Local c) {
    int n = -1;
    for (AbstractObject o : tc.pts().pointsTo(mi, at, c)) {
      int k = tc.pts().fixedSize(o);
      if (k < 0 || n >= 0 && k != n) {
        return -1;
      }
      n = k;
    }
    return n;
  }

  /** The environment key of the trips a fixed-size loop's iterator has made. */
  private static String tripKey(FixedSizeForEach loop) {
    return loop.iterator() + ListKinds.MARK + "trip";
  }

  /**
   * The test of a for-each loop over a collection of fixed size {@code n} ({@link
   * FixedSizeForEach}), unrolled through the environment: the key {@link #tripKey} of the
   * iterator local holds the number {@code t} of trips begun since {@code it = c.iterator()}
   * (absent: 0; the assignment of {@code it} drops it, {@link Environment#without}, and the
   * iterator is taken afresh before every entry of the loop). With {@code t < n} the test stays
   * in the loop, trip {@code t + 1} begun; with {@code t = n} it leaves. Java's {@code hasNext()}
   * is true exactly on the first {@code n} tests of an iterator over an unmodifiable collection
   * of {@code n} elements, so each run of the JVM is a run of the model and no other; the body
   * is translated once per trip (at most {@link
   * org.petrify.ir.pointsto.LoopUnroller#MAX_TRIPS}), as if unrolled, so lock depths in it stay
   * static.
   */
  private void fixedTrip(FixedSizeForEach loop, int e) {
    Environment env = envs.get(e);
    Integer begun = env.objects().get(tripKey(loop));
    int t = begun == null ? 0 : begun;
    if (t < loop.trips()) {
      block.gotoState(loop.next(), env(env.withObject(tripKey(loop), t + 1)));
    } else {
      block.gotoState(loop.exit(), env(env.withoutObject(tripKey(loop))));
    }
  }

  /**
   * The environment {@code after} of {@code x = it.next()} on trip {@code t} of a fixed-size
   * loop over {@code List.of} lists of single elements or copies that keep their positions
   * ({@link org.petrify.ir.pointsto.PointsToResult#elementAtPosition}), with {@code x} pinned
   * to the one object stored under element {@code t - 1} of every such list, when that is one
   * object of {@code x}'s points-to set ({@link PolledObjects}: the trip's element is a
   * runtime object of it); else {@code after}. So a loop that locks {@code List.of(a, b)}'s
   * locks and a second loop that unlocks them take and release the same locks in the same
   * order.
   */
  private int pinTripElement(int i, int e, int after, Local x) {
    FixedSizeForEach loop = null;
    for (FixedSizeForEach l : fixedLoops().values()) {
      loop = l.next() == i ? l : loop;
    }
    Integer t = loop == null ? null : envs.get(e).objects().get(tripKey(loop));
    if (t == null || envs.size() >= PolledObjects.MAX_ENVIRONMENTS) {
      return after;
    }
    Set<AbstractObject> element = new LinkedHashSet<>();
    for (AbstractObject list : tc.pts().pointsTo(mi, loop.iteratorAt(), loop.collection())) {
      List<AbstractObject> at = tc.pts().elementAtPosition(list, t - 1);
      if (at == null) {
        return after;
      }
      element.addAll(at);
    }
    List<AbstractObject> all = tc.pts().pointsTo(mi, i, x);
    AbstractObject o = element.size() == 1 ? element.iterator().next() : null;
    return o != null && all.size() > 1 && all.contains(o)
        ? env(envs.get(after).withObject(x.getName(), o.id())) : after;
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

  /**
   * The test of a counted loop ({@link #countTrips}) in an environment that decides it (the
   * loop variable is a tracked value there): the trip still moves the trip counter, or a later
   * undecided test of the same loop would count its trips from 0 again and the model would run
   * more trips than Java (a latch counted down once more, a wrong HOLDS). Staying is {@code up c
   * 1}, leaving is {@code down c n}. Neither blocks: the counter holds the number of trips done
   * since the loop was entered (every test of the loop, decided or not, counts), the environment
   * is true of every run reaching the test, so a decided stay has fewer than {@code n} trips
   * done and a decided exit exactly {@code n}.
   */
  private void countDecidedTrip(CountedLoop loop, int decided, int e) {
    String counter = "trips." + name + "." + loop.test();
    tc.juc().declareTranslatorCounter(new Counter(counter, loop.trips(), 0, false, true));
    enqueue(decided, e);
    emit(decided == loop.exit() ? new Command.Down(label(), counter, loop.trips(), origin)
        : new Command.Up(label(), counter, 1, origin));
    emit(new Command.Goto(label(), stateRef(decided, e), origin));
  }

  /**
   * An undecided {@code if} in the body of a counted loop whose trips the model counts
   * ({@link #countTrips}), when its outcome is known on every trip ({@link
   * TripValues#outcomes}: {@code i == 0}, {@code i < 2}, {@code k >= 20} with {@code k = i +
   * 1}) and the trips where it holds are one run of consecutive trips {@code a .. b}: the test
   * reads the trip counter instead of choosing, so {@code i == 0 ? FIRST : OTHER} picks FIRST
   * on the first trip only. On trip {@code j} (from 0) the counter holds {@code j + 1}: every
   * test of the loop, decided or not, counts one trip, the counter is 0 at the loop's entry, and
   * the body is entered only from the test. The body must have no inner cycle ({@link
   * TripValues#oncePerTrip}): a test on an inner loop is passed several times per trip with
   * different values (an inner loop's own test would be decided for its first pass only). The
   * condition holds iff {@code a + 1 <= c <= b + 1}:
   * {@code trydown c (a+1) else no; up c (a+1)} tests the lower bound and {@code tryup c
   * (n-b-1) else no; down c (n-b-1)} the upper one (the counter is per-thread, so nothing sees
   * it in between). A condition that holds on every trip or none is a goto. False (not
   * handled) otherwise.
   */
  private boolean tripTest(int i, int e) {
    int[] succ = code.successors(i);
    if (succ.length != 2 || succ[0] == succ[1] || tc.pts().mayRunMoreThanOnce(mi)) {
      return false;
    }
    CountedLoop loop = countedLoops().get(TripValues.loopTest(code, i));
    boolean[] on = loop == null || !TripValues.oncePerTrip(code, i) ? null
        : TripValues.outcomes(code, i);
    if (on == null || on.length != loop.trips()) {
      return false;
    }
    int first = -1;
    int last = -1;
    for (int j = 0; j < on.length; j++) {
      if (on[j]) {
        if (first >= 0 && last != j - 1) {
          return false; // not one run of trips
        }
        first = first < 0 ? j : first;
        last = j;
      }
    }
    if (first < 0 || first == 0 && last == on.length - 1) {
      block.gotoState(succ[first < 0 ? 0 : 1], e);
      return true;
    }
    String counter = "trips." + name + "." + loop.test();
    tc.juc().declareTranslatorCounter(new Counter(counter, loop.trips(), 0, false, true));
    enqueue(succ[0], e);
    enqueue(succ[1], e);
    String no = label();
    if (first > 0) {
      emit(new Command.TryDown(label(), counter, first + 1, no, origin));
      emit(new Command.Up(label(), counter, first + 1, origin));
    }
    int above = loop.trips() - (last + 1);
    if (above > 0) {
      emit(new Command.TryUp(label(), counter, above, no, origin));
      emit(new Command.Down(label(), counter, above, origin));
    }
    emit(new Command.Goto(label(), stateRef(succ[1], e), origin));
    emit(new Command.Goto(no, stateRef(succ[0], e), origin));
    return true;
  }

  /**
   * The targets of a pattern switch ({@link TypeSwitches}) at {@code i} in the environment of
   * its {@code typeSwitch} call (where the restart index is still live), or null if it is not
   * decided.
   */
  private Set<Integer> typeSwitchTargets(int i, JSwitchStmt sw, Environment env, int at) {
    return TypeSwitches.targets(tc, mi, code, i, sw,
        r -> evaluator.evaluate(r, env) instanceof LocalValue.Int k
            && k.value() >= 0 && k.value() <= Integer.MAX_VALUE ? (int) k.value() : null,
        subject -> LocalValue.isObject(evaluator.evaluate(subject, env)), at);
  }

  /**
   * Translates {@code k = typeSwitch(subject, restart)} (statement {@code i}) together with the
   * {@code switch (k)} javac puts right after it, when the pair is decided: a jump among the
   * switch's targets, from the environment after the call. The call has no effect of its own,
   * and {@code k} is used by that switch only; deciding at the call sees the restart index,
   * which is dead at the switch. Returns false (nothing emitted) otherwise.
   */
  private boolean typeSwitchCall(int i, int after, Local k, Value rhs, Environment env) {
    int[] succ = code.successors(i);
    if (!(rhs instanceof AbstractInvokeExpr inv) || TypeSwitches.restartOf(inv) == null
        || succ.length != 1 || !(code.stmt(succ[0]) instanceof JSwitchStmt sw)
        || !sw.getKey().equals(k) || usedElsewhere(k, succ[0])) {
      return false;
    }
    Set<Integer> targets = typeSwitchTargets(succ[0], sw, env, i);
    if (targets == null) {
      return false;
    }
    jumpAmong(targets, after);
    return true;
  }

  /** True if {@code k} is read anywhere but by the switch at {@code sw}. */
  private boolean usedElsewhere(Local k, int sw) {
    for (int q = 0; q < code.size(); q++) {
      if (q != sw && code.stmt(q).getUses().contains(k)) {
        return true;
      }
    }
    return false;
  }

  /** A jump to some of the statement's successors (a goto if there is one). */
  private void jumpAmong(Set<Integer> targets, int e) {
    if (targets.size() == 1) {
      block.gotoState(targets.iterator().next(), e);
      return;
    }
    List<String> refs = new ArrayList<>();
    for (int t : targets) {
      enqueue(t, e);
      refs.add(stateRef(t, e));
    }
    emit(new Command.Jump(label(), refs, origin));
  }

  private void jumpToSuccessors(int i, int e, Environment env) {
    Set<Integer> targets = new LinkedHashSet<>();
    for (int s : code.successors(i)) {
      targets.add(s);
    }
    if (targets.size() == 1) {
      block.gotoState(targets.iterator().next(), e);
      return;
    }
    int[] succ = targets.stream().mapToInt(Integer::intValue).toArray();
    int[] envs = new int[succ.length];
    java.util.Arrays.fill(envs, e);
    block.testJump(i, succ, envs, tc.boundedLoops(mi, code).get(i));
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
      refs.add(thrownRef(e));
    }
    return refs;
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

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * The statements of one method instance whose translation depends on values: reads and writes
 * of tracked fields ({@link TrackedValues}), operations on tracked atomics and field updaters,
 * the pinned outcome of {@code tryLock()}, calls correlated with the callee's result and the
 * result variants themselves ({@link ResultExits}), branches and switches decided or refined by
 * a known value. It emits into the {@link ProcedureTranslator}'s current block through a
 * {@link BlockBuilder} and owns no state of its own.
 *
 * <p>Invariant: a value is pinned in an environment only where the JVM has exactly that value
 * (a read of the tracked variable, a constant, the exit a result variant took), so every
 * environment split is a partition of the JVM's runs; where a value is not known the step emits
 * every alternative (a choice), never fewer. Past {@link #MAX_ENVIRONMENTS} environments per
 * method no further value is pinned (caveat), which only adds behaviour.
 */
final class ValueSteps {
  /** The most environments per method before values stop being pinned (caveat). */
  private static final int MAX_ENVIRONMENTS = 512;

  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;
  private final LocalValueEvaluator evaluator;
  private final HeapAccesses accesses;
  /** The result variant being translated ({@link ResultExits}), or null for the method. */
  private final ResultExits.Variant variant;
  private final BlockBuilder block;

  ValueSteps(TranslationContext tc, MethodInstance mi, MethodCode code,
      LocalValueEvaluator evaluator, HeapAccesses accesses, ResultExits.Variant variant,
      BlockBuilder block) {
    this.tc = tc;
    this.mi = mi;
    this.code = code;
    this.evaluator = evaluator;
    this.accesses = accesses;
    this.variant = variant;
    this.block = block;
  }

  /** True when translating a result variant, whose returned values decide its exit. */
  private boolean resultVariant() {
    return variant != null && variant.kind() != ResultExits.Kind.ARGUMENTS;
  }

  // ------------------------------------------------------------------ tracked fields

  /**
   * {@code l = base.f} of a tracked field, or {@code l = getter(...)} of one ({@link
   * GetterReads}), when {@code l} is a local whose value matters: emits the read and completes
   * the block (true). False (nothing emitted) otherwise. {@code e} is the environment after the
   * assignment ({@code l} forgotten).
   */
  boolean readTracked(int i, int e, Local l, Value rhs) {
    if (tc.orderKeys().isKeyRead(mi, i)) {
      return rankRead(i, e, l, rhs);
    }
    if (rhs instanceof JInstanceFieldRef fr && tc.values().finalFields().read(mi, i, fr) != null) {
      return false; // the value is known per object: assigned() pins it
    }
    if (rhs instanceof AbstractInvokeExpr inv && finalGetter(i, e, l, inv)) {
      return true;
    }
    if (rhs instanceof JInstanceFieldRef fr && setFlag(i, e, l, fr, fr.getBase())) {
      return true;
    }
    if (rhs instanceof JInstanceFieldRef fr && absorbed(i, e, l, fr)) {
      return true;
    }
    if (rhs instanceof JFieldRef f && tc.values().field(f) != null
        && (tc.values().splitsOn(code, l)
            || tc.values().objects().hasIdentities(tc.values().field(f))
            || resultVariant() && tc.results().worthRefining(code, l.getName(), true))) {
      readTracked(i, e, l, f, tc.values().field(f), alternatives(i, f), List.of(),
          () -> own(f));
      return true;
    }
    if (rhs instanceof AbstractInvokeExpr inv
        && tc.values().getterField(code, i) != null && tc.values().splitsOn(code, l)) {
      GetterReads.Read g = tc.values().getters().readAt(tc, mi, i, inv, block.origin());
      if (g != null && setFlagGetter(i, e, l, inv, g)) {
        return true;
      }
      if (g != null) {
        readTracked(i, e, l, g.ref(), tc.values().getterField(code, i),
            g.objectsFor(tc.polled().receivers(mi, i, inv)), g.then(), () -> ownGetter(g));
        return true;
      }
    }
    return false;
  }

  /**
   * {@code l = key(x)} of an order key ({@link OrderKeys}): a {@code switch} on the rank of the
   * one object {@code x} refers to, each case pinning {@code l} to that rank; with no ranked
   * object, {@code l} stays unknown (never its true value: keys compared with ranks must be
   * ranks too). A field key, or a getter of one, is a {@code read} step as well. True when the
   * block is complete; false (nothing emitted) for an unranked identity hash code, a plain
   * library call, or a getter call the translation must keep ({@link GetterReads#readAt}).
   */
  private boolean rankRead(int i, int e, Local l, Value rhs) {
    OrderKeys keys = tc.orderKeys();
    List<AbstractObject> objs = tc.polled().pointsTo(mi, i, keys.baseAt(mi, i));
    String var = objs.size() == 1 ? keys.variable(mi, i, objs.get(0)) : null;
    Origin origin = block.origin();
    if (rhs instanceof JFieldRef f) {
      String location = HeapAccesses.location(f, objs.size() == 1 ? objs.get(0) : null);
      accesses.noteTracked(f, location, objs.size() != 1);
      block.emit(new Command.Read(block.label(), location, origin));
    } else if (rhs instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr inv) {
      // a getter of the receiver's own field: the call is its one read (GetterReads)
      GetterReads.Read g = tc.values().getters().readAt(tc, mi, i, inv, origin);
      if (g == null) {
        return false;
      }
      String location = HeapAccesses.location(g.ref(), objs.size() == 1 ? objs.get(0) : null);
      accesses.noteTracked(g.ref(), location, objs.size() != 1);
      block.emit(new Command.Read(block.label(), location, origin));
    } else if (var == null) {
      return false;
    }
    int next = code.successors(i)[0];
    if (var == null) {
      block.gotoState(next, e);
      return true;
    }
    List<String> ranks = keys.ranks(mi, i);
    List<String> targets = new ArrayList<>();
    for (String r : ranks) {
      targets.add(block.stateRef(next, pin(e, l.getName(), new LocalValue.Int(Long.parseLong(r)))));
    }
    block.emit(new Command.Switch(block.label(), var, ranks, targets, origin));
    return true;
  }

  /**
   * {@code l = getter(...)} of a final field whose objects all have one known value ({@link
   * FinalFieldValues}): the getter's read (a {@code read} step, as {@link GetterReads} argues)
   * with {@code l} pinned to that value. False (nothing emitted) otherwise.
   */
  private boolean finalGetter(int i, int e, Local l, AbstractInvokeExpr inv) {
    TrackedValues.FieldKey k = tc.values().getters().fieldAt(code, i);
    if (k == null || !tc.values().finalFields().qualifies(k) || !tc.values().splitsOn(code, l)) {
      return false;
    }
    GetterReads.Read g = tc.values().getters().readAt(tc, mi, i, inv, block.origin());
    LocalValue v = g == null ? null : tc.values().finalFields().valueOf(k, g.objects());
    if (v == null) {
      return false;
    }
    JFieldRef f = g.ref();
    String location = HeapAccesses.location(f, g.objects().size() == 1 ? g.objects().get(0)
        : null);
    accesses.noteTracked(f, location, false);
    block.emit(new Command.Read(block.label(), location, block.origin()));
    block.gotoState(code.successors(i)[0], pin(e, l.getName(), v));
    return true;
  }

  /**
   * {@code l = base.f} of a stable flag that is set on the base's object ({@link StableFlags}):
   * a {@code read} step with {@code l} pinned to {@code true}, the only value the field can
   * have there. False (nothing emitted) otherwise.
   */
  private boolean setFlag(int i, int e, Local l, JInstanceFieldRef f, Local base) {
    if (!tc.values().splitsOn(code, l) || !tc.values().stableFlags().isSet(mi, i, base, f)) {
      return false;
    }
    List<AbstractObject> objs = tc.pts().pointsTo(mi, i, base);
    String location = HeapAccesses.location(f, objs.size() == 1 ? objs.get(0) : null);
    accesses.noteTracked(f, location, objs.size() != 1);
    block.emit(new Command.Read(block.label(), location, block.origin()));
    block.gotoState(code.successors(i)[0], pin(e, l.getName(), new LocalValue.Int(1)));
    return true;
  }

  /**
   * {@code l = base.f} of an absorbing reference field known "done" on the base's object
   * ({@link AbsorbingFields}): a {@code read} step with {@code l} pinned to a non-null value
   * that is none of the "not done" singletons, what the field surely holds there. False
   * (nothing emitted) otherwise.
   */
  private boolean absorbed(int i, int e, Local l, JInstanceFieldRef f) {
    if (tc.values().field(f) == null) {
      return false;
    }
    List<String> not = tc.values().stableFlags().notDone(mi, i, f.getBase(), f);
    if (not == null) {
      return false;
    }
    List<AbstractObject> objs = tc.pts().pointsTo(mi, i, f.getBase());
    String location = HeapAccesses.location(f, objs.size() == 1 ? objs.get(0) : null);
    accesses.noteTracked(f, location, objs.size() != 1);
    block.emit(new Command.Read(block.label(), location, block.origin()));
    block.gotoState(code.successors(i)[0], pin(e, l.getName(),
        not.isEmpty() ? new LocalValue.NonNull() : new LocalValue.Other(not)));
    return true;
  }

  /**
   * {@code l = base.getter()} of a stable flag set on the base's object: as {@link #setFlag},
   * when every getter the call may run reads the flag directly from its own receiver (so the
   * value read is the base's flag; a getter that reaches the flag through another object, a
   * chain, does not qualify).
   */
  private boolean setFlagGetter(int i, int e, Local l, AbstractInvokeExpr inv,
      GetterReads.Read g) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || !g.then().isEmpty()
        || !(g.ref() instanceof JInstanceFieldRef fr) || g.chain().isEmpty()) {
      return false;
    }
    for (MethodInstance c : g.chain()) {
      if (!readsOwnReceiver(c, fr)) {
        return false;
      }
    }
    return setFlag(i, e, l, fr, ii.getBase());
  }

  /** True if the body reads the field, and only from its own receiver. */
  private boolean readsOwnReceiver(MethodInstance c, JInstanceFieldRef flag) {
    MethodCode body = tc.pts().body(c);
    if (body == null) {
      return false;
    }
    String self = null;
    boolean reads = false;
    for (sootup.core.jimple.common.stmt.Stmt s : body.stmts()) {
      if (s instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
          && id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef) {
        self = id.getLeftOp().getName();
      }
      if (s instanceof sootup.core.jimple.common.stmt.JAssignStmt a
          && a.getRightOp() instanceof JInstanceFieldRef f
          && tc.values().field(f) == tc.values().field(flag)) {
        if (self == null || !f.getBase().getName().equals(self)) {
          return false;
        }
        reads = true;
      }
      if (self != null && s instanceof sootup.core.jimple.common.stmt.JAssignStmt a
          && a.getLeftOp() instanceof Local d && d.getName().equals(self)) {
        return false; // the receiver's local is reassigned
      }
    }
    return reads;
  }

  /**
   * The values a read of the untracked alternative {@code o} may give: those of the fresh,
   * unpublished object the base holds ({@link FreshObjects}), else those any write may store
   * into a summary's field ({@link SummaryFieldValues}), the intersection when both are known
   * (each contains the value read); null when neither is known.
   */
  private List<String> weakValues(int i, JFieldRef f, TrackedValues.Tracked t, AbstractObject o) {
    List<String> weak = tc.values().summaryValues(t, o);
    List<String> fresh = f instanceof JInstanceFieldRef ir
        ? tc.values().freshValues(code, i, ir.getBase(), t) : null;
    if (fresh == null || weak == null && fresh.size() == t.values().size()) {
      return weak;
    }
    List<String> both = weak == null ? fresh : fresh.stream().filter(weak::contains).toList();
    return both.isEmpty() ? weak : both;
  }

  /** The alternatives of a field access: the base's objects, or one {@code null} (static). */
  private List<AbstractObject> alternatives(int i, JFieldRef f) {
    if (f instanceof JInstanceFieldRef ir) {
      List<AbstractObject> objs = tc.polled().pointsTo(mi, i, ir.getBase());
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
   * {@link GetterReads}); for a getter whose result is final functions of the object read
   * ({@code then} not empty) {@code l} is pinned to their value on the class read ({@link
   * FinalFunctions}), and left unknown for values that are no class.
   */
  private void readTracked(int i, int e, Local l, JFieldRef f, TrackedValues.Tracked t,
      List<AbstractObject> objs, List<MethodInstance> then,
      java.util.function.BooleanSupplier own) {
    Origin origin = block.origin();
    int next = code.successors(i)[0];
    List<String> inits = then.isEmpty() ? List.of()
        : GetterReads.thenInitialisations(tc, then);
    if (objs.isEmpty()) {
      accesses.noteTracked(f, HeapAccesses.location(f, null), f instanceof JInstanceFieldRef);
      block.emit(new Command.Read(block.label(), HeapAccesses.location(f, null), origin));
      inits.forEach(c -> block.emit(new Command.Call(block.label(), c, origin)));
      block.gotoState(next, e);
      return;
    }
    List<Command> alts = new ArrayList<>();
    List<String> heads = new ArrayList<>();
    String jumpLabel = objs.size() > 1 ? block.label() : null;
    for (AbstractObject o : objs) {
      String var = tc.values().variable(t, o, perThreadCandidate(o) && own.getAsBoolean());
      noteTracked(f, var != null ? var : HeapAccesses.location(f, o));
      String head = block.label();
      heads.add(head);
      List<String> weak = var == null && then.isEmpty() ? weakValues(i, f, t, o) : null;
      if (var == null && o != null && tc.pts().isSummary(o) && (weak == null || weak.size() > 1)) {
        tc.noteWeakRead(HeapAccesses.location(f, o), weak != null ? weak : t.values(), origin);
      }
      if (weak != null) {
        // a summary object: the read gives one of the values its writes store (weak updates)
        alts.add(new Command.Read(head, HeapAccesses.location(f, o), origin));
        inits.forEach(c -> alts.add(new Command.Call(block.label(), c, origin)));
        List<Command> gotos = new ArrayList<>();
        for (String value : weak) {
          gotos.add(new Command.Goto(block.label(),
              block.stateRef(next, pin(e, l.getName(), tc.values().local(t, value))), origin));
        }
        if (gotos.size() > 1) {
          alts.add(new Command.Jump(block.label(), gotos.stream().map(Command::label).toList(),
              origin));
        }
        alts.addAll(gotos);
        continue;
      }
      if (var == null) {
        alts.add(new Command.Read(head, HeapAccesses.location(f, o), origin));
        inits.forEach(c -> alts.add(new Command.Call(block.label(), c, origin)));
        alts.add(new Command.Goto(block.label(), block.stateRef(next,
            tc.values().isNonNullField(f) ? pin(e, l.getName(), new LocalValue.NonNull()) : e),
            origin));
        continue;
      }
      List<String> targets = new ArrayList<>();
      for (String value : t.values()) {
        LocalValue v = tc.values().local(t, value);
        if (!then.isEmpty()) {
          v = v instanceof LocalValue.Finals c
              ? tc.values().functions().resultOf(tc, then, c, origin) : null;
        }
        int pinned = v == null ? e : pin(e, l.getName(), v);
        pinned = pinObject(pinned, e, l, tc.values().objects().object(t, value));
        targets.add(block.stateRef(next, pinned));
      }
      List<Command> after = new ArrayList<>();
      if (!inits.isEmpty()) {
        // the functions' class initialisations, after the read as in the JVM
        for (int k = 0; k < targets.size(); k++) {
          String start = block.label();
          after.add(new Command.Call(start, inits.get(0), origin));
          for (String c : inits.subList(1, inits.size())) {
            after.add(new Command.Call(block.label(), c, origin));
          }
          after.add(new Command.Goto(block.label(), targets.get(k), origin));
          targets.set(k, start);
        }
      }
      alts.add(new Command.Switch(head, var, t.values(), targets, origin));
      alts.addAll(after);
    }
    if (jumpLabel != null) {
      block.emit(new Command.Jump(jumpLabel, heads, origin));
    }
    block.emitAll(alts);
  }

  /**
   * {@code base.f = v} of a tracked field at statement i: per alternative object an
   * {@code assign} of the value (a {@code write} for untracked alternatives); an unknown value
   * is a choice among the domain (caveat).
   */
  void writeTracked(int i, JFieldRef f, Value rhs, Environment env) {
    if (DefaultStores.redundant(mi, code, i, f, rhs)) {
      return; // the new object's field holds that value already
    }
    Origin origin = block.origin();
    TrackedValues.Tracked t = tc.values().field(f);
    List<AbstractObject> objs = alternatives(i, f);
    List<Supplier<List<Command>>> alts = new ArrayList<>();
    if (objs.isEmpty()) {
      accesses.noteTracked(f, HeapAccesses.location(f, null), f instanceof JInstanceFieldRef);
      alts.add(() -> List.of(new Command.Write(block.label(), HeapAccesses.location(f, null),
          origin)));
    }
    // a reference cast stores its operand (TrackingDecision.storedReference), whose objects
    // the singletons are told apart by
    LocalValue v = tc.values().identities().sharpen(evaluator.evaluate(rhs, env), mi, i,
        TrackingDecision.storedReference(rhs));
    List<String> written = tc.values().objects().hasIdentities(t)
        ? tc.values().objects().written(t, tc, mi, i, TrackingDecision.storedReference(rhs), v)
        : tc.values().classes().hasClasses(t)
        ? tc.values().classes().written(t, mi, i, rhs, v)
        : v == null ? null : tc.values().written(t, v);
    String value = written == null || written.size() != 1 ? null : written.get(0);
    if (TrackedValues.BEYOND.equals(value)) {
      beyondBound(t);
    }
    // a field its updaters change atomically: every store under the field's lock
    // (UpdaterCommands)
    boolean locked = tc.values().updaters().isManaged(t.key());
    for (AbstractObject o : objs) {
      String var = tc.values().variable(t, o, perThreadCandidate(o) && own(f));
      noteTracked(f, var != null ? var : HeapAccesses.location(f, o));
      if (var == null) {
        alts.add(() -> List.of(new Command.Write(block.label(), HeapAccesses.location(f, o),
            origin)));
        continue;
      }
      List<String> own = written != null ? written
          : tc.values().finalFields().written(t, f, o, tc.values());
      if (own == null) {
        tc.caveat("value-unknown", origin, "the value written to " + t.key().name() + " is not"
            + " known here; it may be any of " + t.values(), Caveat.Effect.IMPRECISE);
      }
      for (String w : own != null ? own : t.values()) {
        alts.add(() -> locked
            ? List.of(new Command.Acquire(block.label(), UpdaterCommands.lock(var), origin),
                new Command.Assign(block.label(), var, w, origin),
                new Command.Release(block.label(), UpdaterCommands.lock(var), origin))
            : List.of(new Command.Assign(block.label(), var, w, origin)));
      }
    }
    if (alts.size() == 1) {
      block.emitAll(alts.get(0).get());
    } else if (!locked) {
      block.choice(alts.size(), k -> alts.get(k).get().get(0));
    } else {
      block.choiceOfSequences(alts);
    }
  }

  /**
   * True if the object is a summary each thread allocates once: only then is it worth asking
   * whether an access is through an own local (which computes {@link
   * org.petrify.ir.pointsto.OwnReferences} once for the program).
   */
  private boolean perThreadCandidate(AbstractObject o) {
    return o != null && tc.pts().isSummary(o) && tc.pts().isOncePerThread(o);
  }

  /**
   * True if the access goes through a local that holds its thread's own object
   * ({@link org.petrify.ir.pointsto.OwnReferences}): then the thread's copy of a per-thread
   * variable is the accessed object's field ({@link TrackedValues#variable}).
   */
  private boolean own(JFieldRef f) {
    return f instanceof JInstanceFieldRef ir
        && tc.pts().ownReferences().isOwn(mi, ir.getBase());
  }

  /**
   * True if a getter read reads its field only through own locals: every read of the field in
   * the getters of the chain ({@link GetterReads.Read#chain}) has an own base. A getter reached
   * through another object's field (a chain) has a receiver that is not own, so its read fails.
   */
  private boolean ownGetter(GetterReads.Read g) {
    TrackedValues.Tracked t = tc.values().field(g.ref());
    for (MethodInstance c : g.chain()) {
      MethodCode body = tc.pts().body(c);
      for (int k = 0; body != null && k < body.size(); k++) {
        if (body.stmt(k) instanceof sootup.core.jimple.common.stmt.JAssignStmt a
            && a.getRightOp() instanceof JInstanceFieldRef f && tc.values().field(f) == t
            && !tc.pts().ownReferences().isOwn(c, f.getBase())) {
          return false;
        }
      }
    }
    return g.ref() instanceof JInstanceFieldRef && t != null;
  }

  /** Notes the heap location a tracked access touches (for the race analysis). */
  private void noteTracked(JFieldRef f, String name) {
    accesses.noteTracked(f, name, false);
  }

  private void beyondBound(TrackedValues.Tracked t) {
    tc.caveat("value-bound", block.origin(), "int field " + t.key().name() + " is tracked"
        + " exactly from " + t.lo() + " to " + t.hi() + "; a value outside becomes *, any int, so"
        + " comparisons with it are nondeterministic (raise the value bound)",
        Caveat.Effect.IMPRECISE);
  }

  /**
   * The environment after {@code lhs = rhs} (statement {@code i}) has been emitted, from {@code after} (the
   * environment with {@code lhs} forgotten): a local whose value matters is pinned to the
   * value of {@code rhs} evaluated in {@code env}, the environment before, when it is known.
   */
  int assigned(int i, int after, Value lhs, Value rhs, Environment env) {
    if (lhs instanceof Local l && (tc.values().splitsOn(code, l)
        || tc.results().worthRefining(code, l.getName(), resultVariant())
        || rhs instanceof AbstractInvokeExpr b && PillLiterals.isBoxing(b)
            && tc.pills().literals().isElement(mi, code, l))) {
      LocalValue v = evaluator.evaluateAt(i, rhs, env);
      if (v instanceof LocalValue.Int n && JvmArithmetic.constant(rhs) != null
          && !l.getType().toString().equals("boolean")) {
        v = tc.values().range(code).locals() ? evaluator.bounded(n.value())
            : TypeSwitches.isRestartIndex(code, l) ? n : null;
      }
      if (v != null) {
        return pin(after, l.getName(), v);
      }
    }
    return after;
  }

  /** The environment with the local's value pinned, unless the method has too many. */
  private int pin(int e, String local, LocalValue v) {
    if (block.environments() >= MAX_ENVIRONMENTS) {
      tc.caveat("value-environments", block.origin(), "more than " + MAX_ENVIRONMENTS
          + " combinations of known values in " + mi.method().getName() + "; further values"
          + " read there are not pinned (conditions on them are nondeterministic)",
          Caveat.Effect.IMPRECISE);
      return e;
    }
    return block.env(block.env(e).withValue(local, v));
  }

  /**
   * The environment after {@code l = b.m()} at statement {@code i} when {@code b} is pinned to
   * a class of objects and the call's result on it is known ({@link FinalFunctions}): {@code
   * e} (the environment after the assignment) with {@code l} pinned to the result; -1 when not
   * known. The call is then emitted as any other ({@link CallSteps}), with that environment.
   */
  int receiverResult(int i, int e, AbstractInvokeExpr inv, Local l, Environment env) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || !(env.values().get(ii.getBase().getName()) instanceof LocalValue.Finals c)
        || !tc.values().splitsOn(code, l) && !tc.results().worthRefining(code, l.getName(),
            resultVariant())
        || !tc.pts().threadsStartedAt(mi, i).isEmpty() || tc.pts().mayThrowStubbed(mi, i)
        || !tc.library().sequences(mi, i, inv, block.origin(), () -> "fn").isEmpty()) {
      return -1;
    }
    LocalValue v = tc.values().functions().result(tc, mi, i, c, block.origin());
    return v == null ? -1 : pin(e, l.getName(), v);
  }

  /**
   * The environment after {@code l = f(args)} at statement {@code i} when {@code f} is a pure
   * function ({@link PureFunctions}) whose result on the arguments' values is known: {@code e}
   * with {@code l} pinned to it; -1 when not known or {@code l} does not matter. The call is
   * then emitted as any other ({@link CallSteps}), with that environment.
   */
  int pureResult(int i, int e, AbstractInvokeExpr inv, Local l, Environment env) {
    if (tc.values().pure().of(inv) == null || !tc.values().splitsOn(code, l)
        && !(resultVariant() && tc.results().worthRefining(code, l.getName(), true))) {
      return -1;
    }
    LocalValue v = evaluator.evaluate(inv, env);
    return v == null ? -1 : pin(e, l.getName(), v);
  }

  /**
   * The environment after {@code l = f(...)} at statement {@code i} when {@code f} is a value
   * function ({@link ValueFunctions}) whose result on the values of the arguments (and of an
   * enum receiver) is known: {@code e} with {@code l} pinned to it (an int re-bounded to this
   * method's range); -1 when not known or {@code l} does not matter. The call is then emitted
   * as any other ({@link CallSteps}), with that environment.
   */
  int functionResult(int i, int e, AbstractInvokeExpr inv, Local l, Environment env) {
    if (!tc.values().splitsOn(code, l)
        && !(resultVariant() && tc.results().worthRefining(code, l.getName(), true))
        || !tc.pts().threadsStartedAt(mi, i).isEmpty() || tc.pts().mayThrowStubbed(mi, i)) {
      return -1;
    }
    List<LocalValue> args = new ArrayList<>();
    inv.getArgs().forEach(a -> args.add(evaluator.evaluate(a, env)));
    LocalValue receiver = inv instanceof AbstractInstanceInvokeExpr ii
        ? evaluator.evaluate(ii.getBase(), env) : null;
    LocalValue v = tc.values().valueFunctions().result(tc, mi, i, args, receiver,
        block.origin());
    if (v instanceof LocalValue.Int n && (IntResults.isIntLike(l.getType())
        || l.getType() instanceof sootup.core.types.PrimitiveType.LongType)) {
      v = evaluator.bounded(n.value());
    }
    return v == null ? -1 : pin(e, l.getName(), v);
  }

  // ------------------------------------------------------------------ atomics and updaters

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

  /** The IMPRECISE caveat of a local assigned an atomic's value that is not tracked. */
  void untrackedAtomic(AbstractInvokeExpr inv, Value lhs) {
    if (lhs instanceof Local && isAtomicRead(inv)) {
      tc.caveat("atomic-untracked", block.origin(), "the value of "
          + inv.getMethodSignature().getDeclClassType().getClassName() + "."
          + inv.getMethodSignature().getName() + " is not tracked; conditions on it are"
          + " nondeterministic choices", Caveat.Effect.IMPRECISE);
    }
  }

  /**
   * An operation on a tracked atomic object ({@link AtomicValues}, {@link AtomicCommands}):
   * completes the block, continuing with the result local pinned to the value read. Returns
   * false (nothing emitted) when the call is not one.
   */
  boolean atomic(int i, int e, AbstractInvokeExpr inv, Value lhs) {
    AtomicValues.Atomic a = tc.atomics().atomicAt(mi, i, inv);
    if (a == null) {
      return updater(i, e, inv, lhs);
    }
    Environment env = block.env(e);
    int next = code.successors(i)[0];
    List<AbstractObject> held = tc.atomics().objectsOf(a);
    Local l = lhs instanceof Local x && (tc.values().splitsOn(code, x) || !held.isEmpty()
        || resultVariant() && tc.results().worthRefining(code, x.getName(), true)) ? x : null;
    List<LocalValue> args = new ArrayList<>();
    inv.getArgs().forEach(arg -> args.add(evaluator.evaluate(arg, env)));
    AtomicValues.Op op = tc.atomics().opAt(mi, i, inv, a);
    boolean fresh = (op.kind() == AtomicValues.OpKind.CAS
        || op.kind() == AtomicValues.OpKind.WEAK_CAS) && inv.getArg(0) instanceof Local x
        && tc.freshCasReads().fresh(mi, code, i, x, j -> readsAtomic(j, a));
    AtomicCommands.Objects objects = held.isEmpty() ? AtomicCommands.Objects.NONE
        : atomicObjects(i, inv, a, held, args);
    block.emitAll(AtomicCommands.of(tc::caveat, a, op,
        inv.getMethodSignature().getName(), args, l != null,
        (v, o) -> block.stateRef(next, l == null || v == null ? e : pinObject(
            pin(e, l.getName(), v), e, l, o)),
        block::label, block.origin(), fresh, objects));
    return true;
  }

  /**
   * The object values of a call on an {@code AtomicReference} tracked by object ({@link
   * AtomicValues#objectsOf}): what its last argument stores ({@link
   * ReferenceIdentities#written}), and for a compare-and-set the objects its expected argument
   * may be (its points-to set narrowed to a pin; unknown when empty or when it may hold a
   * JDK object no set shows, {@link org.petrify.ir.pointsto.PointsToResult#mayBeOpaque}).
   */
  private AtomicCommands.Objects atomicObjects(int i, AbstractInvokeExpr inv,
      AtomicValues.Atomic a, List<AbstractObject> held, List<LocalValue> args) {
    int n = inv.getArgCount();
    List<String> stored = n == 0 ? null : ReferenceIdentities.written(a.values(), tc, mi, i,
        TrackingDecision.storedReference(inv.getArg(n - 1)), args.get(n - 1));
    List<String> expected = null;
    if (n == 2 && TrackingDecision.storedReference(inv.getArg(0)) instanceof Local x
        && !tc.polled().mayBeOpaque(mi, i, x)) {
      List<AbstractObject> objs = tc.polled().pointsTo(mi, i, x);
      expected = objs.isEmpty() ? null : objs.stream().map(AbstractObject::name).toList();
    }
    return new AtomicCommands.Objects(stored, expected,
        v -> held.stream().filter(o -> o.name().equals(v)).findFirst().orElse(null),
        v -> held.stream().anyMatch(o -> o.name().equals(v) && !tc.pts().isSummary(o)));
  }

  /**
   * Environment {@code pinned} (made from {@code e} by pinning the local's value) with the
   * local also pinned to {@code object}, when not null and the value was pinned.
   */
  private int pinObject(int pinned, int e, Local l, AbstractObject object) {
    return object == null || pinned == e ? pinned
        : block.env(block.env(pinned).withObject(l.getName(), object.id()));
  }

  /** True if statement j assigns a local the volatile {@code get()} of tracked object a. */
  private boolean readsAtomic(int j, AtomicValues.Atomic a) {
    if (!(code.stmt(j) instanceof JAssignStmt s)
        || !(s.getLeftOp() instanceof Local)
        || !(s.getRightOp() instanceof AbstractInstanceInvokeExpr r)
        || !r.getMethodSignature().getName().equals("get") || r.getArgCount() != 0) {
      return false;
    }
    AtomicValues.Atomic read = tc.atomics().atomicAt(mi, j, r);
    return read == a && tc.atomics().opOn(r, a).kind() == AtomicValues.OpKind.READ;
  }

  /**
   * True if statement j assigns a local a volatile read of field {@code field} of object
   * {@code o} alone: an updater's (or handle's) read, or the field itself.
   */
  private boolean readsField(int j, TrackedValues.FieldKey field, AbstractObject o) {
    if (!(code.stmt(j) instanceof JAssignStmt s)
        || !(s.getLeftOp() instanceof Local)) {
      return false;
    }
    Value base = null;
    if (s.getRightOp() instanceof AbstractInvokeExpr r) {
      FieldUpdaters.Access acc = tc.values().updaters().of(r);
      if (acc != null && acc.field().equals(field)
          && acc.op().kind() == AtomicValues.OpKind.READ && r.getArgCount() == 1) {
        base = r.getArg(0);
      }
    } else if (s.getRightOp() instanceof JInstanceFieldRef f && tc.values().applicationFields()
        .key(f.getFieldSignature()).map(field::equals).orElse(false)) {
      base = f.getBase();
    }
    return base instanceof Local b && tc.pts().pointsTo(mi, j, b).equals(List.of(o));
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
    Environment env = block.env(e);
    int next = code.successors(i)[0];
    Local l = lhs instanceof Local x && tc.values().splitsOn(code, x) ? x : null;
    List<LocalValue> args = new ArrayList<>();
    inv.getArgs().subList(1, inv.getArgCount()).forEach(arg -> args.add(
        tc.values().identities().sharpen(evaluator.evaluate(arg, env), mi, i, arg)));
    boolean fresh = acc.op().kind() == AtomicValues.OpKind.CAS && objs.size() == 1
        && !tc.pts().isSummary(objs.get(0)) && inv.getArg(1) instanceof Local x
        && tc.freshCasReads().fresh(mi, code, i, x, j -> readsField(j, acc.field(), objs.get(0)));
    block.emitAll(UpdaterCommands.of(tc, t, acc,
        FieldUpdaters.commandName(inv.getMethodSignature().getName()), objs, args, l != null,
        v -> block.stateRef(next, l == null || v == null ? e : pin(e, l.getName(), v)),
        block::label, block.origin(), fresh));
    return true;
  }

  // ------------------------------------------------------------------ tryLock

  /**
   * A non-blocking attempt ({@code tryLock}, {@code Semaphore.tryAcquire}, ...) whose boolean
   * result is pinned: the success continues in an environment where the result is true, the
   * failure label in one where it is false. Receivers whose call runs class-path code
   * ({@link ClassPathReceivers}) are no attempt of a model: each of their callees is one more
   * alternative, a call after which the result is unknown (the translator makes the call an
   * attempt only when none of those callees may throw, see {@link LibraryCommands#isTry}).
   */
  void tryLock(int i, int e, AbstractInvokeExpr inv, Local result) {
    Origin origin = block.origin();
    Environment env = block.env(e);
    int next = code.successors(i)[0];
    int success = block.env(env.withTryLock(result.getName(), true));
    int failure = block.env(env.withTryLock(result.getName(), false));
    List<LibraryModel.TryMaker> makers = new ArrayList<>();
    if (tc.library().isTryLock(inv)) {
      List<String> names = new ArrayList<>();
      for (AbstractObject o : LockReceivers.of(tc.code(), tc.libraryReceivers(mi, i, inv))) {
        names.add(tc.lockName(o, origin));
      }
      if (names.isEmpty()) {
        names.add(tc.unknownLock("java.util.concurrent.locks.Lock", origin));
      }
      for (String lock : names) {
        makers.add((l, f, fresh) -> List.of(new Command.TryAcquire(l, lock, f, origin)));
      }
      List<AbstractObject> receivers = tc.libraryReceivers(mi, i, inv);
      tc.juc().mixedStampedViews(receivers, origin);
      if (!receivers.isEmpty() && receivers.stream().allMatch(tc.juc()::isReadWriteView)) {
        makers.clear();
        receivers.forEach(view -> makers.addAll(tc.juc().readWriteTry(view, origin)));
      }
    } else {
      makers.addAll(tc.library().tryCommands(mi, i, inv, origin));
      if (makers.isEmpty()) {
        makers.add((l, f, fresh) -> List.of(
            new Command.Jump(l, List.of(f, block.stateRef(next, success)), origin)));
      }
    }
    List<String> ownCallees = new ArrayList<>();
    if (ClassPathReceivers.anyRunsClassPathCode(tc, inv, tc.receiverObjects(mi, i, inv))) {
      for (MethodInstance callee : tc.polled().callees(mi, i, inv)) {
        ownCallees.add(tc.argumentVariants().procedure(mi, i, callee, inv, env, evaluator));
      }
      if (tc.libraryReceivers(mi, i, inv).isEmpty()) {
        makers.clear();
      }
      block.enqueue(next, e);
    }
    block.enqueue(next, success);
    block.enqueue(next, failure);
    List<String> targets = new ArrayList<>();
    List<Command> alts = new ArrayList<>();
    for (String p : ownCallees) {
      String l = block.label();
      targets.add(l);
      alts.add(new Command.Call(l, p, null, origin));
      alts.add(new Command.Goto(block.label(), block.stateRef(next, e), origin));
    }
    List<AbstractObject> queue = tc.pills().splits(mi, i, inv, true)
        ? tc.libraryReceivers(mi, i, inv) : List.of();
    for (LibraryModel.TryMaker make : makers) {
      String l = block.label();
      targets.add(l);
      alts.addAll(make.make(l, block.stateRef(next, failure), block::label));
      if (queue.isEmpty()) {
        alts.add(new Command.Goto(block.label(), block.stateRef(next, success), origin));
      } else {
        alts.addAll(kindTaken(queue.get(0), next, block.env(success), result, false));
      }
    }
    if (targets.size() > 1) {
      block.emit(new Command.Jump(block.label(), targets, origin));
    }
    block.emitAll(alts);
  }

  // ------------------------------------------------------------------ thread liveness

  /**
   * {@code l = t.isAlive()} where {@code t} is exactly one thread with a liveness variable
   * ({@link ThreadLiveness}): a {@code switch} on it continues with {@code l} pinned to the
   * variable's value. True if emitted; false (nothing emitted) otherwise, or when the answer
   * would decide nothing.
   */
  boolean aliveQuery(int i, int e, AbstractInvokeExpr inv, Local l) {
    if (!ThreadLiveness.isAliveCall(inv)) {
      return false;
    }
    List<AbstractObject> receivers = tc.threadLiveness().receivers(mi, i, inv);
    String alive = receivers.size() == 1
        ? tc.threadLiveness().aliveVariable(receivers.get(0)) : null;
    if (alive == null) {
      return false;
    }
    int next = code.successors(i)[0];
    String dead = block.stateRef(next, pin(e, l.getName(), new LocalValue.Int(0)));
    String live = block.stateRef(next, pin(e, l.getName(), new LocalValue.Int(1)));
    if (dead.equals(live)) {
      return false;
    }
    block.emit(new Command.Switch(block.label(), alive, List.of("false", "true"),
        List.of(dead, live), block.origin()));
    return true;
  }

  // ------------------------------------------------------------------ hold queries

  /** The largest hold count a {@code holds} test lists as a case of its own. */
  private static final int MAX_LISTED_DEPTH = 8;

  /**
   * {@code l = q()} of a hold query ({@link HoldQueries}) whose lock is resolved: a
   * {@code holds} test of that lock whose case for depth {@code d} continues with {@code l}
   * pinned to the answer at {@code d} (the count {@code d}, or {@code d > 0} for a test), and
   * whose {@code else} (a count above the listed depths) continues with {@code l} unknown. Exact
   * for every listed depth, a free choice for the others: every environment is one the JVM may
   * have (see the class invariant). For a summary lock ({@link HoldQueries.Query#exact} false)
   * only depth 0 is listed: above it the answer is unknown. True if emitted; false (nothing emitted) otherwise.
   */
  boolean holdQuery(int i, int e, AbstractInvokeExpr inv, Local l) {
    HoldQueries.Query q = HoldQueries.of(tc, mi, i, inv, block.origin());
    if (q == null || q.lock() == null) {
      return false;
    }
    int next = code.successors(i)[0];
    int top = q.count() && q.exact() ? comparedUpTo(l) : 0;
    List<Integer> depths = new ArrayList<>();
    List<String> cases = new ArrayList<>();
    for (int d = 0; d <= top; d++) {
      depths.add(d);
      long answer = q.count() ? d : d > 0 ? 1 : 0;
      cases.add(block.stateRef(next, pin(e, l.getName(), new LocalValue.Int(answer))));
    }
    String otherwise = block.stateRef(next,
        q.count() || !q.exact() ? e : pin(e, l.getName(), new LocalValue.Int(1)));
    block.emit(new Command.HoldDepth(block.label(), q.lock(), depths, cases, otherwise,
        block.origin()));
    return true;
  }

  /**
   * The depths a count in {@code l} is listed for: 0 up to the largest int constant a
   * condition of the method compares {@code l} with (at least 1, at most
   * {@link #MAX_LISTED_DEPTH}).
   */
  private int comparedUpTo(Local l) {
    long top = 1;
    for (sootup.core.jimple.common.stmt.Stmt s : code.stmts()) {
      if (s instanceof JIfStmt f) {
        AbstractConditionExpr c = f.getCondition();
        Value other = c.getOp1().equals(l) ? c.getOp2() : c.getOp2().equals(l) ? c.getOp1()
            : null;
        if (other instanceof IntConstant k) {
          top = Math.max(top, k.getValue());
        }
      }
    }
    return (int) Math.min(top, MAX_LISTED_DEPTH);
  }

  /**
   * Notes the value of the first argument of a call at statement {@code i} in {@code env} for
   * the queue model ({@link QueuePills#hint}), so that a poison pill put back
   * ({@code q.put(o)} of a taken {@code o == POISON}) is counted as the pill; a literal pill
   * ({@link PillLiterals#literalAt}: a string constant, the box of a known int) is noted as
   * its literal.
   */
  void hintElement(int i, Environment env) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
    LocalValue v = inv != null && inv.getArgCount() > 0 ? evaluator.evaluate(inv.getArg(0), env)
        : null;
    LocalValue literal = inv != null && inv.getArgCount() > 0
        && QueuePills.INSERTIONS.contains(inv.getMethodSignature().getName())
        ? tc.pills().literals().literalAt(mi, code, i, inv.getArg(0),
            x -> evaluator.evaluate(x, env)) : null;
    tc.pills().hint(mi, i, v, literal);
  }

  /**
   * {@code l = q.take()} on a queue with kinds ({@link QueuePills#splits}), after the call's
   * commands (the {@code down} of {@code items}): takes one item of some kind and continues
   * with {@code l} pinned to that kind's value (true). False (nothing emitted) otherwise.
   */
  boolean takenKind(int i, int e, AbstractInvokeExpr inv, Local l) {
    if (!tc.pills().splits(mi, i, inv, false)) {
      return false;
    }
    AbstractObject queue = tc.libraryReceivers(mi, i, inv).get(0);
    block.emitAll(kindTaken(queue, code.successors(i)[0], block.env(e), l, true));
    return true;
  }

  /**
   * A counted operation on a list with element kinds ({@link ListKinds}), after the call's own
   * commands: emits the count commands and goes on to the next statement, with the result of
   * {@code next()} (and the iterator's last element) pinned to the kind taken and the result of
   * {@code hasNext()} known. True if emitted; false (nothing emitted) for any other call.
   */
  boolean listStep(int i, int e, AbstractInvokeExpr inv, Local result) {
    ListKinds lists = tc.lists();
    AbstractObject list = lists.list(mi, i, inv);
    ListKinds.Op op = ListKinds.op(inv);
    if (list == null || tc.mockito().noLibraryCommands(mi, i, inv)
        || op == ListKinds.Op.HAS_NEXT && (result == null || decidedTest(i))) {
      return false;
    }
    List<AbstractObject> kinds = lists.of(list);
    List<String> counts = kinds.stream().map(k -> lists.count(list, k)).toList();
    int next = code.successors(i)[0];
    Environment env = block.env(e);
    String it = ((AbstractInstanceInvokeExpr) inv).getBase().getName();
    String last = it + ListKinds.LAST;
    Origin origin = block.origin();
    switch (op) {
      case ITERATOR -> {
        if (result == null || !ListKinds.onlyReceiver(code, result)
            || block.environments() >= MAX_ENVIRONMENTS) {
          return false;
        }
        block.gotoState(next, block.env(env.withObject(result.getName() + ListKinds.FRESH,
            list.id())));
      }
      case INSERT -> {
        String done = block.label();
        List<AbstractObject> element = inv.getArg(0) instanceof Local a
            ? tc.polled().pointsTo(mi, i, a) : List.of();
        List<String> chosen = kinds.containsAll(element) && !element.isEmpty()
            ? element.stream().map(o -> counts.get(kinds.indexOf(o))).toList() : counts;
        tc.juc().declareTranslatorCounter(ListKinds.bound(list));
        emitAmong(chosen.stream().map(v -> stepCount(v, 1, list, done)).toList());
        block.emit(new Command.Skip(done, origin));
        block.gotoState(next, e);
      }
      case CLEAR -> {
        counts.forEach(v -> block.emit(new Command.Assign(block.label(), v, "0", origin)));
        block.gotoState(next, e);
      }
      case REMOVE -> {
        Integer pinned = env.objects().get(last);
        int k = pinned == null ? -1 : kinds.indexOf(tc.pts().objects().get(pinned));
        String done = block.label();
        emitAmong((k >= 0 ? List.of(counts.get(k)) : counts).stream()
            .map(v -> stepCount(v, -1, list, done)).toList());
        block.emit(new Command.Skip(done, origin));
        block.gotoState(next, block.env(env.without(it)));
      }
      case HAS_NEXT -> {
        String no = block.label();
        String yes = block.label();
        String test = block.label();
        if (env.objects().containsKey(it + ListKinds.FRESH)) {
          block.emit(new Command.Goto(block.label(), test, origin));
        } else {
          block.emit(new Command.Jump(block.label(), List.of(no, test), origin));
        }
        block.emitAll(firstPositive(counts, 0, test, yes, no));
        block.emit(new Command.Goto(yes, block.stateRef(next,
            pin(e, result.getName(), new LocalValue.Int(1))), origin));
        block.emit(new Command.Goto(no, block.stateRef(next,
            pin(e, result.getName(), new LocalValue.Int(0))), origin));
      }
      case NEXT -> nextElement(next, env.without(it), result, last, kinds, counts);
      default -> throw new IllegalStateException("no list operation: " + inv);
    }
    return true;
  }

  /**
   * Before an adding call on collections with fill flags ({@link FillFlags}): sets their flags
   * to {@code true}, so that no query finds a flag {@code false} once the call may have added.
   */
  void fillBefore(int i, Stmt s) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv == null || tc.mockito().noLibraryCommands(mi, i, inv)) {
      return;
    }
    for (String flag : tc.fills().setBefore(mi, i, inv)) {
      block.emit(new Command.Assign(block.label(), flag, "true", block.origin()));
    }
    FillFlags.Step step = tc.fills().step(mi, i, inv);
    if (step != null) {
      String done = block.label();
      block.emitAll(SizeCounters.update(step.counter(), step.op(), block::label, block.origin(),
          done));
      block.emit(new Command.Skip(done, block.origin()));
    }
  }

  /**
   * {@code l = r.q()}, a query on collections with fill flags ({@link FillFlags}), after the
   * call's own commands: when every flag is {@code false} the collections are empty and
   * {@code l} is pinned to the answer on empty ones; otherwise it stays unknown. True if
   * emitted; false (nothing emitted) for any other call.
   */
  boolean fillQuery(int i, int e, AbstractInvokeExpr inv, Local result) {
    FillFlags.CountQuery counted = tc.fills().countQuery(mi, i, inv);
    if (counted != null && !tc.mockito().noLibraryCommands(mi, i, inv)) {
      return countQuery(i, e, counted, result);
    }
    FillFlags.Query q = tc.fills().query(mi, i, inv);
    if (q == null || tc.mockito().noLibraryCommands(mi, i, inv)) {
      return false;
    }
    Origin origin = block.origin();
    int next = code.successors(i)[0];
    String unknown = block.stateRef(next, e);
    String empty = block.stateRef(next, pin(e, result.getName(),
        new LocalValue.Int(q.answer())));
    if (empty.equals(unknown)) {
      return false; // the answer would decide nothing (the result is not kept)
    }
    String here = block.label();
    for (int k = 0; k < q.flags().size(); k++) {
      String after = k + 1 < q.flags().size() ? block.label() : empty;
      block.emit(new Command.Switch(here, q.flags().get(k), List.of("false", "true"),
          List.of(after, unknown), origin));
      here = after;
    }
    return true;
  }

  /**
   * {@code l = r.q()} answered by the size counter of {@code r} ({@link SizeCounters}): a
   * switch on the counter goes on with {@code l} pinned to the answer of each value, or
   * unknown where the value decides nothing. False (nothing emitted) if no answer would decide
   * anything (the result is not kept).
   */
  private boolean countQuery(int i, int e, FillFlags.CountQuery q, Local result) {
    int next = code.successors(i)[0];
    String unknown = block.stateRef(next, e);
    List<String> targets = new ArrayList<>();
    for (Integer answer : q.answers()) {
      targets.add(answer == null ? unknown
          : block.stateRef(next, pin(e, result.getName(), new LocalValue.Int(answer))));
    }
    if (targets.stream().allMatch(unknown::equals)) {
      return false;
    }
    block.emit(new Command.Switch(block.label(), q.counter(), SizeCounters.values(), targets,
        block.origin()));
    return true;
  }

  /**
   * {@code next()} on a list with kinds: for each kind as first choice, the first kind round
   * the cycle from it with a positive count, else the first choice; each continues with the
   * result and the iterator's last element pinned to its kind ({@link ListKinds}).
   */
  private void nextElement(int next, Environment env, Local result, String last,
      List<AbstractObject> kinds, List<String> counts) {
    Origin origin = block.origin();
    List<String> gotos = new ArrayList<>();
    List<Command> tail = new ArrayList<>();
    List<AbstractObject> known = result == null ? List.of() : tc.pts().pointsTo(mi, next, result);
    if (known.size() == 1 && kinds.contains(known.get(0))
        && block.environments() < MAX_ENVIRONMENTS) {
      // The points-to analysis knows the element (a trip of an unrolled for-each loop).
      block.gotoState(next, block.env(env.withObject(last, known.get(0).id())));
      return;
    }
    for (AbstractObject k : kinds) {
      Environment pinned = env;
      if (block.environments() < MAX_ENVIRONMENTS) {
        pinned = pinned.withObject(last, k.id());
        if (result != null) {
          pinned = pinned.withObject(result.getName(), k.id());
        }
      }
      String l = block.label();
      gotos.add(l);
      tail.add(new Command.Goto(l, block.stateRef(next, block.env(pinned)), origin));
    }
    int n = kinds.size();
    List<String> entries = new ArrayList<>();
    List<Command> chains = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      String entry = block.label();
      entries.add(entry);
      List<String> order = new ArrayList<>();
      List<String> to = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        order.add(counts.get((s + t) % n));
        to.add(gotos.get((s + t) % n));
      }
      chains.addAll(firstPositiveOf(order, to, entry, gotos.get(s)));
    }
    block.emit(new Command.Jump(block.label(), entries, origin));
    block.emitAll(chains);
    block.emitAll(tail);
  }

  /**
   * True if the statement after {@code i} is an {@code if} that the method instance's known
   * values decide ({@link org.petrify.ir.pointsto.PointsToResult#decidedSuccessor}: the test
   * of an unrolled for-each trip), so a {@code hasNext()} result there needs no test.
   */
  private boolean decidedTest(int i) {
    int[] succ = code.successors(i);
    return succ.length == 1 && code.stmt(succ[0]) instanceof JIfStmt
        && tc.pts().decidedSuccessor(mi, succ[0]) >= 0;
  }

  /**
   * Switches on the counts in order, from label {@code first}: the first positive one goes to
   * its {@code to} label, all zero to {@code none}.
   */
  private List<Command> firstPositiveOf(List<String> counts, List<String> to, String first,
      String none) {
    List<Command> out = new ArrayList<>();
    String here = first;
    for (int t = 0; t < counts.size(); t++) {
      String after = t + 1 < counts.size() ? block.label() : none;
      List<String> values = new ArrayList<>();
      List<String> targets = new ArrayList<>();
      for (int c = 0; c <= ListKinds.MAX_COUNT; c++) {
        values.add(Integer.toString(c));
        targets.add(c == 0 ? after : to.get(t));
      }
      out.add(new Command.Switch(here, counts.get(t), values, targets, block.origin()));
      here = after;
    }
    return out;
  }

  /** {@link #firstPositiveOf} with one target for every count. */
  private List<Command> firstPositive(List<String> counts, int from, String first, String yes,
      String none) {
    List<String> to = new ArrayList<>();
    counts.forEach(c -> to.add(yes));
    return firstPositiveOf(counts.subList(from, counts.size()), to, first, none);
  }

  /**
   * Adds {@code delta} (1 or -1) to a count variable, then goes to {@code done}: below 0 it
   * stays 0; above {@link ListKinds#MAX_COUNT} it overflows the list's bound counter.
   */
  private List<Command> stepCount(String count, int delta, AbstractObject list, String done) {
    Origin origin = block.origin();
    List<String> values = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    List<Command> cases = new ArrayList<>();
    String first = block.label();
    for (int c = 0; c <= ListKinds.MAX_COUNT; c++) {
      values.add(Integer.toString(c));
      int to = c + delta;
      if (to < 0) {
        targets.add(done);
        continue;
      }
      String l = block.label();
      targets.add(l);
      cases.add(to > ListKinds.MAX_COUNT
          ? new Command.Up(l, ListKinds.bound(list).name(), 1, origin)
          : new Command.Assign(l, count, Integer.toString(to), origin));
      cases.add(new Command.Goto(block.label(), done, origin));
    }
    List<Command> out = new ArrayList<>();
    out.add(new Command.Switch(first, count, values, targets, origin));
    out.addAll(cases);
    return out;
  }

  /** Emits one alternative, or a jump among several (each ends with its own goto). */
  private void emitAmong(List<List<Command>> alternatives) {
    if (alternatives.size() > 1) {
      block.emit(new Command.Jump(block.label(), alternatives.stream()
          .map(a -> a.get(0).label()).toList(), block.origin()));
    }
    alternatives.forEach(block::emitAll);
  }

  /**
   * The commands that take an item of some kind and go on with {@code l} pinned to it: to the
   * kind's value, or, for an element kind, to its object ({@link PolledObjects}), and then,
   * for a {@code take} ({@code nonNull}), also known non-null: a {@code BlockingQueue} holds no
   * null element, so {@code take} never returns null.
   */
  private List<Command> kindTaken(AbstractObject queue, int next, Environment env, Local l,
      boolean nonNull) {
    QueuePills pills = tc.pills();
    return pills.resolve(queue, queue.name() + ".items", block::label, block.origin(), kind -> {
      AbstractObject element = pills.elementOf(queue, kind);
      int pinned = element == null ? pin(block.env(env), l.getName(), pills.valueOf(queue, kind))
          : nonNull ? pin(block.env(env.withObject(l.getName(), element.id())), l.getName(),
              enumOrNonNull(element))
          : block.env(env.withObject(l.getName(), element.id()));
      return block.stateRef(next, pinned);
    });
  }

  /**
   * The value of a taken item of an element kind: its enum constant when the element object is
   * one ({@link TrackedValues#enumConstantOf}: so a {@code switch} on it is decided), else some
   * non-null reference.
   */
  private LocalValue enumOrNonNull(AbstractObject element) {
    LocalValue.EnumConstant c = tc.values().enumConstantOf(element);
    return c != null ? c : new LocalValue.NonNull();
  }

  /**
   * An {@code if} that tests the pinned outcome of a non-blocking attempt against its failure
   * value: goes to the branch the outcome selects (true). False if the {@code if} is not one.
   *
   * <p>The outcome stays pinned after the test, until the local is assigned again or dies
   * ({@link Environment#retainLive}): a local keeps its value between assignments, so a second
   * test of it ({@code for (...; !sent; ...) sent = q.offer(x); if (!sent) q.put(x);}, or
   * {@code if (locked)} in a {@code finally}) must take the same branch as the first. Forgetting
   * it after the first test made the second a free choice, which let a program that sent its item
   * also {@code put} it (a false deadlock).
   */
  boolean tryLockBranch(int i, int e, JIfStmt f) {
    Environment env = block.env(e);
    int[] succ = code.successors(i);
    AbstractConditionExpr cond = f.getCondition();
    if (cond.getOp1() instanceof Local l && env.tryLocks().containsKey(l.getName())
        && PinnedResults.isFailureValue(cond.getOp2())
        && (cond instanceof JEqExpr || cond instanceof JNeExpr) && succ.length == 2) {
      boolean success = env.tryLocks().get(l.getName());
      boolean conditionTrue = cond instanceof JEqExpr ? !success : success;
      block.gotoState(succ[conditionTrue ? 1 : 0], e);
      return true;
    }
    return false;
  }

  // ------------------------------------------------------------------ decided branches

  /**
   * The successor an {@code if} at statement i goes to when its condition is decided in
   * {@code env} ({@link LocalValueEvaluator#decide}), or -1.
   */
  int decidedBranch(int i, JIfStmt f, Environment env) {
    int[] succ = code.successors(i);
    Boolean known = succ.length == 2
        ? evaluator.decide(f.getCondition(), env, i, block.origin()) : null;
    return known == null ? -1 : succ[known ? 1 : 0];
  }

  /**
   * The statement a {@code switch} on a known key goes to (its successors are the case targets
   * in order, then the default), or -1.
   */
  int switchTarget(int i, JSwitchStmt sw, Environment env) {
    int[] succ = code.successors(i);
    List<IntConstant> values = sw.getValues();
    if (succ.length != values.size() + 1) {
      return -1;
    }
    LocalValue key = evaluator.evaluate(sw.getKey(), env);
    if (key instanceof LocalValue.Beyond) {
      tc.caveat("value-bound", block.origin(), "a switch on an int beyond the tracked bound is"
          + " a nondeterministic choice (raise the value bound)", Caveat.Effect.IMPRECISE);
    }
    return key instanceof LocalValue.Int k
        ? LocalValueEvaluator.switchSuccessor(sw, succ, k.value()) : -1;
  }

  // ------------------------------------------------------------------ results (ResultExits)

  /** In a result or argument variant, the environment after a parameter's identity statement. */
  int pinParameter(JIdentityStmt id, int e) {
    if (variant == null) {
      return e;
    }
    if (!(id.getRightOp() instanceof sootup.core.jimple.common.ref.JParameterRef p)) {
      return e;
    }
    String local = id.getLeftOp().getName();
    if (p.getIndex() < variant.arguments().size()
        && variant.arguments().get(p.getIndex()) != null) {
      e = pin(e, local, variant.arguments().get(p.getIndex()));
    }
    AbstractObject o = variant.object(p.getIndex());
    if (o != null && block.environments() < MAX_ENVIRONMENTS) {
      e = block.env(block.env(e).withObject(local, o.id()));
    }
    return e;
  }

  /** In a result variant, a return leaves by the exit its value selects (or by either). */
  void returnByResult(JReturnStmt r, int e) {
    if (variant.kind() == ResultExits.Kind.INT) {
      String value = tc.intResults().valueOf(mi, evaluator.evaluate(r.getOp(), block.env(e)));
      block.emit(new Command.Assign(block.label(), tc.intResults().variable(mi), value,
          block.origin()));
      block.emit(new Command.Goto(block.label(), block.exitRef(e), block.origin()));
      return;
    }
    Boolean normal = ResultExits.normalExit(variant.kind(),
        evaluator.evaluate(r.getOp(), block.env(e)));
    if (normal != null) {
      block.emit(new Command.Goto(block.label(), normal ? block.exitRef(e) : block.raiseRef(e),
          block.origin()));
    } else {
      block.emit(new Command.Jump(block.label(), List.of(block.exitRef(e), block.raiseRef(e)),
          block.origin()));
    }
  }

  /**
   * An undecided {@code if} on a local and a constant: each branch continues with what it
   * implies pinned ({@link ResultExits#refine}). False if nothing is learnt.
   */
  boolean refinedBranch(int i, int e, JIfStmt f) {
    int[] succ = code.successors(i);
    if (succ.length != 2 || succ[0] == succ[1]) {
      return false;
    }
    Map<String, LocalValue> onFalse = tc.results().refine(code, i, f, false, resultVariant());
    Map<String, LocalValue> onTrue = tc.results().refine(code, i, f, true, resultVariant());
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
    block.testJump(i, succ, new int[] {eFalse, eTrue}, tc.boundedLoops(mi, code).get(i));
    return true;
  }

  /**
   * {@code l = m(...)} correlated with the callee's return ({@link ResultExits}): calls the
   * result variant of each callee; after its normal exit {@code l} is pinned to true
   * (non-null), after its exceptional exit to false ({@code null}) or, if the callee may throw,
   * the call's handlers, chosen by the callee's thrown flag ({@link ThrownFlags}).
   * {@code before} is the environment before the statement, {@code e} the one after the
   * assignment ({@code l} forgotten). False if the call is not correlated.
   */
  boolean resultCall(int i, int before, int e, AbstractInvokeExpr inv, Local l) {
    Origin origin = block.origin();
    ResultExits.Kind kind = tc.results().correlates(mi, code, i, inv, l, resultVariant());
    int[] succ = code.successors(i);
    if (kind == null || succ.length == 0
        || !tc.library().sequences(mi, i, inv, origin, block::label).isEmpty()) {
      return false;
    }
    List<LocalValue> args = new ArrayList<>();
    for (Value a : inv.getArgs()) {
      args.add(ResultExits.argumentValue(evaluator.evaluate(a, block.env(before))));
    }
    String handlerLabel = block.uniqueLabel("h" + i + "e" + e + "r");
    boolean mayThrow = false;
    Set<String> flags = new java.util.LinkedHashSet<>();
    Set<String> types = new java.util.TreeSet<>();
    List<Supplier<List<Command>>> alts = new ArrayList<>();
    // the callees on the base's pinned object only (PolledObjects), as a plain call has
    for (MethodInstance callee : tc.polled().callees(mi, i, inv)) {
      String p = tc.results().variant(new ResultExits.Variant(callee, kind, args,
          ObjectParameters.withoutConstants(tc.objectParameters().objects(mi, i, callee, inv),
              args), ReceiverInstances.forCall(tc, mi, i, inv, block.env(before), callee)));
      alts.add(() -> List.of(new Command.Call(block.label(), p, handlerLabel, origin)));
      mayThrow |= tc.mayThrow(callee);
      String flag = tc.thrownFlags().flag(callee, kind);
      if (flag != null) {
        flags.add(flag);
      }
      types.addAll(tc.throwAnalysis().thrownTypes(callee));
    }
    if (alts.size() == 1) {
      block.emitAll(alts.get(0).get());
    } else {
      block.choiceOfSequences(alts);
    }
    int next = succ[0];
    if (kind == ResultExits.Kind.INT) {
      // one Java method, one variable (ResultExits#correlates checked it on these callees)
      MethodInstance any = tc.pts().callees(mi, i).iterator().next();
      intResultTests(next, e, l, any, handlerLabel, mayThrow
          ? block.handlers(i, e, types.contains(ThrowAnalysis.UNKNOWN) ? List.of()
              : List.copyOf(types)) : List.of());
      return true;
    }
    block.emit(new Command.Goto(block.label(), block.stateRef(next, pin(e, l.getName(),
        ResultExits.normalValue(kind))), origin));
    String returnedFalse = block.stateRef(next, pin(e, l.getName(),
        ResultExits.raisedValue(kind)));
    List<String> handlers = new ArrayList<>();
    if (mayThrow) {
      List<String> callTypes = types.contains(ThrowAnalysis.UNKNOWN) ? List.of()
          : List.copyOf(types);
      for (String h : block.handlers(i, e, callTypes)) {
        if (!handlers.contains(h)) {
          handlers.add(h);
        }
      }
    }
    if (flags.isEmpty()) {
      List<String> refs = new ArrayList<>(List.of(returnedFalse));
      handlers.stream().filter(h -> !refs.contains(h)).forEach(refs::add);
      block.emit(refs.size() == 1 ? new Command.Goto(handlerLabel, refs.get(0), origin)
          : new Command.Jump(handlerLabel, refs, origin));
    } else {
      // an exception with no route (no handler, cannot escape) goes on as before: as false
      emitThrownTests(handlerLabel, List.copyOf(flags), returnedFalse,
          handlers.isEmpty() ? List.of(returnedFalse) : handlers, origin);
    }
    return true;
  }

  /**
   * After a call of int result variants of {@code callee}'s Java method ({@link IntResults}):
   * the normal exit switches on the method's result variable and goes on to {@code next} with
   * {@code l} pinned to each value read (unknown on {@code *}); the exceptional exit, at
   * {@code handlerLabel}, goes to the call's {@code handlers} (one of them chosen) or, when
   * there is none, on as a plain call's does, with {@code l} unknown.
   */
  private void intResultTests(int next, int e, Local l, MethodInstance callee,
      String handlerLabel, List<String> handlers) {
    Origin origin = block.origin();
    String variable = tc.intResults().variable(callee);
    List<String> values = tc.intResults().values(callee);
    String unknown = block.stateRef(next, e);
    List<String> targets = new ArrayList<>();
    for (String v : values) {
      targets.add(v.equals(IntResults.UNKNOWN) ? unknown
          : block.stateRef(next, pin(e, l.getName(), evaluator.bounded(Long.parseLong(v)))));
    }
    block.emit(new Command.Switch(block.label(), variable, values, targets, origin));
    List<String> refs = new ArrayList<>();
    for (String h : handlers) {
      if (!refs.contains(h)) {
        refs.add(h);
      }
    }
    if (refs.isEmpty()) {
      refs.add(unknown);
    }
    block.emit(refs.size() == 1 ? new Command.Goto(handlerLabel, refs.get(0), origin)
        : new Command.Jump(handlerLabel, refs, origin));
  }

  /**
   * After the exceptional exit of a call of flagged result variants ({@link ThrownFlags}):
   * from {@code first}, a {@code switch} on each flag in turn; a flag found {@code true} is
   * cleared and the run goes to the call's {@code handlers} (one of them chosen), all flags
   * {@code false} go to {@code returnedFalse}. The flags the callees may set are all tested, so
   * the one the called variant set (at most one is set) is found and cleared.
   */
  private void emitThrownTests(String first, List<String> flags, String returnedFalse,
      List<String> handlers, Origin origin) {
    String toHandlers = block.uniqueLabel(first + "t");
    String test = first;
    for (int k = 0; k < flags.size(); k++) {
      String clear = block.uniqueLabel(first + "c" + k);
      String otherwise = k + 1 < flags.size() ? block.uniqueLabel(first + "f" + (k + 1))
          : returnedFalse;
      block.emit(new Command.Switch(test, flags.get(k), List.of("false", "true"),
          List.of(otherwise, clear), origin));
      block.emit(new Command.Assign(clear, flags.get(k), "false", origin));
      block.emit(new Command.Goto(block.label(), toHandlers, origin));
      test = otherwise;
    }
    block.emit(handlers.size() == 1 ? new Command.Goto(toHandlers, handlers.get(0), origin)
        : new Command.Jump(toHandlers, handlers, origin));
  }
}

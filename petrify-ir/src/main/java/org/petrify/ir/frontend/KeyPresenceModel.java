package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.NameText;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.MethodSignature;

/**
 * Presence per key of the concurrent maps {@code ConcurrentHashMap} and {@code
 * ConcurrentSkipListMap} written and read under constant keys, so that an
 * object handed over through such a map ({@code m.put("k", b)} in one thread, a loop on
 * {@code m.get("k") == null} in another) is ordered: a {@code get} returns it only after the
 * {@code put}.
 *
 * <p><b>Which maps.</b> Only a <em>counted</em> map: an allocation of one of {@link #CLASSES}
 * that stands for one runtime map (not a summary) and that {@link ConcurrentQueueUses} does not
 * spoil with the calls of this model: every reachable call whose receiver may be the map is its
 * constructor without reference arguments, a method of {@link #READ_ONLY}, or a {@code put},
 * {@code putIfAbsent}, {@code get} or {@code containsKey} whose key is a known constant
 * ({@link #key}: a string literal, also through copies and parameters every caller passes the
 * same literal, or an {@code Integer.valueOf} of an int literal) and all of whose receivers are
 * maps of these classes and no summary, or a {@code computeIfAbsent} with such a key all of
 * whose receivers are {@code ConcurrentHashMap}s ({@link #ATOMIC_COMPUTE}); the map is never handed to the library (except
 * captured by an application lambda), no call with an unknown receiver of a supertype may reach
 * it, and the program does not change JDK collections behind their methods. So {@code remove},
 * {@code clear}, {@code compute}, {@code merge}, a {@code computeIfAbsent} on a {@code
 * ConcurrentSkipListMap} (which may apply its function more than once), views, iterators,
 * {@code putAll} or a key not known leave the map uncounted, and its calls keep today's
 * translation (no commands; a {@code get}'s null test is a free choice). A model of the
 * receivers of a call is chosen only when every receiver is counted ({@link #matches}).
 *
 * <p><b>Commands.</b> Per counted map {@code o} and key {@code K} the rb variable {@code
 * o.has.K} ({@code false true}, initially {@code false}). A {@code put(K, v)} or {@code
 * putIfAbsent(K, v)} is the one command {@code assign o.has.K true}. A {@code get(K)} whose
 * result is tested against null, or a {@code containsKey(K)} whose result is tested, is pinned
 * ({@link #isTry}): {@code switch o.has.K false <absent> true <present>}. When a local may be
 * several counted maps, each is an alternative, as for queues. A {@code computeIfAbsent(K, f)}
 * is, per receiver {@code o}: {@code acquire} of {@code o}'s lock (the one lock per map that
 * stands for its bin locks, as in {@code SynchronizedCollectionModel}, with its {@code
 * bin-lock} caveat), {@code switch o.has.K}: when {@code false} one of the function's
 * call-backs ({@link PointsToResult#callbacks}), then {@code assign o.has.K true} (or, when
 * the function may return null or throw, a choice between that and nothing); when {@code true}
 * nothing; then {@code release}.
 *
 * <p><b>Soundness.</b> Invariant, for every Java run: at every step of the model, {@code
 * o.has.K} is {@code true} exactly when the map holds key {@code K}. It holds initially (a map
 * made by a constructor without a map argument is empty), and only the calls translated change
 * the map (it is counted): a {@code put} or {@code putIfAbsent} leaves the key present (these
 * classes reject null values with an exception, which is not modelled, as for every JDK
 * method), and nothing removes a key. The maps are linearisable (every operation takes effect
 * atomically at one point between its call and its return, as their specification says), and
 * each call is translated to
 * one atomic command, which stands for that point; so every Java run has a run of the model
 * with the same outcomes: {@code get(K)} returns non-null, and {@code containsKey(K)} true,
 * exactly when the flag is set at its command. {@code ConcurrentHashMap.computeIfAbsent(K, f)}
 * is atomic too: it holds the lock of K's bin from its test to the insertion, applies {@code f}
 * there only when K is absent and inserts its result unless it is null (or {@code f} threw:
 * then nothing), and does nothing else when K is present. The model's section under the map's
 * lock is that step: its test is the flag's, the function runs exactly when it is {@code
 * false}, and the flag becomes {@code true} after the function returned, when it returned
 * non-null ({@link NonNullLocals#computesNonNull}; otherwise the model may choose either, so
 * the run that chooses as Java did exists). The one lock per map only excludes more than the
 * bin's lock. So the invariant holds for the run matching each Java run, and a deadlock or
 * hang in the function is kept. For races, the function's writes come before the assignment
 * and the release; a {@code computeIfAbsent} or {@code get} that then finds the key present
 * acquires the lock or reads the flag after them, the happens-before order Java gives from the
 * insertion to a read that sees it. Both sides are exact, so no deadlock or
 * non-termination is hidden and none is added. Keys are compared as the maps compare them:
 * equal string literals are {@code equals}, different ones are not; boxes of equal ints are
 * {@code equals}; a key's flag name encodes it injectively ({@link #flagName}). For races,
 * a read of the flag by the receiving thread follows the sender's assignment, which follows the
 * sender's earlier accesses in its program order: the ordering the map's happens-before gives
 * in Java (actions before an insertion happen before a read that sees it). The flags never
 * race (they are synchronisation, like an atomic's value). The calls take no lock of the model:
 * a concurrent map's own locks are held only inside a call, which runs no application code (its
 * keys are strings and boxes, its values are not called, and no counted map has a function
 * argument, except through a {@code computeIfAbsent}, whose bin lock the model keeps), and no
 * application code can take them. {@code Hashtable} is left out: its methods
 * hold its monitor, which the program's own {@code synchronized} may hold too (the synchronized
 * collections' model keeps that lock).
 */
final class KeyPresenceModel implements LibraryModel {
  /** The map classes of this model. */
  static final Set<String> CLASSES = Set.of("java.util.concurrent.ConcurrentHashMap",
      "java.util.concurrent.ConcurrentSkipListMap");
  /** Methods that never change a map's contents. */
  static final Set<String> READ_ONLY = Set.of("size", "isEmpty", "mappingCount",
      "containsValue", "getOrDefault", "toString", "equals", "hashCode", "getClass", "wait",
      "notify", "notifyAll");
  private static final Set<String> INSERTIONS = Set.of("put", "putIfAbsent");
  private static final Set<String> QUERIES = Set.of("get", "containsKey");
  private static final String COMPUTE = "computeIfAbsent";
  /** The one class whose {@code computeIfAbsent} applies its function atomically, at most once. */
  private static final String ATOMIC_COMPUTE = "java.util.concurrent.ConcurrentHashMap";
  private static final Set<String> INTERFACES = Set.of("java.util.Map",
      "java.util.AbstractMap", "java.util.concurrent.ConcurrentMap",
      "java.util.concurrent.ConcurrentNavigableMap", "java.util.NavigableMap",
      "java.util.SortedMap");
  private static final String SUFFIX = ".has.";

  private final ModelContext mc;
  private final LiteralKeyMaps literals;
  /** Which maps are counted: decided on the first need, once per translation. */
  private ConcurrentQueueUses uses;
  private final Map<String, Variable> declared = new TreeMap<>();

  KeyPresenceModel(ModelContext mc) {
    this.mc = mc;
    this.literals = new LiteralKeyMaps(mc.tc.pts());
  }

  /** Its classes and the map interfaces, when every receiver is a counted map. */
  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return (CLASSES.contains(cls) || INTERFACES.contains(cls)) && !receivers.isEmpty()
        && receivers.stream().allMatch(this::counted);
  }

  @Override
  public boolean claims(String method) {
    return INSERTIONS.contains(method) || QUERIES.contains(method) || method.equals(COMPUTE);
  }

  /** A {@code computeIfAbsent}'s commands run its function ({@link #computeCommands}). */
  @Override
  public boolean runsFunctions(String method) {
    return method.equals(COMPUTE);
  }

  @Override
  public boolean isTry(Call c, List<AbstractObject> receivers) {
    return QUERIES.contains(c.name()) && c.params() == 1
        && matches(c.sig().getDeclClassType().getFullyQualifiedName(), receivers)
        && key(c.mi(), c.index(), c.inv()) != null;
  }

  @Override
  public List<TryMaker> tryCommands(Call c) {
    String key = key(c.mi(), c.index(), c.inv());
    List<TryMaker> out = new ArrayList<>();
    for (AbstractObject o : receivers(c)) {
      String flag = flag(o, key);
      out.add((label, absent, fresh) -> {
        String present = fresh.get();
        return List.of(new Command.Switch(label, flag, List.of("false", "true"),
            List.of(absent, present), c.origin()), new Command.Skip(present, c.origin()));
      });
    }
    return out;
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    if (c.name().equals(COMPUTE)) {
      return computeCommands(c);
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!INSERTIONS.contains(c.name())) {
      return out; // a query whose result is not tested reads nothing the model keeps
    }
    String key = key(c.mi(), c.index(), c.inv());
    for (AbstractObject o : receivers(c)) {
      String flag = flag(o, key);
      out.add(() -> List.of(new Command.Assign(c.label().get(), flag, "true", c.origin())));
    }
    return out;
  }

  /**
   * A {@code computeIfAbsent(K, f)}, per receiver: under the map's lock, the function and the
   * flag's assignment when K is absent, nothing when it is present (the class comment).
   */
  private List<Supplier<List<Command>>> computeCommands(Call c) {
    String key = key(c.mi(), c.index(), c.inv());
    List<String> functions = new ArrayList<>();
    boolean mayFail = !mc.tc.nullness().nonNull().computesNonNull(c.mi(), c.index(), c.inv());
    for (MethodInstance cb : mc.tc.pts().callbacks(c.mi(), c.index())) {
      functions.add(mc.tc.procedureName(cb));
      mayFail |= mc.tc.mayThrow(cb);
    }
    SynchronizedCollectionModel.binLockCaveat(mc.tc, c.origin(), COMPUTE);
    boolean keepsAbsent = mayFail;
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject o : receivers(c)) {
      String flag = flag(o, key);
      String lock = mc.tc.lockName(o, c.origin());
      out.add(() -> computeSection(c, flag, lock, functions, keepsAbsent));
    }
    return out;
  }

  /**
   * {@code acquire lock; switch flag false absent true present; absent: <one function>;
   * [jump set present;] set: assign flag true; present: release lock}.
   */
  private static List<Command> computeSection(Call c, String flag, String lock,
      List<String> functions, boolean keepsAbsent) {
    Supplier<String> label = c.label();
    String enter = label.get(); // the call's own label: its first command
    String absent = label.get();
    String set = label.get();
    String present = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Acquire(enter, lock, c.origin()));
    cs.add(new Command.Switch(label.get(), flag, List.of("false", "true"),
        List.of(absent, present), c.origin()));
    cs.add(new Command.Skip(absent, c.origin()));
    if (!functions.isEmpty()) {
      cs.addAll(CallbackChoice.once(functions, c.origin(), label));
    }
    if (keepsAbsent) {
      cs.add(new Command.Jump(label.get(), List.of(set, present), c.origin()));
    }
    cs.add(new Command.Assign(set, flag, "true", c.origin()));
    cs.add(new Command.Release(present, lock, c.origin()));
    return cs;
  }

  /** The names of the presence flags declared so far. */
  Set<String> variableNames() {
    return declared.keySet();
  }

  /** The presence flags declared so far, sorted by name. */
  List<Variable> variables() {
    return List.copyOf(declared.values());
  }

  private List<AbstractObject> receivers(Call c) {
    return mc.tc.libraryReceivers(c.mi(), c.index(), c.inv());
  }

  /** True for a map of these classes that is one runtime map (not a summary). */
  private boolean single(AbstractObject o) {
    return CLASSES.contains(o.type()) && o.kind() == AbstractObject.Kind.ALLOCATION
        && !mc.tc.pts().isSummary(o);
  }

  /** True for a map whose contents change only through the calls of this model. */
  private boolean counted(AbstractObject o) {
    if (!single(o)) {
      return false;
    }
    if (uses == null) {
      uses = new ConcurrentQueueUses(mc.tc.pts(), mc.tc.values().containersTrusted(), CLASSES,
          READ_ONLY, this::countedCall);
    }
    return uses.counted(o);
  }

  private boolean countedCall(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii,
      MethodSignature sig, List<AbstractObject> receivers) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    boolean compute = sig.getName().equals(COMPUTE);
    return claims(sig.getName()) && (CLASSES.contains(cls) || INTERFACES.contains(cls))
        && receivers.stream().allMatch(o -> single(o)
            && (!compute || o.type().equals(ATOMIC_COMPUTE)))
        && key(mi, i, ii) != null;
  }

  /**
   * The constant key of a {@code put}, {@code putIfAbsent}, {@code computeIfAbsent}, {@code
   * get} or {@code containsKey}
   * at statement {@code i} of {@code mi}, encoded ({@code s:} and the string, or {@code i:} and
   * the int), or null when not known.
   */
  private String key(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (inv.getArgCount() < 1 || (INSERTIONS.contains(name) || name.equals(COMPUTE)
        ? inv.getArgCount() != 2 : inv.getArgCount() != 1)) {
      return null;
    }
    Value k = inv.getArg(0);
    String s = literals.literal(mi, i, k, 0);
    if (s != null) {
      return "s:" + s;
    }
    Integer n = boxedInt(mi, i, k);
    return n == null ? null : "i:" + n;
  }

  /** The int {@code v} boxes at {@code i}: its one reaching definition is {@code Integer.valueOf(c)}. */
  private Integer boxedInt(MethodInstance mi, int i, Value v) {
    MethodCode code = mc.tc.pts().body(mi);
    if (!(v instanceof Local l) || code == null) {
      return null;
    }
    Integer def = code.reachingDef(i, l);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof AbstractInvokeExpr box) || !MethodCode.isIntBoxing(box)
        || !(box.getArg(0) instanceof IntConstant c)) {
      return null;
    }
    return c.getValue();
  }

  private String flag(AbstractObject o, String key) {
    String name = flagName(o, key);
    declared.computeIfAbsent(name, n -> new Variable(n, List.of("false", "true"), "false"));
    return name;
  }

  /**
   * {@code <map>.has.<key>}, the key {@link NameText#escaped escaped} (injective, so different
   * keys never share a flag).
   */
  private static String flagName(AbstractObject o, String key) {
    return o.name() + SUFFIX + NameText.escaped(key);
  }
}

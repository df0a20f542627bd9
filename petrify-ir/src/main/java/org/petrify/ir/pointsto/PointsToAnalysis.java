package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JNewMultiArrayExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JCaughtExceptionRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * Andersen-style, field-sensitive points-to analysis over allocation sites, with the call graph
 * built on the fly: a virtual call is resolved for each abstract receiver object as it reaches
 * the receiver. Only application methods are analysed; JDK methods are summarised by
 * {@link LibraryEffects} (threads and their runnables, thread builders, lambdas, containers).
 *
 * <p>Context sensitivity ({@link Sensitivity#OBJECT_AND_CALL_SITE}); a context is a string of
 * at most {@link #CONTEXT_DEPTH} elements, most recent first:
 * <ul>
 *   <li>an instance method is analysed per receiver identity: the receiver's allocation site
 *       followed by the receiver's heap context (object sensitivity with heap context);
 *   <li>an instance method (not a constructor) whose body allocates gets, in front of that, the
 *       call site, so {@code net.addNode("a")} and {@code net.addNode("b")} on one receiver
 *       create two objects;
 *   <li>a static method that takes references or allocates gets the call site followed by the
 *       caller's context (call strings), so arguments passed down a chain of static helpers
 *       stay apart up to the depth;
 *   <li>objects allocated in a method get that method instance's whole context as heap context,
 *       so object and allocating method instance correspond one to one (which keeps
 *       {@link PointsToResult#isSummary} exact per context).
 * </ul>
 * Contexts are cut at the depth, so recursion and loops end in finitely many contexts (the
 * same context recurs and its objects become summaries); a method with more than
 * {@link #MAX_CONTEXTS} contexts gets further ones cut to their first element (caveat
 * {@code context-cap}). Merging contexts only unites points-to sets, so it stays sound.
 *
 * <p>Arrays have one pseudo-field per constant index ({@code [0]}, {@code [1]}, ...), one for
 * stores at unknown indices ({@code []}) and one for all elements ({@code [*]}): a load at a
 * constant index reads {@code [k]} and {@code []}, a load at an unknown index reads
 * {@code [*]}, every store writes its own field and {@code [*]}. This is sound and keeps
 * {@code forks[0]} and {@code forks[1]} apart when the indices are literals.
 *
 * <p>The solver is a plain worklist over nodes with difference propagation; node ids and object
 * ids are dense ints, points-to sets are {@link BitSet}s.
 */
public final class PointsToAnalysis {

  /** How contexts are chosen. */
  public enum Sensitivity {
    /** One context per method, one object per allocation site. */
    INSENSITIVE,
    /** Receiver identity (and call site) for instance methods, call strings for static ones. */
    OBJECT_AND_CALL_SITE
  }

  /** The longest context: call strings and object identities keep this many elements. */
  static final int CONTEXT_DEPTH = 3;
  /** The most contexts one method gets before further ones are merged. */
  static final int MAX_CONTEXTS = 16;

  static final String TARGET = "$target";
  static final String CONTENT = "$content";
  static final String ALL_ELEMENTS = "[*]";
  static final String UNKNOWN_INDEX = "[]";

  final CodeBase code;
  final Origins origins;
  private final Sensitivity sensitivity;
  final List<Caveat> caveats = new ArrayList<>();

  // ---- nodes ----
  private final Map<Object, Integer> nodeIds = new HashMap<>();
  private final List<BitSet> pts = new ArrayList<>();
  private final List<BitSet> delta = new ArrayList<>();
  private final List<Set<Integer>> succ = new ArrayList<>();
  private final List<List<Constraint>> constraints = new ArrayList<>();
  private final ArrayDeque<Integer> worklist = new ArrayDeque<>();
  private final BitSet queued = new BitSet();

  // ---- objects ----
  final List<AbstractObject> objects = new ArrayList<>();
  private final Map<String, Integer> objectIds = new HashMap<>();
  private final Map<String, Integer> siteNameUse = new HashMap<>();
  private final Map<String, String> siteNames = new HashMap<>();
  final Map<Integer, MethodInstance> allocatedIn = new HashMap<>();
  final Set<Integer> allocatedInLoop = new HashSet<>();

  // ---- call graph and results ----
  final Map<MethodInstance, MethodCode> reachable = new LinkedHashMap<>();
  private final ArrayDeque<MethodInstance> pendingMethods = new ArrayDeque<>();
  final Map<CallKey, LinkedHashSet<MethodInstance>> callees = new LinkedHashMap<>();
  final Map<Integer, LinkedHashSet<MethodInstance>> threadEntries = new LinkedHashMap<>();
  final Map<Integer, MethodSubSignature> threadBodies = new HashMap<>();
  final Set<Integer> startedThreads = new LinkedHashSet<>();
  final Map<CallKey, LinkedHashSet<Integer>> threadsStartedAt = new LinkedHashMap<>();
  final Map<CallKey, LinkedHashSet<Integer>> objectsCreatedAt = new LinkedHashMap<>();
  final List<MethodInstance> staticInitializers = new ArrayList<>();
  private final Set<ClassType> initializedClasses = new HashSet<>();
  private final LibraryEffects library;
  /** The statement whose constraints are being generated; locals are keyed by it. */
  private int genIndex;

  /** A call statement in a method instance, the key of call-graph results. */
  public record CallKey(MethodInstance caller, int stmtIndex) {}

  /**
   * A call to dispatch: the method signature as written, whether dispatch is static (special
   * and static invokes), the nodes of the arguments (-1 for primitives and null), the node
   * receiving the result (-1 if none), and where resolved targets are recorded.
   */
  record Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args,
      int result, java.util.function.Consumer<MethodInstance> onTarget, Origin origin,
      List<? extends Value> argValues) {
    Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args, int result,
        java.util.function.Consumer<MethodInstance> onTarget, Origin origin) {
      this(key, sig, special, args, result, onTarget, origin, List.of());
    }
  }

  private sealed interface Constraint {}

  private record Load(String field, int dst) implements Constraint {}

  private record Store(String field, int src) implements Constraint {}

  private record Call(Invocation inv) implements Constraint {}

  private record LocalKey(MethodInstance mi, String local) {}

  private record FieldKey(int object, String field) {}

  private record StaticKey(String field) {}

  private record ThisKey(MethodInstance mi) {}

  private record ParamKey(MethodInstance mi, int index) {}

  private record ReturnKey(MethodInstance mi) {}

  private record ConstKey(int object) {}

  public PointsToAnalysis(CodeBase code, Sensitivity sensitivity) {
    this.code = code;
    this.origins = new Origins(code);
    this.sensitivity = sensitivity;
    this.library = new LibraryEffects(this);
  }

  /**
   * Analyses the program from its entry method. For an instance entry (Java 25 instance
   * {@code main}) the launcher's receiver is an {@link AbstractObject.Kind#ENTRY} object
   * constructed with the no-argument constructor first.
   */
  public PointsToResult run(JavaSootMethod entry) {
    MethodInstance entryInstance = new MethodInstance(entry, Context.EMPTY);
    AbstractObject receiver = null;
    if (!entry.isStatic()) {
      String type = entry.getDeclaringClassType().getFullyQualifiedName();
      receiver = object("entry:" + type, Context.EMPTY, AbstractObject.Kind.ENTRY, type,
          type + "@entry", origins.of(entry), null);
      Context ctx = contextFor(receiver);
      entryInstance = new MethodInstance(entry, ctx);
      Optional<JavaSootClass> cls = code.applicationClass(entry.getDeclaringClassType());
      Optional<JavaSootMethod> init = cls.flatMap(c -> c.getMethod("<init>", List.of()));
      if (init.isPresent()) {
        MethodInstance initInstance = new MethodInstance(init.get(), ctx);
        reach(initInstance);
        addObject(node(new ThisKey(initInstance)), receiver.id());
      }
      addObject(node(new ThisKey(entryInstance)), receiver.id());
    }
    initializeClass(entry.getDeclaringClassType());
    reach(entryInstance);
    solve();
    return new PointsToResult(this, entryInstance, receiver);
  }

  // ------------------------------------------------------------------ solver

  int node(Object key) {
    Integer id = nodeIds.get(key);
    if (id != null) {
      return id;
    }
    int n = pts.size();
    nodeIds.put(key, n);
    pts.add(new BitSet());
    delta.add(new BitSet());
    succ.add(new LinkedHashSet<>());
    constraints.add(new ArrayList<>());
    return n;
  }

  Integer existingNode(Object key) {
    return nodeIds.get(key);
  }

  BitSet pointsTo(int node) {
    return pts.get(node);
  }

  /** The node of a local at the statement being generated ({@link #genIndex}). */
  int localNode(MethodInstance mi, Local l) {
    String key = reachable.get(mi).localKey(genIndex, l);
    int n = node(new LocalKey(mi, key));
    if (!key.equals(l.getName())) {
      addEdge(n, node(new LocalKey(mi, l.getName())));
    }
    return n;
  }

  Integer existingLocalNode(MethodInstance mi, int at, Local l) {
    MethodCode code = reachable.get(mi);
    return nodeIds.get(new LocalKey(mi, code == null ? l.getName() : code.localKey(at, l)));
  }

  int fieldNode(int object, String field) {
    return node(new FieldKey(object, field));
  }

  Integer existingFieldNode(int object, String field) {
    return nodeIds.get(new FieldKey(object, field));
  }

  int staticNode(String field) {
    return node(new StaticKey(field));
  }

  void addObject(int node, int object) {
    if (!pts.get(node).get(object)) {
      pts.get(node).set(object);
      delta.get(node).set(object);
      enqueue(node);
    }
  }

  void addEdge(int from, int to) {
    if (from == to || !succ.get(from).add(to)) {
      return;
    }
    BitSet fresh = (BitSet) pts.get(from).clone();
    fresh.andNot(pts.get(to));
    if (!fresh.isEmpty()) {
      pts.get(to).or(fresh);
      delta.get(to).or(fresh);
      enqueue(to);
    }
  }

  void addLoad(int base, String field, int dst) {
    addConstraint(base, new Load(field, dst));
  }

  void addStore(int base, String field, int src) {
    addConstraint(base, new Store(field, src));
  }

  void addCall(int receiver, Invocation inv) {
    addConstraint(receiver, new Call(inv));
  }

  private void addConstraint(int base, Constraint c) {
    constraints.get(base).add(c);
    BitSet current = (BitSet) pts.get(base).clone();
    for (int o = current.nextSetBit(0); o >= 0; o = current.nextSetBit(o + 1)) {
      apply(c, o);
    }
  }

  private void enqueue(int node) {
    if (!queued.get(node)) {
      queued.set(node);
      worklist.add(node);
    }
  }

  private void solve() {
    while (true) {
      while (!worklist.isEmpty()) {
        int n = worklist.poll();
        queued.clear(n);
        BitSet d = delta.get(n);
        if (d.isEmpty()) {
          continue;
        }
        delta.set(n, new BitSet());
        for (int s : new ArrayList<>(succ.get(n))) {
          BitSet fresh = (BitSet) d.clone();
          fresh.andNot(pts.get(s));
          if (!fresh.isEmpty()) {
            pts.get(s).or(fresh);
            delta.get(s).or(fresh);
            enqueue(s);
          }
        }
        List<Constraint> cs = constraints.get(n);
        for (int i = 0; i < cs.size(); i++) {
          Constraint c = cs.get(i);
          for (int o = d.nextSetBit(0); o >= 0; o = d.nextSetBit(o + 1)) {
            apply(c, o);
          }
        }
      }
      if (pendingMethods.isEmpty()) {
        return;
      }
      MethodInstance mi = pendingMethods.poll();
      generate(mi, reachable.get(mi));
    }
  }

  private void apply(Constraint c, int o) {
    if (c instanceof Load l) {
      addEdge(fieldNode(o, l.field()), l.dst());
    } else if (c instanceof Store s) {
      addEdge(s.src(), fieldNode(o, s.field()));
    } else if (c instanceof Call call) {
      dispatchOn(call.inv(), objects.get(o));
    }
  }

  // ------------------------------------------------------------------ objects and contexts

  /** Interns the object of a site in a heap context. */
  /** Ids of the objects {@code Thread.currentThread()} returns (see {@link LibraryEffects}). */
  final Set<Integer> currentThreadObjects = new HashSet<>();

  /** Per task thread id, the executor objects it was submitted to. */
  final Map<Integer, Set<Integer>> taskPools = new HashMap<>();
  /** Per task thread id, the node of the executor argument it was submitted with. */
  final Map<Integer, Integer> taskPoolNodes = new HashMap<>();
  /** Ids of the task threads that stand for an invokeAll batch (one per callable target). */
  final Set<Integer> taskBatches = new HashSet<>();

  /** Per condition object id, the ids of the locks whose {@code newCondition} made it. */
  final Map<Integer, Set<Integer>> conditionLocks = new HashMap<>();

  AbstractObject object(String siteKey, Context heap, AbstractObject.Kind kind, String type,
      String readableSite, Origin origin, AbstractObject.Lambda lambda) {
    String key = siteKey + "|" + heap.name();
    Integer id = objectIds.get(key);
    if (id != null) {
      return objects.get(id);
    }
    String site = siteNames.computeIfAbsent(siteKey, k -> {
      int n = siteNameUse.merge(readableSite, 1, Integer::sum);
      return n == 1 ? readableSite : readableSite + "#" + n;
    });
    String name = heap.isEmpty() ? site : site + "[" + heap.name() + "]";
    AbstractObject o = new AbstractObject(objects.size(), kind, type, site, heap, name, origin,
        lambda);
    objects.add(o);
    objectIds.put(key, o.id());
    return o;
  }

  /** The Class object of a class. */
  AbstractObject classObject(String className) {
    return object("class:" + className, Context.EMPTY, AbstractObject.Kind.CLASS,
        "java.lang.Class", className + ".class", Origin.NONE, null);
  }

  /** An object created by a modelled library call at a call site. */
  AbstractObject libraryObject(Invocation inv, String type, String tag) {
    MethodInstance caller = inv.key().caller();
    Context heap = heapContext(caller);
    AbstractObject o = object("lib:" + caller.method().getSignature() + "#" + inv.key().stmtIndex()
        + tag, heap, AbstractObject.Kind.LIBRARY, type, type + "@" + Origins.shortPlace(inv.origin()),
        inv.origin(), null);
    allocatedIn.putIfAbsent(o.id(), caller);
    if (isInLoop(caller, inv.key().stmtIndex())) {
      allocatedInLoop.add(o.id());
    }
    objectsCreatedAt.computeIfAbsent(inv.key(), k -> new LinkedHashSet<>()).add(o.id());
    return o;
  }

  private Context heapContext(MethodInstance mi) {
    return sensitivity == Sensitivity.INSENSITIVE ? Context.EMPTY : mi.context();
  }

  /** The identity of an object as a context: its site followed by its heap context. */
  private Context contextFor(AbstractObject receiver) {
    return sensitivity == Sensitivity.INSENSITIVE ? Context.EMPTY
        : Context.push(receiver.site(), receiver.heap(), CONTEXT_DEPTH);
  }

  /** The context of an instance method called on {@code receiver} by {@code inv}. */
  private Context contextForInstance(JavaSootMethod callee, Invocation inv,
      AbstractObject receiver) {
    Context ctx = contextFor(receiver);
    if (sensitivity != Sensitivity.INSENSITIVE && inv.key() != null
        && !callee.getName().equals("<init>") && allocates(callee)) {
      ctx = Context.push(callSiteName(inv), ctx, CONTEXT_DEPTH);
    }
    return capped(callee, ctx);
  }

  private Context contextForStatic(JavaSootMethod callee, Invocation inv) {
    if (sensitivity == Sensitivity.INSENSITIVE || inv.key() == null || !wantsCallSiteContext(callee)) {
      return Context.EMPTY;
    }
    return capped(callee, Context.push(callSiteName(inv), inv.key().caller().context(),
        CONTEXT_DEPTH));
  }

  /**
   * Bounds the number of contexts of one method: the first {@link #MAX_CONTEXTS} distinct
   * contexts are kept, later ones are cut to their first element (an IMPRECISE caveat).
   */
  private Context capped(JavaSootMethod callee, Context ctx) {
    Set<Context> seen = contextsOf.computeIfAbsent(callee.getSignature(), k -> new HashSet<>());
    if (seen.contains(ctx) || seen.size() < MAX_CONTEXTS) {
      seen.add(ctx);
      return ctx;
    }
    Context cut = ctx.truncate(1);
    if (cappedMethods.add(callee.getSignature())) {
      caveats.add(new Caveat("context-cap", origins.of(callee), "method " + callee.getName()
          + " has more than " + MAX_CONTEXTS + " calling contexts; further contexts are merged by"
          + " their first element, so their arguments and allocations may be lumped together",
          Caveat.Effect.IMPRECISE));
    }
    return cut;
  }

  private final Map<MethodSignature, Set<Context>> contextsOf = new HashMap<>();
  private final Set<MethodSignature> cappedMethods = new HashSet<>();
  private final Map<MethodSignature, Boolean> allocating = new HashMap<>();

  /** True if the body of the method allocates objects or lambdas itself. */
  private boolean allocates(JavaSootMethod m) {
    return allocating.computeIfAbsent(m.getSignature(), s -> {
      if (!m.hasBody()) {
        return false;
      }
      for (Stmt st : code.methodCode(m).stmts()) {
        if (st instanceof JAssignStmt a && (a.getRightOp() instanceof JNewExpr
            || a.getRightOp() instanceof JDynamicInvokeExpr)) {
          return true;
        }
      }
      return false;
    });
  }

  private final Map<MethodSignature, Boolean> callSiteSensitive = new HashMap<>();

  private boolean wantsCallSiteContext(JavaSootMethod m) {
    return callSiteSensitive.computeIfAbsent(m.getSignature(), s -> {
      for (Type t : m.getParameterTypes()) {
        if (!(t instanceof PrimitiveType)) {
          return true;
        }
      }
      return allocates(m);
    });
  }

  private String callSiteName(Invocation inv) {
    Origin o = inv.origin();
    return o.className() + "." + o.methodName() + ":" + (o.line() > 0 ? o.line() : "?") + "#"
        + inv.key().stmtIndex();
  }

  // ------------------------------------------------------------------ reachability

  MethodInstance reach(MethodInstance mi) {
    if (!reachable.containsKey(mi)) {
      MethodCode body;
      try {
        body = code.methodCode(mi.method());
      } catch (RuntimeException e) {
        caveats.add(new Caveat("body", origins.of(mi.method(), null),
            "SootUp could not build the body (" + e.getClass().getSimpleName()
                + "); the method is treated as doing nothing", Caveat.Effect.UNSOUND));
        body = null;
      }
      reachable.put(mi, body);
      if (body != null) {
        pendingMethods.add(mi);
      }
    }
    return mi;
  }

  void initializeClass(ClassType type) {
    ClassType t = type;
    while (t != null && initializedClasses.add(t)) {
      Optional<JavaSootClass> c = code.applicationClass(t);
      if (c.isEmpty()) {
        return;
      }
      Optional<JavaSootMethod> clinit = c.get().getMethod("<clinit>", List.of());
      if (clinit.isPresent() && clinit.get().hasBody()) {
        MethodInstance mi = new MethodInstance(clinit.get(), Context.EMPTY);
        staticInitializers.add(mi);
        reach(mi);
      }
      t = c.get().getSuperclass().orElse(null);
    }
  }

  boolean isInLoop(MethodInstance mi, int stmtIndex) {
    MethodCode body = reachable.get(mi);
    return body != null && body.loopStmts().contains(stmtIndex);
  }

  // ------------------------------------------------------------------ constraint generation

  private void generate(MethodInstance mi, MethodCode body) {
    List<Stmt> stmts = body.stmts();
    for (int i = 0; i < stmts.size(); i++) {
      genIndex = i;
      Stmt s = stmts.get(i);
      Origin origin = origins.of(mi.method(), s);
      if (s instanceof JIdentityStmt id) {
        int dst = localNode(mi, id.getLeftOp());
        if (id.getRightOp() instanceof JThisRef) {
          addEdge(node(new ThisKey(mi)), dst);
        } else if (id.getRightOp() instanceof JParameterRef p) {
          addEdge(node(new ParamKey(mi, p.getIndex())), dst);
        } else if (id.getRightOp() instanceof JCaughtExceptionRef) {
          // exception objects are not tracked
        }
      } else if (s instanceof JAssignStmt a) {
        assign(mi, i, a, origin);
      } else if (s instanceof JInvokeStmt inv) {
        invoke(mi, i, inv.getInvokeExpr().orElseThrow(), null, origin);
      } else if (s instanceof JReturnStmt r && valueNode(mi, r.getOp()) >= 0) {
        addEdge(valueNode(mi, r.getOp()), node(new ReturnKey(mi)));
      } else if (s instanceof JThrowStmt) {
        // thrown objects are not tracked; the translation follows the handlers
      }
    }
  }

  private void assign(MethodInstance mi, int index, JAssignStmt a, Origin origin) {
    Value lhs = a.getLeftOp();
    Value rhs = a.getRightOp();
    if (rhs instanceof AbstractInvokeExpr inv) {
      invoke(mi, index, inv, lhs instanceof Local l ? l : null, origin);
      return;
    }
    if (lhs instanceof Local l) {
      int dst = localNode(mi, l);
      readInto(mi, index, rhs, dst, origin);
    } else if (lhs instanceof JInstanceFieldRef f) {
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        addStore(localNode(mi, f.getBase()), f.getFieldSignature().getName(), src);
      }
    } else if (lhs instanceof JStaticFieldRef f) {
      initializeClass(f.getFieldSignature().getDeclClassType());
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        addEdge(src, staticNode(staticName(f)));
      }
    } else if (lhs instanceof JArrayRef ar) {
      int src = valueNode(mi, rhs);
      if (src >= 0) {
        int base = localNode(mi, ar.getBase());
        addStore(base, indexField(mi, index, ar), src);
        addStore(base, ALL_ELEMENTS, src);
      }
    }
  }

  private void readInto(MethodInstance mi, int index, Value rhs, int dst, Origin origin) {
    if (rhs instanceof Local src) {
      addEdge(localNode(mi, src), dst);
    } else if (rhs instanceof JCastExpr c && c.getOp() instanceof Local src) {
      addEdge(localNode(mi, src), dst);
    } else if (rhs instanceof ClassConstant cc) {
      addObject(dst, classObject(className(cc)).id());
    } else if (rhs instanceof JNewExpr n) {
      ClassType t = n.getType();
      initializeClass(t);
      addObject(dst, allocation(mi, index, t.getFullyQualifiedName(), origin).id());
    } else if (rhs instanceof JNewArrayExpr || rhs instanceof JNewMultiArrayExpr) {
      addObject(dst, allocation(mi, index, rhs.getType().toString(), origin).id());
    } else if (rhs instanceof JInstanceFieldRef f) {
      addLoad(localNode(mi, f.getBase()), f.getFieldSignature().getName(), dst);
    } else if (rhs instanceof JStaticFieldRef f) {
      initializeClass(f.getFieldSignature().getDeclClassType());
      addEdge(staticNode(staticName(f)), dst);
    } else if (rhs instanceof JArrayRef ar) {
      int base = localNode(mi, ar.getBase());
      if (reachable.get(mi).intValue(index, ar.getIndex()) != null) {
        addLoad(base, indexField(mi, index, ar), dst);
        addLoad(base, UNKNOWN_INDEX, dst);
      } else {
        addLoad(base, ALL_ELEMENTS, dst);
      }
    }
  }

  private AbstractObject allocation(MethodInstance mi, int index, String type, Origin origin) {
    String typeName = type;
    AbstractObject o = object("new:" + mi.method().getSignature() + "#" + index, heapContext(mi),
        AbstractObject.Kind.ALLOCATION, typeName, typeName + "@" + Origins.shortPlace(origin),
        origin, null);
    allocatedIn.putIfAbsent(o.id(), mi);
    if (isInLoop(mi, index)) {
      allocatedInLoop.add(o.id());
    }
    return o;
  }

  private String indexField(MethodInstance mi, int index, JArrayRef ar) {
    Integer k = reachable.get(mi).intValue(index, ar.getIndex());
    return k != null ? "[" + k + "]" : UNKNOWN_INDEX;
  }

  static String staticName(JStaticFieldRef f) {
    return f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
        + f.getFieldSignature().getName();
  }

  static String className(ClassConstant cc) {
    String v = cc.getValue();
    if (v.startsWith("L") && v.endsWith(";")) {
      v = v.substring(1, v.length() - 1);
    }
    return v.replace('/', '.');
  }

  /** The node holding an immediate's objects, or -1 for primitives, null and strings. */
  int valueNode(MethodInstance mi, Value value) {
    Value v = value instanceof JCastExpr c ? c.getOp() : value;
    if (v instanceof Local l) {
      return l.getType() instanceof PrimitiveType ? -1 : localNode(mi, l);
    }
    if (v instanceof ClassConstant cc) {
      AbstractObject o = classObject(className(cc));
      int n = node(new ConstKey(o.id()));
      addObject(n, o.id());
      return n;
    }
    return -1;
  }

  private void invoke(MethodInstance mi, int index, AbstractInvokeExpr expr, Local result,
      Origin origin) {
    CallKey key = new CallKey(mi, index);
    callees.computeIfAbsent(key, k -> new LinkedHashSet<>());
    List<Integer> args = new ArrayList<>();
    for (Immediate a : expr.getArgs()) {
      args.add(valueNode(mi, a));
    }
    int res = result == null || result.getType() instanceof PrimitiveType ? -1
        : localNode(mi, result);
    if (expr instanceof JDynamicInvokeExpr dyn) {
      lambda(mi, index, dyn, args, res, origin);
      return;
    }
    Invocation inv = new Invocation(key, expr.getMethodSignature(),
        expr instanceof JSpecialInvokeExpr || expr instanceof JStaticInvokeExpr, args, res,
        m -> callees.get(key).add(m), origin, expr.getArgs());
    if (expr instanceof JStaticInvokeExpr) {
      initializeClass(expr.getMethodSignature().getDeclClassType());
      dispatchOn(inv, null);
    } else if (expr instanceof AbstractInstanceInvokeExpr ii) {
      addCall(localNode(mi, ii.getBase()), inv);
    }
  }

  private void lambda(MethodInstance mi, int index, JDynamicInvokeExpr dyn, List<Integer> args,
      int res, Origin origin) {
    String bootstrap = dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (!bootstrap.equals("java.lang.invoke.LambdaMetafactory")) {
      if (!bootstrap.equals("java.lang.invoke.StringConcatFactory")
          && !bootstrap.equals("java.lang.runtime.ObjectMethods")
          && !bootstrap.equals("java.lang.runtime.SwitchBootstraps")) {
        caveats.add(new Caveat("invokedynamic", origin, "bootstrap " + bootstrap
            + " is not modelled; the call site does nothing", Caveat.Effect.UNSOUND));
      }
      return;
    }
    MethodHandle handle = null;
    for (Immediate b : dyn.getBootstrapArgs()) {
      if (b instanceof MethodHandle h && h.isMethodRef()) {
        handle = h;
        break;
      }
    }
    if (handle == null || res < 0) {
      return;
    }
    MethodSignature target = (MethodSignature) handle.getReferenceSignature();
    String readable = target.getDeclClassType().getFullyQualifiedName() + "::" + target.getName()
        + "@" + Origins.shortPlace(origin);
    AbstractObject o = object("lambda:" + mi.method().getSignature() + "#" + index,
        heapContext(mi), AbstractObject.Kind.LAMBDA,
        dyn.getMethodSignature().getType().toString(), readable, origin,
        new AbstractObject.Lambda(handle, dyn.getMethodSignature().getName(), args.size()));
    allocatedIn.putIfAbsent(o.id(), mi);
    addObject(res, o.id());
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i) >= 0) {
        addEdge(args.get(i), fieldNode(o.id(), "$cap" + i));
      }
    }
  }

  // ------------------------------------------------------------------ dispatch

  /**
   * Resolves a call for one receiver object (null for static calls) and wires arguments,
   * receiver and result; library targets go to {@link LibraryEffects}.
   */
  void dispatchOn(Invocation inv, AbstractObject receiver) {
    if (receiver != null && receiver.kind() == AbstractObject.Kind.LAMBDA
        && inv.sig().getName().equals(receiver.lambda().interfaceMethod())) {
      lambdaCall(inv, receiver);
      return;
    }
    Optional<JavaSootMethod> target;
    if (inv.special() || receiver == null) {
      target = code.resolve(inv.sig());
    } else {
      ClassType runtime = receiver.type().endsWith("]") ? code.classType("java.lang.Object")
          : code.classType(receiver.type());
      target = code.dispatch(runtime, inv.sig().getSubSignature());
      if (target.isEmpty() && !code.isApplication(runtime)) {
        target = code.resolve(inv.sig());
      }
    }
    if (target.isPresent() && code.isApplication(target.get().getDeclaringClassType())
        && target.get().hasBody()) {
      callApplication(inv, target.get(), receiver);
    } else {
      library.apply(inv, target.map(JavaSootMethod::getSignature).orElse(inv.sig()), receiver);
    }
  }

  void callApplication(Invocation inv, JavaSootMethod target, AbstractObject receiver) {
    Context ctx = target.isStatic() || receiver == null ? contextForStatic(target, inv)
        : contextForInstance(target, inv, receiver);
    MethodInstance callee = reach(new MethodInstance(target, ctx));
    if (receiver != null && !target.isStatic()) {
      addObject(node(new ThisKey(callee)), receiver.id());
    }
    List<Integer> args = inv.args();
    for (int i = 0; i < args.size() && i < target.getParameterCount(); i++) {
      if (args.get(i) >= 0) {
        addEdge(args.get(i), node(new ParamKey(callee, i)));
      }
    }
    if (inv.result() >= 0) {
      addEdge(node(new ReturnKey(callee)), inv.result());
    }
    inv.onTarget().accept(callee);
  }

  private void lambdaCall(Invocation inv, AbstractObject lambda) {
    AbstractObject.Lambda l = lambda.lambda();
    MethodSignature target = (MethodSignature) l.implementation().getReferenceSignature();
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < l.captures(); i++) {
      all.add(fieldNode(lambda.id(), "$cap" + i));
    }
    all.addAll(inv.args());
    MethodHandle.Kind kind = l.implementation().getKind();
    boolean isStatic = kind == MethodHandle.Kind.REF_INVOKE_STATIC;
    if (kind == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
      AbstractObject o = object("lambda-new:" + lambda.id(), Context.EMPTY,
          AbstractObject.Kind.ALLOCATION, target.getDeclClassType().getFullyQualifiedName(),
          target.getDeclClassType().getFullyQualifiedName() + "@" + lambda.site(),
          lambda.origin(), null);
      Invocation init = new Invocation(inv.key(), target, true, all, -1, inv.onTarget(),
          inv.origin());
      dispatchOn(init, o);
      if (inv.result() >= 0) {
        addObject(inv.result(), o.id());
      }
      return;
    }
    if (isStatic) {
      Invocation call = new Invocation(inv.key(), target, true, all, inv.result(),
          inv.onTarget(), inv.origin());
      dispatchOn(call, null);
      return;
    }
    if (all.isEmpty() || all.get(0) < 0) {
      return;
    }
    Invocation call = new Invocation(inv.key(), target,
        kind == MethodHandle.Kind.REF_INVOKE_SPECIAL, all.subList(1, all.size()), inv.result(),
        inv.onTarget(), inv.origin());
    addCall(all.get(0), call);
  }

  /**
   * Records that a thread object is started and resolves what it runs: its own {@code run()}
   * if an application class overrides it, else the body method (default {@code run()}) of
   * whatever reaches its {@code $target} field.
   */
  void startThread(AbstractObject thread, CallKey at) {
    threadsStartedAt.computeIfAbsent(at, k -> new LinkedHashSet<>()).add(thread.id());
    if (!startedThreads.add(thread.id())) {
      return;
    }
    threadEntries.computeIfAbsent(thread.id(), k -> new LinkedHashSet<>());
    MethodSubSignature run = code.view().getIdentifierFactory().parseMethodSubSignature("void run()");
    MethodSubSignature body = threadBodies.getOrDefault(thread.id(), run);
    Invocation self = new Invocation(at, new MethodSignature(code.classType("java.lang.Thread"), run),
        false, List.of(), -1, m -> threadEntries.get(thread.id()).add(m), thread.origin());
    if (!thread.type().startsWith("java.")) {
      Optional<JavaSootMethod> own = code.dispatch(code.classType(thread.type()), run);
      if (own.isPresent() && code.isApplication(own.get().getDeclaringClassType())) {
        callApplication(self, own.get(), thread);
        return;
      }
    }
    runTargetOf(thread, body, self);
  }

  /** Dispatches the thread's body method on the objects of its {@code $target} field. */
  void runTargetOf(AbstractObject thread, MethodSubSignature body, Invocation template) {
    Invocation inv = new Invocation(template.key(),
        new MethodSignature(code.classType("java.lang.Runnable"), body), false, List.of(),
        template.result(), template.onTarget(), template.origin());
    addCall(fieldNode(thread.id(), TARGET), inv);
  }
}

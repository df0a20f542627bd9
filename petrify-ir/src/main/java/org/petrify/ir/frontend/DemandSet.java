package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Variable;
import org.petrify.ir.stage.StageBudget;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JNopStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * Demand-driven translation: the method instances whose procedures may be in the concurrency
 * skeleton ({@link Skeleton}) for deadlock, termination and livelock, decided on the Jimple
 * bodies and the points-to call graph before anything is translated. Only these are translated
 * by {@link ProcedureTranslator}; every other reachable instance (an <em>inert</em> one) gets a
 * stub procedure ({@link #stub}) that {@link Skeleton} slices exactly as it slices the
 * translation it stands for, so its calls become what the skeleton makes of them: a
 * {@code skip}, or a jump to the next command or the handler where the callee may raise.
 *
 * <p><b>Inert.</b> An instance with a body is inert when none of these holds (a least fixpoint:
 * the set of kept instances is closed under callers):
 * <ol>
 *   <li>it is the entry or a static initialiser, is {@code synchronized}, has a
 *       {@code monitorenter}/{@code monitorexit}, or runs class initialisation
 *       ({@link ClassInitialisation#atEntry}, {@link ClassInitialisation#before});</li>
 *   <li>its control flow (normal and exceptional edges) has a cycle, or it is on a cycle of the
 *       call graph;</li>
 *   <li>it reads or writes a field whose value is tracked ({@link TrackedValues#field}), reads
 *       the field of an object with an order rank ({@link OrderKeys}), or a call of it has a
 *       receiver or argument whose state the translation may track (a list's element kinds,
 *       a fill flag or size counter, an atomic value: an object of a {@code
 *       java.util.concurrent.atomic} class or a subclass, an order rank);</li>
 *   <li>a call of it starts threads, has call-backs into application code, may throw a stubbed
 *       exception, runs functions in the caller ({@link CallerRunsFunctions}), has unknown
 *       starts, is a {@code tryLock}-like attempt, is owned by a family model of the
 *       library-model registry ({@link LibraryCommands#modelled}: a {@code
 *       java.util.concurrent} family or a synchronized collection), or is one the library
 *       boundary translates to commands or judges with a caveat ({@link
 *       LibraryCommands#sequences}: the registry's models, then the {@link
 *       org.petrify.ir.pointsto.LibraryFacts} allow-list); calls into {@code
 *       java.util.concurrent}, {@code Thread}, {@code Object}'s monitor methods, timers,
 *       reflection, var handles, {@code Unsafe}, Mockito, I/O, processes and sockets count as
 *       such without asking ({@link #CONCURRENCY_PREFIXES}: the translator handles some of
 *       them outside the boundary);</li>
 *   <li>it has a statement the translator does not model ({@code bytecode} caveat), no
 *       return (it cannot end normally: translated, to keep its outcome exact), or an
 *       exception handler whose {@code unreached-handler} caveat could be UNSOUND ({@link
 *       Scan#mayReportHandler}: whether the translation reaches a handler is known only by
 *       translating);</li>
 *   <li>it calls a kept instance.</li>
 * </ol>
 *
 * <p><b>Soundness.</b> Let m be inert. Its Jimple graph is acyclic and every translated command
 * follows a Jimple edge, so its procedure is acyclic ({@link Skeleton}'s termination rule
 * slices it). Its statements are local computations, untracked field and array accesses
 * ({@code read}/{@code write}: labels only), branches and switches on untracked data (jumps),
 * returns, throws (raises) and calls of inert instances or of library methods that give no
 * command: every command is plain, and, being acyclic, every point reaches the exit or a raise
 * (the deadlock rule slices it too). It assigns no tracked variable, so no switch of the
 * skeleton depends on it, and it tests none, so its raise is not steered by values. It is on
 * no call cycle and calls only inert instances. So {@link Skeleton} puts m outside the
 * skeleton for both modes, and a call of m becomes a {@code skip} or, if m may raise, a jump to
 * the next command or the handler. The stub is a procedure with the same outcomes: empty (ends
 * normally), or a jump between the exit and a {@code raise} when {@link ThrowAnalysis} says m
 * may throw (which is also what decides whether its callers' calls have a handler) and a
 * point that may raise is reachable in its body ({@link #mayRaise}); so the
 * stub's calls are sliced into the same commands, or into a jump with more targets where m's
 * raise is not reachable in its translation (an over-approximation: more runs, never fewer).
 * A fork of an inert instance forks an empty procedure in both. The static race check runs
 * on the demand-driven program: an inert instance touches no tracked field, and the kept ones
 * are the same with their callers and locks, so the racy tracked fields are the same.
 *
 * <p>An inert m may call an {@code int} result variant ({@link IntResults}) and switch on its
 * per-thread result variable; that variable is read only by the switch right after the call,
 * the variant itself is translated (result variants always are) and its method is inert too
 * (m calls only inert instances), so the switch only chooses among m's own plain paths: the
 * stub's outcomes cover them.
 *
 * <p><b>Caveats.</b> The library boundary's caveats ({@code unmodelled-library},
 * {@code library-callback}, {@code blocking-call}, {@code unresolved-call}, ...) keep their
 * method (rule 4), so they are reported as before; so do the tracked-value caveats (rule 3),
 * {@code bytecode} and the UNSOUND {@code unreached-handler} (rule 5). The caveats made from
 * the points-to result and thread structure ({@link UncaughtExceptionCaveats}, threads, value
 * races) do not depend on which methods are translated. The scan asks the boundary before
 * translating and then forgets what that reported, the once-only reports included ({@link
 * TranslationContext#dropCaveatsAfter}), so the translation reports it again, in its own
 * order. What an inert m may lose are IMPRECISE
 * caveats of its own body, e.g. {@code value-bound} for a condition on a local {@code int}
 * beyond the bound: IMPRECISE caveats never change a verdict, and the choice such a condition
 * leaves open only selects among m's paths, all of which end in an outcome the stub offers.
 *
 * <p><b>The same skeleton, counted differently.</b> On a real class path (the netty harness
 * of {@code RealJarFigures}) the demand-driven and full skeletons, printed as rb, differ only
 * by the stubs' extra raise paths and by dead procedures: a procedure that no skeleton
 * procedure calls but that the full translation keeps (a value switch) is an empty stub here.
 * {@link Skeleton.Result#skeletonProcedures} counts procedures before the last merge of
 * identical procedures, and {@link Frontend} merges the translated program first: stubs are
 * more often identical to each other, so more of their callers merge, and the count is lower
 * (1,758 against 1,776 there) while the merged skeletons have the same procedures but the one
 * dead one (1,519 against 1,520). {@code DemandSetTest} pins both on its samples.
 */
final class DemandSet {
  /**
   * Library packages and classes whose calls keep their method without asking the boundary:
   * the translator handles some of their calls outside the library boundary (field updaters
   * and atomics in {@link ValueSteps}, hold queries, ...), so the boundary's answer alone
   * would stub a method whose translation writes a tracked value (the corpus pair
   * {@code values.sentinelpromise} found it).
   */
  private static final List<String> CONCURRENCY_PREFIXES = List.of("java.util.concurrent.",
      "java.lang.Thread", "java.util.Timer", "java.lang.invoke.",
      "java.lang.reflect.", "sun.misc.", "jdk.internal.", "java.lang.ref.", "org.mockito.", "java.lang.ProcessBuilder",
      "java.lang.Process", "java.nio.channels.", "java.net.", "java.io.");

  /**
   * Concurrent containers and {@code TimeUnit}, exempt from {@link #CONCURRENCY_PREFIXES}: the
   * library boundary judges their calls (a model that claims one keeps the method).
   */
  private static final Set<String> ASKED = Set.of("java.util.concurrent.ConcurrentHashMap",
      "java.util.concurrent.ConcurrentMap", "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet", "java.util.concurrent.CopyOnWriteArrayList",
      "java.util.concurrent.CopyOnWriteArraySet", "java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque", "java.util.concurrent.TimeUnit");

  private final Set<MethodInstance> kept;
  private final PointsToResult pts;

  private DemandSet(Set<MethodInstance> kept, PointsToResult pts) {
    this.kept = kept;
    this.pts = pts;
  }

  /** The instances to translate, decided on {@code tc}'s points-to result and tracking. */
  static DemandSet of(TranslationContext tc, StageBudget budget) {
    PointsToResult pts = tc.pts();
    NavigableSet<String> modelVariables = modelVariables(tc);
    Set<MethodInstance> kept = new HashSet<>();
    Map<MethodInstance, Set<MethodInstance>> callers = new HashMap<>();
    Map<MethodInstance, Set<MethodInstance>> callees = new HashMap<>();
    Set<MethodInstance> initialisers = new HashSet<>(pts.staticInitializers());
    for (MethodInstance mi : pts.reachable()) {
      budget.check();
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      Set<MethodInstance> out = new HashSet<>();
      boolean keep = mi.equals(pts.entry()) || initialisers.contains(mi)
          || !new Scan(tc, mi, code, modelVariables, out, true).inert();
      callees.put(mi, out);
      for (MethodInstance c : out) {
        callers.computeIfAbsent(c, k -> new HashSet<>()).add(mi);
      }
      if (keep) {
        kept.add(mi);
      }
    }
    kept.addAll(CallCycles.of(callees));
    ArrayDeque<MethodInstance> work = new ArrayDeque<>(kept);
    while (!work.isEmpty()) {
      for (MethodInstance caller : callers.getOrDefault(work.poll(), Set.of())) {
        if (kept.add(caller)) {
          work.add(caller);
        }
      }
    }
    return new DemandSet(kept, pts);
  }


  /**
   * The callees of each instance that is inert on its own by rules 1 to 5 of the class comment
   * with class initialisation left out (its own {@code $initialise} calls are not asked about),
   * or null for an instance that is not, or has no body. Static initialisers are scanned like
   * any other body. {@link ClassInitialisation#settleQuiet} closes this over calls and
   * initialisations; the answers are memoised.
   */
  static java.util.function.Function<MethodInstance, Set<MethodInstance>> inertCallees(
      TranslationContext tc) {
    NavigableSet<String> modelVariables = modelVariables(tc);
    Map<MethodInstance, Set<MethodInstance>> known = new HashMap<>();
    return mi -> {
      if (known.containsKey(mi)) {
        return known.get(mi);
      }
      MethodCode code = tc.pts().body(mi);
      Set<MethodInstance> out = new HashSet<>();
      boolean inert = code != null
          && new Scan(tc, mi, code, modelVariables, out, false).inert();
      known.put(mi, inert ? out : null);
      return known.get(mi);
    };
  }

  /** True if {@code mi} is translated (kept, or without a body: its empty procedure is cheap). */
  boolean translates(MethodInstance mi) {
    return kept.contains(mi) || pts.body(mi) == null;
  }

  /** The number of kept instances. */
  int size() {
    return kept.size();
  }

  /**
   * The stub of an inert instance: empty if it cannot throw, else a jump between the exit and
   * a {@code raise} (see the class comment).
   */
  static Procedure stub(TranslationContext tc, MethodInstance mi, String name) {
    if (!tc.mayThrow(mi) || !mayRaise(tc, mi)) {
      return new Procedure(name, List.of());
    }
    Origin o = tc.origins().of(mi.method());
    return new Procedure(name, List.of(new Command.Jump("demand", List.of(Procedure.EXIT, "raise"),
        o), new Command.Raise("raise", o)));
  }

  /**
   * True if a point where the translation of {@code mi} may raise is reachable in its body: a
   * {@code throw}, a call of a callee that may throw ({@link ThrowAnalysis}), a point of
   * {@link UncaughtRaises} or an implicit exception followed out ({@link CaughtCallees}),
   * reachable along normal and exceptional edges, where a branch that
   * the instance's parameters decide ({@link PointsToResult#decidedSuccessor}) follows only its
   * decided successor, as the translator does. An over-approximation of the raises the
   * translation reaches (it may decide more branches, never fewer).
   */
  private static boolean mayRaise(TranslationContext tc, MethodInstance mi) {
    MethodCode code = tc.pts().body(mi);
    boolean[] seen = new boolean[code.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    if (code.size() > 0) {
      seen[0] = true;
      work.add(0);
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      Stmt s = code.stmt(i);
      if (s instanceof JThrowStmt || tc.uncaughtRaises().at(mi, i)
          || !tc.caughtCallees().implicitTypes(mi, i).isEmpty()) {
        return true;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null && tc.polled().callees(mi, i, inv).stream().anyMatch(tc::mayThrow)) {
        return true;
      }
      int decided = s instanceof JIfStmt || s instanceof JSwitchStmt
          ? tc.pts().decidedSuccessor(mi, i) : -1;
      List<Integer> next = new ArrayList<>();
      if (decided >= 0) {
        next.add(decided);
      } else {
        for (int t : code.successors(i)) {
          next.add(t);
        }
      }
      next.addAll(code.handlers(i).values());
      for (int t : next) {
        if (!seen[t]) {
          seen[t] = true;
          work.add(t);
        }
      }
    }
    return false;
  }

  /** The names of the model's variables of tracked objects (lists, fills, atomics, ranks). */
  private static NavigableSet<String> modelVariables(TranslationContext tc) {
    NavigableSet<String> names = new TreeSet<>();
    List<Variable> vars = new ArrayList<>(tc.lists().declarations());
    vars.addAll(tc.fills().declarations());
    vars.addAll(tc.atomics().declarations());
    vars.addAll(tc.orderKeys().variables());
    for (Variable v : vars) {
      names.add(v.name());
    }
    names.addAll(tc.atomics().variables());
    return names;
  }

  /** True if some model variable is named after {@code o} (its name is a prefix). */
  private static boolean tracksObject(NavigableSet<String> variables, AbstractObject o) {
    String next = variables.ceiling(o.name());
    return next != null && next.startsWith(o.name());
  }

  /** One method instance's scan: its callees, and whether it is inert on its own. */
  private static final class Scan {
    private final TranslationContext tc;
    private final MethodInstance mi;
    private final MethodCode code;
    private final NavigableSet<String> modelVariables;
    private final Set<MethodInstance> callees;
    /** False to leave class initialisation out of rule 1 (see {@link #inertCallees}). */
    private final boolean classInit;

    Scan(TranslationContext tc, MethodInstance mi, MethodCode code,
        NavigableSet<String> modelVariables, Set<MethodInstance> callees, boolean classInit) {
      this.tc = tc;
      this.mi = mi;
      this.code = code;
      this.modelVariables = modelVariables;
      this.callees = callees;
      this.classInit = classInit;
    }

    /** Collects the callees; false if a rule of the class comment keeps the method. */
    boolean inert() {
      boolean inert = !mi.method().isSynchronized()
          && (!classInit || tc.classInit().atEntry(mi).isEmpty());
      boolean returns = false;
      List<Stmt> stmts = code.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        Stmt s = stmts.get(i);
        returns |= s instanceof JReturnStmt || s instanceof JReturnVoidStmt;
        if (!inert) {
          collectCallees(i, s);
          continue;
        }
        inert = modelled(s) && (!classInit || tc.classInit().before(mi, i).isEmpty())
            && !tracksField(s)
            && !readsRankedKey(i, s);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inert && inv != null) {
          inert = quietCall(i, inv);
        }
        collectCallees(i, s);
      }
      return inert && returns && !hasCycle() && !mayReportHandler();
    }

    /**
     * True if translating the body may report an UNSOUND {@code unreached-handler} caveat
     * ({@link TranslationContext#noteHandlers}): it has a handler that an application callee
     * may throw to from inside ({@link ImplicitExceptions#fromInsideCallee}), or one whose
     * caveat is UNSOUND if the translation does not reach it
     * ({@link TranslationContext#unreachedHandlerEffect}). Whether the translation reaches a
     * handler is known only by translating, so either kind keeps the method.
     */
    private boolean mayReportHandler() {
      ImplicitExceptions implicit = tc.implicitExceptions();
      for (int i = 0; i < code.size(); i++) {
        for (Map.Entry<sootup.core.types.ClassType, Integer> h : code.handlers(i).entrySet()) {
          if (h.getValue() != i && h.getValue() >= 0
              && implicit.fromInsideCallee(mi, i, h.getKey())) {
            return true;
          }
        }
      }
      for (Map.Entry<Integer, sootup.core.types.ClassType> h
          : TranslationContext.handlerTypes(code).entrySet()) {
        if (tc.unreachedHandlerEffect(mi, code, h.getValue(), h.getKey())
            == org.petrify.ir.rb.Caveat.Effect.UNSOUND) {
          return true;
        }
      }
      return false;
    }

    private void collectCallees(int i, Stmt s) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null) {
        callees.addAll(tc.polled().callees(mi, i, inv));
        callees.addAll(tc.pts().callees(mi, i));
        callees.addAll(tc.pts().callbacks(mi, i));
      }
    }

    /** True for the statements the translator models (no {@code bytecode} caveat). */
    private static boolean modelled(Stmt s) {
      return s instanceof JIdentityStmt || s instanceof JAssignStmt || s instanceof JInvokeStmt
          || s instanceof JIfStmt || s instanceof JSwitchStmt || s instanceof JGotoStmt
          || s instanceof JReturnStmt || s instanceof JReturnVoidStmt
          || s instanceof JThrowStmt || s instanceof JNopStmt;
    }

    /** True if the statement reads or writes a field whose value is tracked. */
    private boolean tracksField(Stmt s) {
      for (Value v : s.getUses()) {
        if (v instanceof JFieldRef f && tc.values().field(f) != null) {
          return true;
        }
      }
      return s.getDef().filter(d -> d instanceof JFieldRef f && tc.values().field(f) != null)
          .isPresent();
    }

    /** True if the call at {@code i} gives no command but calls (rule 4 of the class comment). */
    private boolean quietCall(int i, AbstractInvokeExpr inv) {
      PointsToResult pts = tc.pts();
      if (!pts.threadsStartedAt(mi, i).isEmpty() || !pts.callbacks(mi, i).isEmpty()
          || pts.mayThrowStubbed(mi, i)) {
        return false;
      }
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = inv.getMethodSignature().getName();
      if (cls.equals("java.lang.Object") && (name.startsWith("wait")
          || name.startsWith("notify"))) {
        return false;
      }
      for (String p : CONCURRENCY_PREFIXES) {
        if (cls.startsWith(p) && !ASKED.contains(cls)) {
          return false;
        }
      }
      if (CallerRunsFunctions.kind(inv.getMethodSignature()) != CallerRunsFunctions.Kind.NONE
          || tc.library().modelled(mi, i, inv)) {
        return false;
      }
      for (AbstractObject o : tc.receiverObjects(mi, i, inv)) {
        if (tracked(o, i) || o.type().startsWith("java.util.concurrent.")
            && !ASKED.contains(o.type())) {
          return false;
        }
      }
      for (Value a : inv.getArgs()) {
        if (a instanceof sootup.core.jimple.common.Local l) {
          for (AbstractObject o : pts.pointsTo(mi, i, l)) {
            if (tracked(o, i)) {
              return false;
            }
          }
        }
      }
      if (tc.library().isTry(mi, i, inv)) {
        return false;
      }
      TranslationContext.CaveatMark before = tc.caveatMark();
      Origin origin = tc.origins().of(mi.method(), code.stmt(i));
      int[] labels = {0};
      boolean quiet = tc.unknownStarts().at(mi, i, inv, origin, () -> "d" + labels[0]++)
          .isEmpty()
          && tc.library().sequences(mi, i, inv, origin, () -> "d" + labels[0]++).isEmpty();
      quiet &= tc.caveatMark().equals(before);
      tc.dropCaveatsAfter(before);
      return quiet;
    }

    /** True if the statement reads a field of an object that has an order rank there. */
    private boolean readsRankedKey(int i, Stmt s) {
      if (s instanceof JAssignStmt a
          && a.getRightOp() instanceof sootup.core.jimple.common.ref.JInstanceFieldRef f) {
        for (AbstractObject o : tc.pts().pointsTo(mi, i, f.getBase())) {
          if (tc.orderKeys().variable(mi, i, o) != null) {
            return true;
          }
        }
      }
      return false;
    }

    /**
     * True if the translation may keep state of {@code o} in a model variable: a fill flag or
     * size counter ({@link FillFlags}), list element kinds ({@link ListKinds}), an order rank
     * ({@link OrderKeys}), the value of an atomic (an object of a {@code
     * java.util.concurrent.atomic} class or a subclass of one), or one named so far.
     */
    private boolean tracked(AbstractObject o, int i) {
      return tracksObject(modelVariables, o) || tc.fills().flag(o) != null
          || tc.fills().counter(o) != null || tc.lists().of(o) != null
          || tc.orderKeys().variable(mi, i, o) != null || atomicLike(o);
    }

    private boolean atomicLike(AbstractObject o) {
      if (o.type().endsWith("]")) {
        return false;
      }
      java.util.Optional<sootup.java.core.JavaSootClass> cls =
          tc.code().anyClass(tc.code().classType(o.type()));
      for (int depth = 0; cls.isPresent() && depth < 16; depth++) {
        String name = cls.get().getName();
        if (name.startsWith("java.util.concurrent.atomic.")
            || name.startsWith("java.lang.invoke.")) {
          return true;
        }
        if (cls.get().getSuperclass().isEmpty()) {
          return false;
        }
        cls = tc.code().anyClass(cls.get().getSuperclass().get());
      }
      return false;
    }

    /** True if the body's control flow, with its exceptional edges, has a cycle. */
    private boolean hasCycle() {
      int n = code.size();
      int[] state = new int[n];
      for (int root = 0; root < n; root++) {
        if (state[root] != 0) {
          continue;
        }
        ArrayDeque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {root, 0});
        state[root] = 1;
        while (!stack.isEmpty()) {
          int[] top = stack.peek();
          int[] succ = successors(top[0]);
          if (top[1] < succ.length) {
            int s = succ[top[1]++];
            if (state[s] == 1) {
              return true;
            }
            if (state[s] == 0) {
              state[s] = 1;
              stack.push(new int[] {s, 0});
            }
          } else {
            state[top[0]] = 2;
            stack.pop();
          }
        }
      }
      return false;
    }

    private int[] successors(int i) {
      int[] normal = code.successors(i);
      Map<sootup.core.types.ClassType, Integer> handlers = code.handlers(i);
      if (handlers.isEmpty()) {
        return normal;
      }
      int[] all = java.util.Arrays.copyOf(normal, normal.length + handlers.size());
      int k = normal.length;
      for (int h : handlers.values()) {
        all[k++] = h;
      }
      return all;
    }
  }
}

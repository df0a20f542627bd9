package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.ClassForName;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.Context;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.CaveatKind;
import org.petrify.ir.rb.ClassInitLock;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * Class initialisation after JLS 12.4.2: which application classes are initialised where, and
 * the rb procedures that initialise them.
 *
 * <p><b>Active uses.</b> A class {@code C} is initialised on the first {@code new C},
 * {@code getstatic}/{@code putstatic} of a field {@code C} declares, and invocation of a static
 * method {@code C} declares (an {@code invokestatic} or a lambda/method-reference body, which
 * the JVM also reaches by an {@code invokestatic}), {@code Class.forName} of {@code C}'s
 * constant name with initialisation ({@link ClassForName}), and before a subclass, or a class
 * implementing it if {@code C} is an interface that declares a default method, is initialised
 * (JLS 12.4.2 step 7). Only
 * classes whose initialisation runs code matter: the <em>initialiser chain</em> of {@code C} is
 * {@code C} and the application supertypes the JVM initialises with it (superclasses, and the
 * superinterfaces with a default method) that have a {@code <clinit>} body; a class with an
 * empty chain is left alone (its initialisation runs no application code, never blocks
 * for longer than the JVM's own bookkeeping, so nothing observable depends on it). A class
 * with no initialiser of its own but a non-empty chain is modelled like one with an
 * initialiser (its state, its lock; its procedure initialises the supertypes and runs
 * nothing else): the JVM marks it in progress before it initialises the supertypes (steps 6
 * and 7), so a thread that uses it meanwhile waits, which is the deadlock of a superclass
 * whose initialiser creates an instance of the subclass while another thread creates one.
 *
 * <p><b>The rule: which classes are modelled at their uses.</b> Let a method run <em>off
 * main</em> if it is reachable, over calls, caller-run call-backs and initialisation edges
 * (an active use of {@code C} reaches {@code C}'s {@code <clinit>}), from the entry method of a
 * started thread or task, or from a function that a parallel stream or bulk operation may run
 * in common-pool workers (a call site that forks workers counts as a thread start below). In
 * a program that may start a thread, a class with a non-empty chain is <em>lazy</em>, except
 * the classes the main thread surely initialises before any thread starts (see
 * {@link #initialisedBeforeThreads}) and the main class and its supertypes (which the launcher
 * initialises before {@code main}) unless code reachable from their initialisers may start a
 * thread; the quiet ones among the lazy classes (below) go back to the launcher. In a program
 * that starts no thread, no class is lazy. Every other class keeps the launcher's model: its
 * initialiser is called by the launch procedure before {@code main}.
 *
 * <p>Soundness argument for the split. A class that is not lazy is initialised before any
 * second thread exists (by the launcher, or by {@code main} before its first thread start), or
 * in a program with one thread, where its initialisation lock cannot block anyone and running
 * the initialiser up front rather than at the first use changes no interleaving. The main
 * class and its supertypes are initialised by the main thread before {@code main} starts; a
 * thread other than main can meet them while their initialisation is in progress only if it
 * was started by code that initialisation runs, so without a reachable thread start they are
 * exactly the launcher's calls. A lazy class is
 * modelled exactly (below) at each active
 * use that the translation sees.
 *
 * <p><b>The model of a lazy class {@code C}.</b> A variable {@code C.$init} with values
 * {@code 0} (not initialised), {@code 1} (in progress) and {@code 2} (done), and a reentrant
 * lock {@code C.<clinit>} ({@link ClassInitLock}, the initialisation lock, held by the initialising thread for the
 * whole initialisation). Procedure {@code C.$initialise}, called before each active use: read
 * the state, and on {@code 2} return at once (the JVM's fast path for an initialised class);
 * otherwise {@code acquire} the lock (blocks while another thread initialises {@code C}; re-entered by the
 * initialising thread itself), then switch on the state: on {@code 0} set {@code 1}, initialise
 * the lazy supertypes of the chain (superclass first, then the interfaces), call the
 * {@code <clinit>}, set {@code 2}; in every case
 * {@code release} and return. This is JLS 12.4.2 steps 1–10 with the condition wait of step 2
 * folded into the lock: a thread that finds the class in progress by another thread waits until
 * that thread completes it (there it re-checks and finds it done), the initialising thread's
 * recursive use proceeds (step 3), a completed class is used at once (step 4). An exception
 * escaping {@code <clinit>} is taken as completing it (neither the failure of the use that
 * runs it nor the erroneous state of step 11 is modelled: later uses proceed as after a normal
 * completion), with the UNSOUND caveat {@code class-init-failure} where it may happen.
 *
 * <p><b>The fast path keeps every deadlock.</b> Without it a use that finds the state {@code 2}
 * takes and releases the lock; the only thread that can hold the lock while the state is
 * {@code 2} is one between its {@code finish} and its {@code release} (or between its second
 * read and its {@code release}), whose next steps never block. So no dead state has a thread
 * waiting for the lock of a completed class, and leaving those acquisitions out removes only
 * waits that always end: the dead states stay the same. It matters to the search: with the
 * lock, every use of a class by one thread conflicts with every use by another for the whole
 * run; the read of {@code 2} conflicts with nothing once no assignment can leave {@code 2}
 * (the encoder's {@code GuardedValues} drops the spurious ones).
 *
 * <p><b>Quiet classes.</b> A lazy class {@code C} is <em>quiet</em> ({@link #settleQuiet}) when
 * its initialiser may not throw ({@link ThrowAnalysis}) and every instance its initialiser
 * runs, closed over callees, call-backs and the initialisers of the classes they actively use
 * (its superclass's chain included), has a body that is inert by {@link DemandSet}'s rules 1 to
 * 5 with class initialisation left out (no {@code synchronized}, monitor, blocking, waking,
 * thread start or join, no {@code java.util.concurrent} or other concurrency call, no call-back,
 * no read or write of a tracked value or model state, no cycle, a return, no handler whose
 * caveat could be UNSOUND), none is on a call cycle, and every other lazy class whose
 * initialiser is in that closure, or which has no initialiser of its own and is used in that
 * closure, is quiet already (a least fixpoint: two classes whose initialisers reach each
 * other's are never quiet, nor is a class whose initialiser reaches a non-quiet one, nor a
 * superclass whose initialiser uses a subclass without initialiser, which waits for it). A
 * lazy class without an initialiser of its own is quiet when every lazy class of its chain
 * is. A quiet class is no longer lazy: its initialiser is called by the launcher before
 * {@code main}, and its uses call nothing.
 *
 * <p>Soundness. By {@link DemandSet}'s argument, each instance of the closure is sliced by
 * {@link Skeleton} out of the skeleton in both modes, so the initialiser's procedure, wherever
 * it is called, is a {@code skip} of the skeleton (it may not raise): running it up front or
 * at the first use gives the same skeleton runs. What the lazy model adds is only the
 * initialisation lock and the {@code $init} state. On the JVM (JLS 12.4.2) a thread waits for
 * that lock only while another thread runs {@code C}'s initialisation, or the initialisation
 * of a class that {@code C}'s initialiser uses; that initialisation takes no lock or monitor,
 * blocks on nothing, waits for no class that another thread may be initialising (every lazy
 * initialiser in its closure is quiet, hence, by induction on the fixpoint, the same holds for
 * it; a cycle of initialisers that use each other is never quiet, so the class-initialisation
 * deadlock of two such classes first used from two threads keeps its locks) and is acyclic, so
 * it ends after finitely many steps of its thread, and the waiter's wait ends then: no dead
 * state, lock cycle or infinite run has a thread waiting for {@code C}, so leaving the wait out
 * (the waiter goes on as if it came after the initialisation) keeps every deadlock and every
 * non-terminating run, and removes no run of the other threads. The initialiser touches no
 * tracked value, so whether it runs before or after other threads' steps is not observable in
 * the model. Nor is its failure: the initialiser may not throw in this model, so no use of
 * {@code C} raises {@code ExceptionInInitializerError} or {@code NoClassDefFoundError}.
 */
final class ClassInitialisation {
  /**
   * For tests only (the differential ones, and those of the lazy model's shape): when this
   * system property is {@code true}, no class is quiet ({@link #settleQuiet} keeps every lazy
   * class lazy). Not documented for users.
   */
  static final String LOUD_PROPERTY = "petrify.test.loudInitialisers";
  private static final String STATE_SUFFIX = ".$init";
  private static final String PROC_SUFFIX = ".$initialise";

  private final PointsToResult pts;
  private final CodeBase code;
  /** Per lazy class (in discovery order), its own {@code <clinit>} or null. */
  private final Map<ClassType, MethodInstance> lazy = new LinkedHashMap<>();
  private final Map<ClassType, List<ClassType>> chains = new LinkedHashMap<>();
  /** The entry methods of threads and tasks (run without a call the program shows). */
  private final Set<MethodInstance> indirect = new LinkedHashSet<>();
  /**
   * Per reachable instance, what it runs: callees, call-backs and the static initialisers of
   * the classes it actively uses (and, for an initialiser, of its superclass's chain).
   */
  private final Map<MethodInstance, Set<MethodInstance>> edges = new LinkedHashMap<>();
  /** The classes found lazy by the rule and then quiet (see {@link #settleQuiet}). */
  private final Set<ClassType> quiet = new LinkedHashSet<>();

  private ClassInitialisation(PointsToResult pts) {
    this.pts = pts;
    this.code = pts.code();
  }

  /** Decides the lazy classes of a points-to result (see the class comment). */
  static ClassInitialisation of(PointsToResult pts) {
    ClassInitialisation ci = new ClassInitialisation(pts);
    ci.decide();
    return ci;
  }

  /** True if an rb variable is the initialisation state of a class. */
  static boolean isStateVariable(String variable) {
    return variable.endsWith(STATE_SUFFIX);
  }

  /** True if the static initialiser is run at the uses of its class, not by the launcher. */
  boolean isLazy(MethodInstance clinit) {
    return lazy.containsKey(clinit.method().getDeclaringClassType());
  }

  /** True if some class is lazy. */
  boolean any() {
    return !lazy.isEmpty();
  }

  /**
   * The initialisation procedures to call before statement {@code i} of {@code mi}: those of
   * the lazy classes it actively uses ({@code new}, static field access, static call, a static
   * method the library calls back), except the classes that are initialised or being
   * initialised by the running thread whenever {@code mi} runs (see {@link #settled}).
   */
  List<String> before(MethodInstance mi, int i) {
    if (lazy.isEmpty() || pts.body(mi) == null) {
      return List.of();
    }
    List<ClassType> settled = settled(mi);
    List<String> out = new ArrayList<>();
    for (ClassType c : usedAt(mi, i)) {
      if (!settled.contains(c)) {
        for (String p : proceduresOf(c)) {
          if (!out.contains(p)) {
            out.add(p);
          }
        }
      }
    }
    return out;
  }

  /**
   * The classes whose initialisation is complete or in progress by the running thread whenever
   * {@code mi} runs: for a static method (the initialiser included) of class {@code D}, {@code D}
   * and its initialiser chain. The JVM enters a static method of {@code D} only after its
   * {@code invokestatic} (also the one of a lambda or method-reference body) found {@code D}
   * initialised or being initialised by the calling thread (JLS 12.4.2 steps 3 and 4), the
   * superclasses are initialised by that thread before {@code D}'s initialiser runs (step 7),
   * and states only move forward, so an active use of these classes from {@code mi} never
   * waits and never starts an initialisation. Leaving their checks out also keeps a
   * class's initialiser from calling its own initialisation procedure.
   */
  private List<ClassType> settled(MethodInstance mi) {
    if (!mi.method().isStatic()) {
      return List.of();
    }
    ClassType d = mi.method().getDeclaringClassType();
    List<ClassType> out = new ArrayList<>(chain(d));
    if (!out.contains(d)) {
      out.add(d);
    }
    return out;
  }

  /**
   * The initialisation procedure to call at the entry of a static method of a lazy class that
   * runs as a thread's or task's entry (the JVM checks the class at the {@code invokestatic}
   * of the lambda, method reference or call that starts it, which the program does not show),
   * in the order to call them; empty if none.
   */
  List<String> atEntry(MethodInstance mi) {
    JavaSootMethod m = mi.method();
    if (lazy.isEmpty() || !m.isStatic() || !indirect.contains(mi)) {
      return List.of();
    }
    return proceduresOf(m.getDeclaringClassType());
  }

  /**
   * The procedures that initialise a class's chain, in the order to call them: the class's
   * own if it is lazy (it initialises the rest of the chain), else those of the classes the
   * JVM initialises first ({@link CodeBase#initialisedFirst}); empty if nothing of the chain is
   * lazy.
   */
  private List<String> proceduresOf(ClassType c) {
    return lazy.containsKey(c) ? List.of(c.getFullyQualifiedName() + PROC_SUFFIX)
        : supertypeProcedures(c);
  }

  /**
   * The procedures that initialise the supertypes the JVM initialises before {@code c}
   * ({@link CodeBase#initialisedFirst}), in that order, each once.
   */
  private List<String> supertypeProcedures(ClassType c) {
    List<String> out = new ArrayList<>();
    for (ClassType s : code.initialisedFirst(c)) {
      for (String p : proceduresOf(s)) {
        if (!out.contains(p)) {
          out.add(p);
        }
      }
    }
    return out;
  }

  /**
   * The initialisation procedures the launcher calls before {@code main} when the main class
   * (or a supertype in its chain) is lazy; empty if none.
   */
  List<String> atLaunch() {
    return lazy.isEmpty() ? List.of()
        : proceduresOf(pts.entry().method().getDeclaringClassType());
  }

  /** The variables of the lazy classes' states. */
  List<Variable> variables() {
    List<Variable> out = new ArrayList<>();
    for (ClassType c : lazy.keySet()) {
      out.add(new Variable(c.getFullyQualifiedName() + STATE_SUFFIX, List.of("0", "1", "2"),
          "0"));
    }
    return out;
  }

  /**
   * Per initialisation procedure, the label after which its class is in progress on the
   * running thread (for {@link InitialisationContexts}).
   */
  Map<String, String> startLabels() {
    Map<String, String> out = new LinkedHashMap<>();
    for (ClassType c : lazy.keySet()) {
      out.put(c.getFullyQualifiedName() + PROC_SUFFIX, "start");
    }
    return out;
  }

  /** The initialisation procedures of the lazy classes (see the class comment). */
  List<Procedure> procedures(TranslationContext tc) {
    List<Procedure> out = new ArrayList<>();
    for (Map.Entry<ClassType, MethodInstance> e : lazy.entrySet()) {
      ClassType c = e.getKey();
      String name = c.getFullyQualifiedName();
      String state = name + STATE_SUFFIX;
      String lock = ClassInitLock.of(name);
      MethodInstance origin = e.getValue() != null ? e.getValue() : clinitOf(chain(c).get(0));
      Origin o = tc.origins().of(origin.method());
      List<Command> cmds = new ArrayList<>();
      cmds.add(new Command.Switch("check", state, List.of("0", "1", "2"),
          List.of("take", "take", "used"), o));
      cmds.add(new Command.Acquire("take", lock, o));
      cmds.add(new Command.Switch("test", state, List.of("0", "1", "2"),
          List.of("start", "done", "done"), o));
      cmds.add(new Command.Assign("start", state, "1", o));
      List<String> supers = supertypeProcedures(c);
      for (int k = 0; k < supers.size(); k++) {
        cmds.add(new Command.Call(k == 0 ? "super" : "super" + k, supers.get(k), o));
      }
      if (e.getValue() != null) {
        cmds.add(new Command.Call("run", tc.procedureName(e.getValue()), o));
        if (tc.mayThrow(e.getValue())) {
          tc.caveat(CaveatKind.CLASS_INIT_FAILURE.id(), o, "an exception may escape the"
              + " initialiser of " + name + ": the use that runs it goes on as after a normal"
              + " completion (the JVM throws ExceptionInInitializerError there, and"
              + " NoClassDefFoundError at every later use)", Caveat.Effect.UNSOUND);
        }
      }
      cmds.add(new Command.Assign("finish", state, "2", o));
      cmds.add(new Command.Release("done", lock, o));
      cmds.add(new Command.Skip("used", o));
      out.add(new Procedure(name + PROC_SUFFIX, cmds));
    }
    return out;
  }

  /**
   * Takes the quiet classes out of the lazy ones: their initialisers are then run by the
   * launcher before {@code main}, like those of the classes only {@code main} uses, and their
   * uses call no initialisation procedure (see the class comment, <em>Quiet classes</em>).
   *
   * @param inertCallees per instance, its callees if its body is inert by {@link DemandSet}'s
   *     rules 1 to 5 with class initialisation left out, else null
   *     ({@link DemandSet#inertCallees})
   */
  void settleQuiet(TranslationContext tc,
      java.util.function.Function<MethodInstance, Set<MethodInstance>> inertCallees) {
    if (Boolean.getBoolean(LOUD_PROPERTY)) {
      return;
    }
    Map<ClassType, Set<MethodInstance>> reach = new LinkedHashMap<>();
    Map<MethodInstance, Set<MethodInstance>> calls = new java.util.HashMap<>();
    for (Map.Entry<ClassType, MethodInstance> e : lazy.entrySet()) {
      if (e.getValue() == null) {
        // no initialiser of its own: quiet when its supertypes' initialisers are
        reach.put(e.getKey(), chainInitialisers(e.getKey()));
        continue;
      }
      if (tc.mayThrow(e.getValue())) {
        continue;
      }
      Set<MethodInstance> seen = new LinkedHashSet<>();
      seen.add(e.getValue());
      ArrayDeque<MethodInstance> work = new ArrayDeque<>(seen);
      boolean inert = true;
      while (inert && !work.isEmpty()) {
        MethodInstance m = work.poll();
        Set<MethodInstance> callees = inertCallees.apply(m);
        if (callees == null) {
          inert = false;
          break;
        }
        Set<MethodInstance> called = calls.computeIfAbsent(m, k -> new LinkedHashSet<>());
        called.addAll(callees);
        Set<MethodInstance> next = new LinkedHashSet<>(callees);
        next.addAll(edges.getOrDefault(m, Set.of()));
        for (MethodInstance n : next) {
          if (pts.body(n) != null && seen.add(n)) {
            work.add(n);
          }
        }
      }
      if (inert) {
        reach.put(e.getKey(), seen);
      }
    }
    Set<MethodInstance> cycles = CallCycles.of(calls);
    reach.values().removeIf(r -> r.stream().anyMatch(cycles::contains));
    Map<MethodInstance, ClassType> lazyOf = new java.util.HashMap<>();
    lazy.forEach((c, ci) -> {
      if (ci != null) {
        lazyOf.put(ci, c);
      }
    });
    // the lazy classes each initialisation waits for: those whose initialisers it runs, and
    // the lazy classes without an initialiser of their own that its code uses (their state
    // is set while their supertypes are initialised, by whichever thread got there first)
    Map<ClassType, Set<ClassType>> waitsFor = new LinkedHashMap<>();
    reach.forEach((c, r) -> {
      Set<ClassType> d = new LinkedHashSet<>();
      for (MethodInstance m : r) {
        if (lazyOf.containsKey(m)) {
          d.add(lazyOf.get(m));
        }
        MethodCode body = lazy.get(c) == null ? null : pts.body(m);
        for (int i = 0; body != null && i < body.size(); i++) {
          for (ClassType k : usedAt(m, i)) {
            if (lazy.containsKey(k) && lazy.get(k) == null) {
              d.add(k);
            }
          }
        }
      }
      d.remove(c);
      waitsFor.put(c, d);
    });
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Map.Entry<ClassType, Set<ClassType>> e : waitsFor.entrySet()) {
        ClassType c = e.getKey();
        if (!quiet.contains(c) && quiet.containsAll(e.getValue())) {
          quiet.add(c);
          grew = true;
        }
      }
    }
    lazy.keySet().removeAll(quiet);
  }

  /** The classes taken out of the lazy ones by {@link #settleQuiet}, in discovery order. */
  Set<ClassType> quiet() {
    return java.util.Collections.unmodifiableSet(quiet);
  }

  // ------------------------------------------------------------------ the rule

  private void decide() {
    indirect.addAll(threadEntries());
    Map<ClassType, List<Use>> uses = new LinkedHashMap<>();
    Set<MethodInstance> starters = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      Set<MethodInstance> out = edges.computeIfAbsent(mi, k -> new LinkedHashSet<>());
      JavaSootMethod m = mi.method();
      if (m.isStatic() && indirect.contains(mi)) {
        noteUse(uses, out, m.getDeclaringClassType(), mi);
      }
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        out.addAll(pts.callees(mi, i));
        out.addAll(pts.callbacks(mi, i));
        if (!pts.threadsStartedAt(mi, i).isEmpty()) {
          starters.add(mi);
        }
        if (forksCommonPoolWorkers(mi, i)) {
          starters.add(mi);
          indirect.addAll(pts.callbacks(mi, i));
        }
        for (ClassType c : usedAt(mi, i)) {
          if (!settled(mi).contains(c)) {
            noteUse(uses, out, c, mi);
          }
        }
      }
    }
    for (MethodInstance clinit : pts.staticInitializers()) {
      for (ClassType sup : code.initialisedFirst(clinit.method().getDeclaringClassType())) {
        noteUse(uses, edges.computeIfAbsent(clinit, k -> new LinkedHashSet<>()), sup, clinit);
      }
    }
    Set<MethodInstance> offMain = closure(indirect, edges);
    ClassType mainClass = pts.entry().method().getDeclaringClassType();
    List<ClassType> launched = chain(mainClass);
    Set<MethodInstance> launchedInit = new LinkedHashSet<>();
    for (ClassType c : launched) {
      MethodInstance ci = clinitOf(c);
      if (ci != null) {
        launchedInit.add(ci);
      }
    }
    boolean launchMayStart = closure(launchedInit, edges).stream().anyMatch(starters::contains);
    Set<ClassType> before = initialisedBeforeThreads(edges, starters);
    boolean threadsMayExist = !starters.isEmpty();
    for (Map.Entry<ClassType, List<Use>> e : uses.entrySet()) {
      ClassType c = e.getKey();
      MethodInstance ci = clinitOf(c);
      boolean runs = ci != null ? pts.reachable().contains(ci)
          : chainInitialisers(c).stream().anyMatch(pts.reachable()::contains);
      if (!runs) {
        continue;
      }
      List<Use> counted = ci != null ? e.getValue()
          : outsideSupertypeInitialisers(c, e.getValue());
      if (counted.isEmpty()) {
        continue;
      }
      boolean usedOffMain = counted.stream().anyMatch(u -> offMain.contains(u.in()));
      boolean atLaunch = c.equals(mainClass) || launched.contains(c);
      if ((usedOffMain || threadsMayExist) && (!atLaunch || launchMayStart)
          && !before.contains(c)) {
        lazy.put(c, ci);
      }
    }
    // A lazy class's lazy supertypes are initialised by it; keep them lazy with it so that the
    // chain's procedures call each other (a supertype used off main already is).
    boolean changed = true;
    while (changed) {
      changed = false;
      for (ClassType c : List.copyOf(lazy.keySet())) {
        for (ClassType s : chain(c)) {
          MethodInstance ci = clinitOf(s);
          if (!s.equals(c) && ci != null && pts.reachable().contains(ci)
              && !lazy.containsKey(s)) {
            lazy.put(s, ci);
            changed = true;
          }
        }
      }
    }
  }

  private record Use(MethodInstance in) {}

  /**
   * The uses of a class without initialiser of its own that are not in the static initialiser
   * of one of its supertypes (an enum's constant bodies, made by the enum's initialiser). Such
   * a use runs while its thread holds that supertype's initialisation, which runs once: no
   * other thread meets the class in progress through it, so only the other uses can make it
   * lazy (its supertypes' procedures are still called at every use).
   */
  private List<Use> outsideSupertypeInitialisers(ClassType c, List<Use> uses) {
    Set<MethodInstance> supers = chainInitialisers(c);
    return uses.stream().filter(u -> !supers.contains(u.in())).toList();
  }

  /** The static initialisers of a class's chain, in its order. */
  private Set<MethodInstance> chainInitialisers(ClassType c) {
    Set<MethodInstance> out = new LinkedHashSet<>();
    chain(c).forEach(k -> out.add(clinitOf(k)));
    return out;
  }

  /**
   * The classes the main thread surely initialises before any other thread exists: those the
   * initialisers of the main class and its superclasses use before each of their returns (the
   * launcher runs them before {@code main}), and those an active use in {@code main} (or, one
   * call deep, in a method {@code main} calls there that uses it before every return and
   * starts no thread) initialises at a statement that dominates every statement of
   * {@code main} that may start a thread, and that may not start one itself. Empty when some static initialiser may start a thread (threads could then
   * exist before {@code main}) or when {@code main} has exception handlers (dominance is
   * computed on normal control flow). Such a class is initialised, completely, by the main
   * thread before the first thread start, so every other thread finds it initialised.
   */
  private Set<ClassType> initialisedBeforeThreads(Map<MethodInstance, Set<MethodInstance>> edges,
      Set<MethodInstance> starters) {
    Set<MethodInstance> mayStart = new HashSet<>(starters);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<MethodInstance, Set<MethodInstance>> e : edges.entrySet()) {
        if (!mayStart.contains(e.getKey())
            && e.getValue().stream().anyMatch(mayStart::contains)) {
          mayStart.add(e.getKey());
          changed = true;
        }
      }
    }
    Set<ClassType> out = new LinkedHashSet<>();
    MethodInstance main = pts.entry();
    MethodCode body = pts.body(main);
    if (body == null || pts.staticInitializers().stream().anyMatch(mayStart::contains)) {
      return out;
    }
    for (ClassType c : chain(main.method().getDeclaringClassType())) {
      for (ClassType used : surelyUsed(clinitOf(c), mayStart)) {
        out.add(used);
        out.addAll(chain(used));
      }
    }
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      if (body.handlers(i) != null && !body.handlers(i).isEmpty()) {
        return out;
      }
      if (startsAt(main, i, edges, mayStart)) {
        starts.add(i);
      }
    }
    for (int u = 0; u < body.size(); u++) {
      final int at = u;
      if (starts.contains(u) || !starts.stream().allMatch(st -> body.dominates(at, st))) {
        continue;
      }
      List<ClassType> used = new ArrayList<>(usedAt(main, u));
      Set<MethodInstance> callees = pts.callees(main, u);
      if (!callees.isEmpty()) {
        Set<ClassType> common = null;
        for (MethodInstance c : callees) {
          Set<ClassType> m = surelyUsed(c, mayStart);
          if (common == null) {
            common = new LinkedHashSet<>(m);
          } else {
            common.retainAll(m);
          }
        }
        used.addAll(common);
      }
      for (ClassType c : used) {
        out.add(c);
        out.addAll(chain(c));
      }
    }
    return out;
  }

  /** True if statement {@code i} of {@code mi} may start a thread (itself or in what it runs). */
  private boolean startsAt(MethodInstance mi, int i, Map<MethodInstance, Set<MethodInstance>> edges,
      Set<MethodInstance> mayStart) {
    if (!pts.threadsStartedAt(mi, i).isEmpty() || forksCommonPoolWorkers(mi, i)) {
      return true;
    }
    Set<MethodInstance> run = new LinkedHashSet<>(pts.callees(mi, i));
    run.addAll(pts.callbacks(mi, i));
    for (ClassType c : usedAt(mi, i)) {
      for (ClassType k : chain(c)) {
        MethodInstance ci = clinitOf(k);
        if (ci != null) {
          run.add(ci);
        }
      }
    }
    return run.stream().anyMatch(mayStart::contains);
  }

  /**
   * The classes a method that starts no thread actively uses at a statement that dominates
   * each of its returns (so every normal completion of it has initialised them); empty for a
   * method that may start a thread, has exception handlers, or has no body.
   */
  private Set<ClassType> surelyUsed(MethodInstance mi, Set<MethodInstance> mayStart) {
    Set<ClassType> out = new LinkedHashSet<>();
    MethodCode body = mi == null ? null : pts.body(mi);
    if (body == null || mayStart.contains(mi)) {
      return out;
    }
    List<Integer> returns = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (body.handlers(i) != null && !body.handlers(i).isEmpty()) {
        return out;
      }
      if (s instanceof sootup.core.jimple.common.stmt.JReturnStmt
          || s instanceof sootup.core.jimple.common.stmt.JReturnVoidStmt) {
        returns.add(i);
      }
    }
    for (int u = 0; u < body.size(); u++) {
      final int at = u;
      if (!returns.isEmpty() && returns.stream().allMatch(r -> body.dominates(at, r))) {
        out.addAll(usedAt(mi, u));
      }
    }
    return out;
  }

  private void noteUse(Map<ClassType, List<Use>> uses, Set<MethodInstance> edgesOut,
      ClassType c, MethodInstance in) {
    if (!chain(c).isEmpty() && !chain(c).contains(c)) {
      uses.computeIfAbsent(c, x -> new ArrayList<>()).add(new Use(in));
    }
    for (ClassType k : chain(c)) {
      uses.computeIfAbsent(k, x -> new ArrayList<>()).add(new Use(in));
      MethodInstance ci = clinitOf(k);
      if (ci != null) {
        edgesOut.add(ci);
      }
    }
  }

  /**
   * True if statement {@code i} of {@code mi} may run its functions in common-pool workers: a
   * terminal operation of a stream that may be parallel, or a bulk operation of a concurrent
   * map with a parallelism threshold (the frontend's {@link ParallelStreams} forks workers
   * there, and a worker's first call of a static function performs an active use of its class).
   */
  private boolean forksCommonPoolWorkers(MethodInstance mi, int i) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(pts.body(mi).stmt(i));
    if (inv == null || pts.callbacks(mi, i).isEmpty()) {
      return false;
    }
    MethodSignature sig = inv.getMethodSignature();
    if (CallerRunsFunctions.isParallelBulk(sig)) {
      return true;
    }
    return CallerRunsFunctions.kind(sig) == CallerRunsFunctions.Kind.STREAM_TERMINAL
        && inv instanceof AbstractInstanceInvokeExpr ii
        && pts.pointsTo(mi, i, ii.getBase()).stream().anyMatch(pts::mayBeParallel);
  }

  private Set<MethodInstance> threadEntries() {
    Set<MethodInstance> roots = new LinkedHashSet<>();
    for (AbstractObject t : pts.startedThreads()) {
      roots.addAll(pts.threadEntries(t));
    }
    return roots;
  }

  private static Set<MethodInstance> closure(Set<MethodInstance> roots,
      Map<MethodInstance, Set<MethodInstance>> edges) {
    Set<MethodInstance> seen = new LinkedHashSet<>(roots);
    ArrayDeque<MethodInstance> work = new ArrayDeque<>(roots);
    while (!work.isEmpty()) {
      for (MethodInstance n : edges.getOrDefault(work.poll(), Set.of())) {
        if (seen.add(n)) {
          work.add(n);
        }
      }
    }
    return seen;
  }

  /**
   * The classes statement {@code i} of {@code mi} actively uses: {@code new}, static field
   * accesses (resolved to the declaring class), static calls (the classes of the methods they
   * may invoke) and static methods the library calls back there.
   */
  private List<ClassType> usedAt(MethodInstance mi, int i) {
    Stmt s = pts.body(mi).stmt(i);
    List<ClassType> out = new ArrayList<>();
    if (s instanceof JAssignStmt a) {
      if (a.getRightOp() instanceof JNewExpr n) {
        out.add(n.getType());
      }
      if (a.getRightOp() instanceof JStaticFieldRef f) {
        out.add(fieldOwner(f));
      }
      if (a.getLeftOp() instanceof JStaticFieldRef f) {
        out.add(fieldOwner(f));
      }
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    String initialised = inv == null ? null : ClassForName.initialised(inv);
    if (initialised != null) {
      out.add(code.classType(initialised)); // reflection's active use (ClassForName)
    }
    if (inv instanceof JStaticInvokeExpr si) {
      Set<MethodInstance> callees = pts.callees(mi, i);
      if (callees.isEmpty()) {
        out.add(si.getMethodSignature().getDeclClassType());
      }
      for (MethodInstance c : callees) {
        out.add(c.method().getDeclaringClassType());
      }
    }
    for (MethodInstance c : pts.callbacks(mi, i)) {
      if (c.method().isStatic()) {
        out.add(c.method().getDeclaringClassType());
      }
    }
    return out;
  }

  /** The class that declares a referenced static field (JVMS 5.4.3.2, superclasses only). */
  private ClassType fieldOwner(JStaticFieldRef f) {
    ClassType t = f.getFieldSignature().getDeclClassType();
    String name = f.getFieldSignature().getName();
    Set<ClassType> seen = new HashSet<>();
    ClassType k = t;
    while (k != null && seen.add(k)) {
      Optional<JavaSootClass> c = code.applicationClass(k);
      if (c.isEmpty()) {
        return t;
      }
      if (c.get().getFields().stream().anyMatch(fl -> fl.getName().equals(name))) {
        return k;
      }
      k = c.get().getSuperclass().orElse(null);
    }
    return t;
  }

  /**
   * The initialiser chain of a type: the type itself if it has a {@code <clinit>} body, then the
   * chains of the types the JVM initialises before it ({@link CodeBase#initialisedFirst}), in that order,
   * each type once: the classes and interfaces whose initialisers run, or have run, whenever
   * the type's initialisation completes.
   */
  private List<ClassType> chain(ClassType c) {
    List<ClassType> known = chains.get(c);
    if (known != null) {
      return known;
    }
    chains.put(c, List.of()); // a malformed cyclic hierarchy ends here
    List<ClassType> out = new ArrayList<>();
    if (clinitOf(c) != null) {
      out.add(c);
    }
    for (ClassType s : code.initialisedFirst(c)) {
      for (ClassType k : chain(s)) {
        if (!out.contains(k)) {
          out.add(k);
        }
      }
    }
    chains.put(c, List.copyOf(out));
    return chains.get(c);
  }

  private MethodInstance clinitOf(ClassType c) {
    Optional<JavaSootClass> cls = code.applicationClass(c);
    if (cls.isEmpty()) {
      return null;
    }
    Optional<JavaSootMethod> m = cls.get().getMethod("<clinit>", List.of());
    return m.isPresent() && m.get().hasBody() ? new MethodInstance(m.get(), Context.EMPTY)
        : null;
  }
}

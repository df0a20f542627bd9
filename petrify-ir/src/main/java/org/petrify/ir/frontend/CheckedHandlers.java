package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;

/**
 * Handlers of checked exceptions that nothing in their try block can throw, in Java terms
 * (not only in the model): an {@code unreached-handler} caveat for one cannot matter
 * ("caveats judged by relevance"), since no run of the program enters the handler.
 *
 * <p><b>Rule.</b> A handler catching a class {@code E} that is checked and no supertype of an
 * unchecked class ({@code E} extends {@code Exception}, neither {@code E} nor a superclass of
 * it is {@code RuntimeException} or {@code Error}, and {@code E} is not {@code Exception}
 * itself) is unreachable when every statement it covers may throw only classes incompatible
 * with {@code E} (neither a subclass nor a superclass of it) among the checked classes {@link
 * #thrownAt} computes. Implicit exceptions (null dereference, division, casts, array bounds,
 * monitors) and errors are unchecked and never caught by such a handler.
 *
 * <p><b>Checked classes a statement may throw</b> (over-approximated; {@code *} is any): a
 * {@code throw} of the exception a handler caught, unchanged (the rethrow of a {@code
 * finally} or of a {@code synchronized} block's catch-all), throws what the statements that
 * handler covers may throw; another {@code throw} of a local whose type is not unchecked throws
 * that type (the bytecode verifier
 * guarantees a local holds its type's instances; a local copied or cast from a {@code new C}
 * holds a {@code C}; a {@code throw} of an unchecked type throws nothing checked); a call of application code throws what its callees and call-backs may end
 * by, a least fixpoint over method instances that ignores the callees' own handlers; a JDK
 * call ({@code java.*}, {@code javax.*}) throws the checked classes its declaration lists (a
 * library in another language, Kotlin's standard library, need not declare them: {@code *}),
 * and {@code *} if it cannot be
 * resolved, runs code a method handle names ({@link LibraryFacts#runsHandledCode}), is {@code
 * Class.newInstance} (which passes on any exception of the constructor) or
 * {@code Unsafe.throwException}; an application call with no callee (unresolved) throws
 * {@code *}. A var-handle look-up that surely finds its field ({@link OwnFieldLookups}: the
 * class's own field, constant class, name and type) throws nothing checked; nor does a
 * method-handle look-up that surely finds its method ({@code ConstantReflection.surelyFinds}:
 * the caller's own {@code lookup()}, constant class, name and type, one accessible target). A class whose supertypes cannot all be read counts as compatible with every
 * {@code E}.
 *
 * <p><b>Programs that interrupt no thread</b> ({@link InterruptibleWaits#neverInterrupts}:
 * every {@code interrupt()} is the idiom that restores the flag in a handler of {@code
 * InterruptedException}, no {@code new InterruptedException}, no JDK call that interrupts
 * tasks, no barrier that breaks but by an interrupt): the JDK throws {@code
 * InterruptedException} only to a thread whose interrupt flag is set, and only an interrupt
 * sets it, so none is ever thrown. Then a JDK declaration of {@code InterruptedException}
 * throws nothing, and a statement that runs only in handlers of {@code InterruptedException}
 * ({@link InterruptibleWaits#onlyAfterInterrupt}: reached neither from the method's entry nor
 * from another handler) never runs, so it throws nothing: the {@code throw new
 * InterruptedIOException()} of the common translation of an interrupt reaches no handler.
 *
 * <p><b>Futures of tasks that cannot fail.</b> {@code get} of a task's future ({@code
 * FutureTask}, an async {@code CompletableFuture}, a {@code ForkJoinTask}) throws {@code
 * ExecutionException} only when the task's code ended by an exception (or the future was
 * completed so by a call, or it is a continuation of a future that was: such tasks are not
 * plain, {@link LibraryModels#wrapsTask}). A {@code get} whose receiver may only be plain
 * tasks none of whose entries may end by an unchecked exception ({@code
 * UncaughtExceptionCaveats#anyThrowers}: explicit throws, and the throw points of that
 * analysis) or throw a checked one (this fixpoint) does not throw it. Null dereferences,
 * failing casts and errors inside the task are not counted, as for {@code
 * uncaught-exception}.
 *
 * <p>Not covered (stated in docs/limitations.md): checked exceptions thrown by an application
 * {@code equals}/{@code hashCode}/{@code toString} through a JDK method that calls it, with
 * the "sneaky throw" idiom; the library call-back check reports the other application code
 * JDK methods may call.
 */
final class CheckedHandlers {
  private static final Set<String> INTERRUPTED = Set.of(InterruptibleWaits.INTERRUPTED);
  private static final String EXECUTION = "java.util.concurrent.ExecutionException";

  /** Stands for a checked exception of unknown class. */
  private static final String ANY = "*";

  private final PointsToResult pts;
  private final CodeBase code;
  private final Map<MethodInstance, Set<String>> thrown = new HashMap<>();
  /**
   * Per body (by identity), its statements that run only in handlers of {@code
   * InterruptedException} ({@link InterruptibleWaits#onlyAfterInterrupt(MethodCode, Set)}):
   * the fixpoint asks about every statement of every body in every round, and asking per
   * statement made each body quadratic.
   */
  private final Map<MethodCode, java.util.BitSet> afterInterrupt = new java.util.IdentityHashMap<>();

  /** True if no thread of the program is ever interrupted ({@link InterruptibleWaits}). */
  private final boolean noInterrupts;
  /** The tasks whose futures fail only by an exception of the task's own code. */
  private final Predicate<AbstractObject> plainTasks;
  /** The application methods that may end by an unchecked exception. */
  private final Set<MethodInstance> uncheckedThrowers;

  private CheckedHandlers(PointsToResult pts, boolean noInterrupts,
      Predicate<AbstractObject> plainTasks, Set<MethodInstance> uncheckedThrowers) {
    this.pts = pts;
    this.code = pts.code();
    this.noInterrupts = noInterrupts;
    this.plainTasks = plainTasks;
    this.uncheckedThrowers = uncheckedThrowers;
  }

  /**
   * The analysis with its fixpoint computed, for a program that never interrupts a thread
   * when {@code noInterrupts} ({@link InterruptibleWaits#neverInterrupts}), whose tasks in
   * {@code plainTasks} are started tasks whose futures complete only when their code ends
   * (none is completed by a call, none is a continuation of another future), and whose
   * application methods that may end by an unchecked exception are {@code uncheckedThrowers}.
   */
  static CheckedHandlers of(PointsToResult pts, boolean noInterrupts,
      Predicate<AbstractObject> plainTasks, Set<MethodInstance> uncheckedThrowers) {
    CheckedHandlers h = new CheckedHandlers(pts, noInterrupts, plainTasks, uncheckedThrowers);
    java.util.ArrayDeque<MethodInstance> work = new java.util.ArrayDeque<>(pts.reachable());
    Set<MethodInstance> queued = new HashSet<>(work);
    while (!work.isEmpty()) {
      MethodInstance mi = work.poll();
      queued.remove(mi);
      MethodCode body = pts.body(mi);
      Set<String> all = new TreeSet<>();
      if (body == null) {
        all.add(ANY);
      }
      h.reading = mi;
      for (int i = 0; body != null && i < body.size(); i++) {
        all.addAll(h.thrownAt(mi, body, i));
      }
      h.reading = null;
      if (!all.equals(h.thrown.getOrDefault(mi, Set.of()))) {
        h.thrown.put(mi, all);
        for (MethodInstance r : h.readers.getOrDefault(mi, Set.of())) {
          if (queued.add(r)) {
            work.add(r);
          }
        }
      }
    }
    h.readers.clear();
    return h;
  }

  /**
   * The fixpoint of {@link #of} is a worklist: an instance is computed again only when the
   * thrown classes of an instance it read changed ({@link #readers}, recorded as it reads them
   * through {@link #thrownOf}). Every instance's classes are a union of what its statements
   * throw, which only grows with what the instances it reads throw, so this reaches the same
   * least fixpoint as computing every instance again each round until none changes, which it
   * replaces: that took a round per level of the call graph, each over every statement of the
   * program.
   */
  private final Map<MethodInstance, Set<MethodInstance>> readers = new HashMap<>();
  /** The instance whose statements {@link #of} is computing, null outside it. */
  private MethodInstance reading;

  /** The checked classes {@code c} may end by so far, noted as read by {@link #reading}. */
  private Set<String> thrownOf(MethodInstance c) {
    if (reading != null) {
      readers.computeIfAbsent(c, k -> new HashSet<>()).add(reading);
    }
    return thrown.getOrDefault(c, Set.of());
  }

  /**
   * True if the handler at {@code target} of {@code mi}, catching {@code type}, is reached by no
   * exception (the rule of the class comment).
   */
  boolean unreachable(MethodInstance mi, MethodCode body, ClassType type, int target) {
    if (!checkedOnly(type)) {
      return false;
    }
    boolean covers = false;
    for (int i = 0; i < body.size(); i++) {
      if (!Integer.valueOf(target).equals(body.handlers(i).get(type))) {
        continue;
      }
      covers = true;
      for (String t : thrownAt(mi, body, i)) {
        if (t.equals(ANY) || compatible(code.classType(t), type)) {
          return false;
        }
      }
    }
    return covers;
  }

  /** The checked classes statement {@code i} may throw (see the class comment). */
  private Set<String> thrownAt(MethodInstance mi, MethodCode body, int i) {
    return thrownAt(mi, body, i, new HashSet<>());
  }

  /**
   * The same; {@code rethrows} are the handlers whose rethrows are being followed (a handler
   * may cover its own rethrow, as the catch-all of a {@code synchronized} block does).
   */
  private Set<String> thrownAt(MethodInstance mi, MethodCode body, int i, Set<Integer> rethrows) {
    Set<String> out = new TreeSet<>();
    if (noInterrupts && afterInterrupt.computeIfAbsent(body,
        b -> InterruptibleWaits.onlyAfterInterrupt(b, INTERRUPTED)).get(i)) {
      return out; // runs only in a handler of an InterruptedException, which nothing throws
    }
    Stmt s = body.stmt(i);
    if (s instanceof JThrowStmt t) {
      Integer handler = caughtAt(body, i, t);
      if (handler != null) {
        // a rethrow of the caught exception throws only what reached the handler
        if (rethrows.add(handler)) {
          for (int k = 0; k < body.size(); k++) {
            if (body.handlers(k).containsValue(handler)) {
              out.addAll(thrownAt(mi, body, k, rethrows));
            }
          }
        }
        return out;
      }
      if (t.getOp() instanceof Local l && thrownType(body, i, l) instanceof ClassType c) {
        if (!unchecked(c)) {
          out.add(c.getFullyQualifiedName());
        }
      } else if (!(t.getOp() instanceof sootup.core.jimple.common.constant.NullConstant)) {
        out.add(ANY);
      }
      return out;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv == null || inv instanceof JDynamicInvokeExpr) {
      return out;
    }
    for (MethodInstance c : pts.callbacks(mi, i)) {
      out.addAll(thrownOf(c));
    }
    Set<MethodInstance> callees = pts.callees(mi, i);
    for (MethodInstance c : callees) {
      out.addAll(thrownOf(c));
    }
    if (!callees.isEmpty()) {
      return out;
    }
    if (OwnFieldLookups.surelyFinds(pts, mi, body, i, inv)) {
      return out; // it finds its field: neither NoSuchFieldException nor IllegalAccessException
    }
    if (org.petrify.ir.pointsto.ConstantReflection.surelyFinds(code.view(), body.stmts(),
        mi.method().getDeclaringClassType(), inv)) {
      return out; // a method-handle look-up that finds its method (ConstantReflection)
    }
    ClassType decl = inv.getMethodSignature().getDeclClassType();
    String cls = decl.getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (code.isApplication(decl) || !cls.startsWith("java.") && !cls.startsWith("javax.")
        || LibraryFacts.runsHandledCode(cls, name)
        || cls.equals("java.lang.Class") && name.equals("newInstance")
        || name.equals("throwException")) {
      out.add(ANY);
      return out;
    }
    var m = code.resolve(inv.getMethodSignature());
    if (m.isEmpty()) {
      out.add(ANY);
      return out;
    }
    boolean quiet = name.equals("get") && tasksCannotFail(mi, i, inv);
    for (ClassType e : m.get().getExceptionSignatures()) {
      String n = e.getFullyQualifiedName();
      if (!unchecked(e) && !(noInterrupts && INTERRUPTED.contains(n))
          && !(quiet && n.equals(EXECUTION))) {
        out.add(e.getFullyQualifiedName());
      }
    }
    return out;
  }

  /**
   * True if the receiver of the {@code get} at statement {@code i} may only be futures of
   * plain tasks ({@link #plainTasks}) whose code cannot end by an exception: no entry of the
   * task may end by an unchecked exception ({@link #uncheckedThrowers}) nor throw a checked
   * one (this analysis). Such a future's {@code get} never throws {@code ExecutionException}.
   */
  private boolean tasksCannotFail(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return false;
    }
    List<AbstractObject> futures = pts.pointsTo(mi, i, ii.getBase());
    if (futures.isEmpty()) {
      return false;
    }
    for (AbstractObject f : futures) {
      Set<MethodInstance> entries = pts.threadEntries(f);
      if (!plainTasks.test(f) || entries.isEmpty()) {
        return false;
      }
      for (MethodInstance e : entries) {
        if (uncheckedThrowers.contains(e) || pts.body(e) == null
            || !thrownOf(e).isEmpty()) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The class of the exception local {@code l} holds at statement {@code at}: the class of the
   * {@code new} it was copied or cast from (the translation's code casts a new exception to
   * {@code Throwable} before its {@code throw}), else its declared type.
   */
  private static sootup.core.types.Type thrownType(MethodCode body, int at, Local l) {
    Local v = l;
    int site = at;
    for (int depth = 0; depth < 8; depth++) {
      Integer def = body.reachingDef(site, v);
      if (def == null || !(body.stmt(def) instanceof JAssignStmt a)) {
        break;
      }
      Value r = a.getRightOp();
      if (r instanceof JNewExpr n) {
        return n.getType();
      }
      Value from = r instanceof JCastExpr c ? c.getOp() : r;
      if (!(from instanceof Local next)) {
        break;
      }
      v = next;
      site = def;
    }
    return l.getType();
  }

  /**
   * The handler whose caught exception the {@code throw} at {@code i} throws unchanged ({@code
   * throw e} right from {@code e := @caughtexception}), or null.
   */
  private static Integer caughtAt(MethodCode body, int i, JThrowStmt t) {
    if (!(t.getOp() instanceof Local l)) {
      return null;
    }
    Integer def = body.reachingDef(i, l);
    if (def == null || !(body.stmt(def) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id)
        || !(id.getRightOp() instanceof sootup.core.jimple.common.ref.JCaughtExceptionRef)) {
      return null;
    }
    return def;
  }

  /** A checked class that is no supertype of an unchecked one (see the class comment). */
  private boolean checkedOnly(ClassType e) {
    String n = e.getFullyQualifiedName();
    return knownChain(e) && !n.equals("java.lang.Exception") && !n.equals("java.lang.Throwable")
        && code.isSubtype(e, code.classType("java.lang.Exception")) && !unchecked(e);
  }

  private boolean unchecked(ClassType e) {
    return code.isSubtype(e, code.classType("java.lang.RuntimeException"))
        || code.isSubtype(e, code.classType("java.lang.Error"));
  }

  /** Either is a subtype of the other, or a supertype of one of them cannot be read. */
  private boolean compatible(ClassType t, ClassType e) {
    return !knownChain(t) || code.isSubtype(t, e) || code.isSubtype(e, t);
  }

  /** True if every superclass of {@code t} up to {@code Object} can be read. */
  private boolean knownChain(ClassType t) {
    Set<ClassType> seen = new HashSet<>();
    ClassType c = t;
    while (c != null && seen.add(c)) {
      if (c.getFullyQualifiedName().equals("java.lang.Object")) {
        return true;
      }
      Optional<JavaSootClass> k = code.anyClass(c);
      if (k.isEmpty()) {
        return false;
      }
      c = k.get().getSuperclass().orElse(null);
    }
    return false;
  }
}

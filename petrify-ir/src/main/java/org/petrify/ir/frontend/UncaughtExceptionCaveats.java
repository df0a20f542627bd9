package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;

/**
 * Signals skipped by an unchecked exception. The translation follows only the normal edges of
 * implicit exceptions and of library calls' runtime exceptions: an {@code Integer.parseInt}
 * that throws, or a division by zero, is taken to complete normally. That is unsound exactly
 * when the skipped code would have woken another thread: {@code x = 10 / zero;
 * latch.countDown();} in a worker makes {@code latch.await()} in {@code main} hang on the JVM,
 * while the model always counts down. This analysis finds such places and gives each an UNSOUND
 * caveat ({@code uncaught-exception}), so the verdict cannot be HOLDS there.
 *
 * <p><b>Throw points.</b> A statement may throw an unchecked exception if it (a) calls a JDK
 * method not claimed {@link LibraryFacts.Property#NEVER_THROWS} and outside the concurrency models (whose operations are
 * modelled), other than a removal by equality proved not to throw ({@link EqualityRemovals}), (b) divides or takes the remainder of integers by a divisor not known to be a
 * non-zero constant ({@link MethodCode#intValue}) or proved non-zero by the conditions of its
 * method ({@link GuardedOperands}), (c) reads or writes an array element at an index neither
 * known to be a constant nor proved in bounds, or (d) calls an application method that may end by an
 * unchecked exception (a least fixpoint over all method instances, as {@link ThrowAnalysis}:
 * handlers are explored only when something in their range may throw, and a {@code throw} that
 * no handler surely catches ends the method, which covers a {@code finally}'s rethrow; a
 * {@code throw new X(...)} does not count: the translation raises it and follows its handlers).
 *
 * <p><b>Signals.</b> A signal is an operation another thread may be blocked waiting for: a call
 * named {@code countDown}, {@code release}, {@code unlock}, {@code notify[All]}, {@code
 * signal[All]}, {@code arrive*}, {@code exchange}, {@code unpark}, {@code interrupt}, {@code
 * CyclicBarrier.await}; {@code put}/{@code offer}/{@code add}/{@code set}/{@code complete*}/
 * {@code submit}/{@code execute}/{@code shutdown}/{@code close}/{@code cancel}/{@code run} on
 * a {@code java.util.concurrent} class; a thread start; or a
 * call of an application method that performs one (transitively).
 *
 * <p><b>Rule.</b> At a throw point {@code i}, let N be the signals reachable from {@code i}'s
 * normal successors in its method (what the exception skips, until the method returns) and H
 * the signals reachable from the handlers of {@code i} that surely catch an unchecked exception
 * ({@code Throwable}, {@code Exception}, {@code RuntimeException}, a {@code finally}). If N
 * holds a signal that H does not, the caveat is given. A signal in a {@code finally} appears in
 * both (javac copies the block into the handler), so the fixed form {@code try { ... } finally
 * { latch.countDown(); }} gets no caveat. Signals skipped in callers are found at the call
 * sites, which are throw points by (d). Soundness: every run in which an unchecked exception
 * skips a signal passes through a throw point whose skipped path holds it and whose handlers
 * (if any surely catch) do not perform it, since the handlers not surely catching are ignored
 * (H only shrinks) and every statement that can raise an unchecked exception, except those named
 * below, is a throw point.
 *
 * <p>A throw point of {@code main} before any thread can have been started, outside every
 * handler, gets an INFO caveat instead ({@link SoleThreadPrefix}): the exception ends the
 * program, so nothing it skips can leave a thread blocked.
 *
 * <p>A throw point that no run reaches (behind a branch on a query of a collection that
 * stays empty, {@link EmptyContainers#unreachable}, or on the null side of a test of a local
 * that is never null, {@link NullnessRoutes}) gets no caveat: it never throws. Paths follow
 * the same pruned edges. {@code Objects.requireNonNull} is a throw point exactly when its
 * argument may be null ({@link NullnessRoutes#nullCheckMayThrow}).
 *
 * <p><b>Not covered</b> (the INFO caveat {@code implicit-exceptions} remains): null
 * dereferences, failing casts, array indexes known constant but out of bounds, {@code
 * IllegalMonitorStateException}, errors ({@code StackOverflowError}, {@code OutOfMemoryError}),
 * and skipped writes of fields that another thread spins on.
 */
final class UncaughtExceptionCaveats {
  /** Caveat kind. */
  static final String KIND = "uncaught-exception";

  /** Method names of signals on any class. */
  private static final Set<String> SIGNALS = Set.of("countDown", "release", "unlock", "notify",
      "notifyAll", "signal", "signalAll", "arrive", "arriveAndDeregister",
      "arriveAndAwaitAdvance", "exchange", "unpark", "interrupt", "unlockRead", "unlockWrite",
      "unlockTemporaryRead", "unlockTemporaryWrite", "tryUnlockRead", "tryUnlockWrite");

  /** Method names of signals on {@code java.util.concurrent} classes. */
  private static final Set<String> CONCURRENT_SIGNALS = Set.of("put", "offer", "add", "addLast",
      "addFirst", "putLast", "putFirst", "offerLast", "offerFirst", "transfer", "tryTransfer",
      "set", "complete", "completeExceptionally", "obtrudeValue", "submit", "execute",
      "countDown", "cancel", "shutdown", "shutdownNow", "close", "run");

  private final PointsToResult pts;
  private final NullnessRoutes nullness;
  private final Set<MethodInstance> mayThrow = new HashSet<>();
  /** Whether an explicit {@code throw} escaping a method makes it a thrower. */
  private boolean explicitThrows = true;
  /** Whether a {@code throw new X(...)} counts too (it leaves a library call-back unrouted). */
  private boolean newThrows = false;
  private final Map<MethodInstance, Set<String>> signals = new HashMap<>();
  private final GuardedOperands guards = new GuardedOperands();
  /** The semaphores no thread blocks on (null: none); their releases are signals of their own. */
  private final TrySemaphores trySemaphores;
  /** The signal naming the release of a try-only semaphore, to that semaphore. */
  private final Map<String, AbstractObject> tryReleases = new HashMap<>();

  private UncaughtExceptionCaveats(PointsToResult pts, NullnessRoutes nullness,
      TrySemaphores trySemaphores) {
    this.pts = pts;
    this.nullness = nullness;
    this.trySemaphores = trySemaphores;
  }

  /** Adds an UNSOUND caveat at each throw point whose exception may skip a signal. */
  static void report(TranslationContext tc, PointsToResult pts) {
    UncaughtExceptionCaveats a = analysed(tc, pts);
    SoleThreadPrefix sole = SoleThreadPrefix.of(pts, tc.programLoggingClasses());
    Set<String> seen = new TreeSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null || !pts.code().isApplication(mi.method().getDeclaringClassType())) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Set<String> skipped = new TreeSet<>(a.skipped(tc, mi, body, i));
        if (skipped.isEmpty() || tc.uncaughtRaises().at(mi, i)
            || a.raisedByModel(tc, mi, i)) {
          continue;
        }
        Set<String> free = new TreeSet<>(skipped);
        free.removeIf(sig -> !a.tryReleases.containsKey(sig)
            || !tc.juc().semaphores().free(a.tryReleases.get(sig)));
        skipped.removeAll(free);
        Stmt s = body.stmt(i);
        String key = mi.method().getSignature() + "@" + i;
        if (seen.add(key)) {
          boolean alone = sole.at(mi, i);
          boolean harmless = alone || skipped.isEmpty();
          tc.caveat(KIND, tc.origins().of(mi.method(), s), "an unchecked exception thrown by "
              + describe(s) + " is not caught in this thread and skips " + String.join(", ",
              skipped.isEmpty() ? free : skipped) + " that another thread may wait for"
              + (alone ? " (cannot matter: main"
              + " is still the only thread there, and the exception ends the program)"
              : skipped.isEmpty() ? " (cannot matter: no thread can block on such a semaphore,"
              + " and its tries are modelled as nondeterministic choices)" : ""),
              harmless ? Caveat.Effect.INFO : Caveat.Effect.UNSOUND);
        }
      }
    }
  }

  /**
   * True if the translation raises every unchecked exception of throw point {@code i} and
   * follows it through handlers and frames ({@link CaughtCallees}): a JDK call whose known
   * failures a handler of its own catches ({@link #caughtAsKnown}), a call whose application
   * callees that may throw are all closed, or another throw point of an instance of P, whose
   * classes {@link CaughtCallees#implicitTypes} lists (the same proofs drop the same ones). The
   * model then skips what Java skips, so nothing is skipped unseen.
   */
  private boolean raisedByModel(TranslationContext tc, MethodInstance mi, int i) {
    CaughtCallees caught = tc.caughtCallees();
    if (pts.callees(mi, i).isEmpty()) {
      return caughtAsKnown(mi, pts.body(mi), i)
          || caught.contains(mi) && !caught.declaresUnchecked(mi, i);
    }
    for (MethodInstance c : pts.callees(mi, i)) {
      if (mayThrow.contains(c) && !caught.closed(c)) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if statement {@code i} is a JDK call whose unchecked exceptions are exactly known
   * ({@link KnownFailures}) and one of its handlers catches all of them: {@link
   * ImplicitExceptions#handlerTargets} routes the exception to that handler (and to those
   * before it that may catch it), so the model skips what Java skips.
   */
  private boolean caughtAsKnown(MethodInstance mi, MethodCode body, int i) {
    if (KnownFailures.at(pts, mi, body, i) == null) {
      return false;
    }
    for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
      if (h.getValue() != i && h.getValue() >= 0 && !surelyCatches(h.getKey())
          && surelyCatchesAt(mi, body, i, h.getKey())) {
        return true;
      }
    }
    return false;
  }

  /** The analysis with its fixpoints computed. */
  static UncaughtExceptionCaveats analysed(TranslationContext tc, PointsToResult pts) {
    UncaughtExceptionCaveats a = new UncaughtExceptionCaveats(pts, tc.nullness(),
        tc.trySemaphores());
    a.signalFixpoint();
    a.throwFixpoint();
    return a;
  }

  /** True if the application method instance may end by an unchecked exception. */
  boolean mayThrow(MethodInstance mi) {
    return mayThrow.contains(mi);
  }

  /**
   * The try-only semaphores ({@link TrySemaphores}) whose release an unchecked exception may
   * skip at some throw point of application code (the points {@link #report} visits, before
   * its exemptions: a superset).
   */
  Set<AbstractObject> skippedTryReleases(TranslationContext tc) {
    Set<AbstractObject> out = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null || !pts.code().isApplication(mi.method().getDeclaringClassType())) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        for (String sig : skipped(tc, mi, body, i)) {
          AbstractObject o = tryReleases.get(sig);
          if (o != null) {
            out.add(o);
          }
        }
      }
    }
    return out;
  }

  /**
   * The signals an unchecked exception thrown at statement i skips and no handler that surely
   * catches it performs (the rule of the class comment); empty if i is no throw point, is
   * unreachable, or skips nothing.
   */
  Set<String> skipped(TranslationContext tc, MethodInstance mi, MethodCode body, int i) {
    if (!throwPoint(mi, body, i) || tc.values().unreachable(mi, i)
        || tc.nullness().unreachable(mi, body, i)) {
      return Set.of();
    }
    Set<String> skipped = new TreeSet<>();
    for (int n : nullness.successors(mi, body, i)) {
      skipped.addAll(signalsFrom(mi, body, n));
    }
    Set<String> handled = new HashSet<>();
    for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
      if (surelyCatchesAt(mi, body, i, h.getKey()) && h.getValue() != i) {
        handled.addAll(signalsFrom(mi, body, h.getValue()));
      }
    }
    skipped.removeAll(handled);
    return skipped;
  }

  /**
   * True if the {@code throw} throws an object the method has just allocated ({@code throw new
   * X(...)}): the translation raises it and routes it to its handlers ({@link ThrowAnalysis}),
   * so it skips nothing the model does not skip. Other throws (a rethrow of a caught
   * exception, which may be one the translation does not raise) count.
   */
  private static boolean throwsNew(MethodCode body, int i, JThrowStmt t) {
    Value v = t.getOp();
    int at = i;
    // follow the copies and casts SootUp puts between the new and the throw
    for (int steps = 0; steps <= body.size(); steps++) {
      if (!(v instanceof sootup.core.jimple.common.Local l)) {
        return false;
      }
      Integer def = body.reachingDef(at, l);
      if (def == null || !(body.stmt(def) instanceof JAssignStmt a)) {
        return false;
      }
      Value r = a.getRightOp();
      if (r instanceof sootup.core.jimple.common.expr.JNewExpr) {
        return true;
      }
      v = r instanceof sootup.core.jimple.common.expr.JCastExpr c ? c.getOp() : r;
      at = def;
    }
    return false;
  }

  private static String describe(Stmt s) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv != null) {
      return inv.getMethodSignature().getDeclClassType().getClassName() + "."
          + inv.getMethodSignature().getName();
    }
    return "'" + s + "'";
  }

  private static boolean surelyCatches(ClassType t) {
    String n = t.getFullyQualifiedName();
    return n.equals("java.lang.Throwable") || n.equals("java.lang.Exception")
        || n.equals("java.lang.RuntimeException");
  }

  /** Signals of each application method, transitively through callees. */
  private void signalFixpoint() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        Set<String> all = new TreeSet<>();
        for (int i = 0; i < body.size(); i++) {
          all.addAll(signalsAt(mi, body, i));
        }
        if (!all.equals(signals.getOrDefault(mi, Set.of()))) {
          signals.put(mi, all);
          changed = true;
        }
      }
    }
  }

  private Set<String> signalsAt(MethodInstance mi, MethodCode body, int i) {
    Set<String> out = new TreeSet<>();
    // A skipped start matters only if the started thread does something another thread may
    // wait for: joining a thread that never started returns at once, and a thread that never
    // runs holds no lock (skipped writes of flags are not covered, see the class comment).
    // A thread whose run target is not application code with a body (a method reference to
    // a JDK method, new Thread(latch::countDown), or no entry found) may do anything: its
    // skipped start counts.
    starts:
    for (org.petrify.ir.pointsto.AbstractObject t : pts.threadsStartedAt(mi, i)) {
      if (pts.threadEntries(t).isEmpty()) {
        out.add("Thread.start");
        break;
      }
      for (MethodInstance entry : pts.threadEntries(t)) {
        if (!signals.getOrDefault(entry, Set.of()).isEmpty() || pts.body(entry) == null
            || !pts.code().isApplication(entry.method().getDeclaringClassType())) {
          out.add("Thread.start");
          break starts;
        }
      }
    }
    for (MethodInstance c : pts.callees(mi, i)) {
      out.addAll(signals.getOrDefault(c, Set.of()));
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv != null && pts.callees(mi, i).isEmpty()) {
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = inv.getMethodSignature().getName();
      if (SIGNALS.contains(name) || cls.startsWith("java.util.concurrent.")
          && CONCURRENT_SIGNALS.contains(name)
          || cls.equals("java.util.concurrent.CyclicBarrier") && name.equals("await")) {
        out.addAll(signalNames(mi, i, inv));
      }
      out.addAll(referencedSignals(mi, i, inv));
    }
    return out;
  }

  /**
   * The signals of method references a library call is given ({@code
   * latches.forEach(CountDownLatch::countDown)}, {@link ElementReferences}): the library runs
   * them at this call (or, for a stream stage, at its terminal operation, which follows).
   */
  private Set<String> referencedSignals(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    Set<String> out = new TreeSet<>();
    if (org.petrify.ir.pointsto.CallerRunsFunctions.kind(inv.getMethodSignature())
        == org.petrify.ir.pointsto.CallerRunsFunctions.Kind.NONE) {
      return out;
    }
    for (sootup.core.jimple.common.Immediate a : inv.getArgs()) {
      if (!(a instanceof sootup.core.jimple.common.Local l)) {
        continue;
      }
      for (AbstractObject o : pts.pointsTo(mi, i, l)) {
        if (o.kind() == AbstractObject.Kind.LAMBDA && o.lambda().implementation()
            .getReferenceSignature() instanceof sootup.core.signatures.MethodSignature m) {
          String cls = m.getDeclClassType().getFullyQualifiedName();
          String name = m.getName();
          if (SIGNALS.contains(name) || cls.startsWith("java.util.concurrent.")
              && CONCURRENT_SIGNALS.contains(name)) {
            out.add(m.getDeclClassType().getClassName() + "." + name);
          }
        }
      }
    }
    return out;
  }

  /**
   * The names of the signal a library call performs: {@code Class.name}, and for a {@code
   * Semaphore.release} one name per receiver that is a try-only semaphore, recorded in {@link
   * #tryReleases}, so that a release of a semaphore no thread blocks on can be told apart.
   */
  private Set<String> signalNames(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String plain = inv.getMethodSignature().getDeclClassType().getClassName() + "."
        + inv.getMethodSignature().getName();
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || !plain.equals("Semaphore.release")) {
      return Set.of(plain);
    }
    Set<String> out = new TreeSet<>();
    var receivers = pts.pointsTo(mi, i, ii.getBase());
    for (AbstractObject o : receivers) {
      if (trySemaphores != null && trySemaphores.tryOnly(o)) {
        String name = plain + " of " + o.name();
        tryReleases.put(name, o);
        out.add(name);
      } else {
        out.add(plain);
      }
    }
    if (receivers.isEmpty()) {
      out.add(plain);
    }
    return out;
  }

  /** Signals on the paths from statement {@code from} (normal and handler edges). */
  private Set<String> signalsFrom(MethodInstance mi, MethodCode body, int from) {
    Set<String> out = new TreeSet<>();
    boolean[] seen = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    if (from < 0 || from >= body.size()) {
      return out;
    }
    seen[from] = true;
    work.add(from);
    while (!work.isEmpty()) {
      int i = work.poll();
      out.addAll(signalsAt(mi, body, i));
      for (int n : nullness.successors(mi, body, i)) {
        if (n >= 0 && !seen[n]) {
          seen[n] = true;
          work.add(n);
        }
      }
    }
    return out;
  }

  /** Least fixpoint of the application methods that may end by an unchecked exception. */
  private void throwFixpoint() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (!mayThrow.contains(mi) && body != null && escapes(mi, body)) {
          mayThrow.add(mi);
          changed = true;
        }
      }
    }
  }

  private boolean escapes(MethodInstance mi, MethodCode body) {
    boolean[] seen = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    seen[0] = true;
    work.add(0);
    while (!work.isEmpty()) {
      int i = work.poll();
      Stmt s = body.stmt(i);
      for (int n : nullness.successors(mi, body, i)) {
        if (n >= 0 && !seen[n]) {
          seen[n] = true;
          work.add(n);
        }
      }
      boolean throwing = throwPoint(mi, body, i) || explicitThrows
          && s instanceof JThrowStmt t && !ThrowAnalysis.isSyntheticMatchFailure(pts, mi, i, t)
          && (newThrows || !throwsNew(body, i, t));
      if (!throwing) {
        continue;
      }
      boolean caught = false;
      for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
        int target = h.getValue();
        if (target == i || target < 0) {
          continue;
        }
        if (!seen[target]) {
          seen[target] = true;
          work.add(target);
        }
        caught |= surelyCatchesAt(mi, body, i, h.getKey()) && !(s instanceof JThrowStmt);
      }
      if (!caught) {
        return true;
      }
    }
    return false;
  }

  /**
   * The application method instances that may end by an unchecked exception the translation
   * does not raise (the least fixpoint of the class comment's throw points, explicit {@code
   * throw}s left out: those follow their handlers), for {@link ImplicitExceptions}.
   */
  static Set<MethodInstance> uncheckedThrowers(PointsToResult pts, NullnessRoutes nullness) {
    UncaughtExceptionCaveats a = new UncaughtExceptionCaveats(pts, nullness, null);
    a.explicitThrows = false;
    a.throwFixpoint();
    return a.mayThrow;
  }

  /**
   * The application method instances that may end by an unchecked exception thrown by a
   * throw point of the class comment or by any {@code throw} statement: what a method run by a
   * library (a call-back) may pass on to the library's caller.
   */
  static Set<MethodInstance> anyThrowers(PointsToResult pts, NullnessRoutes nullness) {
    UncaughtExceptionCaveats a = new UncaughtExceptionCaveats(pts, nullness, null);
    a.newThrows = true;
    a.throwFixpoint();
    return a.mayThrow;
  }

  /**
   * True if the JDK call {@code inv} at statement {@code i} (no application callee, no thread
   * started) may throw a runtime exception: a throw point by (a) of the class comment.
   */
  static boolean libraryThrowPoint(PointsToResult pts, MethodInstance mi, MethodCode body,
      int i, AbstractInvokeExpr inv) {
    return FutureTimeouts.of(pts).failureAt(pts, mi, i, inv) != null
        || libraryThrowPoint(pts, body, i, inv)
        && !EqualityRemovals.cannotThrow(pts, mi, i, inv);
  }

  /**
   * True if the JDK call {@code inv} at statement {@code i} (no application callee, no thread
   * started) may throw a runtime exception, whatever its receivers: a throw point by (a) of the
   * class comment. The overload with the method instance adds the waits for a future that may
   * time out ({@link FutureTimeouts}).
   */
  static boolean libraryThrowPoint(PointsToResult pts, MethodCode body, int i,
      AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    return !pts.code().isApplication(inv.getMethodSignature().getDeclClassType())
        && !PointsToResult.isMockitoClass(cls)
        && !constantImmutableFactory(body, i, cls, name, inv) && !ConstantCalls.surelySucceeds(inv)
        && !body.isGetInBounds(i, inv)
        && !(inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr)
        && !neverThrows(inv) && !modelled(cls, name)
        && !exceptionConstructor(pts, inv);
  }

  /**
   * True if the call constructs a JDK exception or error ({@code new IllegalStateException(msg)}
   * before a {@code throw}): a {@code Throwable} constructor only records its message, cause
   * and stack trace, and throws no unchecked exception.
   */
  static boolean exceptionConstructor(PointsToResult pts, AbstractInvokeExpr inv) {
    if (!inv.getMethodSignature().getName().equals("<init>") || pts.code() == null) {
      return false;
    }
    ClassType t = inv.getMethodSignature().getDeclClassType();
    return t.getFullyQualifiedName().startsWith("java.")
        && pts.code().isThrowable(t);
  }

  /** True if statement {@code i} may raise an unchecked exception (see the class comment). */
  private boolean throwPoint(MethodInstance mi, MethodCode body, int i) {
    Stmt s = body.stmt(i);
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv != null) {
      if (!pts.callees(mi, i).isEmpty()) {
        for (MethodInstance c : pts.callees(mi, i)) {
          if (mayThrow.contains(c)) {
            return true;
          }
        }
        return false;
      }
      if (!pts.threadsStartedAt(mi, i).isEmpty()) {
        return false;
      }
      if (FutureTimeouts.of(pts).failureAt(pts, mi, i, inv) != null) {
        return true;
      }
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = inv.getMethodSignature().getName();
      if (pts.code().isApplication(inv.getMethodSignature().getDeclClassType())) {
        return false;
      }
      // Mockito's API is modelled (MockitoModel): set-up calls are taken to succeed, and
      // stubbed exceptions (thenThrow) follow the handlers in the translation.
      if (PointsToResult.isMockitoClass(cls)) {
        return false;
      }
      if (name.equals("clone") && inv.getArgCount() == 0
          && inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii
          && ii.getBase().getType() instanceof sootup.core.types.ArrayType) {
        return false; // an array's clone copies it (enum values() does): it throws nothing
      }
      if (constantImmutableFactory(body, i, cls, name, inv) || ConstantCalls.surelySucceeds(inv)
          || body.isGetInBounds(i, inv)) {
        return false;
      }
      if (NullnessRoutes.isNullCheck(inv)) {
        return nullness.nullCheckMayThrow(mi, inv);
      }
      if (exceptionConstructor(pts, inv)) {
        return false;
      }
      return !(inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr)
          && !neverThrows(inv) && !modelled(cls, name)
          && !EqualityRemovals.cannotThrow(pts, mi, i, inv);
    }
    if (s instanceof JAssignStmt a) {
      Value r = a.getRightOp();
      if ((r instanceof JDivExpr || r instanceof JRemExpr)
          && isIntegral(((sootup.core.jimple.common.expr.AbstractBinopExpr) r).getOp2())) {
        Value divisor = ((sootup.core.jimple.common.expr.AbstractBinopExpr) r).getOp2();
        Integer d = body.intValue(i, divisor);
        return (d == null || d == 0) && !guards.nonZero(body, i, divisor);
      }
      if (r instanceof JArrayRef ar && unknownIndex(body, i, ar)
          || a.getLeftOp() instanceof JArrayRef al && unknownIndex(body, i, al)) {
        return true;
      }
    }
    return false;
  }

  /** True if the index of {@code ref} is neither a known value nor proved in bounds. */
  private boolean unknownIndex(MethodCode body, int i, JArrayRef ref) {
    return body.intValue(i, ref.getIndex()) == null && !guards.inBounds(body, i, ref)
        && !org.petrify.ir.pointsto.TripValues.inBounds(body, i, ref.getIndex(), ref.getBase())
        && !SwitchMapIndexes.inBounds(pts, body, i, ref);
  }

  /**
   * {@code Map.of}/{@code Set.of} whose keys (map) or elements (set) are non-null constants,
   * all distinct, and whose map values are non-null constants, boxed constants or new objects:
   * they throw only for null and duplicate arguments, so these calls cannot throw.
   */
  static boolean constantImmutableFactory(MethodCode body, int at, String cls, String name,
      AbstractInvokeExpr inv) {
    if (!name.equals("of") || !(cls.equals("java.util.Map") || cls.equals("java.util.Set"))) {
      return false;
    }
    java.util.List<String> keys = new java.util.ArrayList<>();
    java.util.List<? extends Value> args = inv.getArgs();
    for (int k = 0; k < args.size(); k++) {
      boolean key = cls.equals("java.util.Set") || k % 2 == 0;
      Value v = args.get(k);
      if (v instanceof sootup.core.jimple.common.constant.Constant c
          && !(c instanceof sootup.core.jimple.common.constant.NullConstant)) {
        if (key) {
          keys.add(c.toString());
        }
      } else if (key || !nonNullValue(body, at, v)) {
        return false;
      }
    }
    return new HashSet<>(keys).size() == keys.size();
  }

  /** A local defined once by a boxing {@code valueOf} of a constant or by {@code new}. */
  private static boolean nonNullValue(MethodCode body, int at, Value v) {
    if (!(v instanceof sootup.core.jimple.common.Local l)) {
      return false;
    }
    Integer def = body.reachingDef(at, l);
    if (def == null || !(body.stmt(def) instanceof JAssignStmt a)) {
      return false;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof sootup.core.jimple.common.expr.JNewExpr) {
      return true;
    }
    return rhs instanceof sootup.core.jimple.common.expr.JStaticInvokeExpr s
        && s.getMethodSignature().getName().equals("valueOf")
        && s.getMethodSignature().getDeclClassType().getFullyQualifiedName().startsWith("java.lang.")
        && s.getArgs().size() == 1
        && s.getArgs().get(0) instanceof sootup.core.jimple.common.constant.Constant;
  }

  /**
   * True if the JDK method {@code cls.name} is trusted never to throw an unchecked exception
   * for the arguments a program passes it ({@link LibraryFacts.Property#NEVER_THROWS}).
   */
  /**
   * True if a fact claims the JDK method never throws; never for a method whose failures are
   * listed ({@link LibraryFacts#failures}: {@code Integer.valueOf(String)} throws {@code
   * NumberFormatException}, though the boxing {@code valueOf} of the same name does not).
   */
  private static boolean neverThrows(AbstractInvokeExpr inv) {
    var sig = inv.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    return LibraryFacts.failures(cls, sig.getName(), sig.getParameterTypes().stream()
        .map(Object::toString).toList()) == null
        && LibraryFacts.holds(LibraryFacts.Property.NEVER_THROWS, cls, sig.getName());
  }

  /**
   * True if a handler of class {@code handler} at throw point {@code i} catches every
   * unchecked exception the statement may throw: a handler of {@code Throwable}, {@code
   * Exception} or {@code RuntimeException}, or, for a JDK call whose failures are exactly
   * known ({@link KnownFailures}), a handler of a superclass of each of them.
   */
  private boolean surelyCatchesAt(MethodInstance mi, MethodCode body, int i, ClassType handler) {
    if (surelyCatches(handler)) {
      return true;
    }
    List<String> known = pts.callees(mi, i).isEmpty() ? KnownFailures.at(pts, mi, body, i)
        : null;
    return known != null && known.stream().allMatch(t -> pts.code().isSubtype(
        pts.code().classType(t), handler));
  }

  private static boolean isIntegral(Value v) {
    return v.getType() == PrimitiveType.getInt() || v.getType() == PrimitiveType.getLong()
        || v.getType() == PrimitiveType.getShort() || v.getType() == PrimitiveType.getByte()
        || v.getType() == PrimitiveType.getChar();
  }

  /**
   * Concurrency operations the models translate (locks, latches, queues, futures, threads):
   * their own failures (interrupts, illegal states) are outside this analysis.
   */
  static boolean modelled(String cls, String name) {
    return cls.startsWith("java.util.concurrent.") && !cls.startsWith("java.util.concurrent.Concurrent")
        && !cls.startsWith("java.util.concurrent.CopyOnWrite")
        || cls.equals("java.lang.Thread") || cls.equals("java.lang.Object") && (
        name.equals("wait") || name.equals("notify") || name.equals("notifyAll"));
  }
}

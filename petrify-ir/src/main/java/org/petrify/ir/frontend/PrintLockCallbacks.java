package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * The JDK printing calls that run application code while they hold a print lock: {@code
 * printf} and {@code format} of a {@code PrintStream} or {@code PrintWriter} render their
 * arguments ({@code toString}, {@code Formattable.formatTo}) inside it (JDK 17 and 25: {@code
 * synchronized (this) { formatter.format(..) }}; JDK 21 an internal lock, the same cycle),
 * and {@code Throwable.printStackTrace} calls the throwable's {@code toString}, {@code
 * getLocalizedMessage} and {@code getMessage} under {@code synchronized (s.lock())}. The
 * application code is what the points-to analysis registered as call-backs of the call site;
 * a call whose call-backs are all plain application methods ({@link ArgumentCallbacks}: no
 * monitor, no blocking, no call outside string plumbing) does not count, unless it renders a
 * synchronized collection, whose JDK {@code toString} locks it.
 *
 * <p>Soundness: a print stream's monitor is modelled ({@link TranslationContext#printLockModelled})
 * when a {@code synchronized} of the program may take it or one of these calls may hold it.
 * Otherwise every holder is a JDK printing method that runs only JDK code under it, which
 * takes no lock of the model and never blocks for ever, so each holder releases it and no
 * cycle or endless wait passes through it. Where it is modelled, every printing method takes
 * it and the call-backs of these calls run between the acquire and the release, as they do on
 * the JVM. A {@code PrintWriter}'s lock is its {@code lock} field (the wrapped writer): where
 * the model names it ({@link PrintWriterLocks}) it is held as a print stream's monitor is;
 * elsewhere such a call gets an UNSOUND {@code io-lock} caveat instead ({@link
 * #writerCaveat}). Nor does the model run a throwable's own methods where a dying thread
 * prints it or a {@code printStackTrace} prints it as a cause: {@link #unrunMessageCaveats}.
 */
final class PrintLockCallbacks {
  private PrintLockCallbacks() {}

  /**
   * Ids of the print streams (and named locks of print writers, {@link PrintWriterLocks}) some
   * reachable call holds while it runs non-plain call-backs or
   * renders a synchronized collection ({@link ArgumentCollectionLocks#collections}), whose
   * {@code toString} takes the collection's lock.
   */
  static Set<Integer> streams(TranslationContext tc) {
    return tc.pts().memo("printLockCallbacks", () -> scan(tc));
  }

  private static Set<Integer> scan(TranslationContext tc) {
    PointsToResult pts = tc.pts();
    ArgumentCallbacks judge = new ArgumentCallbacks(tc.code());
    Set<Integer> out = new HashSet<>();
    forEachReachable(pts, (mi, i, stmt) -> {
      if (MethodCode.invokeOf(stmt) instanceof AbstractInstanceInvokeExpr inv
          && (runsNonPlain(tc, judge, mi, i)
          || !ArgumentCollectionLocks.collections(tc, mi, i, inv).isEmpty())) {
        heldStreams(tc, mi, i, inv).forEach(s -> out.add(s.id()));
      }
    });
    return out;
  }

  /** A visit of statement {@code index} of a reachable method instance. */
  @FunctionalInterface
  interface StatementVisit {
    void visit(MethodInstance mi, int index, Stmt stmt);
  }

  /** Visits every statement of every reachable method instance that has a body. */
  static void forEachReachable(PointsToResult pts, StatementVisit visit) {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      List<Stmt> stmts = code.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        visit.visit(mi, i, stmts.get(i));
      }
    }
  }

  /** True if a call-back registered at the call is not a plain application method. */
  private static boolean runsNonPlain(TranslationContext tc, ArgumentCallbacks judge,
      MethodInstance mi, int index) {
    return tc.pts().callbacks(mi, index).stream()
        .anyMatch(cb -> !judge.isPlainApplication(cb.method()));
  }

  /**
   * The print streams the call holds while it runs its call-backs: the receivers of a {@code
   * printf}/{@code format}, the stream a {@code printStackTrace} prints to ({@code System.err}
   * without argument).
   */
  private static List<AbstractObject> heldStreams(TranslationContext tc, MethodInstance mi,
      int index, AbstractInstanceInvokeExpr inv) {
    MethodSignature sig = inv.getMethodSignature();
    List<AbstractObject> candidates;
    if (isFormatting(sig)) {
      candidates = tc.pts().pointsTo(mi, index, inv.getBase());
    } else if (isStackTrace(tc, sig) && inv.getArgs().isEmpty()) {
      candidates = tc.standardError();
    } else if (isStackTrace(tc, sig) && inv.getArgs().size() == 1
        && inv.getArg(0) instanceof Local stream) {
      candidates = tc.pts().pointsTo(mi, index, stream);
    } else {
      return List.of();
    }
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject c : candidates) {
      // printf/format hold a writer's lock field; printStackTrace(PrintWriter) the writer
      AbstractObject held = PointsToResult.isPrintStream(c) ? c
          : !PrintWriterLocks.isPrintWriter(c) || PrintWriterLocks.lockOf(tc, c) == null ? null
          : isFormatting(sig) ? PrintWriterLocks.lockOf(tc, c) : c;
      if (held != null && !out.contains(held)) {
        out.add(held);
      }
    }
    return out;
  }

  private static boolean isFormatting(MethodSignature sig) {
    return sig.getName().equals("printf") || sig.getName().equals("format");
  }

  private static boolean isStackTrace(TranslationContext tc, MethodSignature sig) {
    return sig.getName().equals("printStackTrace") && tc.code().isSubtype(
        sig.getDeclClassType(), tc.code().classType("java.lang.Throwable"));
  }

  /**
   * An UNSOUND {@code io-lock} caveat at a {@code PrintWriter.printf}/{@code format}, or a
   * {@code printStackTrace(PrintWriter)}, that may run non-plain application code (or render a
   * synchronized collection), on a writer whose lock the model does not name ({@link
   * PrintWriterLocks}): it does so
   * under the writer's {@code lock} (the writer it wraps), which other methods of the writer
   * take too and which the model does not have, so a cycle through it is missed.
   */
  static void writerCaveat(TranslationContext tc, LibraryModel.Call call) {
    MethodSignature sig = call.sig();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    boolean writing = cls.equals("java.io.PrintWriter") && isFormatting(sig)
        || isStackTrace(tc, sig) && sig.getParameterCount() == 1
        && sig.getParameterTypes().get(0).toString().equals("java.io.PrintWriter");
    if (!writing || !runsNonPlain(tc, new ArgumentCallbacks(tc.code()), call.mi(), call.index())
        && ArgumentCollectionLocks.collections(tc, call.mi(), call.index(), call.inv()).isEmpty()
        || namedLocks(tc, call)) {
      return;
    }
    List<String> names = new ArrayList<>();
    tc.pts().callbacks(call.mi(), call.index()).forEach(cb -> names.add(tc.procedureName(cb)));
    tc.caveat("io-lock", call.origin(), sig.getDeclClassType().getClassName() + "."
        + sig.getName() + " runs application code (" + String.join(", ", names) + ") under the"
        + " print writer's lock (the writer it wraps), which its other methods take too; the"
        + " model has no such lock, so a lock cycle through it may be missed",
        Caveat.Effect.UNSOUND);
  }

  /**
   * True if every writer the call holds has a lock the model names ({@link PrintWriterLocks}):
   * the receivers of a {@code printf}/{@code format}, the argument of a {@code printStackTrace}.
   */
  private static boolean namedLocks(TranslationContext tc, LibraryModel.Call call) {
    sootup.core.jimple.common.Value writer = isFormatting(call.sig())
        && call.inv() instanceof AbstractInstanceInvokeExpr inv ? inv.getBase()
        : call.inv().getArgs().isEmpty() ? null : call.inv().getArg(0);
    if (!(writer instanceof Local l)) {
      return false;
    }
    List<AbstractObject> writers = tc.pts().pointsTo(call.mi(), call.index(), l);
    return !writers.isEmpty() && PrintWriterLocks.locksOf(tc, writers) != null;
  }

  /** The methods the JDK's printing of a throwable calls on it. */
  private static final List<String> MESSAGE_METHODS = List.of("java.lang.String getMessage()",
      "java.lang.String getLocalizedMessage()", "java.lang.String toString()");

  /**
   * An UNSOUND {@code library-callback} caveat, once per program, at each allocated throwable
   * that may be thrown or handed to another throwable ({@link #thrownOrNested}) and whose
   * {@code getMessage}, {@code getLocalizedMessage} or {@code toString} is application code
   * that is not plain: a thread dying of it prints it under {@code System.err}'s monitor (the
   * JDK's default handling, {@link StackTracePrinting#defaultPrintLock}), and a {@code
   * printStackTrace} of an exception it causes or is suppressed by prints it under the
   * stream's monitor; neither runs that code in the model, so a lock it takes there is missed.
   */
  static void unrunMessageCaveats(TranslationContext tc) {
    tc.pts().memo("unrunMessageCaveats", () -> {
      ArgumentCallbacks judge = new ArgumentCallbacks(tc.code());
      Set<Integer> candidates = thrownOrNested(tc);
      for (AbstractObject o : tc.pts().objects()) {
        if (o.kind() != AbstractObject.Kind.ALLOCATION || !candidates.contains(o.id())) {
          continue;
        }
        for (String m : MESSAGE_METHODS) {
          if (!judge.nonPlainTargets(m, List.of(o)).isEmpty()) {
            tc.caveat("library-callback", o.origin(), o.name() + " has an application " + m
                + " that is not plain: a thread dying of it, or a printStackTrace of an"
                + " exception it causes, runs it under System.err's (the stream's) monitor,"
                + " which the model does not do", Caveat.Effect.UNSOUND);
            break;
          }
        }
      }
      return Boolean.TRUE;
    });
  }

  /**
   * Ids of the throwables a reachable {@code throw} may throw or a reachable call may be given
   * as an argument (a cause given to a constructor or {@code initCause}, a suppressed one, an
   * exception a future completes with and the JDK wraps): each may be printed by a dying
   * thread, itself or as the cause of the one that holds it. Lambda captures do not count.
   */
  private static Set<Integer> thrownOrNested(TranslationContext tc) {
    PointsToResult pts = tc.pts();
    sootup.core.types.ClassType throwable = tc.code().classType("java.lang.Throwable");
    Set<Integer> out = new HashSet<>();
    forEachReachable(pts, (mi, i, stmt) -> {
      List<sootup.core.jimple.common.Value> values = new ArrayList<>();
      AbstractInvokeExpr inv = MethodCode.invokeOf(stmt);
      if (stmt instanceof sootup.core.jimple.common.stmt.JThrowStmt t) {
        values.add(t.getOp());
      } else if (inv != null
          && !(inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr)) {
        values.addAll(inv.getArgs());
      }
      for (sootup.core.jimple.common.Value v : values) {
        if (v instanceof Local l) {
          for (AbstractObject o : pts.pointsTo(mi, i, l)) {
            if (o.kind() == AbstractObject.Kind.ALLOCATION && !o.type().endsWith("]")
                && tc.code().isSubtype(tc.code().classType(o.type()), throwable)) {
              out.add(o.id());
            }
          }
        }
      }
    });
    return out;
  }
}

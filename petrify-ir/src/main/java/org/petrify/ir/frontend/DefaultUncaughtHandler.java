package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.PointsToResult;

/**
 * A call of {@code uncaughtException(Thread, Throwable)} that can only reach the JDK's own
 * handler, which prints the exception: libraries that report errors themselves ({@code
 * Thread.currentThread().getUncaughtExceptionHandler().uncaughtException(t, e)}) call it where
 * no program installs a handler of its own.
 *
 * <p>The rule holds for a call on {@code Thread.UncaughtExceptionHandler} or {@code ThreadGroup}
 * when the program has no handler object of its own: no abstract object of the points-to
 * result is an application class implementing {@code Thread.UncaughtExceptionHandler} or
 * extending {@code ThreadGroup}, nor a lambda of that interface; and when the thrown objects
 * passed to it are not application classes overriding the methods the printing calls ({@code
 * toString}, {@code getMessage}, {@code getLocalizedMessage}, {@code getCause}, {@code
 * getStackTrace}, {@code printStackTrace(PrintStream)}) with code that matters ({@link
 * ArgumentCallbacks#callsBack}). The call then does nothing concurrency-relevant, and no caveat
 * is given.
 *
 * <p>Soundness: a thread's handler is its own (set with {@code setUncaughtExceptionHandler},
 * or by a JDK class given one, such as a {@code ForkJoinPool}), else its group, whose
 * {@code uncaughtException} delegates to the parent group and at the top to the default handler
 * ({@code setDefaultUncaughtExceptionHandler}) or prints the stack trace to {@code System.err}.
 * Every handler object a program can install is either made by the program (an application
 * object or lambda of the interface, or a {@code ThreadGroup} subclass, all excluded) or by the
 * JDK, whose only handlers are thread groups, which print. Printing takes the JDK-internal
 * lock of {@code System.err} only around the rendering the last condition judges.
 */
final class DefaultUncaughtHandler {
  private static final String HANDLER = "java.lang.Thread$UncaughtExceptionHandler";
  private static final String GROUP = "java.lang.ThreadGroup";
  /** The methods of a thrown object that printing its stack trace to a stream calls. */
  static final List<String> PRINTING = List.of("java.lang.String toString()",
      "java.lang.String getMessage()", "java.lang.String getLocalizedMessage()",
      "java.lang.Throwable getCause()", "java.lang.StackTraceElement[] getStackTrace()",
      "void printStackTrace(java.io.PrintStream)");

  private final PointsToResult pts;
  private final ArgumentCallbacks callbacks;
  private Boolean programHandlers;

  DefaultUncaughtHandler(PointsToResult pts, ArgumentCallbacks callbacks) {
    this.pts = pts;
    this.callbacks = callbacks;
  }

  /**
   * True if {@code cls.name}, called with {@code thrown} as its exception argument, reaches only
   * the JDK's printing handler (the class comment's conditions).
   */
  boolean onlyPrints(String cls, String name, List<AbstractObject> thrown) {
    if (!name.equals("uncaughtException") || !cls.equals(HANDLER) && !cls.equals(GROUP)) {
      return false;
    }
    for (String method : PRINTING) {
      if (callbacks.callsBack(method, thrown)) {
        return false;
      }
    }
    return !programHandlers();
  }

  /** True if the program makes a handler object or thread group of its own. */
  private boolean programHandlers() {
    if (programHandlers == null) {
      CodeBase code = pts.code();
      programHandlers = false;
      for (AbstractObject o : pts.objects()) {
        if (o.kind() == AbstractObject.Kind.LAMBDA && o.type().equals(HANDLER)
            || o.kind() == AbstractObject.Kind.ALLOCATION
            && code.isApplication(code.classType(o.type()))
            && (code.isSubtype(code.classType(o.type()), code.classType(HANDLER))
            || code.isSubtype(code.classType(o.type()), code.classType(GROUP)))) {
          programHandlers = true;
          break;
        }
      }
    }
    return programHandlers;
  }
}

package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.signatures.MethodSignature;

/**
 * The JDK methods that print a stack trace to a {@code PrintStream}: {@code
 * Throwable.printStackTrace()} and {@code Thread.dumpStack()} print to {@code System.err},
 * {@code Throwable.printStackTrace(PrintStream s)} to {@code s}. Each holds the stream's monitor
 * while it prints (JDK 17 and 25: {@code synchronized (s.lock())}, and a plain {@code
 * PrintStream}'s lock is the stream itself), so the call takes and releases that monitor, around
 * whatever else the call is modelled as doing.
 *
 * <p>As for the print stream's own methods ({@code SynchronizedCollectionModel}), the monitor
 * matters only where the model has it ({@link TranslationContext#printLockModelled}: a {@code
 * synchronized} of the program may take the stream, or a call holding it may run application
 * code, as this one does with the throwable's overridden {@code getMessage} or {@code toString},
 * which run inside, {@link PrintLockCallbacks}): otherwise every holder is a printing method
 * running JDK code only, which takes no other lock of the model while it holds it and never
 * waits, so no cycle or endless wait passes through it. Where the program may take it,
 * leaving the step out lost a real lock cycle ({@code synchronized (System.err) { ... }} in one
 * thread against a {@code printStackTrace()} under another lock): a wrong HOLDS. A stream
 * argument with no abstract object adds nothing (it is not a stream a {@code synchronized} of
 * the program holds: those have objects). A {@code PrintWriter} argument's lock is the
 * writer's {@code lock} field: taken where the model names it ({@link PrintWriterLocks}), else
 * an {@code io-lock} caveat where the call runs application code ({@link
 * PrintLockCallbacks#writerCaveat}).
 */
final class StackTracePrinting {
  private final TranslationContext tc;

  StackTracePrinting(TranslationContext tc) {
    this.tc = tc;
  }

  /** The streams whose monitor the call prints under and a synchronized may take, or none. */
  List<AbstractObject> lockedStreams(LibraryModel.Call call) {
    MethodSignature sig = call.sig();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    List<Immediate> args = call.inv().getArgs();
    List<AbstractObject> streams;
    if (cls.equals("java.lang.Throwable") && name.equals("printStackTrace") && args.isEmpty()
        || cls.equals("java.lang.Thread") && name.equals("dumpStack")) {
      streams = tc.standardError();
    } else if (cls.equals("java.lang.Throwable") && name.equals("printStackTrace")
        && args.size() == 1 && sig.getParameterTypes().get(0).toString()
        .equals("java.io.PrintStream") && args.get(0) instanceof Local l) {
      streams = tc.pts().pointsTo(call.mi(), call.index(), l);
    } else if (cls.equals("java.lang.Throwable") && name.equals("printStackTrace")
        && args.size() == 1 && args.get(0) instanceof Local l) {
      return writerLocks(tc.pts().pointsTo(call.mi(), call.index(), l));
    } else {
      return List.of();
    }
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject s : streams) {
      if (tc.printLockModelled(s)) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * The print writers a {@code printStackTrace(PrintWriter)} prints to whose own monitor the
   * model has: the call holds it ({@code synchronized (s.lock())}, and the JDK's wrapper's lock
   * is the writer object, not its {@code lock} field) while it renders the throwable. Only
   * writers whose lock field the model names ({@link PrintWriterLocks}; the others keep an
   * {@code io-lock} caveat), and only where a {@code synchronized} of the program may take the
   * monitor or such a call may run application code under it ({@link PrintLockCallbacks}):
   * elsewhere every holder runs JDK code only, as for a print stream.
   */
  private List<AbstractObject> writerLocks(List<AbstractObject> writers) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject w : writers) {
      if (PrintWriterLocks.isPrintWriter(w) && PrintWriterLocks.lockOf(tc, w) != null
          && PrintWriterLocks.modelled(tc, w) && !out.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * The lock the JDK's default handling of an uncaught exception takes in the dying thread, or
   * null: with no handler of its own, the thread's group ({@code ThreadGroup.uncaughtException})
   * prints the exception with {@code printStackTrace(System.err)}, under {@code System.err}'s
   * monitor, before the thread ends (and before a {@code join} of it returns). Only where the
   * model has {@code System.err}'s monitor (see the class comment),
   * and only for objects of {@code Thread} classes (a pool's task is not a thread; a future task
   * catches what its function throws). Where the program installs handlers,
   * {@code UncaughtHandlers} runs them and takes this lock on its "no handler" alternative;
   * a thread none of whose handlers can be in effect takes it alone.
   */
  static String defaultPrintLock(TranslationContext tc, AbstractObject thread) {
    if (thread.kind() != AbstractObject.Kind.ALLOCATION || !tc.code().isSubtype(
        tc.code().classType(thread.type()), tc.code().classType("java.lang.Thread"))) {
      return null;
    }
    PrintLockCallbacks.unrunMessageCaveats(tc);
    for (AbstractObject err : tc.standardError()) {
      if (tc.printLockModelled(err)) {
        return tc.lockName(err, thread.origin());
      }
    }
    return null;
  }

  /** The printing of a dying thread at {@code label}: take and release {@code lock}, end. */
  static List<Command> printing(String label, String lock, Supplier<String> fresh,
      org.petrify.ir.rb.Origin o) {
    return List.of(new Command.Acquire(label, lock, o), new Command.Release(fresh.get(), lock, o),
        new Command.Goto(fresh.get(), org.petrify.ir.rb.Procedure.EXIT, o));
  }

  /**
   * The release of {@code lock}, the monitor of {@code s}; for a print writer first the take
   * and release of its lock field where the model has it ({@link PrintWriterLocks#modelled}):
   * the call writes the rendered text with the writer's {@code println}, which takes it.
   */
  private static List<Command> released(AbstractObject s, String lock, LibraryModel.Call call,
      TranslationContext tc) {
    AbstractObject field = PrintWriterLocks.isPrintWriter(s) ? PrintWriterLocks.lockOf(tc, s)
        : null;
    if (field == null || !PrintWriterLocks.modelled(tc, field)) {
      return List.of(new Command.Release(call.label().get(), lock, call.origin()));
    }
    String inner = tc.lockName(field, call.origin());
    return List.of(new Command.Acquire(call.label().get(), inner, call.origin()),
        new Command.Release(call.label().get(), inner, call.origin()),
        new Command.Release(call.label().get(), lock, call.origin()));
  }

  /**
   * The call's alternatives, each between an acquire and a release of one of {@code streams}
   * (one alternative per stream and modelled alternative; a call modelled as doing nothing has
   * the lock steps alone).
   */
  static List<Supplier<List<Command>>> around(List<Supplier<List<Command>>> alternatives,
      List<AbstractObject> streams, LibraryModel.Call call, TranslationContext tc) {
    if (streams.isEmpty()) {
      return alternatives;
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject s : streams) {
      String lock = tc.lockName(s, call.origin());
      out.addAll(Alternatives.wrapped(
          () -> List.of(new Command.Acquire(call.label().get(), lock, call.origin())),
          alternatives,
          () -> released(s, lock, call, tc)));
    }
    return out;
  }
}

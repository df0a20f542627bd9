package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The lock of a {@code java.io.PrintWriter}: its {@code lock} field, which every public method
 * of the writer holds while it works, {@code printf}/{@code format} while they render their
 * arguments ({@code toString}, {@code Formattable.formatTo}) (JDK 17 to 25); {@code
 * print(Object)} and {@code println(Object)} render before they take it. {@code new
 * PrintWriter(Writer w)} sets it to {@code w}. ({@code Throwable.printStackTrace(PrintWriter)}
 * holds the writer object's own monitor instead, {@link StackTracePrinting}.)
 *
 * <p>The model names that lock ({@link #lockOf}) only where it knows it: a writer allocated by
 * the program, exactly of class {@code PrintWriter}, one runtime object (not a summary), every
 * constructor call of which wraps the same one object (not a summary) of a {@code
 * StringWriter} or {@code CharArrayWriter}; the lock is then that object's monitor, which other
 * writers over it share. Soundness: those wrapped writers are JDK classes whose methods run
 * JDK code only and take no lock the model has (a {@code synchronized} of the program on one
 * is an {@code io-lock} caveat, {@link TranslationContext}), so every other holder of the lock
 * (a {@code BufferedWriter} over the same {@code StringWriter}, the JDK writing) releases it,
 * and the writer's own methods run nothing but their call-backs under it. A writer over a
 * stream, a file or another writer (whose lock is a fresh {@code BufferedWriter}, or a writer
 * that may write to {@code System.out} under it) is not named and keeps the UNSOUND {@code
 * io-lock} caveat ({@link PrintLockCallbacks#writerCaveat}).
 */
final class PrintWriterLocks {
  private PrintWriterLocks() {}

  private static final String PRINT_WRITER = "java.io.PrintWriter";

  /** Wrapped writers whose lock is themselves and whose methods run JDK code only. */
  private static final Set<String> LEAF_WRITERS = Set.of("java.io.StringWriter",
      "java.io.CharArrayWriter");

  /** True for the object of a {@code PrintWriter} (any: named lock or not). */
  static boolean isPrintWriter(AbstractObject o) {
    return o.type().equals(PRINT_WRITER);
  }

  /** The object whose monitor stands for the writer's lock, or null if it is not known. */
  static AbstractObject lockOf(TranslationContext tc, AbstractObject writer) {
    return locks(tc).get(writer.id());
  }

  /**
   * True for a named lock the model takes at every call of its writers' methods: some call
   * holds it while it runs application code that is not plain ({@link PrintLockCallbacks}:
   * a {@code printf}/{@code format} of the writer, a {@code printStackTrace} to it), or a
   * {@code synchronized} of the program may take it. Elsewhere every holder runs JDK code only
   * (class comment) and it is left out, as a print stream's is.
   */
  static boolean modelled(TranslationContext tc, AbstractObject lock) {
    return PrintLockCallbacks.streams(tc).contains(lock.id()) || tc.takenBySynchronized(lock);
  }

  /** The named locks of {@code writers}, or null if one of them has none. */
  static List<AbstractObject> locksOf(TranslationContext tc, List<AbstractObject> writers) {
    List<AbstractObject> out = new java.util.ArrayList<>();
    for (AbstractObject w : writers) {
      AbstractObject lock = lockOf(tc, w);
      if (lock == null) {
        return null;
      }
      if (!out.contains(lock)) {
        out.add(lock);
      }
    }
    return out;
  }

  private static Map<Integer, AbstractObject> locks(TranslationContext tc) {
    return tc.pts().memo("printWriterLocks", () -> scan(tc));
  }

  /** Writer id to lock object, for the writers every constructor call of which agrees. */
  private static Map<Integer, AbstractObject> scan(TranslationContext tc) {
    PointsToResult pts = tc.pts();
    Map<Integer, AbstractObject> found = new HashMap<>();
    Set<Integer> unknown = new java.util.HashSet<>();
    PrintLockCallbacks.forEachReachable(pts, (mi, i, stmt) -> {
      if (!(MethodCode.invokeOf(stmt) instanceof AbstractInstanceInvokeExpr inv)
          || !inv.getMethodSignature().getName().equals("<init>")
          || !inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals(PRINT_WRITER)) {
        return;
      }
      for (AbstractObject w : pts.pointsTo(mi, i, inv.getBase())) {
        AbstractObject lock = isPrintWriter(w) && w.kind() == AbstractObject.Kind.ALLOCATION
            && !pts.isSummary(w) ? constructed(tc, mi, i, inv) : null;
        AbstractObject before = found.putIfAbsent(w.id(), lock);
        if (lock == null || before != null && before != lock) {
          unknown.add(w.id());
        }
      }
    });
    unknown.forEach(found::remove);
    found.values().removeIf(java.util.Objects::isNull);
    return found;
  }

  /** The lock the constructor call gives its writer, or null (class comment). */
  private static AbstractObject constructed(TranslationContext tc, MethodInstance mi, int i,
      AbstractInstanceInvokeExpr inv) {
    MethodSignature sig = inv.getMethodSignature();
    if (sig.getParameterCount() == 0 || !(inv.getArg(0) instanceof Local l)
        || !sig.getParameterTypes().get(0).toString().equals("java.io.Writer")) {
      return null;
    }
    List<AbstractObject> wrapped = tc.pts().pointsTo(mi, i, l);
    return wrapped.size() == 1 && wrapped.get(0).kind() == AbstractObject.Kind.ALLOCATION
        && !tc.pts().isSummary(wrapped.get(0)) && LEAF_WRITERS.contains(wrapped.get(0).type())
        ? wrapped.get(0) : null;
  }
}

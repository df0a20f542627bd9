package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.types.ClassType;

/**
 * The exception routes of {@link ProcedureTranslator}: the handler statements an exception
 * raised at a statement of one method instance may reach, and whether it may leave the method.
 * It also records which handlers were reached (fully, or only by what an application callee
 * throws from inside: {@link ImplicitExceptions#fromInsideCallee}) and reports them to the
 * {@link TranslationContext} once the method is translated ({@link #noteHandlers}).
 *
 * <p>Handlers are visited innermost first by their protected ranges ({@link
 * ImplicitExceptions#innerFirst}: SootUp's handler map does not keep the JVM's trap order). An
 * exception that some handler surely catches (every possible class, or {@code Throwable}) never
 * escapes; it reaches no handler after that one only when that one's range lies strictly inside
 * every later handler's ({@link ImplicitExceptions#innerToAll}), else later handlers that may
 * catch it stay routes (more than the JVM takes, never fewer). A handler that covers its own
 * statement (javac's catch-all monitor-release handler) is never a route.
 */
final class ExceptionRoutes {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;
  private final Set<Integer> reached = new LinkedHashSet<>();
  /** Handlers an application callee may also throw to from inside, with the callee's name. */
  private final Map<Integer, String> partlyReached = new TreeMap<>();

  ExceptionRoutes(TranslationContext tc, MethodInstance mi, MethodCode code) {
    this.tc = tc;
    this.mi = mi;
    this.code = code;
  }

  /**
   * Where an exception goes: the distinct handler statements, in handler order, and whether
   * it may also leave the method.
   */
  record Routes(List<Integer> handlers, boolean mayEscape) {}

  /**
   * The routes of an exception thrown at statement {@code i} whose class is one of
   * {@code types} (empty: unknown class, every handler may catch it).
   */
  Routes thrownAt(int i, List<String> types) {
    List<Integer> targets = new ArrayList<>();
    boolean caughtForSure = false;
    ThrowAnalysis ta = tc.throwAnalysis();
    List<Map.Entry<ClassType, Integer>> handlers = ImplicitExceptions.innerFirst(code, i);
    for (int k = 0; k < handlers.size(); k++) {
      Map.Entry<ClassType, Integer> h = handlers.get(k);
      int target = h.getValue();
      boolean applies = types.isEmpty();
      boolean all = !types.isEmpty();
      for (String ty : types) {
        applies |= ta.mayCatch(ty, h.getKey());
        all &= ta.surelyCatches(ty, h.getKey());
      }
      if (h.getKey().getFullyQualifiedName().equals("java.lang.Throwable")) {
        applies = true;
        all = true;
      }
      if (applies) {
        reached.add(target);
        if (!targets.contains(target)) {
          targets.add(target);
        }
      }
      if (all) {
        caughtForSure = true;
        if (ImplicitExceptions.innerToAll(code, handlers, k)) {
          break;
        }
      }
    }
    return new Routes(targets, !caughtForSure);
  }

  /**
   * The handler statements an implicit or library exception of statement {@code i} may reach
   * ({@link ImplicitExceptions#handlerTargets}), in its order; notes the handlers an
   * application callee of {@code i} may throw to from inside.
   */
  List<Integer> implicitAt(int i) {
    ImplicitExceptions ie = tc.implicitExceptions();
    for (Map.Entry<ClassType, Integer> h : code.handlers(i).entrySet()) {
      if (h.getValue() != i && h.getValue() >= 0 && ie.fromInsideCallee(mi, i, h.getKey())) {
        partlyReached.putIfAbsent(h.getValue(), tc.pts().callees(mi, i).iterator().next()
            .method().getName());
      }
    }
    List<Integer> targets = new ArrayList<>();
    for (int target : ie.handlerTargets(mi, code, i)) {
      reached.add(target);
      targets.add(target);
    }
    return targets;
  }

  /** The classes of the exception a {@code throw} at statement {@code at} throws (empty: unknown). */
  List<String> thrownTypes(int at, JThrowStmt t) {
    List<String> types = new ArrayList<>();
    if (t.getOp() instanceof Local l) {
      for (AbstractObject o : tc.pts().pointsTo(mi, at, l)) {
        types.add(o.type());
      }
    }
    return types;
  }

  /** Records that the handler at statement {@code target} is reached (an interrupted wait). */
  void reached(int target) {
    reached.add(target);
  }

  /** Reports the reached handlers to the context ({@link TranslationContext#noteHandlers}). */
  void noteHandlers() {
    tc.noteHandlers(mi, code, reached, partlyReached);
  }
}

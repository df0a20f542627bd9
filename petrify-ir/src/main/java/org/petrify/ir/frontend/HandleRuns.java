package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * Whether method handles that reachable code makes may be run, for {@link ReflectedFields}: a
 * forward flow of "may hold one of those handles" over the locals of the reachable methods and
 * the fields (field-based: a field of any object), to a fixpoint. The handles may run when
 * the flow reaches an operand of a call that runs handled code
 * ({@link LibraryFacts#runsHandledCode}), or leaves what the flow follows.
 *
 * <p>It follows: copies and casts; stores into fields and reads of such fields; stores into
 * arrays (the array local then holds it) and loads from them; arguments and receivers of
 * application callees (their parameter and {@code this} locals) and returns (the result
 * locals of every call site of the method, found in the reachable code); and, for the JDK
 * calls that only make, adapt or combine handles ({@code java.lang.invoke}, not running one)
 * or keep data ({@code java.util} collections and helpers, {@code java.lang.Object},
 * {@code java.util.Objects}), every reference operand of the call holds what one of them
 * holds (receiver, arguments and result: a handle added to a list is in the list and in its
 * {@code toArray}). Anything else a holding value meets makes the answer "may run": another
 * JDK call (it may keep the handle where the flow does not look), an {@code invokedynamic}
 * (a lambda captures it), a call that calls back the program, a return from a method that
 * something unseen may call ({@link ReflectedFields.Callers#unknownCallers}).
 *
 * <p>Sound because a handle runs only through one of the {@code runsHandledCode} calls
 * (every other {@code java.lang.invoke} method makes, adapts or combines handles, and an
 * adapted handle is followed like the original), and a handle made by reachable code reaches
 * such a call, in reachable code, only through the moves followed here; code the model does
 * not see is run by a JDK call that carries its own UNSOUND caveat. Flow-insensitive within a
 * method; one pass set per query.
 */
final class HandleRuns {
  /** A local of a method body (every instance of the method shares it). */
  private record Slot(MethodSignature method, String local) {}

  /** The fixpoint's iteration bound; reaching it answers "may run". */
  private static final int MAX_ROUNDS = 64;

  private final PointsToResult pts;
  private final ReflectedFields.Callers callers;
  private final Set<Slot> holding = new HashSet<>();
  private final Set<String> fields = new HashSet<>();
  /** Arrays and containers (abstract objects) a handle was put into. */
  private final Set<AbstractObject> objects = new HashSet<>();
  private final Map<MethodSignature, List<Slot>> resultSlots = new HashMap<>();
  private boolean changed;

  private HandleRuns(PointsToResult pts, ReflectedFields.Callers callers) {
    this.pts = pts;
    this.callers = callers;
  }

  /**
   * True if a handle held by one of {@code seeds} (locals of reachable methods, each assigned
   * the handle) may be run by reachable code.
   */
  static boolean mayRun(PointsToResult pts, ReflectedFields.Callers callers,
      Set<ReflectedFields.Site> seeds) {
    HandleRuns h = new HandleRuns(pts, callers);
    for (ReflectedFields.Site s : seeds) {
      if (!(s.stmt() instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)) {
        return true;
      }
      h.holding.add(new Slot(s.method().method().getSignature(), l.getName()));
    }
    return h.run();
  }

  private boolean run() {
    collectResultSlots();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.size(); i++) {
          if (escapes(mi, body, i)) {
            return true;
          }
        }
      }
      if (!changed) {
        return false;
      }
    }
    return true;
  }

  /** The result locals of the reachable call sites of each application method. */
  private void collectResultSlots() {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && MethodCode.invokeOf(a) != null) {
          for (MethodInstance callee : pts.callees(mi, i)) {
            resultSlots.computeIfAbsent(callee.method().getSignature(), k -> new ArrayList<>())
                .add(new Slot(mi.method().getSignature(), l.getName()));
          }
        }
      }
    }
  }

  /** Moves the flow across statement {@code i}; true if a held handle may run or escape. */
  private boolean escapes(MethodInstance mi, MethodCode body, int i) {
    MethodSignature m = mi.method().getSignature();
    Stmt s = body.stmt(i);
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv != null) {
      return call(mi, body, i, inv);
    }
    if (s instanceof JReturnStmt r && holds(mi, i, r.getOp())) {
      if (callers.unknownCallers().contains(m)) {
        return true;
      }
      for (Slot slot : resultSlots.getOrDefault(m, List.of())) {
        add(slot);
      }
      return false;
    }
    if (!(s instanceof JAssignStmt a)) {
      return false;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
    boolean in = holds(mi, i, rhs)
        || rhs instanceof JFieldRef f && fields.contains(key(f))
        || rhs instanceof JArrayRef ar && holds(mi, i, ar.getBase());
    if (!in) {
      return false;
    }
    Value lhs = a.getLeftOp();
    if (lhs instanceof Local l) {
      add(new Slot(m, l.getName()));
    } else if (lhs instanceof JFieldRef f) {
      changed |= fields.add(key(f));
    } else if (lhs instanceof JArrayRef ar) {
      return !keeps(mi, i, ar.getBase());
    }
    return false;
  }

  /** A call with a held operand: followed into application callees, or through the JDK. */
  private boolean call(MethodInstance mi, MethodCode body, int i, AbstractInvokeExpr inv) {
    MethodSignature m = mi.method().getSignature();
    Stmt s = body.stmt(i);
    Local result = s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l ? l : null;
    Local receiver = inv instanceof AbstractInstanceInvokeExpr ii ? ii.getBase() : null;
    boolean any = receiver != null && holds(mi, i, receiver);
    for (Immediate arg : inv.getArgs()) {
      any |= holds(mi, i, arg);
    }
    if (!any) {
      return false;
    }
    if (inv instanceof JDynamicInvokeExpr || !pts.callbacks(mi, i).isEmpty()) {
      return true;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (LibraryFacts.runsHandledCode(cls, name)) {
      return true;
    }
    Set<MethodInstance> callees = pts.callees(mi, i);
    for (MethodInstance callee : callees) {
      into(mi, i, callee, receiver, inv);
    }
    if (!callees.isEmpty() && !TrustedLibrary.isPlatform(cls)) {
      return false;
    }
    if (!isPassThrough(inv)) {
      return true;
    }
    if (receiver != null && !keeps(mi, i, receiver)) {
      return true;
    }
    for (Immediate arg : inv.getArgs()) {
      if (arg instanceof Local l && !keeps(mi, i, l)) {
        return true;
      }
    }
    if (result != null) {
      add(new Slot(m, result.getName()));
    }
    return false;
  }

  /**
   * Marks {@code l} (at statement {@code at}) as holding a handle: a handle value itself by
   * its local; an array or container also by its abstract objects, so that every alias sees
   * it. False if such an object has no abstract object (the flow cannot follow it).
   */
  private boolean keeps(MethodInstance mi, int at, Local l) {
    add(new Slot(mi.method().getSignature(), l.getName()));
    if (isHandleType(l)) {
      return true;
    }
    List<AbstractObject> pointed = pts.pointsTo(mi, at, l);
    if (pointed.isEmpty()) {
      return false;
    }
    changed |= objects.addAll(pointed);
    return true;
  }

  private static boolean isHandleType(Local l) {
    String t = l.getType().toString();
    return t.startsWith("java.lang.invoke.") && !t.endsWith("[]");
  }

  /** The held receiver and arguments become the callee's {@code this} and parameters. */
  private void into(MethodInstance caller, int at, MethodInstance callee, Local receiver,
      AbstractInvokeExpr inv) {
    MethodCode body = pts.body(callee);
    if (body == null) {
      return;
    }
    MethodSignature m = callee.method().getSignature();
    for (Stmt st : body.stmts()) {
      if (!(st instanceof JIdentityStmt id)) {
        continue;
      }
      if (id.getRightOp() instanceof JThisRef && receiver != null
          && holds(caller, at, receiver)) {
        add(new Slot(m, id.getLeftOp().getName()));
      } else if (id.getRightOp() instanceof JParameterRef p && p.getIndex() < inv.getArgCount()
          && holds(caller, at, inv.getArg(p.getIndex()))) {
        add(new Slot(m, id.getLeftOp().getName()));
      }
    }
  }

  /**
   * A JDK call that only makes, adapts or combines handles, or keeps data in the objects it is
   * given: {@code java.lang.invoke} (not running a handle), {@code java.util} (collections,
   * arrays), {@code Object} and {@code Objects}.
   */
  private static boolean isPassThrough(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (cls.startsWith("java.lang.invoke.")) {
      return !LibraryFacts.runsHandledCode(cls, inv.getMethodSignature().getName());
    }
    return cls.equals("java.lang.Object") || cls.equals("java.util.Objects")
        || cls.startsWith("java.util.") && cls.indexOf('.', "java.util.".length()) < 0;
  }

  /** True if {@code v}, used at statement {@code at}, may hold one of the handles. */
  private boolean holds(MethodInstance mi, int at, Value v) {
    if (!(v instanceof Local l)) {
      return false;
    }
    if (holding.contains(new Slot(mi.method().getSignature(), l.getName()))) {
      return true;
    }
    if (objects.isEmpty() || isHandleType(l)) {
      return false;
    }
    for (AbstractObject o : pts.pointsTo(mi, at, l)) {
      if (objects.contains(o)) {
        return true;
      }
    }
    return false;
  }

  private void add(Slot slot) {
    changed |= holding.add(slot);
  }

  /** The field as the JVM resolves it (up the superclasses), as {@code pkg.Cls.name}. */
  private String key(JFieldRef f) {
    String cls = f.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    String name = f.getFieldSignature().getName();
    if (pts.code() != null) {
      var resolved = ReflectiveWrites.resolve(pts.code(), cls, name);
      if (resolved.isPresent()) {
        return resolved.get().declaringClass() + "." + name;
      }
    }
    return cls + "." + name;
  }
}

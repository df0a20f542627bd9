package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * Lists filled at known positions and then handed, unchanged, to lambdas: {@code List<Object>
 * locks = new ArrayList<>(); for (i < 2) locks.add(new Object()); new Thread(() ->
 * two(locks.get(0), locks.get(1)))}. A read {@code x = list.get(k)} with {@code k} known
 * (a constant, {@link MethodCode#intValue}, or an int pinned in the environment) whose list
 * objects are all such <em>frozen</em> lists refers, when not null, to one of the objects added
 * at position {@code k} (the points-to analysis stores them under the list's {@code [k]});
 * when that is one object, {@link PolledObjects} pins {@code x} to it.
 *
 * <p>A list object is frozen when it is an {@code ArrayList}, {@code LinkedList} or {@code
 * Vector} allocated by {@code new} in method {@code M} and ({@link MethodCode#listCaptures}):
 * built empty (or as a copy of a {@code List.of} of single elements, {@code
 * IteratorLoops.positionalCopy}, whose positions the points-to analysis
 * copies); its locals in {@code M} are used only for {@code add(e)} at one known position
 * on every path, the readers {@code size}, {@code isEmpty}, {@code get}, {@code contains},
 * {@code forEach}, copies, and as captured values of {@code invokedynamic} lambdas; no
 * {@code add} is reachable from a capture; and each capturing lambda is a {@code
 * LambdaMetafactory} lambda whose implementation method receives the list as a parameter
 * (not as its receiver) and uses that parameter for nothing but {@code get}, {@code size},
 * {@code isEmpty}, {@code contains} and {@code indexOf} calls on it.
 *
 * <p><b>Soundness.</b> The list never reaches code other than {@code M} and those lambda
 * bodies (it is not stored, returned, passed or captured otherwise), none of which changes it
 * after the first capture, and before it only {@code M}'s appends at known positions do; so
 * from the first capture on, element {@code k} of every runtime list of the object is the
 * object {@code M} added at position {@code k}, which the points-to analysis records under
 * {@code [k]} (for a summary object, the union over its runtime lists). A read before the
 * first capture happens in {@code M} only, where the existing per-method rules apply; a read
 * in a lambda happens after the capture. {@code get(k)} beyond the size throws before the
 * result is assigned. Anything else (an escape, an {@code add} or other change after a
 * capture, an iterator that might remove, a lambda that passes the list on, an unknown index)
 * keeps the list's whole contents.
 */
final class FrozenLists {
  private static final Set<String> LIST_TYPES = Set.of("java.util.ArrayList",
      "java.util.LinkedList", "java.util.Vector");
  private static final Set<String> LAMBDA_READERS = Set.of("get", "size", "isEmpty",
      "contains", "indexOf");

  private final PointsToResult pts;
  private final Map<Integer, Boolean> frozen = new HashMap<>();

  FrozenLists(PointsToResult pts) {
    this.pts = pts;
  }

  /**
   * The one object {@code x = rhs} may refer to at statement {@code at} of {@code mi} when
   * {@code rhs} is {@code list.get(k)} on frozen lists with {@code k} known, or null.
   */
  AbstractObject element(PolledObjects polled, MethodInstance mi, int at,
      AbstractInstanceInvokeExpr get, Environment env) {
    if (!get.getMethodSignature().getName().equals("get") || get.getArgCount() != 1
        || !get.getMethodSignature().getParameterTypes().get(0).toString().equals("int")) {
      return null;
    }
    Integer k = IndexedElements.index(pts.body(mi), at, get.getArg(0), env);
    if (k == null || k < 0) {
      return null;
    }
    List<AbstractObject> lists = polled.pointsTo(mi, at, get.getBase());
    if (lists.isEmpty()) {
      return null;
    }
    Set<AbstractObject> candidates = new LinkedHashSet<>();
    for (AbstractObject list : lists) {
      if (!isFrozen(list)) {
        return null;
      }
      candidates.addAll(pts.fieldPointsTo(list, "[" + k + "]"));
    }
    return candidates.size() == 1 ? candidates.iterator().next() : null;
  }

  /** True if the list object is frozen (see the class comment). */
  boolean isFrozen(AbstractObject list) {
    return frozen.computeIfAbsent(list.id(), id -> decide(list));
  }

  private boolean decide(AbstractObject list) {
    if (list.kind() != AbstractObject.Kind.ALLOCATION || !LIST_TYPES.contains(list.type())) {
      return false;
    }
    MethodInstance mi = pts.allocatedIn(list);
    MethodCode code = mi == null ? null : pts.body(mi);
    int def = code == null ? -1 : allocation(mi, code, list);
    if (def < 0) {
      return false;
    }
    Local listLocal = (Local) ((JAssignStmt) code.stmt(def)).getLeftOp();
    List<Integer> captures = code.listCaptures(def);
    if (captures == null) {
      return false;
    }
    Set<String> aliases = aliasesAt(code, listLocal);
    for (int c : captures) {
      if (!readOnlyCapture(code, c, aliases)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The one statement {@code l = new T} of the body whose object, where it goes on, is
   * {@code list}; -1 if there is none or more than one.
   */
  private int allocation(MethodInstance mi, MethodCode code, AbstractObject list) {
    int found = -1;
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && a.getRightOp() instanceof sootup.core.jimple.common.expr.JNewExpr ne
          && ne.getType().getFullyQualifiedName().equals(list.type())
          && code.successors(i).length > 0
          && pts.pointsTo(mi, code.successors(i)[0], l).contains(list)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /** The list's local and the locals that copy it (the shapes {@code listCaptures} admits). */
  private static Set<String> aliasesAt(MethodCode code, Local list) {
    Set<String> out = new LinkedHashSet<>(Set.of(list.getName()));
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Stmt s : code.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && a.getRightOp() instanceof Local r && out.contains(r.getName())) {
          grew |= out.add(l.getName());
        } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && a.getRightOp() instanceof sootup.core.jimple.common.expr.JCastExpr cast
            && cast.getOp() instanceof Local r && out.contains(r.getName())) {
          grew |= out.add(l.getName());
        }
      }
    }
    return out;
  }

  /**
   * True if the lambda made at statement {@code c} receives the list as a parameter of its
   * implementation method and every reachable instance of that method only reads it.
   */
  private boolean readOnlyCapture(MethodCode code, int c, Set<String> aliases) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(c));
    if (!(inv instanceof JDynamicInvokeExpr dyn) || !dyn.getBootstrapMethodSignature()
        .getDeclClassType().getFullyQualifiedName().equals("java.lang.invoke.LambdaMetafactory")) {
      return false;
    }
    MethodHandle handle = null;
    for (Immediate b : dyn.getBootstrapArgs()) {
      if (b instanceof MethodHandle h && h.isMethodRef()) {
        handle = handle == null ? h : handle;
      }
    }
    if (handle == null || handle.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
      return false;
    }
    MethodSignature impl = (MethodSignature) handle.getReferenceSignature();
    boolean instance = handle.getKind() != MethodHandle.Kind.REF_INVOKE_STATIC;
    for (int j = 0; j < dyn.getArgCount(); j++) {
      if (!(dyn.getArg(j) instanceof Local u) || !aliases.contains(u.getName())) {
        continue;
      }
      int parameter = instance ? j - 1 : j;
      if (parameter < 0 || parameter >= impl.getParameterCount()) {
        return false;
      }
      for (MethodInstance target : pts.reachable()) {
        if (target.method().getSignature().equals(impl)
            && !readsOnly(pts.body(target), parameter)) {
          return false;
        }
      }
    }
    return true;
  }

  /** True if parameter {@code p} of the body is used only as the receiver of list readers. */
  private static boolean readsOnly(MethodCode body, int p) {
    if (body == null) {
      return false;
    }
    String local = null;
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef ref
          && ref.getIndex() == p) {
        local = id.getLeftOp().getName();
      }
    }
    if (local == null) {
      return true;
    }
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt) {
        continue;
      }
      boolean uses = false;
      for (Value v : s.getUses()) {
        uses |= v instanceof Local u && u.getName().equals(local);
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && l.getName().equals(local)) {
        return false;
      }
      if (!uses) {
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv instanceof JDynamicInvokeExpr
          || !ii.getBase().getName().equals(local)
          || !LAMBDA_READERS.contains(inv.getMethodSignature().getName())) {
        return false;
      }
      for (Value arg : inv.getArgs()) {
        if (arg instanceof Local u && u.getName().equals(local)) {
          return false;
        }
      }
    }
    return true;
  }
}

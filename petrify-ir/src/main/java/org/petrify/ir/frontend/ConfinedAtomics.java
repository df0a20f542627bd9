package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.types.PrimitiveType;

/**
 * Atomic objects that never leave the code the points-to analysis follows ({@link
 * AtomicValues}): a call on an atomic whose receiver the analysis does not know ({@code
 * values[i].set(v)} on an array that {@code Arrays.setAll} filled) may be on any object of the
 * class, except on a <em>confined</em> one when the receiver is read from an array.
 *
 * <p>An object is confined when every reachable use of a local that may hold it is a copy or
 * reference cast into a local, a store into a field, a test ({@code ==}, {@code instanceof}),
 * a monitor, or the receiver of one of the atomic operations {@link AtomicValues#op} models
 * (which do not hand their receiver on); so it is never passed to a call, returned, thrown,
 * captured by a lambda or stored into an array; and no reachable code reads a field it is
 * stored into (any field of that name and type) through a receiver the analysis knows nothing
 * about (reachable code, or the body of a lambda the analysis does not reach: see {@link
 * #unreachedLambdas}).
 *
 * <p>Soundness, under the assumption every rule of the translation makes of the points-to
 * analysis (a non-empty set holds every object the local may hold; an empty one is unknown):
 * a local holds a confined object only through the flows the analysis follows (its
 * allocation, copies, stores into fields and reads of them through known receivers: calls,
 * returns, arrays and unknown receivers are excluded), so its set shows the object. An array
 * element holds an object only if some code stored it there. Reachable code storing a confined
 * object into an array would be an excluded use of a local whose set shows it; code the
 * analysis does not follow (the JDK's, a library's) can store only objects it received, and a
 * confined object is never handed to it (the first hand-over would be an excluded use). So no
 * array element is ever a confined object, and a call whose receiver is defined only by
 * array reads never runs on one.
 */
final class ConfinedAtomics {
  private final Set<AbstractObject> escaped = new HashSet<>();
  /** Per object, the fields (name and type) a store may put it in. */
  private final Map<AbstractObject, Set<String>> storedIn = new HashMap<>();
  /** The fields (name and type) reachable code reads through an unknown receiver. */
  private final Set<String> blindLoads = new HashSet<>();
  /** True when code the analysis does not reach may hand objects on: nothing is confined. */
  private boolean off;
  /** Judges the JDK calls of unseen lambda bodies on their values, made at the first one. */
  private LambdaCalls lambdaCalls;

  /** Scans the reachable code, and the lambdas it hands to code not followed, once. */
  ConfinedAtomics(PointsToResult pts) {
    unreachedLambdas(pts);
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        for (Value u : s.getUses()) {
          if (u instanceof Local l && !(l.getType() instanceof PrimitiveType)
              && !allowed(s, l)) {
            atomics(pts.pointsTo(mi, i, l)).forEach(escaped::add);
          }
        }
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
            && stored(a.getRightOp()) instanceof Local l) {
          for (AbstractObject o : atomics(pts.pointsTo(mi, i, l))) {
            storedIn.computeIfAbsent(o, k -> new HashSet<>()).add(field(f));
          }
        }
        if (s instanceof JAssignStmt a && a.getRightOp() instanceof JInstanceFieldRef f
            && pts.pointsTo(mi, i, f.getBase()).isEmpty()) {
          blindLoads.add(field(f));
        }
      }
    }
  }

  /**
   * Lambdas the analysis does not reach (a library runs them, unseen; the translation notes
   * them UNSOUND, library-callback): each field such a body reads counts as read through an
   * unknown receiver; a body that calls anything but the constructor of an object it
   * allocates, a harmless JDK method ({@link OpaqueCalls}) or a JDK call whose values and
   * call-backs it can judge ({@link LambdaCalls}), or whose code is not at hand,
   * turns the rule off. A lambda whose implementation is a JDK method is no unseen program
   * code ({@link #libraryCode}).
   */
  private void unreachedLambdas(PointsToResult pts) {
    Set<sootup.core.signatures.MethodSignature> reached = new HashSet<>();
    pts.reachable().forEach(mi -> reached.add(mi.method().getSignature()));
    for (AbstractObject o : pts.objects()) {
      if (o.kind() != AbstractObject.Kind.LAMBDA || o.lambda() == null) {
        continue;
      }
      if (!(o.lambda().implementation().getReferenceSignature()
          instanceof sootup.core.signatures.MethodSignature m) || reached.contains(m)
          || libraryCode(pts, m)) {
        continue;
      }
      var impl = pts.code() == null ? null : pts.code().anyClass(m.getDeclClassType())
          .flatMap(c -> c.getMethod(m.getSubSignature()))
          .filter(sootup.core.model.SootMethod::hasBody).orElse(null);
      if (impl == null) {
        off = true;
        return;
      }
      var body = impl.getBody();
      for (Stmt s : body.getStmts()) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv != null && !inv.getMethodSignature().getName().equals("<init>")
            && !OpaqueCalls.harmless(pts.code(), body, inv)
            && !lambdaCalls(pts).accepts(o, impl, body, inv)) {
          off = true;
          return;
        }
        for (Value u : s.getUses()) {
          if (u instanceof JFieldRef f) {
            blindLoads.add(field(f));
          }
        }
        if (s instanceof JAssignStmt a && a.getRightOp() instanceof JFieldRef f) {
          blindLoads.add(field(f));
        }
      }
    }
  }

  private LambdaCalls lambdaCalls(PointsToResult pts) {
    if (lambdaCalls == null) {
      lambdaCalls = new LambdaCalls(pts);
    }
    return lambdaCalls;
  }

  /**
   * True if the implementation is a method of the JDK or of a library not followed, and no
   * object of an application class the program allocates overrides it: running the lambda is
   * then a call of code not followed on its captured values (each a use of a local at the
   * lambda's creation, so escaped if confined) and on the arguments its caller gives (objects
   * that caller holds, so never confined), like any call of that code from reachable code.
   */
  private static boolean libraryCode(PointsToResult pts, sootup.core.signatures.MethodSignature m) {
    var code = pts.code();
    if (code == null || code.isApplication(m.getDeclClassType())) {
      return false;
    }
    if (m.getName().equals("<init>")) {
      return true;
    }
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && o.type() != null) {
        var type = code.classType(o.type());
        if (code.isApplication(type) && code.isSubtype(type, m.getDeclClassType())
            && code.dispatch(type, m.getSubSignature())
                .filter(d -> code.isApplication(d.getDeclaringClassType())).isPresent()) {
          return false;
        }
      }
    }
    return true;
  }

  /** True if objects of the class are never stored into an array or handed to other code. */
  boolean confined(AbstractObject o) {
    return !off && !escaped.contains(o)
        && storedIn.getOrDefault(o, Set.of()).stream().noneMatch(blindLoads::contains);
  }

  /** True if every definition of the local in the body reads an array element. */
  static boolean fromArrays(MethodCode code, Local l) {
    boolean any = false;
    for (Stmt s : code.stmts()) {
      if (s.getDef().isPresent() && s.getDef().get() instanceof Local d
          && d.getName().equals(l.getName())) {
        if (!(s instanceof JAssignStmt a && a.getRightOp() instanceof JArrayRef)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  private static List<AbstractObject> atomics(List<AbstractObject> objs) {
    return objs.stream().filter(o -> AtomicValues.kindOf(o.type()) != null).toList();
  }

  private static String field(JFieldRef f) {
    return f.getFieldSignature().getName() + ":" + f.getFieldSignature().getType();
  }

  /** The local a store writes, through a reference cast. */
  private static Value stored(Value rhs) {
    return rhs instanceof JCastExpr c ? c.getOp() : rhs;
  }

  /** True if the use of {@code l} in {@code s} cannot hand the object it holds on. */
  private static boolean allowed(Stmt s, Local l) {
    if (s instanceof JIfStmt || s instanceof JEnterMonitorStmt || s instanceof JExitMonitorStmt
        || s instanceof JIdentityStmt) {
      return true;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv != null) {
      // the receiver of a modelled atomic operation, and not also one of its arguments
      return inv instanceof AbstractInstanceInvokeExpr ii && ii.getBase().equals(l)
          && AtomicValues.op(inv) != null && !inv.getArgs().contains(l);
    }
    if (!(s instanceof JAssignStmt a)) {
      return false; // return, throw, ...
    }
    Value lhs = a.getLeftOp();
    Value rhs = a.getRightOp();
    if (stored(rhs).equals(l)) {
      return !(lhs instanceof JArrayRef); // a copy, or a store into a field
    }
    return !(rhs instanceof AbstractInvokeExpr);
  }
}

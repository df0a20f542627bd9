package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.Constant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * The JDK calls in the body of a lambda the points-to analysis does not reach ({@link
 * ConfinedAtomics}) that run no program code, judged on what the values the call is given can
 * be (receiver-aware), where {@link OpaqueCalls} asks for plain values only: {@code
 * writer.println(reference.get())} on a captured {@code PrintWriter} and a parameter.
 *
 * <p>A call is accepted when its method is a JDK method {@link LibraryFacts} trusts to have no
 * concurrency effect ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}: it calls program
 * code only through {@code toString}, {@code equals}, {@code hashCode} or {@code compareTo} of
 * what it is given, and, for a writer or stream, through the {@code write}s of the writer or
 * stream it wraps), and each value it is given is one of
 * <ul>
 *   <li>a plain value ({@link OpaqueCalls#plain});</li>
 *   <li>a captured value, with the objects the analysis gives the lambda's capture field (an
 *       empty set, unknown, counts as a library-held value as below, the reading every rule
 *       gives an empty set of a local): an application object must dispatch the call (as
 *       receiver) and its {@code toString}/{@code equals}/{@code hashCode}/{@code compareTo}
 *       (as argument) to JDK code; a JDK object must be a final value or a {@code Writer} or
 *       {@code OutputStream};</li>
 *   <li>a value the library hands the lambda (a parameter beyond the captures) or a JDK call
 *       of the body returns (with the objects of that call's own values): an object the
 *       library holds. As a receiver, no allocated application class below the call's
 *       declaring class may override the method. As an argument, the application objects the
 *       library calls taking the lambda are given (and their contents) must have JDK
 *       call-backs only, and so must every allocated application class below the value's
 *       type when that is an application type.</li>
 * </ul>
 * A call on a {@code Writer} or {@code OutputStream} (or given one) is accepted only while no
 * object of an application subclass of either is allocated, so its {@code write}s are JDK
 * code.
 *
 * <p>Soundness for {@link ConfinedAtomics}: such a call hands on nothing but its values; the
 * captured ones escaped when the lambda was made (the capture is a use of their local), the
 * library-held ones were handed to the library before (each a use that escapes an atomic), and
 * it runs no application code. The one gap is the one of a JDK call in reachable code on a
 * value the library returns (an empty points-to set: {@link ArgumentCallbacks} and {@link
 * ConfinedAtomics} look only at the objects a set knows): an application object the library
 * holds and passes, typed {@code Object}, that did not come with the call taking the lambda,
 * may have its {@code toString} run unseen.
 */
final class LambdaCalls {
  private static final List<String> CALLBACKS = List.of("java.lang.String toString()",
      "boolean equals(java.lang.Object)", "int hashCode()", "int compareTo(java.lang.Object)");
  private static final List<String> SINKS = List.of("java.io.Writer", "java.io.OutputStream");

  private final PointsToResult pts;
  private final CodeBase code;
  private final List<ClassType> allocated = new ArrayList<>();
  private final boolean applicationSinks;
  /** Per lambda object, the objects (and their contents) a library call it is given gets. */
  private final java.util.Map<AbstractObject, List<AbstractObject>> handedWith =
      new java.util.HashMap<>();

  LambdaCalls(PointsToResult pts) {
    this.pts = pts;
    this.code = pts.code();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && o.type() != null) {
        ClassType t = code.classType(o.type());
        if (code.isApplication(t) && !allocated.contains(t)) {
          allocated.add(t);
        }
      }
    }
    applicationSinks = allocated.stream().anyMatch(this::isSink);
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null || code.isApplication(inv.getMethodSignature().getDeclClassType())) {
          continue;
        }
        List<Value> values = new ArrayList<>(inv.getArgs());
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          values.add(ii.getBase());
        }
        for (Value v : values) {
          if (!(v instanceof Local l)) {
            continue;
          }
          for (AbstractObject o : pts.pointsTo(mi, i, l)) {
            if (o.kind() == AbstractObject.Kind.LAMBDA) {
              handOver(mi, i, values, handedWith.computeIfAbsent(o, k -> new ArrayList<>()));
            }
          }
        }
      }
    }
  }

  /** Adds the objects a call hands the library, and their contents, to {@code into}. */
  private void handOver(MethodInstance mi, int at, List<Value> values, List<AbstractObject> into) {
    for (Value v : values) {
      if (v instanceof Local l) {
        for (AbstractObject o : pts.pointsTo(mi, at, l)) {
          into.add(o);
          into.addAll(pts.contents(o));
        }
      }
    }
  }

  /** The values a local of the body may hold: objects the analysis knows, or library-held. */
  private record Operand(List<AbstractObject> known, boolean library) {}

  /** True if the call {@code inv} of the body of lambda object {@code lambda} is accepted. */
  boolean accepts(AbstractObject lambda, JavaSootMethod impl, Body body, AbstractInvokeExpr inv) {
    ClassType decl = inv.getMethodSignature().getDeclClassType();
    String cls = decl.getFullyQualifiedName();
    if (!TrustedLibrary.isPlatform(cls) || code.isApplication(decl)
        || !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls,
            inv.getMethodSignature().getName())) {
      return false;
    }
    if (isSink(decl) && applicationSinks) {
      return false;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && !receiver(lambda, impl, body, ii, decl)) {
      return false;
    }
    for (Value arg : inv.getArgs()) {
      if (!argument(lambda, impl, body, arg)) {
        return false;
      }
    }
    return true;
  }

  private boolean receiver(AbstractObject lambda, JavaSootMethod impl, Body body,
      AbstractInstanceInvokeExpr ii, ClassType decl) {
    if (OpaqueCalls.plain(body, ii.getBase(), 0)) {
      return true;
    }
    Operand op = operand(lambda, impl, body, ii.getBase(), 0);
    if (op == null) {
      return false;
    }
    MethodSubSignature sub = ii.getMethodSignature().getSubSignature();
    for (AbstractObject o : op.known()) {
      if (o.type() == null || !jdkObject(o) && !dispatchesToJdk(code.classType(o.type()), sub)) {
        return false;
      }
    }
    return !op.library() || allocated.stream().filter(t -> code.isSubtype(t, decl))
        .allMatch(t -> dispatchesToJdk(t, sub));
  }

  private boolean argument(AbstractObject lambda, JavaSootMethod impl, Body body, Value arg) {
    if (OpaqueCalls.plain(body, arg, 0)) {
      return true;
    }
    Operand op = operand(lambda, impl, body, arg, 0);
    if (op == null) {
      return false;
    }
    List<AbstractObject> objs = new ArrayList<>(op.known());
    if (op.library()) {
      objs.addAll(handedWith.getOrDefault(lambda, List.of()));
    }
    for (AbstractObject o : objs) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && o.type() != null
          && code.isApplication(code.classType(o.type()))
          && !jdkCallbacks(code.classType(o.type()))) {
        return false;
      }
    }
    for (AbstractObject o : op.known()) {
      if (o.type() == null || !jdkObject(o) && !code.isApplication(code.classType(o.type()))) {
        return false;
      }
    }
    if (op.library() && arg.getType() instanceof ClassType t && code.isApplication(t)) {
      return allocated.stream().filter(a -> code.isSubtype(a, t)).allMatch(this::jdkCallbacks);
    }
    return true;
  }

  /**
   * The objects a value may be: for a local, by its every definition in the body (a capture,
   * a library parameter, a call's result, a cast); null when one is none of these.
   */
  private Operand operand(AbstractObject lambda, JavaSootMethod impl, Body body, Value v,
      int depth) {
    if (v instanceof Constant) {
      return new Operand(List.of(), false);
    }
    if (!(v instanceof Local l) || depth > 3) {
      return null;
    }
    List<AbstractObject> known = new ArrayList<>();
    boolean library = false;
    boolean defined = false;
    int captures = lambda.lambda().captures();
    int shift = impl.isStatic() ? 0 : 1;
    for (Stmt s : body.getStmts()) {
      if (!(s.getDef().isPresent() && s.getDef().get() instanceof Local d
          && d.getName().equals(l.getName()))) {
        continue;
      }
      defined = true;
      Value rhs = s instanceof JIdentityStmt id ? id.getRightOp()
          : s instanceof JAssignStmt a ? a.getRightOp() : null;
      int capture = rhs instanceof JParameterRef p ? p.getIndex() + shift
          : rhs instanceof JThisRef ? 0 : -1;
      if (capture >= 0 && capture < captures) {
        List<AbstractObject> objs = pts.capture(lambda, capture);
        known.addAll(objs);
        library |= objs.isEmpty(); // unknown: what code not followed made, as for any local
      } else if (capture >= 0) {
        library = true;
      } else if (rhs instanceof AbstractInvokeExpr call) {
        library = true;
        List<Value> values = new ArrayList<>(call.getArgs());
        if (call instanceof AbstractInstanceInvokeExpr ci) {
          values.add(ci.getBase());
        }
        for (Value u : values) {
          if (OpaqueCalls.plain(body, u, 0)) {
            continue;
          }
          Operand inner = operand(lambda, impl, body, u, depth + 1);
          if (inner == null) {
            return null;
          }
          known.addAll(inner.known());
        }
      } else if (rhs instanceof JCastExpr c) {
        Operand inner = operand(lambda, impl, body, c.getOp(), depth + 1);
        if (inner == null) {
          return null;
        }
        known.addAll(inner.known());
        library |= inner.library();
      } else {
        return null;
      }
    }
    return defined ? new Operand(known, library) : null;
  }

  /** True for an object of a JDK class whose methods run no program code here. */
  private boolean jdkObject(AbstractObject o) {
    if (o.kind() != AbstractObject.Kind.ALLOCATION || o.type() == null) {
      return false;
    }
    ClassType t = code.classType(o.type());
    return !code.isApplication(t) && TrustedLibrary.isPlatform(o.type())
        && (LibraryFacts.isFinalValueClass(o.type()) || isSink(t) && !applicationSinks);
  }

  private boolean isSink(ClassType t) {
    return SINKS.stream().anyMatch(s -> code.isSubtype(t, code.classType(s)));
  }

  private boolean dispatchesToJdk(ClassType t, MethodSubSignature sub) {
    Optional<JavaSootMethod> target = code.dispatch(t, sub);
    return target.isPresent() && !code.isApplication(target.get().getDeclaringClassType());
  }

  /** True if none of the class's call-backs is application code. */
  private boolean jdkCallbacks(ClassType t) {
    for (String m : CALLBACKS) {
      MethodSubSignature sub = code.view().getIdentifierFactory().parseMethodSubSignature(m);
      Optional<JavaSootMethod> target = code.dispatch(t, sub);
      if (target.isPresent() && code.isApplication(target.get().getDeclaringClassType())) {
        return false;
      }
    }
    return true;
  }
}

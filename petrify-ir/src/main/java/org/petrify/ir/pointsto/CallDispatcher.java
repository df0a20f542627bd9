package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootMethod;

/**
 * Resolves calls: for each receiver object (none for static and special calls) the target
 * method is looked up by the object's runtime type; application targets with a body are wired
 * up (receiver to {@code this}, arguments to parameters, return to result) in the context the
 * {@link ContextPolicy} chooses, JDK targets go to {@link LibraryEffects}, and calls of a
 * lambda's interface method go to its implementation method with the captured values first.
 */
final class CallDispatcher {
  private final CodeBase code;
  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private final ContextPolicy contexts;
  private final CallGraph calls;
  private LibraryEffects library;
  private MockitoModel mockito;
  private ParameterBranches branches;
  private InertMethods inert;
  private final Map<MethodSignature, Boolean> allocating = new HashMap<>();
  private final Map<MethodSignature, Boolean> takesReferencesOrAllocates = new HashMap<>();
  private final BlockingParameters blocking;
  private final ForeignObjects foreign;
  /**
   * Per invocation (by identity), the callee instances it has been wired to. Wiring an
   * invocation to a callee again, for another receiver object with the same context, only
   * repeats idempotent steps (the same argument and receiver site into the callee's sets, the
   * same subset edges, which the solver ignores when present, the same target into a set), so
   * it is skipped and only the new receiver goes into {@code this}: the solver sees the same
   * operations in the same order, and the result is the same. A merged ({@link InertMethods})
   * callee is reached by every receiver object of its call; this made the wiring a large part
   * of the analysis on a big library.
   *
   * <p>The value is the one callee instance most invocations ever get, or a set once there are
   * more (an invocation per call statement and receiver object of a library call-back: a set
   * per invocation was a large part of the heap on a big library).
   */
  private final Map<Invocation, Object> wired = new IdentityHashMap<>();

  CallDispatcher(CodeBase code, ConstraintSolver solver, HeapObjects heap,
      ContextPolicy contexts, CallGraph calls) {
    this.code = code;
    this.solver = solver;
    this.heap = heap;
    this.contexts = contexts;
    this.calls = calls;
    this.blocking = new BlockingParameters(code);
    this.foreign = new ForeignObjects(code, solver, heap);
  }

  /** Sets the library models (they and the dispatcher call each other). */
  void library(LibraryEffects library, MockitoModel mockito) {
    this.library = library;
    this.mockito = mockito;
  }

  /** The library models ({@link #library(LibraryEffects, MockitoModel)}). */
  LibraryEffects library() {
    return library;
  }

  /** Analyses callees per known argument values from now on ({@link ParameterBranches}). */
  void branches(ParameterBranches branches) {
    this.branches = branches;
  }

  /** Analyses {@link InertMethods inert} library methods in one context from now on. */
  void inert(InertMethods inert) {
    this.inert = inert;
  }

  /** Resolves a call for one receiver object (null for static calls) and wires it. */
  void dispatch(Invocation inv, AbstractObject receiver) {
    if (receiver != null && ForeignObjects.isMarker(receiver)) {
      // an object of JDK code that is not modelled: its JDK method has no modelled effect
      foreign.resultOf(inv, inv.sig(), library::modelsResult, library::resultComplete);
      return;
    }
    if (mockito.intercepts(inv, receiver)) {
      mockito.apply(inv, receiver);
      return;
    }
    if (receiver != null && receiver.kind() == AbstractObject.Kind.LAMBDA
        && inv.sig().getName().equals(receiver.lambda().interfaceMethod())) {
      lambdaCall(inv, receiver);
      return;
    }
    if (receiver != null && notArrayMethod(inv.sig(), receiver)) {
      return;
    }
    Optional<JavaSootMethod> target;
    if (inv.special() || receiver == null) {
      target = code.resolve(inv.sig());
    } else {
      ClassType runtime = receiver.type().endsWith("]") ? code.classType("java.lang.Object")
          : code.classType(receiver.type());
      target = code.dispatch(runtime, inv.sig().getSubSignature());
      if (target.isEmpty() && !code.isApplication(runtime)) {
        target = code.resolve(inv.sig());
      }
    }
    if (MockitoModel.isMachinery(code.name(target.map(JavaSootMethod::getDeclaringClassType)
        .orElse(inv.sig().getDeclClassType())))) {
      mockito.apply(inv, receiver);
    } else if (target.isPresent() && code.isApplication(target.get().getDeclaringClassType())
        && target.get().hasBody()) {
      callApplication(inv, target.get(), receiver);
    } else {
      MethodSignature sig = target.map(JavaSootMethod::getSignature).orElse(inv.sig());
      library.apply(inv, sig, receiver);
      if (receiver == null || !receiver.type().endsWith("]") || !sig.getName().equals("clone")) {
        // (an array's clone is a copy of it: ConstraintGenerator.arrayClone)
        foreign.resultOf(inv, sig, library::modelsResult, library::resultComplete);
      }
    }
  }

  /** A string constant flows into the node ({@link ForeignObjects#stringConstant}). */
  void foreignStrings(int node) {
    foreign.stringConstant(node);
  }

  /**
   * A JDK value of type {@code t} that no set shows flows into the node: a static field of a
   * JDK class, a caught exception ({@link ForeignObjects#opaqueValue}).
   */
  void opaqueValue(int node, sootup.core.types.Type t) {
    foreign.opaqueValue(node, t);
  }

  /**
   * A call statement of JDK method {@code inv.sig()} on a receiver every object of which runs
   * the JDK's code (no class-path class extends the declaring class, or the call is static):
   * its result may be a {@link ForeignObjects foreign} object even when the receiver has no
   * abstract object, so that no object is ever dispatched for it.
   */
  void jdkCallStatement(Invocation inv) {
    if (inv.special() || !foreign.extendedByApplication(inv.sig().getDeclClassType())) {
      // every receiver object runs the JDK's method: no dispatch may be seen for the call;
      // but a lambda may implement a JDK interface, and its result is the application's
      boolean lambdaMayRun = !inv.special() && code.anyClass(inv.sig().getDeclClassType())
          .map(sootup.java.core.JavaSootClass::isInterface).orElse(false);
      foreign.resultOf(inv, inv.sig(), library::modelsResult,
          lambdaMayRun ? sig -> true : library::resultComplete);
    }
  }

  /**
   * True if the receiver is an array and the method is declared by a class other than
   * {@code Object} (e.g. {@code Thread.start} on the array a container holds with its
   * elements): the JVM's verifier admits only receivers of the declaring type, and an array's
   * methods are {@code Object}'s, so no such call happens. The points-to sets over-approximate
   * (a container's contents may hold the array it was built from, {@code Arrays.asList(a)});
   * without this rule the array was started as a thread of unknown code.
   */
  private boolean notArrayMethod(MethodSignature sig, AbstractObject receiver) {
    if (!receiver.type().endsWith("]")) {
      return false;
    }
    String declaring = sig.getDeclClassType().getFullyQualifiedName();
    return !declaring.equals("java.lang.Object") && !declaring.endsWith("]");
  }

  /** Wires a call to an application method with a body. */
  void callApplication(Invocation inv, JavaSootMethod target, AbstractObject receiver) {
    String callSite = inv.key() == null ? null : callSiteName(inv);
    boolean oneContext = inert != null && inert.isInert(target);
    String arguments = oneContext || branches == null || inv.key() == null ? null
        : branches.element(inv, target, calls.body(inv.key().caller()));
    Context ctx = oneContext ? Context.EMPTY : target.isStatic() || receiver == null
        ? contexts.staticContext(target.getSignature(), takesReferencesOrAllocates(target),
            callSite, inv.key() == null ? Context.EMPTY : inv.key().caller().context(),
            arguments)
        : contexts.instanceContext(target.getSignature(), target.getName().equals("<init>"),
            allocates(target), callSite != null && blocking.anyParameter(target), callSite,
            inv.key() == null ? Context.EMPTY : inv.key().caller().context(), receiver,
            arguments);
    String tag = inv.thread() != null ? inv.thread()
        : inv.key() == null ? null : inv.key().caller().context().thread();
    ctx = oneContext ? ctx : inv.keyed() != null
        ? contexts.keyedContext(target.getSignature(), inv.keyed())
        : contexts.withThread(target.getSignature(), ctx, tag);
    MethodInstance callee = calls.reach(new MethodInstance(target, ctx));
    boolean hasReceiver = receiver != null && !target.isStatic();
    if (!firstWiring(inv, callee)) {
      // wired for an earlier receiver object: only this one's receiver is new (see wired)
      if (hasReceiver) {
        solver.addObject(solver.node(new NodeKey.This(callee)), receiver.id());
      }
    } else {
      calls.noteArguments(callee, inv, target.getParameterCount());
      if (hasReceiver) {
        calls.noteReceiver(callee, inv);
        solver.addObject(solver.node(new NodeKey.This(callee)), receiver.id());
      }
      List<Integer> args = inv.args();
      for (int i = 0; i < args.size() && i < target.getParameterCount(); i++) {
        if (args.get(i) >= 0) {
          solver.addEdge(args.get(i), solver.node(new NodeKey.Param(callee, i)));
        }
      }
      if (inv.result() >= 0) {
        int returned = solver.node(new NodeKey.Return(callee));
        solver.addEdge(returned, inv.result());
        library.positions().calledBack(inv, returned);
      }
      inv.onTarget().accept(callee);
    }
    if (receiver != null && target.getName().equals("<init>")) {
      mockito.constructed(receiver, inv.origin(), inv.key() == null ? null : inv.key().caller());
    }
  }

  /** Records that {@code inv} is wired to {@code callee}; false if it was already ({@link #wired}). */
  private boolean firstWiring(Invocation inv, MethodInstance callee) {
    Object known = wired.putIfAbsent(inv, callee);
    if (known == null) {
      return true;
    }
    if (known instanceof MethodInstance one) {
      if (one.equals(callee)) {
        return false;
      }
      Set<MethodInstance> more = new HashSet<>(4);
      more.add(one);
      more.add(callee);
      wired.put(inv, more);
      return true;
    }
    @SuppressWarnings("unchecked")
    Set<MethodInstance> more = (Set<MethodInstance>) known;
    return more.add(callee);
  }

  private void lambdaCall(Invocation inv, AbstractObject lambda) {
    AbstractObject.Lambda l = lambda.lambda();
    MethodSignature target = (MethodSignature) l.implementation().getReferenceSignature();
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < l.captures(); i++) {
      all.add(solver.fieldNode(lambda.id(), ConstraintGenerator.capture(i)));
    }
    all.addAll(inv.args());
    MethodHandle.Kind kind = l.implementation().getKind();
    if (kind == MethodHandle.Kind.REF_INVOKE_STATIC
        || kind == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
      // invoking a static or constructor handle initialises its class (JVMS 5.5), as the
      // static call or `new` it stands for would: Ops::inc run by the library uses Ops
      calls.initializeClass(target.getDeclClassType());
    }
    // the written values of the implementation's parameters (ArgumentSite#captured): the
    // captured ones, then the call's own; null (opaque parameters) when either is unknown
    ArgumentSite capture = heap.captureSite(lambda);
    boolean written = capture != null && capture.args().size() == l.captures()
        && inv.argValues().size() == inv.args().size();
    if (kind == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
      AbstractObject o = heap.object("lambda-new:" + lambda.id(), Context.EMPTY,
          AbstractObject.Kind.ALLOCATION, target.getDeclClassType().getFullyQualifiedName(),
          target.getDeclClassType().getFullyQualifiedName() + "@" + lambda.site(),
          lambda.origin(), null);
      heap.madeByFunction(o, inv.key() != null && calls.isOrdinary(inv) ? inv.key() : null);
      Invocation init = new Invocation(inv.key(), target, true, all, -1, inv.onTarget(),
          inv.origin(), written ? inv.argValues() : List.of(), written ? capture : null,
          inv.thread(), inv.keyed());
      dispatch(init, o);
      if (inv.result() >= 0) {
        solver.addObject(inv.result(), o.id());
      }
      return;
    }
    if (kind == MethodHandle.Kind.REF_INVOKE_STATIC) {
      dispatch(new Invocation(inv.key(), target, true, all, inv.result(), inv.onTarget(),
          inv.origin(), written ? inv.argValues() : List.of(), written ? capture : null,
          inv.thread(), inv.keyed()), null);
      return;
    }
    if (all.isEmpty() || all.get(0) < 0) {
      return;
    }
    // the receiver is the first captured value, else the call's first argument
    boolean receiverCaptured = l.captures() > 0;
    ArgumentSite rest = !written || !receiverCaptured ? null : new ArgumentSite(
        capture.caller(), capture.stmtIndex(), capture.args().subList(1, l.captures()));
    List<? extends Value> restValues = !written ? List.of()
        : receiverCaptured ? inv.argValues() : inv.argValues().subList(1, inv.argValues().size());
    Invocation call = new Invocation(inv.key(), target,
        kind == MethodHandle.Kind.REF_INVOKE_SPECIAL, all.subList(1, all.size()), inv.result(),
        inv.onTarget(), inv.origin(), restValues, rest, inv.thread(), inv.keyed());
    if (!receiverCaptured && calls.isOrdinary(inv)) {
      // the receiver is the functional call statement's first written argument
      calls.argumentReceiver(call, 0);
    }
    solver.addCall(all.get(0), call);
  }

  /** {@code pkg.Cls.method:line#stmt}: unique per call statement of a method. */
  static String callSiteName(Invocation inv) {
    Origin o = inv.origin();
    return o.className() + "." + o.methodName() + ":" + (o.line() > 0 ? o.line() : "?") + "#"
        + inv.key().stmtIndex();
  }

  /** True if the body of the method allocates objects or lambdas itself (false without a body). */
  private boolean allocates(JavaSootMethod m) {
    return allocating.computeIfAbsent(m.getSignature(), s -> {
      List<Stmt> stmts;
      try {
        stmts = m.hasBody() ? code.methodCode(m).stmts() : List.of();
      } catch (RuntimeException e) {
        return false; // reaching the method reports the body as a caveat
      }
      for (Stmt st : stmts) {
        if (st instanceof JAssignStmt a && (a.getRightOp() instanceof JNewExpr
            || a.getRightOp() instanceof JDynamicInvokeExpr)) {
          return true;
        }
      }
      return false;
    });
  }

  private boolean takesReferencesOrAllocates(JavaSootMethod m) {
    return takesReferencesOrAllocates.computeIfAbsent(m.getSignature(), s -> {
      for (Type t : m.getParameterTypes()) {
        if (!(t instanceof PrimitiveType)) {
          return true;
        }
      }
      return allocates(m);
    });
  }
}

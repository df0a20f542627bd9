package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JInterfaceInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.java.core.JavaSootMethod;

/**
 * Threads and tasks whose run target is a method reference to a <em>modelled</em> JDK method
 * ({@code new Thread(latch::countDown)}, {@code pool.submit(queue::take)}): the thread runs that
 * model, as if its body were the call {@code receiver.m()}.
 *
 * <p>A bound method reference {@code r::m} compiles to an {@code invokedynamic} of
 * {@code LambdaMetafactory} whose implementation is {@code m} itself, with {@code r} its only
 * captured value. {@code Runnable.run()} and {@code Callable.call()} take no argument, so running
 * such an object calls {@code r.m()} on the captured receiver, with no argument, and does
 * nothing else (the value returned by {@code m}, if any, is dropped by {@code run} or becomes the
 * task's result, which the models do not track). This class turns each such target into the
 * synthetic call {@code captured.m()} placed at the {@code invokedynamic} statement: the receiver
 * local there points to exactly the captured objects, so the model of {@code m}'s family (the
 * first of {@link LibraryModels} that matches, as for a call written in the program) gives the
 * thread's commands. The synthetic calls are also shown to every model's
 * {@link LibraryModel#observe} (a thread running {@code queue::clear} is a call site of it).
 *
 * <p>Only targets whose method some model of {@link LibraryModels} owns are taken: a method
 * reference to any other JDK method keeps the thread's run target unknown (the
 * {@code empty-thread} caveat and the refusal of a witness that starts it), because the JDK
 * method may do what the model cannot see. A thread whose class overrides {@code run()} in the
 * application runs that method, not its target, and has no library targets. Static method
 * references and references with further captured values are not taken either.
 */
final class LibraryRunTargets {

  /**
   * One run target: the lambda object, the call it stands for ({@code inv} at statement
   * {@code index} of {@code mi}, the method reference's {@code invokedynamic}) and its origin.
   */
  record Target(AbstractObject lambda, MethodInstance mi, int index, AbstractInvokeExpr inv,
      Origin origin) {}

  private final TranslationContext tc;
  /** The targets by lambda object id, for every lambda that may be a modelled run target. */
  private Map<Integer, Target> byLambda;

  LibraryRunTargets(TranslationContext tc) {
    this.tc = tc;
  }

  /** Every synthetic call (for the models' observation pass). */
  List<Target> all() {
    return List.copyOf(index().values());
  }

  /** The modelled library run targets of a started thread or task (empty if none). */
  List<Target> of(AbstractObject thread) {
    if (overridesRun(thread)) {
      return List.of();
    }
    List<Target> out = new ArrayList<>();
    for (AbstractObject o : tc.pts().threadTargets(thread)) {
      Target t = index().get(o.id());
      if (t != null) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The command sequences of one target, one alternative per receiver object (see
   * {@link LibraryCommands#sequences}); {@code label} gives fresh labels. An empty list means
   * the call does nothing in the model.
   */
  List<Supplier<List<Command>>> commands(Target t, Supplier<String> label) {
    return tc.library().sequences(t.mi(), t.index(), t.inv(), t.origin(), label);
  }

  /**
   * The bodies a thread may run for these targets: one command sequence per alternative of each
   * (a {@code skip} where the call does nothing in the model), with labels from {@code fresh}.
   */
  List<List<Command>> bodies(List<Target> targets, Supplier<String> fresh) {
    List<List<Command>> out = new ArrayList<>();
    for (Target t : targets) {
      List<Supplier<List<Command>>> alternatives = commands(t, fresh);
      if (alternatives.isEmpty()) {
        out.add(List.of(new Command.Skip(fresh.get(), t.origin())));
      }
      for (Supplier<List<Command>> a : alternatives) {
        List<Command> run = a.get();
        out.add(run.isEmpty() ? List.of(new Command.Skip(fresh.get(), t.origin())) : run);
      }
    }
    return out;
  }

  /**
   * True if every run target of the thread is a method reference to a JDK method on the
   * allow-list that takes and is called on values only ({@code Integer::sum} for
   * {@code thenCombine}, {@code String::length}): such a method does nothing
   * concurrency-relevant and calls program code only through its arguments ({@link
   * LibraryFacts.Property#NO_CONCURRENCY_EFFECT}), and no application object can reach it (its
   * receiver and parameters are primitives, boxes or strings, so not even a {@code toString} of
   * the program runs). The thread then runs nothing the model needs.
   */
  boolean onlyInertTargets(AbstractObject thread) {
    if (overridesRun(thread)) {
      return false;
    }
    List<AbstractObject> targets = List.copyOf(tc.pts().threadTargets(thread));
    if (targets.isEmpty()) {
      return false;
    }
    for (AbstractObject o : targets) {
      if (o.kind() != AbstractObject.Kind.LAMBDA) {
        return false;
      }
      MethodHandle h = o.lambda().implementation();
      if (!h.isMethodRef()) {
        return false;
      }
      MethodSignature impl = (MethodSignature) h.getReferenceSignature();
      String cls = impl.getDeclClassType().getFullyQualifiedName();
      boolean isStatic = h.getKind() == MethodHandle.Kind.REF_INVOKE_STATIC;
      if (tc.code().isApplication(impl.getDeclClassType()) || impl.getName().equals("<init>")
          || (!isStatic && !isValue(impl.getDeclClassType()))
          || !impl.getParameterTypes().stream().allMatch(LibraryRunTargets::isValue)
          || !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls,
              impl.getName())) {
        return false;
      }
    }
    return true;
  }

  private static boolean isValue(sootup.core.types.Type t) {
    return t instanceof sootup.core.types.PrimitiveType
        || (t instanceof sootup.core.types.ClassType c
            && LibraryFacts.isFinalValueClass(c.getFullyQualifiedName()));
  }

  private boolean overridesRun(AbstractObject thread) {
    if (thread.type().startsWith("java.") || thread.type().endsWith("]")) {
      return false;
    }
    MethodSubSignature run = tc.code().view().getIdentifierFactory()
        .parseMethodSubSignature("void run()");
    Optional<JavaSootMethod> own = tc.code().dispatch(tc.code().classType(thread.type()), run);
    return own.isPresent() && tc.code().isApplication(own.get().getDeclaringClassType());
  }

  private Map<Integer, Target> index() {
    if (byLambda != null) {
      return byLambda;
    }
    byLambda = new LinkedHashMap<>();
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        if (stmts.get(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local result
            && a.getRightOp() instanceof JDynamicInvokeExpr dyn) {
          site(mi, i, result, dyn);
        }
      }
    }
    return byLambda;
  }

  /** Records the target of the method reference created at statement i, if it is one. */
  private void site(MethodInstance mi, int i, Local result, JDynamicInvokeExpr dyn) {
    if (dyn.getArgCount() != 1 || !(dyn.getArg(0) instanceof Local receiver)) {
      return;
    }
    for (AbstractObject o : tc.pts().pointsTo(mi, i, result)) {
      if (o.kind() != AbstractObject.Kind.LAMBDA || byLambda.containsKey(o.id())
          || !(o.lambda().interfaceMethod().equals("run")
              || o.lambda().interfaceMethod().equals("call"))) {
        continue;
      }
      MethodHandle h = o.lambda().implementation();
      MethodSignature impl = (MethodSignature) h.getReferenceSignature();
      boolean virtual = h.getKind() == MethodHandle.Kind.REF_INVOKE_VIRTUAL
          || h.getKind() == MethodHandle.Kind.REF_INVOKE_INTERFACE;
      if (!virtual || impl.getParameterCount() != 0 || o.lambda().captures() != 1
          || tc.code().isApplication(impl.getDeclClassType())) {
        continue;
      }
      AbstractInvokeExpr call = h.getKind() == MethodHandle.Kind.REF_INVOKE_INTERFACE
          ? new JInterfaceInvokeExpr(receiver, impl, List.of())
          : new JVirtualInvokeExpr(receiver, impl, List.of());
      if (modelled(mi, i, call)) {
        byLambda.put(o.id(), new Target(o, mi, i, call, o.origin()));
      }
    }
  }

  /** True if a model of {@link LibraryModels} owns the call (after resolution). */
  private boolean modelled(MethodInstance mi, int i, AbstractInvokeExpr call) {
    MethodSignature sig = tc.code().resolve(call.getMethodSignature())
        .map(JavaSootMethod::getSignature).orElse(call.getMethodSignature());
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    List<AbstractObject> receivers = tc.libraryReceivers(mi, i, call);
    if (receivers.isEmpty() || sig.getName().equals("<init>")) {
      return false;
    }
    return tc.juc().find(cls, sig.getName(), receivers) != null || tc.juc().findCore(cls, receivers) != null;
  }
}

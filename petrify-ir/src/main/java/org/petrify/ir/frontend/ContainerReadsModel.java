package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ContainerArguments;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * A plain JDK container call given an application collection, map or iterable, which it reads
 * through that object's methods in the calling thread ({@code ArrayList.addAll(c)} calls
 * {@code c.toArray()}, {@code HashMap.putAll(m)} iterates {@code m.entrySet()}, ...; the list is
 * {@link ContainerArguments}). The points-to analysis registered those methods as call-backs of
 * the call site; this model runs them where the call is, in the caller's thread and holding the
 * caller's locks, zero or more times in any order: {@code head: jump after | c1 | ...;
 * ci: call cbi; goto head; after: skip}, the loop {@link CallerRunsModel} uses for functional
 * arguments; when every receiver's class runs a JDK method that calls {@code toArray()} once
 * ({@code ArrayList.addAll}, ...), one of them once instead. A {@code synchronized} application
 * collection passed to {@code addAll} thus takes
 * its lock inside whatever lock the caller holds, so the lock-order cycle of two synchronized
 * collections added to each other is found.
 *
 * <p>Soundness: the loop runs a superset of what the JDK method runs, in any order and any
 * number of times, so every JVM behaviour of the call is a run of the model (the calls the JDK
 * makes on an argument are among {@link ContainerArguments}, including the iterator, entry and
 * comparator methods on what those return). The model is used only when that covers every
 * application code the call can reach:
 * <ul>
 *   <li>the method is not one of {@code java.util.concurrent} other than the lock-free
 *       {@code Concurrent*} classes: {@code CopyOnWriteArrayList.addAll}/{@code removeAll} and
 *       the blocking queues' copy constructors read the argument holding an internal lock the
 *       model does not have;</li>
 *   <li>the call is an instance call with known receivers, none a synchronized collection
 *       (their model runs the call-backs under the lock) or a delegating view such as
 *       {@code Collections.unmodifiableList} (it would call the wrapped collection, which may
 *       lock), or a static call;</li>
 *   <li>no argument is a lambda (functions are {@link CallerRunsModel}'s);</li>
 *   <li>every application collection, map, iterable or comparator whose methods are not plain
 *       ({@link ArgumentCallbacks#containerArgumentCallsBack}) is passed only at a position the
 *       container reads ({@link ContainerArguments#readArguments}): a comparator given to
 *       {@code new TreeMap(cmp)} is called later, by other calls, and stays a caveat.</li>
 * </ul>
 * Otherwise {@link #commands} answers null and the call keeps its UNSOUND
 * {@code library-callback} caveat. The {@code equals}, {@code hashCode} and {@code compareTo}
 * of elements are not run here: a plain one cannot matter, any other is a caveat ({@link
 * ElementCallbacks}).
 */
final class ContainerReadsModel {
  private final TranslationContext tc;
  private final ArgumentCallbacks argumentCallbacks;

  ContainerReadsModel(TranslationContext tc, ArgumentCallbacks argumentCallbacks) {
    this.tc = tc;
    this.argumentCallbacks = argumentCallbacks;
  }

  /**
   * True if every receiver of an instance call is an application object whose class
   * implements the method itself: the call reaches only application code, which is translated
   * as calls of its callees, and nothing of the JDK runs.
   */
  boolean reachesOnlyApplication(LibraryModel.Call call, List<AbstractObject> receivers) {
    if (!(call.inv() instanceof AbstractInstanceInvokeExpr) || receivers.isEmpty()) {
      return false;
    }
    for (AbstractObject o : receivers) {
      if (o.kind() != AbstractObject.Kind.ALLOCATION) {
        return false;
      }
      ClassType type = tc.code().classType(o.type());
      if (!tc.code().isApplication(type)) {
        return false;
      }
      Optional<JavaSootMethod> target = tc.code().dispatch(type,
          call.inv().getMethodSignature().getSubSignature());
      if (target.isEmpty() || !tc.code().isApplication(target.get().getDeclaringClassType())
          || !target.get().hasBody()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The commands of a container call that reads application arguments, or null if the call
   * is not one or its call-backs cannot all be accounted for (see the class comment).
   */
  List<Supplier<List<Command>>> commands(LibraryModel.Call call, List<AbstractObject> receivers) {
    List<Integer> read = ContainerArguments.readArguments(call.sig());
    String cls = call.sig().getDeclClassType().getFullyQualifiedName();
    if (read.isEmpty() || cls.startsWith("java.util.concurrent.")
        && !cls.startsWith("java.util.concurrent.Concurrent")) {
      return null;
    }
    if (call.inv() instanceof AbstractInstanceInvokeExpr) {
      if (receivers.isEmpty() || receivers.stream().anyMatch(o ->
          tc.pts().isDelegatingView(o) || tc.pts().isSynchronizedCollection(o))) {
        return null;
      }
    }
    List<Immediate> args = call.inv().getArgs();
    for (int i = 0; i < args.size(); i++) {
      if (!(args.get(i) instanceof Local l)) {
        continue;
      }
      List<AbstractObject> objects = tc.pts().pointsTo(call.mi(), call.index(), l);
      if (objects.stream().anyMatch(o -> o.kind() == AbstractObject.Kind.LAMBDA)) {
        return null;
      }
      if (!read.contains(i) && argumentCallbacks.containerArgumentCallsBack(objects)) {
        return null;
      }
      if (read.contains(i) && objects.stream().anyMatch(o -> o.kind()
          != AbstractObject.Kind.ALLOCATION && (tc.pts().isDelegatingView(o)
          || tc.pts().isSynchronizedCollection(o)))) {
        return null;
      }
    }
    List<String> callbacks = new ArrayList<>();
    for (MethodInstance cb : tc.pts().callbacks(call.mi(), call.index())) {
      callbacks.add(tc.procedureName(cb));
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!callbacks.isEmpty()) {
      boolean once = callsToArrayOnce(call, receivers);
      out.add(() -> CallbackChoice.commands(callbacks, call.origin(), call.label(), !once));
    }
    return out;
  }

  /**
   * True if every receiver's class runs a JDK method that calls the argument's
   * {@code toArray()} exactly once ({@link ContainerArguments#callsToArrayOnce}).
   */
  private boolean callsToArrayOnce(LibraryModel.Call call, List<AbstractObject> receivers) {
    if (receivers.isEmpty()) {
      return false;
    }
    for (AbstractObject o : receivers) {
      Optional<JavaSootMethod> target = o.type().endsWith("]") ? Optional.empty()
          : tc.code().dispatch(tc.code().classType(o.type()),
              call.inv().getMethodSignature().getSubSignature());
      if (target.isEmpty() || !ContainerArguments.callsToArrayOnce(target.get().getSignature())) {
        return false;
      }
    }
    return true;
  }
}

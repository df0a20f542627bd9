package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.signatures.MethodSignature;

/**
 * Library methods that run application code in the calling thread
 * ({@link CallerRunsFunctions}: {@code forEach}, {@code merge}, {@code removeIf},
 * {@code Optional.map}, sequential streams, ...). A call of one of them runs the application
 * methods the points-to analysis found it may call back ({@code PointsToResult.callbacks}: its
 * functional arguments and, for a stream's terminal operation, the functions of the stages
 * before it) in the caller, zero or more times, in any order: a loop around a choice between
 * leaving and calling one of them, a nondeterministic loop like any other, whose exit is
 * strongly fair under {@code --fairness threads} where Java bounds the iteration ({@link
 * FiniteIterations}; elsewhere termination needs {@code threads_and_choices} to assume it
 * ends); a method that runs them at most once ({@code ThreadLocal.get}, {@code Optional},
 * {@code Map.merge}, {@link CallerRunsFunctions#runsAtMostOnce}) is the choice without the
 * loop. The value functions of an empty {@code Optional} are left out ({@link
 * EmptyOptionals}).
 *
 * <p>Soundness: the call is taken only when every application code the library can reach
 * from it is among those callbacks, so nothing runs that the model omits. That holds when
 * <ul>
 *   <li>the receivers are known (a call whose receiver has no abstract object dispatches to
 *       nothing, so its functions would be lost);</li>
 *   <li>no receiver of a collection method may be an
 *       {@code unmodifiable*}/{@code checked*} view (it delegates to the collection it wraps,
 *       which may be synchronized);</li>
 *   <li>every lambda argument is passed where the method expects one of the functional
 *       interfaces whose method is called back, and either has an application method as
 *       implementation or is a reference to a JDK method that is itself trusted (on the
 *       allow-list, not blocking, not a caller-runs method, not bound to a synchronized
 *       collection; a printing or comparing one, e.g. {@code System.out::println}, only if
 *       the elements it is given have a plain {@code toString}, see
 *       {@link ArgumentCallbacks#callsBack});</li>
 *   <li>every application object argument is either such a function or, elsewhere, one that a
 *       container may hold without calling code that matters (the container rule of
 *       {@link ArgumentCallbacks#containerArgumentCallsBack}); a collector is one made by
 *       {@code Collectors}.</li>
 * </ul>
 * A terminal operation of a stream that may be parallel, and a {@code ConcurrentHashMap}
 * bulk operation with a parallelism threshold other than {@code Long.MAX_VALUE}
 * ({@link CallerRunsFunctions#isParallelBulk}), run their functions in common-pool workers
 * too ({@link ParallelStreams}). Unbound references to modelled JDK methods
 * ({@code locks.forEach(Lock::lock)}) run the method's library model on the elements
 * ({@link ElementReferences}); a stream stage carries them to its terminal operation, which
 * keeps the caveat where that rule does not apply.
 * Otherwise {@link #commands} answers null and the call keeps its UNSOUND
 * {@code library-callback} caveat. Stream stages and collectors only carry their functions to
 * the terminal operation: they emit nothing.
 */
final class CallerRunsModel {
  private final TranslationContext tc;
  private final ArgumentCallbacks argumentCallbacks;
  private final ElementReferences elementReferences;
  private final CapturedCode capturedCode;

  CallerRunsModel(TranslationContext tc, ArgumentCallbacks argumentCallbacks) {
    this.tc = tc;
    this.argumentCallbacks = argumentCallbacks;
    this.elementReferences = new ElementReferences(tc);
    this.capturedCode = new CapturedCode(tc.pts(), argumentCallbacks);
  }

  /**
   * The commands of a call of a caller-runs method, or null if the call is not one or its
   * functions cannot all be accounted for (see the class comment).
   */
  List<Supplier<List<Command>>> commands(LibraryModel.Call call, List<AbstractObject> receivers) {
    MethodSignature sig = call.sig();
    CallerRunsFunctions.Kind kind = CallerRunsFunctions.kind(sig);
    if (kind == CallerRunsFunctions.Kind.NONE) {
      return null;
    }
    boolean isStatic = call.inv() instanceof sootup.core.jimple.common.expr.JStaticInvokeExpr;
    if (!isStatic && receivers.isEmpty()) {
      return null;
    }
    boolean parallel = kind == CallerRunsFunctions.Kind.STREAM_TERMINAL
        && receivers.stream().anyMatch(o -> tc.pts().mayBeParallel(o))
        || CallerRunsFunctions.isParallelBulk(sig) && !sequentialThreshold(call);
    if (kind == CallerRunsFunctions.Kind.IMMEDIATE
        && receivers.stream().anyMatch(o -> tc.pts().isDelegatingView(o))) {
      return null;
    }
    if (!parallel) {
      List<Supplier<List<Command>>> applied = elementReferences.commands(call, receivers);
      if (applied != null) {
        return applied;
      }
    }
    if (kind == CallerRunsFunctions.Kind.STREAM_TERMINAL && receivers.stream()
        .anyMatch(r -> tc.pts().fieldPointsTo(r, "$functions").stream()
            .anyMatch(elementReferences::isModelled))) {
      return null; // a stage's reference to a modelled method that the rule above cannot run
    }
    if (!argumentsAccountedFor(call, receivers)) {
      return null;
    }
    if (tc.libraryState().touchedByReferences(call.mi(), call.index(), call.inv(), parallel)) {
      // a reference to a collection's or builder's method run by stream workers or on the
      // elements: its accesses to that state are not the caller's own at the call
      return null;
    }
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (kind == CallerRunsFunctions.Kind.IMMEDIATE
        || kind == CallerRunsFunctions.Kind.STREAM_TERMINAL) {
      List<String> callbacks = new ArrayList<>();
      boolean mayThrow = false;
      java.util.Set<MethodSignature> never = EmptyOptionals.neverApplied(tc.pts(),
          tc.nullness().nonNull().statics(), call, receivers);
      for (MethodInstance cb : tc.pts().callbacks(call.mi(), call.index())) {
        if (never.contains(cb.method().getSignature())) {
          continue; // an empty Optional's value function (EmptyOptionals)
        }
        callbacks.add(tc.procedureName(cb));
        mayThrow |= tc.mayThrow(cb);
      }
      if (!callbacks.isEmpty() && parallel) {
        Integer mark = tc.finiteIterations().bounded(call, receivers, kind) ? call.index()
            : null;
        out.add(() -> tc.parallelStreams().commands(call, callbacks, mark));
      } else if (!callbacks.isEmpty()) {
        int n = !mayThrow && applicationActions(call) ? elementReferences.forEachCount(call)
            : -1;
        boolean repeat = !CallerRunsFunctions.runsAtMostOnce(sig);
        Integer mark = repeat && n < 0
            && tc.finiteIterations().bounded(call, receivers, kind) ? call.index() : null;
        out.add(() -> n >= 0 ? eachElement(callbacks, n, call)
            : CallbackChoice.commands(callbacks, call.origin(), call.label(), repeat, mark));
      }
    }
    return out;
  }

  /**
   * True if the bulk operation's parallelism threshold (its first argument) is the constant
   * {@code Long.MAX_VALUE}, with which {@code ConcurrentHashMap} never forks a task (its
   * {@code batchFor} answers 0): the functions run in the caller alone.
   */
  private static boolean sequentialThreshold(LibraryModel.Call call) {
    return call.inv().getArg(0) instanceof sootup.core.jimple.common.constant.LongConstant c
        && c.getValue() == Long.MAX_VALUE;
  }

  /**
   * True if the call has one argument, and each of its objects is an application lambda or an
   * application object: each run of the action is then a call of one of the call-backs.
   */
  private boolean applicationActions(LibraryModel.Call call) {
    if (call.inv().getArgCount() != 1 || !(call.inv().getArg(0) instanceof Local action)) {
      return false;
    }
    List<AbstractObject> objects = tc.pts().pointsTo(call.mi(), call.index(), action);
    return !objects.isEmpty() && objects.stream().allMatch(o -> o.kind()
        == AbstractObject.Kind.LAMBDA ? tc.code().isApplication(((MethodSignature) o.lambda()
        .implementation().getReferenceSignature()).getDeclClassType())
        : o.kind() == AbstractObject.Kind.ALLOCATION
            && tc.code().isApplication(tc.code().classType(o.type())));
  }

  /**
   * A {@code forEach} over {@code n} elements whose action is application code: {@code n}
   * calls in sequence, each of one of the call-backs (a choice where there are several).
   * Sound: {@code forEach} runs the action exactly once per element, in the caller, and the
   * action is one of the objects the argument may be; the call-back's parameter is not
   * narrowed to the element, so each call covers every element. Only where no call-back may
   * throw (an exception would end the iteration early).
   */
  private static List<Command> eachElement(List<String> callbacks, int n,
      LibraryModel.Call call) {
    List<Command> cs = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      if (callbacks.size() == 1) {
        cs.add(new Command.Call(call.label().get(), callbacks.get(0), call.origin()));
        continue;
      }
      cs.addAll(CallbackChoice.once(callbacks, call.origin(), call.label()));
    }
    if (cs.isEmpty()) {
      cs.add(new Command.Skip(call.label().get(), call.origin()));
    }
    return cs;
  }

  private boolean argumentsAccountedFor(LibraryModel.Call call, List<AbstractObject> receivers) {
    MethodSignature sig = call.sig();
    List<Immediate> args = call.inv().getArgs();
    for (int i = 0; i < args.size(); i++) {
      if (!(args.get(i) instanceof Local l)) {
        continue;
      }
      String type = i < sig.getParameterCount() ? sig.getParameterType(i).toString() : "";
      boolean functional = CallerRunsFunctions.isFunctionalType(type);
      for (AbstractObject o : tc.pts().pointsTo(call.mi(), call.index(), l)) {
        if (o.kind() == AbstractObject.Kind.LAMBDA) {
          boolean carried = CallerRunsFunctions.kind(sig) == CallerRunsFunctions.Kind.STREAM_STAGE
              && elementReferences.isModelled(o);
          if (!functional || !carried && !trustedImplementation(o, receivers)) {
            return false;
          }
        } else if (o.kind() == AbstractObject.Kind.LIBRARY
            && capturedCode.anyCallsApplication(List.of(o), null)
            && !capturedCode.madeFunctionsAccountedFor(List.of(o),
                lambda -> trustedImplementation(lambda, receivers))) {
          // a function the JDK made from application code whose code is not all registered
          // as call-backs of the call (CapturedCode, LibraryEffects.combinedFunction)
          return false;
        } else if (o.kind() == AbstractObject.Kind.ALLOCATION
            && tc.code().isApplication(tc.code().classType(o.type()))) {
          if (!functional && (type.equals("java.util.stream.Collector")
              || argumentCallbacks.containerArgumentCallsBack(List.of(o)))) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * True if the lambda's implementation is application code (translated as a callback) or a
   * JDK method trusted to do nothing that matters, called on no synchronized collection.
   */
  private boolean trustedImplementation(AbstractObject lambda, List<AbstractObject> receivers) {
    java.util.Optional<MethodSignature> implementation = ArgumentCallbacks.implementation(lambda);
    if (implementation.isEmpty()) {
      return false; // unknown code
    }
    MethodSignature impl = implementation.get();
    if (tc.code().isApplication(impl.getDeclClassType())) {
      return true;
    }
    String cls = impl.getDeclClassType().getFullyQualifiedName();
    String name = impl.getName();
    if (!LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name)
        || TrustedLibrary.mayBlock(cls, name)
        || CallerRunsFunctions.kind(impl) != CallerRunsFunctions.Kind.NONE) {
      return false;
    }
    java.util.Optional<String> rendered = ElementCalls.argumentMethod(cls, name);
    if (rendered.isPresent()) {
      // println, String.valueOf, Objects.equals ...: called with the elements.
      List<AbstractObject> elements = new ArrayList<>();
      receivers.forEach(r -> elements.addAll(tc.pts().contents(r)));
      if (argumentCallbacks.callsBack(rendered.get(), elements)) {
        return false;
      }
    }
    return lambda.lambda().captures() == 0 || tc.pts().firstCapture(lambda).stream()
        .noneMatch(o -> tc.pts().isSynchronizedCollection(o));
  }
}

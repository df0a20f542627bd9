package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * Unbound method references to modelled JDK methods that a caller-runs library method applies
 * to elements: {@code latches.forEach(CountDownLatch::countDown)}, {@code
 * locks.forEach(Lock::lock)}, {@code futures.stream().map(CompletableFuture::join).toList()}.
 * The reference {@code Type::m} (no captured value, {@code m} an instance method without
 * parameters) runs {@code element.m()} in the caller, so the call is the library model of
 * {@code m} ({@link LibraryModel#appliesToElements}) with the elements as receivers
 * ({@link LibraryModel.Call#given}):
 * <ul>
 *   <li>exactly {@code n} times, in order, when the call applies its function once to each
 *       element ({@code Iterable.forEach}; a stream's {@code forEach}, {@code forEachOrdered},
 *       {@code toList} or {@code toArray} whose only stages before it are {@code map}/{@code
 *       peek}/{@code sequential} over {@code c.stream()}) and the size {@code n} of the
 *       collection {@code c} is known ({@link MethodCode#collectionSize}); trip {@code k} is a
 *       choice among the objects of element {@code k} where positions are known
 *       ({@link MethodCode#positionalCollection}), else among all elements;</li>
 *   <li>otherwise zero or more times, each a choice among the elements (a nondeterministic
 *       loop, bounded like any other).</li>
 * </ul>
 *
 * <p>Soundness. The rule applies only when the references are the call's only functions (its
 * own functional arguments and, for a stream, those of its stages): then the function sees the
 * source's elements themselves, which are among the receivers' contents, and no application
 * code runs that the model omits. Every element must be a library object (no application
 * subclass that overrides {@code m}) of a subtype of {@code m}'s class, so the model of
 * {@code m} is what runs; an element the analysis does not know leaves the call to the
 * UNSOUND {@code library-callback} caveat. The model's commands for the given receivers are
 * those of a direct call {@code element.m()} (that is what {@code appliesToElements} promises),
 * so each trip is a direct call on one of the objects the element may be. Not modelled, as for
 * a direct call: an exception of {@code m} (a {@code join} of a future completed
 * exceptionally) that would end the iteration early.
 */
final class ElementReferences {
  /** The stream terminals that apply a {@code map}/{@code peek} function to every element. */
  private static final Set<String> EVERY_ELEMENT = Set.of("forEach", "forEachOrdered",
      "toList", "toArray");

  /** The stream stages that keep the number and order of elements. */
  private static final Set<String> SAME_ELEMENTS = Set.of("map", "peek", "sequential");

  private final TranslationContext tc;

  ElementReferences(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * True if the lambda object is an unbound reference to a JDK instance method without
   * parameters that some library model applies to elements.
   */
  boolean isModelled(AbstractObject lambda) {
    MethodSignature m = referenced(lambda);
    if (m == null) {
      return false;
    }
    return model(m, List.of()) != null;
  }

  /**
   * The commands of a caller-runs call whose functions are all modelled references (see the
   * class comment), or null if the rule does not apply. {@code receivers}: the call's
   * receivers (the collection, or the stream of a terminal).
   */
  List<Supplier<List<Command>>> commands(LibraryModel.Call call, List<AbstractObject> receivers) {
    CallerRunsFunctions.Kind kind = CallerRunsFunctions.kind(call.sig());
    if (kind != CallerRunsFunctions.Kind.IMMEDIATE
        && kind != CallerRunsFunctions.Kind.STREAM_TERMINAL || receivers.isEmpty()) {
      return null;
    }
    PointsToResult pts = tc.pts();
    Set<AbstractObject> functions = new LinkedHashSet<>();
    for (int a = 0; a < call.inv().getArgCount(); a++) {
      if (call.inv().getArg(a) instanceof Local l) {
        functions.addAll(pts.pointsTo(call.mi(), call.index(), l));
      }
    }
    if (kind == CallerRunsFunctions.Kind.STREAM_TERMINAL) {
      receivers.forEach(r -> functions.addAll(pts.fieldPointsTo(r, "$functions")));
    }
    if (functions.isEmpty() || !pts.callbacks(call.mi(), call.index()).isEmpty()) {
      return null;
    }
    Set<MethodSignature> methods = new LinkedHashSet<>();
    for (AbstractObject f : functions) {
      MethodSignature m = referenced(f);
      if (m == null) {
        return null;
      }
      methods.add(m);
    }
    List<AbstractObject> elements = new ArrayList<>();
    receivers.forEach(r -> elements.addAll(nonArrays(pts.contents(r))));
    for (MethodSignature m : methods) {
      if (!elements.stream().allMatch(e -> libraryInstance(e, m))) {
        return null;
      }
    }
    Trips trips = trips(call, kind);
    if (trips == null) {
      if (elements.isEmpty()) {
        return null;
      }
      List<Supplier<List<Command>>> each = applied(call, methods, elements);
      return each == null ? null
          : List.of(() -> CallbackChoice.loop(each, call.origin(), call.label(), true));
    }
    List<List<Supplier<List<Command>>>> perTrip = new ArrayList<>();
    for (int k = 0; k < trips.size(); k++) {
      List<AbstractObject> trip = tripElements(trips, k, elements);
      List<Supplier<List<Command>>> alternatives = trip.isEmpty() ? null
          : applied(call, methods, trip);
      if (alternatives == null) {
        return null;
      }
      perTrip.add(alternatives);
    }
    return List.of(() -> inSequence(perTrip, call.origin(), call.label()));
  }

  /**
   * The alternatives of applying each method to each of the objects, or null if a method's
   * model gives none for them.
   */
  private List<Supplier<List<Command>>> applied(LibraryModel.Call call,
      Set<MethodSignature> methods, List<AbstractObject> objects) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (MethodSignature m : methods) {
      List<AbstractObject> receivers = objects.stream()
          .filter(o -> tc.code().isSubtype(tc.code().classType(o.type()), m.getDeclClassType()))
          .toList();
      if (receivers.isEmpty()) {
        continue;
      }
      LibraryModel model = model(m, receivers);
      List<Supplier<List<Command>>> commands = model == null ? List.of()
          : model.commands(new LibraryModel.Call(call.mi(), call.index(), call.inv(), m,
              call.origin(), call.label(), receivers));
      if (commands.isEmpty()) {
        return null;
      }
      out.addAll(commands);
    }
    return out.isEmpty() ? null : out;
  }

  /** The trips one after the other, each a choice among its alternatives; a skip if none. */
  static List<Command> inSequence(List<List<Supplier<List<Command>>>> trips,
      Origin origin, Supplier<String> label) {
    List<Command> cs = new ArrayList<>();
    for (List<Supplier<List<Command>>> trip : trips) {
      if (trip.size() == 1) {
        cs.addAll(trip.get(0).get());
        continue;
      }
      String head = label.get();
      String after = label.get();
      List<String> targets = new ArrayList<>();
      List<Command> bodies = new ArrayList<>();
      for (Supplier<List<Command>> alternative : trip) {
        List<Command> steps = alternative.get();
        targets.add(steps.get(0).label());
        bodies.addAll(steps);
        bodies.add(new Command.Goto(label.get(), after, origin));
      }
      cs.add(new Command.Jump(head, targets, origin));
      cs.addAll(bodies);
      cs.add(new Command.Skip(after, origin));
    }
    if (cs.isEmpty()) {
      cs.add(new Command.Skip(label.get(), origin));
    }
    return cs;
  }

  /**
   * How many elements the call applies its function to, exactly, and the collection objects
   * whose element positions are known (null if they are not); null if the count is unknown.
   */
  private record Trips(int size, List<AbstractObject> positions) {}

  /**
   * The number of elements an {@code Iterable.forEach} (or a JDK collection's) call runs its
   * action on, when the collection's size is known there ({@link MethodCode#collectionSize});
   * -1 otherwise.
   */
  int forEachCount(LibraryModel.Call call) {
    if (CallerRunsFunctions.kind(call.sig()) != CallerRunsFunctions.Kind.IMMEDIATE) {
      return -1;
    }
    Trips trips = trips(call, CallerRunsFunctions.Kind.IMMEDIATE);
    return trips == null ? -1 : trips.size();
  }

  /**
   * The number of tasks a {@code c.forEach(pool::execute)} (or {@code pool::submit}) hands
   * over, when it is exact: {@code n}, the size of {@code c} known at the call
   * ({@link #forEachCount}), if every function the call may be given is a bound reference to
   * {@code execute}/{@code submit} of a JDK executor whose captured receivers are all JDK
   * executors (no application subclass, whose {@code execute} might do anything else), and
   * every element is known (each position of a positional collection, else the collection's
   * contents, has an object: an element the analysis does not know may be {@code null}, whose
   * {@code execute} throws and ends the iteration); -1 otherwise.
   *
   * <p>Sound: {@code forEach} applies the function once to each element, in the caller, and
   * each application hands that element to the captured executor, one task each, as a direct
   * {@code pool.execute(element)} would (a rejected task is not modelled there either).
   */
  int handOverCount(MethodInstance mi, int index, AbstractInvokeExpr inv, Origin origin) {
    if (inv.getArgCount() != 1 || !(inv.getArg(0) instanceof Local function)) {
      return -1;
    }
    List<AbstractObject> functions = tc.pts().pointsTo(mi, index, function);
    if (functions.isEmpty()) {
      return -1;
    }
    for (AbstractObject f : functions) {
      if (f.kind() != AbstractObject.Kind.LAMBDA || f.lambda().captures() != 1
          || !(f.lambda().implementation().getReferenceSignature() instanceof MethodSignature m)
          || !(m.getName().equals("execute") || m.getName().equals("submit"))
          || tc.code().isApplication(m.getDeclClassType())
          || !org.petrify.ir.pointsto.JdkExecutors.submits(
              m.getDeclClassType().getFullyQualifiedName(), m.getName())) {
        return -1;
      }
      List<AbstractObject> pools = tc.pts().firstCapture(f);
      if (pools.isEmpty() || pools.stream().anyMatch(p -> p.type().endsWith("]")
          || tc.code().isApplication(tc.code().classType(p.type())))) {
        return -1;
      }
    }
    LibraryModel.Call call = new LibraryModel.Call(mi, index, inv, inv.getMethodSignature(),
        origin, null, null);
    if (CallerRunsFunctions.kind(call.sig()) != CallerRunsFunctions.Kind.IMMEDIATE
        || !(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return -1;
    }
    Trips trips = trips(call, CallerRunsFunctions.Kind.IMMEDIATE);
    if (trips == null) {
      return -1;
    }
    List<AbstractObject> elements = new ArrayList<>();
    tc.pts().pointsTo(mi, index, ii.getBase())
        .forEach(r -> elements.addAll(nonArrays(tc.pts().contents(r))));
    for (int k = 0; k < trips.size(); k++) {
      if (tripElements(trips, k, elements).isEmpty()) {
        return -1;
      }
    }
    return trips.size();
  }

  /**
   * The objects element {@code k} may be: those of the positional collections' {@code [k]}
   * where positions are known, else any of the {@code elements}.
   */
  private List<AbstractObject> tripElements(Trips trips, int k, List<AbstractObject> elements) {
    if (trips.positions() == null) {
      return elements;
    }
    List<AbstractObject> trip = new ArrayList<>();
    for (AbstractObject c : trips.positions()) {
      trip.addAll(nonArrays(tc.pts().fieldPointsTo(c, "[" + k + "]")));
    }
    return trip;
  }

  private Trips trips(LibraryModel.Call call, CallerRunsFunctions.Kind kind) {
    if (!(call.inv() instanceof AbstractInstanceInvokeExpr ii)) {
      return null;
    }
    MethodCode code = tc.pts().body(call.mi());
    String name = call.sig().getName();
    Local collection = ii.getBase();
    int at = call.index();
    if (kind == CallerRunsFunctions.Kind.IMMEDIATE) {
      if (!name.equals("forEach") || !call.sig().getDeclClassType().getFullyQualifiedName()
          .equals("java.lang.Iterable") && !isCollectionForEach(call.sig())) {
        return null;
      }
    } else {
      if (!EVERY_ELEMENT.contains(name) || name.equals("toArray") && ii.getArgCount() != 0) {
        return null;
      }
      Local stream = collection;
      while (true) {
        Integer def = code.reachingDef(at, stream);
        if (def == null || code.singleDefinition(stream.getName()) == null
            || !(code.stmt(def) instanceof JAssignStmt a)
            || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr stage)) {
          return null;
        }
        at = def;
        String stageName = stage.getMethodSignature().getName();
        if (stageName.equals("stream") && stage.getArgCount() == 0) {
          collection = stage.getBase();
          break;
        }
        if (!SAME_ELEMENTS.contains(stageName)) {
          return null;
        }
        stream = stage.getBase();
      }
    }
    int n = code.collectionSize(at, collection);
    if (n < 0) {
      return null;
    }
    List<AbstractObject> positions = code.positionalCollection(at, collection)
        ? tc.pts().pointsTo(call.mi(), at, collection) : null;
    return new Trips(n, positions);
  }

  /** True if {@code forEach} of a JDK collection class (it runs the action on each element). */
  private static boolean isCollectionForEach(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    return sig.getParameterCount() == 1 && sig.getParameterType(0).toString()
        .equals("java.util.function.Consumer") && cls.startsWith("java.util.")
        && !cls.contains("Map");
  }

  /**
   * The JDK method an unbound reference without captures calls on its argument: an instance
   * method without parameters; null for anything else.
   */
  private MethodSignature referenced(AbstractObject lambda) {
    if (lambda.kind() != AbstractObject.Kind.LAMBDA || lambda.lambda().captures() != 0
        || !(lambda.lambda().implementation().getReferenceSignature() instanceof MethodSignature m)
        || m.getParameterCount() != 0 || tc.code().isApplication(m.getDeclClassType())) {
      return null;
    }
    Optional<JavaSootMethod> resolved = tc.code().resolve(m);
    if (resolved.isEmpty() || resolved.get().isStatic()) {
      return null;
    }
    return resolved.get().getSignature();
  }

  /** The model that applies method {@code m} to elements, or null. */
  private LibraryModel model(MethodSignature m, List<AbstractObject> receivers) {
    String cls = m.getDeclClassType().getFullyQualifiedName();
    LibraryModel model = tc.juc().find(cls, m.getName(), receivers);
    if (model == null) {
      model = tc.juc().findCore(cls, receivers);
    }
    return model != null && model.appliesToElements(m.getName()) ? model : null;
  }

  /** True if the object is a library instance of a subtype of {@code m}'s class. */
  private boolean libraryInstance(AbstractObject o, MethodSignature m) {
    var type = tc.code().classType(o.type());
    return !tc.code().isApplication(type) && tc.code().isSubtype(type, m.getDeclClassType());
  }

  private static List<AbstractObject> nonArrays(List<AbstractObject> objects) {
    return objects.stream().filter(o -> !o.type().endsWith("]")).toList();
  }
}

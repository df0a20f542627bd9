package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.java.core.JavaSootMethod;

/**
 * The {@code hashCode}, {@code equals}, {@code compareTo} and {@code toString} of application
 * objects that a JDK container or rendering call runs in the calling thread: {@code
 * set.add(key)} calls {@code key.hashCode()} (and {@code equals} on a collision), {@code
 * treeMap.put(key, v)} calls {@code key.compareTo}, {@code list.contains(x)} calls {@code
 * x.equals}, {@code Collections.sort(list)} and {@code list.sort(null)} compare the list's
 * elements, {@code list.toString()} and {@code println(list)} render them, {@code new
 * HashSet<>(list)} hashes them. The model does not run these methods; when one of them is
 * not plain ({@link ArgumentCallbacks#callsBack}: {@code synchronized}, enters a monitor or
 * calls more than {@code java.lang} string and boxing code) the call is an application
 * call-back the model misses, reported UNSOUND {@code library-callback} by the caller.
 *
 * <p>The objects looked at: the call's arguments, the elements of the arguments that are JDK
 * containers or arrays, and the elements of the receiver when the method reads all of them
 * ({@link #READS_ELEMENTS}), each of these through nested JDK containers. Which methods: by
 * family, a superset of what the JDK's code calls on them: hash-based containers call {@code
 * hashCode} and {@code equals}, sorted ones {@code compareTo} (and {@code equals}: {@code
 * PriorityQueue.remove(o)}), any container {@code equals} in its equality queries ({@link
 * #EQUALITY}), {@code compareTo} in sorting and searching, {@code hashCode} in its own {@code
 * hashCode()}, {@code toString} in its own {@code toString()}; the rendering methods ({@code
 * print}, {@code String.valueOf}, concatenation, ...) the {@code toString} of what a rendered
 * container holds. Soundness: a JDK method calls an element method only in these cases, so a
 * call not flagged here runs no application element method; a flagged call keeps its model
 * and only gains the caveat. Stateless apart from the points-to result and the call-back
 * judge it reads.
 */
final class ElementCallbacks {
  private final PointsToResult pts;
  private final ArgumentCallbacks judge;

  ElementCallbacks(PointsToResult pts, ArgumentCallbacks judge) {
    this.pts = pts;
    this.judge = judge;
  }

  /**
   * The element methods a call runs that matter: the name of the first ({@code method}, a
   * sub-signature) and every application method that is not plain ({@code targets}). Empty
   * ({@link #NONE}) when all are plain.
   */
  record NonPlain(String method, Set<JavaSootMethod> targets) {
    static final NonPlain NONE = new NonPlain(null, Set.of());

    boolean isEmpty() {
      return targets.isEmpty();
    }
  }

  /**
   * The element methods a call of {@code cls.name} with these receivers and argument objects
   * may run that are not plain: for a rendering, hashing or comparing method ({@link
   * ElementCalls#argumentMethod}: printing, {@code String.valueOf}/{@code format}, the string
   * builders, {@code Objects}, and string concatenation, whose {@code cls} is its bootstrap
   * class), its method on the arguments and what they hold; for a container method, its
   * family's methods ({@link ElementCalls#containerMethods}) on the arguments, what they hold
   * and, for a method reading every element, what the receivers hold.
   */
  NonPlain nonPlainCall(String cls, String name, List<AbstractObject> receivers,
      List<AbstractObject> arguments) {
    List<AbstractObject> looked = new ArrayList<>(arguments);
    looked.addAll(elementsOf(arguments));
    java.util.Optional<String> argumentMethod = ElementCalls.argumentMethod(cls, name)
        .filter(m -> !m.equals(ElementCalls.FUNCTION));
    if (argumentMethod.isPresent()) {
      // a rendered (hashed, compared) container runs the same method of its elements
      return of(argumentMethod.get(), looked, null);
    }
    List<String> methods = methods(cls, name, receivers);
    if (methods.isEmpty()) {
      return NonPlain.NONE;
    }
    if (ElementCalls.readsReceiverElements(cls, name) || receivers.stream().anyMatch(r ->
        ElementCalls.readsReceiverElements(r.type(), name))) {
      looked.addAll(elementsOf(receivers));
    }
    NonPlain out = NonPlain.NONE;
    for (String m : methods) {
      out = of(m, looked, out);
    }
    return out;
  }

  /**
   * The element methods of the call's family: by the classes of its receivers (the class the
   * JDK dispatches to, as the points-to analysis registered them: a {@code HashMap} called
   * through {@code Map.put} hashes), by {@code cls} for a static call or unknown receivers.
   */
  private static List<String> methods(String cls, String name, List<AbstractObject> receivers) {
    if (receivers.isEmpty()) {
      return ElementCalls.containerMethods(cls, name);
    }
    Set<String> out = new LinkedHashSet<>();
    for (AbstractObject r : receivers) {
      out.addAll(ElementCalls.containerMethods(r.type().endsWith("]") ? cls : r.type(), name));
    }
    return new ArrayList<>(out);
  }

  /** {@code so} with the non-plain targets of {@code method} on {@code objects} added. */
  private NonPlain of(String method, List<AbstractObject> objects, NonPlain so) {
    Set<JavaSootMethod> found = judge.nonPlainTargets(method, objects);
    if (found.isEmpty()) {
      return so == null ? NonPlain.NONE : so;
    }
    if (so == null || so.isEmpty()) {
      return new NonPlain(method, found);
    }
    Set<JavaSootMethod> all = new LinkedHashSet<>(so.targets());
    all.addAll(found);
    return new NonPlain(so.method(), all);
  }

  /**
   * What the given objects hold, through nested JDK containers and arrays: the contents of
   * library or JDK-class objects and the elements of arrays. Application objects are not
   * looked into (their methods are translated).
   */
  List<AbstractObject> elementsOf(List<AbstractObject> roots) {
    LinkedHashSet<AbstractObject> seen = new LinkedHashSet<>();
    Deque<AbstractObject> work = new ArrayDeque<>(roots);
    List<AbstractObject> out = new ArrayList<>();
    while (!work.isEmpty()) {
      AbstractObject o = work.pop();
      if (!seen.add(o) || o.kind() == AbstractObject.Kind.LAMBDA) {
        continue;
      }
      List<AbstractObject> inner = o.type().endsWith("]") ? pts.allElements(o)
          : o.type().startsWith("java.") ? pts.contents(o) : List.of();
      for (AbstractObject e : inner) {
        out.add(e);
        work.push(e);
      }
    }
    return out;
  }
}

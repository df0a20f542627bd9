package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;

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
  private static final String HASH_CODE = ArgumentCallbacks.HASH_CODE;
  private static final String EQUALS = ArgumentCallbacks.EQUALS;
  private static final String COMPARE_TO = "int compareTo(java.lang.Object)";
  private static final String TO_STRING = ArgumentCallbacks.TO_STRING;

  /** Container methods that compare an argument with elements by {@code equals}. */
  private static final Set<String> EQUALITY = Set.of("contains", "containsAll", "indexOf",
      "lastIndexOf", "remove", "removeAll", "retainAll", "removeFirstOccurrence",
      "removeLastOccurrence", "containsKey", "containsValue", "equals", "frequency",
      "disjoint", "replace", "replaceAll", "indexOfSubList", "lastIndexOfSubList");

  /** Methods that read every element of their receiver or arguments. */
  private static final Set<String> READS_ELEMENTS = Set.of("equals", "hashCode", "toString",
      "containsAll", "removeAll", "retainAll", "sort", "addAll", "putAll", "<init>", "copyOf",
      "max", "min", "binarySearch", "frequency", "disjoint", "deepEquals", "deepHashCode",
      "deepToString", "asList", "of", "ofEntries", "copyOfRange", "parallelSort");

  /** Static sorting and searching methods of {@code Arrays} and {@code Collections}. */
  private static final Set<String> COMPARING = Set.of("sort", "parallelSort", "binarySearch",
      "max", "min");

  private final PointsToResult pts;
  private final ArgumentCallbacks judge;

  ElementCallbacks(PointsToResult pts, ArgumentCallbacks judge) {
    this.pts = pts;
    this.judge = judge;
  }

  /**
   * The element method (sub-signature) a call of {@code cls.name} with these receivers and
   * argument objects may run that is not plain, if any. {@code rendering} is true for the
   * methods that render their arguments with {@code toString} ({@link
   * ArgumentCallbacks#argumentMethod}).
   */
  Optional<String> nonPlainCall(String cls, String name, List<AbstractObject> receivers,
      List<AbstractObject> arguments, boolean rendering) {
    if (rendering) {
      List<AbstractObject> held = elementsOf(arguments);
      return judge.callsBack(TO_STRING, held) ? Optional.of(TO_STRING) : Optional.empty();
    }
    if (!isElementContainer(cls)) {
      return Optional.empty();
    }
    List<String> methods = methods(cls, name);
    if (methods.isEmpty()) {
      return Optional.empty();
    }
    boolean all = READS_ELEMENTS.contains(name);
    List<AbstractObject> looked = new ArrayList<>(arguments);
    looked.addAll(elementsOf(arguments));
    if (all) {
      looked.addAll(elementsOf(receivers));
    }
    for (String m : methods) {
      if (judge.callsBack(m, looked)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /** The element methods a call of {@code cls.name} may run, by container family. */
  static List<String> methods(String cls, String name) {
    List<String> out = new ArrayList<>();
    String simple = cls.substring(cls.lastIndexOf('.') + 1);
    boolean hashed = simple.contains("Hash") && !simple.equals("IdentityHashMap");
    boolean sorted = simple.startsWith("Tree") || simple.contains("Priority")
        || simple.contains("SkipList");
    if (hashed) {
      out.add(HASH_CODE);
      out.add(EQUALS);
    }
    if (sorted || COMPARING.contains(name)) {
      out.add(COMPARE_TO);
      if (!out.contains(EQUALS)) {
        out.add(EQUALS);
      }
    }
    if (!out.contains(EQUALS) && EQUALITY.contains(name)) {
      out.add(EQUALS);
    }
    if (!out.contains(HASH_CODE) && (name.equals("hashCode") || name.equals("deepHashCode"))) {
      out.add(HASH_CODE);
    }
    if (name.equals("toString") || name.equals("deepToString")) {
      out.add(TO_STRING);
    }
    return out;
  }

  /**
   * True for the JDK classes whose methods store, compare or render elements: {@code
   * java.util} (containers, {@code Arrays}, {@code Collections}, {@code Objects} excluded: its
   * calls are {@link ArgumentCallbacks}'s) and the concurrent containers.
   */
  private static boolean isElementContainer(String cls) {
    return cls.startsWith("java.util.") && !cls.equals("java.util.Objects")
        && !cls.startsWith("java.util.function.") && !cls.startsWith("java.util.stream.")
        && (!cls.startsWith("java.util.concurrent.") || cls.startsWith("java.util.concurrent.Concurrent")
        || cls.startsWith("java.util.concurrent.CopyOnWrite") || cls.endsWith("Queue")
        || cls.endsWith("Deque"));
  }

  /**
   * What the given objects hold, through nested JDK containers and arrays: the contents of
   * library or JDK-class objects and the elements of arrays. Application objects are not
   * looked into (their methods are translated).
   */
  private List<AbstractObject> elementsOf(List<AbstractObject> roots) {
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

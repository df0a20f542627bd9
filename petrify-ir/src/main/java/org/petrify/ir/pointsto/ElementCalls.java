package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import sootup.core.types.Type;

/**
 * The application methods a JDK method calls implicitly on the objects it is given or holds,
 * by API family: the {@code hashCode}, {@code equals}, {@code compareTo} and {@code toString}
 * of elements and keys that containers, sorting and searching run ({@link #containerMethods}),
 * and the {@code toString}, {@code equals} or {@code hashCode} that rendering and
 * {@code Objects} methods run on their arguments ({@link #argumentMethod}). One table, read by
 * the points-to analysis (which registers these methods as call-backs of the call site, {@code
 * LibraryEffects}) and by the translation (which runs them in the caller, or judges them where
 * it cannot). Soundness: for each family, a superset of what the JDK's code calls: a call not
 * listed here runs no element method of its arguments or contents.
 */
public final class ElementCalls {
  public static final String TO_STRING = "java.lang.String toString()";
  public static final String EQUALS = "boolean equals(java.lang.Object)";
  public static final String HASH_CODE = "int hashCode()";
  public static final String COMPARE_TO = "int compareTo(java.lang.Object)";
  /** {@code Formattable.formatTo}, which the formatting methods call on such an argument. */
  public static final String FORMAT_TO = "void formatTo(java.util.Formatter,int,int,int)";
  /** What {@link #argumentMethod} gives for a method that calls a functional argument. */
  public static final String FUNCTION = "lambda";

  /** Container methods that compare an argument with elements by {@code equals}. */
  private static final Set<String> EQUALITY = Set.of("contains", "containsAll", "indexOf",
      "lastIndexOf", "remove", "removeAll", "retainAll", "removeFirstOccurrence",
      "removeLastOccurrence", "containsKey", "containsValue", "equals", "frequency",
      "disjoint", "replace", "replaceAll", "indexOfSubList", "lastIndexOfSubList",
      "addIfAbsent", "addAllAbsent");

  /** Methods that read every element of their receiver or arguments. */
  private static final Set<String> READS_ELEMENTS = Set.of("equals", "hashCode", "toString",
      "containsAll", "removeAll", "retainAll", "sort", "addAll", "putAll", "<init>", "copyOf",
      "max", "min", "binarySearch", "frequency", "disjoint", "deepEquals", "deepHashCode",
      "deepToString", "asList", "of", "ofEntries", "copyOfRange", "parallelSort");

  /** Static sorting and searching methods of {@code Arrays} and {@code Collections}. */
  private static final Set<String> COMPARING = Set.of("sort", "parallelSort", "binarySearch",
      "max", "min");

  /**
   * Interfaces and abstract classes whose implementation may be of any family (a {@code
   * Map.of(..)} object, typed {@code java.util.Map}, hashes its keys; a {@code Set} may be a
   * {@code TreeSet}): a call resolved to one of them runs the methods of every family.
   */
  private static final Set<String> ANY_FAMILY = Set.of("java.util.Map", "java.util.Set",
      "java.util.Collection", "java.util.Queue", "java.util.Deque", "java.util.SortedMap",
      "java.util.SortedSet", "java.util.NavigableMap", "java.util.NavigableSet",
      "java.util.SequencedMap", "java.util.SequencedSet", "java.util.SequencedCollection",
      "java.util.AbstractMap", "java.util.AbstractSet", "java.util.AbstractCollection",
      "java.util.AbstractQueue", "java.util.concurrent.ConcurrentMap",
      "java.util.concurrent.BlockingQueue", "java.util.concurrent.BlockingDeque");

  private ElementCalls() {}

  /**
   * The field of a sorted container object that holds the comparator it was made with ({@code
   * new TreeMap<>(cmp)}, {@code new PriorityQueue<>(n, cmp)}, or the one of the sorted
   * collection it copies): {@code LibraryEffects} stores it there and calls its {@code compare}
   * at each call that runs it ({@link #runsStoredComparator}).
   */
  public static final String COMPARATOR_FIELD = "$comparator";
  /**
   * The field of a {@code java.beans.PropertyChangeSupport} object that holds the listeners
   * added to it; its {@code fire*} methods call their {@code propertyChange}.
   */
  public static final String LISTENERS = "$listeners";
  /** The sub-signature of {@code Comparator.compare}. */
  public static final String COMPARE = "int compare(java.lang.Object,java.lang.Object)";

  /** The sorted containers of the JDK that keep a comparator ({@link #COMPARATOR_FIELD}). */
  private static final Set<String> SORTED_CONTAINERS = Set.of("java.util.TreeMap",
      "java.util.TreeSet", "java.util.PriorityQueue",
      "java.util.concurrent.PriorityBlockingQueue", "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet");

  /**
   * Methods of a sorted container that compare no elements: they count, clear, iterate or read
   * an end without a search ({@code firstKey}, {@code peek}), or hand out the comparator. Every
   * other method may ({@code put}, {@code get}, {@code remove}, {@code offer}, {@code poll},
   * {@code contains}, {@code equals}, the navigation and sub-map methods, the bulk ones).
   */
  private static final Set<String> NO_COMPARISON = Set.of("size", "isEmpty", "clear",
      "comparator", "iterator", "spliterator", "descendingIterator", "hasNext", "next",
      "toArray", "toString", "hashCode", "peek", "element", "forEach", "firstKey", "lastKey",
      "firstEntry", "lastEntry", "first", "last", "getClass", "wait", "notify", "notifyAll",
      "stream", "remainingCapacity");

  /** True for the JDK's sorted containers that keep a comparator. */
  public static boolean isSortedContainer(String cls) {
    return SORTED_CONTAINERS.contains(cls);
  }

  /**
   * True if a call of {@code name} on an object of the sorted container class {@code cls} may
   * run the comparator the object keeps ({@link #COMPARATOR_FIELD}), in the calling thread:
   * every method but {@link #NO_COMPARISON}; a constructor only when it copies elements (it has
   * a parameter other than a comparator or an {@code int} capacity: {@code new TreeMap<>(map)}
   * inserts the map's entries with the comparator it copied). A superset of the JDK's
   * comparisons: a method not accepted here never calls the comparator.
   */
  public static boolean runsStoredComparator(String cls, String name,
      List<String> parameterTypes) {
    if (!isSortedContainer(cls) || NO_COMPARISON.contains(name)) {
      return false;
    }
    return !name.equals("<init>") || parameterTypes.stream()
        .anyMatch(t -> !t.equals("java.util.Comparator") && !t.equals("int"));
  }


  /** True if {@code name} reads every element of its container arguments. */
  public static boolean readsElements(String name) {
    return READS_ELEMENTS.contains(name);
  }

  /**
   * True if a call of {@code cls.name} may run an element method of its receiver's elements:
   * {@link #readsElements} except a constructor, whose receiver is fresh and holds nothing yet
   * (its points-to contents are what later calls add, which the constructor never sees); and
   * every other method of a binary heap ({@code PriorityQueue}, {@code PriorityBlockingQueue},
   * {@code DelayQueue}), whose removals sift the remaining elements with {@code compareTo}.
   */
  public static boolean readsReceiverElements(String cls, String name) {
    if (name.equals("<init>")) {
      return false;
    }
    return READS_ELEMENTS.contains(name) || cls.contains("Priority")
        || cls.endsWith("DelayQueue");
  }

  /**
   * The element methods (sub-signatures) a call of {@code cls.name} may run, by container
   * family: hash-based containers call {@code hashCode} and {@code equals}, sorted ones {@code
   * compareTo} (and {@code equals}: {@code PriorityQueue.remove(o)}), any container {@code
   * equals} in its equality queries (and a {@code CopyOnWriteArraySet} in every method), {@code compareTo} in sorting and searching, {@code
   * hashCode} in its own {@code hashCode()}, {@code toString} in its own {@code toString()};
   * an interface or abstract class of unknown family ({@link #ANY_FAMILY}) all of these. Empty
   * for a class that is no element container ({@link #isElementContainer}).
   */
  public static List<String> containerMethods(String cls, String name) {
    List<String> out = new ArrayList<>();
    if (!isElementContainer(cls)) {
      return out;
    }
    String simple = cls.substring(cls.lastIndexOf('.') + 1);
    boolean unknown = ANY_FAMILY.contains(cls);
    boolean hashed = unknown || simple.contains("Hash") && !simple.equals("IdentityHashMap");
    boolean sorted = unknown || simple.startsWith("Tree") || simple.contains("Priority")
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
    // a CopyOnWriteArraySet is a list searched with equals by add, addAll and remove too
    if (!out.contains(EQUALS) && (EQUALITY.contains(name)
        || simple.equals("CopyOnWriteArraySet") && !name.equals("<init>"))) {
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
   * java.util} (containers, {@code Arrays}, {@code Collections}; {@code Objects} excluded: its
   * calls are {@link #argumentMethod}'s) and the concurrent containers.
   */
  public static boolean isElementContainer(String cls) {
    return cls.startsWith("java.util.") && !cls.equals("java.util.Objects")
        && !cls.startsWith("java.util.function.") && !cls.startsWith("java.util.stream.")
        && (!cls.startsWith("java.util.concurrent.")
        || cls.startsWith("java.util.concurrent.Concurrent")
        || cls.startsWith("java.util.concurrent.CopyOnWrite") || cls.endsWith("Queue")
        || cls.endsWith("Deque"));
  }

  /**
   * The sub-signature of the argument method that {@code cls.name} calls, if it is one of the
   * rendering, comparing or hashing library methods ({@code cls} is the bootstrap class for an
   * {@code invokedynamic}: javac's string concatenation); {@link #FUNCTION} when it calls a
   * functional argument instead.
   */
  public static Optional<String> argumentMethod(String cls, String name) {
    switch (cls) {
      case "java.io.PrintStream", "java.io.PrintWriter" -> {
        return Set.of("print", "println", "printf", "format", "append").contains(name)
            ? Optional.of(TO_STRING) : Optional.empty();
      }
      case "java.lang.String" -> {
        return name.equals("valueOf") || name.equals("format")
            ? Optional.of(TO_STRING) : Optional.empty();
      }
      case "java.lang.StringBuilder", "java.lang.StringBuffer",
          "java.lang.AbstractStringBuilder" -> {
        return name.equals("append") || name.equals("insert")
            ? Optional.of(TO_STRING) : Optional.empty();
      }
      case "java.lang.invoke.StringConcatFactory" -> {
        return Optional.of(TO_STRING);
      }
      case "java.beans.PropertyChangeSupport" -> {
        // fire* compares the old value with the new one (oldValue.equals(newValue))
        return name.startsWith("fire") ? Optional.of(EQUALS) : Optional.empty();
      }
      case "java.util.Objects" -> {
        return switch (name) {
          case "equals", "deepEquals" -> Optional.of(EQUALS);
          case "hashCode", "hash" -> Optional.of(HASH_CODE);
          case "toString" -> Optional.of(TO_STRING);
          case "requireNonNull", "requireNonNullElseGet", "compare" -> Optional.of(FUNCTION);
          default -> Optional.empty();
        };
      }
      default -> {
        return Optional.empty();
      }
    }
  }

  /**
   * True if {@code cls.name} formats its arguments with a {@code java.util.Formatter}
   * ({@code PrintStream}/{@code PrintWriter} {@code printf} and {@code format}, {@code
   * String.format}): besides {@code toString} it calls
   * {@link #FORMAT_TO} on a {@code Formattable} argument rendered with {@code %s}.
   */
  public static boolean formats(String cls, String name) {
    return switch (cls) {
      case "java.io.PrintStream", "java.io.PrintWriter" ->
          name.equals("printf") || name.equals("format");
      case "java.lang.String" -> name.equals("format");
      default -> false;
    };
  }

  /**
   * True if a library method that calls {@code method} ({@link #argumentMethod}) may call it on
   * an argument passed for a parameter of declared type {@code parameter}. For {@link
   * #FUNCTION}, the {@code java.util.Objects} methods ({@code requireNonNull(T, Supplier)},
   * {@code requireNonNullElseGet(T, Supplier)}, {@code compare(T, T, Comparator)}) call only
   * their supplier or comparator, a parameter of a functional interface type; a parameter of
   * type {@code Object} (an erased type variable: the checked or compared value) is only
   * compared with null or handed to that function, so a lambda passed there is never run by the
   * method itself ({@code requireNonNull(task)} with a lambda {@code task}). For the rendering,
   * comparing and hashing methods every parameter may be called.
   */
  public static boolean mayBeCalled(String method, Type parameter) {
    return !method.equals(FUNCTION) || !parameter.toString().equals("java.lang.Object");
  }
}

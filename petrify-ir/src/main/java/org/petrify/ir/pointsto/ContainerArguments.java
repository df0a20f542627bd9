package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;
import sootup.core.types.VoidType;

/**
 * What a JDK container does with a collection, map or iterable it is given: {@code
 * ArrayList.addAll(c)} and {@code new ArrayList<>(c)} call {@code c.toArray()},
 * {@code AbstractCollection.addAll(c)}, {@code containsAll(c)} and {@code equals(c)} iterate
 * {@code c}, {@code removeAll(c)}/{@code retainAll(c)} call {@code c.contains}, {@code
 * HashMap.putAll(m)} calls {@code m.size()} and {@code m.entrySet()} and reads every entry,
 * {@code ArrayDeque.addAll(c)} calls {@code c.forEach}, {@code new TreeMap(sortedMap)} and
 * {@code new PriorityQueue(sortedSet)} ask for the comparator and compare with it. These calls
 * run in the calling thread, during the container call (holding the caller's locks, and for a
 * synchronized container its own lock too). When the argument is an application object these
 * are call-backs into application code: this class registers them with the points-to analysis
 * as call-backs of the call site ({@link PointsToResult#callbacks}), so the translation can run
 * them where the container call is.
 *
 * <p>Registered, for every reference argument passed where the container method declares a
 * collection, map or iterable parameter (or {@code Object} for {@code equals}): on the argument
 * the methods {@link #READ}; on what they return (iterators, entry and key sets, value
 * collections, a comparator) {@link #READ} again and the iterator and comparator methods
 * {@link #ITERATE}; on what an iterator's {@code next()} returns (map entries) {@link #ENTRY}.
 * This is an over-approximation of what each JDK method calls (a method may call only some of
 * them, in a fixed order; the model runs each of them zero or more times, in any order).
 * Not covered: the {@code equals}, {@code hashCode} and {@code compareTo} of the elements
 * themselves, which hash and tree containers call and the model trusts in general.
 */
public final class ContainerArguments {
  /** Parameter types whose arguments a container reads through their own methods. */
  private static final Set<String> READ_TYPES = Set.of("java.util.Collection",
      "java.util.List", "java.util.Set", "java.util.Queue", "java.util.Deque",
      "java.util.SortedSet", "java.util.NavigableSet", "java.util.SequencedCollection",
      "java.util.SequencedSet", "java.util.Map", "java.util.SortedMap",
      "java.util.NavigableMap", "java.util.SequencedMap", "java.lang.Iterable");

  /** Methods called on the argument itself (declared by the first element). */
  static final List<String[]> READ = List.of(
      new String[] {"java.util.Collection", "java.lang.Object[] toArray()"},
      new String[] {"java.util.Collection", "java.lang.Object[] toArray(java.lang.Object[])"},
      new String[] {"java.lang.Iterable", "java.util.Iterator iterator()"},
      new String[] {"java.lang.Iterable", "void forEach(java.util.function.Consumer)"},
      new String[] {"java.lang.Iterable", "java.util.Spliterator spliterator()"},
      new String[] {"java.util.Collection", "int size()"},
      new String[] {"java.util.Collection", "boolean isEmpty()"},
      new String[] {"java.util.Collection", "boolean contains(java.lang.Object)"},
      new String[] {"java.util.Map", "int size()"},
      new String[] {"java.util.Map", "boolean isEmpty()"},
      new String[] {"java.util.Map", "java.util.Set entrySet()"},
      new String[] {"java.util.Map", "java.util.Set keySet()"},
      new String[] {"java.util.Map", "java.util.Collection values()"},
      new String[] {"java.util.Map", "java.lang.Object get(java.lang.Object)"},
      new String[] {"java.util.Map", "boolean containsKey(java.lang.Object)"},
      new String[] {"java.util.Map", "void forEach(java.util.function.BiConsumer)"},
      new String[] {"java.util.SortedSet", "java.util.Comparator comparator()"},
      new String[] {"java.util.SortedMap", "java.util.Comparator comparator()"});

  /** Methods called on what {@link #READ} returned: iterators and comparators. */
  static final List<String[]> ITERATE = List.of(
      new String[] {"java.util.Iterator", "boolean hasNext()"},
      new String[] {"java.util.Iterator", "java.lang.Object next()"},
      new String[] {"java.util.Iterator", "void remove()"},
      new String[] {"java.util.Comparator", "int compare(java.lang.Object,java.lang.Object)"});

  /** {@code Iterable.iterator()}, called on a map's key set and values ({@code LibraryEffects}). */
  static final String[] ITERATOR = {"java.lang.Iterable", "java.util.Iterator iterator()"};

  /** {@code Iterator.next()}. */
  static final String[] NEXT = {"java.util.Iterator", "java.lang.Object next()"};

  /** True if {@code type} names a collection, map or iterable parameter ({@link #READ_TYPES}). */
  static boolean isCollectionType(String type) {
    return READ_TYPES.contains(type);
  }

  /** Methods called on what an iterator returned: map entries. */
  static final List<String[]> ENTRY = List.of(
      new String[] {"java.util.Map$Entry", "java.lang.Object getKey()"},
      new String[] {"java.util.Map$Entry", "java.lang.Object getValue()"});

  /**
   * JDK methods known to call nothing on their collection argument but {@code toArray()}, in
   * every JDK release since 8 (their declaring class and name): the lists' bulk insertions and
   * copy constructors. For these only that call is registered, so a witness follows the path
   * the JVM takes; every other method gets the whole of {@link #READ}.
   */
  private static final Set<String> TO_ARRAY_ONLY = Set.of("java.util.ArrayList.addAll",
      "java.util.ArrayList.<init>", "java.util.LinkedList.addAll", "java.util.Vector.addAll",
      "java.util.Vector.<init>", "java.util.LinkedList.<init>");

  private ContainerArguments() {}

  /** True if the JDK method (as dispatched) calls {@code toArray()} of its argument once. */
  public static boolean callsToArrayOnce(MethodSignature target) {
    return TO_ARRAY_ONLY.contains(target.getDeclClassType().getFullyQualifiedName() + "."
        + target.getName());
  }

  /** The methods a container method calls on a collection argument (see {@link #READ}). */
  static List<String[]> reads(MethodSignature sig) {
    String key = sig.getDeclClassType().getFullyQualifiedName() + "." + sig.getName();
    return TO_ARRAY_ONLY.contains(key) ? READ.subList(0, 1) : READ;
  }

  /**
   * The argument positions of a container call whose arguments the container reads through
   * their methods: parameters of a type in {@link #READ_TYPES}, and the argument of
   * {@code equals}.
   */
  public static List<Integer> readArguments(MethodSignature sig) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < sig.getParameterCount(); i++) {
      String type = sig.getParameterType(i).toString();
      if (READ_TYPES.contains(type) || sig.getName().equals("equals")
          && type.equals("java.lang.Object")) {
        out.add(i);
      }
    }
    return out;
  }

  /** True if the result of the method is an object the analysis follows (not primitive). */
  static boolean returnsReference(MethodSignature m) {
    return !(m.getType() instanceof PrimitiveType) && !(m.getType() instanceof VoidType)
        && !m.getType().toString().endsWith("[]");
  }
}

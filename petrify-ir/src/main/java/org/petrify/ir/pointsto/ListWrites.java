package org.petrify.ir.pointsto;

import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * Which JDK calls may change an {@code ArrayList} or {@code LinkedList} made by {@code new} in
 * application code, for the copies whose positions {@link PositionalLists} keeps while they are
 * never written. A call on such a list changes it unless it is one of the {@link #READERS}; a
 * call that gets it as an argument may change it (or keep it and change it later) unless the
 * argument is one the JDK only reads ({@link #readsArgument}).
 *
 * <p>The names are those of {@code List}, {@code Deque}, {@code Iterator} and {@code
 * ListIterator} methods: the model makes a list's iterator the list object itself
 * ({@code LibraryEffects.resultOf}), so {@code it.remove()} and {@code it.set(x)} are calls on
 * the list, and are not readers.
 */
final class ListWrites {
  /** The classes of the copies: their objects are exactly of these classes. */
  static final Set<String> COPY_CLASSES = Set.of("java.util.ArrayList", "java.util.LinkedList");

  /** Methods that read a list (or its iterator, the same object) and change nothing. */
  private static final Set<String> READERS = Set.of("get", "getFirst", "getLast", "size",
      "isEmpty", "contains", "containsAll", "indexOf", "lastIndexOf", "iterator",
      "listIterator", "hasNext", "next", "hasPrevious", "previous", "nextIndex",
      "previousIndex", "equals", "hashCode", "toString", "toArray", "forEach",
      "forEachRemaining", "peek", "peekFirst", "peekLast", "element", "getClass");

  /**
   * The declared types an argument holding an {@code ArrayList} or {@code LinkedList} may have:
   * their supertypes. An argument of any other declared type cannot hold one.
   */
  private static final Set<String> LIST_SUPERTYPES = Set.of("java.lang.Object",
      "java.lang.Iterable", "java.util.Collection", "java.util.List",
      "java.util.SequencedCollection", "java.util.Deque", "java.util.Queue",
      "java.util.AbstractList", "java.util.AbstractCollection",
      "java.util.AbstractSequentialList", "java.util.ArrayList", "java.util.LinkedList",
      "java.util.RandomAccess", "java.lang.Cloneable", "java.io.Serializable");

  /** Methods of a collection that only read their collection argument. */
  private static final Set<String> READING_ARGUMENT = Set.of("addAll", "containsAll",
      "removeAll", "retainAll", "equals", "contains", "indexOf", "lastIndexOf", "copyOf");

  /** Printing and string methods, which call the argument's {@code toString()} only. */
  private static final Set<String> PRINTERS = Set.of("print", "println", "valueOf", "append");

  private ListWrites() {}

  /** True if calling {@code sig} on a list changes nothing. */
  static boolean reads(MethodSignature sig) {
    return READERS.contains(sig.getName());
  }

  /** True if parameter {@code i} of {@code sig} may receive an {@code ArrayList}. */
  static boolean mayHoldList(MethodSignature sig, int i) {
    Type t = i < sig.getParameterCount() ? sig.getParameterType(i) : null;
    return t instanceof ClassType ct && LIST_SUPERTYPES.contains(ct.getFullyQualifiedName());
  }

  /**
   * True if JDK method {@code sig} only reads its argument {@code i}: a {@code java.util}
   * container's constructor from a {@code Collection} (it copies the elements), or one of
   * {@link #READING_ARGUMENT} declared by a {@code java.util} container other than {@code
   * Collections} (whose {@code addAll(c, ...)} writes {@code c}): they iterate the argument,
   * ask its size or compare with it; {@code String.valueOf}, printing and {@code
   * StringBuilder.append} ({@link #PRINTERS}), which call its {@code toString()}.
   */
  static boolean readsArgument(MethodSignature sig, int i) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (LibraryEffects.isContainer(cls)) {
      return name.equals("<init>")
          ? sig.getParameterType(i).toString().equals("java.util.Collection")
          : READING_ARGUMENT.contains(name) && !cls.equals("java.util.Collections");
    }
    return (cls.equals("java.lang.String") || cls.equals("java.io.PrintStream")
        || cls.equals("java.lang.StringBuilder")) && PRINTERS.contains(name);
  }
}

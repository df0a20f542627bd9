package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;

/**
 * The receivers of a {@code java.util.concurrent.locks.Lock} method ({@code lock},
 * {@code unlock}, {@code tryLock}, ...): the points-to objects of the receiver local that can be
 * instances of {@code Lock}.
 *
 * <p>Why objects are dropped: the points-to analysis is flow-insensitive and treats casts as
 * copies, and JDK containers are opaque (every argument of a container call, and its contents,
 * flows into the container's contents), so the elements of {@code new ArrayList<>(list)} include
 * {@code list} itself, and the for-each {@code for (Lock l : copy) l.lock()} would lock the
 * list. On the JVM the receiver of {@code invokeinterface Lock.lock} is an instance of
 * {@code Lock}: javac's {@code checkcast} before it throws {@code ClassCastException} for any
 * other object (and the verifier rejects code that could pass one without a cast), so the call
 * never runs on an object that is not a {@code Lock}. An object is dropped only when it is
 * certainly not one:
 * <ul>
 *   <li>an array;</li>
 *   <li>an allocation ({@code new C}, its exact runtime class is {@code C}) whose class and
 *       all its supertypes are known (application or JDK) and none is {@code Lock};</li>
 *   <li>an object made by a JDK collection factory ({@code List.of}, {@code Arrays.asList},
 *       {@code Collections.unmodifiableList}, ...: a library object whose recorded type is a
 *       collection-framework type of {@code java.util}); its runtime class is a JDK collection
 *       class, and no JDK collection class implements {@code Lock}.</li>
 * </ul>
 * Anything else is kept (lambdas, library objects of other types, classes with an unknown
 * supertype). If every object would be dropped the points-to set was incomplete for this call,
 * so nothing is dropped (the caller's handling of the set, including the unknown lock of an
 * empty one, is unchanged).
 */
final class LockReceivers {
  private static final String LOCK = "java.util.concurrent.locks.Lock";

  /** Collection-framework types of {@code java.util} that JDK factories declare to return. */
  private static final Set<String> COLLECTION_TYPES = Set.of("java.util.Collection",
      "java.util.List", "java.util.Set", "java.util.SortedSet", "java.util.NavigableSet",
      "java.util.SequencedCollection", "java.util.SequencedSet", "java.util.Queue",
      "java.util.Deque", "java.util.Map", "java.util.SortedMap", "java.util.NavigableMap",
      "java.util.SequencedMap", "java.util.Iterator", "java.util.ListIterator",
      "java.util.Enumeration", "java.util.Spliterator", "java.util.ArrayList",
      "java.util.LinkedList", "java.util.HashMap", "java.util.HashSet",
      "java.util.LinkedHashMap", "java.util.LinkedHashSet", "java.util.TreeMap",
      "java.util.TreeSet", "java.util.ArrayDeque", "java.util.EnumSet", "java.util.EnumMap");

  private LockReceivers() {}

  /** The objects of {@code receivers} that may be instances of {@code Lock} (see the class comment). */
  static List<AbstractObject> of(CodeBase code, List<AbstractObject> receivers) {
    List<AbstractObject> kept = new ArrayList<>();
    for (AbstractObject o : receivers) {
      if (mayBeLock(code, o)) {
        kept.add(o);
      }
    }
    return kept.isEmpty() ? receivers : kept;
  }

  /** False only if {@code o} is certainly not an instance of {@code Lock}. */
  static boolean mayBeLock(CodeBase code, AbstractObject o) {
    String type = o.type();
    if (type.endsWith("[]")) {
      return false;
    }
    if (o.kind() == AbstractObject.Kind.LIBRARY) {
      return !COLLECTION_TYPES.contains(type);
    }
    if (o.kind() != AbstractObject.Kind.ALLOCATION) {
      return true;
    }
    return reachesLockOrUnknown(code, type);
  }

  /**
   * True if the supertypes of class {@code type} (itself included) include {@code Lock} or a
   * class that cannot be read.
   */
  private static boolean reachesLockOrUnknown(CodeBase code, String type) {
    List<ClassType> work = new ArrayList<>();
    Set<ClassType> seen = new HashSet<>();
    work.add(code.classType(type));
    while (!work.isEmpty()) {
      ClassType t = work.remove(work.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      if (t.getFullyQualifiedName().equals(LOCK)) {
        return true;
      }
      Optional<JavaSootClass> k = code.anyClass(t);
      if (k.isEmpty()) {
        return true;
      }
      k.get().getSuperclass().ifPresent(work::add);
      work.addAll(k.get().getInterfaces());
    }
    return false;
  }
}

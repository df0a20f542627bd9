package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The internal state of unsynchronised JDK objects, for the race analysis: a call on a
 * {@code StringBuilder} or on an unsynchronised {@code java.util} collection ({@link #CLASSES})
 * that another thread may reach is a {@code write} of the pseudo-field {@code o.$state} of each
 * such object {@code o} the receiver may be when the method changes the object ({@link
 * #MUTATORS}), else a {@code read} of it. So two threads appending to one shared
 * {@code StringBuilder}, or one adding to an {@code ArrayList} while another reads it, race on
 * {@code StringBuilder.$state} / {@code ArrayList.$state}, as they do in Java (these classes
 * keep a count and an array in plain fields, and their Javadoc says they must be synchronised
 * externally). The accesses are emitted at the call, in the calling thread, with the locks it
 * holds, like the program's own field accesses ({@link HeapAccesses}): a shared builder
 * used under one lock does not race.
 *
 * <p>Why this is sound for the race property: every such method reads the object's fields
 * (size, count, array), and every mutator listed writes one of them, so two calls of which one
 * is a mutator, in two threads, with no happens-before between them, are a data race inside
 * the JDK class, and the pseudo-field reports exactly those pairs the analysis would report
 * for the class's own fields. Views and iterators ({@code keySet()}, {@code iterator()}) are
 * the receiver itself in the points-to analysis, so their reads and {@code remove}s count as
 * the collection's. Only receivers that escape their thread
 * ({@link org.petrify.ir.pointsto.ThreadEscape}) get the accesses: an object of one thread
 * cannot race, and leaving its accesses out keeps the models of single-threaded helpers
 * unchanged.
 *
 * <p>Not modelled (README): constructors (the state a constructor writes is published like
 * any object's, and a racy publication of a collection is not reported), subclasses of these
 * classes (an application subclass is not a JDK object here), other JDK classes with internal
 * state. Classes whose methods synchronise ({@code StringBuffer}, {@code Vector},
 * {@code Hashtable}, {@code ByteArrayOutputStream}, {@code PrintStream}, the
 * {@code Writer}s, {@code BufferedWriter} among them, which lock their {@code lock} object) are
 * deliberately not listed: their calls do not race.
 */
final class LibraryState {
  /** The pseudo-field that stands for the object's internal state. */
  static final String FIELD = "$state";

  /** Unsynchronised JDK classes whose objects' internal state is modelled. */
  static final Set<String> CLASSES = Set.of("java.lang.StringBuilder", "java.util.ArrayList",
      "java.util.LinkedList", "java.util.ArrayDeque", "java.util.PriorityQueue",
      "java.util.HashMap", "java.util.LinkedHashMap", "java.util.TreeMap",
      "java.util.HashSet", "java.util.LinkedHashSet", "java.util.TreeSet",
      "java.util.IdentityHashMap", "java.util.WeakHashMap", "java.util.EnumMap",
      "java.util.BitSet");

  /** Methods of these classes that change the object (the others only read it). */
  static final Set<String> MUTATORS = Set.of("append", "appendCodePoint", "insert", "delete",
      "deleteCharAt", "replace", "reverse", "setLength", "setCharAt", "ensureCapacity",
      "trimToSize", "add", "addAll", "addFirst", "addLast", "offer", "offerFirst", "offerLast",
      "push", "pop", "poll", "pollFirst", "pollLast", "remove", "removeFirst", "removeLast",
      "removeAll", "removeIf", "retainAll", "removeFirstOccurrence", "removeLastOccurrence",
      "clear", "set", "sort", "replaceAll", "put", "putAll", "putIfAbsent", "putFirst",
      "putLast", "compute", "computeIfAbsent", "computeIfPresent", "merge", "pollFirstEntry",
      "pollLastEntry", "flip", "and", "or", "xor", "andNot", "addElement");

  /** Methods that touch no state of the object. */
  private static final Set<String> NONE = Set.of("getClass", "wait", "notify", "notifyAll",
      "<init>");

  /** One access: the locations (one per object) and whether it is a write. */
  record Access(List<String> locations, boolean write) {}

  private final TranslationContext tc;

  LibraryState(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The access of the call {@code inv} at statement {@code at} of {@code mi} to the internal
   * state of the library objects its receiver may be, each location noted for the race
   * analysis; null when the call touches none (see the class comment).
   */
  Access of(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || ii instanceof JSpecialInvokeExpr
        || NONE.contains(inv.getMethodSignature().getName())) {
      return null;
    }
    List<String> locations = locations(tc.pts().pointsTo(mi, at, ii.getBase()));
    if (locations.isEmpty()) {
      return null;
    }
    return new Access(locations, MUTATORS.contains(inv.getMethodSignature().getName()));
  }

  /**
   * The accesses of the bound JDK method references among the arguments of a library call
   * that runs its functions in the calling thread ({@code in.forEach(out::add)}, {@code
   * CallerRunsModel}): the library calls {@code out.add} there, during the call, so its access
   * is emitted at the call, in the caller, as if the program had made that call itself. Empty
   * when no such reference is bound to an object of {@link #CLASSES} that escapes.
   */
  List<Access> ofReferences(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    List<Access> out = new ArrayList<>();
    for (AbstractObject o : stateReferences(mi, at, inv)) {
      List<String> locations = o.lambda().captures() == 0 ? List.of()
          : locations(tc.pts().firstCapture(o));
      if (!locations.isEmpty()) {
        out.add(new Access(locations, MUTATORS.contains(implementation(o).getName())));
      }
    }
    return out;
  }

  /**
   * True if a function argument of the call is a reference to an instance method of a
   * collection or builder that {@link #ofReferences} cannot emit at the call: unbound (its
   * receiver is whatever the library passes, e.g. each element), or, when the library runs it
   * in other threads ({@code parallel}), bound to an object this class tracks. The caller
   * keeps such a call's {@code library-callback} caveat.
   */
  boolean touchedByReferences(MethodInstance mi, int at, AbstractInvokeExpr inv,
      boolean parallel) {
    for (AbstractObject o : stateReferences(mi, at, inv)) {
      if (o.lambda().implementation().getKind()
              != sootup.core.jimple.common.constant.MethodHandle.Kind.REF_INVOKE_STATIC
          && (o.lambda().captures() == 0
              || parallel && !locations(tc.pts().firstCapture(o)).isEmpty())) {
        return true;
      }
    }
    return false;
  }

  /** The method references among the call's arguments whose method is a state method. */
  private List<AbstractObject> stateReferences(MethodInstance mi, int at,
      AbstractInvokeExpr inv) {
    List<AbstractObject> out = new ArrayList<>();
    for (Immediate arg : inv.getArgs()) {
      if (arg instanceof Local l) {
        for (AbstractObject o : tc.pts().pointsTo(mi, at, l)) {
          if (o.kind() == AbstractObject.Kind.LAMBDA && isStateMethod(implementation(o))) {
            out.add(o);
          }
        }
      }
    }
    return out;
  }

  private static MethodSignature implementation(AbstractObject lambda) {
    return (MethodSignature) lambda.lambda().implementation().getReferenceSignature();
  }

  /** An instance method of a tracked class (or of an interface such a class implements). */
  private static boolean isStateMethod(MethodSignature m) {
    String cls = m.getDeclClassType().getFullyQualifiedName();
    return !NONE.contains(m.getName()) && (CLASSES.contains(cls) || cls.startsWith("java.util.")
        && (cls.endsWith("List") || cls.endsWith("Collection") || cls.endsWith("Map")
            || cls.endsWith("Set") || cls.endsWith("Queue") || cls.endsWith("Deque"))
        || cls.equals("java.lang.Appendable") || cls.equals("java.lang.AbstractStringBuilder"));
  }

  /** The state locations of the tracked objects among {@code objects}, noted. */
  private List<String> locations(Iterable<AbstractObject> objects) {
    List<String> locations = new ArrayList<>();
    for (AbstractObject o : objects) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && CLASSES.contains(o.type())
          && tc.escape().escapes(o)) {
        String location = o.name() + "." + FIELD;
        locations.add(location);
        tc.noteLocation(new HeapLocation(location,
            HeapLocation.simpleClassName(o.type()) + "." + FIELD,
            HeapLocation.Kind.INSTANCE_FIELD, false, false));
      }
    }
    return locations;
  }
}

package org.petrify.ir.frontend;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.Constant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * JDK collection calls that find an element by equality and remove it ({@code
 * list.remove(entry)}, {@code map.remove(key)}, {@code deque.removeFirstOccurrence(x)}), proved
 * not to throw: such a call is then no throw point ({@link UncaughtExceptionCaveats}), as the
 * searches {@code contains} and {@code indexOf} already are by {@link LibraryFacts}.
 *
 * <p>The rule: a call of {@link #METHODS} whose every parameter is {@code Object} (not {@code
 * remove(int)}, which fails on a bad index, nor {@code remove()}, which fails on an empty
 * queue) cannot throw when
 * <ul>
 *   <li>the receiver's points-to set is not empty, holds no JDK-made object of a type the class
 *       path implements ({@link PointsToResult#mayBeForeign}), and every object in it is of one
 *       of the {@link #RECEIVERS} exactly, and</li>
 *   <li>every reference argument is a constant ({@code null}, a string, a class), or of a
 *       {@linkplain LibraryFacts#isFinalValueClass final value type} (a string or a box), or a
 *       local whose points-to set is not empty, not foreign, and whose every object is a lambda,
 *       a {@code Class} object, or of a class that {@link #plainEquality has Object's, Enum's or
 *       a value class's equality}.</li>
 * </ul>
 *
 * <p>Soundness (JDK 17 to 25 sources of the receivers): each receiver class implements these
 * methods over its own storage and calls exactly three methods of objects it does not own, all
 * on an argument: {@code arg.equals(element)} (the lists, {@code ArrayDeque}, {@code Vector},
 * the copy-on-write list and set; {@code HashMap} and its sets and subclasses after comparing
 * with {@code ==}, and {@code value.equals(v)} for {@code remove(key, value)}), {@code
 * arg.hashCode()} ({@code HashMap}'s hash) and, in a tree bin of a {@code HashMap}, {@code
 * arg.compareTo(key)} when the argument's class is {@code String} or implements {@code
 * Comparable} of itself. {@code IdentityHashMap} calls none. Every receiver accepts {@code
 * null} (a null search compares with {@code ==}; {@code ArrayDeque} returns false), and none
 * is unmodifiable, so no {@code UnsupportedOperationException}, {@code NullPointerException}
 * or {@code ClassCastException} is raised by the collection itself, and none checks a
 * modification count on these paths (no {@code ConcurrentModificationException}). Object's
 * {@code equals}/{@code hashCode} compare and hash identities, {@code Enum}'s are final and do
 * the same, and the value classes' compare and hash their value and never throw; with the
 * arguments restricted so, nothing the call runs throws. A {@code NullPointerException} of a
 * null receiver is the call's own implicit exception, added where the receiver may be null
 * ({@link ImplicitExceptions}). Left out on purpose: {@code TreeMap}/{@code TreeSet}, {@code
 * PriorityQueue} and the concurrent skip lists (comparators run on stored elements), {@code
 * ConcurrentHashMap} ({@code null} throws), the immutable and unmodifiable collections and
 * {@code Arrays.asList} (they throw {@code UnsupportedOperationException} or on {@code null}).
 *
 * <p>Trusted, as for every claim about collections: the points-to sets name every object the
 * receiver and the arguments may hold, and a collection that is not thread-safe is not
 * modified by another thread without a happens-before edge (a racy {@code LinkedList} may
 * throw anything; the data race itself is the race checker's, not this rule's).
 */
final class EqualityRemovals {
  /** The removals by equality this rule judges (every parameter {@code Object}). */
  static final Set<String> METHODS = Set.of("remove", "removeFirstOccurrence",
      "removeLastOccurrence", "removeElement");

  /**
   * The JDK collections whose removals by equality call only the argument's {@code equals},
   * {@code hashCode} and (tree bins) {@code compareTo}, and accept {@code null} (class
   * comment).
   */
  static final Set<String> RECEIVERS = Set.of("java.util.ArrayList", "java.util.LinkedList",
      "java.util.Vector", "java.util.Stack", "java.util.ArrayDeque", "java.util.HashMap",
      "java.util.LinkedHashMap", "java.util.HashSet", "java.util.LinkedHashSet",
      "java.util.IdentityHashMap", "java.util.concurrent.CopyOnWriteArrayList",
      "java.util.concurrent.CopyOnWriteArraySet");

  /** The classes whose {@code equals}, {@code hashCode} and {@code compareTo} never throw. */
  private static final Set<String> PLAIN_EQUALITY_DECLARERS = Set.of("java.lang.Object",
      "java.lang.Enum");

  private static final String OBJECT = "java.lang.Object";
  private static final String COMPARE_TO = "int compareTo(java.lang.Object)";

  private EqualityRemovals() {}

  /** True if the JDK call {@code inv} at statement {@code i} cannot throw (class comment). */
  static boolean cannotThrow(PointsToResult pts, MethodInstance mi, int i,
      AbstractInvokeExpr inv) {
    var sig = inv.getMethodSignature();
    if (!METHODS.contains(sig.getName()) || sig.getParameterTypes().isEmpty()
        || !sig.getParameterTypes().stream().allMatch(t -> t.toString().equals(OBJECT))
        || !(inv instanceof AbstractInstanceInvokeExpr ii)
        || !(ii.getBase() instanceof Local)) {
      return false;
    }
    Local base = (Local) ii.getBase();
    List<AbstractObject> receivers = pts.pointsTo(mi, i, base);
    if (receivers.isEmpty() || pts.mayBeForeign(mi, i, base)
        || !receivers.stream().allMatch(o -> RECEIVERS.contains(o.type()))) {
      return false;
    }
    for (Value arg : inv.getArgs()) {
      if (!plainArgument(pts, mi, i, arg)) {
        return false;
      }
    }
    return true;
  }

  /** True if every object {@code arg} may be has plain equality (class comment). */
  private static boolean plainArgument(PointsToResult pts, MethodInstance mi, int i, Value arg) {
    if (arg instanceof Constant) {
      return true;
    }
    if (arg.getType() instanceof ClassType t
        && LibraryFacts.isFinalValueClass(t.getFullyQualifiedName())) {
      return true;
    }
    if (!(arg instanceof Local local)) {
      return false;
    }
    List<AbstractObject> objects = pts.pointsTo(mi, i, local);
    return !objects.isEmpty() && !pts.mayBeForeign(mi, i, local)
        && objects.stream().allMatch(o -> o.kind() == AbstractObject.Kind.LAMBDA
            || o.kind() == AbstractObject.Kind.CLASS || plainEquality(pts.code(), o.type()));
  }

  /**
   * True if objects of class {@code type} run {@code Object}'s, {@code Enum}'s or a final value
   * class's {@code equals(Object)} and {@code hashCode()}, and, if they have a {@code
   * compareTo(Object)}, {@code Enum}'s or a value class's: none of them throws or runs code
   * of the program. A class the code base cannot dispatch is not plain.
   */
  static boolean plainEquality(CodeBase code, String type) {
    if (LibraryFacts.isFinalValueClass(type)) {
      return true;
    }
    ClassType cls = code.classType(type);
    for (String method : List.of(ArgumentCallbacks.EQUALS, ArgumentCallbacks.HASH_CODE)) {
      Optional<JavaSootMethod> target = code.dispatch(cls, sub(code, method));
      if (target.isEmpty() || !plainDeclarer(target.get())) {
        return false;
      }
    }
    Optional<JavaSootMethod> compare = code.dispatch(cls, sub(code, COMPARE_TO));
    return compare.isEmpty() || plainDeclarer(compare.get());
  }

  private static boolean plainDeclarer(JavaSootMethod m) {
    String declarer = m.getDeclaringClassType().getFullyQualifiedName();
    return PLAIN_EQUALITY_DECLARERS.contains(declarer)
        || LibraryFacts.isFinalValueClass(declarer);
  }

  private static MethodSubSignature sub(CodeBase code, String method) {
    return code.view().getIdentifierFactory().parseMethodSubSignature(method);
  }
}

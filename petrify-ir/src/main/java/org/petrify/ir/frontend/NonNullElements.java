package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ClassType;

/**
 * JDK containers whose elements are never {@code null}, for {@link NonNullLocals}: a container
 * object whose every insertion is known ({@link SafeCasts#knownContainers}: each call on it is
 * an insertion, a read, a method that inserts nothing or a copy from other containers) and
 * whose every inserted value is non-null, and every container copied into it is such a
 * container too. A read of an element that returns an element or throws ({@link
 * #ELEMENT_OR_THROW}: not {@code poll} or {@code peek}, which give {@code null} on an empty
 * container) on a receiver that may only be such containers is then never null.
 *
 * <p>A greatest fixpoint, run inside that of {@link NonNullLocals}: every known container
 * starts as null-free and is removed ({@link #refine}) when an insertion's value is not
 * accepted as non-null or a container copied into it was removed. Sound for the reason
 * {@link SafeCasts}' element bounds are: the listed insertions and copies are the only ways an
 * element enters such a container, so a {@code null} element must come from a value refused
 * here.
 */
final class NonNullElements {
  /** Element reads (declared result {@code Object}) that return an element or throw. */
  private static final Set<String> ELEMENT_OR_THROW = Set.of("take", "takeFirst", "takeLast",
      "remove", "removeFirst", "removeLast", "element", "getFirst", "getLast", "get", "pop",
      "set", "next", "previous");

  private final PointsToResult pts;
  private final SafeCasts known;
  private final Set<Integer> nullFree;

  NonNullElements(PointsToResult pts) {
    this.pts = pts;
    this.known = SafeCasts.of(pts);
    this.nullFree = new HashSet<>(known.knownContainers());
  }

  /**
   * Removes the containers with an inserted value {@code nonNull} refuses or a copied container
   * already removed; true if any was removed.
   */
  boolean refine(PointsToResult.ArgumentTest nonNull) {
    boolean changed = false;
    for (Integer id : List.copyOf(nullFree)) {
      boolean keep = known.copiedInto(id).stream().allMatch(nullFree::contains)
          && known.insertionsInto(id).stream()
              .allMatch(e -> nonNull.test(e.method(), e.at(), e.value()));
      if (!keep) {
        nullFree.remove(id);
        changed = true;
      }
    }
    return changed;
  }

  /** True if the call reads an element (or throws) of null-free containers only. */
  boolean readsNonNull(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)
        || !ELEMENT_OR_THROW.contains(inv.getMethodSignature().getName())
        || !(inv.getMethodSignature().getType() instanceof ClassType t)
        || !t.getFullyQualifiedName().equals("java.lang.Object")) {
      return false;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
    return !receivers.isEmpty() && receivers.stream().allMatch(o -> nullFree.contains(o.id()));
  }
}

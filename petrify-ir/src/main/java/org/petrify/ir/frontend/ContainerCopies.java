package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Copies between JDK containers for {@link SafeCasts}: {@code new ArrayList<>(c)}, {@code
 * q.addAll(c)}, {@code list.addAll(i, c)}, {@code cow.addAllAbsent(c)}. Such a call reads its
 * argument and inserts exactly the argument's elements into the receiver, so it neither makes
 * the argument's elements unknown (as a container passed to other library code does) nor the
 * receiver's: the receiver's elements are its own insertions plus the elements of every
 * container the argument may be.
 *
 * <p><b>When a call is a copy.</b> Its name is {@code <init>}, {@code addAll} or {@code
 * addAllAbsent}; its parameters are primitives and exactly one {@code java.util.Collection};
 * the points-to sets of the receiver and of the argument are non-empty and hold objects of
 * {@code SafeCasts}' container classes only. Those are exact JDK classes (a subclass is another
 * class and is no container): their copy constructors and {@code addAll} read the argument with
 * its own {@code toArray} or iterator, which return its elements and run no application code
 * that could insert elements, and they put nothing into the argument. Any other call keeps the
 * existing treatment (a reference-typed constructor argument or an unknown method spoils the
 * receiver; an argument of library code is spoiled). As for receivers, a non-empty points-to
 * set of the argument is trusted to hold every container it may be.
 *
 * <p><b>Sound.</b> A copy's elements are known only once every source's are (a source whose
 * elements are unknown, spoiled or still undecided, leaves the copy undecided, so a cycle of
 * copies stays unknown), and they are then a superset of what the JVM can put there.
 */
final class ContainerCopies {
  private static final Set<String> COPY_METHODS = Set.of("<init>", "addAll", "addAllAbsent");
  private static final String COLLECTION = "java.util.Collection";

  private final PointsToResult pts;
  private final Set<String> containerClasses;
  /** Per container id, the ids of the containers copied into it. */
  private final Map<Integer, Set<Integer>> sources = new HashMap<>();

  ContainerCopies(PointsToResult pts, Set<String> containerClasses) {
    this.pts = pts;
    this.containerClasses = containerClasses;
  }

  /**
   * Records statement {@code i} of {@code mi} if it is a copy between containers (class
   * comment); false, recording nothing, otherwise.
   */
  boolean record(MethodInstance mi, int i, AbstractInstanceInvokeExpr call) {
    Local source = copiedArgument(call);
    if (source == null) {
      return false;
    }
    List<AbstractObject> to = pts.pointsTo(mi, i, call.getBase());
    List<AbstractObject> from = pts.pointsTo(mi, i, source);
    if (!onlyContainers(to) || !onlyContainers(from)) {
      return false;
    }
    for (AbstractObject o : to) {
      Set<Integer> s = sources.computeIfAbsent(o.id(), k -> new LinkedHashSet<>());
      from.forEach(f -> s.add(f.id()));
    }
    return true;
  }

  /**
   * The union of the known elements of every container copied into container {@code id}, as
   * a new mutable set (empty when nothing is copied into it); null while some source's
   * elements are not known in {@code known}.
   */
  Set<ClassType> sourceElements(int id, Map<Integer, Set<ClassType>> known) {
    Set<ClassType> out = new LinkedHashSet<>();
    for (int s : sources.getOrDefault(id, Set.of())) {
      Set<ClassType> e = known.get(s);
      if (e == null) {
        return null;
      }
      out.addAll(e);
    }
    return out;
  }

  /** The ids of the containers copied into container {@code id}. */
  Set<Integer> sourcesOf(int id) {
    return sources.getOrDefault(id, Set.of());
  }

  /** The {@code Collection} argument of a call shaped like a copy, or null. */
  private static Local copiedArgument(AbstractInstanceInvokeExpr call) {
    MethodSignature sig = call.getMethodSignature();
    if (!COPY_METHODS.contains(sig.getName())) {
      return null;
    }
    List<Type> params = sig.getParameterTypes();
    List<Immediate> collections = new ArrayList<>();
    for (int k = 0; k < params.size(); k++) {
      if (params.get(k).toString().equals(COLLECTION)) {
        collections.add(call.getArg(k));
      } else if (!(params.get(k) instanceof PrimitiveType)) {
        return null;
      }
    }
    return collections.size() == 1 && collections.get(0) instanceof Local l ? l : null;
  }

  private boolean onlyContainers(List<AbstractObject> objects) {
    return !objects.isEmpty()
        && objects.stream().allMatch(o -> containerClasses.contains(o.type()));
  }
}

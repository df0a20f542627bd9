package org.petrify.ir.pointsto;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntPredicate;
import sootup.core.types.ClassType;

/**
 * The type filters of reference casts: {@code x = (T) y} lets into {@code x} only the objects
 * of {@code y} that may be instances of {@code T} ({@link ConstraintSolver#addFilteredEdge}).
 * Without it a cast was a copy, and on a large class path the contents of one container merged
 * by an inert factory (Guava's {@code Lists.newArrayList()}: one list for every caller) reached
 * every typed read of every list.
 *
 * <p><b>Which objects are dropped.</b> Only an object whose runtime class is known exactly and
 * is surely not a subtype of {@code T} ({@link CodeBase#surelyNotSubtype}: the class and all its
 * supertypes are known, and {@code T} is none of them). Its class is known exactly when it is
 * <ul>
 *   <li>an {@link AbstractObject.Kind#ALLOCATION} that is not an array: {@code new C} in
 *       analysed code, or a constructor reference's {@code C::new}, whose runtime class is
 *       {@code C} (array objects are left out: an array copy's recorded type is the static
 *       type of its source, which may be a supertype of the runtime one);</li>
 *   <li>an {@link AbstractObject.Kind#ENTRY} receiver (the launcher's {@code new} of the main
 *       class) or a {@link AbstractObject.Kind#CLASS} object ({@code java.lang.Class}).</li>
 * </ul>
 * Every other object passes every filter: a library object's recorded type is often the
 * declared result type of the call that made it, a stand-in for an unknown subtype, and a
 * lambda's hidden class may implement marker interfaces besides its functional interface.
 *
 * <p><b>Soundness.</b> On the JVM a {@code checkcast T} whose operand is a non-null instance of
 * a class that is not a subtype of {@code T} throws {@code ClassCastException} and assigns
 * nothing, so no run has such an object in {@code x} through this statement; the flow-
 * insensitive set of {@code x} loses only objects no run puts there. The throw itself is the
 * translation's business: a cast is an implicit exception point unless {@code SafeCasts}
 * proves it safe from bounds that never use points-to sets, so a handler of {@code
 * ClassCastException} is still reached (the exception object is not tracked either way), and
 * a set the filter empties means that past the cast only null flows. A cast that SootUp's
 * type assigner inserted is not in the bytecode and checks nothing: its fresh temporaries
 * ({@link StableTemporaries#PREFIX}) are copied unfiltered. A cast it writes into an existing
 * copy {@code x = y} (to the type it gave {@code x}) is not told apart; it is inserted where a
 * use of {@code x} requires {@code T}, so it can only drop objects that no such use may see:
 * for a class {@code T} the verifier checks the assignment at every such use; for an
 * interface {@code T} it does not, and the rule then assumes code compiled from Java's type
 * system (javac, kotlinc), where a value used as a {@code T} is one (docs/limitations.md).
 */
final class CastFilters {
  private final CodeBase code;
  private final HeapObjects heap;
  private final Map<ClassType, Filter> byType = new HashMap<>();

  CastFilters(CodeBase code, HeapObjects heap) {
    this.code = code;
    this.heap = heap;
  }

  /** The filter of a cast to {@code target}; null for {@code Object}, which every object passes. */
  IntPredicate of(ClassType target) {
    if (target.getFullyQualifiedName().equals("java.lang.Object")) {
      return null;
    }
    return byType.computeIfAbsent(target, Filter::new);
  }

  /** True if the runtime class of every object {@code o} stands for is {@code o.type()}. */
  static boolean exactType(AbstractObject o) {
    return switch (o.kind()) {
      case ALLOCATION -> !o.type().endsWith("]");
      case ENTRY, CLASS -> true;
      case LAMBDA, LIBRARY -> false;
    };
  }

  /**
   * The filter of one cast type, its answers remembered per object id: byte {@code o} of
   * {@code answers} is 0 while object {@code o} was not asked about, 1 if it passes, 2 if not.
   */
  private final class Filter implements IntPredicate {
    private final ClassType target;
    private byte[] answers = new byte[64];

    Filter(ClassType target) {
      this.target = target;
    }

    @Override
    public boolean test(int o) {
      if (o >= answers.length) {
        answers = Arrays.copyOf(answers, Math.max(o + 1, answers.length * 2));
      }
      if (answers[o] == 0) {
        answers[o] = passes(heap.get(o)) ? (byte) 1 : (byte) 2;
      }
      return answers[o] == 1;
    }

    private boolean passes(AbstractObject o) {
      return !exactType(o) || !code.surelyNotSubtype(code.classType(o.type()), target);
    }
  }
}

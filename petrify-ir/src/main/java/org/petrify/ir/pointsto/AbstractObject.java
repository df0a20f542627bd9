package org.petrify.ir.pointsto;

import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.constant.MethodHandle;

/**
 * An abstract heap object: all runtime objects created at one allocation site in one heap
 * context. Ids are dense, in creation order. The name is readable and unique in the analysis
 * ({@code app.Account@Main.java:12}, {@code java.lang.Object@Account.java:5[app.Account@Main.java:12]},
 * {@code app.Main.class}) and is used as the rb name of locks, threads and heap locations.
 *
 * {@code site} is the name of the allocation site alone and {@code heap} the heap context (the
 * context of the method instance that allocated it); together they are the object's identity,
 * which is the context of methods called on it (object sensitivity, see
 * {@link PointsToAnalysis}). Whether an object stands for several runtime objects is answered
 * by {@link PointsToResult#isSummary}.
 */
public record AbstractObject(int id, Kind kind, String type, String site, Context heap,
    String name, Origin origin, Lambda lambda) {

  /** What created the object. */
  public enum Kind {
    /** A {@code new} in application code. */
    ALLOCATION,
    /** An {@code invokedynamic} through {@code LambdaMetafactory}: a lambda or method ref. */
    LAMBDA,
    /** The {@code Class} object of a class: class literals and static synchronized methods. */
    CLASS,
    /** An object returned by a modelled library call (thread builders, {@code List.of}, ...). */
    LIBRARY,
    /** The receiver the launcher creates for an instance {@code main}. */
    ENTRY
  }

  /**
   * The target of a lambda object: the implementation method handle, the name of the functional
   * interface method and the number of captured values (stored in fields {@code cap0..}).
   */
  public record Lambda(MethodHandle implementation, String interfaceMethod, int captures) {}

  /**
   * A hash of the id and the name, which equal objects share: the record's own hash would mix
   * in the {@link Kind} constant's identity hash, which changes between JVM runs, and so would
   * the iteration order of every hash map or set of objects.
   */
  @Override
  public int hashCode() {
    return id * 31 + name.hashCode();
  }

  @Override
  public String toString() {
    return name;
  }
}

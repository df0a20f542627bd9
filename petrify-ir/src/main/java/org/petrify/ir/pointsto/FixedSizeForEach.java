package org.petrify.ir.pointsto;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * A for-each loop over a collection whose size the method alone does not tell but facts from
 * outside it do (the points-to analysis: every collection the local may hold is a {@code
 * List.of} of two elements, {@link PointsToResult#fixedSize}), so that the translation can
 * unroll it through its environment: {@code static void both(List<Lock> locks) { for (Lock l :
 * locks) l.lock(); for (Lock l : locks) l.unlock(); }}, called with {@code List.of(a, b)}, locks
 * exactly two locks and unlocks the same two, in the same order.
 *
 * <p>The shape is {@link IteratorLoops}'s for-each form ({@code it = c.iterator(); L: z =
 * it.hasNext(); if z == 0 goto E; x = it.next(); body; goto L}, one entry, the iterator taken
 * afresh before each entry and used for nothing but {@code hasNext()} and {@code next()}),
 * whose size is not known within the method ({@link LoopUnroller} would have unrolled it, or
 * {@link CountedLoop} counted it), with between 1 and {@link LoopUnroller#MAX_TRIPS} trips.
 * The collections are unmodifiable and their size is fixed when they are made, so {@code
 * hasNext()} is true on exactly the first {@link #trips} tests after each {@code iterator()}
 * call, in any thread, whatever else runs. {@code break}s and exceptions may still leave the
 * loop early.
 *
 * @param test the loop's {@code if} on {@code hasNext()}'s result
 * @param next the statement {@code x = it.next()}, the successor of the test in the loop
 * @param exit the successor of the test outside the loop
 * @param trips how many times in a row the test stays in the loop
 * @param iterator the name of the iterator local {@code it}
 * @param iteratorAt the statement {@code it = c.iterator()}
 * @param collection the collection local {@code c}
 */
public record FixedSizeForEach(int test, int next, int exit, int trips, String iterator,
    int iteratorAt, Local collection) {

  /**
   * The size of the collection a local holds where its iterator is taken, from facts beyond
   * the method (the points-to analysis): -1 when not known.
   */
  @FunctionalInterface
  public interface CollectionSize {
    /** The size of every collection {@code c} may hold at statement {@code at}, or -1. */
    int size(int at, Local c);
  }

  /**
   * The for-each loops of a method whose collection has a size {@code sizes} knows and the
   * method does not, by test statement.
   */
  public static Map<Integer, FixedSizeForEach> of(MethodCode code,
      CollectionSize sizes) {
    Map<Integer, FixedSizeForEach> out = new LinkedHashMap<>();
    LoopFinder finder = new LoopFinder(code.successors);
    finder.stmtsOnCycles();
    for (Set<Integer> scc : finder.components) {
      if (LoopUnroller.shape(code, scc, CountedLoop.MAX_TRIPS) != null) {
        continue;
      }
      LoopUnroller.Shape sh = LoopUnroller.shape(code, scc, LoopUnroller.MAX_TRIPS, sizes);
      IteratorLoops.Form f = sh == null ? null : IteratorLoops.form(code, scc, sh.entry());
      if (f == null) {
        continue;
      }
      int[] s = code.successors[f.h()];
      int next = s[0] == f.exit() ? s[1] : s[0];
      String it = ((Local) ((JAssignStmt) code.stmt(f.iterator())).getLeftOp()).getName();
      out.put(f.h(), new FixedSizeForEach(f.h(), next, f.exit(), sh.trips(), it, f.iterator(),
          f.collection()));
    }
    return out;
  }
}

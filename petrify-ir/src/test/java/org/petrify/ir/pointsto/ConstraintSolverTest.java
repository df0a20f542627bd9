package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Origin;

/** The solver alone, on hand-made constraint graphs (no Java involved). */
class ConstraintSolverTest {
  private final List<String> dispatched = new ArrayList<>();
  private final ConstraintSolver solver =
      new ConstraintSolver((inv, o) -> dispatched.add(inv.sig() + "@" + o));

  private int node(String name) {
    return solver.node(new NodeKey.StaticField(name));
  }

  private int[] solved(String name) {
    return solver.freeze().objects(new NodeKey.StaticField(name));
  }

  @Test
  void edgesPropagateAlongChainsAndCycles() {
    int a = node("a");
    int b = node("b");
    int c = node("c");
    solver.addEdge(a, b);
    solver.addEdge(b, c);
    solver.addEdge(c, a);
    solver.addObject(a, 1);
    solver.addObject(c, 4);
    solver.solve(() -> false);
    assertThat(solver.pointsTo(a).stream().toArray()).containsExactly(1, 4);
    assertThat(solver.pointsTo(b).stream().toArray()).containsExactly(1, 4);
    assertThat(solved("c")).containsExactly(1, 4);
  }

  /**
   * A watch sees every object of its node, those there before it was added and those that
   * come later (one not yet propagated maybe twice), and may add edges (as {@link
   * PositionalLists} does when it revokes positions).
   */
  @Test
  void aWatchSeesEveryObjectOfItsNodeAndMayAddEdges() {
    int a = node("a");
    int b = node("b");
    int c = node("c");
    List<Integer> seen = new ArrayList<>();
    solver.addObject(a, 3);
    solver.addWatch(a, o -> {
      seen.add(o);
      solver.addEdge(b, c);
    });
    solver.addEdge(b, a);
    solver.addObject(b, 5);
    solver.addObject(a, 3);
    solver.solve(() -> false);
    assertThat(seen).containsOnly(3, 5);
    assertThat(solved("c")).containsExactly(5);
  }

  @Test
  void anEdgeAddedLateCarriesWhatItsSourceHasAlready() {
    int a = node("a");
    int b = node("b");
    solver.addObject(a, 2);
    solver.solve(() -> false);
    solver.addEdge(a, b);
    solver.solve(() -> false);
    assertThat(solved("b")).containsExactly(2);
  }

  @Test
  void storesAndLoadsGoThroughTheFieldsOfEachBaseObject() {
    int p = node("p");
    int q = node("q");
    int v = node("v");
    int w = node("w");
    int other = node("other");
    solver.addStore(p, "f", v);
    solver.addLoad(q, "f", w);
    solver.addLoad(q, "g", other);
    solver.addObject(v, 7);
    solver.addObject(p, 3);
    solver.addObject(q, 3);
    solver.solve(() -> false);
    assertThat(solver.pointsTo(w).stream().toArray()).containsExactly(7);
    assertThat(solver.pointsTo(other).isEmpty()).isTrue();
    assertThat(solver.pointsTo(solver.fieldNode(3, "f")).stream().toArray()).containsExactly(7);
  }

  @Test
  void aCallIsDispatchedOncePerReceiverObjectOldAndNew() {
    int r = node("r");
    solver.addObject(r, 5);
    solver.solve(() -> false);
    solver.addCall(r, new Invocation(null, null, false, List.of(), -1, m -> {}, Origin.NONE));
    solver.addObject(r, 6);
    solver.addObject(r, 5);
    solver.solve(() -> false);
    assertThat(dispatched).containsExactly("null@5", "null@6");
  }

  @Test
  void moreConstraintsAreAskedForUntilThereAreNone() {
    int a = node("a");
    int b = node("b");
    int[] rounds = {0};
    solver.addObject(a, 1);
    solver.solve(() -> {
      rounds[0]++;
      if (rounds[0] == 1) {
        solver.addEdge(a, b);
        return true;
      }
      return false;
    });
    assertThat(rounds[0]).isEqualTo(2);
    assertThat(solved("b")).containsExactly(1);
  }

  @Test
  void frozenSetsAnswerEmptyForUnknownKeysWithoutCreatingNodes() {
    node("a");
    PointsToSets sets = solver.freeze();
    assertThat(sets.objects(new NodeKey.StaticField("never"))).isEmpty();
    assertThat(sets.size()).isEqualTo(1);
  }

  /**
   * A call whose dispatch adds the next call on a node that already holds the object, 200,000
   * deep (each library effect of a real class path may do this): every link is dispatched once,
   * with no recursion depth tied to the chain (the recursive solver overflowed the stack here).
   */
  @Test
  void aLongChainOfCallsAddedByDispatchDoesNotRecurse() {
    int depth = 200_000;
    ConstraintSolver[] holder = new ConstraintSolver[1];
    int[] receiver = new int[1];
    List<Integer> seen = new ArrayList<>();
    holder[0] = new ConstraintSolver((inv, o) -> {
      int k = inv.args().get(0);
      seen.add(k);
      if (k < depth) {
        holder[0].addCall(receiver[0], new Invocation(null, null, false, List.of(k + 1), -1,
            m -> {}, Origin.NONE));
      }
    });
    ConstraintSolver s = holder[0];
    receiver[0] = s.node(new NodeKey.StaticField("r"));
    s.addObject(receiver[0], 9);
    s.solve(() -> false);
    s.addCall(receiver[0], new Invocation(null, null, false, List.of(1), -1, m -> {},
        Origin.NONE));
    s.solve(() -> false);
    assertThat(seen).hasSize(depth);
    assertThat(seen.get(depth - 1)).isEqualTo(depth);
  }
  private int[] field(int object, String field) {
    return solver.pointsTo(solver.fieldNode(object, field)).stream().toArray();
  }

  @Test
  void anIndexedCopyKeepsPositionsOfFieldsOldAndNewAndOfObjectsThatArriveLater() {
    int src = node("src");
    int dst = node("dst");
    int x = node("x");
    int y = node("y");
    solver.addObject(x, 10);
    solver.addObject(y, 11);
    solver.addObject(src, 1);
    solver.addStore(src, "[0]", x);
    solver.solve(() -> false);
    solver.addIndexedCopy(src, dst, 1);
    solver.addObject(dst, 2);
    solver.solve(() -> false);
    // a field the source gets after the copy was registered, and a later destination object
    solver.addStore(src, "[1]", y);
    solver.addObject(dst, 3);
    solver.solve(() -> false);
    assertThat(field(2, "[1]")).containsExactly(10);
    assertThat(field(2, "[2]")).containsExactly(11);
    assertThat(field(3, "[1]")).containsExactly(10);
    assertThat(field(3, "[2]")).containsExactly(11);
    assertThat(field(2, "[0]")).isEmpty();
    assertThat(field(2, "[]")).isEmpty();
  }

  @Test
  void anIndexedCopyDropsNegativeIndicesAndLeavesNonIndexFieldsAlone() {
    int src = node("src");
    int x = node("x");
    int y = node("y");
    solver.addObject(x, 10);
    solver.addObject(y, 11);
    solver.addObject(src, 1);
    solver.addStore(src, "[0]", x);
    solver.addStore(src, "[3]", y);
    solver.addStore(src, "f", y);
    int dst = node("dst");
    solver.addObject(dst, 2);
    solver.addIndexedCopy(src, dst, -3);
    solver.solve(() -> false);
    assertThat(field(2, "[0]")).containsExactly(11);
    assertThat(field(2, "f")).isEmpty();
    assertThat(field(2, "[]")).isEmpty();
  }

  @Test
  void aCopyIntoItsOwnArrayWithAShiftEndsAtTheUnknownIndex() {
    int a = node("a");
    int x = node("x");
    solver.addObject(x, 10);
    solver.addObject(a, 1);
    solver.addStore(a, "[0]", x);
    solver.addIndexedCopy(a, a, 1);
    solver.solve(() -> false);
    assertThat(field(1, "[" + ConstraintSolver.MAX_COPIED_INDEX + "]")).containsExactly(10);
    assertThat(field(1, "[]")).containsExactly(10);
    assertThat(solver.size()).isLessThan(2 * ConstraintSolver.MAX_COPIED_INDEX + 20);
  }

  @Test
  void onlyDecimalBracketedFieldsAreIndices() {
    assertThat(ConstraintSolver.index("[0]")).isZero();
    assertThat(ConstraintSolver.index("[42]")).isEqualTo(42);
    assertThat(ConstraintSolver.index("[]")).isEqualTo(-1);
    assertThat(ConstraintSolver.index("[*]")).isEqualTo(-1);
    assertThat(ConstraintSolver.index("[-1]")).isEqualTo(-1);
    assertThat(ConstraintSolver.index("[99999999999]")).isEqualTo(-1);
    assertThat(ConstraintSolver.index("f")).isEqualTo(-1);
  }
}

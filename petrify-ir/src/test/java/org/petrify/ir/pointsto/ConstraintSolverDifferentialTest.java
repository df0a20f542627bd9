package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.ir.rb.Origin;
import org.roaringbitmap.RoaringBitmap;

/**
 * The solver against {@link ReferenceConstraintSolver} (the implementation it replaced) on
 * generated constraint graphs: the same operations, including calls whose handler adds edges,
 * loads, stores and further calls while the solver runs and batches of constraints handed in
 * when the worklist runs dry, must give the same sets for every node, the same nodes, and the
 * same dispatches in the same order (the analysis keeps the first contexts of a method, so the
 * order of dispatches is part of its result).
 */
class ConstraintSolverDifferentialTest {

  /** The operations both solvers offer. */
  private interface Solver {
    int node(NodeKey key);

    void addObject(int node, int object);

    void addEdge(int from, int to);

    void addLoad(int base, String field, int dst);

    void addStore(int base, String field, int src);

    void addCall(int receiver, Invocation inv);

    void solve(BooleanSupplier more);

    RoaringBitmap pointsTo(int node);

    int size();
  }

  /** One generated program run on one solver; the log lists its dispatches in order. */
  private static final class Run {
    final List<String> log = new ArrayList<>();
    final Solver solver;
    final long seed;
    final int nodes;
    final int objects;
    /** Objects an object operation of the program (not of a dispatch) adds to its node at once. */
    final int burst;
    Random random;

    Run(long seed, boolean reference) {
      this(seed, reference, false);
    }

    /**
     * A run; {@code large} draws ids from a few thousand objects and adds them in bursts, so
     * that sets pass {@link ConstraintSolver#DENSE} and ids pass many words of a dense copy.
     */
    Run(long seed, boolean reference, boolean large) {
      this.seed = seed;
      Random r = new Random(seed);
      this.nodes = 5 + r.nextInt(40);
      this.objects = large ? 200 + r.nextInt(1500)
          : 1 + r.nextInt(r.nextBoolean() ? 8 : 60);
      this.burst = large ? 300 : 1;
      ConstraintSolver.CallHandler handler = this::dispatched;
      if (reference) {
        ReferenceConstraintSolver s = new ReferenceConstraintSolver(handler);
        solver = new Solver() {
          public int node(NodeKey key) { return s.node(key); }
          public void addObject(int n, int o) { s.addObject(n, o); }
          public void addEdge(int a, int b) { s.addEdge(a, b); }
          public void addLoad(int b, String f, int d) { s.addLoad(b, f, d); }
          public void addStore(int b, String f, int src) { s.addStore(b, f, src); }
          public void addCall(int r2, Invocation inv) { s.addCall(r2, inv); }
          public void solve(BooleanSupplier more) { s.solve(more); }
          public RoaringBitmap pointsTo(int n) { return s.pointsTo(n); }
          public int size() { return s.size(); }
        };
      } else {
        ConstraintSolver s = new ConstraintSolver(handler);
        solver = new Solver() {
          public int node(NodeKey key) { return s.node(key); }
          public void addObject(int n, int o) { s.addObject(n, o); }
          public void addEdge(int a, int b) { s.addEdge(a, b); }
          public void addLoad(int b, String f, int d) { s.addLoad(b, f, d); }
          public void addStore(int b, String f, int src) { s.addStore(b, f, src); }
          public void addCall(int r2, Invocation inv) { s.addCall(r2, inv); }
          public void solve(BooleanSupplier more) { s.solve(more); }
          public RoaringBitmap pointsTo(int n) { return s.pointsTo(n); }
          public int size() { return s.size(); }
        };
      }
    }

    int someNode() {
      return solver.node(new NodeKey.StaticField("n" + random.nextInt(nodes)));
    }

    String someField() {
      return "f" + random.nextInt(3);
    }

    /** A call whose first argument says how many more calls its dispatches may add. */
    Invocation call(int depth) {
      return new Invocation(null, null, false, List.of(depth, someNode()), -1, m -> { },
          Origin.NONE);
    }

    /** One random operation; calls get a depth so that the chain of calls they add ends. */
    void operation(int depth) {
      operation(depth, 1);
    }

    /** The same, where an object operation adds {@code count} objects. */
    void operation(int depth, int count) {
      switch (random.nextInt(depth > 0 ? 6 : 5)) {
        case 0 -> {
          int n = someNode();
          for (int k = 0; k < count; k++) {
            solver.addObject(n, random.nextInt(objects));
          }
        }
        case 1, 2 -> solver.addEdge(someNode(), someNode());
        case 3 -> solver.addLoad(someNode(), someField(), someNode());
        case 4 -> solver.addStore(someNode(), someField(), someNode());
        default -> solver.addCall(someNode(), call(depth - 1));
      }
    }

    /** The handler: logs the dispatch and adds a few operations chosen by it. */
    void dispatched(Invocation inv, int object) {
      log.add(inv.args().get(1) + "@" + object);
      solver.addEdge(inv.args().get(1), solver.node(new NodeKey.Field(object, "ret")));
      if (burst > 1) {
        return; // a call reaches hundreds of objects here: its dispatches add no operations
      }
      for (int i = random.nextInt(3); i > 0; i--) {
        operation(inv.args().get(0));
      }
    }

    Run execute() {
      random = new Random(seed * 31 + 7);
      if (burst > 1) {
        int hub = someNode();
        for (int k = 0; k < burst; k++) {
          solver.addObject(hub, random.nextInt(objects));
        }
      }
      for (int i = random.nextInt(200); i > 0; i--) {
        operation(2, burst);
      }
      int[] batches = {random.nextInt(6)};
      solver.solve(() -> {
        if (batches[0]-- <= 0) {
          return false;
        }
        for (int i = random.nextInt(50); i > 0; i--) {
          operation(2, burst);
        }
        return true;
      });
      return this;
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
      101, 202, 303, 404, 505, 606, 707, 808, 909, 1234, 4321, 99_999})
  void givesTheSetsAndDispatchOrderOfTheReference(long seed) {
    Run reference = new Run(seed, true).execute();
    Run current = new Run(seed, false).execute();
    assertThat(current.log).isEqualTo(reference.log);
    assertThat(current.solver.size()).isEqualTo(reference.solver.size());
    for (int n = 0; n < reference.solver.size(); n++) {
      assertThat(current.solver.pointsTo(n).toArray()).as("node %d", n)
          .containsExactly(reference.solver.pointsTo(n).toArray());
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 4, 7})
  void setsPastTheDenseSizeGiveTheSetsAndDispatchOrderOfTheReference(long seed) {
    Run reference = new Run(seed, true, true).execute();
    Run current = new Run(seed, false, true).execute();
    assertThat(current.log).isEqualTo(reference.log);
    assertThat(current.solver.size()).isEqualTo(reference.solver.size());
    int large = 0;
    for (int n = 0; n < reference.solver.size(); n++) {
      assertThat(current.solver.pointsTo(n).toArray()).as("node %d", n)
          .containsExactly(reference.solver.pointsTo(n).toArray());
      large += reference.solver.pointsTo(n).getCardinality() > ConstraintSolver.DENSE ? 1 : 0;
    }
    assertThat(large).as("sets past the dense size").isPositive();
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3})
  void largeSetsAndManySuccessorsReachEveryNode(long seed) {
    // a fan of 30 successors (past the successor scan) and 40 objects (past the few copied one
    // by one), sent in one large set and then one object at a time
    for (boolean reference : new boolean[] {true, false}) {
      Run run = new Run(seed, reference);
      Solver s = run.solver;
      int hub = s.node(new NodeKey.StaticField("hub"));
      List<Integer> fan = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        fan.add(s.node(new NodeKey.StaticField("fan" + i)));
        s.addEdge(hub, fan.get(i));
        s.addEdge(hub, fan.get(i));
      }
      for (int o = 0; o < 40; o++) {
        s.addObject(hub, o);
      }
      s.solve(() -> false);
      s.addObject(hub, 41);
      s.solve(() -> false);
      for (int f : fan) {
        assertThat(s.pointsTo(f).getCardinality()).isEqualTo(41);
      }
    }
  }
}

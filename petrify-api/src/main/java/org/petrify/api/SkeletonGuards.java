package org.petrify.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * The tracked values a program's concurrency skeleton depends on: which {@code switch} commands
 * decide whether a skeleton command runs, and so which variables' writes and tests a witness
 * shows (kinds {@link StepKind#TRACKED_WRITE} and {@link StepKind#TRACKED_TEST}). Presentation
 * only: nothing here changes the net or a verdict.
 *
 * <p>A command is <em>skeletal</em> if it can block, wake, start or join a thread (every rb
 * command but {@code skip}, {@code read}, {@code write}, {@code goto}, {@code jump}, {@code call},
 * {@code assign} and {@code switch}), or it is a {@code call} of a procedure that contains a
 * skeletal command, an {@code assign} of a guard variable, or a guard branch. A branch (a
 * {@code switch}, {@code jump} or failing command) is a <em>guard</em> if some skeletal command
 * is control dependent on it within its procedure (Ferrante, Ottenstein and Warren: it lies on
 * a path from one of the branch's successors that does not pass the branch's immediate
 * post-dominator); a variable is a guard variable if some guard {@code switch} tests it. The
 * three definitions refer to each other; the sets are their least fixpoint (every rule only
 * adds), computed by a worklist.
 *
 * <p>Post-dominators are computed per procedure on its control graph with a virtual exit after
 * {@link Procedure#EXIT}. A command from which the exit cannot be reached (an infinite loop) is
 * linked to the virtual exit, the last such command of the body first, until every command
 * reaches it, so each loop keeps one way out and its body stays control dependent on its tests.
 */
final class SkeletonGuards {
  /** Guard switches as {@code procedure + '\n' + label}. */
  private final Set<String> switches;
  private final Set<String> variables;

  private SkeletonGuards(Set<String> switches, Set<String> variables) {
    this.switches = switches;
    this.variables = variables;
  }

  /** True if the switch with this label in this procedure is a guard. */
  boolean isGuardSwitch(String procedure, String label) {
    return switches.contains(procedure + '\n' + label);
  }

  /** True if some guard switch tests the variable. */
  boolean isGuardVariable(String variable) {
    return variables.contains(variable);
  }

  /**
   * The guards of a program: the least fixpoint of the class comment's definitions, by a
   * worklist that marks each command skeletal at most once (linear in the program and its
   * control dependences).
   */
  static SkeletonGuards of(Program program) {
    List<Body> bodies = new ArrayList<>();
    Map<String, List<int[]>> callSites = new HashMap<>();
    Map<String, List<int[]>> assignSites = new HashMap<>();
    for (Procedure p : program.procedures()) {
      bodies.add(new Body(p));
    }
    ArrayDeque<int[]> work = new ArrayDeque<>();
    for (int b = 0; b < bodies.size(); b++) {
      Body body = bodies.get(b);
      for (int i = 0; i < body.size(); i++) {
        Command c = body.command(i);
        if (c instanceof Command.Call call) {
          callSites.computeIfAbsent(call.procedure(), k -> new ArrayList<>()).add(new int[] {b, i});
        } else if (c instanceof Command.Assign a) {
          assignSites.computeIfAbsent(a.variable(), k -> new ArrayList<>()).add(new int[] {b, i});
        } else if (isBaseSkeletal(c)) {
          mark(bodies, b, i, work);
        }
      }
    }
    Set<String> guardVariables = new HashSet<>();
    boolean[] containing = new boolean[bodies.size()];
    while (!work.isEmpty()) {
      int[] n = work.poll();
      Body body = bodies.get(n[0]);
      if (!containing[n[0]]) {
        containing[n[0]] = true;
        for (int[] site : callSites.getOrDefault(body.name(), List.of())) {
          mark(bodies, site[0], site[1], work);
        }
      }
      for (int branch : body.controllers(n[1])) {
        Command c = body.command(branch);
        if (c instanceof Command.Switch || c instanceof Command.Jump) {
          mark(bodies, n[0], branch, work);
        }
      }
      if (body.command(n[1]) instanceof Command.Switch sw && guardVariables.add(sw.variable())) {
        for (int[] site : assignSites.getOrDefault(sw.variable(), List.of())) {
          mark(bodies, site[0], site[1], work);
        }
      }
    }
    Set<String> guardSwitches = new HashSet<>();
    for (Body b : bodies) {
      for (int i = 0; i < b.size(); i++) {
        if (b.skeletal[i] && b.command(i) instanceof Command.Switch) {
          guardSwitches.add(b.name() + '\n' + b.command(i).label());
        }
      }
    }
    return new SkeletonGuards(guardSwitches, guardVariables);
  }

  private static void mark(List<Body> bodies, int b, int i, ArrayDeque<int[]> work) {
    if (!bodies.get(b).skeletal[i]) {
      bodies.get(b).skeletal[i] = true;
      work.add(new int[] {b, i});
    }
  }

  /** True for the commands that block, wake, start or join threads by themselves. */
  static boolean isBaseSkeletal(Command c) {
    return !(c instanceof Command.Skip || c instanceof Command.Read || c instanceof Command.Write
        || c instanceof Command.Goto || c instanceof Command.Call || c instanceof Command.Assign
        || c instanceof Command.Switch || c instanceof Command.Jump || c instanceof Command.Raise);
  }

  /**
   * For each command of the procedure, the branch commands it is control dependent on (indices
   * into the body); for tests.
   */
  static int[][] controllers(Procedure p) {
    Body b = new Body(p);
    int[][] out = new int[p.body().size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.controllers(i);
    }
    return out;
  }

  /** One procedure's control graph, post-dominator tree and skeletal marks. */
  private static final class Body {
    private final Procedure procedure;
    /** Successors of node i (0..n-1 commands, n the exit, n + 1 the virtual exit). */
    private final int[][] successors;
    /** Immediate post-dominator of each node; the virtual exit is its own. */
    private final int[] ipdom;
    /** For each command, the branch commands it is control dependent on. */
    private final int[][] controllers;
    final boolean[] skeletal;

    Body(Procedure p) {
      this.procedure = p;
      int n = p.body().size();
      Map<String, Integer> labels = new HashMap<>();
      for (int i = 0; i < n; i++) {
        labels.put(p.body().get(i).label(), i);
      }
      labels.put(Procedure.EXIT, n);
      successors = new int[n + 2][];
      for (int i = 0; i < n; i++) {
        successors[i] = successorsOf(p.body().get(i), i, labels);
      }
      successors[n] = new int[] {n + 1};
      successors[n + 1] = new int[0];
      ipdom = postDominators(successors, n + 1);
      List<List<Integer>> byNode = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        byNode.add(new ArrayList<>());
      }
      for (int i = 0; i < n; i++) {
        int[] succ = successors[i];
        if (succ.length > 1) {
          Set<Integer> deps = new HashSet<>();
          for (int s : succ) {
            for (int r = s; r >= 0 && r != ipdom[i] && r != n + 1 && deps.add(r); r = ipdom[r]) {
              // walk up the post-dominator tree
            }
          }
          for (int d : deps) {
            if (d < n) {
              byNode.get(d).add(i);
            }
          }
        }
      }
      controllers = new int[n][];
      for (int i = 0; i < n; i++) {
        controllers[i] = byNode.get(i).stream().mapToInt(Integer::intValue).sorted().toArray();
      }
      skeletal = new boolean[n];
    }

    String name() {
      return procedure.name();
    }

    int size() {
      return procedure.body().size();
    }

    Command command(int i) {
      return procedure.body().get(i);
    }

    int[] controllers(int i) {
      return controllers[i];
    }

    private static int[] successorsOf(Command c, int i, Map<String, Integer> labels) {
      if (c instanceof Command.Raise) {
        return new int[] {labels.get(Procedure.EXIT)};
      }
      IntStream next = c.fallsThrough() ? IntStream.of(i + 1) : IntStream.empty();
      return IntStream.concat(next, c.targets().stream().mapToInt(labels::get)).distinct()
          .toArray();
    }
  }

  /**
   * Immediate post-dominators (Cooper, Harvey and Kennedy's iterative algorithm on the reverse
   * graph) of a graph whose node {@code root} is the virtual exit. Nodes that cannot reach the
   * root get an edge to it first (see the class comment).
   */
  static int[] postDominators(int[][] successors, int root) {
    int size = successors.length;
    List<List<Integer>> predecessors = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      predecessors.add(new ArrayList<>());
    }
    for (int i = 0; i < size; i++) {
      for (int s : successors[i]) {
        predecessors.get(s).add(i);
      }
    }
    // Reverse post-order of the reverse graph from the root, adding exits to infinite loops.
    int[] order = new int[size];
    int[] rank = new int[size];
    Arrays.fill(rank, -1);
    boolean[] seen = new boolean[size];
    List<int[]> extraEdges = new ArrayList<>();
    int count = postOrder(root, predecessors, seen, order, 0);
    for (int i = size - 1; i >= 0 && count < size; i--) {
      if (!seen[i]) {
        extraEdges.add(new int[] {i, root});
        predecessors.get(root).add(i);
        count = postOrder(i, predecessors, seen, order, count);
      }
    }
    // order[] holds post-order numbers; rank = position in post-order (root gets the highest
    // of its own traversal; the extra traversals come after, so treat them as children of the
    // root by giving the root the highest rank of all).
    for (int k = 0; k < count; k++) {
      rank[order[k]] = k;
    }
    rank[root] = size;
    int[] idom = new int[size];
    Arrays.fill(idom, -1);
    idom[root] = root;
    List<List<Integer>> reverseSuccessors = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      List<Integer> r = new ArrayList<>();
      for (int s : successors[i]) {
        r.add(s);
      }
      reverseSuccessors.add(r);
    }
    for (int[] e : extraEdges) {
      reverseSuccessors.get(e[0]).add(e[1]);
    }
    Integer[] byRank = new Integer[size];
    for (int i = 0; i < size; i++) {
      byRank[i] = i;
    }
    Arrays.sort(byRank, (a, b) -> Integer.compare(rank[b], rank[a]));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int node : byRank) {
        if (node == root) {
          continue;
        }
        int newIdom = -1;
        for (int s : reverseSuccessors.get(node)) {
          if (idom[s] != -1) {
            newIdom = newIdom == -1 ? s : intersect(s, newIdom, idom, rank);
          }
        }
        if (newIdom != -1 && idom[node] != newIdom) {
          idom[node] = newIdom;
          changed = true;
        }
      }
    }
    return idom;
  }

  private static int intersect(int a, int b, int[] idom, int[] rank) {
    while (a != b) {
      while (rank[a] < rank[b]) {
        a = idom[a];
      }
      while (rank[b] < rank[a]) {
        b = idom[b];
      }
    }
    return a;
  }

  /** Iterative post-order over {@code edges} from {@code start}; returns the new count. */
  private static int postOrder(int start, List<List<Integer>> edges, boolean[] seen,
      int[] order, int count) {
    WorkStack stack = new WorkStack(edges.size());
    seen[start] = true;
    stack.push(start, 0);
    while (!stack.isEmpty()) {
      int node = stack.topNode();
      int next = stack.topIndex();
      List<Integer> out = edges.get(node);
      if (next < out.size()) {
        stack.advance();
        int m = out.get(next);
        if (!seen[m]) {
          seen[m] = true;
          stack.push(m, 0);
        }
      } else {
        stack.pop();
        order[count++] = node;
      }
    }
    return count;
  }

  /** A stack of (node, next edge index) pairs in two arrays. */
  private static final class WorkStack {
    private final int[] nodes;
    private final int[] indices;
    private int top = -1;

    WorkStack(int capacity) {
      nodes = new int[capacity];
      indices = new int[capacity];
    }

    void push(int node, int index) {
      nodes[++top] = node;
      indices[top] = index;
    }

    boolean isEmpty() {
      return top < 0;
    }

    int topNode() {
      return nodes[top];
    }

    int topIndex() {
      return indices[top];
    }

    void advance() {
      indices[top]++;
    }

    void pop() {
      top--;
    }
  }
}

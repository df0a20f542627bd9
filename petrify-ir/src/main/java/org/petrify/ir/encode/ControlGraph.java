package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.graph.StrongComponents;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;

/**
 * The subnets of a program and the thread-local control flow between their points.
 *
 * <p>Layout: subnets have dense ids in discovery order (breadth first from the main thread's
 * root); subnet {@code s} owns the node ids {@code base[s] .. base[s] + size(s)}, node
 * {@code base[s] + i} being the point before command {@code i} and {@code base[s] + size(s)}
 * the exit. {@code callee[n]} is the subnet a call node enters, {@code forked[n]} the root
 * subnet a fork node starts (both -1 otherwise). An inlined subnet returns to
 * {@code caller[s] + 1}; a shared one to every node in {@code returnSites(s)} (call node + 1).
 * {@code recursiveSite[n]} is true for a call node {@code n} into a shared subnet {@code S}
 * whose own subnet is reachable from {@code S} along call edges (so the call may run while an
 * activation of {@code S} is pending): see {@link #isRecursiveSite}.
 * {@code labelIndex[s]} maps the labels of subnet {@code s}'s procedure to command indices (one
 * map per distinct procedure, shared by its subnets). The successors are computed once when the
 * graph is built and kept in CSR form: node {@code n}'s are {@code successorNodes[successorStart[n]
 * .. successorStart[n + 1])}, in the order {@link #successors} lists them. Every query is
 * constant time, so fixpoints over the graph ({@link LockDepths}, {@link ReturnDeltas}) are
 * linear in nodes and edges, and their hot loops read the two arrays directly (a list of boxed
 * node numbers per node cost a pointer chase per successor and about 50 bytes per node).
 */
final class ControlGraph {
  final Program program;
  final List<Subnet> subnets = new ArrayList<>();
  final List<Procedure> procedures = new ArrayList<>();
  final Map<Subnet, Integer> ids = new HashMap<>();
  int[] base = new int[16];
  int[] callerNode = new int[16];
  final Map<Integer, List<Integer>> returnSites = new HashMap<>();
  int nodeCount;
  int[] callee;
  int[] forked;
  int[] subnetOf;
  /**
   * Per node, its command ({@code null} at an exit): {@link #command} is read on every visit
   * of every fixpoint over the graph, and going through the subnet's procedure and body lists
   * was a third of the race check's time on a graph of 800,000 nodes.
   */
  private Command[] commands;
  private boolean[] recursiveSite;
  private int[] recursionGroup;
  private Map<String, Integer>[] labelIndex;
  /**
   * Where node {@code n}'s successors start in {@link #successorNodes}; one more entry than
   * nodes.
   */
  int[] successorStart;
  /** The successors of every node, node after node (see the class comment). */
  int[] successorNodes;

  private ControlGraph(Program program) {
    this.program = program;
  }

  static ControlGraph of(Program program, EncodingOptions options) {
    return of(program, options, StageBudget.none());
  }

  /**
   * The graph, discovering subnets under {@code budget}: its deadline is checked per subnet,
   * and the nodes discovered count against its net size (every node is at least one place).
   */
  static ControlGraph of(Program program, EncodingOptions options, StageBudget budget) {
    ControlGraph g = new ControlGraph(program);
    g.discover(options, budget);
    return g;
  }

  private void discover(EncodingOptions options, StageBudget budget) {
    Deque<Integer> work = new ArrayDeque<>();
    Map<Integer, Integer> calleeOfNode = new HashMap<>();
    Map<Integer, Integer> forkOfNode = new HashMap<>();
    work.add(add(new Subnet(Program.MAIN_THREAD, program.main(), List.of(), false), -1));
    while (!work.isEmpty()) {
      int s = work.poll();
      budget.subnets(subnets.size());
      budget.checkNetNodes(nodeCount);
      budget.check();
      Subnet sub = subnets.get(s);
      Procedure proc = procedures.get(s);
      for (int i = 0; i < proc.body().size(); i++) {
        Command c = proc.body().get(i);
        int node = base[s] + i;
        if (c instanceof Command.Call call) {
          Subnet target = calleeSubnet(sub, call, options);
          Integer id = ids.get(target);
          if (id == null) {
            id = add(target, target.shared() ? -1 : node);
            work.add(id);
          }
          calleeOfNode.put(node, id);
          if (target.shared()) {
            returnSites.computeIfAbsent(id, k -> new ArrayList<>()).add(node + 1);
          }
        } else if (c instanceof Command.Fork fork) {
          Subnet root = new Subnet(fork.thread(), fork.procedure(), List.of(), false);
          Integer id = ids.get(root);
          if (id == null) {
            id = add(root, -1);
            work.add(id);
          }
          forkOfNode.put(node, id);
        }
      }
    }
    callee = new int[nodeCount];
    forked = new int[nodeCount];
    subnetOf = new int[nodeCount];
    Arrays.fill(callee, -1);
    Arrays.fill(forked, -1);
    calleeOfNode.forEach((n, s) -> callee[n] = s);
    forkOfNode.forEach((n, s) -> forked[n] = s);
    commands = new Command[nodeCount];
    for (int s = 0; s < subnets.size(); s++) {
      Arrays.fill(subnetOf, base[s], base[s] + size(s) + 1, s);
      List<Command> body = procedures.get(s).body();
      for (int i = 0; i < body.size(); i++) {
        commands[base[s] + i] = body.get(i);
      }
    }
    indexLabels();
    flattenSuccessors();
    findRecursiveSites();
  }

  /**
   * Marks each call node into a shared subnet {@code S} whose subnet can be reached from
   * {@code S} by call edges (reflexively). The call graph used is that of all discovered call
   * nodes, reached or not: a superset of the real one, so a site is called non-recursive only if
   * no run can make that call while an activation of {@code S} is pending on the same thread
   * instance. The calling subnet has a call edge to {@code S}, so {@code S} reaches it exactly
   * when the two are in one strongly connected component: one linear pass ({@link
   * StrongComponents}) instead of a search per shared subnet, which on gson-2.14.0's race
   * check took a seventh of the frontend's last samples.
   */
  private void findRecursiveSites() {
    int[][] calls = new int[subnets.size()][];
    int[] count = new int[subnets.size()];
    for (int n = 0; n < nodeCount; n++) {
      if (callee[n] >= 0) {
        count[subnetOf[n]]++;
      }
    }
    for (int s = 0; s < calls.length; s++) {
      calls[s] = new int[count[s]];
      count[s] = 0;
    }
    for (int n = 0; n < nodeCount; n++) {
      if (callee[n] >= 0) {
        calls[subnetOf[n]][count[subnetOf[n]]++] = callee[n];
      }
    }
    int[] component = StrongComponents.of(calls);
    recursiveSite = new boolean[nodeCount];
    for (Map.Entry<Integer, List<Integer>> e : returnSites.entrySet()) {
      for (int target : e.getValue()) {
        recursiveSite[target - 1] = component[subnetOf[target - 1]] == component[e.getKey()];
      }
    }
    recursionGroup = new int[subnets.size()];
    Arrays.fill(recursionGroup, -1);
    int[] least = new int[subnets.size()];
    Arrays.fill(least, Integer.MAX_VALUE);
    for (int s : returnSites.keySet()) {
      least[component[s]] = Math.min(least[component[s]], s);
    }
    for (int s : returnSites.keySet()) {
      recursionGroup[s] = least[component[s]];
    }
  }

  /**
   * The recursion group of shared subnet {@code s}: the least shared subnet that reaches
   * {@code s} and is reached from it along call edges (its strongly connected component of the
   * call graph of {@link #findRecursiveSites}), {@code s} itself if there is none smaller; -1
   * for a subnet that is not shared. Every recursive site of {@code s} lies in a subnet of its
   * group, and a run that leaves the group by a call comes back into it only by the return.
   */
  int recursionGroup(int s) {
    return recursionGroup[s];
  }

  /**
   * True if {@code callNode} calls a shared subnet {@code S} from a subnet reachable from
   * {@code S} (recursion, direct or through other procedures): such a call may happen while
   * {@code S} is active, so its return cannot be told apart from the outer one by a marked place.
   * False for every other node.
   */
  boolean isRecursiveSite(int callNode) {
    return recursiveSite[callNode];
  }

  /** Computes every node's successors into {@link #successorStart} and {@link #successorNodes}. */
  private void flattenSuccessors() {
    successorStart = new int[nodeCount + 1];
    int[] out = new int[Math.max(16, nodeCount + nodeCount / 4)];
    int e = 0;
    for (int n = 0; n < nodeCount; n++) {
      successorStart[n] = e;
      for (int m : computeSuccessors(n)) {
        if (e == out.length) {
          out = Arrays.copyOf(out, out.length * 2);
        }
        out[e++] = m;
      }
    }
    successorStart[nodeCount] = e;
    successorNodes = Arrays.copyOf(out, e);
  }

  /** The number of successors of a node. */
  int successorCount(int node) {
    return successorStart[node + 1] - successorStart[node];
  }

  /** Successor {@code i} of a node ({@code 0 <= i < successorCount(node)}). */
  int successor(int node, int i) {
    return successorNodes[successorStart[node] + i];
  }

  /** A read-only list over a node's successors in {@link #successorNodes}. */
  private final class SuccessorList extends java.util.AbstractList<Integer>
      implements java.util.RandomAccess {
    private final int from;
    private final int size;

    SuccessorList(int node) {
      from = successorStart[node];
      size = successorStart[node + 1] - from;
    }

    @Override
    public Integer get(int i) {
      java.util.Objects.checkIndex(i, size);
      return successorNodes[from + i];
    }

    @Override
    public int size() {
      return size;
    }
  }

  @SuppressWarnings("unchecked")
  private void indexLabels() {
    Map<Procedure, Map<String, Integer>> byProcedure = new IdentityHashMap<>();
    labelIndex = (Map<String, Integer>[]) new Map<?, ?>[subnets.size()];
    for (int s = 0; s < subnets.size(); s++) {
      labelIndex[s] = byProcedure.computeIfAbsent(procedures.get(s), proc -> {
        List<Command> body = proc.body();
        Map<String, Integer> index = new HashMap<>(body.size() * 2);
        for (int i = 0; i < body.size(); i++) {
          index.put(body.get(i).label(), i);
        }
        index.put(Procedure.EXIT, body.size());
        return index;
      });
    }
  }

  private Subnet calleeSubnet(Subnet caller, Command.Call call, EncodingOptions options) {
    boolean recursive = call.procedure().equals(caller.procedure())
        || caller.context().stream().anyMatch(site -> site.procedure().equals(call.procedure()));
    if (caller.shared() || recursive || caller.context().size() >= options.callDepth()
        || subnets.size() >= options.maxSubnets()) {
      return new Subnet(caller.thread(), call.procedure(), List.of(), true);
    }
    List<Subnet.CallSite> context = new ArrayList<>(caller.context());
    context.add(new Subnet.CallSite(caller.procedure(), call.label(), call.origin()));
    return new Subnet(caller.thread(), call.procedure(), context, false);
  }

  private int add(Subnet sub, int caller) {
    int id = subnets.size();
    subnets.add(sub);
    Procedure proc = program.procedure(sub.procedure());
    procedures.add(proc);
    ids.put(sub, id);
    if (id >= base.length) {
      base = Arrays.copyOf(base, id * 2);
      callerNode = Arrays.copyOf(callerNode, id * 2);
    }
    base[id] = nodeCount;
    callerNode[id] = caller;
    nodeCount += proc.body().size() + 1;
    return id;
  }

  int size(int subnet) {
    return procedures.get(subnet).body().size();
  }

  int exitNode(int subnet) {
    return base[subnet] + size(subnet);
  }

  /** The command at a node, {@code null} at an exit. */
  Command command(int node) {
    return commands[node];
  }

  String label(int node) {
    Command c = command(node);
    return c != null ? c.label() : Procedure.EXIT;
  }

  /** The node a label of the node's own subnet stands for. */
  int nodeOf(int node, String label) {
    int s = subnetOf[node];
    Integer i = labelIndex[s].get(label);
    if (i == null) {
      throw new IllegalArgumentException("procedure " + procedures.get(s).name()
          + " has no label " + label);
    }
    return base[s] + i;
  }

  /** Where control goes after leaving a subnet's exit; empty for a root (the thread ends). */
  List<Integer> returnTargets(int subnet) {
    Subnet sub = subnets.get(subnet);
    if (sub.shared()) {
      return returnSites.getOrDefault(subnet, List.of());
    }
    if (sub.context().isEmpty()) {
      return List.of();
    }
    return List.of(callerNode[subnet] + 1);
  }

  /**
   * Where control goes after a {@code raise} in a subnet, one per return target: for each call
   * site, its handler label's node, or the node after the call when the call has no handler;
   * empty for a root (the thread ends). Index {@code k} corresponds to
   * {@code returnTargets(subnet).get(k)}.
   */
  List<Integer> raiseTargets(int subnet) {
    List<Integer> out = new ArrayList<>();
    for (int target : returnTargets(subnet)) {
      out.add(handlerNode(target - 1));
    }
    return out;
  }

  /** The node a raise of the callee of call node {@code callNode} continues at. */
  int handlerNode(int callNode) {
    String handler = ((Command.Call) command(callNode)).handler();
    return handler == null ? callNode + 1 : nodeOf(callNode, handler);
  }

  /**
   * The thread-local control successors of a node, ignoring whether locks and joins let the
   * thread pass: the next command, jump targets, a callee's entry, or the return targets of an
   * exit or of a {@code raise}; for a {@code trylock}, {@code trydown} or {@code tryup} the next command (success)
   * first, then the failure target; for a {@code switch} its targets in case order; for a
   * command that needs its lock held ({@link UnheldRoutes#needsLock}) the next command first,
   * then the raise targets (where the thread goes when it does not hold the lock). A view of
   * {@link #successorNodes}; hot loops read that array directly.
   */
  List<Integer> successors(int node) {
    return new SuccessorList(node);
  }

  /**
   * The successors of a node that stay in its subnet: for a call the node after it and its
   * handler (the callee's run is skipped), for an exit or a {@code raise} none, for every other
   * command its {@link #successors} in the same subnet (the raise targets of a command that
   * needs its lock lie in the callers). Used by {@link RepeatedNodes}.
   */
  List<Integer> successorsWithin(int node) {
    Command c = command(node);
    if (c instanceof Command.Call) {
      int handler = handlerNode(node);
      return handler == node + 1 ? List.of(node + 1) : List.of(node + 1, handler);
    }
    List<Integer> out = new ArrayList<>();
    for (int next : successors(node)) {
      if (c != null && !(c instanceof Command.Raise) && subnetOf[next] == subnetOf[node]) {
        out.add(next);
      }
    }
    return out;
  }

  private List<Integer> computeSuccessors(int node) {
    Command c = command(node);
    int s = subnetOf[node];
    if (c == null) {
      return returnTargets(s);
    }
    if (c instanceof Command.Call) {
      return List.of(base[callee[node]]);
    }
    if (c instanceof Command.Raise) {
      return raiseTargets(s);
    }
    List<Integer> targets = new ArrayList<>();
    if (c.fallsThrough()) {
      targets.add(node + 1);
    }
    for (String t : c.targets()) {
      targets.add(nodeOf(node, t));
    }
    if (UnheldRoutes.needsLock(c)) {
      targets.addAll(raiseTargets(s)); // the IllegalMonitorStateException of a lock not held
    }
    return List.copyOf(targets);
  }

  /**
   * The handler node the interrupted exit of {@code node} leads to, or -1: {@code node} is the
   * wait right after an {@code interruptible H} marker in its subnet, and the exit leaves its
   * place (and, for a {@code wait} or {@code await}, its wait set) for H ({@link
   * InterruptFlags}). Not among {@link #successors}: the depths H is reached with are those of
   * the marker's own edge to H (the exit takes the lock back before it leaves a wait set), but
   * an analysis of what is live at the wait must count it.
   */
  int interruptHandler(int node) {
    int m = node - 1;
    return m >= 0 && subnetOf[m] == subnetOf[node]
        && command(m) instanceof Command.Interruptible i ? nodeOf(m, i.handler()) : -1;
  }

  Subnet subnet(int node) {
    return subnets.get(subnetOf[node]);
  }
}

package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Command;

/**
 * Call-site-exact returns for shallow recursion: a bounded stack of return addresses per
 * shared subnet, encoded in places, so that a return from a recursive call goes only to the
 * site that made it.
 *
 * <p>Which subnets: the shared subnets of a single-instance thread fall into recursion groups
 * ({@link ControlGraph#recursionGroup}: strongly connected components of the call graph). A
 * group with a reached recursive call site ({@link ControlGraph#isRecursiveSite}) that is no
 * tail call ({@link #tail}) gives every one of its subnets a stack. Let {@code K(S)} be the
 * reached recursive sites of such a subnet {@code S} (possibly none) and {@code B} the bound
 * ({@link EncodingOptions#recursionBound}).
 *
 * <p>Places: per subnet, the depth {@code rd.S.0 .. rd.S.B} (one-hot while the group is not
 * saturated, {@code rd.S.0} marked initially): how many pending activations of {@code S} were
 * entered at a site of {@code K(S)}; the frames {@code rf.S.d.k} for {@code 1 <= d <= B},
 * {@code k} in {@code K(S)}: the activation at depth {@code d} was entered at {@code k}. Per
 * group {@code G} (named after its least subnet), {@code rd.G.sat}: some subnet of the group
 * once had more than {@code B} pending (never unmarked), and for a group of several subnets its
 * complement {@code rd.G.unsat}. Invariant: while {@code rd.S.j} is marked, each frame
 * {@code d <= j} of {@code S} holds one token on one site and each frame {@code d > j} none; the
 * saturating push consumes the depth token. So the net stays bounded: every place added here
 * holds at most one token.
 *
 * <p>Transitions: a call at {@code k} in {@code K(S)} pushes ({@code rd.S.d -> rd.S.d+1} and
 * marks {@code rf.S.d+1.k}), one transition per depth {@code d < B}; at depth {@code B} it moves
 * to {@code sat} (taking {@code unsat} in a group of several); once {@code sat} is marked it may
 * also only read it. A return (by the exit or by a raise) to {@code k} pops ({@code rd.S.d} and
 * {@code rf.S.d.k} to {@code rd.S.d-1}), or with {@code sat} only reads it, the paper's
 * nondeterministic return. A return to a non-recursive site, which also takes that site's
 * return address ({@code ret.S.k}, {@link ControlEmitter#exit}), needs {@code rd.S.0} or
 * {@code sat}: the activation is the outermost one.
 *
 * <p>Soundness (every Java run of the thread is a firing sequence): in a run, the pending
 * activations of a group's subnets are nested, and one entered at a non-recursive site has no
 * pending activation of the group below it: were {@code T} of the group pending below a call
 * of {@code S} at {@code k}, {@code T} would reach {@code k}'s subnet and {@code S} reach
 * {@code T}, so {@code k} would be recursive. So it is the outermost, and every other one was
 * entered at a recursive site. By induction over the run, until the run has more than {@code B}
 * pending activations of one subnet entered at recursive sites, each subnet's depth place
 * counts them and its frames hold their sites in order, so each Java return, whose target is
 * the innermost activation's site, is enabled (the one with its depth and frame, or with
 * {@code rd.S.0} and the address); from the call that would make {@code B + 1} on, the group's
 * {@code sat} is marked and every return the old encoding had is enabled, for every subnet of
 * the group. Precision: until {@code sat} is marked, a return fires only to the site of the
 * innermost activation, exactly as in Java; past it the returns are the paper's, and a witness
 * that returns wrongly there is no evidence ({@code recursion-bound}, reported by the facade).
 *
 * <p>Why per group, not per subnet: a subnet of the group whose returns are the paper's (no
 * stack, or a saturated one) may return into another subnet of the group where no activation
 * of it is pending, or to {@code main} past pending ones; the other's stack is then out of step
 * with the run, and its exit may find no return enabled, a deadlock no run has. Hence one
 * decision and one saturation for the whole group.
 *
 * <p>Threads with several instances keep the paper's returns: their instances would share the
 * stack. So do groups whose reached recursive sites are all tail calls: a wrong return to one
 * only adds or drops steps that do nothing (every pending activation of the group sits at a
 * tail call) before the thread leaves the group again (a deadlock is reached or not either way;
 * only endless loops of such returns are spurious, for termination and livelock), while the
 * stack would multiply each such thread's states by up to {@code B + 2} (a routing recursion of
 * three threads, a corpus program, by more than 20).
 */
final class RecursionStacks {
  private final ControlGraph g;
  private final PlaceNames names;
  private final NetDraft draft;
  private final int bound;
  /** Per stacked shared subnet, its reached recursive call nodes, ascending (maybe none). */
  private final Map<Integer, List<Integer>> recursiveSites = new TreeMap<>();
  /** Per stacked shared subnet, the number of stacked subnets in its recursion group. */
  private final Map<Integer, Integer> groupSize = new TreeMap<>();

  RecursionStacks(ControlGraph g, LockDepths depths, ProgramFacts facts, PlaceNames names,
      NetDraft draft, int bound) {
    this.g = g;
    this.names = names;
    this.draft = draft;
    this.bound = bound;
    Map<Integer, List<Integer>> groups = new TreeMap<>();
    Map<Integer, List<Integer>> sitesOf = new TreeMap<>();
    for (Map.Entry<Integer, List<Integer>> e : g.returnSites.entrySet()) {
      Subnet sub = g.subnets.get(e.getKey());
      if (facts.several(sub.thread())) {
        continue;
      }
      List<Integer> sites = new ArrayList<>();
      for (int target : e.getValue()) {
        int site = target - 1;
        if (g.isRecursiveSite(site) && depths.reached[site]) {
          sites.add(site);
        }
      }
      sites.sort(null);
      sitesOf.put(e.getKey(), sites);
      groups.computeIfAbsent(g.recursionGroup(e.getKey()), k -> new ArrayList<>())
          .add(e.getKey());
    }
    for (List<Integer> group : groups.values()) {
      List<Integer> all = group.stream().flatMap(s -> sitesOf.get(s).stream()).toList();
      if (!all.isEmpty() && !all.stream().allMatch(this::tail)) {
        for (int s : group) {
          recursiveSites.put(s, sitesOf.get(s));
          groupSize.put(s, group.size());
        }
      }
    }
  }

  /**
   * True if call node {@code site} is a tail call: it has no handler, and from the node after
   * it only {@code skip} and {@code goto} lead to its subnet's exit. A return to such a site
   * does nothing the thread could be seen to do before it leaves the subnet again.
   */
  private boolean tail(int site) {
    if (((Command.Call) g.command(site)).handler() != null) {
      return false;
    }
    int n = site + 1;
    int exit = g.exitNode(g.subnetOf[site]);
    for (int steps = 0; steps <= g.size(g.subnetOf[site]); steps++) {
      Command c = g.command(n);
      if (n == exit) {
        return true;
      } else if (c instanceof Command.Skip) {
        n++;
      } else if (c instanceof Command.Goto go) {
        n = g.nodeOf(n, go.target());
      } else {
        return false;
      }
    }
    return false; // a loop of gotos
  }

  /** True if shared subnet {@code s} returns through a stack. */
  boolean stacked(int s) {
    return recursiveSites.containsKey(s);
  }

  /** The depth and frame places of every stacked subnet, the saturation places of its group. */
  void addPlaces() {
    for (Map.Entry<Integer, List<Integer>> e : recursiveSites.entrySet()) {
      int s = e.getKey();
      Subnet sub = g.subnets.get(s);
      String t = sub.thread();
      for (int d = 0; d <= bound; d++) {
        draft.place(depth(s, d), d == 0 ? 1 : 0,
            new NodeInfo(NodeKind.RECURSION_DEPTH, t, sub, null, null, null, d));
      }
      Subnet group = g.subnets.get(g.recursionGroup(s));
      draft.place(saturated(s), 0,
          new NodeInfo(NodeKind.RECURSION_SATURATED, t, group, null, null, null, bound + 1));
      if (groupSize.get(s) > 1) {
        draft.place(unsaturated(s), 1,
            new NodeInfo(NodeKind.RECURSION_UNSATURATED, t, group, null, null, null, 0));
      }
      for (int site : e.getValue()) {
        for (int d = 1; d <= bound; d++) {
          draft.place(frame(s, d, site), 0, new NodeInfo(NodeKind.RETURN_FRAME, t, sub,
              g.label(site), g.command(site), null, d));
        }
      }
    }
  }

  /**
   * The transitions of the call at recursive site {@code n} of a stacked subnet: {@code make}
   * creates one, named by the suffix it is given ({@code ""} for the push at depth 0, which
   * keeps the call's plain name), with the call's own arcs; this adds the stack's.
   */
  void call(int n, java.util.function.Function<String, TransitionSpec> make) {
    int s = g.callee[n];
    for (int d = 0; d < bound; d++) {
      make.apply(d == 0 ? "" : ".d" + d).in(depth(s, d)).out(depth(s, d + 1))
          .out(frame(s, d + 1, n));
    }
    TransitionSpec saturate = make.apply(".d" + bound).in(depth(s, bound)).out(saturated(s));
    if (groupSize.get(s) > 1) {
      saturate.in(unsaturated(s));
    }
    make.apply(".sat").read(saturated(s));
  }

  /**
   * The returns of stacked subnet {@code s} to call node {@code site}: {@code make} creates one
   * transition, named by the suffix it is given, with the return's own arcs (the address of a
   * non-recursive site included); this adds the stack's. Nothing for an unreached recursive
   * site: no frame ever names it.
   */
  void ret(int s, int site, java.util.function.Function<String, TransitionSpec> make) {
    if (!g.isRecursiveSite(site)) {
      make.apply("").read(depth(s, 0));
      make.apply(".sat").read(saturated(s));
      return;
    }
    if (!recursiveSites.get(s).contains(site)) {
      return;
    }
    for (int d = 1; d <= bound; d++) {
      make.apply(d == 1 ? "" : ".d" + d).in(depth(s, d)).in(frame(s, d, site))
          .out(depth(s, d - 1));
    }
    make.apply(".sat").read(saturated(s));
  }

  private String depth(int s, int d) {
    return "rd." + names.subnet(s) + "." + d;
  }

  /** The saturation place of {@code s}'s recursion group, named after its least subnet. */
  private String saturated(int s) {
    return "rd." + names.subnet(g.recursionGroup(s)) + ".sat";
  }

  private String unsaturated(int s) {
    return "rd." + names.subnet(g.recursionGroup(s)) + ".unsat";
  }

  private String frame(int s, int d, int site) {
    return "rf." + names.subnet(s) + "." + d + "." + names.base(site);
  }
}

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
 * <p>Which subnets: a shared subnet {@code S} of a single-instance thread with a reached
 * recursive call site ({@link ControlGraph#isRecursiveSite}). Let {@code K} be its reached
 * recursive sites and {@code B} the bound ({@link EncodingOptions#recursionBound}).
 *
 * <p>Places: the depth {@code rd.S.0 .. rd.S.B} and {@code rd.S.sat} (one-hot, {@code rd.S.0}
 * marked initially): how many pending activations of {@code S} were entered at a site of
 * {@code K}, or "more than {@code B} at some time" ({@code sat}, never unmarked: see below);
 * the frames {@code rf.S.d.k} for {@code 1 <= d <= B}, {@code k} in {@code K}: the activation
 * at depth {@code d} was entered at {@code k}. Invariant: while {@code rd.S.j} is marked, each
 * frame {@code d <= j} holds one token on one site and each frame {@code d > j} none; once
 * {@code sat} is marked every frame keeps the token it had (at most one per frame). So the
 * net stays bounded: every place added here holds at most one token.
 *
 * <p>Transitions: a call at {@code k} in {@code K} pushes ({@code rd.S.d -> rd.S.d+1} and marks
 * {@code rf.S.d+1.k}), one transition per depth {@code d < B}; at depth {@code B} it moves to
 * {@code sat}; in {@code sat} it only reads it. A return (by the exit or by a raise) to
 * {@code k} pops ({@code rd.S.d} and {@code rf.S.d.k} to {@code rd.S.d-1}), or in {@code sat}
 * only reads it, the paper's nondeterministic return. A return to a non-recursive site, which
 * also takes that site's return address ({@code ret.S.k}, {@link ControlEmitter#exit}), needs
 * {@code rd.S.0} or {@code sat}: the activation is the outermost one.
 *
 * <p>Soundness (every Java run of the thread is a firing sequence): in a run, the pending
 * activations of {@code S} are nested; one entered at a non-recursive site has no pending
 * activation of {@code S} below it ({@link ControlEmitter#exit}), so it is the outermost, and
 * every other one was entered at a site of {@code K}. By induction over the run, until the
 * run has more than {@code B} of the latter pending at once the depth place counts them and
 * the frames hold their sites in order, so each Java return, whose target is the innermost
 * activation's site, is enabled (the one with its depth and frame, or with {@code rd.S.0} and
 * the address); from the call that would make {@code B + 1} on, {@code sat} is marked and
 * every return the old encoding had is enabled. Precision: until {@code sat} is marked, a
 * return fires only to the site of the innermost activation, exactly as in Java; past it the
 * returns are the paper's, and a witness that returns wrongly there is no evidence
 * ({@code recursion-bound}, reported by the facade).
 *
 * <p>Threads with several instances keep the paper's returns: their instances would share the
 * stack. So do subnets whose recursive sites are all tail calls ({@link #tail}): a wrong return
 * to one only adds or drops steps that do nothing before the thread leaves the subnet again (a
 * deadlock is reached or not either way; only endless loops of such returns are spurious, for
 * termination and livelock), while the stack would multiply each such thread's states by up to
 * {@code B + 2} (a routing recursion of three threads, a corpus program, by more than 20).
 */
final class RecursionStacks {
  private final ControlGraph g;
  private final PlaceNames names;
  private final NetDraft draft;
  private final int bound;
  /** Per stacked shared subnet, its reached recursive call nodes, ascending. */
  private final Map<Integer, List<Integer>> recursiveSites = new TreeMap<>();

  RecursionStacks(ControlGraph g, LockDepths depths, ProgramFacts facts, PlaceNames names,
      NetDraft draft, int bound) {
    this.g = g;
    this.names = names;
    this.draft = draft;
    this.bound = bound;
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
      if (!sites.isEmpty() && !sites.stream().allMatch(this::tail)) {
        sites.sort(null);
        recursiveSites.put(e.getKey(), sites);
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

  /** The depth and frame places of every stacked subnet. */
  void addPlaces() {
    for (Map.Entry<Integer, List<Integer>> e : recursiveSites.entrySet()) {
      int s = e.getKey();
      Subnet sub = g.subnets.get(s);
      String t = sub.thread();
      for (int d = 0; d <= bound; d++) {
        draft.place(depth(s, d), d == 0 ? 1 : 0,
            new NodeInfo(NodeKind.RECURSION_DEPTH, t, sub, null, null, null, d));
      }
      draft.place(saturated(s), 0,
          new NodeInfo(NodeKind.RECURSION_SATURATED, t, sub, null, null, null, bound + 1));
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
    make.apply(".d" + bound).in(depth(s, bound)).out(saturated(s));
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

  private String saturated(int s) {
    return "rd." + names.subnet(s) + ".sat";
  }

  private String frame(int s, int d, int site) {
    return "rf." + names.subnet(s) + "." + d + "." + names.base(site);
  }
}

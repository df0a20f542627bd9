package org.petrify.ir.encode;

import java.util.List;
import java.util.TreeSet;
import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;

/**
 * The transitions of thread-local control: {@code skip}, {@code read}, {@code write},
 * {@code goto}, {@code jump}, {@code call}, {@code raise} and the exit of a subnet.
 */
final class ControlEmitter extends CommandEmitter {
  private final RecursionStacks stacks;

  ControlEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft, RecursionStacks stacks) {
    super(g, depths, options, facts, names, draft);
    this.stacks = stacks;
  }

  /** A command without effect on the net but the move to the next location. */
  void step(int n, String next) {
    command(base(n), n, 0).in(at(n)).out(next);
  }

  void goTo(int n, Command.Goto go) {
    command(base(n), n, 0).in(at(n)).out(at(g.nodeOf(n, go.target())));
  }

  /**
   * One transition per distinct target, named after it; the transition of a target an
   * exception takes carries the jump's raise text as its {@link NodeInfo#value()}.
   */
  void jump(int n, Command.Jump jump) {
    for (String target : new TreeSet<>(jump.targets())) {
      String name = base(n) + "." + names.safe(target);
      String raise = jump.raiseTo(target);
      TransitionSpec t;
      if (raise == null) {
        t = command(name, n, 0);
      } else {
        NodeInfo info = info(NodeKind.COMMAND, n, 0);
        t = transition(name, new NodeInfo(info.kind(), info.thread(), info.subnet(),
            info.label(), info.command(), info.lock(), 0, null, raise));
      }
      t.in(at(n)).out(at(g.nodeOf(n, target)));
    }
  }

  /**
   * Enters the callee's subnet, marking the return address if the callee is shared and the site
   * is not recursive, or pushing the site on the callee's {@link RecursionStacks stack} if it is
   * recursive and the callee has one (one transition per depth, the first named as the call).
   */
  void call(int n, Command.Call c, String t) {
    if (g.isRecursiveSite(n) && stacks.stacked(g.callee[n])) {
      stacks.call(n, suffix -> {
        TransitionSpec call = command(base(n) + suffix, n, 0).in(at(n))
            .out(at(g.base[g.callee[n]]));
        call.variantOf(suffix.isEmpty() ? null : base(n));
        return call;
      });
      return;
    }
    TransitionSpec call = command(base(n), n, 0).in(at(n)).out(at(g.base[g.callee[n]]));
    if (returnsByAddress(n)) {
      draft.place(names.returnAddress(n), 0, new NodeInfo(NodeKind.RETURN_ADDRESS, t,
          g.subnets.get(g.callee[n]), g.label(n), c, null, 0));
      call.out(names.returnAddress(n));
    }
  }

  /**
   * A {@code raise}: the exceptional exit of its subnet. In a root it finishes the thread like
   * the exit; in an inlined subnet it goes to the handler node of the one call site; in a shared
   * subnet to the handler node of each call site, taking that site's return address exactly as
   * {@link #exit} does (the same argument: the address a non-recursive call marked is still
   * there when its callee leaves, by either exit).
   */
  void raise(int n) {
    int s = g.subnetOf[n];
    Subnet sub = g.subnets.get(s);
    String t = sub.thread();
    raise(n, base(n), new NodeInfo(NodeKind.THREAD_EXIT, t, sub, g.label(n), g.command(n),
        null, 0), info(NodeKind.COMMAND, n, 0), tr -> { });
  }

  /**
   * The transitions of a raise at node {@code n} named {@code name}: {@code finished} is the
   * meaning of the one that ends the thread (in a root), {@code leaves} of the one that goes to
   * an inlined subnet's handler node; each gets {@code guard}'s extra arcs (also the returns of
   * a shared subnet, whose meaning is a {@link NodeKind#RETURN}).
   */
  void raise(int n, String name, NodeInfo finished, NodeInfo leaves,
      java.util.function.Consumer<TransitionSpec> guard) {
    int s = g.subnetOf[n];
    Subnet sub = g.subnets.get(s);
    String t = sub.thread();
    if (sub.isRoot()) {
      finish(name, finished, n, t, guard);
      return;
    }
    if (!sub.shared()) {
      guard.accept(transition(name, leaves).in(at(n))
          .out(at(g.handlerNode(g.callerNode[s]))));
      return;
    }
    for (int target : g.returnTargets(s)) {
      int site = target - 1;
      if (!g.isRecursiveSite(site) && !depths.reached[site]) {
        continue;
      }
      NodeInfo info = new NodeInfo(NodeKind.RETURN, t, sub, g.label(n), g.command(site),
          null, 0);
      returns(s, site, suffix -> {
        TransitionSpec ret = transition(name + ".to." + base(site) + suffix, info)
            .in(at(n)).out(at(g.handlerNode(site)));
        guard.accept(ret);
        return ret;
      });
    }
  }

  /**
   * The returns of shared subnet {@code s} to call node {@code site}, each made by
   * {@code make} (given a name suffix) with the control arcs: one plain return, which takes the
   * site's return address if it has one, or, for a subnet with a {@link RecursionStacks stack},
   * the returns that pop it or test that it is empty.
   */
  private void returns(int s, int site,
      java.util.function.Function<String, TransitionSpec> make) {
    java.util.function.Function<String, TransitionSpec> arcs = suffix -> {
      TransitionSpec ret = make.apply(suffix);
      ret.returnsTo(base(site)); // the call transition of the site (see call)
      if (returnsByAddress(site)) {
        ret.in(names.returnAddress(site));
      }
      return ret;
    };
    if (stacks.stacked(s)) {
      stacks.ret(s, site, arcs);
    } else {
      arcs.apply("");
    }
  }

  /**
   * The exit of a subnet. A root's exit finishes the thread; a shared subnet {@code S} returns
   * to its call sites: to a non-recursive site {@code k} (see {@link
   * ControlGraph#isRecursiveSite}) only by consuming the return address {@code ret.S.k} that the
   * call at {@code k} marked, to a recursive site without condition (the paper's
   * nondeterministic return) unless the subnet has a {@link RecursionStacks stack}, which then
   * also guards both kinds of return (see there).
   *
   * <p>Over-approximation: in a Java run, a call at a non-recursive site {@code k} of {@code S}
   * is never made while an activation of {@code S} is pending on that thread instance (else
   * {@code k}'s subnet would be reachable from {@code S}), and between that call and its return
   * every return from {@code S} belongs to a nested, hence recursive, call. So when the run
   * returns from {@code S} to {@code k} the address that call marked is still there: every
   * Java run is a firing sequence of the net, also for threads with several instances, whose
   * addresses are anonymous tokens (the count on {@code ret.S.k} is then at least the number of
   * instances in a call made at {@code k}).
   *
   * <p>Boundedness: for each shared {@code S}, let {@code R} be the subnets reachable from it.
   * The tokens on the addresses of the non-recursive sites of the shared subnets in {@code R}
   * whose call site lies outside {@code R} never exceed the thread's control tokens inside
   * {@code R}: control enters {@code R} from outside only by such a call (an inlined subnet in
   * {@code R} has its one caller in {@code R}) and leaves it only by such a return, each moving
   * one address token with it. In particular the addresses of {@code S} hold at most one token
   * per thread instance, and a single-instance thread returns from {@code S} exactly to the
   * site that called it unless {@code S} has recursive sites; only then, or for several
   * instances sharing the addresses, is the IMPRECISE {@code shared-call-context} caveat due.
   */
  void exit(int n) {
    int s = g.subnetOf[n];
    Subnet sub = g.subnets.get(s);
    String t = sub.thread();
    if (sub.isRoot()) {
      finish(names.subnet(s) + ".exit",
          new NodeInfo(NodeKind.THREAD_EXIT, t, sub, g.label(n), null, null, 0), n, t);
      return;
    }
    List<Integer> targets = g.returnTargets(s);
    if (!sub.shared()) {
      throw new IllegalStateException("inlined exits have no place: " + sub);
    }
    int recursive = 0;
    int addressed = 0;
    for (int target : targets) {
      int site = target - 1;
      NodeInfo info = new NodeInfo(NodeKind.RETURN, t, sub, g.label(n), g.command(site),
          null, 0);
      if (g.isRecursiveSite(site)) {
        recursive++;
      } else if (!depths.reached[site]) {
        continue; // the call never fires, nor can this return
      } else {
        addressed++;
      }
      returns(s, site, suffix -> transition(names.subnet(s) + ".exit.to." + base(site)
          + suffix, info).in(at(n)).out(at(target)));
    }
    Command firstCall = targets.isEmpty() ? null : g.command(targets.get(0) - 1);
    if (recursive > 0 && targets.size() > 1 && stacks.stacked(s)) {
      caveat("shared-call-context", firstCall.origin(),
          "calls of " + sub.procedure() + " on thread " + t + " share one subnet (recursion or"
              + " call depth above " + options.callDepth() + "); " + recursive + " of its "
              + targets.size() + " call sites are recursive: a return goes to the call that"
              + " entered it while at most " + options.recursionBound() + " recursive calls"
              + " are pending, and may go to any of those sites once more have been",
          Caveat.Effect.IMPRECISE);
    } else if (recursive > 0 && targets.size() > 1) {
      caveat("shared-call-context", firstCall.origin(),
          "calls of " + sub.procedure() + " on thread " + t + " share one subnet (recursion or"
              + " call depth above " + options.callDepth() + "); " + recursive + " of its "
              + targets.size() + " call sites are recursive, and a return may go to any of"
              + " those instead of to the call that entered it",
          Caveat.Effect.IMPRECISE);
    } else if (addressed > 1 && facts.several(t)) {
      caveat("shared-call-context", firstCall.origin(),
          "calls of " + sub.procedure() + " on thread " + t + " share one subnet (call depth"
              + " above " + options.callDepth() + ") and the thread may have several instances:"
              + " they share its return addresses, so one instance may return to any of the "
              + addressed + " call sites another instance called it from",
          Caveat.Effect.IMPRECISE);
    }
  }

  /**
   * The end of a thread instance at node {@code n}: it moves {@code run.t} to {@code fin.t};
   * a multi-instance thread without counted joins keeps {@code fin.t} 1-safe through its
   * complement, a later instance finishing while {@code fin.t} is marked ({@code .again}).
   */
  private void finish(String name, NodeInfo info, int n, String t) {
    finish(name, info, n, t, tr -> { });
  }

  private void finish(String name, NodeInfo info, int n, String t,
      java.util.function.Consumer<TransitionSpec> guard) {
    if (facts.several(t) && !facts.counted(t)) {
      guard.accept(transition(name, info).in(at(n)).in(names.running(t))
          .in(names.notFinished(t)).out(names.finished(t)));
      guard.accept(transition(name + ".again", info).in(at(n)).in(names.running(t))
          .read(names.finished(t)));
    } else {
      guard.accept(transition(name, info).in(at(n)).in(names.running(t))
          .out(names.finished(t)));
    }
  }

  /** True if the call node enters a shared subnet from a non-recursive site. */
  private boolean returnsByAddress(int callNode) {
    return g.subnets.get(g.callee[callNode]).shared() && !g.isRecursiveSite(callNode);
  }
}

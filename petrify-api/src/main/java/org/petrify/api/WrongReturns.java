package org.petrify.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.Subnet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;

/**
 * Finds a return of a shared subnet (recursion, call depth above the encoder's) to a call
 * site other than the one that entered it, in a witness: the net lets a shared subnet return
 * to any of its call sites, no Java run does, so such a witness may not be a real run.
 *
 * <p>The encoder's side table says which call a return goes back to ({@link
 * NetOrigins#callOf}); a call transition that some return goes back to enters that return's
 * subnet. Per thread and shared subnet, the calls of the witness are pushed and its returns
 * (by the exit or by a raise) pop them; a return whose call differs from the popped one is
 * reported. Threads with several instances share one stack, so for them a report may be a
 * false alarm (the caveat says "may").
 */
final class WrongReturns {
  private WrongReturns() {}

  /** The first wrong return of {@code witness}, as an IMPRECISE caveat, if there is one. */
  static Optional<Caveat> find(PetriNet net, NetOrigins origins, int[] witness) {
    return find(net, origins, witness, thread -> true);
  }

  /** The first wrong return of {@code witness} on a thread {@code on} accepts, if any. */
  static Optional<Caveat> find(PetriNet net, NetOrigins origins, int[] witness,
      java.util.function.Predicate<String> on) {
    return first(net, origins, witness, on).map(w -> new Caveat("wrong-return",
        w.ret().origin(), "the witness " + w.text() + " (net transitions "
            + net.transitionName(w.callTransition()) + " and "
            + net.transitionName(w.returnTransition()) + "): a shared subnet (recursion or call"
            + " depth above the encoder's) returns to any of its call sites, which no Java run"
            + " does, so this witness may not be a real run and the violation may be spurious",
        Caveat.Effect.IMPRECISE));
  }

  /**
   * A return of a witness to a call site other than the one of the innermost pending call of
   * its subnet: the return ({@code ret}, transition {@code returnTransition}) and that call
   * ({@code call}, the plain call transition {@code callTransition}).
   */
  record Wrong(NodeInfo ret, NodeInfo call, int callTransition, int returnTransition) {
    /** "returns from P on thread t to the call at X, but that call was entered from Y". */
    String text() {
      String procedure = ret.command() instanceof Command.Call c ? c.procedure()
          : ret.procedure();
      return "returns from " + procedure + " on thread " + ret.thread() + " to the call at "
          + ret.origin().frame() + ", but that call was entered from " + call.origin().frame();
    }
  }

  /** The first wrong return of {@code witness} on a thread {@code on} accepts, if any. */
  static Optional<Wrong> first(PetriNet net, NetOrigins origins, int[] witness,
      java.util.function.Predicate<String> on) {
    Map<Integer, Subnet> calleeOfCall = new HashMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      int call = origins.callOf(t);
      if (call >= 0) {
        calleeOfCall.put(call, origins.transition(t).subnet());
      }
    }
    if (calleeOfCall.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Deque<Integer>> calls = new HashMap<>();
    for (int fired : witness) {
      NodeInfo info = origins.transition(fired);
      if (info == null || !on.test(info.thread())) {
        continue;
      }
      int t = origins.plainCall(fired);
      Subnet entered = calleeOfCall.get(t);
      int site = origins.callOf(t);
      if (entered != null) {
        calls.computeIfAbsent(info.thread() + " " + entered, k -> new ArrayDeque<>()).push(t);
      } else if (site >= 0) {
        Deque<Integer> stack = calls.get(info.thread() + " " + info.subnet());
        if (stack == null || stack.isEmpty()) {
          continue;
        }
        int call = stack.pop();
        if (call != site) {
          return Optional.of(new Wrong(info, origins.transition(call), call, fired));
        }
      }
    }
    return Optional.empty();
  }
}

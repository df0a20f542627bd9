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
      if (info == null) {
        continue;
      }
      if (!on.test(info.thread())) {
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
          NodeInfo from = origins.transition(call);
          String procedure = info.command() instanceof Command.Call c ? c.procedure()
              : info.procedure();
          return Optional.of(new Caveat("wrong-return", info.origin(), "the witness returns"
              + " from " + procedure + " on thread " + info.thread() + " to the call at "
              + info.origin().frame() + ", but that call was entered from "
              + from.origin().frame() + " (net transitions " + net.transitionName(call)
              + " and " + net.transitionName(t) + "): a shared subnet (recursion or call depth above"
              + " the encoder's) returns to any of its call sites, which no Java run does, so"
              + " this witness may not be a real run and the violation may be spurious",
              Caveat.Effect.IMPRECISE));
        }
      }
    }
    return Optional.empty();
  }
}

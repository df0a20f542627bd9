package org.petrify.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;

/**
 * Finds a return of a shared subnet (recursion, call depth above the encoder's) to a call
 * site other than the one that entered it, in a witness: the net lets a shared subnet return
 * to any of its call sites, no Java run does, so such a witness may not be a real run.
 *
 * <p>Names, as the encoder makes them: the transition of a call node is the node's base name
 * {@code B}; a return of shared subnet {@code S} to call node {@code B} is {@code
 * S.exit.to.B}. Per thread and shared subnet, the calls of the witness are pushed and its
 * returns pop them; a return whose call site differs from the popped one is reported. Threads
 * with several instances share one stack, so for them a report may be a false alarm (the
 * caveat says "may").
 */
final class WrongReturns {
  private static final String TO = ".exit.to.";

  private WrongReturns() {}

  /** The first wrong return of {@code witness}, as an IMPRECISE caveat, if there is one. */
  static Optional<Caveat> find(PetriNet net, NetOrigins origins, int[] witness) {
    Map<String, String> calleeOfSite = new HashMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      String name = net.transitionName(t);
      int at = name.indexOf(TO);
      if (info != null && info.kind() == NodeKind.RETURN && at > 0) {
        calleeOfSite.put(name.substring(at + TO.length()), name.substring(0, at));
      }
    }
    if (calleeOfSite.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Deque<Integer>> calls = new HashMap<>();
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      if (info == null) {
        continue;
      }
      String name = net.transitionName(t);
      if (info.kind() == NodeKind.COMMAND && info.command() instanceof Command.Call) {
        String callee = calleeOfSite.get(name);
        if (callee != null) {
          calls.computeIfAbsent(info.thread() + " " + callee, k -> new ArrayDeque<>()).push(t);
        }
      } else if (info.kind() == NodeKind.RETURN && name.indexOf(TO) > 0) {
        int at = name.indexOf(TO);
        String callee = name.substring(0, at);
        String site = name.substring(at + TO.length());
        Deque<Integer> stack = calls.get(info.thread() + " " + callee);
        if (stack == null || stack.isEmpty()) {
          continue;
        }
        int call = stack.pop();
        if (!net.transitionName(call).equals(site)) {
          NodeInfo entered = origins.transition(call);
          String procedure = info.command() instanceof Command.Call c ? c.procedure() : callee;
          return Optional.of(new Caveat("wrong-return", info.origin(), "the witness returns"
              + " from " + procedure + " on thread " + info.thread() + " to the call at "
              + info.origin().frame() + ", but that call was entered from "
              + entered.origin().frame() + " (net transitions " + net.transitionName(call)
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

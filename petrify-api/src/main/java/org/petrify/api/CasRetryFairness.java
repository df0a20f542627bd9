package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.frontend.CasFailureMark;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;

/**
 * One response ({@link org.petrify.checker.Fairness.Response}) per atomic variable whose
 * compare-and-sets expect a fresh read ({@link CasFailureMark}): the trigger is the transitions
 * of the variable's failure marks, the response every transition of an {@code assign} of the
 * variable. A fair run that fails such compare-and-sets infinitely often changes the value
 * infinitely often.
 *
 * <p>Sound for every Java run the model represents (argued in {@code FreshCasReads}): such a
 * run that changes the object finitely often fails those compare-and-sets finitely often, and
 * every change of a tracked object's value is an assignment of its variable in the model (extra
 * assignments only weaken the constraint). For a weak compare-and-set the argument assumes its
 * spurious failures are finitely many (caveat {@code weak-cas-fair}).
 */
final class CasRetryFairness {
  private CasRetryFairness() {}

  /** Adds one response per marked variable to {@code f}. */
  static org.petrify.checker.Fairness add(org.petrify.checker.Fairness f,
      EncodedProgram encoded) {
    PetriNet net = encoded.net();
    NetOrigins origins = encoded.origins();
    Map<String, List<Integer>> failures = new TreeMap<>();
    Map<String, List<Integer>> changes = new TreeMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      Command c = info == null ? null : info.command();
      if (c instanceof Command.Skip s && CasFailureMark.variableOf(s.label()) != null) {
        failures.computeIfAbsent(CasFailureMark.variableOf(s.label()), k -> new ArrayList<>())
            .add(t);
      } else if (c instanceof Command.Assign a) {
        changes.computeIfAbsent(a.variable(), k -> new ArrayList<>()).add(t);
      }
    }
    for (Map.Entry<String, List<Integer>> e : failures.entrySet()) {
      f = f.responding("compare-and-set failures of " + e.getKey(), e.getValue(),
          changes.getOrDefault(e.getKey(), List.of()));
    }
    return f;
  }
}

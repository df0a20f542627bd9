package org.petrify.checker.reduce;

import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Removes invisible places that never disable a transition (implicit places), in two forms.
 *
 * <p><b>Parallel and dominated places.</b> A place q is dominated by a place p with factor
 * k ≥ 1 if for every transition t: {@code pre(t,q) ≤ k·pre(t,p)} and
 * {@code post(t,q) − pre(t,q) ≥ k·(post(t,p) − pre(t,p))}, and {@code M0(q) ≥ k·M0(p)}. Then
 * {@code M(q) − k·M(p)} never decreases, so {@code M(q) ≥ k·M(p)} in every reachable marking,
 * and whenever p holds enough tokens for t so does q: q never disables a transition, the
 * firing sequences of the net with and without q are the same, and the reachability graph
 * without q is a quotient of the original by a bisimulation that respects every other place,
 * enabledness and deadlock ({@link Scope.Preserves#STATE_GRAPH}). With equalities throughout
 * (q <em>parallel</em> to p: {@code pre(t,q) = k·pre(t,p)}, {@code post(t,q) = k·post(t,p)})
 * {@code M(q) = k·M(p) + c} is a function of the reduced marking, so cycles lift too
 * ({@link Scope.Preserves#STATE_GRAPH_AND_CYCLES}); only those are removed in that scope.
 *
 * <p><b>Sink places.</b> A place without consumers never disables anything either; its tokens
 * are not a function of the rest, so it goes only where cycles need not lift. Removing it may
 * turn an unbounded net into a bounded one, which is exactly the point.
 */
final class ImplicitPlaces implements Rule {
  @Override
  public String name() {
    return "implicit places";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.STATE_GRAPH_AND_CYCLES; // parallel places; the rest checked per scope
  }

  @Override
  public int apply(WorkNet net) {
    boolean exactOnly = net.scope.preserves() == Scope.Preserves.STATE_GRAPH_AND_CYCLES;
    int removed = 0;
    for (int i = 0; i < net.placeCount; i++) {
      net.visit();
      int q = net.inRoundOrder(i, net.placeCount);
      if (!net.placeAlive[q] || net.visible(q)) {
        continue;
      }
      if (net.consumers[q].isEmpty()) {
        if (!exactOnly && !net.producers[q].isEmpty()) {
          net.removePlace(q);
          removed++;
        }
        continue;
      }
      if (dominated(net, q, exactOnly)) {
        net.removePlace(q);
        removed++;
      }
    }
    return removed;
  }

  /** True if some other alive place dominates q (see the class comment). */
  private static boolean dominated(WorkNet net, int q, boolean exactOnly) {
    Tr first = net.tr(net.consumers[q].min());
    int wq = first.pre(q);
    for (int i = 0; i < first.prePlaces.length; i++) {
      int p = first.prePlaces[i];
      int wp = first.preWeights[i];
      if (p == q || wq % wp != 0) {
        continue;
      }
      long k = wq / wp;
      if (net.tokens[q] >= k * net.tokens[p] && dominates(net, p, q, k, exactOnly)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether p dominates q with factor k (parallel if {@code exact}): the transitions around q
   * first, then p's producers, then p's consumers, each list read only if the ones before it
   * pass. The order changes only the time: a place p shared by many threads (a lock or
   * counter each takes and gives back) usually fails at a producer that does not produce q,
   * while its consumers that do not touch q pass unless they raise p (RwMutex-PT-r0010w2000:
   * a place of 2,000 consumers was copied and searched for each of its 4,000 neighbours).
   */
  private static boolean dominates(WorkNet net, int p, int q, long k, boolean exact) {
    return holds(net, net.consumers[q], p, q, k, exact)
        && holds(net, net.producers[q], p, q, k, exact)
        && holds(net, net.producers[p], p, q, k, exact)
        && holds(net, net.consumers[p], p, q, k, exact);
  }

  /** The condition of {@link #dominates} on each transition of {@code transitions}. */
  private static boolean holds(WorkNet net, IntBag transitions, int p, int q, long k,
      boolean exact) {
    for (int id : transitions.toArray()) {
      Tr t = net.tr(id);
      long preP = t.pre(p);
      long preQ = t.pre(q);
      long postP = t.post(p);
      long postQ = t.post(q);
      if (exact ? preQ != k * preP || postQ != k * postP
          : preQ > k * preP || postQ - preQ < k * (postP - preP)) {
        return false;
      }
    }
    return true;
  }
}

package org.petrify.checker.reduce;

import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Removes an invisible place whose token count never changes (every transition takes from it
 * exactly what it gives back, or does not touch it) and that holds enough tokens for each of its
 * consumers. It never disables a transition and always holds its initial tokens, so the
 * firing sequences are the same and the original marking is the reduced one plus that constant:
 * every level of {@link Scope.Preserves}. (A constant place with too few tokens makes its
 * consumers dead; {@link DeadTransitions} removes those first.)
 */
final class ConstantPlaces implements Rule {
  @Override
  public String name() {
    return "constant places";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.STATE_GRAPH_AND_CYCLES;
  }

  @Override
  public int apply(WorkNet net) {
    int removed = 0;
    for (int i = 0; i < net.placeCount; i++) {
      net.visit();
      int p = net.inRoundOrder(i, net.placeCount);
      if (net.placeAlive[p] && !net.visible(p) && isConstant(net, p)) {
        net.removePlace(p);
        removed++;
      }
    }
    return removed;
  }

  private static boolean isConstant(WorkNet net, int p) {
    for (int id : net.consumers[p].toArray()) {
      Tr t = net.tr(id);
      int w = t.pre(p);
      if (t.post(p) != w || net.tokens[p] < w) {
        return false;
      }
    }
    for (int id : net.producers[p].toArray()) {
      Tr t = net.tr(id);
      if (t.pre(p) != t.post(p)) {
        return false;
      }
    }
    return true;
  }
}

package org.petrify.checker.reduce;

import org.petrify.checker.reduce.WorkNet.Arcs;
import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Pre-agglomeration (Berthelot): postpones a conflict-free transition until its output is used.
 *
 * <p>Applies to an invisible transition h with a non-empty pre-set whose places are invisible
 * and consumed by h alone, and with {@code post(h) = {p:1}} for an invisible place p that is
 * initially empty, produced only by h and not in h's pre-set, whose consumers F (invisible,
 * each taking one token of p) are not empty. Each f ∈ F is replaced by {@code h·f} (pre-set
 * {@code pre(h) + pre(f) − p}, post-set {@code post(f)}); h and p go.
 *
 * <p>Why it is sound: nothing but h consumes h's pre-places, so once enabled h stays enabled,
 * and its only effect is a token on p that only F uses. In every run, each firing of h can be
 * postponed until just before the f that takes its token, and a firing of h whose token is
 * never taken can be dropped: no other transition is disabled by the tokens left on h's
 * pre-places (there are no inhibitor arcs) and none needed p. The reordered run is a run of the
 * reduced net. Its end differs from the original end only on h's pre-places and p (all
 * invisible), and no visible transition reads those; conversely every reduced run is an original
 * run with the same markings: {@link Scope.Preserves#REACHABLE_MARKINGS}. A reduced dead
 * marking may still enable h in the original; firing h there until it is disabled gives an
 * original dead marking (an {@code h·f} was disabled for want of f's other places, which h does
 * not provide), and every original dead marking arises so. That completion is what
 * {@link ReducedNet#lift} appends to a path that must end in a dead marking; h is recorded in
 * {@link WorkNet#postponed} for it.
 */
final class PreAgglomeration implements Rule {
  @Override
  public String name() {
    return "pre-agglomeration";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.REACHABLE_MARKINGS;
  }

  @Override
  public int apply(WorkNet net) {
    int applied = 0;
    int count = net.transitions.size();
    for (int i = 0; i < count; i++) {
      net.visit();
      Tr h = net.tr(net.inRoundOrder(i, count));
      if (h.alive && applicable(net, h)) {
        agglomerate(net, h);
        applied++;
      }
    }
    return applied;
  }

  private static boolean applicable(WorkNet net, Tr h) {
    if (net.visible(h) || h.prePlaces.length == 0 || h.postPlaces.length != 1
        || h.postWeights[0] != 1) {
      return false;
    }
    int p = h.postPlaces[0];
    if (net.visible(p) || net.tokens[p] != 0 || net.producers[p].size() != 1 || h.pre(p) != 0) {
      return false;
    }
    for (int q : h.prePlaces) {
      if (net.visible(q) || net.consumers[q].size() != 1) {
        return false;
      }
    }
    int[] consumers = net.consumers[p].toArray();
    if (consumers.length == 0) {
      return false;
    }
    for (int fid : consumers) {
      Tr f = net.tr(fid);
      if (net.visible(f) || f.pre(p) != 1
          || (long) h.expansion.length + f.expansion.length > PostAgglomeration.MAX_EXPANSION) {
        return false;
      }
    }
    return true;
  }

  private static void agglomerate(WorkNet net, Tr h) {
    int p = h.postPlaces[0];
    int[] consumers = net.consumers[p].toArray();
    java.util.Arrays.sort(consumers);
    net.remove(h);
    for (int fid : consumers) {
      Tr f = net.tr(fid);
      net.remove(f);
      Arcs pre = new Arcs().add(h.prePlaces, h.preWeights, 1).add(f.prePlaces, f.preWeights, 1)
          .set(p, 0);
      Arcs post = new Arcs().add(f.postPlaces, f.postWeights, 1);
      int[] expansion = new int[h.expansion.length + f.expansion.length];
      System.arraycopy(h.expansion, 0, expansion, 0, h.expansion.length);
      System.arraycopy(f.expansion, 0, expansion, h.expansion.length, f.expansion.length);
      net.add(f.name, pre, post, expansion);
    }
    net.postponed.add(h.expansion);
    net.forget(h);
    for (int fid : consumers) {
      net.forget(net.tr(fid));
    }
    net.removePlace(p);
  }
}

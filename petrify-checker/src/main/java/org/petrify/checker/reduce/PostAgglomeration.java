package org.petrify.checker.reduce;

import org.petrify.checker.reduce.WorkNet.Arcs;
import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Post-agglomeration (Berthelot): fires the consumer of a place as soon as the place is marked.
 *
 * <p>Applies to an invisible place p whose consumers F are all invisible, each needs exactly
 * one token of p and nothing else ({@code pre(f) = {p:1}}), and none puts tokens back on p.
 * Let H be p's producers (none is in F). Every producer {@code h} (invisible) is replaced by
 * {@code h·f^k} for each f ∈ F, k being {@code post(h,p)}; with several consumers only when
 * {@code k = 1} and the net does not grow ({@code |H|·|F| ≤ |H| + |F|}); p and F go. Tokens
 * initially on p (only with a single consumer) are pushed on at once: the reduced initial
 * marking is {@code M0·f^m}, and lifted paths start with {@code f^m}.
 *
 * <p>Why it is sound: once p holds a token, each f is enabled and stays enabled until some f
 * takes it (nothing else consumes p, f needs nothing else), and firing f earlier only adds
 * tokens elsewhere, so in every run each f can be moved right after the producer of its token
 * without disabling anything: the reordered run reaches the same marking. Hence every
 * reachable marking with p empty is reachable in the reduced net, in particular every dead
 * marking (f would be enabled otherwise): {@link Scope.Preserves#DEAD_MARKINGS}. A reachable
 * marking with tokens on p leads, by firing the pending f's, to a reduced one that differs from
 * it only on p and the post-places of F, and only by added tokens; if those post-places are
 * invisible too (so no visible transition depends on them) the visible values and the visible
 * transitions' enabledness agree: {@link Scope.Preserves#REACHABLE_MARKINGS}. The merged
 * transition's expansion {@code h f…f} fires in the original exactly when it is enabled.
 */
final class PostAgglomeration implements Rule {
  @Override
  public String name() {
    return "post-agglomeration";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.REACHABLE_MARKINGS;
  }

  @Override
  public int apply(WorkNet net) {
    int applied = 0;
    for (int i = 0; i < net.placeCount; i++) {
      net.visit();
      int p = net.inRoundOrder(i, net.placeCount);
      if (net.placeAlive[p] && !net.visible(p) && applicable(net, p) && agglomerate(net, p)) {
        applied++;
      }
    }
    return applied;
  }

  private static boolean applicable(WorkNet net, int p) {
    int[] consumers = net.consumers[p].toArray();
    int[] producers = net.producers[p].toArray();
    if (consumers.length == 0) {
      return false;
    }
    boolean deadOnly = net.scope.preserves() == Scope.Preserves.DEAD_MARKINGS;
    for (int id : consumers) {
      Tr f = net.tr(id);
      if (net.visible(f) || f.prePlaces.length != 1 || f.preWeights[0] != 1 || f.post(p) != 0) {
        return false;
      }
      if (!deadOnly) {
        for (int q : f.postPlaces) {
          if (net.visible(q)) {
            return false;
          }
        }
      }
    }
    if (net.tokens[p] * net.tr(consumers[0]).expansion.length > MAX_EXPANSION) {
      return false;
    }
    if (consumers.length > 1) {
      if (net.tokens[p] > 0 || (long) producers.length * consumers.length
          > producers.length + consumers.length) {
        return false;
      }
    }
    for (int id : producers) {
      Tr h = net.tr(id);
      if (net.visible(h) || (consumers.length > 1 && h.post(p) != 1)) {
        return false;
      }
    }
    return true;
  }

  /** A merged transition before it is added. */
  private record Merged(String name, Arcs pre, Arcs post, int[] expansion) {}

  private static boolean agglomerate(WorkNet net, int p) {
    int[] consumers = net.consumers[p].toArray();
    java.util.Arrays.sort(consumers);
    int[] producers = net.producers[p].toArray();
    java.util.Arrays.sort(producers);
    java.util.List<Merged> merged = new java.util.ArrayList<>();
    for (int hid : producers) {
      Tr h = net.tr(hid);
      int k = h.post(p);
      for (int fid : consumers) {
        Tr f = net.tr(fid);
        Arcs pre = new Arcs().add(h.prePlaces, h.preWeights, 1);
        Arcs post = new Arcs().add(h.postPlaces, h.postWeights, 1).set(p, 0)
            .add(f.postPlaces, f.postWeights, k);
        long length = h.expansion.length + (long) k * f.expansion.length;
        if (pre.invalid() || post.invalid() || length > MAX_EXPANSION) {
          return false;
        }
        int[] expansion = new int[(int) length];
        System.arraycopy(h.expansion, 0, expansion, 0, h.expansion.length);
        for (int i = 0; i < k; i++) {
          System.arraycopy(f.expansion, 0, expansion, h.expansion.length + i * f.expansion.length,
              f.expansion.length);
        }
        merged.add(new Merged(consumers.length == 1 ? h.name : h.name + "+" + f.name, pre, post,
            expansion));
      }
    }
    for (int hid : producers) {
      net.remove(net.tr(hid));
    }
    for (Merged m : merged) {
      net.add(m.name(), m.pre(), m.post(), m.expansion());
    }
    if (net.tokens[p] > 0) {
      Tr f = net.tr(consumers[0]);
      long m = net.tokens[p];
      for (int i = 0; i < f.postPlaces.length; i++) {
        net.tokens[f.postPlaces[i]] += m * f.postWeights[i];
      }
      for (long i = 0; i < m; i++) {
        net.prefix.addAll(f.expansion);
      }
      net.tokens[p] = 0;
    }
    for (int fid : consumers) {
      net.remove(net.tr(fid));
    }
    for (int hid : producers) {
      net.forget(net.tr(hid));
    }
    for (int fid : consumers) {
      net.forget(net.tr(fid));
    }
    net.removePlace(p);
    return true;
  }

  /** Longest expansion a merged transition may get (bounds the lifted witnesses). */
  static final int MAX_EXPANSION = 1 << 20;
}

package org.petrify.ir.pointsto;

import java.util.List;
import java.util.Map;
import org.roaringbitmap.RoaringBitmap;

/**
 * The solved points-to sets, immutable: the node of each key and per node its objects as a
 * set of object ids. Nothing hands out the sets themselves, so no caller can change
 * them.
 */
final class PointsToSets {
  private static final RoaringBitmap EMPTY = new RoaringBitmap();
  private final Map<NodeKey, Integer> nodes;
  private final RoaringBitmap[] sets;

  /** Takes over the solver's tables; the solver must not change them afterwards. */
  PointsToSets(Map<NodeKey, Integer> nodes, List<RoaringBitmap> sets) {
    this.nodes = Map.copyOf(nodes);
    this.sets = sets.toArray(new RoaringBitmap[0]);
  }

  /** The object ids of a key's node in increasing order; empty for a key without node. */
  int[] objects(NodeKey key) {
    Integer n = nodes.get(key);
    return (n == null ? EMPTY : sets[n]).toArray();
  }

  /**
   * Calls {@code action} with every key and its object ids (a fresh array per call), in no
   * particular order.
   */
  void forEach(java.util.function.BiConsumer<NodeKey, int[]> action) {
    nodes.forEach((key, n) -> action.accept(key, sets[n].toArray()));
  }

  /** The number of nodes. */
  int size() {
    return sets.length;
  }
}

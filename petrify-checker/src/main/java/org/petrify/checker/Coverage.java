package org.petrify.checker;

/**
 * Karp–Miller evidence that a net is unbounded, found on a search path: if the marking {@code m'}
 * at the end of a firing sequence strictly covers a marking {@code m} earlier on it
 * ({@code m' >= m} place by place and {@code m' != m}), the part of the sequence from {@code m}
 * to {@code m'} can be fired again from {@code m'} (firing is monotone), and again, each time
 * adding {@code m' - m}: every place where {@code m'} exceeds {@code m} grows without bound.
 * So a positive answer is a proof, whatever reduction chose the path; there is no false
 * detection on a bounded net.
 *
 * <p>The check walks the path backwards from its end once, unfiring one transition per step
 * on a copy of the marking and maintaining two counts against the end marking: the places
 * where the earlier marking has more tokens ({@code above}) and the places where it differs
 * ({@code differ}); an earlier marking is strictly covered iff {@code above == 0 && differ > 0}.
 * Each step costs the places its transition changes, so the whole check costs the arcs along
 * the path and checks every marking on it, the nearest first.
 */
final class Coverage {
  /**
   * A pumping sequence: the marking after {@code from} steps of the path is strictly covered
   * by the one after {@code to} steps; {@code places} are those that grow.
   */
  record Pumping(int from, int to, int[] places) {}

  private Coverage() {}

  /**
   * The nearest marking on the path {@code path[0 .. length-1]} (fired from the initial
   * marking) that the end marking {@code end} strictly covers, or null if there is none.
   */
  static Pumping find(FiringRules rules, int[] end, int[] path, int length) {
    int[] earlier = end.clone();
    int above = 0;
    int differ = 0;
    for (int k = length - 1; k >= 0; k--) {
      int t = path[k];
      for (int i = rules.deltaStart[t], stop = rules.deltaStart[t + 1]; i < stop; i++) {
        int p = rules.deltaPlace[i];
        int before = earlier[p];
        int after = before - rules.deltaValue[i];
        earlier[p] = after;
        int e = end[p];
        above += (after > e ? 1 : 0) - (before > e ? 1 : 0);
        differ += (after != e ? 1 : 0) - (before != e ? 1 : 0);
      }
      if (above == 0 && differ > 0) {
        int n = 0;
        int[] growing = new int[differ];
        for (int p = 0; p < end.length; p++) {
          if (end[p] > earlier[p]) {
            growing[n++] = p;
          }
        }
        return new Pumping(k, length, java.util.Arrays.copyOf(growing, n));
      }
    }
    return null;
  }
}

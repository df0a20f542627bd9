package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Which locals of a method body are live before each statement (may be read before being
 * written again, along normal and exceptional successors): the classic backward dataflow.
 *
 * <p>Data layout: locals get dense indices in order of appearance; {@code liveIn[i]} has bit
 * {@code k} set if local {@code k} is live before statement {@code i}.
 */
final class LiveLocals {
  private final Map<String, Integer> index = new HashMap<>();
  private final BitSet[] liveIn;

  LiveLocals(MethodCode code) {
    int n = code.size();
    BitSet[] uses = new BitSet[n];
    int[] def = new int[n];
    List<List<Integer>> preds = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      preds.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      Stmt s = code.stmt(i);
      uses[i] = new BitSet();
      for (Value v : s.getUses()) {
        if (v instanceof Local l) {
          uses[i].set(id(l));
        }
      }
      def[i] = s.getDef().filter(d -> d instanceof Local).map(d -> id((Local) d)).orElse(-1);
      for (int t : code.successors(i)) {
        preds.get(t).add(i);
      }
      for (int t : code.handlers(i).values()) {
        if (t >= 0 && t < n) {
          preds.get(t).add(i);
        }
      }
    }
    liveIn = new BitSet[n];
    BitSet[] liveOut = new BitSet[n];
    for (int i = 0; i < n; i++) {
      liveIn[i] = new BitSet();
      liveOut[i] = new BitSet();
    }
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int i = n - 1; i >= 0; i--) {
      work.add(i);
    }
    boolean[] queued = new boolean[n];
    java.util.Arrays.fill(queued, true);
    while (!work.isEmpty()) {
      int i = work.poll();
      queued[i] = false;
      BitSet in = (BitSet) liveOut[i].clone();
      if (def[i] >= 0) {
        in.clear(def[i]);
      }
      in.or(uses[i]);
      if (!in.equals(liveIn[i])) {
        liveIn[i] = in;
        for (int p : preds.get(i)) {
          int before = liveOut[p].cardinality();
          liveOut[p].or(in);
          if (liveOut[p].cardinality() != before && !queued[p]) {
            queued[p] = true;
            work.add(p);
          }
        }
      }
    }
  }

  private int id(Local l) {
    return index.computeIfAbsent(l.getName(), k -> index.size());
  }

  boolean liveBefore(int stmt, String local) {
    Integer k = index.get(local);
    return k != null && liveIn[stmt].get(k);
  }
}

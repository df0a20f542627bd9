package org.petrify.checker.ctl;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.petrify.checker.ReferenceAtoms;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * A deliberately simple reference: explore with a HashMap of markings, then compute each
 * subformula's satisfying states by iterating the textbook fixpoint equations until stable.
 * Deadlocks end maximal paths. Atoms are evaluated by the test's own {@link ReferenceAtoms}, not
 * by the engine's {@code MarkingPredicate}.
 */
final class NaiveCtl {
  private final PetriNet net;
  private final List<int[]> markings = new java.util.ArrayList<>();
  private final List<int[]> successors = new java.util.ArrayList<>();

  private final Map<List<Integer>, Integer> ids = new HashMap<>();

  NaiveCtl(PetriNet net) {
    this.net = net;
    int[] init = net.initialMarking();
    ids.put(key(init), 0);
    markings.add(init);
    for (int s = 0; s < markings.size(); s++) {
      IntArrayList succ = new IntArrayList();
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, markings.get(s))) {
          int[] m = markings.get(s).clone();
          net.fire(t, m);
          Integer id = ids.get(key(m));
          if (id == null) {
            id = markings.size();
            ids.put(key(m), id);
            markings.add(m);
          }
          succ.add(id);
        }
      }
      successors.add(succ.toArray());
      if (markings.size() > 200_000) {
        throw new IllegalStateException("too big for the naive reference");
      }
    }
  }

  /** The id of a reachable marking, or -1. */
  int find(int[] marking) {
    Integer id = ids.get(key(marking));
    return id == null ? -1 : id;
  }

  int states() {
    return markings.size();
  }

  private static List<Integer> key(int[] m) {
    return java.util.Arrays.stream(m).boxed().toList();
  }

  boolean holdsInitially(Formula f) {
    return sat(f)[0];
  }

  boolean[] sat(Formula f) {
    int n = markings.size();
    boolean[] r = new boolean[n];
    if (ReferenceAtoms.isStateFormula(f)) {
      for (int s = 0; s < n; s++) {
        r[s] = ReferenceAtoms.holds(net, f, markings.get(s));
      }
      return r;
    }
    if (f instanceof Formula.Not x) {
      boolean[] a = sat(x.operand());
      for (int s = 0; s < n; s++) {
        r[s] = !a[s];
      }
      return r;
    }
    if (f instanceof Formula.And x) {
      java.util.Arrays.fill(r, true);
      for (Formula o : x.operands()) {
        boolean[] a = sat(o);
        for (int s = 0; s < n; s++) {
          r[s] &= a[s];
        }
      }
      return r;
    }
    if (f instanceof Formula.Or x) {
      for (Formula o : x.operands()) {
        boolean[] a = sat(o);
        for (int s = 0; s < n; s++) {
          r[s] |= a[s];
        }
      }
      return r;
    }
    if (f instanceof Formula.EX x) {
      boolean[] a = sat(x.operand());
      for (int s = 0; s < n; s++) {
        for (int v : successors.get(s)) {
          r[s] |= a[v];
        }
      }
      return r;
    }
    if (f instanceof Formula.AX x) {
      return sat(new Formula.Not(new Formula.EX(new Formula.Not(x.operand()))));
    }
    if (f instanceof Formula.EF x) {
      return sat(new Formula.EU(new Formula.True(), x.operand()));
    }
    if (f instanceof Formula.AG x) {
      return sat(new Formula.Not(new Formula.EF(new Formula.Not(x.operand()))));
    }
    if (f instanceof Formula.AF x) {
      return sat(new Formula.AU(new Formula.True(), x.operand()));
    }
    if (f instanceof Formula.EU x) {
      boolean[] h = sat(x.hold());
      boolean[] g = sat(x.goal());
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int s = 0; s < n; s++) {
          if (r[s]) {
            continue;
          }
          boolean v = g[s];
          if (!v && h[s]) {
            for (int w : successors.get(s)) {
              v |= r[w];
            }
          }
          if (v) {
            r[s] = true;
            changed = true;
          }
        }
      }
      return r;
    }
    if (f instanceof Formula.AU x) {
      boolean[] h = sat(x.hold());
      boolean[] g = sat(x.goal());
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int s = 0; s < n; s++) {
          if (r[s]) {
            continue;
          }
          boolean v = g[s];
          if (!v && h[s] && successors.get(s).length > 0) {
            v = true;
            for (int w : successors.get(s)) {
              v &= r[w];
            }
          }
          if (v) {
            r[s] = true;
            changed = true;
          }
        }
      }
      return r;
    }
    if (f instanceof Formula.EG x) {
      boolean[] a = sat(x.operand());
      System.arraycopy(a, 0, r, 0, n);
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int s = 0; s < n; s++) {
          if (!r[s] || successors.get(s).length == 0) {
            continue;
          }
          boolean v = false;
          for (int w : successors.get(s)) {
            v |= r[w];
          }
          if (!v) {
            r[s] = false;
            changed = true;
          }
        }
      }
      return r;
    }
    throw new IllegalArgumentException(String.valueOf(f));
  }
}

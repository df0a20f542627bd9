package org.petrify.net.formula;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

class FormulasTest {
  /** Firing an invisible transition never changes the truth of the predicate. */
  @Test
  void invisibleTransitionsNeverChangeThePredicate() {
    Random random = new Random(3);
    int invisibleFirings = 0;
    for (int i = 0; i < 300; i++) {
      PetriNet net = i % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      Formula phi = RandomFormulas.statePredicate(random, net, 3);
      boolean[] visible = new boolean[net.transitionCount()];
      for (int t : Formulas.visibleTransitions(phi, net)) {
        visible[t] = true;
      }
      Set<List<Integer>> seen = new HashSet<>();
      ArrayDeque<int[]> queue = new ArrayDeque<>(List.of(net.initialMarking()));
      while (!queue.isEmpty() && seen.size() < 5000) {
        int[] m = queue.poll();
        if (!seen.add(Arrays.stream(m).boxed().toList())) {
          continue;
        }
        boolean before = Formulas.holds(phi, net, m);
        for (int t = 0; t < net.transitionCount(); t++) {
          if (net.isEnabled(t, m)) {
            int[] next = m.clone();
            net.fire(t, next);
            if (!visible[t]) {
              invisibleFirings++;
              assertThat(Formulas.holds(phi, net, next)).as("%s fires %s", phi,
                  net.transitionName(t)).isEqualTo(before);
            }
            queue.add(next);
          }
        }
      }
    }
    assertThat(invisibleFirings).isPositive();
  }

  @Test
  void classifiesFormulas() {
    Formula atom = new Formula.Deadlock();
    assertThat(Formulas.isReachability(new Formula.EF(atom))).isTrue();
    assertThat(Formulas.isReachability(new Formula.AG(new Formula.Not(atom)))).isTrue();
    assertThat(Formulas.isReachability(new Formula.EF(new Formula.EX(atom)))).isFalse();
    assertThat(Formulas.isReachability(new Formula.EG(atom))).isFalse();
    assertThat(Formulas.isStatePredicate(new Formula.And(List.of(atom, new Formula.True()))))
        .isTrue();
    assertThat(Formulas.mentionsDeadlock(new Formula.AG(new Formula.Not(atom)))).isTrue();
  }
}

package org.petrify.net.formula;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

class FormulaRoundTripTest {
  @Test
  void printThenParseIsTheIdentityOnGeneratedFormulas() {
    qt().withExamples(1000).forAll(longs().all()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = RandomNets.safe(random);
      if (random.nextBoolean()) {
        net = RandomNets.withOddNames(random, net);
      }
      Formula f = random.nextBoolean() ? RandomFormulas.ctl(random, net, 6)
          : RandomFormulas.reachability(random, net, 4);
      String text = FormulaPrinter.print(f, net);
      assertThat(FormulaParser.parse(text, net)).as(text).isEqualTo(f);
    });
  }

  @Test
  void reachabilityGeneratorsGiveReachabilityFormulas() {
    Random random = new Random(1);
    for (int i = 0; i < 200; i++) {
      PetriNet net = RandomNets.bounded(random, 3);
      assertThat(Formulas.isReachability(RandomFormulas.reachability(random, net, 3))).isTrue();
      assertThat(Formulas.isStatePredicate(RandomFormulas.statePredicate(random, net, 3))).isTrue();
    }
  }
}

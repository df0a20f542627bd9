package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.net.testing.Mcc;

/**
 * Every instance of {@code <shared>/mcc}, every formula, POR on and off, compared with the
 * oracle. Slow (tens of minutes on 2 cores): runs only with {@code -Dpetrify.fullMcc=true},
 * e.g. {@code mvn -pl petrify-checker -am test -Dtest=MccFullSweepTest -Dpetrify.fullMcc=true
 * -Dsurefire.failIfNoSpecifiedTests=false}. Prints the decided/matched counts.
 */
class MccFullSweepTest {

  @Test
  void everyDecidedFormulaMatchesTheOracle() {
    Assumptions.assumeTrue(Boolean.getBoolean("petrify.fullMcc"),
        "full MCC sweep only with -Dpetrify.fullMcc=true");
    Mcc.assumeDir();
    for (boolean por : new boolean[] {true, false}) {
      CheckOptions options = CheckOptions.defaults().withPartialOrderReduction(por)
          .withTimeout(Duration.ofSeconds(120));
      MccSweep.Tally total = MccSweep.empty();
      for (String instance : Mcc.instances()) {
        total = total.plus(MccSweep.run(instance, options));
      }
      System.out.printf("MCC full sweep, por=%s: %d formulas, %d decided, %d matched%n", por,
          total.formulas(), total.decided(), total.matched());
      total.undecided().forEach(u -> System.out.println("  undecided " + u));
      assertThat(total.mismatches()).as("por=%s", por).isEmpty();
    }
  }
}

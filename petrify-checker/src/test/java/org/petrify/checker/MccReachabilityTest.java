package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import org.petrify.net.testing.Mcc;

/**
 * The ReachabilityCardinality and ReachabilityFireability formulas of {@code shared/mcc/queries}
 * (skipped when absent) are answered as {@code shared/mcc/answers} says, with POR on and off
 * agreeing. Every decided answer must match; undecided ones (budget) are counted and printed.
 * Every witness replays (ModelChecker rejects witnesses that do not). To bound the suite's time,
 * each check has a timeout of {@link #TIMEOUT}, the POR-off run is done on nets with at most
 * {@link #NO_POR_STATES} states, and nets above {@link #MAX_STATES} states are skipped; run with
 * {@code -Dpetrify.mcc.full=true} for all 100 nets (about 20 minutes on a loaded 2-core machine:
 * 3200 formulas, 3175 decided with POR, all matching; 2784 decided without POR on the nets of at
 * most 700,000 states, all matching).
 */
class MccReachabilityTest {
  static final boolean FULL = Boolean.getBoolean("petrify.mcc.full");
  static final Duration TIMEOUT = Duration.ofSeconds(FULL ? 20 : 3);
  static final long NO_POR_STATES = FULL ? 700_000 : 50_000;
  /** Nets above this size are skipped unless {@code -Dpetrify.mcc.full=true}. */
  static final long MAX_STATES = FULL ? Long.MAX_VALUE : 100_000;
  static final AtomicInteger FORMULAS = new AtomicInteger();
  static final AtomicInteger DECIDED = new AtomicInteger();
  static final AtomicInteger MATCHED = new AtomicInteger();
  static final AtomicInteger NO_POR_DECIDED = new AtomicInteger();

  static List<String> instances() {
    return Mcc.instances();
  }

  @ParameterizedTest(allowZeroInvocations = true)
  @MethodSource("instances")
  void reachabilityFormulasMatchTheAnswers(String instance) {
    org.junit.jupiter.api.Assumptions.assumeTrue(Mcc.oracle(instance).states() <= MAX_STATES,
        "large net skipped (set -Dpetrify.mcc.full=true)");
    PetriNet net = Mcc.net(instance);
    MccAnswers answers = Mcc.answers(instance);
    boolean noPor = Mcc.oracle(instance).states() <= NO_POR_STATES;
    CheckOptions options = CheckOptions.defaults().withTimeout(TIMEOUT);
    for (String examination : List.of("ReachabilityCardinality", "ReachabilityFireability")) {
      List<MccProperty> properties;
      try {
        properties = MccPropertyReader.read(Mcc.queryFile(instance, examination), net);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (MccProperty property : properties) {
        String expected = answers.answer(property.id());
        if (expected == null) {
          continue;
        }
        FORMULAS.incrementAndGet();
        Formula f = property.formula();
        CheckResult with = ModelChecker.of(net).options(options).check(f);
        String what = property.id() + " " + f + ": " + with;
        assertThat(with.reason().orElse("")).as(what).doesNotContain("internal error");
        if (with.verdict() != Verdict.UNKNOWN) {
          DECIDED.incrementAndGet();
          assertThat(with.verdict().name()).as(what).isEqualTo(expected);
          MATCHED.incrementAndGet();
        }
        if (noPor) {
          CheckResult without = ModelChecker.of(net)
              .options(options.withPartialOrderReduction(false)).check(f);
          if (without.verdict() != Verdict.UNKNOWN) {
            NO_POR_DECIDED.incrementAndGet();
            assertThat(without.verdict().name()).as("no POR " + what).isEqualTo(expected);
          }
        }
      }
    }
  }

  @AfterAll
  static void report() {
    System.out.printf("MCC reachability: %d formulas, %d decided with POR, %d matched; "
        + "%d decided without POR (nets <= %d states)%n", FORMULAS.get(), DECIDED.get(),
        MATCHED.get(), NO_POR_DECIDED.get(), NO_POR_STATES);
  }
}

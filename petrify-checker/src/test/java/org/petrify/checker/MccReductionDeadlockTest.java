package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.testing.Mcc;

/**
 * {@code EF DEADLOCK} on each of the 100 MCC nets of {@code shared/mcc} (skipped when absent)
 * with structural reductions on and off, stubborn sets on: every decided answer equals the
 * oracle's, so the two agree whenever both decide; a deadlock witness found on the reduced net,
 * lifted back, replays on the original net to a dead marking (by the test's own
 * {@link ReferenceExplorer#isDeadlock}). Each check has a budget of {@link #TIMEOUT} and
 * {@link #MAX_STATES} states; a net on which either check stays undecided is reported as
 * aborted (skipped, with the reason), never as passed, after what was decided has been
 * asserted. {@code -Dpetrify.mcc.full=true} raises the budget to 120 s and 20 M states.
 */
class MccReductionDeadlockTest {
  static final boolean FULL = Boolean.getBoolean("petrify.mcc.full");
  static final Duration TIMEOUT = Duration.ofSeconds(FULL ? 120 : 10);
  static final long MAX_STATES = FULL ? 20_000_000 : 2_000_000;
  private static final Queue<String> UNDECIDED = new ConcurrentLinkedQueue<>();
  private static final Queue<String> DECIDED = new ConcurrentLinkedQueue<>();

  static List<String> instances() {
    return Mcc.instances();
  }

  @ParameterizedTest(allowZeroInvocations = true)
  @MethodSource("instances")
  void deadlockAnswerIsTheSameWithAndWithoutReductions(String instance) {
    PetriNet net = Mcc.net(instance);
    Verdict expected = Mcc.oracle(instance).deadlock() ? Verdict.TRUE : Verdict.FALSE;
    Formula deadlock = new Formula.EF(new Formula.Deadlock());
    CheckOptions base = CheckOptions.defaults().withTimeout(TIMEOUT).withMaxStates(MAX_STATES);
    CheckResult on = ModelChecker.of(net).options(base).check(deadlock);
    CheckResult off = ModelChecker.of(net).options(base.withStructuralReduction(false))
        .check(deadlock);
    StringBuilder undecided = new StringBuilder();
    for (CheckResult r : List.of(on, off)) {
      String what = instance + " reductions " + (r == on ? "on" : "off") + ": " + r;
      assertThat(r.reason().orElse("")).as(what).doesNotContain("internal error");
      if (r.verdict() == Verdict.UNKNOWN) {
        undecided.append(" reductions ").append(r == on ? "on" : "off").append(": ")
            .append(r.reason().orElse("no reason"));
        continue;
      }
      assertThat(r.verdict()).as(what).isEqualTo(expected);
      if (r.verdict() == Verdict.TRUE) {
        int[] end = r.witness().orElseThrow().replay(net);
        assertThat(ReferenceExplorer.isDeadlock(net, end)).as(what + " witness ends dead")
            .isTrue();
      }
    }
    if (!undecided.isEmpty()) {
      UNDECIDED.add(instance + undecided);
      Assumptions.abort("undecided within " + TIMEOUT.toSeconds() + " s / " + MAX_STATES
          + " states, so not a pass:" + undecided);
    }
    DECIDED.add(instance);
  }

  @AfterAll
  static void report() {
    if (DECIDED.isEmpty() && UNDECIDED.isEmpty()) {
      return;
    }
    System.out.printf("MCC deadlock, reductions on/off: %d nets decided both ways and agree with"
        + " the oracle; %d undecided%n", DECIDED.size(), UNDECIDED.size());
    UNDECIDED.forEach(u -> System.out.println("  UNDECIDED " + u));
  }
}

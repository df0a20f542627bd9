package org.petrify.bench;

import java.util.List;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;

/**
 * The philosopher family of issue 9 ({@code EF DEADLOCK}, stubborn sets on): asymmetric N = 5 to
 * 1000 (deadlock-free), symmetric N = 10, 100, 1000 (deadlock), with the LoLA 2 figures the issue
 * quotes (its deadlock-preserving stubborn sets, no structural reduction). Nets come from
 * {@link PhilosopherNets}, the Java port of {@code shared/tools/gen_philo.py}.
 */
final class PhilosopherFamily {
  private PhilosopherFamily() {}

  /** The cases as {@code variant-N}, in table order; the JMH {@code @Param} list repeats it. */
  static final List<String> CASES = List.of("asym-5", "asym-10", "asym-20", "asym-30", "asym-40",
      "asym-50", "asym-100", "asym-200", "asym-500", "asym-1000", "sym-10", "sym-100", "sym-1000");

  /** LoLA 2's state count as quoted in issue 9, or -1 when the issue gives none. */
  static long lolaStates(String spec) {
    switch (spec) {
      case "asym-20": return 725;
      case "asym-30": return 1_685;
      case "asym-40": return 3_045;
      case "asym-50": return 4_805;
      case "asym-100": return 19_605;
      case "asym-1000": return 1_996_005;
      default: return -1;
    }
  }

  /** LoLA 2's time as quoted in issue 9, or null when the issue gives none. */
  static String lolaTime(String spec) {
    switch (spec) {
      case "asym-100": return "0.03 s";
      case "asym-1000": return "43 s";
      default: return null;
    }
  }

  static PetriNet net(String spec) {
    String[] parts = spec.split("-", 2);
    return PhilosopherNets.of(parts[0], Integer.parseInt(parts[1]));
  }

  /** The right answer: the symmetric variant deadlocks, the asymmetric one does not. */
  static Verdict expected(String spec) {
    return spec.startsWith("sym-") ? Verdict.TRUE : Verdict.FALSE;
  }

  /**
   * {@code EF DEADLOCK} with the default options (DFS, stubborn sets) and structural reductions
   * on or off; throws if the verdict is not the right one, so a wrong or undecided answer can
   * never be timed as a result.
   */
  static CheckResult check(String spec, PetriNet net, boolean structural) {
    CheckResult r = ModelChecker.of(net)
        .options(CheckOptions.defaults().withStructuralReduction(structural)).checkDeadlock();
    if (r.verdict() != expected(spec)) {
      throw new IllegalStateException("expected " + expected(spec) + " for " + spec
          + " (structural reduction " + structural + "), got " + r);
    }
    return r;
  }
}

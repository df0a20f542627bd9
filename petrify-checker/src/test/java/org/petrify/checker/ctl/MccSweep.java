package org.petrify.checker.ctl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import org.petrify.net.testing.Mcc;

/**
 * The test-side MCC runner: answers every property of one instance (the five examinations of
 * {@link Mcc#EXAMINATIONS}): the reachability fragment through {@link ModelChecker#check},
 * other formulas and UpperBounds through one {@link CtlSession} per instance — and compares
 * with the oracle. Also runnable: {@code java ... MccSweep [maxStates] [por|nopor|both]}.
 */
final class MccSweep {

  /** The tally of one instance. */
  record Tally(String instance, int formulas, int decided, int matched, List<String> mismatches,
      List<String> undecided, long millis) {
    Tally plus(Tally o) {
      List<String> mm = new ArrayList<>(mismatches);
      mm.addAll(o.mismatches);
      List<String> ud = new ArrayList<>(undecided);
      ud.addAll(o.undecided);
      return new Tally("all", formulas + o.formulas, decided + o.decided, matched + o.matched,
          mm, ud, millis + o.millis);
    }
  }

  static Tally empty() {
    return new Tally("all", 0, 0, 0, List.of(), List.of(), 0);
  }

  static Tally run(String instance, CheckOptions options) {
    long start = System.nanoTime();
    PetriNet net = Mcc.net(instance);
    MccAnswers answers = Mcc.answers(instance);
    int formulas = 0;
    int decided = 0;
    int matched = 0;
    List<String> mismatches = new ArrayList<>();
    List<String> undecided = new ArrayList<>();
    ModelChecker checker = ModelChecker.of(net).options(options);
    CtlSession session = CtlSession.of(net, options);
    for (String examination : Mcc.EXAMINATIONS) {
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
        formulas++;
        String got;
        String why;
        if (property.isPlaceBound()) {
          UpperBound bound = session.upperBound(property.boundPlaces());
          got = bound.isDecided() ? Long.toString(bound.value()) : null;
          why = bound.reason();
        } else {
          CheckResult r = ModelChecker.isReachabilityFragment(property.formula())
              ? checker.check(property.formula()) : session.check(property.formula());
          got = r.verdict() == Verdict.UNKNOWN ? null : r.verdict().name();
          why = r.reason().orElse(null);
        }
        if (got == null) {
          undecided.add(property.id() + " (" + why + ")");
          continue;
        }
        decided++;
        if (got.equals(expected)) {
          matched++;
        } else {
          mismatches.add(property.id() + ": got " + got + ", oracle " + expected);
        }
      }
    }
    return new Tally(instance, formulas, decided, matched, mismatches, undecided,
        (System.nanoTime() - start) / 1_000_000);
  }

  public static void main(String[] args) {
    long maxStates = args.length > 0 ? Long.parseLong(args[0]) : Long.MAX_VALUE;
    String mode = args.length > 1 ? args[1] : "both";
    List<CheckOptions> modes = new ArrayList<>();
    if (!mode.equals("nopor")) {
      modes.add(CheckOptions.defaults());
    }
    if (!mode.equals("por")) {
      modes.add(CheckOptions.defaults().withPartialOrderReduction(false));
    }
    for (CheckOptions options : modes) {
      Tally total = empty();
      for (String instance : Mcc.instances()) {
        if (Mcc.oracle(instance).states() > maxStates) {
          continue;
        }
        Tally t = run(instance, options.withTimeout(java.time.Duration.ofSeconds(120)));
        System.out.printf("%-40s %8d states %3d formulas %3d decided %3d matched %7d ms%n",
            instance, Mcc.oracle(instance).states(), t.formulas(), t.decided(), t.matched(),
            t.millis());
        t.mismatches().forEach(m -> System.out.println("  MISMATCH " + m));
        t.undecided().forEach(m -> System.out.println("  UNDECIDED " + m));
        total = total.plus(t);
      }
      System.out.printf("TOTAL por=%s: %d formulas, %d decided, %d matched, %d ms%n",
          options.partialOrderReduction(), total.formulas(), total.decided(), total.matched(),
          total.millis());
    }
  }
}

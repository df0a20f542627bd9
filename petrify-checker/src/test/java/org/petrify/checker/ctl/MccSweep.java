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
    return run(instance, options, Mcc.EXAMINATIONS);
  }

  static Tally run(String instance, CheckOptions options, List<String> examinations) {
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
    for (String examination : examinations) {
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
    List<String> examinations = List.of(System.getProperty("exams",
        String.join(",", Mcc.EXAMINATIONS)).split(","));
    long timeout = Long.getLong("timeoutSeconds", 120);
    Tally[] totals = new Tally[modes.size()];
    java.util.Arrays.fill(totals, empty());
    String from = System.getProperty("from");
    boolean started = from == null;
    for (String instance : Mcc.instances()) {
      started |= instance.equals(from);
      if (!started || Mcc.oracle(instance).states() > maxStates) {
        continue;
      }
      for (int m = 0; m < modes.size(); m++) {
        CheckOptions options = modes.get(m);
        Tally t = run(instance, options.withTimeout(java.time.Duration.ofSeconds(timeout)),
            examinations);
        System.out.printf("%-40s por=%-5s %8d states %3d formulas %3d decided %3d matched"
            + " %7d ms%n", instance, options.partialOrderReduction(),
            Mcc.oracle(instance).states(), t.formulas(), t.decided(), t.matched(), t.millis());
        t.mismatches().forEach(x -> System.out.println("  MISMATCH " + x));
        t.undecided().forEach(x -> System.out.println("  UNDECIDED " + x));
        totals[m] = totals[m].plus(t);
        System.out.printf("  running total por=%s: %d formulas, %d decided, %d matched%n",
            options.partialOrderReduction(), totals[m].formulas(), totals[m].decided(),
            totals[m].matched());
      }
    }
    for (int m = 0; m < modes.size(); m++) {
      System.out.printf("TOTAL por=%s: %d formulas, %d decided, %d matched, %d ms%n",
          modes.get(m).partialOrderReduction(), totals[m].formulas(), totals[m].decided(),
          totals[m].matched(), totals[m].millis());
    }
  }
}

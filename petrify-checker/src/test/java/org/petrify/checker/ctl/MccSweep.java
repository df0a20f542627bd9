package org.petrify.checker.ctl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.MccCollection;

/**
 * The test-side MCC runner: answers every property of one instance (the five examinations of
 * {@link Mcc#EXAMINATIONS}) as {@code net-check} does: with POR on the reachability fragment
 * through {@link ModelChecker#check} until the session has the state graph, everything else
 * (and everything with POR off) through one {@link CtlSession} per instance — and compares
 * with the oracle. Also runnable: {@code java ... MccSweep [maxStates] [por|nopor|both]}, with
 * system properties {@code exams} (comma-separated; default the five and
 * {@value #DEADLOCK}), {@code from} (resume at this instance), {@code to} (stop before this instance), {@code timeoutSeconds} (per
 * formula, wall clock, default 120), {@code cpuLimitSeconds} (a decided formula that took more
 * CPU counts as a timeout), {@code slowMs} (log formulas slower than this) and {@code reduce}
 * ({@code on} (default), {@code off} or {@code both}: structural reduction). Per instance and
 * mode it prints {@code EXAM <examination> por=<b> formulas decided matched overBudget timeout}
 * lines, which add up across resumed runs.
 */
final class MccSweep {

  /** The tally of one instance. */
  record Tally(String instance, int formulas, int decided, int matched, List<String> mismatches,
      List<String> undecided, long millis, Map<String, int[]> byExamination, long states) {
    Tally plus(Tally o) {
      List<String> mm = new ArrayList<>(mismatches);
      mm.addAll(o.mismatches);
      List<String> ud = new ArrayList<>(undecided);
      ud.addAll(o.undecided);
      Map<String, int[]> by = new TreeMap<>();
      for (Map<String, int[]> m : List.of(byExamination, o.byExamination)) {
        m.forEach((k, v) -> {
          int[] sum = by.computeIfAbsent(k, x -> new int[COLUMNS]);
          for (int i = 0; i < COLUMNS; i++) {
            sum[i] += v[i];
          }
        });
      }
      return new Tally("all", formulas + o.formulas, decided + o.decided, matched + o.matched,
          mm, ud, millis + o.millis, by, states + o.states);
    }
  }

  /** Columns of {@link Tally#byExamination}: formulas, decided, matched, over budget, timeout. */
  static final int COLUMNS = 5;

  /** The pseudo-examination {@code EF DEADLOCK}, answered by the oracle's deadlock column. */
  static final String DEADLOCK = "ReachabilityDeadlock";

  /** Formulas slower than this many ms are logged by {@link #main} (system property slowMs). */
  private static final long SLOW_MS = Long.getLong("slowMs", Long.MAX_VALUE);

  /**
   * CPU seconds of the checking thread above which a decided formula counts as a timeout
   * (system property cpuLimitSeconds; default none). With a generous wall-clock timeout this
   * keeps the tally meaningful on a shared machine where a {@code nice}d sweep is starved.
   */
  private static final long CPU_LIMIT_MS = Long.getLong("cpuLimitSeconds", Long.MAX_VALUE / 2000)
      * 1000;

  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  private static long cpuNanos() {
    return THREADS.getCurrentThreadCpuTime();
  }

  /** Logs a slow formula; returns the CPU ms since {@code cpuStart}. */
  private static long slow(String id, long startNanos, long cpuStart) {
    long ms = (System.nanoTime() - startNanos) / 1_000_000;
    long cpuMs = (cpuNanos() - cpuStart) / 1_000_000;
    if (ms >= SLOW_MS) {
      System.out.println("  SLOW " + id + " " + ms + " ms wall " + cpuMs + " ms cpu");
    }
    return cpuMs;
  }

  /** True if an undecided reason is a time limit rather than a state or memory budget. */
  static boolean isTimeout(String undecided) {
    return undecided.contains("timeout") || undecided.contains("interrupted");
  }

  static Tally empty() {
    return new Tally("all", 0, 0, 0, List.of(), List.of(), 0, Map.of(), 0);
  }

  static Tally run(String instance, CheckOptions options) {
    return run(instance, options, Mcc.EXAMINATIONS);
  }

  static Tally run(String instance, CheckOptions options, List<String> examinations) {
    return run(Mcc.collection(), instance, options, examinations);
  }

  /** Answers the examinations of one instance of {@code data} and compares with its oracle. */
  static Tally run(MccCollection data, String instance, CheckOptions options,
      List<String> examinations) {
    long start = System.nanoTime();
    PetriNet net = data.net(instance);
    MccAnswers answers = data.answers(instance);
    int formulas = 0;
    int decided = 0;
    int matched = 0;
    List<String> mismatches = new ArrayList<>();
    List<String> undecided = new ArrayList<>();
    long states = 0;
    ModelChecker checker = ModelChecker.of(net).options(options);
    CtlSession session = CtlSession.of(net, options);
    Map<String, int[]> by = new TreeMap<>();
    for (String examination : examinations) {
      int[] row = by.computeIfAbsent(examination, x -> new int[COLUMNS]);
      if (examination.equals(DEADLOCK)) {
        row[0]++;
        formulas++;
        long t0 = System.nanoTime();
        long c0 = cpuNanos();
        CheckResult r = checker.check(new Formula.EF(new Formula.Deadlock()));
        states += r.statistics().states();
        long cpuMs = slow(instance + "-" + DEADLOCK, t0, c0);
        String expected = data.oracle(instance).deadlock() ? "TRUE" : "FALSE";
        if (r.verdict() != Verdict.UNKNOWN && cpuMs > CPU_LIMIT_MS) {
          if (!r.verdict().name().equals(expected)) {
            mismatches.add(instance + "-" + DEADLOCK + ": got " + r.verdict() + " (late), oracle "
                + expected);
          }
          undecided.add(instance + "-" + DEADLOCK + " (late: " + cpuMs + " ms cpu)");
          row[4]++;
        } else if (r.verdict() == Verdict.UNKNOWN) {
          String u = instance + "-" + DEADLOCK + " (" + r.reason().orElse(null) + ")";
          undecided.add(u);
          row[isTimeout(u) ? 4 : 3]++;
        } else {
          decided++;
          row[1]++;
          if (r.verdict().name().equals(expected)) {
            matched++;
            row[2]++;
          } else {
            mismatches.add(instance + "-" + DEADLOCK + ": got " + r.verdict() + ", oracle "
                + expected);
          }
        }
        continue;
      }
      List<MccProperty> properties;
      try {
        properties = MccPropertyReader.read(data.queryFile(instance, examination), net);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (MccProperty property : properties) {
        String expected = answers.answer(property.id());
        if (expected == null) {
          continue;
        }
        formulas++;
        row[0]++;
        String got;
        String why;
        long t0 = System.nanoTime();
        long c0 = cpuNanos();
        if (property.isPlaceBound()) {
          UpperBound bound = session.upperBound(property.boundPlaces());
          got = bound.isDecided() ? Long.toString(bound.value()) : null;
          why = bound.reason();
        } else {
          // As net-check does: on-the-fly stubborn search for the reachability fragment with
          // POR on until the session has the graph, the session for everything else.
          // With structural reduction on, formulas that it reduces take that path too.
          boolean onTheFly = ModelChecker.isReachabilityFragment(property.formula())
              && !session.hasGraph() && (options.partialOrderReduction()
              || checker.reducesStructurally(property.formula()));
          CheckResult r = onTheFly ? checker.check(property.formula())
              : session.check(property.formula());
          states += r.statistics().states();
          got = r.verdict() == Verdict.UNKNOWN ? null : r.verdict().name();
          why = r.reason().orElse(null);
        }
        long cpuMs = slow(property.id(), t0, c0);
        if (got != null && cpuMs > CPU_LIMIT_MS) {
          if (!got.equals(expected)) {
            mismatches.add(property.id() + ": got " + got + " (late), oracle " + expected);
          }
          undecided.add(property.id() + " (late: " + cpuMs + " ms cpu)");
          row[4]++;
          continue;
        }
        if (got == null) {
          String u = property.id() + " (" + why + ")";
          undecided.add(u);
          row[isTimeout(u) ? 4 : 3]++;
          continue;
        }
        decided++;
        row[1]++;
        if (got.equals(expected)) {
          matched++;
          row[2]++;
        } else {
          mismatches.add(property.id() + ": got " + got + ", oracle " + expected);
        }
      }
    }
    return new Tally(instance, formulas, decided, matched, mismatches, undecided,
        (System.nanoTime() - start) / 1_000_000, by, states);
  }

  public static void main(String[] args) {
    long maxStates = args.length > 0 ? Long.parseLong(args[0]) : Long.MAX_VALUE;
    String mode = args.length > 1 ? args[1] : "both";
    List<CheckOptions> modes = new ArrayList<>();
    String reduce = System.getProperty("reduce", "on");
    for (boolean structural : new boolean[] {true, false}) {
      if (reduce.equals(structural ? "off" : "on")) {
        continue;
      }
      CheckOptions base = CheckOptions.defaults().withStructuralReduction(structural);
      if (!mode.equals("nopor")) {
        modes.add(base);
      }
      if (!mode.equals("por")) {
        modes.add(base.withPartialOrderReduction(false));
      }
    }
    List<String> examinations = List.of(System.getProperty("exams",
        String.join(",", Mcc.EXAMINATIONS) + "," + DEADLOCK).split(","));
    long timeout = Long.getLong("timeoutSeconds", 120);
    Tally[] totals = new Tally[modes.size()];
    java.util.Arrays.fill(totals, empty());
    String from = System.getProperty("from");
    String to = System.getProperty("to");
    boolean started = from == null;
    for (String instance : Mcc.instances()) {
      started |= instance.equals(from);
      if (instance.equals(to)) {
        break;
      }
      if (!started || Mcc.oracle(instance).states() > maxStates) {
        continue;
      }
      for (int m = 0; m < modes.size(); m++) {
        CheckOptions options = modes.get(m);
        Tally t;
        try {
          t = run(instance, options.withTimeout(java.time.Duration.ofSeconds(timeout)),
              examinations);
        } catch (RuntimeException | OutOfMemoryError e) {
          System.out.println(instance + " por=" + options.partialOrderReduction() + " ERROR " + e);
          continue;
        }
        System.out.printf("%-40s por=%-5s reduce=%-5s %8d states %3d formulas %3d decided"
            + " %3d matched %7d ms %10d searched%n", instance, options.partialOrderReduction(),
            options.structuralReduction(),
            Mcc.oracle(instance).states(), t.formulas(), t.decided(), t.matched(), t.millis(),
            t.states());
        t.byExamination().forEach((exam, v) -> System.out.printf(
            "  EXAM %s por=%s reduce=%s %d %d %d %d %d%n", exam, options.partialOrderReduction(),
            options.structuralReduction(), v[0],
            v[1], v[2], v[3], v[4]));
        t.mismatches().forEach(x -> System.out.println("  MISMATCH " + x));
        t.undecided().forEach(x -> System.out.println("  UNDECIDED " + x));
        totals[m] = totals[m].plus(t);
        System.out.printf("  running total por=%s reduce=%s: %d formulas, %d decided, %d matched%n",
            options.partialOrderReduction(), options.structuralReduction(), totals[m].formulas(), totals[m].decided(),
            totals[m].matched());
      }
    }
    for (int m = 0; m < modes.size(); m++) {
      System.out.printf("TOTAL por=%s reduce=%s: %d formulas, %d decided, %d matched, %d ms,"
          + " %d states searched%n",
          modes.get(m).partialOrderReduction(), modes.get(m).structuralReduction(),
          totals[m].formulas(), totals[m].decided(),
          totals[m].matched(), totals[m].millis(), totals[m].states());
      totals[m].byExamination().forEach((exam, v) -> System.out.printf(
          "  %-24s %5d formulas %5d decided %5d matched %4d over budget %4d timeout%n", exam,
          v[0], v[1], v[2], v[3], v[4]));
    }
  }
}

package org.petrify.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.io.PnmlReader;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;

/**
 * Structural reductions on versus off over the shared MCC nets ({@code <shared>/mcc}, issue 9):
 * every formula of the chosen examinations is checked twice through {@link ModelChecker#check},
 * once with the defaults (stubborn sets and structural reductions) and once with
 * {@link CheckOptions#withStructuralReduction} off, each under a per-formula timeout and state
 * limit; a net whose formulas have used up the per-net budget gets no more checks (they count
 * as not run). Per net and examination it writes a Markdown row (answers decided on and off,
 * agreement between the two and with the oracle, states searched and CPU time of the checking
 * thread on and off), then totals per examination, and lists every formula where a decided
 * answer differs between on and off or from the oracle (a bug) and every undecided one.
 *
 * <p>The oracle of {@code ReachabilityDeadlock} ({@code EF DEADLOCK}) is the {@code deadlock}
 * column of {@code oracle.tsv}; the other examinations read {@code queries/<net>/<exam>.xml.gz}
 * and {@code answers/<net>.out}. The table file is rewritten after each net, so an interrupted
 * sweep leaves the nets done so far.
 *
 * <pre>
 * java -Xmx3g -cp bench/target/benchmarks.jar org.petrify.bench.ReductionSweep \
 *     [--shared ../shared] [--exams ReachabilityDeadlock,ReachabilityCardinality,...]
 *     [--timeout 10] [--max-states 5000000] [--net-budget 120] [--nets REGEX] [--out FILE]
 * </pre>
 * Exit code 1 if some decided answer differs (between on and off, or from the oracle), else 0.
 */
public final class ReductionSweep {
  static final String DEADLOCK = "ReachabilityDeadlock";
  static final List<String> EXAMS = List.of(DEADLOCK, "ReachabilityCardinality",
      "ReachabilityFireability", "CTLCardinality", "CTLFireability");
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ReductionSweep() {}

  /** Options of one sweep. */
  record Options(Path mcc, List<String> exams, Duration timeout, long maxStates,
      Duration netBudget, Pattern nets, Path out, String arguments) {}

  /** One formula to check: its MCC id, the formula, the oracle's answer. */
  record Query(String id, Formula formula, String expected) {}

  /** One check: the verdict (null if undecided), the reason if undecided, states, CPU time. */
  record Run(String answer, String reason, long states, long cpuNanos, long wallNanos) {}

  /** Sums of one net and examination (or of all nets for one examination). */
  static final class Tally {
    int formulas;
    int notRun;
    int decidedOn;
    int decidedOff;
    int agree;
    int oracleOn;
    int oracleOff;
    long statesOn;
    long statesOff;
    long cpuOn;
    long cpuOff;
    long wallOn;
    long wallOff;

    void add(String expected, Run on, Run off) {
      formulas++;
      if (on == null) {
        notRun++;
        return;
      }
      decidedOn += on.answer() != null ? 1 : 0;
      decidedOff += off.answer() != null ? 1 : 0;
      agree += on.answer() != null && on.answer().equals(off.answer()) ? 1 : 0;
      oracleOn += expected.equals(on.answer()) ? 1 : 0;
      oracleOff += expected.equals(off.answer()) ? 1 : 0;
      statesOn += on.states();
      statesOff += off.states();
      cpuOn += on.cpuNanos();
      cpuOff += off.cpuNanos();
      wallOn += on.wallNanos();
      wallOff += off.wallNanos();
    }

    void add(Tally t) {
      formulas += t.formulas;
      notRun += t.notRun;
      decidedOn += t.decidedOn;
      decidedOff += t.decidedOff;
      agree += t.agree;
      oracleOn += t.oracleOn;
      oracleOff += t.oracleOff;
      statesOn += t.statesOn;
      statesOff += t.statesOff;
      cpuOn += t.cpuOn;
      cpuOff += t.cpuOff;
      wallOn += t.wallOn;
      wallOff += t.wallOff;
    }

    String cells() {
      return String.format(Locale.ROOT, "%d | %d | %d | %d | %d / %d | %,d | %,d | %s | %s",
          formulas, notRun, decidedOn, decidedOff, oracleOn, oracleOff, statesOn, statesOff,
          seconds(cpuOn), seconds(cpuOff));
    }
  }

  public static void main(String[] args) throws IOException {
    Options options;
    try {
      options = parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("ReductionSweep: " + e.getMessage());
      System.err.println("usage: ReductionSweep [--shared DIR] [--exams A,B] [--timeout S]"
          + " [--max-states N] [--net-budget S] [--nets REGEX] [--out FILE]");
      System.exit(2);
      return;
    }
    if (!Files.isRegularFile(options.mcc().resolve("oracle.tsv"))) {
      System.err.println("ReductionSweep: no MCC data at " + options.mcc()
          + " (oracle.tsv missing); pass --shared DIR");
      System.exit(2);
    }
    System.exit(new ReductionSweep.Sweep(options).run() ? 0 : 1);
  }

  static Options parse(String[] args) {
    Path shared = Path.of(System.getProperty("petrify.shared", "../shared"));
    List<String> exams = List.of(DEADLOCK, "ReachabilityCardinality", "ReachabilityFireability");
    Duration timeout = Duration.ofSeconds(10);
    long maxStates = 5_000_000;
    Duration netBudget = Duration.ofSeconds(120);
    Pattern nets = Pattern.compile(".*");
    Path out = Path.of("bench/figures/reduction-sweep.md");
    for (int i = 0; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      if (value == null) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      switch (args[i++]) {
        case "--shared" -> shared = Path.of(value);
        case "--exams" -> {
          exams = List.of(value.split(","));
          for (String e : exams) {
            if (!EXAMS.contains(e)) {
              throw new IllegalArgumentException("unknown examination " + e + " (known: "
                  + String.join(",", EXAMS) + ")");
            }
          }
        }
        case "--timeout" -> timeout = Duration.ofSeconds(number(value));
        case "--max-states" -> maxStates = number(value);
        case "--net-budget" -> netBudget = Duration.ofSeconds(number(value));
        case "--nets" -> nets = Pattern.compile(value);
        case "--out" -> out = Path.of(value);
        default -> throw new IllegalArgumentException("unknown option " + args[i - 1]);
      }
    }
    return new Options(shared.resolve("mcc"), exams, timeout, maxStates, netBudget, nets, out,
        String.join(" ", args));
  }

  private static long number(String s) {
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number: " + s);
    }
  }

  /** One sweep over the nets; holds the rows and problem lists written to the table file. */
  static final class Sweep {
    private final Options options;
    private final List<String> rows = new ArrayList<>();
    private final Map<String, Tally> totals = new LinkedHashMap<>();
    private final List<String> bugs = new ArrayList<>();
    private final List<String> undecided = new ArrayList<>();
    private final String started = Instant.now().toString();
    private final String loadAtStart = load();
    private int netsDone;

    Sweep(Options options) {
      this.options = options;
      options.exams().forEach(e -> totals.put(e, new Tally()));
    }

    /** Runs every net; true if no decided answer differed. */
    boolean run() throws IOException {
      Map<String, Boolean> oracle = deadlockOracle(options.mcc().resolve("oracle.tsv"));
      for (Map.Entry<String, Boolean> e : oracle.entrySet()) {
        String instance = e.getKey();
        if (!options.nets().matcher(instance).matches()) {
          continue;
        }
        long start = System.nanoTime();
        net(instance, e.getValue());
        netsDone++;
        System.err.printf(Locale.ROOT, "%-40s %6.1f s  (load %s)%n", instance,
            (System.nanoTime() - start) / 1e9, load());
        write(false);
      }
      write(true);
      return bugs.isEmpty();
    }

    private void net(String instance, boolean deadlock) {
      PetriNet net;
      try {
        net = PnmlReader.read(options.mcc().resolve("models").resolve(instance + ".pnml.gz"));
      } catch (IOException | RuntimeException e) {
        bugs.add(instance + ": cannot read the net: " + e.getMessage());
        return;
      }
      long deadline = System.nanoTime() + options.netBudget().toNanos();
      for (String exam : options.exams()) {
        Tally tally = new Tally();
        for (Query q : queries(instance, exam, net, deadlock)) {
          String id = q.id();
          String expected = q.expected();
          if (System.nanoTime() > deadline) {
            tally.add(expected, null, null);
            undecided.add(id + ": not run (net budget of " + options.netBudget().toSeconds()
                + " s used up)");
            continue;
          }
          Run on = check(net, q.formula(), true);
          Run off = check(net, q.formula(), false);
          tally.add(expected, on, off);
          judge(id, expected, on, off);
        }
        rows.add("| " + instance + " | " + exam + " | " + tally.cells() + " |");
        totals.get(exam).add(tally);
      }
    }

    /** The formulas of one examination with their ids and oracle answers, in file order. */
    private List<Query> queries(String instance, String exam, PetriNet net, boolean deadlock) {
      if (exam.equals(DEADLOCK)) {
        return List.of(new Query(instance + "-" + DEADLOCK, new Formula.EF(new Formula.Deadlock()),
            deadlock ? "TRUE" : "FALSE"));
      }
      List<Query> result = new ArrayList<>();
      try {
        MccAnswers answers = MccAnswers.read(options.mcc().resolve("answers")
            .resolve(instance + ".out"));
        Path file = options.mcc().resolve("queries").resolve(instance).resolve(exam + ".xml.gz");
        for (MccProperty p : MccPropertyReader.read(file, net)) {
          String expected = answers.answer(p.id());
          if (expected != null && !p.isPlaceBound()) {
            result.add(new Query(p.id(), p.formula(), expected));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return result;
    }

    private Run check(PetriNet net, Formula f, boolean reduce) {
      CheckOptions o = CheckOptions.defaults().withStructuralReduction(reduce)
          .withTimeout(options.timeout()).withMaxStates(options.maxStates());
      long wall = System.nanoTime();
      long cpu = THREADS.getCurrentThreadCpuTime();
      CheckResult r;
      try {
        r = ModelChecker.of(net).options(o).check(f);
      } catch (RuntimeException | OutOfMemoryError e) {
        return new Run(null, "exception " + e, 0, THREADS.getCurrentThreadCpuTime() - cpu,
            System.nanoTime() - wall);
      }
      cpu = THREADS.getCurrentThreadCpuTime() - cpu;
      wall = System.nanoTime() - wall;
      String answer = r.verdict() == Verdict.UNKNOWN ? null : r.verdict().name();
      return new Run(answer, r.reason().orElse(null), r.statistics().states(), cpu, wall);
    }

    private void judge(String id, String expected, Run on, Run off) {
      if (on.answer() != null && off.answer() != null && !on.answer().equals(off.answer())) {
        bugs.add(id + ": reductions on " + on.answer() + ", off " + off.answer() + ", oracle "
            + expected);
      } else {
        for (Run r : new Run[] {on, off}) {
          if (r.answer() != null && !r.answer().equals(expected)) {
            bugs.add(id + ": reductions " + (r == on ? "on" : "off") + " " + r.answer()
                + ", oracle " + expected);
          }
        }
      }
      for (Run r : new Run[] {on, off}) {
        if (r.answer() == null) {
          undecided.add(id + ": reductions " + (r == on ? "on" : "off") + " undecided ("
              + shorten(r.reason()) + ")");
        }
        if (r.reason() != null && r.reason().contains("exception")) {
          bugs.add(id + ": " + r.reason());
        }
      }
    }

    private void write(boolean finished) throws IOException {
      StringBuilder md = new StringBuilder();
      md.append("# Structural reductions on/off: the shared MCC nets (issue 9)\n\n");
      md.append("Generated by `java -Xmx3g -cp bench/target/benchmarks.jar"
          + " org.petrify.bench.ReductionSweep ").append(options.arguments())
          .append("` (see docs/benchmarks.md).\n");
      md.append(String.format(Locale.ROOT, "Started %s, %s; %d nets done%s. Load average "
          + "(1/5/15 min) at the start %s, now %s; 2 shared cores.%n%n", started,
          finished ? "finished " + Instant.now() : "in progress", netsDone,
          finished ? "" : " so far", loadAtStart, load()));
      md.append(String.format(Locale.ROOT, "Each formula is checked with `ModelChecker.check`,"
          + " stubborn sets on, DFS, once with structural reductions (the defaults) and once"
          + " without; per check a timeout of %d s and at most %,d states; per net a budget of"
          + " %d s, after which its remaining formulas are not run. States are those searched"
          + " (summed over the formulas); time is the CPU time of the checking thread (the"
          + " machine is shared, so wall time says little).%n%n", options.timeout().toSeconds(),
          options.maxStates(), options.netBudget().toSeconds()));
      String header = "| formulas | not run | decided on | decided off | oracle matches on / off"
          + " | states on | states off | CPU on | CPU off |";
      String rule = "|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
      md.append("## Totals\n\n| examination ").append(header).append("\n|---").append(rule)
          .append('\n');
      Tally all = new Tally();
      totals.forEach((exam, t) -> {
        md.append("| ").append(exam).append(" | ").append(t.cells()).append(" |\n");
        all.add(t);
      });
      md.append("| all | ").append(all.cells()).append(" |\n\n");
      md.append(String.format(Locale.ROOT, "Wall time of the checks: on %s, off %s.%n%n",
          seconds(all.wallOn), seconds(all.wallOff)));
      md.append("## Answers that differ (between on and off, or from the oracle)\n\n");
      if (bugs.isEmpty()) {
        md.append("None.\n\n");
      } else {
        bugs.forEach(b -> md.append("- ").append(b).append('\n'));
        md.append('\n');
      }
      md.append("## Undecided (timeout or state limit; counted as undecided, never as passes)\n\n");
      if (undecided.isEmpty()) {
        md.append("None.\n\n");
      } else {
        undecided.forEach(u -> md.append("- ").append(u).append('\n'));
        md.append('\n');
      }
      md.append("## Per net and examination\n\n| net | examination ").append(header)
          .append("\n|---|---").append(rule).append('\n');
      rows.forEach(r -> md.append(r).append('\n'));
      Path out = options.out();
      if (out.getParent() != null) {
        Files.createDirectories(out.getParent());
      }
      Files.writeString(out, md, StandardCharsets.UTF_8);
    }
  }

  /** Instance name → oracle deadlock answer, in file order. */
  static Map<String, Boolean> deadlockOracle(Path tsv) throws IOException {
    Map<String, Boolean> result = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split("\t");
      if (cells.length >= 2) {
        result.put(cells[0], Boolean.parseBoolean(cells[1].toLowerCase(Locale.ROOT)));
      }
    }
    return result;
  }

  private static String shorten(String s) {
    if (s == null) {
      return "no reason";
    }
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }

  private static String load() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }

  static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}

package org.petrify.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 21: {@code net-check} as a whole process on the 100 contest nets of {@code ../shared/mcc},
 * one process per net and examination: the deadlock examination ({@code --formula 'EF DEADLOCK'},
 * against the {@code deadlock} column of {@code oracle.tsv}) and the ReachabilityCardinality and
 * ReachabilityFireability examinations ({@code --mcc-xml queries/NET/EXAM.xml.gz}, 16 formulas
 * each, against {@code answers/NET.out}). Written as a Markdown table (default
 * {@code bench/figures/mcc-figures.md}): per net and examination the answers right, wrong and
 * undecided, the wall and CPU seconds of the process (start-up included), the states stored
 * (summed over the formulas) and the techniques named on the {@code FORMULA} lines. An answer
 * that differs from the oracle is a WRONG row, listed again below the table. The load average at
 * the start and the end is written with the table: on a shared machine wall times grow with it.
 *
 * <pre>
 * mvn -B -q -DskipTests package -pl bench,petrify-cli -am
 * java -cp bench/target/benchmarks.jar org.petrify.bench.MccFigures \
 *     --jar petrify-cli/target/petrify-cli-0.1.0-SNAPSHOT.jar --aot petrify-cli/target/petrify-cli.aot
 * </pre>
 * Options: {@code --mcc DIR} (default {@code ../shared/mcc}), {@code --timeout S} per formula
 * (default 60), {@code --exams deadlock,ReachabilityCardinality,ReachabilityFireability},
 * {@code --out FILE}, {@code --only NAME,...} (those nets, table on stdout).
 */
public final class MccFigures {
  private static final Pattern ANSWER = Pattern.compile("FORMULA (\\S+) (\\S+) TECHNIQUES ?(.*)");
  private static final Pattern SUMMARY = Pattern.compile("petrify: (\\S+): .*?, (\\d+) states, ");
  private static final String DEADLOCK = "deadlock";

  private MccFigures() {}

  /** The outcome of one process: counts, times, states, techniques, and the wrong formulas. */
  private record Run(int right, int wrong, int undecided, double wall, String cpu, long states,
      String techniques, List<String> wrongIds) {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Map<String, String> opt = NetCheckProcess.options(args);
    Path dir = Path.of(opt.getOrDefault("--mcc", "../shared/mcc"));
    String jar = opt.get("--jar");
    if (jar == null || !Files.isRegularFile(Path.of(jar))) {
      System.err.println("usage: MccFigures --jar petrify-cli/target/petrify-cli-VERSION.jar"
          + " [--aot FILE] [--mcc DIR] [--timeout S] [--exams LIST] [--out FILE]"
          + " [--only NAME,...]");
      System.exit(2);
    }
    if (!Files.isRegularFile(dir.resolve("oracle.tsv"))) {
      System.err.println("no " + dir.resolve("oracle.tsv") + " (give --mcc DIR)");
      System.exit(2);
    }
    String aot = opt.get("--aot");
    double timeout = Double.parseDouble(opt.getOrDefault("--timeout", "60"));
    List<String> exams = List.of(opt.getOrDefault("--exams",
        DEADLOCK + ",ReachabilityCardinality,ReachabilityFireability").split(","));
    Path out = Path.of(opt.getOrDefault("--out", "bench/figures/mcc-figures.md"));
    Map<String, String> deadlock = NetCheckProcess.oracle(dir.resolve("oracle.tsv"));
    String loadBefore = NetCheckProcess.load();
    Path work = Files.createTempDirectory("mcc-figures");
    StringBuilder rows = new StringBuilder();
    List<String> wrongs = new ArrayList<>();
    Map<String, int[]> totals = new LinkedHashMap<>();
    for (String exam : exams) {
      totals.put(exam, new int[4]);
    }
    for (String net : deadlock.keySet()) {
      if (opt.containsKey("--only") && !List.of(opt.get("--only").split(",")).contains(net)) {
        continue;
      }
      Path model = dir.resolve("models").resolve(net + ".pnml.gz");
      Map<String, String> oracle = answers(dir.resolve("answers").resolve(net + ".out"));
      for (String exam : exams) {
        List<String> query;
        Map<String, String> expected = new LinkedHashMap<>();
        if (exam.equals(DEADLOCK)) {
          query = List.of("--formula", "EF DEADLOCK");
          expected.put("formula-1", deadlock.get(net));
        } else {
          Path xml = dir.resolve("queries").resolve(net).resolve(exam + ".xml.gz");
          if (!Files.isRegularFile(xml)) {
            continue;
          }
          query = List.of("--mcc-xml", xml.toString());
          oracle.forEach((id, v) -> {
            if (id.startsWith(net + "-" + exam + "-")) {
              expected.put(id, v);
            }
          });
          if (expected.isEmpty()) {
            continue;
          }
        }
        Run r = run(jar, aot, model, query, expected, timeout, work);
        int[] t = totals.get(exam);
        t[0] += r.right();
        t[1] += r.wrong();
        t[2] += r.undecided();
        t[3]++;
        for (String id : r.wrongIds()) {
          wrongs.add(net + " " + exam + " " + id);
        }
        String answers = r.right() + " / " + r.wrong() + " / " + r.undecided();
        if (exam.equals(DEADLOCK)) {
          answers = (r.right() == 1 ? "right" : r.wrong() == 1 ? "WRONG" : "undecided")
              + " (" + deadlock.get(net) + ")";
        }
        rows.append(String.format(Locale.ROOT, "| %s | %s | %s | %.2f s | %s | %,d | %s |%n",
            net, exam, answers, r.wall(), r.cpu(), r.states(), r.techniques()));
        System.err.printf(Locale.ROOT, "%s %s: %s, %.2f s wall, cpu %s, %,d states, %s%n", net,
            exam, answers, r.wall(), r.cpu(), r.states(), r.techniques());
      }
    }
    String loadAfter = NetCheckProcess.load();
    StringBuilder summary = new StringBuilder();
    for (Map.Entry<String, int[]> e : totals.entrySet()) {
      int[] t = e.getValue();
      summary.append(String.format(Locale.ROOT, "- %s: %d nets, %d answers right, %d wrong,"
          + " %d undecided.%n", e.getKey(), t[3], t[0], t[1], t[2]));
    }
    String doc = "# net-check on the 100 nets of shared/mcc: deadlock and reachability examinations\n\n"
        + "Regenerate (from the repository root, with the contest nets in `../shared/mcc`):\n\n"
        + "    mvn -B -q -DskipTests package -pl bench,petrify-cli -am\n"
        + "    java -cp bench/target/benchmarks.jar org.petrify.bench.MccFigures \\\n"
        + "        --jar petrify-cli/target/petrify-cli-0.1.0-SNAPSHOT.jar"
        + " --aot petrify-cli/target/petrify-cli.aot"
        + (timeout != 60 ? String.format(Locale.ROOT, " --timeout %.0f", timeout) : "")
        + (opt.containsKey("--exams") ? " --exams " + opt.get("--exams") : "")
        + (opt.containsKey("--out") ? " --out " + out : "") + "\n\n"
        + String.format(Locale.ROOT, "Measured %s, %d cores, Java %s, timeout %.0f s per formula,"
            + " one whole-process run per net and examination (start-up included, default"
            + " options of `net-check`); load average (1, 5, 15 min) %s at the start, %s at the"
            + " end. Wall time grows with the load of the shared machine; cpu is user + system of"
            + " the process (`/usr/bin/time`). Answers: right / wrong / undecided against the"
            + " contest's oracle (`oracle.tsv` for the deadlock examination, `answers/NET.out` for"
            + " the 16 formulas of each reachability examination); states: stored, summed over"
            + " the formulas (0 when proofs or the structural reduction decided them);"
            + " techniques: as on the `FORMULA` lines, with the number of formulas.%n%n",
            Instant.now().toString().substring(0, 16).replace('T', ' ') + " UTC",
            Runtime.getRuntime().availableProcessors(), Runtime.version().feature(), timeout,
            loadBefore, loadAfter)
        + summary + (wrongs.isEmpty() ? "" : "\nWrong answers: " + String.join(", ", wrongs) + "\n")
        + "\n| net | examination | answers (right / wrong / undecided) | wall | cpu | states |"
        + " techniques |\n|---|---|---|---|---|---:|---|\n" + rows;
    if (opt.containsKey("--only")) {
      System.out.print(doc);
    } else {
      Files.writeString(out, doc, StandardCharsets.UTF_8);
      System.err.println("wrote " + out);
    }
  }

  /** One {@code net-check} process on {@code model} with {@code query}, compared with {@code expected}. */
  private static Run run(String jar, String aot, Path model, List<String> query,
      Map<String, String> expected, double timeout, Path work)
      throws IOException, InterruptedException {
    List<String> args = new ArrayList<>(List.of(model.toString()));
    args.addAll(query);
    args.addAll(List.of("--timeout", Double.toString(timeout)));
    NetCheckProcess.Outcome run = NetCheckProcess.run(jar, aot, args,
        (long) (timeout * 1000) * expected.size() + 60_000, work);
    String o = run.stdout();
    String err = run.stderr();
    Map<String, String> got = new LinkedHashMap<>();
    Map<String, Integer> techniques = new LinkedHashMap<>();
    Matcher a = ANSWER.matcher(o);
    while (a.find()) {
      got.put(a.group(1), a.group(2));
      String tech = a.group(3).strip();
      if (!tech.isEmpty() && !a.group(2).equals("CANNOT_COMPUTE")) {
        techniques.merge(tech, 1, Integer::sum);
      }
    }
    long states = 0;
    Matcher s = SUMMARY.matcher(err);
    while (s.find()) {
      states += Long.parseLong(s.group(2));
    }
    int right = 0;
    int wrong = 0;
    int undecided = 0;
    List<String> wrongIds = new ArrayList<>();
    for (Map.Entry<String, String> e : expected.entrySet()) {
      String v = got.get(e.getKey());
      if (v == null || !(v.equals("TRUE") || v.equals("FALSE"))) {
        undecided++;
      } else if (v.equals(e.getValue())) {
        right++;
      } else {
        wrong++;
        wrongIds.add(e.getKey());
      }
    }
    List<String> tech = new ArrayList<>();
    new TreeSet<>(techniques.keySet()).forEach(k -> tech.add(
        expected.size() == 1 ? k : k + " ×" + techniques.get(k)));
    return new Run(right, wrong, undecided, run.wall(), run.cpu(), states,
        tech.isEmpty() ? "–" : String.join("; ", tech), wrongIds);
  }

  /** The oracle's answers, formula id to TRUE or FALSE (other lines skipped). */
  private static Map<String, String> answers(Path file) throws IOException {
    Map<String, String> result = new LinkedHashMap<>();
    if (!Files.isRegularFile(file)) {
      return result;
    }
    for (String line : Files.readAllLines(file)) {
      String[] f = line.split(" ");
      if (f.length >= 3 && f[0].equals("FORMULA")
          && (f[2].equals("TRUE") || f[2].equals("FALSE"))) {
        result.put(f[1], f[2]);
      }
    }
    return result;
  }
}

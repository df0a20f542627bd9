package org.petrify.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 21: {@code net-check --formula 'EF DEADLOCK'} as a whole process on each net of
 * {@code ../shared/mcc-large} (its {@code oracle.tsv} order), against the peers' figures of its
 * README, written as a Markdown table (default {@code bench/figures/mcc-large-figures.md}).
 * Each net runs once, in its own JVM with the runnable jar (and its AOT cache when given), under
 * {@code /usr/bin/time} when present for the CPU seconds; wall seconds are measured here. An
 * answer that differs from the oracle is marked WRONG. The load average at the start and the end
 * is written with the table: on a shared machine wall times grow with it.
 *
 * <pre>
 * mvn -B -q -DskipTests package -pl bench,petrify-cli -am
 * java -cp bench/target/benchmarks.jar org.petrify.bench.MccLargeFigures \
 *     --jar petrify-cli/target/petrify-cli-0.1.0-SNAPSHOT.jar --aot petrify-cli/target/petrify-cli.aot
 * </pre>
 * Options: {@code --mcc-large DIR} (default {@code ../shared/mcc-large}), {@code --timeout S}
 * (default 60), {@code --out FILE}, {@code --only NAME[,NAME...]} (those nets, table on stdout).
 * The three nets of issue 21's table, whole process against the peers' figures:
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.MccLargeFigures \
 *     --jar petrify-cli/target/petrify-cli-0.1.0-SNAPSHOT.jar --aot petrify-cli/target/petrify-cli.aot \
 *     --only Peterson-PT-3,Railroad-PT-010,TCPcondis-PT-05
 * </pre>
 */
public final class MccLargeFigures {
  private static final Pattern ANSWER = Pattern.compile("FORMULA formula-1 (\\S+) TECHNIQUES (.*)");
  private static final Pattern STATES = Pattern.compile(", (\\d+) states, ");
  private static final Pattern DECIDED_BY = Pattern.compile("decided by: ([\\w-]+)");

  private MccLargeFigures() {}

  /** One row of the README's table: the answer and the peers' figures as written there. */
  private record Peers(String answer, String lola, String verifypn) {}

  public static void main(String[] args) throws IOException, InterruptedException {
    Map<String, String> opt = NetCheckProcess.options(args);
    Path dir = Path.of(opt.getOrDefault("--mcc-large", "../shared/mcc-large"));
    String jar = opt.get("--jar");
    if (jar == null || !Files.isRegularFile(Path.of(jar))) {
      System.err.println("usage: MccLargeFigures --jar petrify-cli/target/petrify-cli-VERSION.jar"
          + " [--aot FILE] [--mcc-large DIR] [--timeout S] [--out FILE] [--only NAME,...]");
      System.exit(2);
    }
    if (!Files.isRegularFile(dir.resolve("oracle.tsv"))) {
      System.err.println("no " + dir.resolve("oracle.tsv") + " (give --mcc-large DIR)");
      System.exit(2);
    }
    String aot = opt.get("--aot");
    double timeout = Double.parseDouble(opt.getOrDefault("--timeout", "60"));
    Path out = Path.of(opt.getOrDefault("--out", "bench/figures/mcc-large-figures.md"));
    Map<String, Peers> peers = peers(dir.resolve("README.md"));
    Map<String, String> oracle = NetCheckProcess.oracle(dir.resolve("oracle.tsv"));
    String loadBefore = NetCheckProcess.load();
    StringBuilder rows = new StringBuilder();
    int decided = 0;
    int wrong = 0;
    Path work = Files.createTempDirectory("mcc-large-figures");
    for (Map.Entry<String, String> e : oracle.entrySet()) {
      String net = e.getKey();
      if (opt.containsKey("--only")
          && !List.of(opt.get("--only").split(",")).contains(net)) {
        continue;
      }
      NetCheckProcess.Outcome run = NetCheckProcess.run(jar, aot,
          List.of(dir.resolve("models").resolve(net + ".pnml.gz").toString(),
              "--formula", "EF DEADLOCK", "--timeout", Double.toString(timeout)),
          (long) (timeout * 1000) + 60_000, work);
      double wall = run.wall();
      String o = run.stdout();
      String err = run.stderr();
      Matcher a = ANSWER.matcher(o);
      String answer = a.find() ? a.group(1) : "exit " + run.exit();
      String techniques = a.find(0) ? a.group(2) : "";
      Matcher s = STATES.matcher(err);
      String states = s.find() ? String.format(Locale.ROOT, "%,d", Long.parseLong(s.group(1))) : "?";
      Matcher d = DECIDED_BY.matcher(err);
      String how = d.find() ? "proof: " + d.group(1) : states + " states";
      String cpu = run.cpu();
      boolean isDecided = answer.equals("TRUE") || answer.equals("FALSE");
      String verdict = answer;
      if (isDecided) {
        decided++;
        if (!answer.equals(e.getValue())) {
          wrong++;
          verdict = answer + " (WRONG, oracle " + e.getValue() + ")";
        }
      } else {
        verdict = "undecided";
      }
      Peers peer = peers.getOrDefault(net, new Peers(e.getValue(), "?", "?"));
      rows.append(String.format(Locale.ROOT, "| %s | %s | %s | %.2f s | %s | %s | %s | %s |%n",
          net, e.getValue(), verdict, wall, cpu, how, peer.lola(), peer.verifypn()));
      System.err.printf(Locale.ROOT, "%s: %s, %.2f s wall, cpu %s, %s (%s)%n", net, verdict, wall,
          cpu, how, techniques);
    }
    String loadAfter = NetCheckProcess.load();
    String table = "| net | oracle | Petrify | wall | cpu | states or proof | LoLA 2 | verifypn 4.4.2 |\n"
        + "|---|---|---|---|---|---|---|---|\n" + rows;
    String doc = "# EF DEADLOCK on the 16 nets of shared/mcc-large: Petrify against LoLA 2 and verifypn\n\n"
        + "Regenerate (from the repository root, with the contest nets in `../shared/mcc-large`):\n\n"
        + "    mvn -B -q -DskipTests package -pl bench,petrify-cli -am\n"
        + "    java -cp bench/target/benchmarks.jar org.petrify.bench.MccLargeFigures \\\n"
        + "        --jar petrify-cli/target/petrify-cli-0.1.0-SNAPSHOT.jar"
        + " --aot petrify-cli/target/petrify-cli.aot\n\n"
        + String.format(Locale.ROOT, "Measured %s, %d cores, Java %s, timeout %.0f s per net,"
            + " one whole-process run per net (start-up included); load average (1, 5, 15 min)"
            + " %s at the start, %s at the end. Wall time grows with the load of the shared"
            + " machine; cpu is user + system of the process (`/usr/bin/time`). The peers' columns"
            + " are copied from `../shared/mcc-large/README.md` (their 2-core machines, 60 s).\n\n",
            Instant.now().toString().substring(0, 16).replace('T', ' ') + " UTC",
            Runtime.getRuntime().availableProcessors(), Runtime.version().feature(), timeout,
            loadBefore, loadAfter)
        + table + String.format(Locale.ROOT, "%nDecided %d of %d, %d wrong.%n", decided,
            oracle.size(), wrong);
    if (opt.containsKey("--only")) {
      System.out.print(doc);
    } else {
      Files.writeString(out, doc, StandardCharsets.UTF_8);
      System.err.println("wrote " + out);
    }
  }

  /** The rows {@code | net | answer | lola | verifypn |} of the README's table. */
  private static Map<String, Peers> peers(Path readme) throws IOException {
    Map<String, Peers> result = new LinkedHashMap<>();
    if (!Files.isRegularFile(readme)) {
      return result;
    }
    for (String line : Files.readAllLines(readme)) {
      String[] f = line.split("\\|");
      if (f.length >= 5 && !f[1].isBlank() && !f[1].contains("---") && !f[1].strip().equals("net")) {
        result.put(f[1].strip(), new Peers(f[2].strip(), f[3].strip(), f[4].strip()));
      }
    }
    return result;
  }
}

package org.petrify.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.SearchOrder;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.io.NetFiles;

/**
 * States and time until the answer of one reachability formula (by default {@code EF DEADLOCK})
 * under each search order, with the engine's defaults otherwise (stubborn sets, structural
 * reduction), one Markdown row per net and order: verdict, states stored, edges fired, witness
 * length, wall time of one run (after one warm-up run of the same net and order when asked).
 *
 * <pre>
 * java -Xmx4g -cp bench/target/benchmarks.jar org.petrify.bench.SearchOrderFigures \
 *     [--orders dfs,bfs,interleaved] [--formula 'EF DEADLOCK'] [--max-states N] \
 *     [--timeout S] [--warmup] NET...
 * </pre>
 */
public final class SearchOrderFigures {
  private SearchOrderFigures() {}

  public static void main(String[] args) throws IOException {
    List<SearchOrder> orders = List.of(SearchOrder.values());
    String formulaText = "EF DEADLOCK";
    long maxStates = 20_000_000;
    Duration timeout = Duration.ofSeconds(120);
    boolean warmup = false;
    List<Path> nets = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--orders" -> {
          List<SearchOrder> chosen = new ArrayList<>();
          for (String o : args[++i].split(",")) {
            chosen.add(SearchOrder.valueOf(o.toUpperCase(Locale.ROOT)));
          }
          orders = chosen;
        }
        case "--formula" -> formulaText = args[++i];
        case "--max-states" -> maxStates = Long.parseLong(args[++i]);
        case "--timeout" -> timeout = Duration.ofMillis((long) (Double.parseDouble(args[++i]) * 1000));
        case "--warmup" -> warmup = true;
        default -> nets.add(Path.of(args[i]));
      }
    }
    if (nets.isEmpty()) {
      System.err.println("usage: SearchOrderFigures [--orders dfs,bfs,interleaved] [--formula F]"
          + " [--max-states N] [--timeout S] [--warmup] NET...");
      System.exit(2);
    }
    System.out.println("| net | order | verdict | states | edges | witness | wall |");
    System.out.println("|---|---|---|---:|---:|---:|---:|");
    for (Path file : nets) {
      PetriNet net = NetFiles.read(file);
      Formula formula = FormulaParser.parse(formulaText, net);
      for (SearchOrder order : orders) {
        CheckOptions options = CheckOptions.defaults().withSearch(order).withMaxStates(maxStates)
            .withTimeout(timeout);
        if (warmup) {
          ModelChecker.of(net).options(options).check(formula);
        }
        long t0 = System.nanoTime();
        CheckResult r = ModelChecker.of(net).options(options).check(formula);
        long wall = System.nanoTime() - t0;
        String name = file.getFileName().toString().replaceFirst("\\.(pnml\\.gz|pnml|net|lola)$", "");
        System.out.printf(Locale.ROOT, "| %s | %s | %s | %,d | %,d | %s | %s |%n", name,
            order.name().toLowerCase(Locale.ROOT), r.verdict(), r.statistics().states(),
            r.statistics().edges(),
            r.witness().map(w -> String.valueOf(w.transitions().length)).orElse("–"),
            seconds(wall));
      }
    }
  }

  private static String seconds(long nanos) {
    return nanos < 10_000_000L ? String.format(Locale.ROOT, "%.1f ms", nanos / 1e6)
        : String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}

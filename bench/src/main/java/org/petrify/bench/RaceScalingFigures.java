package org.petrify.bench;

import java.util.Locale;
import org.petrify.checker.unfolding.RaceCandidates;
import org.petrify.checker.unfolding.Unfolder;
import org.petrify.checker.unfolding.Unfolding;
import org.petrify.checker.unfolding.UnfoldingStatistics;

/**
 * Prints the Tab. 6 table of the second seed paper next to ours, without JMH: per k, the net
 * size, the prefix size, cut-offs, racing pairs and the best time of {@code --runs} runs after
 * one warm-up (unfolding plus race search). Usage:
 * {@code java -cp bench/target/benchmarks.jar org.petrify.bench.RaceScalingFigures [--max K] [--runs N]}.
 */
public final class RaceScalingFigures {
  /** The paper's rows: threads, places, transitions, conditions, events, cut-offs, ms. */
  private static final long[][] SEED = {
      {2, 16, 14, 20, 15, 0, 6},
      {4, 42, 38, 142, 113, 5, 101},
      {6, 68, 62, 821, 654, 17, 250},
      {8, 94, 86, 86, 3490, 321, 2293},
      {10, 120, 110, 22176, 17557, 1793, 13988},
      {12, 146, 134, 107556, 85015, 9217, 216820}};

  private RaceScalingFigures() {}

  public static void main(String[] args) {
    int max = 12;
    int runs = 3;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--max" -> max = Integer.parseInt(args[i + 1]);
        case "--runs" -> runs = Integer.parseInt(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    System.out.println("| k | places (ours / seed) | transitions | conditions (ours / seed) |"
        + " events (ours / seed) | cut-offs (ours / seed) | racing pairs | ms (ours / seed) |");
    System.out.println("|---|---|---|---|---|---|---|---|");
    for (long[] seed : SEED) {
      int k = (int) seed[0];
      if (k > max) {
        break;
      }
      RaceScalingNets.Labelled net = RaceScalingNets.of(k);
      long best = Long.MAX_VALUE;
      UnfoldingStatistics s = null;
      int races = 0;
      for (int run = 0; run <= runs; run++) {
        long start = System.nanoTime();
        Unfolding unfolding = Unfolder.unfold(net.net());
        RaceCandidates found = RaceCandidates.find(unfolding, net.labels());
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (run > 0 || runs == 0) {
          best = Math.min(best, ms);
        }
        s = unfolding.statistics();
        races = found.candidates().size();
      }
      System.out.printf(Locale.ROOT, "| %d | %d / %d | %d / %d | %d / %d | %d / %d | %d / %d | %d | %d / %d |%n",
          k, net.net().placeCount(), seed[1], net.net().transitionCount(), seed[2],
          s.conditions(), seed[3], s.events(), seed[4], s.cutoffs(), seed[5], races, best,
          seed[6]);
    }
  }
}

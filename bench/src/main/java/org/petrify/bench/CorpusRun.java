package org.petrify.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.petrify.api.Analysis;
import org.petrify.api.ClassPathCache;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.Statistics;

/**
 * The deadlock check of corpus programs through the whole public pipeline
 * ({@code Petrify.analyze(classpath).mainClass(..).deadlock()}), each on a fresh
 * {@code Analysis}, with the per-stage sums. The budget is CorpusTest's: 2 million states and
 * 15 s per program (above it the verdict is INCONCLUSIVE).
 */
final class CorpusRun {
  static final long MAX_STATES = 2_000_000;
  static final Duration TIMEOUT = Duration.ofSeconds(15);

  /** Per-stage sums and the per-program totals of one run over some programs. */
  record Totals(long load, long translate, long encode, long check, long states, long[] perProgram) {
    long total() {
      return load + translate + encode + check;
    }

    long median() {
      long[] s = perProgram.clone();
      Arrays.sort(s);
      return s.length == 0 ? 0 : s[s.length / 2];
    }
  }

  private CorpusRun() {}

  /**
   * The class paths the programs share (the corpus folder, with the Kotlin library for Kotlin
   * programs), read and parsed once for all; {@code -Dpetrify.bench.cache=false} opens the
   * class path afresh for every program, as before.
   */
  private static final ClassPathCache CLASS_PATHS = ClassPathCache.keeping(2);
  private static final boolean SHARED =
      !"false".equals(System.getProperty("petrify.bench.cache"));

  static Report deadlock(CorpusPrograms.Program p) {
    Analysis a = SHARED ? CLASS_PATHS.analyze(p.classpath()) : Petrify.analyze(p.classpath());
    return a.mainClass(p.mainClass())
        .maxStates(MAX_STATES).timeout(TIMEOUT).deadlock();
  }

  /** Runs every program once; {@code rows} (if not null) gets one line per program. */
  static Totals run(List<CorpusPrograms.Program> programs, List<String> rows) {
    long load = 0;
    long translate = 0;
    long encode = 0;
    long check = 0;
    long states = 0;
    long[] per = new long[programs.size()];
    int i = 0;
    for (CorpusPrograms.Program p : programs) {
      long t0 = System.nanoTime();
      Report r = deadlock(p);
      long wall = (System.nanoTime() - t0) / 1_000_000;
      Statistics s = r.statistics();
      load += s.loadMillis();
      translate += s.translateMillis();
      encode += s.encodeMillis();
      check += s.checkMillis();
      states += s.states();
      per[i++] = wall;
      if (rows != null) {
        rows.add(String.format(java.util.Locale.ROOT, "%-40s %-12s %9d %7d %9d %7d %7d %7d",
            p.name(), r.verdict(), s.states(), s.loadMillis(), s.translateMillis(),
            s.encodeMillis(), s.checkMillis(), wall));
      }
    }
    return new Totals(load, translate, encode, check, states, per);
  }

  /** Names of the programs, for messages. */
  static List<String> names(List<CorpusPrograms.Program> programs) {
    List<String> out = new ArrayList<>();
    programs.forEach(p -> out.add(p.name()));
    return out;
  }
}

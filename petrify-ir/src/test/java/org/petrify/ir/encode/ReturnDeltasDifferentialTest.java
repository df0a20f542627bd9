package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.stage.StageBudget;

/**
 * {@link ReturnDeltas} against {@link ReferenceReturnDeltas}, the implementation it replaced:
 * for every shared subnet and lock, the same sets, and the same number of visits (the same
 * fixpoint walked in the same order). Run on every rb program of the repository (the corpus
 * goldens, the module's goldens and the examples) and on generated programs, each at call
 * depth 0 (every callee one shared subnet) and at the default depth.
 */
class ReturnDeltasDifferentialTest {
  private static final int SEEDS = 400;

  @Test
  void sameSetsOnTheRepositorysPrograms() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("../src-test-corpus/src/test/resources/golden",
        "src/test/resources/org/petrify/ir/golden", "../examples/rb")) {
      Path d = Path.of(dir);
      if (Files.isDirectory(d)) {
        try (Stream<Path> s = Files.list(d)) {
          s.filter(p -> p.toString().endsWith(".rb")).sorted().forEach(files::add);
        }
      }
    }
    assertThat(files).hasSizeGreaterThan(100);
    long summarised = 0;
    for (Path f : files) {
      summarised += compare(RbParser.parse(Files.readString(f)), f.toString());
    }
    assertThat(summarised).as("sets compared").isGreaterThan(100);
  }

  @Test
  void sameSetsOnGeneratedPrograms() {
    long summarised = 0;
    for (int seed = 0; seed < SEEDS; seed++) {
      Program p = RandomPrograms.generate(new Random(seed), seed % 2 == 0, seed % 3 == 0);
      summarised += compare(p, "seed " + seed);
    }
    assertThat(summarised).as("sets compared").isGreaterThan(100);
  }

  /** Compares both at call depth 0 and at the default; the number of non-null sets compared. */
  private static long compare(Program p, String what) {
    long compared = 0;
    for (EncodingOptions options : List.of(EncodingOptions.defaults().withCallDepth(0),
        EncodingOptions.defaults())) {
      ControlGraph g = ControlGraph.of(p, options);
      List<String> locks = locks(p);
      int[] lockAt = new int[g.nodeCount];
      for (int n = 0; n < g.nodeCount; n++) {
        Command c = g.command(n);
        String lock = c == null ? null : LockDepths.lockOf(c);
        lockAt[n] = lock == null ? -1 : java.util.Collections.binarySearch(locks, lock);
      }
      long[][] touched = touched(g, lockAt, locks.size());
      ReturnDeltas now = ReturnDeltas.of(g, touched, lockAt, locks.size(), StageBudget.none());
      ReferenceReturnDeltas before = ReferenceReturnDeltas.of(g, touched, lockAt, locks.size(),
          StageBudget.none());
      assertThat(now.visits()).as("visits of %s", what).isEqualTo(before.visits());
      for (int s = 0; s < g.subnets.size(); s++) {
        for (int k = 0; k < locks.size(); k++) {
          long[] a = now.setsOf(s, k);
          assertThat(a).as("%s subnet %d lock %d", what, s, k).isEqualTo(before.setsOf(s, k));
          compared += a == null ? 0 : 1;
        }
      }
    }
    return compared;
  }

  private static List<String> locks(Program p) {
    TreeSet<String> names = new TreeSet<>();
    for (Procedure proc : p.procedures()) {
      for (Command c : proc.body()) {
        String lock = LockDepths.lockOf(c);
        if (lock != null) {
          names.add(lock);
        } else if (c instanceof Command.HoldDepth h) {
          names.add(h.lock());
        }
      }
    }
    return List.copyOf(names);
  }

  /** As {@link LockDepths}: the locks each shared subnet or a subnet it calls operates on. */
  private static long[][] touched(ControlGraph g, int[] lockAt, int lockCount) {
    int words = Math.max(1, (lockCount + 63) >>> 6);
    long[][] own = new long[g.subnets.size()][words];
    for (int n = 0; n < g.nodeCount; n++) {
      if (lockAt[n] >= 0) {
        own[g.subnetOf[n]][lockAt[n] >>> 6] |= 1L << lockAt[n];
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int n = 0; n < g.nodeCount; n++) {
        int callee = g.callee[n];
        if (callee >= 0) {
          long[] caller = own[g.subnetOf[n]];
          for (int w = 0; w < words; w++) {
            if ((caller[w] | own[callee][w]) != caller[w]) {
              caller[w] |= own[callee][w];
              changed = true;
            }
          }
        }
      }
    }
    long[][] touched = new long[g.subnets.size()][];
    for (int s = 0; s < touched.length; s++) {
      if (g.subnets.get(s).shared()) {
        touched[s] = own[s];
      }
    }
    return touched;
  }
}

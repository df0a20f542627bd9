package org.petrify.ir.pointsto;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * A counted loop that stays a loop after {@link LoopUnroller} (it has more than
 * {@link LoopUnroller#MAX_TRIPS} trips, or an inner loop) but whose number of trips is known,
 * so that the translation can count its trips with a counter instead of leaving the loop at any
 * time: {@code for (int i = 0; i < 100; i++) { t[i] = new Thread(..); t[i].start(); }} forks
 * exactly 100 threads, and a second such loop joins exactly 100.
 *
 * <p>The shape is the unroller's (see {@link LoopUnroller}): one entry, a test comparing a
 * loop variable with a known int, one definition of the variable before the loop (a known int)
 * and one in it ({@code i = i ± c}, leading straight back to the entry), so each trip's test sees
 * {@code start + k * step} and the test stays in the loop exactly {@link #trips} times in a row
 * every time control enters the loop. In addition the loop is left only by its test: no other
 * statement of the loop has a successor outside it, and no exception handler outside it from
 * which the loop can be entered again, so a counter that counts the trips and is reset when
 * the test leaves is zero again at every entry (for a method activation that is not re-entered
 * while in the loop; the caller checks that).
 * Only loops that start, submit, join or wait for threads or tasks are reported (the others
 * are left as nondeterministic loops, as before).
 *
 * @param test the loop's test (an {@code if})
 * @param stay the successor of the test inside the loop
 * @param exit the successor of the test outside the loop
 * @param trips how many times in a row the test stays in the loop
 */
public record CountedLoop(int test, int stay, int exit, int trips) {
  /** Loops with more trips than this are left nondeterministic. */
  public static final int MAX_TRIPS = 256;

  private static final Set<String> RELEVANT = Set.of("start", "join", "submit", "execute",
      "get", "fork", "invokeAll", "awaitTermination", "close", "await", "countDown");

  /** The counted loops of a method, by test statement. */
  public static Map<Integer, CountedLoop> of(MethodCode code) {
    Map<Integer, CountedLoop> out = new LinkedHashMap<>();
    LoopFinder finder = new LoopFinder(code.successors);
    finder.stmtsOnCycles();
    for (Set<Integer> scc : finder.components) {
      LoopUnroller.Shape sh = LoopUnroller.shape(code, scc, MAX_TRIPS);
      if (sh == null || !leftOnlyByTest(code, sh) || !relevant(code, scc)) {
        continue;
      }
      int[] s = code.successors[sh.h()];
      int stay = s[0] == sh.exit() ? s[1] : s[0];
      out.put(sh.h(), new CountedLoop(sh.h(), stay, sh.exit(), sh.trips()));
    }
    return out;
  }

  private static boolean leftOnlyByTest(MethodCode code, LoopUnroller.Shape sh) {
    for (int r : sh.scc()) {
      for (int s : code.successors[r]) {
        if (!sh.scc().contains(s) && r != sh.h()) {
          return false;
        }
      }
      for (int target : code.handlers(r).values()) {
        if (!sh.scc().contains(target) && reaches(code, target, sh.entry())) {
          return false;
        }
      }
    }
    return true;
  }

  /** True if statement {@code to} is reachable from {@code from} (normal and handler edges). */
  private static boolean reaches(MethodCode code, int from, int to) {
    java.util.BitSet seen = new java.util.BitSet();
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.add(from);
    seen.set(from);
    while (!work.isEmpty()) {
      int n = work.poll();
      if (n == to) {
        return true;
      }
      java.util.List<Integer> next = new java.util.ArrayList<>();
      for (int s : code.successors[n]) {
        next.add(s);
      }
      next.addAll(code.handlers(n).values());
      for (int s : next) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }

  private static boolean relevant(MethodCode code, Set<Integer> scc) {
    for (int r : scc) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(r));
      if (inv != null && RELEVANT.contains(inv.getMethodSignature().getName())) {
        return true;
      }
    }
    return false;
  }
}

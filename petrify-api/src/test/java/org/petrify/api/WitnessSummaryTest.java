package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The summary of a witness: skeleton steps kept in place, every other run counted per thread. */
class WitnessSummaryTest {
  private final List<Step> steps = new ArrayList<>();

  private void step(String thread, StepKind kind, String method, int line) {
    SourceLocation at = new SourceLocation("app." + method.substring(0, method.indexOf('.')),
        method.substring(method.indexOf('.') + 1),
        method.substring(0, method.indexOf('.')) + ".java", line, -1);
    steps.add(new Step(steps.size() + 1, thread,
        new Action(Action.Verb.RECORDED, kind.name().toLowerCase() + " " + line), at,
        "t" + steps.size(), kind, kind == StepKind.LOCK || kind == StepKind.UNLOCK ? "L" : null));
  }

  private void others(String thread, String method, int fromLine, int n) {
    for (int i = 0; i < n; i++) {
      step(thread, StepKind.OTHER, method, fromLine + i);
    }
  }

  @Test
  void aRunOfOneThreadIsOneLineWithItsCountAndLines() {
    others("main", "Main.init", 12, 29);
    step("main", StepKind.LOCK, "Main.run", 41);
    others("main", "Main.run", 42, 3);
    step("main", StepKind.UNLOCK, "Main.run", 45);
    List<WitnessLine> lines = WitnessSummary.of(steps, -1);
    assertThat(lines).extracting(WitnessLine::text).containsExactly(
        "… 29 steps by main in app.Main.init (Main.java:12-40)",
        "30. main: lock 41 at app.Main.run(Main.java:41)",
        "… 3 steps by main in app.Main.run (Main.java:42-44)",
        "34. main: unlock 45 at app.Main.run(Main.java:45)");
    WitnessLine.Summary first = (WitnessLine.Summary) lines.get(0);
    assertThat(first.first()).isEqualTo(1);
    assertThat(first.last()).isEqualTo(29);
    assertThat(first.steps()).isEqualTo(29);
  }

  @Test
  void severalMethodsAreNamedByWhereTheRunStartsAndEnds() {
    others("main", "Main.main", 3, 1);
    others("main", "Pool.init", 100, 1200);
    others("main", "Pool.add", 80, 3);
    step("main", StepKind.START, "Main.main", 5);
    assertThat(WitnessSummary.of(steps, -1).get(0).text())
        .isEqualTo("… 1,204 steps by main in 3 methods, from app.Main.main (Main.java:3) to"
            + " app.Pool.add (Pool.java:82)");
  }

  @Test
  void callsThatReturnWhereTheyStartedSaySo() {
    others("main", "Pool.add", 80, 1);
    others("main", "Pool.check", 10, 2);
    others("main", "Pool.add", 80, 1);
    assertThat(WitnessSummary.of(steps, -1).get(0).text())
        .isEqualTo("… 4 steps by main in 2 methods, from and back to app.Pool.add (Pool.java:80)");
  }

  @Test
  void interleavedThreadsGetOneLineEachAtTheirFirstStep() {
    for (int i = 0; i < 4; i++) {
      step("t1", StepKind.OTHER, "A.run", 10 + i);
      step("t2", StepKind.OTHER, "B.run", 20 + i);
    }
    step("t1", StepKind.OTHER, "A.run", 30);
    step("t2", StepKind.LOCK, "B.run", 24);
    List<WitnessLine> lines = WitnessSummary.of(steps, -1);
    assertThat(lines).extracting(WitnessLine::text).containsExactly(
        "… 5 steps by t1 in app.A.run (A.java:10-30)",
        "… 4 steps by t2 in app.B.run (B.java:20-23)",
        "10. t2: lock 24 at app.B.run(B.java:24)");
    assertThat(((WitnessLine.Summary) lines.get(0)).indices()).containsExactly(1, 3, 5, 7, 9);
  }

  @Test
  void shortRunsAndSkeletonStepsAreShownAsTheyAre() {
    step("t1", StepKind.OTHER, "A.run", 1);
    step("t2", StepKind.OTHER, "B.run", 2);
    step("t1", StepKind.OTHER, "A.run", 3);
    step("t1", StepKind.TRACKED_WRITE, "A.run", 4);
    step("t2", StepKind.WAIT, "B.run", 5);
    List<WitnessLine> lines = WitnessSummary.of(steps, -1);
    assertThat(lines).hasSize(5).allMatch(l -> l instanceof WitnessLine.Shown);
    assertThat(lines).extracting(l -> ((WitnessLine.Shown) l).step()).containsExactlyElementsOf(
        steps);
  }

  @Test
  void aRunStopsWhereTheRepeatedPartStarts() {
    others("main", "Main.main", 1, 5);
    others("main", "Main.spin", 10, 4);
    List<WitnessLine> lines = WitnessSummary.of(steps, 5);
    assertThat(lines).extracting(WitnessLine::text).containsExactly(
        "… 5 steps by main in app.Main.main (Main.java:1-5)",
        "… 4 steps by main in app.Main.spin (Main.java:10-13)");
    assertThat(WitnessSummary.loopLine(steps, 5, lines)).isEqualTo(1);
    assertThat(WitnessSummary.loopLine(steps, -1, lines)).isEqualTo(-1);
    List<WitnessLine> full = WitnessSummary.full(steps);
    assertThat(full).hasSize(9);
    assertThat(WitnessSummary.loopLine(steps, 5, full)).isEqualTo(5);
  }

  @Test
  void stepsWithoutAPositionAreCountedWithoutAPlace() {
    for (int i = 0; i < 3; i++) {
      steps.add(new Step(i + 1, "t0", new Action(Action.Verb.SKIP, null), SourceLocation.NONE,
          "t" + i));
    }
    assertThat(WitnessSummary.of(steps, -1)).extracting(WitnessLine::text)
        .containsExactly("… 3 steps by t0");
  }

  /**
   * On random witnesses: every step is on exactly one line; skeleton steps are shown, in their
   * order; no summary holds a skeleton step; two lines of one thread's summaries are never
   * adjacent without a skeleton step or another thread's line between them.
   */
  @Test
  void randomWitnessesKeepEveryStepOnce() {
    Random random = new Random(17);
    String[] threads = {"main", "t1", "t2"};
    StepKind[] kinds = StepKind.values();
    for (int round = 0; round < 500; round++) {
      steps.clear();
      int n = random.nextInt(60);
      for (int i = 0; i < n; i++) {
        StepKind kind = random.nextInt(4) == 0 ? kinds[random.nextInt(kinds.length)]
            : StepKind.OTHER;
        step(threads[random.nextInt(random.nextInt(3) + 1)], kind, "M.m" + random.nextInt(3),
            random.nextInt(50) + 1);
      }
      int loopStart = n == 0 || random.nextBoolean() ? -1 : random.nextInt(n);
      List<WitnessLine> lines = WitnessSummary.of(steps, loopStart);
      Set<Integer> covered = new HashSet<>();
      List<Step> skeletonShown = new ArrayList<>();
      int total = 0;
      for (WitnessLine l : lines) {
        total += l.steps();
        if (l instanceof WitnessLine.Shown s) {
          assertThat(covered.add(s.step().index())).isTrue();
          if (s.step().kind().isSkeleton()) {
            skeletonShown.add(s.step());
          }
        } else {
          WitnessLine.Summary sum = (WitnessLine.Summary) l;
          assertThat(sum.steps()).isGreaterThanOrEqualTo(WitnessSummary.SHORTEST);
          for (int index : sum.indices()) {
            assertThat(covered.add(index)).isTrue();
            Step s = steps.get(index - 1);
            assertThat(s.kind().isSkeleton()).isFalse();
            assertThat(s.thread()).isEqualTo(sum.thread());
            // A summary never spans the start of the repeated part.
            if (loopStart >= 0) {
              assertThat(index - 1 >= loopStart).isEqualTo(sum.first() - 1 >= loopStart);
            }
          }
        }
      }
      assertThat(total).isEqualTo(n);
      assertThat(covered).hasSize(n);
      assertThat(skeletonShown).containsExactlyElementsOf(
          steps.stream().filter(s -> s.kind().isSkeleton()).toList());
      int loopLine = WitnessSummary.loopLine(steps, loopStart, lines);
      for (int k = 0; k < lines.size(); k++) {
        int first = lines.get(k) instanceof WitnessLine.Summary s ? s.first()
            : ((WitnessLine.Shown) lines.get(k)).step().index();
        if (loopStart >= 0) {
          assertThat(first - 1 >= loopStart).isEqualTo(k >= loopLine);
        }
        if (k > 0 && lines.get(k) instanceof WitnessLine.Summary s
            && lines.get(k - 1) instanceof WitnessLine.Summary p && p.thread().equals(s.thread())
            && (loopStart < 0 || (p.first() - 1 >= loopStart) == (s.first() - 1 >= loopStart))) {
          throw new AssertionError("two adjacent summaries of " + s.thread() + ": " + lines);
        }
      }
    }
  }
}

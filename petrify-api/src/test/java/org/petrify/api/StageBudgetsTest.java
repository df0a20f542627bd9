package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

/**
 * {@link Analysis#timeout} bounds every stage (load, translate, encode, check), and the
 * progress listener hears of each.
 */
class StageBudgetsTest {
  private static final String DEADLOCK = JavaProgramTest.DEADLOCK;

  /**
   * An rb program whose net has tens of thousands of nodes: {@code threads} threads each run a
   * chain of {@code depth} procedures, each taking a lock and calling the next from two sites.
   */
  static Program lockChains(int threads, int depth) {
    StringBuilder rb = new StringBuilder("main main\nproc main {\n");
    for (int t = 0; t < threads; t++) {
      rb.append("  f").append(t).append(": fork p0 t").append(t).append('\n');
    }
    for (int t = 0; t < threads; t++) {
      rb.append("  j").append(t).append(": join t").append(t).append('\n');
    }
    rb.append("}\n");
    for (int i = 0; i < depth; i++) {
      String lock = "l" + (i % 5);
      String callee = i + 1 < depth ? "call p" + (i + 1) : "skip";
      rb.append("proc p").append(i).append(" {\n")
          .append("  a: acquire ").append(lock).append('\n')
          .append("  c: jump x y\n")
          .append("  x: ").append(callee).append('\n')
          .append("  g: goto r\n")
          .append("  y: ").append(callee).append('\n')
          .append("  r: release ").append(lock).append('\n')
          .append("}\n");
    }
    return RbParser.parse(rb.toString());
  }

  /** Ordered dining philosophers that eat forever: no deadlock, a large state space. */
  static Program philosophers(int n) {
    StringBuilder rb = new StringBuilder("main main\nproc main {\n");
    for (int t = 0; t < n; t++) {
      rb.append("  f").append(t).append(": fork phil").append(t).append(" t").append(t)
          .append('\n');
    }
    rb.append("}\n");
    for (int t = 0; t < n; t++) {
      int left = Math.min(t, (t + 1) % n);
      int right = Math.max(t, (t + 1) % n);
      rb.append("proc phil").append(t).append(" {\n")
          .append("  a: acquire fork").append(left).append('\n')
          .append("  b: acquire fork").append(right).append('\n')
          .append("  c: release fork").append(right).append('\n')
          .append("  d: release fork").append(left).append('\n')
          .append("  e: goto a\n")
          .append("}\n");
    }
    return RbParser.parse(rb.toString());
  }

  @Test
  void aTinyTimeoutEndsInTheLoadStageInconclusive() {
    Analysis a = Petrify.analyze(JavaProgramTest.classes()).mainClass(DEADLOCK);
    Report r = a.timeout(Duration.ofNanos(1)).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().startsWith("timeout of 0 ms reached in stage load");
    assertThat(r.statistics().places()).isZero();
    // The failed translation is not kept: without the timeout the same analysis decides.
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aShortTimeoutEndsInTheEncodeStageOfALargeProgram() {
    Analysis a = RbPrograms.analyze(lockChains(40, 60));
    long start = System.nanoTime();
    Report r = a.timeout(Duration.ofMillis(50)).deadlock();
    long millis = (System.nanoTime() - start) / 1_000_000L;
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().startsWith("timeout of 50 ms reached in stage encode (")
        .contains("subnets");
    assertThat(millis).isLessThan(1500);
    Report races = a.timeout(Duration.ofMillis(50)).races();
    assertThat(races.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(races.reason()).get().asString().contains("in stage encode");
  }

  @Test
  void theCheckGetsTheTimeLeftAndNamesItsStage() {
    Analysis a = RbPrograms.analyze(philosophers(14));
    a.net(); // translated once, without a deadline
    // without the skeleton: its leaf-lock rule would see that the ordered forks' critical
    // sections cannot block and decide the program without a search
    Report r = a.partialOrderReduction(false).structuralReduction(false).skeleton(false)
        .timeout(Duration.ofMillis(200)).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().startsWith("timeout of 200 ms reached in stage check (")
        .contains("places");
  }

  @Test
  void progressReportsEveryStage() {
    List<String> stages = new ArrayList<>();
    AnalysisProgress listener = new AnalysisProgress() {
      @Override
      public void onStage(String stage, String summary, long millis) {
        if (stages.isEmpty() || !stages.get(stages.size() - 1).equals(stage)) {
          stages.add(stage);
        }
      }
    };
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(DEADLOCK).progress(listener)
        .deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(stages).containsExactly("load", "translate", "encode", "check");
  }
}

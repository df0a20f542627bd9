package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.InertUses;
import org.petrify.ir.pointsto.samples.inertlib.Lib;
import org.petrify.ir.stage.StageBudget;
import org.petrify.ir.stage.StageBudgetExceededException;
import sootup.java.core.JavaSootMethod;

/**
 * The steps between points-to runs (the question {@link MixedLocks} asks of a solved analysis,
 * the closure walks of {@link InertMethods}, the choice of {@link ThreadContexts}) end with a
 * {@link StageBudgetExceededException} when they are given a budget whose deadline has passed,
 * instead of running on past it.
 */
class PointsToDeadlineTest {
  private static final String LIB = Lib.class.getPackageName() + ".";

  private static CodeBase jarCode() {
    return TestCode.codeBase(name -> name.startsWith(LIB));
  }

  private static JavaSootMethod main(CodeBase code) {
    return code.applicationClass(code.classType(InertUses.class.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals("main")).findFirst()
        .orElseThrow();
  }

  private static JavaSootMethod libMethod(CodeBase code, String name) {
    return code.applicationClass(code.classType(Lib.class.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
  }

  /** A budget whose deadline is already behind it. */
  private static StageBudget expired() throws InterruptedException {
    StageBudget budget = StageBudget.of(Duration.ofNanos(1), 0, 0, null);
    Thread.sleep(2);
    return budget;
  }

  private static void assertTimesOut(org.assertj.core.api.ThrowableAssert.ThrowingCallable c) {
    assertThatThrownBy(c).isInstanceOfSatisfying(StageBudgetExceededException.class,
        e -> assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.TIMEOUT));
  }

  @Test
  void mixedLocksStopsAtAnExpiredDeadline() throws InterruptedException {
    CodeBase code = jarCode();
    PointsToResult r = new PointsToAnalysis(code, Sensitivity.OBJECT_AND_CALL_SITE)
        .withoutThreadContexts().run(main(code));
    InertMethods inert = new InertMethods(code);
    assertThat(inert.isInert(libMethod(code, "measure"))).isTrue();
    // the same question without a deadline answers
    assertThat(new MixedLocks(r, inert).mixing()).isNotNull();
    StageBudget budget = expired();
    assertTimesOut(() -> new MixedLocks(r, inert, budget).mixing());
  }

  @Test
  void anInertClosureWalkStopsAtAnExpiredDeadline() throws InterruptedException {
    CodeBase code = jarCode();
    StageBudget budget = expired();
    InertMethods inert = new InertMethods(code, Set.of(), budget);
    assertTimesOut(() -> inert.isQuiet(libMethod(code, "viaMonitor")));
  }

  @Test
  void theChoiceOfThreadedMethodsStopsAtAnExpiredDeadline() throws InterruptedException {
    CodeBase code = jarCode();
    PointsToResult r = new PointsToAnalysis(code, Sensitivity.OBJECT_AND_CALL_SITE)
        .withoutThreadContexts().run(main(code));
    assertThat(ThreadContexts.threadedMethods(r, StageBudget.none())).isNotNull();
    StageBudget budget = expired();
    assertTimesOut(() -> ThreadContexts.threadedMethods(r, budget));
  }

  @Test
  void theWholeAnalysisStopsAtAnExpiredDeadline() throws InterruptedException {
    CodeBase code = jarCode();
    StageBudget budget = expired();
    assertTimesOut(() -> new PointsToAnalysis(code, Sensitivity.OBJECT_AND_CALL_SITE, budget)
        .run(main(code)));
  }
}

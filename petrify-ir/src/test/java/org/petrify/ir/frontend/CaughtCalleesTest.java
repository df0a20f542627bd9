package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CalleeThrowSamples;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * The callees whose implicit exceptions are followed out of them ({@link CaughtCallees}): only
 * those every call of which is a direct call under a handler or in such a callee; their
 * exceptions count in {@link ThrowAnalysis}, and only closed ones drop the caveats.
 */
class CaughtCalleesTest {

  private static PointsToResult analyse(Class<?> main) {
    CodeBase code = new CodeBase(new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        RbDump.testClasses().toString(), SourceType.Application))),
        new JavaView(List.of(new JrtFileSystemAnalysisInputLocation())), Map.of());
    var method = code.applicationClass(code.classType(main.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals("main")).findFirst()
        .orElseThrow();
    return new PointsToAnalysis(code, PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE)
        .run(method);
  }

  private static List<MethodInstance> instances(PointsToResult pts, String name) {
    List<MethodInstance> out = pts.reachable().stream()
        .filter(mi -> mi.method().getName().equals(name)).toList();
    assertThat(out).as(name).isNotEmpty();
    return out;
  }

  @Test
  void onlyCalleesCalledUnderAHandlerOrFromSuchCalleesAreFollowed() {
    PointsToResult pts = analyse(CalleeThrowSamples.class);
    NullnessRoutes nullness = new NullnessRoutes(pts);
    CaughtCallees caught = new CaughtCallees(pts, nullness);
    assertThat(instances(pts, "outer")).allMatch(caught::contains);
    assertThat(instances(pts, "inner")).allMatch(caught::contains);
    assertThat(instances(pts, "outer")).allMatch(caught::closed);
    assertThat(instances(pts, "inner")).allMatch(caught::closed);
    // main, the thread body, a callee also called with no handler, a library call-back
    assertThat(instances(pts, "main")).noneMatch(caught::contains);
    assertThat(pts.reachable().stream().filter(mi -> mi.method().getName().startsWith("lambda$")))
        .noneMatch(caught::contains);
    assertThat(instances(pts, "called")).noneMatch(caught::contains);
    // parseInt throws exactly NumberFormatException (KnownFailures): followed, and closed
    assertThat(instances(pts, "parse")).allMatch(caught::contains)
        .allMatch(caught::closed);
  }

  @Test
  void theFollowedExceptionsCountAmongWhatTheCalleeThrows() {
    PointsToResult pts = analyse(CalleeThrowSamples.class);
    NullnessRoutes nullness = new NullnessRoutes(pts);
    ThrowAnalysis with = new ThrowAnalysis(pts, nullness, new CaughtCallees(pts, nullness));
    ThrowAnalysis without = new ThrowAnalysis(pts, nullness);
    for (MethodInstance mi : instances(pts, "outer")) {
      assertThat(with.thrownTypes(mi)).contains("java.lang.ArithmeticException");
      assertThat(without.mayThrow(mi)).isFalse();
    }
    for (MethodInstance mi : instances(pts, "parse")) {
      assertThat(with.thrownTypes(mi)).contains("java.lang.NumberFormatException")
          .doesNotContain("java.lang.RuntimeException");
    }
    for (MethodInstance mi : instances(pts, "shared")) {
      assertThat(with.mayThrow(mi)).isFalse();
    }
  }

  @Test
  void aDivisionInACalleeOfPThrowsBeforeItsEffects() {
    PointsToResult pts = analyse(CalleeThrowSamples.class);
    CaughtCallees caught = new CaughtCallees(pts, new NullnessRoutes(pts));
    for (MethodInstance mi : instances(pts, "inner")) {
      MethodCode body = pts.body(mi);
      boolean divides = false;
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i).toString().contains(" / ")) {
          divides = true;
          assertThat(caught.implicitTypes(mi, i)).contains("java.lang.ArithmeticException");
        }
      }
      assertThat(divides).isTrue();
    }
    for (MethodInstance mi : instances(pts, "shared")) {
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        assertThat(caught.implicitTypes(mi, i)).isEmpty();
      }
    }
  }
}

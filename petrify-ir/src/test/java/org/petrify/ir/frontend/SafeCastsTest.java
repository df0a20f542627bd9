package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CastSamples;
import org.petrify.ir.frontend.samples.ErasedValueSamples;
import org.petrify.ir.frontend.samples.SpareContainerSamples;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * Casts that cannot fail ({@link SafeCasts}): every method of {@link CastSamples} named
 * {@code safe...} has only such casts, every one named {@code unsafe...} has a cast that keeps
 * its {@code ClassCastException}; and the rule decides nothing about containers when they are
 * not trusted.
 */
class SafeCastsTest {

  /** The points-to result of a sample class's {@code main} (object and call-site sensitive). */
  static PointsToResult analyse(Class<?> main) {
    CodeBase code = new CodeBase(new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        RbDump.testClasses().toString(), SourceType.Application))),
        new JavaView(List.of(new JrtFileSystemAnalysisInputLocation())), Map.of());
    var method = code.applicationClass(code.classType(main.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals("main")).findFirst()
        .orElseThrow();
    return new PointsToAnalysis(code, PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE)
        .run(method);
  }

  /** Per reachable sample method, whether each of its reference casts cannot fail. */
  private static void check(PointsToResult pts, SafeCasts casts, boolean trusted) {
    int safe = 0;
    int unsafe = 0;
    for (MethodInstance mi : pts.reachable()) {
      String name = mi.method().getName();
      if (!mi.method().getDeclaringClassType().getFullyQualifiedName()
          .equals(CastSamples.class.getName()) || !name.matches("(safe|unsafe).*")) {
        continue;
      }
      MethodCode body = pts.body(mi);
      boolean anyUnsafe = false;
      int found = 0;
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a && a.getRightOp() instanceof JCastExpr) {
          found++;
          boolean proved = casts.cannotFail(mi, body, i);
          anyUnsafe |= !proved;
          if (name.startsWith("safe") && trusted) {
            assertThat(proved).as(name + ": " + body.stmt(i)).isTrue();
          }
        }
      }
      assertThat(found).as(name).isPositive();
      if (name.startsWith("unsafe")) {
        assertThat(anyUnsafe).as(name).isTrue();
        unsafe++;
      } else {
        safe++;
        if (!trusted && name.equals("safeTake")) {
          assertThat(anyUnsafe).as(name + " untrusted").isTrue();
        }
      }
    }
    assertThat(safe).isEqualTo(8);
    assertThat(unsafe).isEqualTo(9);
  }

  @Test
  void castsOfKnownTypesCannotFailAndOthersKeepTheirException() {
    PointsToResult pts = analyse(CastSamples.class);
    check(pts, SafeCasts.of(pts), true);
  }

  @Test
  void untrustedContainersProveNoElementRead() {
    PointsToResult pts = analyse(CastSamples.class);
    check(pts, new SafeCasts(pts, false), false);
  }

  @Test
  void theImplicitExceptionsOfASafeCastHaveNoClassCastException() {
    PointsToResult pts = analyse(CastSamples.class);
    NullnessRoutes nullness = new NullnessRoutes(pts);
    SafeCasts casts = SafeCasts.of(pts);
    for (MethodInstance mi : pts.reachable()) {
      if (!mi.method().getName().equals("safeTake")) {
        continue;
      }
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a && a.getRightOp() instanceof JCastExpr) {
          assertThat(ImplicitExceptions.typesAt(pts, nullness, casts, mi, body, i))
              .doesNotContain("java.lang.ClassCastException");
          assertThat(ImplicitExceptions.typesAt(pts, nullness, new SafeCasts(pts, false), mi,
              body, i)).contains("java.lang.ClassCastException");
        }
      }
    }
  }

  @Test
  void anInsertionOnAnUnknownReceiverCountsIntoEveryContainerOfItsClass() {
    assertThat(provedCasts(SpareContainerSamples.class)).containsExactlyInAnyOrderEntriesOf(
        Map.of("safeAfterSpareEntry", true, "unsafeAfterSpareString", false));
  }

  @Test
  void erasedFieldsResultsAndParametersAreBoundedByWhatTheProgramWrites() {
    assertThat(provedCasts(ErasedValueSamples.class)).containsExactlyInAnyOrderEntriesOf(
        Map.of("safeCellRead", true, "unsafeRawWrite", false, "unsafeCallBack", false,
            "unsafeUpdated", false));
  }

  /** Per sample method named {@code safe...} or {@code unsafe...}, whether its cast is proved. */
  private static Map<String, Boolean> provedCasts(Class<?> sample) {
    PointsToResult pts = analyse(sample);
    SafeCasts casts = SafeCasts.of(pts);
    return perSampleMethod(pts, (mi, body, i) -> body.stmt(i) instanceof JAssignStmt a
        && a.getRightOp() instanceof JCastExpr ? casts.cannotFail(mi, body, i) : null);
  }

  /** A judgement of statement {@code i}, or null for a statement that is not judged. */
  @FunctionalInterface
  interface StatementJudge {
    Boolean judge(MethodInstance mi, MethodCode body, int i);
  }

  /**
   * Per reachable method named {@code safe...} or {@code unsafe...}, the judgement of its last
   * judged statement.
   */
  static Map<String, Boolean> perSampleMethod(PointsToResult pts, StatementJudge judge) {
    Map<String, Boolean> out = new java.util.TreeMap<>();
    for (MethodInstance mi : pts.reachable()) {
      String name = mi.method().getName();
      if (!name.matches("(safe|unsafe).*")) {
        continue;
      }
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        Boolean verdict = judge.judge(mi, body, i);
        if (verdict != null) {
          out.put(name, verdict);
        }
      }
    }
    return out;
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FailureSamples;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * JDK calls whose unchecked exceptions are exactly known ({@link KnownFailures}, {@link
 * LibraryFacts#failures}): the rows match by parameter types, an instance row only on receivers
 * of its classes, and {@link ImplicitExceptions#typesAt} throws the row's classes instead of any
 * {@code RuntimeException}.
 */
class KnownFailuresTest {

  @Test
  void rowsMatchOverloadsByTheirParameters() {
    assertThat(LibraryFacts.failures("java.lang.Integer", "parseInt",
        List.of("java.lang.String")).thrown()).containsExactly("java.lang.NumberFormatException");
    assertThat(LibraryFacts.failures("java.lang.Integer", "valueOf",
        List.of("java.lang.String")).thrown()).containsExactly("java.lang.NumberFormatException");
    assertThat(LibraryFacts.failures("java.lang.Integer", "valueOf", List.of("int"))).isNull();
    assertThat(LibraryFacts.failures("java.lang.Integer", "parseInt",
        List.of("java.lang.CharSequence", "int", "int", "int"))).isNull();
    assertThat(LibraryFacts.failures("java.util.List", "get", List.of("int")).receivers())
        .contains("java.util.ArrayList").doesNotContain("java.util.List");
    assertThat(LibraryFacts.failures("java.util.List", "remove", List.of("java.lang.Object")))
        .isNull();
  }

  @Test
  void onlyCallsWithAKnownRowAndReceiverThrowTheRowsClasses() {
    CodeBase code = new CodeBase(new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        RbDump.testClasses().toString(), SourceType.Application))),
        new JavaView(List.of(new JrtFileSystemAnalysisInputLocation())), Map.of());
    var method = code.applicationClass(code.classType(FailureSamples.class.getName()))
        .orElseThrow().getMethods().stream().filter(m -> m.getName().equals("main"))
        .findFirst().orElseThrow();
    PointsToResult pts = new PointsToAnalysis(code,
        PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE).run(method);
    NullnessRoutes nullness = new NullnessRoutes(pts);
    List<String> seen = new ArrayList<>();
    for (MethodInstance mi : pts.reachable()) {
      String name = mi.method().getName();
      if (!name.startsWith("known") && !name.startsWith("unknown")) {
        continue;
      }
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        if (MethodCode.invokeOf(body.stmt(i)) == null) {
          continue;
        }
        List<String> known = KnownFailures.at(pts, mi, body, i);
        List<String> types = ImplicitExceptions.typesAt(pts, nullness, SafeCasts.of(pts), mi,
            body, i);
        if (name.startsWith("known")) {
          assertThat(known).as(name).isNotNull();
          assertThat(types).as(name).containsAll(known)
              .doesNotContain("java.lang.RuntimeException");
        } else {
          assertThat(known).as(name).isNull();
          assertThat(types).as(name).contains("java.lang.RuntimeException");
        }
        seen.add(name);
      }
    }
    assertThat(seen).contains("knownParse", "knownValueOfText", "knownPlainListGet",
        "unknownViewGet");
  }
}

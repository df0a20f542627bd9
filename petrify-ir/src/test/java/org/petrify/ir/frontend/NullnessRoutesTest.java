package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CollectionViews;
import org.petrify.ir.frontend.samples.ComputedValues;
import org.petrify.ir.frontend.samples.GuardCheckedStart;
import org.petrify.ir.frontend.samples.GuardCheckedStartNull;
import org.petrify.ir.frontend.samples.PublishedStates;
import org.petrify.ir.frontend.samples.QueueHeads;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * The interprocedural nullness rule where it decides exception routes ({@link NullnessRoutes}):
 * a {@code checkNotNull} whose every call site passes a non-null value (through parameters and
 * lambda captures) does not throw in {@link ThrowAnalysis}; one called with a value that may be
 * null, or with a null field, does.
 */
class NullnessRoutesTest {
  private static CodeBase code;

  private static synchronized PointsToResult analyse(Class<?> main) {
    if (code == null) {
      code = new CodeBase(new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
          RbDump.testClasses().toString(), SourceType.Application))),
          new JavaView(List.of(new JrtFileSystemAnalysisInputLocation())), Map.of());
    }
    var method = code.applicationClass(code.classType(main.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals("main")).findFirst()
        .orElseThrow();
    return new PointsToAnalysis(code, PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE)
        .run(method);
  }

  private static List<MethodInstance> instances(PointsToResult pts, String name) {
    return pts.reachable().stream().filter(mi -> mi.method().getName().equals(name)).toList();
  }

  @Test
  void checksOfNonNullArgumentsDoNotThrowOthersDo() {
    PointsToResult pts = analyse(GuardCheckedStart.class);
    NullnessRoutes routes = new NullnessRoutes(pts);
    ThrowAnalysis throwing = new ThrowAnalysis(pts, routes);
    List<MethodInstance> checks = instances(pts, "checkNotNull");
    assertThat(checks).hasSize(3);
    for (MethodInstance mi : checks) {
      boolean fromDecorate = mi.context().name().contains("decorate");
      assertThat(throwing.mayThrow(mi)).as(mi.toString()).isEqualTo(!fromDecorate);
    }
    assertThat(instances(pts, "decorate")).allMatch(mi -> !throwing.mayThrow(mi));
    // the same analysis with no nullness facts: every check may throw
    assertThat(checks).allMatch(mi -> new ThrowAnalysis(pts, new NullnessRoutes(pts) {
      @Override
      int[] successors(MethodInstance m, MethodCode body, int i) {
        return body.successors(i);
      }
    }).mayThrow(mi));
  }

  @Test
  void aNullFieldMakesTheCheckThrow() {
    PointsToResult pts = analyse(GuardCheckedStartNull.class);
    ThrowAnalysis throwing = new ThrowAnalysis(pts, new NullnessRoutes(pts));
    assertThat(instances(pts, "decorate")).isNotEmpty().allMatch(throwing::mayThrow);
  }

  @Test
  void lambdaParametersGetTheCapturedValues() {
    PointsToResult pts = analyse(GuardCheckedStart.class);
    NullnessRoutes routes = new NullnessRoutes(pts);
    // decorate's lambda: command -> executor.execute(command), executor captured
    List<MethodInstance> bodies = pts.reachable().stream()
        .filter(mi -> mi.method().getName().startsWith("lambda$decorate$")).toList();
    assertThat(bodies).isNotEmpty();
    for (MethodInstance mi : bodies) {
      List<ArgumentSite> sites = pts.argumentSites(mi);
      assertThat(sites).isNotEmpty().allMatch(s -> s.captured() != null && s.size() == 2);
      MethodCode body = pts.body(mi);
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JIdentityStmt id) {
          assertThat(routes.nonNull(mi, id.getLeftOp())).as(id.toString()).isTrue();
        }
      }
    }
  }

  @Test
  void headsOfQueuesThatRejectNullAreNonNull() {
    PointsToResult pts = analyse(QueueHeads.class);
    assertThat(resultsOfMain(pts, List.of("take", "remove", "poll"), (main, i, inv) ->
        inv.getMethodSignature().getName() + "@"
            + pts.pointsTo(main, i, inv.getBase()).get(0).type())).containsExactly(
        Map.entry("take@java.util.concurrent.LinkedBlockingQueue", true),
        Map.entry("remove@java.util.concurrent.LinkedBlockingQueue", true),
        Map.entry("remove@java.util.LinkedList", false),
        Map.entry("poll@java.util.concurrent.LinkedBlockingQueue", false));
  }

  @Test
  void valuesComputedByFunctionsThatNeverGiveNullAreNonNull() {
    PointsToResult pts = analyse(ComputedValues.class);
    assertThat(resultsOfMain(pts, List.of("computeIfAbsent", "computeIfPresent", "merge"),
        (main, i, inv) -> ((sootup.core.jimple.common.constant.StringConstant) inv.getArg(0))
            .getValue())).containsExactly(
        Map.entry("a", true), Map.entry("b", true), Map.entry("c", true), Map.entry("d", true),
        Map.entry("e", false), Map.entry("f", false), Map.entry("g", false),
        Map.entry("h", false));
  }

  @Test
  void iteratorsAndViewsOfJdkCollectionsAreNonNull() {
    PointsToResult pts = analyse(CollectionViews.class);
    assertThat(resultsOfMain(pts, List.of("iterator", "entrySet"), (main, i, inv) ->
        inv.getMethodSignature().getName() + "@"
            + pts.pointsTo(main, i, inv.getBase()).get(0).type())).containsExactly(
        Map.entry("iterator@java.util.ArrayList", true),
        Map.entry("iterator@" + CollectionViews.OddList.class.getName(), false),
        Map.entry("entrySet@java.util.HashMap", true));
  }

  @Test
  void safelyPublishedFieldsSetByConstructorsAreNonNull() {
    PointsToResult pts = analyse(PublishedStates.class);
    MethodInstance main = instances(pts, "main").get(0);
    MethodCode body = pts.body(main);
    NonNullLocals nonNull = new NonNullLocals(pts);
    Map<String, Boolean> reads = new java.util.LinkedHashMap<>();
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof sootup.core.jimple.common.stmt.JAssignStmt a
          && a.getLeftOp() instanceof sootup.core.jimple.common.Local l
          && a.getRightOp() instanceof sootup.core.jimple.common.ref.JFieldRef f
          && !f.getFieldSignature().getName().equals("LIST")) {
        String owner = f.getFieldSignature().getDeclClassType().getClassName();
        reads.put(owner.substring(owner.indexOf('$') + 1) + "." + f.getFieldSignature()
            .getName(), nonNull.isNonNull(main, l));
      }
    }
    assertThat(reads).containsExactlyInAnyOrderEntriesOf(Map.of("State.RUNNING", true,
        "PublishedStates.handed", false, "Listed.state", true, "Handed.state", true,
        "PublishedStates.racy", false, "Racy.state", false, "Forgotten.state", false,
        "Escaping.state", false, "Limits.DISABLED", true, "Limits.EARLY", false));
  }

  /** Names a call of {@code main} whose result is assigned to a local. */
  private interface CallName {
    String of(MethodInstance main, int i,
        sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr inv);
  }

  /**
   * For each instance call of {@code main} to one of {@code methods} whose result is assigned
   * to a local, in statement order: its name and whether {@link NonNullLocals} finds the local
   * non-null.
   */
  private static Map<String, Boolean> resultsOfMain(PointsToResult pts, List<String> methods,
      CallName name) {
    MethodInstance main = instances(pts, "main").get(0);
    MethodCode body = pts.body(main);
    NonNullLocals nonNull = new NonNullLocals(pts);
    Map<String, Boolean> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof sootup.core.jimple.common.stmt.JAssignStmt a
          && a.getLeftOp() instanceof sootup.core.jimple.common.Local l
          && a.getRightOp() instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr
              inv && methods.contains(inv.getMethodSignature().getName())) {
        out.put(name.of(main, i, inv), nonNull.isNonNull(main, l));
      }
    }
    return out;
  }
}

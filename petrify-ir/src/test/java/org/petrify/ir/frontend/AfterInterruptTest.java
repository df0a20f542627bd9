package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.AfterInterruptSamples;
import org.petrify.ir.frontend.samples.CheckedHandlerSamples;
import org.petrify.ir.frontend.samples.ExceptionFlowSamples;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.model.SourceType;
import sootup.core.types.ClassType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * The statements that run only in handlers of an interrupt, computed once per body ({@link
 * InterruptibleWaits#onlyAfterInterrupt(MethodCode, Set)}), are exactly those the
 * per-statement definition (kept below as it was: three reachability passes per statement,
 * quadratic per body when asked for every statement) gives.
 */
class AfterInterruptTest {
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

  @Test
  void oncePerBodyEqualsThePerStatementDefinition() {
    int bodies = 0;
    int afterInterrupt = 0;
    for (Class<?> main : List.of(CheckedHandlerSamples.NeverInterrupted.class,
        CheckedHandlerSamples.Interrupted.class, CheckedHandlerSamples.SubclassInterrupted.class,
        ExceptionFlowSamples.Interrupted.class, ExceptionFlowSamples.NotInterrupted.class,
        AfterInterruptSamples.class)) {
      PointsToResult pts = analyse(main);
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        bodies++;
        for (Set<String> causes : List.of(Set.of(InterruptibleWaits.INTERRUPTED),
            Set.of(InterruptibleWaits.INTERRUPTED, BarrierBreaks.BROKEN))) {
          BitSet once = InterruptibleWaits.onlyAfterInterrupt(body, causes);
          for (int i = 0; i < body.size(); i++) {
            assertThat(once.get(i)).as(mi + " statement " + i)
                .isEqualTo(reference(body, i, causes));
            assertThat(InterruptibleWaits.onlyAfterInterrupt(body, i, causes))
                .isEqualTo(once.get(i));
          }
          assertThat(once.length()).isLessThanOrEqualTo(body.size());
          afterInterrupt += once.cardinality();
        }
      }
    }
    assertThat(bodies).isGreaterThan(10);
    assertThat(afterInterrupt).as("statements in interrupt handlers").isPositive();
  }

  /** The per-statement definition as it was before the set was computed once per body. */
  private static boolean reference(MethodCode body, int i, Set<String> causes) {
    Set<Integer> interrupted = new HashSet<>();
    Set<Integer> other = new HashSet<>();
    Set<Integer> normal = reach(body, List.of(0));
    for (int s = 0; s < body.size(); s++) {
      for (Map.Entry<ClassType, Integer> h : body.handlers(s).entrySet()) {
        if (causes.contains(h.getKey().getFullyQualifiedName())) {
          interrupted.add(h.getValue());
        } else {
          other.add(h.getValue());
        }
      }
    }
    return !normal.contains(i) && !reach(body, other).contains(i)
        && reach(body, interrupted).contains(i);
  }

  private static Set<Integer> reach(MethodCode body, Collection<Integer> from) {
    Set<Integer> seen = new HashSet<>();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int f : from) {
      if (f >= 0 && seen.add(f)) {
        work.add(f);
      }
    }
    while (!work.isEmpty()) {
      for (int n : body.successors(work.poll())) {
        if (n >= 0 && seen.add(n)) {
          work.add(n);
        }
      }
    }
    return seen;
  }
}

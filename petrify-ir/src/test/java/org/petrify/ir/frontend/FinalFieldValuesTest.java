package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.samples.FinalIdChecked;
import org.petrify.ir.frontend.samples.FinalIdDelegated;
import org.petrify.ir.frontend.samples.FinalIdEscapes;
import org.petrify.ir.frontend.samples.FinalIdLeakOnThrow;
import org.petrify.ir.frontend.samples.FinalIdMixed;
import org.petrify.ir.frontend.samples.FinalIdOrder;
import org.petrify.ir.frontend.samples.FinalIdOrderSame;
import org.petrify.ir.frontend.samples.RecordAccessorOrder;
import org.petrify.ir.frontend.samples.RecordAccessorReversed;
import org.petrify.ir.frontend.samples.RecordOrder;
import org.petrify.ir.frontend.samples.RecordOrderReversed;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.RbInterpreter;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * Values of final fields per allocation site ({@link FinalFieldValues}): samples decided by the
 * rb interpreter (each fixed program with its twin that really deadlocks), and the guards: a
 * field read before its constructor writes it, and a read whose base may hold objects with
 * different values.
 */
class FinalFieldValuesTest {
  private static final String P = "org.petrify.ir.frontend.samples.";

  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    RbInterpreter.Answer a = RbInterpreter.of(r.program()).explore(200_000).deadlock();
    if (Boolean.getBoolean("finals.dump")) {
      System.out.println(RbDump.dump(r.program()));
    }
    return a;
  }

  @Test
  void locksOrderedByAFinalIdPerAllocationSite() {
    assertThat(deadlock(FinalIdOrder.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(FinalIdOrderSame.class)).isEqualTo(RbInterpreter.Answer.YES);
    PointsToResult pts = analyse(FinalIdOrder.class);
    Map<AbstractObject, Set<LocalValue>> ids = new FinalFieldValues(pts,
        new ApplicationFields(pts)).values().get(new FieldKey(P + "FinalIdOrder$Account", "id"));
    assertThat(ids).isNotNull();
    assertThat(ids.values()).containsExactlyInAnyOrder(Set.of(new LocalValue.Int(1)),
        Set.of(new LocalValue.Int(2)));
  }

  @Test
  void anEnumSetThroughADelegatingConstructor() {
    PointsToResult pts = analyse(FinalIdDelegated.class);
    Map<FieldKey, Map<AbstractObject, Set<LocalValue>>> v =
        new FinalFieldValues(pts, new ApplicationFields(pts)).values();
    assertThat(v.get(new FieldKey(P + "FinalIdDelegated$Snapshot", "state")).values())
        .containsOnly(Set.of(new LocalValue.EnumConstant(P + "FinalIdDelegated$State",
            "RUNNING")));
    assertThat(v.get(new FieldKey(P + "FinalIdDelegated$Snapshot", "stopping")).values())
        .containsOnly(Set.of(new LocalValue.Int(0)));
    assertThat(deadlock(FinalIdDelegated.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aReadOfObjectsWithDifferentValuesStaysUnknown() {
    assertThat(deadlock(FinalIdMixed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aRecordComponentDecidesABranch() {
    assertThat(deadlock(RecordOrder.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(RecordOrderReversed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aRecordComponentReadThroughItsAccessor() {
    assertThat(deadlock(RecordAccessorOrder.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(RecordAccessorReversed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Fails without the escape guard: check(this) reads the id as 0 before the write. */
  @Test
  void aFieldReadBeforeItsConstructorWritesItDoesNotQualify() {
    assertThat(deadlock(FinalIdEscapes.class)).isEqualTo(RbInterpreter.Answer.YES);
    PointsToResult pts = analyse(FinalIdEscapes.class);
    assertThat(new FinalFieldValues(pts, new ApplicationFields(pts)).values())
        .doesNotContainKey(new FieldKey(P + "FinalIdEscapes$Account", "id"));
  }

  @Test
  void aConstructorThatChecksBeforeItsWrite() {
    assertThat(deadlock(FinalIdChecked.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /** Fails if only the paths that reach the write are checked for an escape of this. */
  @Test
  void aFieldLeakedOnAPathThatThrowsDoesNotQualify() {
    assertThat(deadlock(FinalIdLeakOnThrow.class)).isEqualTo(RbInterpreter.Answer.YES);
    PointsToResult pts = analyse(FinalIdLeakOnThrow.class);
    assertThat(new FinalFieldValues(pts, new ApplicationFields(pts)).values())
        .doesNotContainKey(new FieldKey(P + "FinalIdLeakOnThrow$Account", "id"));
  }

  private static PointsToResult analyse(Class<?> main) {
    JavaView app = new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        RbDump.testClasses().toString(), SourceType.Application)));
    JavaView jdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation()));
    CodeBase code = new CodeBase(app, jdk, Map.of());
    JavaSootMethod m = code.applicationClass(code.classType(main.getName())).orElseThrow()
        .getMethods().stream().filter(x -> x.getName().equals("main")).findFirst()
        .orElseThrow();
    return new PointsToAnalysis(code, PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE).run(m);
  }
}

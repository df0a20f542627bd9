package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SingletonDuringInit;
import org.petrify.ir.frontend.samples.SingletonState;
import org.petrify.ir.frontend.samples.SingletonStateWrong;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * Singletons non-null after their class's initialisation ({@link StaticSingletons}) and the
 * reference domain that names them ({@link SingletonIdentities}): samples decided by the rb
 * interpreter, a read during the class's own initialisation that must stay unknown, and the
 * identity and write rules of the domain.
 */
class SingletonIdentitiesTest {
  private static final String P = "org.petrify.ir.frontend.samples.";

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  @Test
  void aStateOfNamedSingletonsIsTrackedAndDecided() {
    FrontendResult r = RbDump.translate(SingletonState.class);
    Variable state = r.program().variables().stream()
        .filter(v -> v.name().endsWith(".state")).findFirst().orElseThrow();
    // only DONE is compared by identity: IDLE and RUNNING are "nonnull" (none of the named)
    assertThat(state.values()).containsExactly("null", "nonnull", P + "SingletonState.DONE");
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aRealWaitForAnotherSingletonStaysADeadlock() {
    FrontendResult r = RbDump.translate(SingletonStateWrong.class);
    assertThat(r.program().variables()).anyMatch(v -> v.name().endsWith(".state"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aReadDuringItsClassInitialisationIsNotTakenNonNull() {
    PointsToResult pts = analyse(SingletonDuringInit.class);
    NonNullLocals nn = new NonNullLocals(pts);
    String key = P + "SingletonDuringInit.READY";
    assertThat(nn.isNonNullStatic(key)).isTrue();
    assertThat(readInto(pts, nn, "record")).as("READY read by record(), run by <clinit>")
        .isFalse();
    assertThat(readInto(pts, nn, "main")).as("READY read by main, after initialisation")
        .isTrue();
    FrontendResult r = RbDump.translate(SingletonDuringInit.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void identityOfNamedSingletons() {
    LocalValue a = new LocalValue.Singleton("C.A");
    LocalValue b = new LocalValue.Singleton("C.B");
    LocalValue notA = new LocalValue.Other(List.of("C.A"));
    LocalValue some = new LocalValue.NonNull();
    LocalValue nul = new LocalValue.Null();
    assertThat(SingletonIdentities.same(a, a)).isTrue();
    assertThat(SingletonIdentities.same(a, b)).isFalse();
    assertThat(SingletonIdentities.same(a, notA)).isFalse();
    assertThat(SingletonIdentities.same(notA, b)).isNull();
    assertThat(SingletonIdentities.same(a, some)).isNull();
    assertThat(SingletonIdentities.same(nul, a)).isFalse();
    assertThat(SingletonIdentities.same(nul, nul)).isTrue();
    assertThat(SingletonIdentities.same(some, notA)).isNull();
  }

  @Test
  void writesKeepTheDomainExactOrChoose() {
    List<String> domain = SingletonIdentities.domain(List.of("C.A", "C.B"));
    assertThat(domain).containsExactly("null", "nonnull", "C.A", "C.B");
    assertThat(SingletonIdentities.written(domain, new LocalValue.Singleton("C.A")))
        .containsExactly("C.A");
    // a named singleton the field cannot hold is another object: nonnull
    assertThat(SingletonIdentities.written(domain, new LocalValue.Singleton("C.Z")))
        .containsExactly("nonnull");
    assertThat(SingletonIdentities.written(domain, new LocalValue.Other(List.of("C.A", "C.B"))))
        .containsExactly("nonnull");
    assertThat(SingletonIdentities.written(domain, new LocalValue.Other(List.of("C.A"))))
        .containsExactly("nonnull", "C.B");
    assertThat(SingletonIdentities.written(domain, new LocalValue.NonNull()))
        .containsExactly("nonnull", "C.A", "C.B");
    assertThat(SingletonIdentities.written(domain, new LocalValue.Null())).containsExactly("null");
    assertThat(SingletonIdentities.written(domain, new LocalValue.Int(1))).isNull();
    assertThat(SingletonIdentities.local(domain, "nonnull"))
        .isEqualTo(new LocalValue.Other(List.of("C.B", "C.A")));
    assertThat(SingletonIdentities.local(List.of("null", "nonnull"), "nonnull"))
        .isEqualTo(new LocalValue.NonNull());
  }

  /** True if the local that {@code method} of the sample reads READY into is non-null. */
  private static boolean readInto(PointsToResult pts, NonNullLocals nn, String method) {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null || !mi.method().getName().equals(method)
          || !mi.method().getDeclaringClassType().getClassName().equals("SingletonDuringInit")) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && a.getRightOp() instanceof JStaticFieldRef f
            && f.getFieldSignature().getName().equals("READY")) {
          return nn.isNonNull(mi, l);
        }
      }
    }
    throw new AssertionError("no read of READY in " + method);
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

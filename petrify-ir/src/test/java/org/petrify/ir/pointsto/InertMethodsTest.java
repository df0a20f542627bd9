package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.InertUses;
import org.petrify.ir.pointsto.samples.inertlib.Lib;

/** Library methods analysed in one context, and those that keep theirs. */
class InertMethodsTest {
  private static final String LIB = Lib.class.getPackageName() + ".";
  private static final String U = InertUses.class.getName();

  private static PointsToResult analyse(boolean libraryFromJar) {
    CodeBase code = TestCode.codeBase(name -> libraryFromJar && name.startsWith(LIB));
    JavaSootMethodFinder main = new JavaSootMethodFinder(code);
    return new PointsToAnalysis(code, Sensitivity.OBJECT_AND_CALL_SITE).run(main.main());
  }

  private static List<MethodInstance> instances(PointsToResult r, String method) {
    return r.reachable().stream().filter(mi -> mi.method().getName().equals(method)
        && mi.method().getDeclaringClassType().getFullyQualifiedName().startsWith(LIB)).toList();
  }

  private static List<String> names(PointsToResult r, String field) {
    return r.pointsToStatic(U + "." + field).stream().map(AbstractObject::name).toList();
  }

  @Test
  void aQuietJarMethodReachedFromTwoReceiversHasOneInstance() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "measure")).singleElement()
        .satisfies(mi -> assertThat(mi.context().isEmpty()).isTrue());
    assertThat(instances(analyse(false), "measure")).hasSize(2);
  }

  @Test
  void aJarMethodWithAMonitorInItsClosureKeepsAnInstancePerReceiver() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "viaMonitor")).hasSize(2);
    assertThat(instances(r, "guarded")).hasSize(2);
  }

  @Test
  void aJarMethodCallingAnObjectMethodOverriddenWithAMonitorKeepsItsContexts() {
    assertThat(instances(analyse(true), "render")).hasSize(2);
  }

  @Test
  void aJarMethodDecidingOnAReferenceArgumentKeepsAnInstancePerCallSite() {
    assertThat(instances(analyse(true), "positive")).hasSize(2);
  }

  @Test
  void aJarGetterOfLocksKeepsTheLocksOfItsCallersApart() {
    PointsToResult r = analyse(true);
    List<String> a = names(r, "lockA");
    List<String> b = names(r, "lockB");
    assertThat(a).hasSize(1);
    assertThat(b).hasSize(1);
    assertThat(a).doesNotContainAnyElementsOf(b);
  }

  @Test
  void aJarGetterReturningObjectsThatAreNoLocksHasOneInstance() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "get")).singleElement()
        .satisfies(mi -> assertThat(mi.context().isEmpty()).isTrue());
    assertThat(names(r, "itemA")).hasSize(2);
  }

  @Test
  void aJarMethodHandingBackAnObjectThatLeadsToALockKeepsItsCallersApart() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "pass")).hasSize(2);
    assertThat(names(r, "passedA")).hasSize(1).doesNotContainAnyElementsOf(names(r, "passedB"));
  }

  @Test
  void aJarMethodReturningItsLockedReceiverKeepsItsCallersApart() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "self")).hasSize(2);
    assertThat(names(r, "selfA")).hasSize(1).doesNotContainAnyElementsOf(names(r, "selfB"));
  }

  @Test
  void aJarFactoryOfObjectsThatLeadToLocksKeepsItsCallSitesApart() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "builder")).hasSize(2);
    assertThat(names(r, "builderA")).hasSize(1)
        .doesNotContainAnyElementsOf(names(r, "builderB"));
  }

  @Test
  void aJarMethodReadingAModifierHasOneInstance() {
    assertThat(instances(analyse(true), "modifiers")).hasSize(1);
  }

  @Test
  void aJarMethodCallingAnAbstractMethodWithQuietImplementationsHasOneInstance() {
    assertThat(instances(analyse(true), "twice")).hasSize(1);
  }

  @Test
  void aJarMethodCallingAnInterfaceMethodInheritedFromALockingClassKeepsItsContexts() {
    assertThat(instances(analyse(true), "askSize")).hasSize(2);
  }

  @Test
  void aJarGetterOfObjectsThatOnlyAskTheCurrentThreadHasOneInstance() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "take")).singleElement()
        .satisfies(mi -> assertThat(mi.context().isEmpty()).isTrue());
    assertThat(names(r, "askerA")).hasSize(2);
  }

  @Test
  void aJarGetterOfObjectsWhoseMethodsCountDownALatchKeepsItsCallersApart() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "peek")).hasSize(2);
    assertThat(names(r, "counterA")).hasSize(1)
        .doesNotContainAnyElementsOf(names(r, "counterB"));
  }

  @Test
  void aJarGetterOfTasksHandedToThreadsKeepsItsCallersApart() {
    PointsToResult r = analyse(true);
    assertThat(instances(r, "open")).hasSize(2);
    assertThat(names(r, "jobA")).hasSize(1).doesNotContainAnyElementsOf(names(r, "jobB"));
  }

  /** The entry method of {@link InertUses} in a given code base. */
  private record JavaSootMethodFinder(CodeBase code) {
    sootup.java.core.JavaSootMethod main() {
      return code.applicationClass(code.classType(U)).orElseThrow().getMethods().stream()
          .filter(m -> m.getName().equals("main")).findFirst().orElseThrow();
    }
  }
}

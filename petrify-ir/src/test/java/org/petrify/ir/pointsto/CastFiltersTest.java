package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.Casts;

/**
 * The type filter of casts ({@link CastFilters}): objects of an exact type that is surely not
 * a subtype of the cast's type are dropped; arrays, library objects and lambdas pass.
 */
class CastFiltersTest {
  private static final String C = Casts.class.getName();
  private static final PointsToResult RESULT = TestCode.analyse(Casts.class,
      Sensitivity.OBJECT_AND_CALL_SITE);

  private static List<String> names(String field) {
    return RESULT.pointsToStatic(C + "." + field).stream().map(AbstractObject::name).toList();
  }

  private static List<String> typesOf(String field) {
    return RESULT.pointsToStatic(C + "." + field).stream().map(AbstractObject::type).toList();
  }

  @Test
  void aCastToAClassLetsThroughItsInstancesAndTheObjectsOfInexactType() {
    assertThat(typesOf("circles")).contains(C + "$Circle")
        .doesNotContain(C + "$Square", C + "$Plain", "java.lang.Class");
    assertThat(RESULT.pointsToStatic(C + ".circles"))
        .anyMatch(o -> o.kind() == AbstractObject.Kind.LIBRARY)
        .anyMatch(o -> o.kind() == AbstractObject.Kind.LAMBDA)
        .anyMatch(o -> o.type().endsWith("[]"));
  }

  @Test
  void aCastToAnInterfaceLetsThroughEveryImplementingClass() {
    assertThat(typesOf("shapes")).contains(C + "$Circle", C + "$Square")
        .doesNotContain(C + "$Plain", "java.lang.Class");
    assertThat(typesOf("plains")).contains(C + "$Plain")
        .doesNotContain(C + "$Circle", C + "$Square");
  }

  @Test
  void anArrayCastAndTheOperandOfACastThatMayFailAreNotFiltered() {
    assertThat(typesOf("arrays")).contains(C + "$Circle", C + "$Square", C + "$Plain");
    assertThat(typesOf("caught")).contains(C + "$Circle", C + "$Square", C + "$Plain",
        "java.lang.Class");
  }

  /**
   * A raw {@code Consumer.accept(o)} of a method reference to {@code accept(Plain)}: the JVM's
   * lambda class casts its argument, the analysis passes every object of the list to the
   * parameter, whose local keeps only what may be a {@code Plain}.
   */
  @Test
  void aClassTypedParameterLetsThroughOnlyWhatMayBeAnInstance() {
    assertThat(typesOf("accepted")).contains(C + "$Plain")
        .doesNotContain(C + "$Circle", C + "$Square", "java.lang.Class");
  }

  @Test
  void aFilteredEdgeInTheSolverPassesOnlyAcceptedObjectsNowAndLater() {
    List<String> dispatched = new ArrayList<>();
    ConstraintSolver solver = new ConstraintSolver((inv, o) -> dispatched.add("" + o));
    int a = solver.node(new NodeKey.StaticField("a"));
    int b = solver.node(new NodeKey.StaticField("b"));
    int c = solver.node(new NodeKey.StaticField("c"));
    solver.addObject(a, 1);
    solver.addObject(a, 2);
    solver.addFilteredEdge(a, b, o -> o % 2 == 0);
    solver.addEdge(b, c);
    solver.addEdge(c, a);
    solver.solve(() -> false);
    solver.addObject(a, 4);
    solver.addObject(a, 5);
    solver.solve(() -> false);
    assertThat(solver.pointsTo(b).stream().toArray()).containsExactly(2, 4);
    assertThat(solver.pointsTo(c).stream().toArray()).containsExactly(2, 4);
    assertThat(solver.pointsTo(a).stream().toArray()).containsExactly(1, 2, 4, 5);
  }
}

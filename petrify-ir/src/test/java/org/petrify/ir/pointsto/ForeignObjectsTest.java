package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.ForeignTypes;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Results of unmodelled JDK calls whose type the application implements hold the hidden
 * marker ({@link ForeignObjects}): {@link PointsToResult#mayBeForeign} reports it at the
 * receivers it reaches, and no other query returns it.
 */
class ForeignObjectsTest {

  private static PointsToResult analyse(String entry) {
    return new PointsToAnalysis(TestCode.codeBase(), Sensitivity.OBJECT_AND_CALL_SITE)
        .run(TestCode.method(ForeignTypes.class, entry));
  }

  /** A {@code hashCode} call site in a reachable method named {@code method}. */
  private record Site(MethodInstance mi, int index, AbstractInstanceInvokeExpr call) {}

  private static List<Site> hashCalls(PointsToResult r, String method) {
    return calls(r, method, "hashCode");
  }

  private static List<Site> calls(PointsToResult r, String method, String called) {
    List<Site> out = new ArrayList<>();
    for (MethodInstance mi : r.reachable()) {
      MethodCode body = r.body(mi);
      if (body == null || !mi.method().getName().equals(method)) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv instanceof AbstractInstanceInvokeExpr ii
            && inv.getMethodSignature().getName().equals(called)) {
          out.add(new Site(mi, i, ii));
        }
      }
    }
    return out;
  }

  private static boolean foreign(PointsToResult r, Site s) {
    return r.mayBeForeign(s.mi(), s.index(), (sootup.core.jimple.common.Local) s.call().getBase());
  }

  @Test
  void aRecursionOverApplicationTypesMayReachTheReflectedBase() {
    PointsToResult r = analyse("reflectedBase");
    List<Site> sites = hashCalls(r, "hashCode");
    // the innermost ArrayOf's component is the reflected Type (contexts keep the others apart)
    assertThat(sites).anyMatch(s -> foreign(r, s));
    for (Site s : sites) {
      assertThat(r.pointsTo(s.mi(), s.index(), (sootup.core.jimple.common.Local)
          s.call().getBase())).as("the marker is hidden").noneMatch(ForeignObjects::isMarker);
    }
    assertThat(r.objects().stream().filter(ForeignObjects::isForeignMarker)).hasSize(1);
  }

  @Test
  void applicationTypesAloneMakeNoMarker() {
    PointsToResult r = analyse("applicationOnly");
    assertThat(hashCalls(r, "hashCode")).isNotEmpty().noneMatch(s -> foreign(r, s));
    assertThat(r.objects().stream().filter(ForeignObjects::isForeignMarker)).isEmpty();
  }

  @Test
  void anElementOfAReflectedArrayIsForeign() {
    PointsToResult r = analyse("reflectedArrayElement");
    List<Site> sites = hashCalls(r, "hashCode");
    assertThat(sites).anyMatch(s -> foreign(r, s));
  }

  @Test
  void aModelledResultIsNotForeign() {
    PointsToResult r = analyse("currentThread");
    List<Site> sites = hashCalls(r, "currentThread");
    assertThat(sites).hasSize(1);
    Site s = sites.get(0);
    assertThat(foreign(r, s)).isFalse();
  }

  @Test
  void aBoxAndAStringLiteralAreForeignWhereTheyMeetApplicationComparables() {
    for (String entry : List.of("boxOrRank", "stringOrRank")) {
      PointsToResult r = analyse(entry);
      List<Site> sites = calls(r, entry, "compareTo");
      assertThat(sites).as(entry).hasSize(1).allMatch(s -> foreign(r, s));
    }
  }

  private static boolean opaque(PointsToResult r, Site s) {
    return r.mayBeOpaque(s.mi(), s.index(), (sootup.core.jimple.common.Local) s.call().getBase());
  }

  @Test
  void jdkValuesNoSetShowsAreOpaque() {
    for (String entry : List.of("stringOrObject", "jdkFieldOrObject")) {
      PointsToResult r = analyse(entry);
      List<Site> sites = hashCalls(r, entry);
      assertThat(sites).as(entry).hasSize(1);
      Site s = sites.get(0);
      assertThat(opaque(r, s)).as(entry).isTrue();
      // (a String is foreign too where the class path has its own Comparable, as here)
      assertThat(foreign(r, s)).as(entry).isEqualTo(entry.equals("stringOrObject"));
      assertThat(r.pointsTo(s.mi(), s.index(), (sootup.core.jimple.common.Local)
          s.call().getBase())).as(entry).hasSize(1).noneMatch(ForeignObjects::isMarker);
    }
  }

  @Test
  void applicationAllocationsAndModelledResultsAreNotOpaque() {
    for (String entry : List.of("objectOnly", "currentOrNew", "mapValue")) {
      PointsToResult r = analyse(entry);
      List<Site> sites = hashCalls(r, entry);
      assertThat(sites).as(entry).hasSize(1).noneMatch(s -> opaque(r, s));
    }
  }
}

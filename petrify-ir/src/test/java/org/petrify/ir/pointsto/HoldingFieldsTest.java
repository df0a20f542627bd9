package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.Holders;

/** {@link HoldingFields} on {@link Holders}: a name only where exactly one field holds it. */
class HoldingFieldsTest {
  private static final String S = Holders.class.getName() + "$";

  @Test
  void anObjectIsNamedByItsFieldOnlyWhenExactlyOneFieldMayHoldIt() {
    for (Sensitivity s : Sensitivity.values()) {
      PointsToResult r = TestCode.analyse(Holders.class, s);
      Map<String, String> fields = HoldingFields.of(r);
      Map<String, String> byType = new TreeMap<>();
      for (AbstractObject o : r.objects()) {
        if (o.type().startsWith(S)) {
          byType.put(o.type().substring(S.length()), fields.get(o.name()));
        }
      }
      assertThat(byType).as(s.toString())
          .containsEntry("InStatic", "Holders.shared")
          .containsEntry("InInstance", "Holders.held")
          .containsEntry("InTwoFields", null)
          .containsEntry("InTwoObjects", null)
          .containsEntry("InLocalOnly", null);
    }
  }
}

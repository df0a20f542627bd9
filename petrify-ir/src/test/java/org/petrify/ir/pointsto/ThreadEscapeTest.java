package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.Escapes;

/** {@link ThreadEscape} on {@link Escapes}: one marker class per channel to another thread. */
class ThreadEscapeTest {
  private static final String S = Escapes.class.getName() + "$";

  @Test
  void objectsEscapeThroughEveryChannelAndLocalsStayLocal() {
    for (Sensitivity s : Sensitivity.values()) {
      PointsToResult r = TestCode.analyse(Escapes.class, s);
      ThreadEscape escape = ThreadEscape.of(r);
      Map<String, Boolean> byType = new TreeMap<>();
      for (AbstractObject o : r.objects()) {
        if (o.type().startsWith(S)) {
          byType.merge(o.type().substring(S.length()), escape.escapes(o), Boolean::logicalOr);
        }
      }
      assertThat(byType).as(s.toString())
          .containsEntry("Local", false)
          .containsEntry("LocalInSharedCode", false)
          .containsEntry("InStatic", true)
          .containsEntry("Captured", true)
          .containsEntry("Box", true)
          .containsEntry("Reached", true)
          .containsEntry("ToJdk", true)
          .containsEntry("Returned", true)
          .containsEntry("InArray", true)
          .containsEntry("Worker", true);
      assertThat(escape.escapingCount()).isLessThan(r.objects().size());
    }
  }
}

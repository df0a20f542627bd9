package org.petrify.api.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void writesNestedValuesInOrderWithIndentation() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("b", 1);
    m.put("a", List.of("x", true));
    m.put("n", null);
    m.put("e", List.of());
    m.put("o", Map.of());
    m.put("ints", new int[] {1, 2});
    assertThat(Json.write(m)).isEqualTo("""
        {
          "b": 1,
          "a": [
            "x",
            true
          ],
          "n": null,
          "e": [],
          "o": {},
          "ints": [
            1,
            2
          ]
        }""");
  }

  @Test
  void escapesStrings() {
    assertThat(Json.write("a\"b\\c\n\t\u0001é")).isEqualTo("\"a\\\"b\\\\c\\n\\t\\u0001é\"");
  }

  @Test
  void nonFiniteDoublesBecomeNull() {
    assertThat(Json.write(List.of(Double.NaN, 1.5))).isEqualTo("[\n  null,\n  1.5\n]");
  }

  @Test
  void rejectsUnknownTypes() {
    assertThatThrownBy(() -> Json.write(new Object())).isInstanceOf(IllegalArgumentException.class);
  }
}

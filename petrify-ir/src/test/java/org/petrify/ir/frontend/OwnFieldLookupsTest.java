package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FieldLookupSamples;
import org.petrify.ir.rb.Caveat;

/** A var-handle look-up of the class's own field by constants throws nothing checked. */
class OwnFieldLookupsTest {

  private static List<Caveat.Effect> reflective(Class<?> main) {
    return RbDump.translate(main).caveats().stream().filter(c -> c.kind().equals(
        "unreached-handler") && c.message().contains("ReflectiveOperationException"))
        .map(Caveat::effect).toList();
  }

  @Test
  void aLookupOfTheClassOwnFieldByConstantsReachesNoHandler() {
    assertThat(reflective(FieldLookupSamples.Own.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
  }

  @Test
  void aPrimitiveTypeReadFromItsWrapperIsKnown() {
    assertThat(reflective(FieldLookupSamples.PrimitiveOwn.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(reflective(FieldLookupSamples.PrimitiveWrongType.class))
        .doesNotContain(Caveat.Effect.INFO);
  }

  @Test
  void aMisspeltWronglyTypedOrComputedFieldKeepsTheHandler() {
    // the look-up may fail: its handler is reached in the model or stays UNSOUND
    assertThat(reflective(FieldLookupSamples.Misspelt.class)).doesNotContain(Caveat.Effect.INFO);
    assertThat(reflective(FieldLookupSamples.WrongType.class)).doesNotContain(Caveat.Effect.INFO);
    assertThat(reflective(FieldLookupSamples.Computed.class)).doesNotContain(Caveat.Effect.INFO);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CreatedListener;
import org.petrify.ir.frontend.samples.DrainedQueue;
import org.petrify.ir.frontend.samples.FieldFromConstructorReference;
import org.petrify.ir.frontend.samples.FieldFromUnknownValue;
import org.petrify.ir.frontend.samples.FieldSetByReflection;
import org.petrify.ir.frontend.samples.NullOnlyField;
import org.petrify.ir.frontend.samples.OptionalListener;
import org.petrify.ir.frontend.samples.ResultOfNullCall;
import org.petrify.ir.frontend.samples.ToArrayArgument;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Calls whose receiver can only be null ({@link NullReceivers}) are null dereferences, not
 * gaps: their {@code unresolved-call} caveat is IMPRECISE; an empty receiver of a type the
 * program does create stays UNSOUND. And elements moved into an argument ({@code drainTo},
 * {@code toArray(a)}) reach it, so calls on them are translated.
 */
class NullReceiversTest {
  private static List<Caveat> unresolved(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.kind().equals("unresolved-call")).toList();
  }

  @Test
  void aReceiverNothingCreatesIsOnlyNull() {
    List<Caveat> cs = unresolved(RbDump.translate(OptionalListener.class));
    assertThat(cs).hasSize(2);
    assertThat(cs).allMatch(c -> c.effect() == Caveat.Effect.IMPRECISE, "imprecise");
    assertThat(cs.get(0).message()).contains("can only be null");
  }

  @Test
  void aReceiverOfACreatedTypeStaysUnsound() {
    List<Caveat> cs = unresolved(RbDump.translate(CreatedListener.class));
    assertThat(cs).hasSize(1);
    assertThat(cs.get(0).effect()).isEqualTo(Caveat.Effect.UNSOUND);
  }

  @Test
  void theResultOfACallThatCannotReturnIsOnlyNull() {
    List<Caveat> cs = unresolved(RbDump.translate(ResultOfNullCall.class));
    assertThat(cs).hasSize(2);
    assertThat(cs).allMatch(c -> c.effect() == Caveat.Effect.IMPRECISE, "imprecise");
  }

  @Test
  void aReceiverReadFromAFieldOnlyEverNullIsOnlyNull() {
    List<Caveat> cs = unresolved(RbDump.translate(NullOnlyField.class));
    assertThat(cs).isNotEmpty();
    assertThat(cs).allMatch(c -> c.effect() == Caveat.Effect.IMPRECISE, "imprecise");
    assertThat(cs.get(0).message()).contains("only ever holds null");
  }

  @Test
  void aFieldThatReflectionMayWriteStaysUnsound() {
    List<Caveat> cs = unresolved(RbDump.translate(FieldSetByReflection.class));
    assertThat(cs).isNotEmpty();
    assertThat(cs).anyMatch(c -> c.effect() == Caveat.Effect.UNSOUND
        && c.message().contains("refresh"));
  }

  @Test
  void aFieldStoredFromAValueWithoutAnObjectStaysUnsound() {
    List<Caveat> cs = unresolved(RbDump.translate(FieldFromUnknownValue.class));
    assertThat(cs).isNotEmpty();
    assertThat(cs).anyMatch(c -> c.effect() == Caveat.Effect.UNSOUND
        && c.message().contains("refresh"));
  }

  @Test
  void aFieldAConstructorReferenceMayWriteIsNotNull() {
    List<Caveat> cs = unresolved(RbDump.translate(FieldFromConstructorReference.class));
    assertThat(cs).noneMatch(c -> c.effect() == Caveat.Effect.IMPRECISE
        && c.message().contains("refresh"));
  }

  @Test
  void drainedElementsReachTheArgument() {
    FrontendResult r = RbDump.translate(DrainedQueue.class);
    Program p = r.program();
    assertThat(unresolved(r)).as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anArrayFilledByToArrayHoldsTheElements() {
    FrontendResult r = RbDump.translate(ToArrayArgument.class);
    Program p = r.program();
    assertThat(unresolved(r)).as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.LiteralPillBlankWrong;
import org.petrify.ir.frontend.samples.LiteralPillBoxes;
import org.petrify.ir.frontend.samples.LiteralPillEmpty;
import org.petrify.ir.frontend.samples.LiteralPillInt;
import org.petrify.ir.frontend.samples.LiteralPillIntWrong;
import org.petrify.ir.frontend.samples.LiteralPillLength;
import org.petrify.ir.frontend.samples.LiteralPillString;
import org.petrify.ir.frontend.samples.LiteralPillStringWrong;
import org.petrify.ir.frontend.samples.LiteralPillSwitch;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Literal poison pills ({@link PillLiterals}): the equality of literal values as the JDK's
 * {@code equals} defines it, the kinds an insertion may count, and whole programs whose
 * consumers stop at a string or {@code Integer} pill, decided by the independent rb
 * interpreter: the correct ones deadlock-free, their twins with a wrong pill still deadlocks.
 */
class PillLiteralsTest {
  private static final LocalValue STOP = new LocalValue.Text("STOP");
  private static final LocalValue INT_ONE = new LocalValue.Boxed("java.lang.Integer", 1);
  private static final LocalValue LONG_ONE = new LocalValue.Boxed("java.lang.Long", 1);

  private static RbInterpreter.Answer deadlock(Class<?> sample, String kind) {
    FrontendResult r = RbDump.translate(sample);
    assertThat(r.program().counters()).as("the queue counts the literal " + kind)
        .anyMatch(c -> c.name().endsWith(".kind." + kind));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void equalLiteralsAreEqualByClassAndContent() {
    assertThat(PillLiterals.equal(STOP, new LocalValue.Text("STOP"), false)).isTrue();
    assertThat(PillLiterals.equal(STOP, new LocalValue.Text("STOP "), false)).isFalse();
    assertThat(PillLiterals.equal(INT_ONE, LONG_ONE, false)).as("Integer 1 is not Long 1")
        .isFalse();
    assertThat(PillLiterals.equal(new LocalValue.Text("1"), INT_ONE, false)).isFalse();
    assertThat(PillLiterals.equal(STOP, new LocalValue.Null(), false)).isFalse();
  }

  @Test
  void anOtherItemEqualsNoneOfTheLiteralsOnlyWhereItsClassIsKnown() {
    LocalValue other = new LocalValue.NotLiteral(List.of(STOP));
    assertThat(PillLiterals.equal(STOP, other, false)).as("\"STOP\".equals(item)").isFalse();
    assertThat(PillLiterals.equal(other, STOP, true)).as("a String item's equals").isFalse();
    assertThat(PillLiterals.equal(other, STOP, false))
        .as("an item of unknown class may define equals as it likes").isNull();
    assertThat(PillLiterals.equal(new LocalValue.Text("GO"), other, false))
        .as("not STOP says nothing of GO").isNull();
    assertThat(PillLiterals.equal(STOP, new LocalValue.NonNull(), false)).isNull();
  }

  @Test
  void anInsertionCountsItsLiteralOrAChoice() {
    List<LocalValue> kinds = List.of(STOP, INT_ONE);
    assertThat(PillLiterals.possible(kinds, new LocalValue.Text("STOP"), null, null, 0))
        .containsExactly(0);
    assertThat(PillLiterals.possible(kinds, new LocalValue.Text("GO"), null, null, 0))
        .as("another literal is the other kind").containsExactly(2);
    assertThat(PillLiterals.possible(kinds, LONG_ONE, null, null, 0)).containsExactly(2);
  }

  @Test
  void kindNamesShowTheLiteral() {
    assertThat(PillLiterals.name(STOP)).isEqualTo("\"STOP\"");
    assertThat(PillLiterals.name(new LocalValue.Text("a\"b"))).isEqualTo("\"a\\\"b\"");
    assertThat(PillLiterals.name(new LocalValue.Boxed("java.lang.Integer", -1))).isEqualTo("-1");
    assertThat(PillLiterals.name(LONG_ONE)).isEqualTo("1(Long)");
  }

  @Test
  void aStringPillEndsTheConsumer() {
    assertThat(deadlock(LiteralPillString.class, "\"STOP\""))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPillBeforeTheJobsLeavesTheProducerWaitingForRoom() {
    assertThat(deadlock(LiteralPillStringWrong.class, "\"STOP\""))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aSwitchOnTheStringFindsThePill() {
    assertThat(deadlock(LiteralPillSwitch.class, "\"STOP\""))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anIntegerSentinelEndsTheConsumer() {
    assertThat(deadlock(LiteralPillInt.class, "-1")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anotherIntegerLeavesTheConsumerWaiting() {
    assertThat(deadlock(LiteralPillIntWrong.class, "1")).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void boxesOfOtherClassesAreNotThePill() {
    assertThat(deadlock(LiteralPillBoxes.class, "1(Long)")).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anEmptyStringPillEndsTheConsumer() {
    assertThat(deadlock(LiteralPillEmpty.class, "\"\"")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aLengthOfZeroIsTheEmptyStringPill() {
    assertThat(deadlock(LiteralPillLength.class, "\"\"")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aBlankStringIsNotEmpty() {
    FrontendResult r = RbDump.translate(LiteralPillBlankWrong.class);
    assertThat(r.program().counters()).as("nothing empty is put: no kinds")
        .noneMatch(c -> c.name().contains(".kind."));
    assertThat(RbInterpreter.of(r.program()).explore(500_000).deadlock())
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.KeyedPresenceAfterPut;
import org.petrify.ir.frontend.samples.KeyedPresenceBeforePut;
import org.petrify.ir.frontend.samples.KeyedPresenceComputed;
import org.petrify.ir.frontend.samples.KeyedPresenceFirstCompute;
import org.petrify.ir.frontend.samples.KeyedPresenceMaybeNull;
import org.petrify.ir.frontend.samples.KeyedPresenceOtherKey;
import org.petrify.ir.frontend.samples.KeyedPresenceRemoved;
import org.petrify.ir.pointsto.NameText;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Presence per constant key of counted thread-safe maps ({@link KeyPresenceModel}): both
 * outcomes of a {@code get} or {@code containsKey} follow the flag exactly (no wait that the
 * JVM cannot reach, none hidden), keys are told apart, a {@code computeIfAbsent} runs its
 * function exactly when the key is absent, and a map with a {@code remove} keeps the free
 * choice.
 */
class KeyPresenceModelTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    return RbInterpreter.of(RbDump.translate(sample).program()).explore(500_000).deadlock();
  }

  private static boolean hasFlags(Class<?> sample) {
    return RbDump.translate(sample).program().variables().stream().map(Variable::name)
        .anyMatch(n -> n.contains(".has."));
  }

  @Test
  void aKeyIsAbsentBeforeItsPut() {
    assertThat(deadlock(KeyedPresenceBeforePut.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(hasFlags(KeyedPresenceBeforePut.class)).isTrue();
  }

  @Test
  void aKeyIsPresentAfterItsPutAndOthersAreNot() {
    assertThat(deadlock(KeyedPresenceAfterPut.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anAbsentKeyStaysAbsentBesideSimilarOnes() {
    assertThat(deadlock(KeyedPresenceOtherKey.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(hasFlags(KeyedPresenceOtherKey.class)).isTrue();
  }

  @Test
  void aRemovedKeyLeavesTheMapUncounted() {
    assertThat(deadlock(KeyedPresenceRemoved.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(hasFlags(KeyedPresenceRemoved.class)).isFalse();
  }

  @Test
  void aComputedKeyIsPresentAndItsFunctionIsNotRunAgain() {
    assertThat(deadlock(KeyedPresenceComputed.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(hasFlags(KeyedPresenceComputed.class)).isTrue();
  }

  @Test
  void theFunctionOfAnAbsentKeyRuns() {
    assertThat(deadlock(KeyedPresenceFirstCompute.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFunctionThatMayGiveNullMayLeaveTheKeyAbsent() {
    assertThat(deadlock(KeyedPresenceMaybeNull.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(hasFlags(KeyedPresenceMaybeNull.class)).isTrue();
  }

  @Test
  void flagNamesTellKeysApart() {
    assertThat(NameText.escaped("s:a_b")).isNotEqualTo(NameText.escaped("s:a b"));
    assertThat(NameText.escaped("s:1")).isNotEqualTo(NameText.escaped("i:1"));
    assertThat(NameText.escaped("s:k")).isEqualTo("s_003ak");
  }
}

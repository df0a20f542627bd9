package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.UncaughtHandlerSamples;
import org.petrify.ir.rb.Caveat;

/** An uncaughtException call reaching only the JDK's printing handler needs no caveat. */
class DefaultUncaughtHandlerTest {

  private static List<Caveat> handlerCaveats(Class<?> main) {
    return RbDump.translate(main).caveats().stream()
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .filter(c -> c.message().contains("uncaughtException")).toList();
  }

  @Test
  void withNoHandlerOfItsOwnTheJdkPrints() {
    assertThat(handlerCaveats(UncaughtHandlerSamples.JdkHandler.class)).isEmpty();
  }

  @Test
  void anInstalledHandlerOrALockingMessageKeepsTheCaveat() {
    assertThat(handlerCaveats(UncaughtHandlerSamples.OwnHandler.class)).isNotEmpty();
    assertThat(handlerCaveats(UncaughtHandlerSamples.LockingMessage.class)).isNotEmpty();
  }
}

package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.LoggingSamples;
import org.petrify.ir.rb.Caveat;

/** The JDK's logging, where only JDK code can run, needs no caveat (JdkLogging). */
class JdkLoggingTest {

  private static List<Caveat> loggingCaveats(Class<?> main) {
    return RbDump.translate(main).caveats().stream()
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .filter(c -> c.message().contains("Logger")).toList();
  }

  @Test
  void julAndSystemLoggerWithPlainArgumentsRunOnlyJdkCode() {
    assertThat(loggingCaveats(LoggingSamples.Jul.class)).isEmpty();
    assertThat(loggingCaveats(LoggingSamples.SystemLogger.class)).isEmpty();
  }

  @Test
  void aSupplierOrARenderedObjectOfTheProgramKeepsTheCaveat() {
    assertThat(loggingCaveats(LoggingSamples.SupplierMessage.class)).isNotEmpty();
    assertThat(loggingCaveats(LoggingSamples.LockingParameter.class)).isNotEmpty();
  }
}

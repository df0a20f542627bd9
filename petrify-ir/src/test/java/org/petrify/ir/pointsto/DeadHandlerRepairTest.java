package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.TimedBackoff;
import sootup.core.model.Body;
import sootup.java.core.JavaSootMethod;

/**
 * SootUp refuses a body javac writes for a retry loop around a timed {@code tryLock} with a
 * {@code return} inside {@code try}/{@code finally}; the repaired copy gives the body, with the
 * calls of the original.
 */
class DeadHandlerRepairTest {
  @Test
  void aBodySootUpRefusesIsBuiltFromTheRepairedClassFile() throws IOException {
    JavaSootMethod both = TestCode.method(TimedBackoff.class, "both");
    assertThatThrownBy(both::getBody).hasStackTraceContaining("Trap range is empty");

    byte[] bytes;
    try (InputStream in = TimedBackoff.class.getResourceAsStream("TimedBackoff.class")) {
      bytes = in.readAllBytes();
    }
    DeadHandlerRepair repair = new DeadHandlerRepair(
        name -> name.equals(TimedBackoff.class.getName()) ? bytes : null);
    Body body = repair.rebuild(both).orElseThrow();
    // javac copies each finally to every exit: y.unlock() once (its copy for exceptions is
    // the unreachable code), x.unlock() on the return, the fall-through and the exception
    assertThat(body.getStmts().stream().map(Object::toString)
        .filter(s -> s.contains("tryLock"))).hasSize(2);
    assertThat(body.getStmts().stream().map(Object::toString)
        .filter(s -> s.contains("unlock"))).hasSize(4);
  }
}

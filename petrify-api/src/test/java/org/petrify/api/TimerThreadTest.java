package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.TimerCancelled;
import org.petrify.api.fixtures.TimerDaemonThread;
import org.petrify.api.fixtures.TimerSkippedCancel;
import org.petrify.api.fixtures.TimerWithoutTask;

/**
 * A {@code java.util.Timer}'s thread, started by its constructor and not a daemon unless the
 * constructor says so, keeps the JVM alive until {@code Timer.cancel()}
 * ({@code TimerModel}): a run without the cancel does not terminate, a task or none; a timer
 * cancelled on every path and a daemon timer terminate; deadlock is not affected.
 */
class TimerThreadTest {
  private static Analysis analysis(Class<?> main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName());
  }

  @Test
  void aTimerWithoutCancelKeepsTheJvmAliveEvenWithoutTasks() {
    for (Class<?> main : new Class<?>[] {TimerWithoutTask.class, TimerSkippedCancel.class}) {
      Analysis a = analysis(main);
      Report termination = a.termination();
      assertThat(termination.verdict()).as(termination.text()).isEqualTo(Verdict.VIOLATED);
      Report deadlock = a.deadlock();
      assertThat(deadlock.verdict()).as(deadlock.text()).isEqualTo(Verdict.HOLDS);
    }
  }

  @Test
  void aCancelledOrDaemonTimerLetsTheJvmExit() {
    for (Class<?> main : new Class<?>[] {TimerCancelled.class, TimerDaemonThread.class}) {
      Report termination = analysis(main).termination();
      assertThat(termination.verdict()).as(termination.text()).isEqualTo(Verdict.HOLDS);
    }
  }
}

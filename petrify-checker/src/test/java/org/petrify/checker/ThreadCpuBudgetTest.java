package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@link Budget#ofThreadCpuTime}: time the thread spends off the processor does not count,
 * work on it does.
 */
class ThreadCpuBudgetTest {
  @Test
  void sleepingDoesNotSpendTheBudgetButWorkDoes() throws InterruptedException {
    Budget budget = Budget.ofThreadCpuTime(Duration.ofMillis(100));
    Thread.sleep(300);
    for (int i = 0; i < 1_000; i++) {
      budget.checkTime(); // 300 ms of wall clock passed, little CPU: no exception
    }
    long wallStart = System.nanoTime();
    assertThatThrownBy(() -> {
      long x = 0;
      while (System.nanoTime() - wallStart < 60_000_000_000L) {
        for (int i = 0; i < 10_000; i++) {
          x += i * 31L ^ x;
        }
        budget.checkTime();
      }
      throw new AssertionError("no timeout after a minute of work " + x);
    }).isInstanceOf(BudgetExceededException.class);
    assertThat(System.nanoTime() - wallStart).isGreaterThanOrEqualTo(50_000_000L);
  }
}

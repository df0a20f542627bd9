package app;

import static org.petrify.api.junit.PetrifyCheck.Property.DEADLOCK;
import static org.petrify.api.junit.PetrifyCheck.Property.TERMINATION;

import org.junit.jupiter.api.Test;
import org.petrify.api.junit.PetrifyCheck;

@PetrifyCheck(main = Bank.class, properties = {DEADLOCK, TERMINATION})
class BankConcurrencyTest {
  @Test
  void transfersNeverDeadlock() {}

  @Test
  void transfersTerminate() {}
}

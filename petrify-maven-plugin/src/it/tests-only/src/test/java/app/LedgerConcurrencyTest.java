package app;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** JUnit 5: two threads transfer between the same two accounts. */
class LedgerConcurrencyTest {
  private Ledger.Account a;
  private Ledger.Account b;

  @BeforeEach
  void openAccounts() {
    a = new Ledger.Account(100);
    b = new Ledger.Account(100);
  }

  @Test
  void oppositeTransfers() throws InterruptedException {
    Thread t = new Thread(() -> Ledger.transfer(a, b, 10));
    t.start();
    Ledger.transfer(b, a, 20);
    t.join();
  }

  @Test
  void transfersInOneDirection() throws InterruptedException {
    Thread t = new Thread(() -> Ledger.transfer(a, b, 10));
    t.start();
    Ledger.transfer(a, b, 20);
    t.join();
  }
}

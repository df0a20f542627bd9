package app;

import org.junit.Before;
import org.junit.Test;

/** JUnit 4: a reader of the balances beside a transfer. */
public class AuditConcurrencyTest {
  private Ledger.Account a;
  private Ledger.Account b;

  @Before
  public void openAccounts() {
    a = new Ledger.Account(100);
    b = new Ledger.Account(100);
  }

  @Test
  public void auditBesideATransfer() throws InterruptedException {
    Thread t = new Thread(() -> Ledger.transfer(a, b, 10));
    t.start();
    int total = a.balance() + b.balance();
    t.join();
    if (total < 0) {
      throw new AssertionError(total);
    }
  }
}

package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.spy;
import static org.mockito.Mockito.verify;

/** The fixed twin of {@link SpyDeadlock}: both transfers go from a to b. */
public class SpyOrdered {
  public static void main(String[] args) throws InterruptedException {
    Account a = spy(new Account());
    Account b = spy(Account.class);
    Thread worker = new Thread(() -> a.transfer(b));
    worker.start();
    a.transfer(b);
    worker.join();
    verify(a).transfer(b);
  }
}

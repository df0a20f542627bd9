package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.spy;
import static org.mockito.Mockito.verify;

/** Spies run their real synchronized methods: transfers in both directions deadlock. */
public class SpyDeadlock {
  public static void main(String[] args) throws InterruptedException {
    Account a = spy(new Account());
    Account b = spy(Account.class);
    Thread worker = new Thread(() -> b.transfer(a));
    worker.start();
    a.transfer(b);
    worker.join();
    verify(a).transfer(b);
  }
}

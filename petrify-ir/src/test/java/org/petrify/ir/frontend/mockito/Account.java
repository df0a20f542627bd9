package org.petrify.ir.frontend.mockito;

/** A class the spy samples spy on: transfer locks this, then the other account. */
public class Account {
  private int balance = 10;

  public synchronized void transfer(Account to) {
    balance--;
    to.deposit();
  }

  public synchronized void deposit() {
    balance++;
  }
}

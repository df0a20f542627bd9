package lib;

/** An account that locks itself, then the other account, to move money. */
public class Account {
  private int balance = 100;

  public void transferTo(Account other, int amount) {
    synchronized (this) {
      synchronized (other) {
        balance -= amount;
        other.balance += amount;
      }
    }
  }
}

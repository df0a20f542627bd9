package app;

/** Accounts that lock themselves, then the other account, to move money between them. */
public final class Ledger {
  public static final class Account {
    private int balance;

    public Account(int balance) {
      this.balance = balance;
    }

    public int balance() {
      synchronized (this) {
        return balance;
      }
    }
  }

  private Ledger() {}

  /** Locks {@code from}, then {@code to}: two opposite transfers can deadlock. */
  public static void transfer(Account from, Account to, int amount) {
    synchronized (from) {
      synchronized (to) {
        from.balance -= amount;
        to.balance += amount;
      }
    }
  }
}

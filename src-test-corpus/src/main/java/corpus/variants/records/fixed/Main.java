package corpus.variants.records.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.records: the reverse transfer is expressed as a negative amount between the
 * accounts in the same order, so both transfers take the monitors in one order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: both transfers name the accounts in the same order")
public class Main {
    record Account(String name, Object monitor) {
    }

    record Transfer(Account from, Account to, int amount) {
        static int moved;

        void execute() {
            synchronized (from().monitor()) {
                synchronized (to().monitor()) {
                    moved += amount;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account checking = new Account("checking", new Object());
        Account savings = new Account("savings", new Object());
        Transfer save = new Transfer(checking, savings, 50);
        Transfer spend = new Transfer(checking, savings, -20);
        Thread t1 = new Thread(save::execute);
        Thread t2 = new Thread(spend::execute);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

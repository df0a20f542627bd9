package corpus.variants.records;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Records carry the locks: an Account record holds its monitor object, a Transfer record holds two
 * accounts and executes under both monitors, reached through record accessors. Two transfers run
 * in opposite directions as bound method references.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants Records")
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
        Transfer spend = new Transfer(savings, checking, 20);
        Thread t1 = new Thread(save::execute);
        Thread t2 = new Thread(spend::execute);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

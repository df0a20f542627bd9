package corpus.extra.listparams.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listparams: the auditor reverses a list made in the opposite order, {@code
 * List.of(to, from).reversed()}, so both lock the checking account first.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object CHECKING = new Object();
    static final Object SAVINGS = new Object();
    static int balance;

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            // nobody interrupts the tellers
        }
    }

    static void move(List<Object> accounts) {
        synchronized (accounts.getFirst()) {
            pause();
            synchronized (accounts.getLast()) {
                balance++;
            }
        }
    }

    static void audit(List<Object> accounts) {
        synchronized (accounts.get(0)) {
            pause();
            synchronized (accounts.get(1)) {
                balance--;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread teller = new Thread(() -> move(List.of(CHECKING, SAVINGS)));
        Thread auditor = new Thread(() -> audit(List.of(SAVINGS, CHECKING).reversed()));
        teller.start();
        auditor.start();
        teller.join();
        auditor.join();
    }
}

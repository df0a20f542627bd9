package corpus.extra.listparams;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two accounts moved between by a helper that takes the lock of its list's first element, then
 * of its last: the teller hands it {@code List.of(from, to)}, the auditor the reversed view of
 * the same order, {@code List.of(from, to).reversed()}, so the two lock in crossing orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the reversed view's first element is the other list's last")
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
        Thread auditor = new Thread(() -> audit(List.of(CHECKING, SAVINGS).reversed()));
        teller.start();
        auditor.start();
        teller.join();
        auditor.join();
    }
}

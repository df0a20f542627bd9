package corpus.extra.listcopies;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two accounts moved between by a helper that takes the lock of its list's element 0, then of
 * element 1: the teller hands it an {@code ArrayList} copy of {@code List.of(from, to)}, the
 * auditor another copy of the same order that a helper swaps before the audit, so the two lock
 * in crossing orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the swapped copy's element 0 is the other copy's element 1")
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
        synchronized (accounts.get(0)) {
            pause();
            synchronized (accounts.get(1)) {
                balance++;
            }
        }
    }

    static List<Object> forAudit(List<Object> accounts) {
        Collections.swap(accounts, 0, 1);
        return accounts;
    }

    public static void main(String[] args) throws InterruptedException {
        List<Object> audited = new ArrayList<>(List.of(CHECKING, SAVINGS));
        Thread teller = new Thread(() -> move(new ArrayList<>(List.of(CHECKING, SAVINGS))));
        Thread auditor = new Thread(() -> move(forAudit(audited)));
        teller.start();
        auditor.start();
        teller.join();
        auditor.join();
    }
}

package corpus.extra.listcopies.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listcopies: the auditor's copy is never changed after it is made (a {@code
 * LinkedList} copy of the same order, only printed before the audit), so both lock the checking
 * account first.
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
        synchronized (accounts.get(0)) {
            pause();
            synchronized (accounts.get(1)) {
                balance++;
            }
        }
    }

    static List<Object> forAudit(List<Object> accounts) {
        System.out.println("audit of " + accounts.size() + " accounts");
        return accounts;
    }

    public static void main(String[] args) throws InterruptedException {
        List<Object> audited = new LinkedList<>(List.of(CHECKING, SAVINGS));
        Thread teller = new Thread(() -> move(new ArrayList<>(List.of(CHECKING, SAVINGS))));
        Thread auditor = new Thread(() -> move(forAudit(audited)));
        teller.start();
        auditor.start();
        teller.join();
        auditor.join();
    }
}

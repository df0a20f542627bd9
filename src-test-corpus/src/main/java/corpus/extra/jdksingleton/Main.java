package corpus.extra.jdksingleton;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import org.petrify.corpus.Expect;

/**
 * An identity test of two results of {@code List.of()}: the JDK returns one shared empty list,
 * so {@code first == second} and main takes the ledger before the journal, against the
 * auditor's order. The model gives each call's result an object of its own, and the analysis
 * took the two for different objects and never took the inverted branch (a missed deadlock).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: both calls return the one empty list, so main locks in the auditor's reverse order")
public class Main {
    static final Object LEDGER = new Object();
    static final Object JOURNAL = new Object();

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            System.out.println("interrupted");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object first = List.of();
        Object second = List.of();
        Thread auditor = new Thread(() -> {
            synchronized (JOURNAL) {
                pause();
                synchronized (LEDGER) {
                    System.out.println("audited");
                }
            }
        }, "auditor");
        auditor.start();
        if (first == second) {
            synchronized (LEDGER) {
                pause();
                synchronized (JOURNAL) {
                    System.out.println("posted");
                }
            }
        } else {
            synchronized (JOURNAL) {
                synchronized (LEDGER) {
                    System.out.println("posted in order");
                }
            }
        }
        auditor.join();
    }
}

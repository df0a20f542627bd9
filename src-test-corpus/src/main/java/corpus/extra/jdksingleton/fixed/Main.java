package corpus.extra.jdksingleton.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.jdksingleton}: an identity test of two results of {@code List.of()}: the JDK returns one shared empty list,
 * so {@code first == second}; both branches take the journal before the ledger.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: both branches take the journal before the ledger, as the auditor does")
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
            synchronized (JOURNAL) {
                pause();
                synchronized (LEDGER) {
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

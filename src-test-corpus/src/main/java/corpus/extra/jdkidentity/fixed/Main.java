package corpus.extra.jdkidentity.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.jdkidentity}: an identity test of a local that holds an application object or a string a JDK call made:
 * {@code label} is {@code String.valueOf(...)} when no argument is given, so {@code label !=
 * owner}; both branches take the journal before the ledger, the auditor's order.
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
        Object owner = new Object();
        Object label = args.length == 0 ? String.valueOf(args.length) : owner;
        System.out.println("label " + label.hashCode());
        Thread auditor = new Thread(() -> {
            synchronized (JOURNAL) {
                pause();
                synchronized (LEDGER) {
                    System.out.println("audited");
                }
            }
        }, "auditor");
        auditor.start();
        if (label != owner) {
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

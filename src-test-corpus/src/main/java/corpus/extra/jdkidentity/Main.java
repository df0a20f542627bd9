package corpus.extra.jdkidentity;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An identity test of a local that holds an application object or a string a JDK call made:
 * {@code label} is {@code String.valueOf(...)} when no argument is given, so {@code label !=
 * owner} and main takes the ledger before the journal, against the auditor's order. The
 * string has no abstract object, so the points-to set of {@code label} shows {@code owner}
 * only; the analysis took the two for the same object and never took the inverted branch (a
 * missed deadlock).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: label is a JDK string, not owner, so main locks in the auditor's reverse order")
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

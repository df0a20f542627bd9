package corpus.extra.boxlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.boxlocks: the audit locks the same cached boxes in the ledger's order
 * (1 then 2), so the shared boxes are taken in one global order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Ledger {
        static final Integer ACCOUNTS = 1;
        static final Integer JOURNAL = 2;
        static int entries;

        static void post() {
            synchronized (ACCOUNTS) {
                synchronized (JOURNAL) {
                    entries++;
                }
            }
        }
    }

    static final class Audit {
        static int checks;

        static void check(Integer first, Integer second) {
            synchronized (first) {
                synchronized (second) {
                    checks++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread poster = new Thread(Ledger::post);
        Thread auditor = new Thread(() -> Audit.check(Integer.valueOf(1), Integer.valueOf(2)));
        poster.start();
        auditor.start();
        poster.join();
        auditor.join();
    }
}

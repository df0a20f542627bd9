package corpus.extra.boxlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two components each keep a "private" lock, a boxed {@code Integer} id. Boxes of small values
 * are cached (JLS 5.1.7), so the ledger's lock 1 and the audit's {@code Integer.valueOf(1)}
 * are one object, as are both 2s: the ledger locks 1 then 2, the audit 2 then 1.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "boxed Integer ids used as locks are the JDK's cached boxes, shared across classes")
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
        Thread auditor = new Thread(() -> Audit.check(Integer.valueOf(2), Integer.valueOf(1)));
        poster.start();
        auditor.start();
        poster.join();
        auditor.join();
    }
}

package corpus.extra.queueforeach.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/** Twin of extra.queueforeach: main takes the audit lock before the ledger's, as the auditor. */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; forEach's runs are a nondeterministic loop, left under fairness")
public class Main {
    static final Object AUDIT = new Object();
    static final Object LEDGER = new Object();

    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<String> pending = new LinkedBlockingQueue<>();
        pending.add("order-1");
        Thread auditor = new Thread(() -> {
            synchronized (AUDIT) {
                pending.forEach(order -> {
                    synchronized (LEDGER) {
                        System.out.println("checked " + order);
                    }
                });
            }
        });
        auditor.start();
        synchronized (AUDIT) {
            synchronized (LEDGER) {
                System.out.println("posted");
            }
        }
        auditor.join();
    }
}

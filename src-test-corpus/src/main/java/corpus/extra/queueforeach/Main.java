package corpus.extra.queueforeach;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * An auditor walks the pending orders with {@code BlockingQueue.forEach} while it holds the
 * audit lock, and the action takes the ledger's lock; {@code main} posts to the ledger and
 * then audits, in the other order. {@code forEach} runs the action in the auditor's thread:
 * a lock-order cycle through a function the queue calls back.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real hang: the queue runs the action in the auditor, which holds the audit"
            + " lock; forEach's runs are a nondeterministic loop (livelock without fairness)")
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
        synchronized (LEDGER) {
            synchronized (AUDIT) {
                System.out.println("posted");
            }
        }
        auditor.join();
    }
}

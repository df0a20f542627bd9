package corpus.extra.reflectcapture;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/**
 * A worker calls a synchronized method through a {@code Method} that {@code main} looked up by
 * its constant name and the worker's lambda captured; the method takes the account's monitor,
 * then the ledger's. The auditor takes the ledger, then the account: a lock-order cycle that
 * passes through {@code Method.invoke}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the reflective call holds the account and waits for the ledger")
public class Main {
    static final Object LEDGER = new Object();

    /** Widens the window in which the other thread takes its first lock. */
    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            // nothing interrupts these threads
        }
    }

    public static class Account {
        public synchronized void post() {
            pause();
            synchronized (LEDGER) {
                System.out.println("posted");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Account account = new Account();
        Method post = Account.class.getDeclaredMethod("post");
        Thread worker = new Thread(() -> {
            try {
                post.invoke(account);
            } catch (Exception e) {
                System.out.println("failed: " + e);
            }
        });
        Thread auditor = new Thread(() -> {
            synchronized (LEDGER) {
                pause();
                synchronized (account) {
                    System.out.println("audited");
                }
            }
        });
        worker.start();
        auditor.start();
        worker.join();
        auditor.join();
    }
}

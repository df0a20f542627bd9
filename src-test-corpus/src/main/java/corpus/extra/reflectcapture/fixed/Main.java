package corpus.extra.reflectcapture.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.reflectcapture: the auditor takes the account, then the ledger, the order of
 * the method the worker calls through the captured {@code Method}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
            synchronized (account) {
                pause();
                synchronized (LEDGER) {
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

package corpus.extra.scopedlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.scopedlock: the handler locks the audit log before the bound session, in
 * {@code main}'s order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final ScopedValue<Object> SESSION = ScopedValue.newInstance();
    static final Object AUDIT = new Object();

    static void handle() {
        synchronized (AUDIT) {
            synchronized (SESSION.get()) {
                System.out.println("handled");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object session = new Object();
        Thread request = new Thread(() -> ScopedValue.where(SESSION, session).run(Main::handle));
        request.start();
        synchronized (AUDIT) {
            synchronized (session) {
                System.out.println("audited");
            }
        }
        request.join();
    }
}

package corpus.extra.scopedlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A request's session is bound to a {@code ScopedValue}; the handler, run by
 * {@code ScopedValue.where(..).run(..)} in the request thread, locks the session and then the
 * audit log, while {@code main} locks the audit log and then the same session: a lock-order
 * cycle through the scoped binding.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the scoped value's binding is the session main locks")
public class Main {
    static final ScopedValue<Object> SESSION = ScopedValue.newInstance();
    static final Object AUDIT = new Object();

    static void handle() {
        synchronized (SESSION.get()) {
            synchronized (AUDIT) {
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

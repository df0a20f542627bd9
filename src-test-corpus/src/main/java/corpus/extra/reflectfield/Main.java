package corpus.extra.reflectfield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/**
 * A synchronized method called through a {@code Method} kept in a {@code static final} field,
 * looked up once by the class's initialiser. The reflective call takes the account's monitor
 * and then the ledger's; the auditor takes the ledger, then the account: a lock-order
 * inversion that only shows once the reflective call is seen as the direct call it makes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: Method.invoke runs the synchronized method, which then wants the ledger")
public class Main {
    static final Object LEDGER = new Object();
    static final Method POST;

    static {
        try {
            POST = Account.class.getMethod("post");
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** An account whose posting locks it, then the ledger, and may refuse the posting. */
    public static class Account {
        int balance;

        public synchronized void post() {
            synchronized (LEDGER) {
                if (balance == Integer.MAX_VALUE) {
                    throw new IllegalStateException("account full");
                }
                balance++;
            }
        }
    }

    static void postReflectively(Account a) {
        try {
            POST.invoke(a);
        } catch (Exception e) {
            throw new IllegalStateException(e); // the target's exception, wrapped
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account();
        Thread poster = new Thread(() -> postReflectively(a));
        Thread auditor = new Thread(() -> {
            synchronized (LEDGER) {
                synchronized (a) {
                    System.out.println(a.balance);
                }
            }
        });
        poster.start();
        auditor.start();
        poster.join();
        auditor.join();
    }
}

package corpus.extra.reflectfield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.reflectfield: the auditor takes the account, then the ledger, the order the
 * reflectively called {@code post} takes them in. Seen as the direct call, the reflective call
 * leaves no caveat, so the verdict is a proof.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
            synchronized (a) {
                synchronized (LEDGER) {
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

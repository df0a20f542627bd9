package corpus.extra.handlecall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.petrify.corpus.Expect;

/** Twin of extra.handlecall: the override locks the account before the ledger, as main. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object LEDGER = new Object();

    static class Account {
        void close() {
            synchronized (this) {
                synchronized (LEDGER) {
                    System.out.println("closed");
                }
            }
        }
    }

    static class Savings extends Account {
        @Override
        void close() {
            synchronized (this) {
                synchronized (LEDGER) {
                    System.out.println("closed savings");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account account = new Savings();
        Thread worker = new Thread(() -> {
            try {
                MethodHandle close = MethodHandles.lookup().findVirtual(Account.class, "close",
                    MethodType.methodType(void.class));
                close.invokeExact(account);
            } catch (Throwable e) {
                System.out.println("failed");
            }
        });
        worker.start();
        synchronized (account) {
            synchronized (LEDGER) {
                System.out.println("audited");
            }
        }
        worker.join();
    }
}

package corpus.extra.handlecall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.petrify.corpus.Expect;

/**
 * A worker calls {@code Account.close} through a method handle from {@code findVirtual}; the
 * receiver is a {@code Savings} account, whose override locks the ledger before the account,
 * while {@code main} locks the account and then the ledger: the handle dispatches on the
 * receiver as a virtual call does.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the handle's invokeExact runs Savings.close in the worker")
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
            synchronized (LEDGER) {
                synchronized (this) {
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

package corpus.extra.handlefield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.petrify.corpus.Expect;

/** Twin of extra.handlefield: main locks the accounts in the worker's order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final MethodHandle TRANSFER;

    static {
        try {
            TRANSFER = MethodHandles.lookup().findStatic(Main.class, "transfer",
                MethodType.methodType(void.class, Object.class, Object.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void transfer(Object from, Object to) {
        synchronized (from) {
            pause();
            synchronized (to) {
                System.out.println("transferred");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object a = new Object();
        Object b = new Object();
        Thread worker = new Thread(() -> {
            try {
                TRANSFER.invokeExact(a, b);
            } catch (Throwable e) {
                System.out.println("failed");
            }
        });
        worker.start();
        synchronized (a) {
            pause();
            synchronized (b) {
                System.out.println("audited");
            }
        }
        worker.join();
    }
}

package corpus.extra.handlefield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.petrify.corpus.Expect;

/**
 * A transfer service keeps the handle of {@code Bank.transfer} in a {@code static final}
 * field, looked up once by the class initialiser; a worker transfers through it, which locks
 * the source account and then the target, while {@code main} locks them in the other order.
 * The handle's {@code invokeExact} is the call of {@code transfer} in the worker (the pauses
 * make the JVM run hang every time).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the field's handle runs transfer(a, b) in the worker, main locks b"
            + " then a")
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
        synchronized (b) {
            pause();
            synchronized (a) {
                System.out.println("audited");
            }
        }
        worker.join();
    }
}

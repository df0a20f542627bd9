package corpus.extra.reflectcall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/** Twin of extra.reflectcall: the reflective call hands the account first, as {@code main}. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object ACCOUNT = new Object();
    static final Object LEDGER = new Object();

    static void transfer(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                System.out.println("moved");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                Method m = Main.class.getDeclaredMethod("transfer", Object.class, Object.class);
                m.invoke(null, ACCOUNT, LEDGER);
            } catch (Exception e) {
                System.out.println("failed");
            }
        });
        worker.start();
        transfer(ACCOUNT, LEDGER);
        worker.join();
    }
}

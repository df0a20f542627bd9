package corpus.extra.reflectcall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Method;
import org.petrify.corpus.Expect;

/**
 * A transfer runs by reflection: the worker looks the method up by its constant name and calls
 * it with {@code Method.invoke}, handing it the ledger and then the account; {@code main} calls
 * the same method directly with the account first: a lock-order cycle through a reflective call.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: Method.invoke runs transfer(ledger, account) in the worker")
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
                m.invoke(null, LEDGER, ACCOUNT);
            } catch (Exception e) {
                System.out.println("failed");
            }
        });
        worker.start();
        transfer(ACCOUNT, LEDGER);
        worker.join();
    }
}

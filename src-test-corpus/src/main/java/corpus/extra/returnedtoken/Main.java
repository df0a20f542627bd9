package corpus.extra.returnedtoken;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedList;
import org.petrify.corpus.Expect;

/**
 * Two workers share one token kept in a list guarded by a lock: each waits while the list is
 * empty, takes the token and, after its work, notifies. Bug: the worker never puts the token
 * back, so the second worker waits on an empty list forever (and {@code main} on its join).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object LOCK = new Object();
    static final LinkedList<Object> TOKENS = new LinkedList<>();

    static void work() {
        synchronized (LOCK) {
            while (TOKENS.isEmpty()) {
                try {
                    LOCK.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
            TOKENS.poll();
        }
        synchronized (LOCK) {
            LOCK.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        TOKENS.add(new Object());
        Thread a = new Thread(Main::work, "a");
        Thread b = new Thread(Main::work, "b");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

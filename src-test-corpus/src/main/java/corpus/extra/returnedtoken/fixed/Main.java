package corpus.extra.returnedtoken.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.LinkedList;
import org.petrify.corpus.Expect;

/**
 * The corrected twin of {@code returnedtoken}: each worker gives the one token back and
 * notifies, so the worker that found the list empty wakes up, finds the token and ends. A list
 * emptied and filled again needs its size: with only a flag "something was added" the waiting
 * worker could find the list empty after the token came back and wait forever (a false
 * deadlock before the size counters).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the token is given back; a false deadlock before the list's"
        + " size was counted (emptiness after the first addition was a free choice)")
public class Main {
    static final Object LOCK = new Object();
    static final LinkedList<Object> TOKENS = new LinkedList<>();

    static void work() {
        Object token;
        synchronized (LOCK) {
            while (TOKENS.isEmpty()) {
                try {
                    LOCK.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
            token = TOKENS.poll();
        }
        synchronized (LOCK) {
            TOKENS.addLast(token);
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

package corpus.extra.entrycomponents;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * A worker makes a lock pair {@code Map.entry(second, first)} and locks the entry's key then
 * its value while {@code main} locks first then second: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the entry's key is the second lock")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Map.Entry<Object, Object> pair = Map.entry(SECOND, FIRST);
            synchronized (pair.getKey()) {
                synchronized (pair.getValue()) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (FIRST) {
            synchronized (SECOND) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}

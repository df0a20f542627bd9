package corpus.extra.entrycomponents.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.entrycomponents: the entry is {@code Map.entry(first, second)}, so the worker
 * locks first then second, as {@code main} does.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Map.Entry<Object, Object> pair = Map.entry(FIRST, SECOND);
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
